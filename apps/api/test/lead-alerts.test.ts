/**
 * Alerts a salesperson can act on: one alert per lead and event, with what a callback needs (the message, size,
 * reasons, a `tel:` link, `Reply-To` the prospect of a form, never a chat's); a chat whose alert went out before the visitor gave their
 * details gets a `lead.updated` follow-up per change; webhooks go at once for every lead; and each channel is
 * delivered on its own, so an SMTP server that accepts and never answers holds no webhook back. Against the real
 * PostgreSQL, a real SMTP receiver, a real webhook receiver and a stalled TCP server.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { leadApp, planAlerts, type TestSettings, testEnv, validLead } from './helper.ts';
import { clearAlerts, salesReceivers } from './receivers.ts';

let app: FastifyInstance;
let sql: pg.Client;
let url: string;
let receivers: Awaited<ReturnType<typeof salesReceivers>>;
let smtp: typeof receivers.smtp;
let hook: typeof receivers.hook;
let logLines: string[];

function salesSettings(): TestSettings {
  return receivers.settings({
    // A Saturday evening: the office is closed, so a hot or emergency chat is told when it opens, asked for
    // contact details, and alerted at once; the chat and the outbox share this one clock.
    CLOCK_START: '2030-11-30T19:30:00-05:00',
  });
}

beforeAll(async () => {
  receivers = await salesReceivers();
  ({ smtp, hook } = receivers);
  ({ app, sql, url, logLines } = await leadApp(salesSettings()));
});

beforeEach(async () => {
  await clearAlerts(sql, receivers);
  logLines.length = 0;
});

/** An e-mail's raw text with quoted-printable soft breaks and folded headers undone. */
const unfolded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=3D/g, '=');

/** The webhook calls received so far, verified with the Standard Webhooks library. */
function webhooks(): { type: string; data: Record<string, unknown> }[] {
  const verifier = new Webhook(receivers.secret);
  return hook.state.delivered.map(
    (delivery) =>
      verifier.verify(delivery.body, {
        'webhook-id': String(delivery.headers['webhook-id']),
        'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
        'webhook-signature': String(delivery.headers['webhook-signature']),
      }) as { type: string; data: Record<string, unknown> },
  );
}

/** A chat session of its own and a way to send its visitor's messages. */
function chat(target: FastifyInstance = app) {
  const sessionId = createSessionId('chat');
  return async (message: string) => {
    const response = await target.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message, sessionId },
    });
    expect(response.statusCode).toBe(200);
  };
}

describe('a chat whose alert went out before the visitor gave their details', () => {
  it('alerts once, then follows up once per change with what changed, never twice alike', async () => {
    const say = chat();
    await say('Our server is down and nobody can work');
    await app.deliveries.runDue();
    // The lead's arrival is its emergency: one moment, one e-mail and one webhook.
    expect(smtp.messages).toHaveLength(1);
    expect(unfolded(smtp.messages[0]?.raw ?? '')).toMatch(/Subject: Emergency chat:/);
    expect(
      webhooks()
        .map((call) => call.type)
        .sort(),
    ).toEqual(['chat.emergency']);
    expect(webhooks().every((call) => call.data.email === null && call.data.phone === null)).toBe(true);

    await say('You can reach me at dana.lee@harbourlaw.example');
    await app.deliveries.runDue();
    expect(smtp.messages).toHaveLength(2);
    const followUp = unfolded(smtp.messages[1]?.raw ?? '');
    expect(followUp).toMatch(/Subject: Lead details added:/);
    expect(followUp).toContain('Added since the first alert: e-mail');
    // The address is shown, but a chat's alert never replies to it: it is whatever was typed into the chat.
    expect(followUp).toContain('Email: dana.lee@harbourlaw.example');
    expect(followUp).not.toMatch(/Reply-To:/);
    const updated = webhooks().at(-1);
    expect(updated).toMatchObject({
      type: 'lead.updated',
      data: { email: 'dana.lee@harbourlaw.example', changes: ['email'] },
    });

    await say('My phone is 416-555-0177');
    await app.deliveries.runDue();
    expect(smtp.messages).toHaveLength(3);
    expect(webhooks().at(-1)).toMatchObject({ type: 'lead.updated', data: { changes: ['phone'] } });
    expect(unfolded(smtp.messages[2]?.raw ?? '')).toContain('tel:+14165550177');

    // A message that adds nothing queues nothing.
    await say('Thanks, please hurry');
    expect(await app.deliveries.runDue()).toEqual({ delivered: 0, skipped: 0, retrying: 0, failed: 0 });
    // No two alerts alike: each body says something the others did not.
    const bodies = smtp.messages.map((message) =>
      unfolded(message.raw)
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n'),
    );
    expect(new Set(bodies).size).toBe(3);
  });

  it('adds details that arrive while a follow-up waits to that follow-up: one per channel, naming every field', async () => {
    const sessionId = createSessionId('chat');
    const say = async (message: string) =>
      expect(
        (await app.inject({ method: 'POST', url: '/api/chat', payload: { message, sessionId } })).statusCode,
      ).toBe(200);
    await say('Our server is down and nobody can work');
    await app.deliveries.runDue();
    await say('You can reach me at lee.chan@harbourlaw.example');
    await planAlerts(app);
    await say('My phone is 416-555-0123');
    await planAlerts(app);
    const { rows } = await sql.query(
      `select d.channel, d.changes, d.status from delivery d join lead l on l.id = d.lead_id
        where l.chat_session_id = $1 and d.topic = 'lead.updated' order by d.channel`,
      [sessionId],
    );
    expect(rows).toEqual([
      { channel: 'email', changes: 'email,phone', status: 'pending' },
      { channel: 'webhook', changes: 'email,phone', status: 'pending' },
    ]);
    const sent = hook.state.delivered.length;
    await app.deliveries.runDue();
    expect(webhooks().slice(sent)).toMatchObject([
      { type: 'lead.updated', data: { changes: ['email', 'phone'] } },
    ]);
  });

  it('sends no follow-up when the details arrive before the alert went out: the alert carries them', async () => {
    const say = chat();
    await say('Our server is down and nobody can work');
    await say('I am at sam.ortiz@harbourlaw.example');
    await app.deliveries.runDue();
    expect(smtp.messages).toHaveLength(1);
    expect(unfolded(smtp.messages[0]?.raw ?? '')).toContain('sam.ortiz@harbourlaw.example');
    expect(
      webhooks()
        .map((call) => call.type)
        .sort(),
    ).toEqual(['chat.emergency']);
    expect(webhooks().every((call) => call.data.email === 'sam.ortiz@harbourlaw.example')).toBe(true);
    const { rows } = await sql.query(`select count(*)::int as n from delivery where topic = 'lead.updated'`);
    expect(rows[0]?.n).toBe(0);
  });

  it('keeps the follow-up’s details out of the log', async () => {
    const say = chat();
    await say('Our server is down and nobody can work');
    await app.deliveries.runDue();
    await say('Write to morgan.private@harbourlaw.example or call 416-555-0177');
    await app.deliveries.runDue();
    const text = logLines.join('\n');
    expect(text).toContain('delivery delivered');
    expect(text).not.toContain('morgan.private');
    expect(text).not.toContain('555-0177');
    expect(text).not.toContain('server is down');
  });
});

describe('what a lead alert says', () => {
  it('carries the message, size, source, campaign, reasons, a tel: link, the lead’s link, and Reply-To the prospect', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...validLead,
        email: 'owner@harbourlaw.example',
        message: 'Ransomware hit us this morning, our server is down and nobody can work. I own the firm.',
        attribution: {
          landingPage: '/cybersecurity?utm_source=google',
          utmSource: 'google',
          utmCampaign: 'spring',
        },
      },
    });
    expect(response.statusCode).toBe(201);
    await app.deliveries.runDue();
    expect(smtp.messages).toHaveLength(1);
    const mail = unfolded(smtp.messages[0]?.raw ?? '');
    expect(mail).toMatch(/Reply-To: owner@harbourlaw\.example/);
    expect(mail).toContain('Ransomware hit us this morning');
    expect(mail).toContain('Company size: 11-50');
    expect(mail).toContain('From: Home Page');
    expect(mail).toContain('Campaign: google / spring');
    expect(mail).toMatch(/Why this rating: .+/);
    expect(mail).toContain('tel:+14165550199');
    expect(mail).toMatch(/https:\/\/www\.northline-it\.example\/staff\/leads\/[0-9a-f-]{36}/);
    const [call] = webhooks();
    expect(call?.data).toMatchObject({ message: expect.stringContaining('Ransomware'), employees: '11-50' });
    expect(call?.data.reasons).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('a digest of several leads has no Reply-To', async () => {
    const calm = (email: string) => ({ ...validLead, email, message: 'Could you send me your prices?' });
    await app.inject({ method: 'POST', url: '/api/contact', payload: calm('one@example.com') });
    await app.inject({ method: 'POST', url: '/api/contact', payload: calm('two@example.com') });
    await app.deliveries.runDue();
    expect(smtp.messages).toHaveLength(1);
    const mail = unfolded(smtp.messages[0]?.raw ?? '');
    expect(mail).toMatch(/Subject: 2 new leads/);
    expect(mail).not.toMatch(/Reply-To:/);
  });
});

describe('each channel on its own', () => {
  let stalled: Server;
  let stalledUrl: string;
  const sockets: Socket[] = [];
  let running: FastifyInstance | undefined;

  beforeAll(async () => {
    // Accepts connections and never says a word: no SMTP greeting.
    stalled = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const address = stalled.address();
    stalledUrl = `smtp://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  afterAll(async () => {
    await running?.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => stalled.close(() => resolve()));
  });

  it('a webhook goes at once for every quality, and an SMTP server that never answers delays none', async () => {
    running = await buildApp({
      env: testEnv({ ...salesSettings(), DATABASE_URL: url, SMTP_URL: stalledUrl, NOTIFY_TIMEOUT_MS: 400 }),
      waitForDatabase: true,
      logger: false,
    });
    const hot = await running.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        ...validLead,
        email: 'hot@harbourlaw.example',
        message: 'Ransomware hit us this morning, our server is down and nobody can work. I own the firm.',
      },
    });
    const calm = await running.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email: 'calm@example.com', message: 'Could you send me your prices?' },
    });
    expect([hot.statusCode, calm.statusCode]).toEqual([201, 201]);
    // Both webhooks arrive though the e-mail lane is stuck on the stalled server, and the calm lead's webhook does
    // not wait for the 60 s batch.
    await expect
      .poll(() => webhooks().map((call) => call.data.email), { timeout: 5000 })
      .toEqual(expect.arrayContaining(['hot@harbourlaw.example', 'calm@example.com']));
    // The e-mail attempt ends with a timeout instead of hanging, and is retried later.
    await expect
      .poll(
        async () =>
          (
            await sql.query(
              `select status, last_error from delivery where channel = 'email' and urgent order by created_at`,
            )
          ).rows,
        { timeout: 5000 },
      )
      .toEqual([
        { status: 'pending', last_error: expect.stringMatching(/ETIMEDOUT|ETIMEOUT|ECONNECTION|Timeout/i) },
      ]);
  });
});
