/**
 * French in, French out, at least honestly (docs/decisions/096-french-in-french-out.md), through the app against
 * the real PostgreSQL, a real SMTP receiver and a webhook receiver that verifies each call against its schema:
 *
 * - a French chat message gets the short French reply of `frenchReplies` (the office's phone number and e-mail),
 *   keeps the chat's mechanics (contact details read from the French message, a request for a person in French
 *   hands the chat over) and makes a lead that notes French, with `lead.created` saying so;
 * - an English message naming a French place or person gets the engine's English reply and an English lead;
 * - a lead that changes language takes the new one with `lead.language_noted`;
 * - the contact form notes the language of its message;
 * - staff see the language on the inbox and the lead (`staff.leads.list`, `staff.leads.get`), and the sales alert's
 *   e-mail and webhook name it;
 * - no log line carries the visitor's message or contact details.
 */
import { company, frenchReplies, liveChatMessages } from '@northline/content';
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAIServer, startFakeOpenAIServer, textReply } from './chat/fake-openai-server.ts';
import { leadApp, planAlerts, type StaffSignIn, testApp, testEnv, validLead } from './helper.ts';
import { clearAlerts, salesReceivers } from './receivers.ts';

let app: FastifyInstance;
let sql: pg.Client;
let receivers: Awaited<ReturnType<typeof salesReceivers>>;
let logLines: string[];
let sam: StaffSignIn;
/** The same database with the OpenAI engine, against a local fake OpenAI-compatible server. */
let modelApp: FastifyInstance;
let model: FakeOpenAIServer;

/** A Tuesday morning in Toronto, office open. */
const TUESDAY = new Date('2030-12-03T10:00:00-05:00');

beforeAll(async () => {
  receivers = await salesReceivers();
  let signInStaff: (role: 'admin' | 'sales', email?: string) => Promise<StaffSignIn>;
  let url: string;
  ({ app, sql, url, logLines, signInStaff } = await leadApp(
    receivers.settings({ CLOCK_START: TUESDAY.toISOString() }),
  ));
  sam = await signInStaff('sales', 'sam.french@northline-it.example');
  model = await startFakeOpenAIServer();
  modelApp = await testApp({
    env: testEnv({
      DATABASE_URL: url,
      CLOCK_START: TUESDAY.toISOString(),
      OPENAI_API_KEY: 'test-key',
      OPENAI_BASE_URL: model.baseURL,
      OPENAI_MODEL: 'fake-model',
    }),
    waitForDatabase: true,
    background: false,
  });
});

beforeEach(async () => {
  await clearAlerts(sql, receivers);
  logLines.length = 0;
});

afterAll(async () => {
  await modelApp.close();
  await model.close();
  await app.close();
  await sql.end();
});

/** Sends the visitor's messages in one new chat; the replies' JSON, in order. */
async function chat(messages: readonly string[], sessionId = createSessionId('chat')) {
  const replies: { response: string; handoff?: { state: string; reason: string } }[] = [];
  for (const message of messages) {
    const response = await app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId } });
    expect(response.statusCode, response.body).toBe(200);
    replies.push(response.json());
  }
  return { sessionId, replies };
}

/** The chat session's lead: its id and language (undefined: the chat is no lead). */
async function chatLead(sessionId: string): Promise<{ id: string; language: string } | undefined> {
  const { rows } = await sql.query<{ id: string; language: string }>(
    'select id, language from lead where chat_session_id = $1',
    [sessionId],
  );
  return rows[0];
}

/** The payloads of the lead's events of `type`, oldest first. */
async function eventsOf(leadId: string, type: string): Promise<Record<string, unknown>[]> {
  const { rows } = await sql.query<{ payload: Record<string, unknown> }>(
    'select payload from domain_event where lead_id = $1 and type = $2 order by id',
    [leadId, type],
  );
  return rows.map((row) => row.payload);
}

describe('a chat in French', () => {
  it('is answered with the French reply, naming the office phone and e-mail, and its lead notes French', async () => {
    const email = 'elise.tremblay@boulangerie-cote.example';
    const { sessionId, replies } = await chat([
      'Bonjour, notre serveur ne fonctionne plus',
      `Mon courriel est ${email} et mon numéro est 514-555-0199`,
    ]);
    expect(replies[0]?.response).toBe(frenchReplies.first);
    expect(replies[0]?.response).toContain(company.phones.main.display);
    expect(replies[0]?.response).toContain(company.email);
    // A later French message gets the shorter reply, with the same ways to continue in French.
    expect(replies[1]?.response).toBe(frenchReplies.again);
    expect(replies[1]?.response).toContain(company.phones.main.display);

    // The contact details were read from the French message, and the lead notes French.
    const { rows } = await sql.query<{ visitor_email: string; visitor_phone: string }>(
      'select visitor_email, visitor_phone from chat_session where id = $1',
      [sessionId],
    );
    expect(rows[0]).toEqual({ visitor_email: email, visitor_phone: expect.stringContaining('555-0199') });
    const lead = await chatLead(sessionId);
    expect(lead?.language).toBe('fr');
    expect(await eventsOf(lead?.id ?? '', 'lead.created')).toEqual([
      expect.objectContaining({ kind: 'chat', language: 'fr' }),
    ]);

    // Staff see it on the inbox and on the lead.
    const listed = await app.inject({
      url: `/trpc/staff.leads.list?input=${encodeURIComponent('{}')}`,
      headers: sam.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const leads = (listed.json() as { result: { data: { leads: { id: string; language: string }[] } } })
      .result.data.leads;
    expect(leads.find((entry) => entry.id === lead?.id)?.language).toBe('fr');
    const detail = await app.inject({
      url: `/trpc/staff.leads.get?input=${encodeURIComponent(JSON.stringify({ id: lead?.id }))}`,
      headers: sam.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect((detail.json() as { result: { data: { language: string } } }).result.data.language).toBe('fr');

    // No log line carries the message or the contact details.
    const logged = logLines.join('\n');
    expect(logged).not.toContain(email);
    expect(logged).not.toContain('serveur');
    expect(logged).not.toContain('555-0199');
  });

  it('cites no page of the English answer and records no question as unanswered', async () => {
    // The built-in engine cites the pricing page for the first and finds no answer to the second.
    const sessionId = createSessionId('chat');
    for (const message of [
      'Combien coûte le Managed IT pour 10 postes?',
      'Notre imprimante ne marche pas depuis ce matin',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message, sessionId },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().citations).toBeUndefined();
    }
    const unanswered = await sql.query('select 1 from unanswered_question_ask where session_id = $1', [
      sessionId,
    ]);
    expect(unanswered.rows).toEqual([]);
  });

  it('keeps French through a line too short to tell', async () => {
    const { replies } = await chat(['Quels sont vos tarifs?', 'OK']);
    expect(replies[1]?.response).toBe(frenchReplies.again);
  });

  it('hands the chat to a person asked for in French, saying so in French first', async () => {
    const { sessionId, replies } = await chat(['Bonjour, je voudrais parler à un conseiller']);
    expect(replies[0]?.handoff?.reason).toBe('visitor-request');
    expect(replies[0]?.response.startsWith(`${frenchReplies.handoff}\n\n`)).toBe(true);
    expect((await chatLead(sessionId))?.language).toBe('fr');
  });

  it('answers a French message while a consultant is awaited in French, saying one is on the way', async () => {
    const { sessionId } = await chat(['I would like to talk to a person please']);
    const { replies } = await chat(['Notre imprimante ne marche pas depuis ce matin'], sessionId);
    expect(replies[0]?.response).toBe(frenchReplies.waiting);
    expect(replies[0]?.response).not.toContain(liveChatMessages.whileWaiting(''));
  });
});

describe('a chat in French with the OpenAI engine', () => {
  it('gets the same French reply, read by the built-in engine without a model call', async () => {
    model.requests.length = 0;
    const sessionId = createSessionId('chat');
    const response = await modelApp.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        sessionId,
        message: 'Bonjour, notre serveur ne fonctionne plus. Mon courriel: luc@gagnon.example',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toBe(frenchReplies.first);
    expect(model.requests).toEqual([]);
    const { rows } = await sql.query<{ engine: string | null; role: string }>(
      'select role, engine from chat_message where session_id = $1 order by position',
      [sessionId],
    );
    expect(rows).toEqual([
      { role: 'user', engine: null },
      { role: 'assistant', engine: 'builtin' },
    ]);
    expect((await chatLead(sessionId))?.language).toBe('fr');
  });

  it('answers English with the model as before', async () => {
    model.requests.length = 0;
    model.enqueue(textReply('We can help with your file server. How many people use it?'));
    const response = await modelApp.inject({
      method: 'POST',
      url: '/api/chat',
      payload: {
        sessionId: createSessionId('chat'),
        message: 'Our office in Trois-Rivières has a slow file server',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response).toBe('We can help with your file server. How many people use it?');
    expect(model.requests).toHaveLength(1);
  });
});

describe('a chat in English', () => {
  it('naming a French place or person gets the English reply and its lead stays English', async () => {
    const { sessionId, replies } = await chat([
      'We are an accounting firm in Trois-Rivières with 20 staff and our server is down',
      'My name is Jean-François Lévesque, email jf@cote-saint-luc.example',
    ]);
    for (const reply of replies) {
      expect(reply.response).not.toBe(frenchReplies.first);
      expect(reply.response).not.toBe(frenchReplies.again);
      expect(reply.response).not.toContain(frenchReplies.handoff);
    }
    const lead = await chatLead(sessionId);
    expect(lead?.language).toBe('en');
    expect(await eventsOf(lead?.id ?? '', 'lead.created')).toEqual([
      expect.objectContaining({ language: 'en' }),
    ]);
    expect(await eventsOf(lead?.id ?? '', 'lead.language_noted')).toEqual([]);
  });

  it('that turns to French moves its lead to French with lead.language_noted, once', async () => {
    const { sessionId } = await chat([
      'Hi, my email is sam.lee@maple-dental.example',
      'Désolé, je préfère continuer en français',
      'Pouvez-vous me dire vos tarifs?',
    ]);
    const lead = await chatLead(sessionId);
    expect(lead?.language).toBe('fr');
    expect(await eventsOf(lead?.id ?? '', 'lead.language_noted')).toEqual([{ language: 'fr' }]);
  });
});

describe('the contact form', () => {
  it('notes the language of its message', async () => {
    for (const [email, message, language] of [
      [
        'fr.form@harbourlaw.example',
        'Bonjour, nous avons besoin d’aide pour nos courriels et notre serveur.',
        'fr',
      ],
      ['en.form@harbourlaw.example', 'Our office in Côte-Saint-Luc needs new laptops and backups.', 'en'],
      ['none.form@harbourlaw.example', '', 'en'],
    ] as const) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validLead, email, message },
      });
      expect(response.statusCode, response.body).toBe(201);
      const { rows } = await sql.query<{ id: string; language: string }>(
        'select l.id, l.language from lead l join contact_request c on c.id = l.contact_request_id where c.email = $1',
        [email],
      );
      expect(rows[0]?.language, message).toBe(language);
      expect(await eventsOf(rows[0]?.id ?? '', 'lead.created')).toEqual([
        expect.objectContaining({ kind: 'contact', language }),
      ]);
    }
  });
});

describe('the sales alert', () => {
  it('names French in the e-mail and the webhook', async () => {
    const { sessionId } = await chat([
      'Bonjour, notre réseau est en panne et personne ne peut travailler',
      'Mon courriel est marc.gagnon@gagnon-avocats.example',
    ]);
    await planAlerts(app);
    const lead = await chatLead(sessionId);
    if (!lead) throw new Error('the chat made no lead');
    await sql.query('delete from delivery where lead_id = $1', [lead.id]);
    for (const channel of ['email', 'webhook']) {
      await sql.query(
        `insert into delivery (id, channel, topic, lead_id, urgent, status, attempts, next_attempt_at, created_at)
         values (gen_random_uuid(), $1, 'lead.created', $2, true, 'pending', 0, $3, $3)`,
        [channel, lead.id, TUESDAY],
      );
    }
    await app.deliveries.runDue(TUESDAY);
    const [mail] = receivers.smtp.messages;
    const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '').replace(/\r?\n[ \t]/g, ' ');
    expect(raw).toMatch(/^Subject: .*\[French\]/m);
    expect(raw).toContain('Language: French.');
    const [call] = receivers.hook.state.delivered;
    expect((call?.payload as { data?: { language?: string } } | undefined)?.data?.language).toBe('fr');
  });

  it('of an English lead names no language', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email: 'english.alert@harbourlaw.example' },
    });
    expect(response.statusCode, response.body).toBe(201);
    await planAlerts(app);
    await app.deliveries.runDue(new Date(TUESDAY.getTime() + 10 * 60_000));
    const raw = receivers.smtp.messages.map((message) => message.raw).join('\n');
    expect(receivers.smtp.messages.length).toBeGreaterThan(0);
    expect(raw).not.toContain('French');
    const [call] = receivers.hook.state.delivered;
    expect((call?.payload as { data?: { language?: string } } | undefined)?.data?.language).toBe('en');
  });
});
