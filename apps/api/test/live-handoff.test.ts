/**
 * The live hand-off end to end on the real PostgreSQL: two API instances on one database (the visitor on A, the
 * consultant on B), the visitor's event stream over real HTTP, the staff stream (tRPC subscription over SSE), the
 * alert through the outbox to real SMTP and webhook receivers, the claim race, the resume with Last-Event-ID, the
 * authorisation of every new call, and no personal data in any log line at debug.
 */
import { randomBytes } from 'node:crypto';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import { CONDITION_WAIT } from '@northline/test-setup/timeouts';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimLiveChat, queueUnseenReplyEmails, requestHandoff } from '../src/conversations/live-chat.ts';
import { FormTokens } from '../src/leads/lead-capture.ts';
import { SESSION_ABSOLUTE_MS } from '../src/staff/staff-auth.ts';
import { SIGNED_OUT_MESSAGE } from '../src/trpc/trpc.ts';
import {
  baseOf,
  createTestDatabase,
  formLead,
  listeningApp,
  logCapture,
  officeOpenClock,
  postJson,
  STAFF_ORIGIN,
  STAFF_PASSWORD,
  signedInStaff,
  sqlClient,
  testEnv,
} from './helper.ts';
import { smtpReceiver, webhookReceiver } from './receivers.ts';

const SECRET = 'a-session-key-shared-by-every-instance-0123';
const FORM_SECRET = 'a-form-token-key-shared-by-every-instance-01';
const formTokens = new FormTokens(FORM_SECRET);
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
const VISITOR_TEXT = 'We are comparing IT providers for our law office, can I talk to a human';
const VISITOR_EMAIL = 'dana.private@harbour.example';

let url: string;
let sql: pg.Client;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
let a: FastifyInstance;
let b: FastifyInstance;
let baseA: string;
let baseB: string;
const logs = logCapture();

/**
 * An API instance on the test database, its clock in business hours (a person can be asked for, and the chat's lead
 * is routed at once). Its staff streams re-check their session every `recheckMs` (a minute by default here, so what
 * ends a stream sooner is the notification or the session's own end).
 */
async function instance(withLogs: boolean, recheckMs = 60_000): Promise<FastifyInstance> {
  return listeningApp({
    env: testEnv({
      DATABASE_URL: url,
      STAFF_STREAM_RECHECK_MS: recheckMs,
      LOG_LEVEL: 'debug',
      CHAT_RATE_LIMIT_MAX: 10_000,
      CHAT_SESSION_MESSAGES_PER_MINUTE: 10_000,
      SESSION_TOKEN_SECRET: SECRET,
      FORM_TOKEN_SECRET: FORM_SECRET,
      SITE_URL: 'https://www.northline-it.example',
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      LEAD_NOTIFY_FROM: 'Northline IT leads <leads@northline-it.example>',
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    }),
    ...(withLogs ? { logger: { level: 'debug', stream: logs.stream } } : {}),
    clock: officeOpenClock(),
  });
}

beforeAll(async () => {
  smtp = await smtpReceiver();
  hook = await webhookReceiver(WEBHOOK_SECRET);
  url = await createTestDatabase();
  sql = await sqlClient(url);
  a = await instance(true);
  b = await instance(true);
  baseA = baseOf(a);
  baseB = baseOf(b);
});
afterAll(async () => sql.end());

/** An open SSE stream read over real HTTP: its parsed events so far, and a wait for a condition on them. */
interface OpenStream {
  events: { id?: string; event: string; data: unknown }[];
  comments: string[];
  status: number;
  /** Whether the server ended the stream. */
  ended: boolean;
  /** Resolves when `count` events have arrived. */
  until(count: number): Promise<void>;
  /** Resolves when the server has ended the stream (within 5 s). */
  untilEnded(): Promise<void>;
  close(): void;
}

async function openStream(target: string, headers: Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(target, { headers, signal: controller.signal });
  const stream: OpenStream = {
    events: [],
    comments: [],
    status: response.status,
    ended: false,
    until: (count) => vi.waitFor(() => expect(stream.events.length).toBeGreaterThanOrEqual(count), 10_000),
    untilEnded: () => vi.waitFor(() => expect(stream.ended).toBe(true), { timeout: 5000, interval: 20 }),
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) return stream;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        stream.ended = true;
        return;
      }
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const event: { id?: string; event: string; data: unknown } = { event: 'message', data: undefined };
        let isEvent = false;
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) stream.comments.push(line);
          else if (line.startsWith('id: ')) event.id = line.slice(4);
          else if (line.startsWith('event: ')) event.event = line.slice(7);
          else if (line.startsWith('data: ')) {
            const text = line.slice(6);
            if (text !== '') {
              event.data = JSON.parse(text);
              isEvent = true;
            }
          }
        }
        if (isEvent) stream.events.push(event);
      }
    }
  })().catch(() => undefined);
  return stream;
}

async function chat(app: FastifyInstance, sessionId: string, message: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { sessionId, message, visitorInfo: { email: VISITOR_EMAIL } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The id of a chat's lead: staff name a live chat by it, never by its session id. */
async function leadOf(sessionId: string): Promise<string> {
  const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
    sessionId,
  ]);
  expect(rows).toHaveLength(1);
  return rows[0]?.id as string;
}

async function newSession(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/sessions' });
  return response.json().sessionId as string;
}

const trpc = (app: FastifyInstance, path: string, headers: Record<string, string>, input?: unknown) =>
  input === undefined || path.endsWith('list') || path.endsWith('get')
    ? app.inject({
        method: 'GET',
        url: `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        headers,
      })
    : app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input as object });

describe('the live hand-off across two instances', () => {
  it('request → alert → claim → replies both ways → resume → release → close', async () => {
    const sam = await signedInStaff(b, 'sales');
    const sessionId = await newSession(a);
    const token = a.sessionTokens.tokenFor(sessionId);
    const staffStream = await openStream(
      `${baseB}/trpc/staff.live.events?input=${encodeURIComponent('{}')}`,
      {
        cookie: sam.headers.cookie ?? '',
      },
    );
    expect(staffStream.status).toBe(200);

    // The request for a person, as the very first message: the assistant explains, the chat waits.
    const first = await chat(a, sessionId, VISITOR_TEXT);
    expect(first.handoff).toMatchObject({
      state: 'waiting',
      reason: 'visitor-request',
      askForContact: false,
    });
    expect(first.response).toContain(first.handoff.expectation);
    await vi.waitFor(
      () =>
        expect(staffStream.events.map((event) => event.data)).toContainEqual(
          expect.objectContaining({
            type: 'handoff',
            sessionId,
            summary: expect.objectContaining({ state: 'waiting' }),
          }),
        ),
      CONDITION_WAIT,
    );

    // The inbox hears of the new lead without polling.
    await vi.waitFor(
      () =>
        expect(staffStream.events.map((event) => event.data)).toContainEqual(
          expect.objectContaining({
            type: 'leads',
            leads: [expect.objectContaining({ change: 'created' })],
          }),
        ),
      CONDITION_WAIT,
    );

    // Sales is alerted at once through the outbox: e-mail and the signed webhook with the contact known so far.
    await a.deliveries.runDue(new Date(Date.now() + 1000));
    await vi.waitFor(() => expect(hook.state.delivered.length).toBeGreaterThan(0), CONDITION_WAIT);
    const events = hook.state.delivered.map(
      (call) => JSON.parse(call.body) as { type: string; data: { email: string } },
    );
    const alert = events.find((event) => event.type === 'chat.handoff_requested');
    expect(alert?.data.email).toBe(VISITOR_EMAIL);
    await vi.waitFor(
      () =>
        expect(smtp.messages.some((message) => message.raw.includes('Chat visitor asks for a person'))).toBe(
          true,
        ),
      CONDITION_WAIT,
    );

    // The visitor's stream on A; the consultant on B.
    const visitor = await openStream(`${baseA}/api/chat/${sessionId}/events`, {
      [SESSION_TOKEN_HEADER]: token,
    });
    expect(visitor.status).toBe(200);
    const list = await trpc(b, 'staff.live.list', sam.headers);
    expect(
      list.json().result.data.waiting.map((chatRow: { sessionId: string }) => chatRow.sessionId),
    ).toContain(sessionId);
    // The waiting card previews the visitor's own words, not the assistant's answer that followed them.
    expect(
      list
        .json()
        .result.data.waiting.find((chatRow: { sessionId: string }) => chatRow.sessionId === sessionId)
        .lastMessage,
    ).toBe(VISITOR_TEXT);
    const leadId = await leadOf(sessionId);
    const claim = await trpc(b, 'staff.live.claim', sam.headers, { leadId });
    expect(claim.statusCode, claim.body).toBe(200);
    expect(claim.json().result.data).toMatchObject({
      state: 'live',
      consultant: { id: sam.id, name: 'Sam Sales' },
    });
    await visitor.until(1);
    expect(visitor.events[0]).toMatchObject({
      event: 'status',
      data: { status: { state: 'live', consultantName: 'Sam' } },
    });

    const sent = await trpc(b, 'staff.live.send', sam.headers, {
      leadId,
      message: 'Hi, Sam here. Unplug it.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    // The status follows the journey: the lead a consultant answered is contacted, by that consultant.
    const { rows: contacted } = await sql.query<{ status: string; status_changed_by_id: string }>(
      'select status, status_changed_by_id from lead where id = $1',
      [leadId],
    );
    expect(contacted).toEqual([{ status: 'contacted', status_changed_by_id: sam.id }]);
    const { rows: moved } = await sql.query<{ payload: unknown; actor_id: string }>(
      `select payload, actor_id from domain_event where lead_id = $1 and type = 'lead.status_changed'`,
      [leadId],
    );
    expect(moved).toEqual([{ payload: { from: 'new', to: 'contacted' }, actor_id: sam.id }]);
    await visitor.until(2);
    expect(visitor.events[1]).toMatchObject({
      event: 'message',
      data: { message: { role: 'consultant', authorName: 'Sam', content: 'Hi, Sam here. Unplug it.' } },
    });

    // The assistant is silent while live; the visitor's message reaches the consultant.
    const silent = await chat(a, sessionId, 'Done, it is unplugged');
    expect(silent.response).toBe('');
    expect(silent.handoff).toMatchObject({ state: 'live', consultantName: 'Sam' });
    await vi.waitFor(
      () =>
        expect(
          staffStream.events.some(
            (event) =>
              (event.data as { message?: { content?: string } }).message?.content === 'Done, it is unplugged',
          ),
        ).toBe(true),
      CONDITION_WAIT,
    );

    // Resume: the visitor drops, two replies are sent, the reconnect gets exactly those two, once each.
    const lastSeen = visitor.events.at(-1)?.id ?? '';
    await visitor.until(3);
    const seenThree = visitor.events[2]?.id ?? '';
    visitor.close();
    for (const text of ['Second reply', 'Third reply']) {
      expect((await trpc(b, 'staff.live.send', sam.headers, { leadId, message: text })).statusCode).toBe(200);
    }
    const resumed = await openStream(`${baseA}/api/chat/${sessionId}/events`, {
      [SESSION_TOKEN_HEADER]: token,
      'last-event-id': seenThree,
    });
    await resumed.until(2);
    expect(
      resumed.events.map((event) => (event.data as { message: { content: string } }).message.content),
    ).toEqual(['Second reply', 'Third reply']);
    expect(BigInt(resumed.events[0]?.id ?? '0')).toBeGreaterThan(BigInt(lastSeen));
    const seen = await a.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/seen`,
      payload: { lastEventId: resumed.events[1]?.id },
    });
    expect(seen.json()).toEqual({ ok: true });

    // Typing both ways.
    expect((await trpc(b, 'staff.live.typing', sam.headers, { leadId, typing: true })).statusCode).toBe(200);
    await resumed.until(3);
    expect(resumed.events[2]).toMatchObject({ event: 'typing', data: { typing: true, name: 'Sam' } });
    await a.inject({ method: 'POST', url: `/api/chat/${sessionId}/typing`, payload: { typing: true } });
    await vi.waitFor(
      () =>
        expect(staffStream.events.some((event) => (event.data as { who?: string }).who === 'visitor')).toBe(
          true,
        ),
      CONDITION_WAIT,
    );

    // The detail view, then release (the assistant answers again) and, after a new request, close.
    const detail = await trpc(b, 'staff.live.get', sam.headers, { leadId });
    expect(detail.json().result.data.messages.map((message: { role: string }) => message.role)).toContain(
      'consultant',
    );
    const released = await trpc(b, 'staff.live.release', sam.headers, { leadId });
    expect(released.json().result.data.state).toBe('assistant');
    const again = await chat(a, sessionId, 'How much is managed IT for 20 people?');
    expect(again.response).not.toBe('');
    const explicit = await a.inject({ method: 'POST', url: `/api/chat/${sessionId}/handoff`, payload: {} });
    expect(explicit.json().state).toBe('waiting');
    expect((await trpc(b, 'staff.live.claim', sam.headers, { leadId })).statusCode).toBe(200);
    const closed = await trpc(b, 'staff.live.close', sam.headers, { leadId });
    expect(closed.json().result.data.state).toBe('closed');
    await resumed.until(5);
    resumed.close();
    staffStream.close();

    // No personal data in any log line at debug: no message text, e-mail or session id.
    const all = logs.lines.join('\n');
    for (const secret of [
      VISITOR_TEXT,
      VISITOR_EMAIL,
      sessionId,
      'Hi, Sam here',
      'Done, it is unplugged',
      token,
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it('lets exactly one of two simultaneous claims win; the other gets 409 naming who has it', async () => {
    const sam = await signedInStaff(a, 'sales');
    const avery = await signedInStaff(
      b,
      'sales',
      `kim.${randomBytes(4).toString('hex')}@northline-it.example`,
    );
    await sql.query(`update staff_user set name = 'Kim Sales' where id = $1`, [avery.id]);
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'connect me with an agent');
    const leadId = await leadOf(sessionId);
    const answers = await Promise.all([
      trpc(a, 'staff.live.claim', sam.headers, { leadId }),
      trpc(b, 'staff.live.claim', avery.headers, { leadId }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((answer) => answer.statusCode === 200)?.json().result.data.consultant.name;
    const loser = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(loser.error.message).toBe(`${winner} has this chat.`);
    // Only the claimer may reply.
    expect(['Sam Sales', 'Kim Sales']).toContain(winner);
    const other = winner === 'Sam Sales' ? avery : sam;
    const refused = await trpc(b, 'staff.live.send', other.headers, { leadId, message: 'me too' });
    expect(refused.statusCode).toBe(409);
  });
});

describe('authorisation of the new calls', () => {
  it('401 signed out, 403 cross-origin, 404 for another visitor, 400 for bad input', async () => {
    const sam = await signedInStaff(a, 'sales');
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'operator');
    const leadId = await leadOf(sessionId);
    expect((await a.inject({ method: 'GET', url: '/trpc/staff.live.list' })).statusCode).toBe(401);
    const signedOut = await openStream(
      `${baseA}/trpc/staff.live.events?input=${encodeURIComponent('{}')}`,
      {},
    );
    expect(signedOut.status).toBe(401);
    signedOut.close();
    expect(
      (await trpc(a, 'staff.live.claim', { ...sam.headers, origin: 'https://evil.example' }, { leadId }))
        .statusCode,
    ).toBe(403);
    expect(
      (await trpc(a, 'staff.live.claim', sam.headers, { leadId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
    const other = await newSession(a);
    const wrongToken = a.sessionTokens.tokenFor(other);
    for (const path of ['handoff', 'typing', 'seen']) {
      const response = await a.inject({
        method: 'POST',
        url: `/api/chat/${sessionId}/${path}`,
        headers: { [SESSION_TOKEN_HEADER]: wrongToken },
        payload: { typing: true, lastEventId: '1' },
      });
      expect(response.statusCode, path).toBe(404);
    }
    const stream = await openStream(`${baseA}/api/chat/${sessionId}/events`, {
      [SESSION_TOKEN_HEADER]: wrongToken,
    });
    expect(stream.status).toBe(404);
    const noToken = await openStream(`${baseA}/api/chat/${sessionId}/events`, {});
    expect(noToken.status).toBe(404);
    const bad = await a.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/seen`,
      payload: { lastEventId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('lastEventId');
  });

  it('caps open streams per session (429)', async () => {
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'real person please');
    const token = a.sessionTokens.tokenFor(sessionId);
    const open = await Promise.all(
      [1, 2, 3].map(() =>
        openStream(`${baseA}/api/chat/${sessionId}/events`, { [SESSION_TOKEN_HEADER]: token }),
      ),
    );
    expect(open.map((stream) => stream.status)).toEqual([200, 200, 200]);
    const fourth = await openStream(`${baseA}/api/chat/${sessionId}/events`, {
      [SESSION_TOKEN_HEADER]: token,
    });
    expect(fourth.status).toBe(429);
    for (const stream of open) stream.close();
  });
});

describe('if the visitor leaves', () => {
  it('e-mails an unseen consultant reply once, with a resume link and never the session id; then the transcript', async () => {
    const sam = await signedInStaff(a, 'sales');
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'speak to someone');
    const leadId = await leadOf(sessionId);
    expect((await trpc(a, 'staff.live.claim', sam.headers, { leadId })).statusCode).toBe(200);
    const early = await a.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/transcript-email`,
      payload: {},
    });
    expect(early.statusCode).toBe(409);
    expect(
      (await trpc(a, 'staff.live.send', sam.headers, { leadId, message: 'Are you still there?' })).statusCode,
    ).toBe(200);
    // The lead's page labels the consultant's line with their first name, never as the assistant's.
    const detail = await trpc(a, 'staff.leads.get', sam.headers, { id: leadId });
    expect(detail.statusCode).toBe(200);
    const lines = detail.json().result.data.transcript.messages as { content: string; authorName?: string }[];
    expect(lines.find((line) => line.content === 'Are you still there?')?.authorName).toBe('Sam');
    expect(lines.find((line) => line.content === 'speak to someone')?.authorName).toBeUndefined();
    // The reply is dated by the app's clock; the delivery worker runs on the wall clock.
    const sentAt = a.clock().getTime();
    expect(await queueUnseenReplyEmails(a.db.em(), new Date(sentAt + 60_000), 180_000)).toBe(0);
    expect(await queueUnseenReplyEmails(a.db.em(), new Date(sentAt + 181_000), 180_000)).toBe(1);
    expect(await queueUnseenReplyEmails(a.db.em(), new Date(sentAt + 400_000), 180_000)).toBe(0);
    await a.deliveries.runDue(new Date(Date.now() + 182_000));
    const unseen = await vi.waitFor(() => {
      const found = smtp.messages.find((message) =>
        message.raw.includes('Northline IT replied to your chat'),
      );
      expect(found).toBeDefined();
      return found;
    }, CONDITION_WAIT);
    expect(unseen?.to).toEqual([VISITOR_EMAIL]);
    expect(unseen?.raw).toContain('Are you still there?');
    expect(unseen?.raw).toContain('/chat/resume#');
    expect(unseen?.raw).not.toContain(sessionId);

    // The link opens the same conversation on either instance: its session, token and transcript.
    const token = /\/chat\/resume#([A-Za-z0-9_-]{43})/.exec((unseen?.raw ?? '').replace(/=\r?\n/g, ''))?.[1];
    expect(token).toBeDefined();
    const resumed = await b.inject({ method: 'POST', url: '/api/chat/resume', payload: { token } });
    expect(resumed.statusCode, resumed.body).toBe(200);
    const conversation = resumed.json();
    expect(conversation.sessionId).toBe(sessionId);
    expect(conversation.handoff).toMatchObject({ state: 'live', consultantName: expect.any(String) });
    expect(conversation.messages.at(-1)).toMatchObject({
      role: 'consultant',
      content: 'Are you still there?',
    });
    expect(conversation.lastEventId).toMatch(/^\d+$/);
    const [seen] = (
      await sql.query('select visitor_seen_event_id::text as seen from chat_session where id = $1', [
        sessionId,
      ])
    ).rows;
    expect(seen?.seen).toBe(conversation.lastEventId);
    const withToken = await fetch(`${baseB}/api/chat/${sessionId}/seen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SESSION_TOKEN_HEADER]: conversation.sessionToken },
      body: JSON.stringify({ lastEventId: conversation.lastEventId }),
    });
    expect(withToken.status).toBe(200);
    const unknown = await a.inject({
      method: 'POST',
      url: '/api/chat/resume',
      payload: { token: 'x'.repeat(43) },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await a.inject({
      method: 'POST',
      url: '/api/chat/resume',
      payload: { token: 'short' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(logs.lines.join('\n')).not.toContain(token);

    // The visitor books the assessment from the conversation before it closes: the transcript names it.
    const slots = await a.inject({ url: '/api/meetings/slots?days=14' });
    const start = slots.json().days[0]?.slots[0]?.start as string | undefined;
    expect(start).toBeDefined();
    const booked = await a.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { [SESSION_TOKEN_HEADER]: a.sessionTokens.tokenFor(sessionId) },
      payload: { name: 'Robin Vale', email: VISITOR_EMAIL, sessionId, start },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    expect((await trpc(a, 'staff.live.close', sam.headers, { leadId })).statusCode).toBe(200);
    const transcript = await a.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/transcript-email`,
      payload: {},
    });
    expect(transcript.statusCode, transcript.body).toBe(200);
    await a.deliveries.runDue(new Date(Date.now() + 183_000));
    await vi.waitFor(
      () =>
        expect(
          smtp.messages.some(
            (message) =>
              message.raw.includes('Your conversation with Northline IT') &&
              message.raw.includes('speak to someone'),
          ),
        ).toBe(true),
      CONDITION_WAIT,
    );
    // Each message under its real author: the consultant by first name; the booking after the messages.
    const sent = smtp.messages.find((message) => message.raw.includes('Your conversation with Northline IT'));
    const text = (sent?.raw ?? '').replace(/=\r?\n/g, '');
    expect(text).toContain('Sam, Northline IT:\r\n> Are you still there?');
    expect(text).toMatch(/Your free IT assessment is booked for [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2} at /);
    // Asked again: one transcript per lead.
    const again = await a.inject({
      method: 'POST',
      url: `/api/chat/${sessionId}/transcript-email`,
      payload: {},
    });
    expect(again.statusCode, again.body).toBe(200);
    await a.alerts.drain();
    const { rows: emails } = await sql.query(
      `select d.topic, count(*)::int as n from delivery d where d.lead_id = $1
        and d.topic in ('chat.transcript', 'chat.unseen_reply') group by d.topic order by d.topic`,
      [leadId],
    );
    expect(emails).toEqual([
      { topic: 'chat.transcript', n: 1 },
      { topic: 'chat.unseen_reply', n: 1 },
    ]);
  });
});

describe('the inbox learns of leads from the staff stream', () => {
  it('a contact request, a newsletter signup, a status change and a spam mark on one instance reach the stream of another, with ids and states only', async () => {
    const sam = await signedInStaff(a, 'sales');
    const stream = await openStream(`${baseB}/trpc/staff.live.events?input=${encodeURIComponent('{}')}`, {
      cookie: sam.headers.cookie ?? '',
    });
    expect(stream.status).toBe(200);
    const leadEvents = () =>
      stream.events
        .map((event) => event.data as { type: string; leads?: Record<string, unknown>[] })
        .flatMap((data) => (data.type === 'leads' ? (data.leads ?? []) : []));
    const email = `priya.${Date.now()}@harbour-law.example`;
    const contact = await postJson(
      a,
      '/api/contact',
      formLead(email, {
        message: 'Our server room floods every spring.',
        source: 'Contact Page',
        formToken: formTokens.issue(Date.now() - 60_000),
      }),
    );
    expect(contact.statusCode, contact.body).toBe(201);
    const [lead] = (
      await sql.query<{ id: string }>(
        `select l.id from lead l join contact_request r on r.id = l.contact_request_id where r.email = $1`,
        [email],
      )
    ).rows;
    expect(lead).toBeDefined();
    const leadId = lead?.id;
    await vi.waitFor(
      () =>
        expect(leadEvents()).toContainEqual({
          leadId,
          change: 'created',
          quality: expect.stringMatching(/^(cold|warm|hot)$/),
          status: 'new',
        }),
      CONDITION_WAIT,
    );

    const set = (path: string, input: object) =>
      a.inject({ method: 'POST', url: `/trpc/${path}`, headers: sam.headers, payload: input });
    expect((await set('staff.leads.setStatus', { id: leadId, status: 'contacted' })).statusCode).toBe(200);
    await vi.waitFor(
      () =>
        expect(leadEvents()).toContainEqual(
          expect.objectContaining({ leadId, change: 'updated', status: 'contacted' }),
        ),
      CONDITION_WAIT,
    );
    const before = leadEvents().length;
    expect((await set('staff.leads.setSpam', { id: leadId, spam: true })).statusCode).toBe(200);
    await vi.waitFor(() => expect(leadEvents().length).toBeGreaterThan(before), CONDITION_WAIT);

    const subscriber = `news.${Date.now()}@harbour-law.example`;
    const signup = await postJson(a, '/api/newsletter', {
      email: subscriber,
      consent: true,
      website: '',
      formToken: formTokens.issue(Date.now() - 60_000),
    });
    expect([200, 201]).toContain(signup.statusCode);
    await vi.waitFor(
      () =>
        expect(leadEvents()).toContainEqual(
          expect.objectContaining({ change: 'created', quality: null, status: 'new' }),
        ),
      CONDITION_WAIT,
    );

    const seen = JSON.stringify(leadEvents());
    for (const personal of [email, subscriber, 'Priya', 'Sharma', '555-0199', 'Harbour Law', 'server room']) {
      expect(seen).not.toContain(personal);
    }
    stream.close();
  });
});

/** The staff stream (`staff.live.events`) of a signed-in member's session on an instance. */
const staffStream = (base: string, headers: Record<string, string>) =>
  openStream(`${base}/trpc/staff.live.events?input=${encodeURIComponent('{}')}`, {
    cookie: headers.cookie ?? '',
  });

/** Waits until an instance watches `count` open staff streams (each is watched once its subscription runs). */
const watching = (app: FastifyInstance, count: number) =>
  vi.waitFor(() => expect(app.staffSessionWatch.size).toBe(count), { timeout: 5000, interval: 20 });

/** Whether a staff stream has heard of a hand-off of `sessionId` in `state`. */
const heardHandoff = (stream: OpenStream, sessionId: string, state: string) =>
  stream.events.some((event) => {
    const data = event.data as { type?: string; sessionId?: string; summary?: { state?: string } };
    return data.type === 'handoff' && data.sessionId === sessionId && data.summary?.state === state;
  });

/** The stream's last event is tRPC's error event, UNAUTHORIZED: the staff app then asks who is signed in. */
function expectSignedOutEnd(stream: OpenStream) {
  expect(stream.events.at(-1)).toMatchObject({
    event: 'serialized-error',
    data: { message: SIGNED_OUT_MESSAGE, data: { code: 'UNAUTHORIZED', httpStatus: 401 } },
  });
}

describe('staff streams follow the session', () => {
  it('sign out everywhere on one instance ends every stream of the member on another within 5 s, and the calendar feed with them', async () => {
    const admin = await signedInStaff(a, 'admin');
    const sam = await signedInStaff(b, 'sales');
    const kim = await signedInStaff(b, 'sales');
    const phone = await b.inject({
      method: 'POST',
      url: '/trpc/staff.auth.signIn',
      headers: { origin: STAFF_ORIGIN },
      payload: { email: sam.email, password: STAFF_PASSWORD },
    });
    const phoneCookie = `nl_staff=${phone.cookies.find((cookie) => cookie.name === 'nl_staff')?.value}`;
    const feed = await b.inject({
      method: 'POST',
      url: '/trpc/staff.meetings.regenerateFeed',
      headers: sam.headers,
      payload: {},
    });
    const feedPath = new URL(feed.json().result.data.feedUrl as string).pathname;
    expect((await a.inject({ url: feedPath })).statusCode).toBe(200);

    const before = b.staffSessionWatch.size;
    const laptopStream = await staffStream(baseB, sam.headers);
    const phoneStream = await staffStream(baseB, { cookie: phoneCookie });
    const kimStream = await staffStream(baseB, kim.headers);
    await watching(b, before + 3);

    const revoked = await trpc(a, 'staff.users.revokeSessions', admin.headers, { id: sam.id });
    expect(revoked.json().result.data).toEqual({ revoked: 2 });
    await laptopStream.untilEnded();
    await phoneStream.untilEnded();
    expectSignedOutEnd(laptopStream);
    expectSignedOutEnd(phoneStream);
    // The feed's secret was Sam's too.
    expect((await a.inject({ url: feedPath })).statusCode).toBe(404);
    expect((await b.inject({ url: feedPath })).statusCode).toBe(404);

    // Another member's stream carries on and hears what Sam's no longer does.
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'can I talk to a human');
    await vi.waitFor(() => expect(heardHandoff(kimStream, sessionId, 'waiting')).toBe(true), CONDITION_WAIT);
    expect(kimStream.ended).toBe(false);
    expect(heardHandoff(laptopStream, sessionId, 'waiting')).toBe(false);
    kimStream.close();
  });

  it('signing out one session ends its stream only', async () => {
    const sam = await signedInStaff(a, 'sales');
    const again = await a.inject({
      method: 'POST',
      url: '/trpc/staff.auth.signIn',
      headers: { origin: STAFF_ORIGIN },
      payload: { email: sam.email, password: STAFF_PASSWORD },
    });
    const otherCookie = `nl_staff=${again.cookies.find((cookie) => cookie.name === 'nl_staff')?.value}`;
    const before = b.staffSessionWatch.size;
    const signingOut = await staffStream(baseB, sam.headers);
    const staying = await staffStream(baseB, { cookie: otherCookie });
    await watching(b, before + 2);
    const out = await a.inject({
      method: 'POST',
      url: '/trpc/staff.auth.signOut',
      headers: sam.headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    await signingOut.untilEnded();
    expectSignedOutEnd(signingOut);
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'connect me with an agent');
    await vi.waitFor(() => expect(heardHandoff(staying, sessionId, 'waiting')).toBe(true), CONDITION_WAIT);
    expect(staying.ended).toBe(false);
    staying.close();
  });

  it("ends a stream at its session's absolute lifetime, however recently the session was used", async () => {
    const sam = await signedInStaff(b, 'sales');
    // Seven days since sign-in but for 1.5 s: the session ends then, while its idle expiry is hours away.
    await sql.query(
      `update staff_session set created_at = now() - make_interval(secs => $2) + interval '1.5 seconds',
       last_seen_at = now(), expires_at = now() + interval '11 hours' where user_id = $1`,
      [sam.id, SESSION_ABSOLUTE_MS / 1000],
    );
    const stream = await staffStream(baseB, sam.headers);
    expect(stream.status).toBe(200);
    // Instance B re-checks every minute: only the session's own end can end the stream this soon.
    await stream.untilEnded();
    expectSignedOutEnd(stream);
  });

  it('ends a stream whose notification was lost at the next periodic check', async () => {
    const c = await instance(false, 200);
    const sam = await signedInStaff(c, 'sales');
    const stream = await staffStream(baseOf(c), sam.headers);
    await watching(c, 1);
    // Deleted behind the application's back: no notification is sent.
    await sql.query('delete from staff_session where user_id = $1', [sam.id]);
    await stream.untilEnded();
    expectSignedOutEnd(stream);
  });
});

describe('a disabled member and the chats they hold', () => {
  it('disabling a member ends their streams at once and returns their claimed chat to the waiting queue; the visitor is told', async () => {
    const admin = await signedInStaff(a, 'admin');
    const sam = await signedInStaff(b, 'sales');
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'can I speak to a person');
    const leadId = await leadOf(sessionId);
    expect((await trpc(b, 'staff.live.claim', sam.headers, { leadId })).statusCode).toBe(200);
    const visitor = await openStream(`${baseA}/api/chat/${sessionId}/events`, {
      [SESSION_TOKEN_HEADER]: a.sessionTokens.tokenFor(sessionId),
    });
    expect(visitor.status).toBe(200);
    const before = b.staffSessionWatch.size;
    const samStream = await staffStream(baseB, sam.headers);
    const adminStream = await staffStream(baseB, admin.headers);
    await watching(b, before + 2);

    const disabled = await trpc(a, 'staff.users.disable', admin.headers, { id: sam.id });
    expect(disabled.statusCode, disabled.body).toBe(200);
    await samStream.untilEnded();
    expectSignedOutEnd(samStream);
    // The stream opened right after the claim on the other instance: the claim's own `live` status may reach it
    // first (its notification crosses instances), so the visitor is told once the chat waits again.
    const waitingAgain = () =>
      visitor.events.find(
        (event) =>
          event.event === 'status' &&
          (event.data as { status?: { state?: string } }).status?.state === 'waiting',
      );
    await vi.waitFor(() => expect(waitingAgain()).toBeDefined(), CONDITION_WAIT);
    expect(waitingAgain()).toMatchObject({
      event: 'status',
      data: { status: { state: 'waiting', live: expect.any(Boolean) } },
    });
    expect(waitingAgain()?.data).not.toHaveProperty('status.consultantName');
    await vi.waitFor(
      () => expect(heardHandoff(adminStream, sessionId, 'waiting')).toBe(true),
      CONDITION_WAIT,
    );
    const list = await trpc(a, 'staff.live.list', admin.headers);
    expect(list.json().result.data.waiting.map((row: { sessionId: string }) => row.sessionId)).toContain(
      sessionId,
    );
    const [row] = (
      await sql.query('select handoff_state, claimed_by_id from chat_session where id = $1', [sessionId])
    ).rows;
    expect(row).toEqual({ handoff_state: 'waiting', claimed_by_id: null });
    // Another consultant takes it from the queue.
    const kim = await signedInStaff(b, 'sales');
    expect((await trpc(b, 'staff.live.claim', kim.headers, { leadId })).statusCode).toBe(200);
    visitor.close();
    adminStream.close();
    // The disable, the chat's return and the streams' ends are logged without the visitor or the session.
    const all = logs.lines.join('\n');
    for (const secret of [sessionId, VISITOR_EMAIL, sam.headers.cookie?.split('=')[1] ?? '']) {
      expect(all).not.toContain(secret);
    }
  });

  it('an admin claims, answers, releases and closes a chat another member holds, a disabled one included; sales cannot', async () => {
    const admin = await signedInStaff(a, 'admin');
    const sam = await signedInStaff(a, 'sales');
    const kim = await signedInStaff(a, 'sales');
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'operator please');
    const leadId = await leadOf(sessionId);
    expect((await trpc(a, 'staff.live.claim', sam.headers, { leadId })).statusCode).toBe(200);
    // Held by a member disabled without passing through the app (their chats stayed claimed).
    await sql.query('update staff_user set disabled_at = now() where id = $1', [sam.id]);

    for (const [path, input] of [
      ['staff.live.claim', { leadId }],
      ['staff.live.send', { leadId, message: 'me too' }],
      ['staff.live.release', { leadId }],
      ['staff.live.close', { leadId }],
    ] as const) {
      const refused = await trpc(a, path, kim.headers, input);
      expect(refused.statusCode, path).toBe(409);
      expect(refused.json().error.message, path).toBe('Sam Sales has this chat.');
    }
    const sent = await trpc(a, 'staff.live.send', admin.headers, {
      leadId,
      message: 'Avery here, I take over.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const claimed = await trpc(a, 'staff.live.claim', admin.headers, { leadId });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().result.data).toMatchObject({ state: 'live', consultant: { id: admin.id } });
    expect((await trpc(a, 'staff.live.release', admin.headers, { leadId })).statusCode).toBe(200);

    // A chat an active member holds: the admin closes it without claiming it first.
    const other = await newSession(a);
    await chat(a, other, 'a human please');
    const otherLead = await leadOf(other);
    expect((await trpc(a, 'staff.live.claim', kim.headers, { leadId: otherLead })).statusCode).toBe(200);
    expect((await trpc(a, 'staff.live.close', sam.headers, { leadId: otherLead })).statusCode).toBe(401);
    const closed = await trpc(a, 'staff.live.close', admin.headers, { leadId: otherLead });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().result.data.state).toBe('closed');
  });

  it('refuses the claim of a member disabled while it was on its way (401)', async () => {
    const sam = await signedInStaff(a, 'sales');
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'talk to a real person');
    await sql.query('update staff_user set disabled_at = now() where id = $1', [sam.id]);
    await expect(
      claimLiveChat(a.db.em(), sessionId, { id: sam.id, name: 'Sam Sales', role: 'sales' }),
    ).rejects.toMatchObject({ kind: 'unauthenticated' });
    const [row] = (await sql.query('select handoff_state from chat_session where id = $1', [sessionId])).rows;
    expect(row.handoff_state).toBe('waiting');
  });
});

describe("the visitor's stream is bound to its session", () => {
  it("opens only with the session's own token, and carries nothing of another session, live or replayed", async () => {
    const sam = await signedInStaff(a, 'sales');
    const mine = await newSession(a);
    const theirs = await newSession(a);
    for (const sessionId of [mine, theirs]) await chat(a, sessionId, 'can I talk to a human');
    const theirLead = await leadOf(theirs);
    const myLead = await leadOf(mine);
    const myToken = a.sessionTokens.tokenFor(mine);

    // Their session's id with my token: refused, whatever the resume id.
    for (const headers of [{}, { 'last-event-id': '0' }] as Record<string, string>[]) {
      const foreign = await openStream(`${baseA}/api/chat/${theirs}/events`, {
        [SESSION_TOKEN_HEADER]: myToken,
        ...headers,
      });
      expect(foreign.status).toBe(404);
      expect(foreign.events).toEqual([]);
    }

    const live = await openStream(`${baseA}/api/chat/${mine}/events`, { [SESSION_TOKEN_HEADER]: myToken });
    expect(live.status).toBe(200);
    expect((await trpc(b, 'staff.live.claim', sam.headers, { leadId: theirLead })).statusCode).toBe(200);
    const secret = 'Only for the other visitor';
    expect(
      (await trpc(b, 'staff.live.send', sam.headers, { leadId: theirLead, message: secret })).statusCode,
    ).toBe(200);
    // Then an event of mine: had theirs been let through, it would have come first.
    expect((await trpc(b, 'staff.live.claim', sam.headers, { leadId: myLead })).statusCode).toBe(200);
    await live.until(1);
    expect(live.events).toHaveLength(1);
    expect(live.events[0]).toMatchObject({ event: 'status', data: { status: { state: 'live' } } });

    // A resume from the log's start replays my events only.
    const replayed = await openStream(`${baseA}/api/chat/${mine}/events`, {
      [SESSION_TOKEN_HEADER]: myToken,
      'last-event-id': '0',
    });
    await replayed.until(1);
    const theirReplay = await openStream(`${baseA}/api/chat/${theirs}/events`, {
      [SESSION_TOKEN_HEADER]: a.sessionTokens.tokenFor(theirs),
      'last-event-id': '0',
    });
    await vi.waitFor(
      () => expect(JSON.stringify(theirReplay.events.map((event) => event.data))).toContain(secret),
      CONDITION_WAIT,
    );
    const myIds = new Set(
      (
        await sql.query<{ id: string }>(
          `select id::text as id from domain_event where session_id = $1 and audience <> 'staff'`,
          [mine],
        )
      ).rows.map((row) => row.id),
    );
    await vi.waitFor(() => expect(replayed.events.length).toBe(myIds.size), CONDITION_WAIT);
    expect(replayed.events.every((event) => myIds.has(event.id ?? ''))).toBe(true);
    expect(JSON.stringify([...live.events, ...replayed.events])).not.toContain(secret);
    for (const stream of [live, replayed, theirReplay]) stream.close();
  });
});

describe('a request for a person racing a release', () => {
  it('moves a chat released while the request waited for its row, instead of answering that a consultant was asked', async () => {
    const sessionId = await newSession(a);
    await chat(a, sessionId, 'connect me with an agent');
    const other = await sqlClient(url);
    try {
      // The release holds the row while the request reads the chat as still waiting.
      await other.query('begin');
      await other.query(`update chat_session set handoff_state = 'assistant' where id = $1`, [sessionId]);
      const outcome = requestHandoff(a.db.em(), { sessionId, reason: 'visitor-request', now: new Date() });
      await new Promise((resolve) => setTimeout(resolve, 300));
      await other.query('commit');
      const { moved, status } = await outcome;
      expect(moved).toBe(true);
      expect(status.state).toBe('waiting');
      expect(status.alreadyRequested).toBeUndefined();
    } finally {
      await other.end();
    }
    const { rows } = await sql.query('select handoff_state from chat_session where id = $1', [sessionId]);
    expect(rows[0]?.handoff_state).toBe('waiting');
  });
});
