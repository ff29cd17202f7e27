/**
 * The live chat's own bounds, on the real PostgreSQL with the app's fake clock (decision 060): while a person holds
 * the chat the visitor's messages count against the live chat's limit (LIVE_MESSAGES_PER_MINUTE, 30) and never
 * the assistant's, and every message the API takes reaches the consultant; the consultant's sends have a bound of
 * their own; a chat asks for a person once until answered, and one client address's hand-off requests are bounded
 * per hour with their later alerts coalesced into one e-mail that names the count; typing events are throttled
 * to one a second per side; and none of it writes personal data to a log line.
 */
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveRateMessage, SESSION_RATE_MESSAGE } from '../src/conversations/chat.ts';
import { consultantRateMessage, HANDOFF_LIMITED_MESSAGE } from '../src/conversations/live-chat.ts';
import {
  createTestDatabase,
  logCapture,
  planAlerts,
  type StaffSignIn,
  signedInStaff,
  sqlClient,
  testApp,
  testEnv,
} from './helper.ts';
import { smtpReceiver } from './receivers.ts';

/** Wednesday December 2, 2026, 10:00 in Toronto: the office is open. */
const START = Date.parse('2026-12-02T15:00:00Z');
let nowMs = START;
const clock = () => new Date(nowMs);

let url: string;
let sql: pg.Client;
let app: FastifyInstance;
const logs = logCapture();

beforeAll(async () => {
  url = await createTestDatabase();
  sql = await sqlClient(url);
  app = await testApp({
    env: testEnv({
      DATABASE_URL: url,
      LOG_LEVEL: 'debug',
      // The address's chat bucket counts every chat message before the body is read (decision 060); the suite
      // sends more than its default from one address, so it is out of the way here and tested in limits.test.ts.
      CHAT_RATE_LIMIT_MAX: 10_000,
    }),
    logger: { level: 'debug', stream: logs.stream },
    clock,
    background: false,
    waitForDatabase: true,
  });
});

async function newSession(target: FastifyInstance = app, headers: Record<string, string> = {}) {
  const response = await target.inject({ method: 'POST', url: '/api/sessions', headers });
  return response.json().sessionId as string;
}

const say = (
  sessionId: string,
  message: string,
  headers: Record<string, string> = {},
  target: FastifyInstance = app,
) => target.inject({ method: 'POST', url: '/api/chat', headers, payload: { sessionId, message } });

const trpc = (path: string, headers: Record<string, string>, input: object) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input });

async function leadOf(sessionId: string): Promise<string> {
  const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
    sessionId,
  ]);
  return rows[0]?.id as string;
}

/** A chat a consultant holds: asked for by its first message, then claimed. */
async function claimedChat(): Promise<{ sessionId: string; leadId: string; sam: StaffSignIn }> {
  const sam = await signedInStaff(app, 'sales');
  const sessionId = await newSession();
  expect((await say(sessionId, 'can I talk to a human')).json().handoff.state).toBe('waiting');
  const leadId = await leadOf(sessionId);
  expect((await trpc('staff.live.claim', sam.headers, { leadId })).statusCode).toBe(200);
  return { sessionId, leadId, sam };
}

/** The visitor's messages a consultant has: stored for a person, and published on the staff stream. */
async function deliveredToConsultant(sessionId: string): Promise<{ stored: string[]; published: string[] }> {
  const stored = await sql.query<{ content: string }>(
    `select content from chat_message where session_id = $1 and role = 'user' and to_person order by position`,
    [sessionId],
  );
  const published = await sql.query<{ content: string }>(
    `select payload->'message'->>'content' as content from domain_event
      where session_id = $1 and type = 'conversation.message' and payload->'message'->>'role' = 'user' order by id`,
    [sessionId],
  );
  return {
    stored: stored.rows.map((row) => row.content),
    published: published.rows.map((row) => row.content),
  };
}

describe('a visitor writing to a consultant', () => {
  it('takes 30 quick messages a minute, each reaching the consultant; the 31st is 429 and says so', async () => {
    nowMs = START;
    const { sessionId } = await claimedChat();
    const texts = Array.from({ length: 31 }, (_, index) => `Quick note number ${index + 1}`);
    const keyOf = (index: number) => ({ 'idempotency-key': `note-${index}` });
    const answers = [];
    for (const [index, text] of texts.entries()) answers.push(await say(sessionId, text, keyOf(index)));

    // The first twelve (what the assistant's own limit of 10 once cut) and every other one up to 30 arrive.
    expect(answers.slice(0, 30).map((answer) => answer.statusCode)).toEqual(Array(30).fill(200));
    expect(answers.slice(0, 30).every((answer) => answer.json().response === '')).toBe(true);
    const refused = answers[30];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json().error).toBe(liveRateMessage(30));
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    // None lost in silence: every message answered 2xx is stored for the consultant and on the staff stream.
    const delivered = await deliveredToConsultant(sessionId);
    expect(delivered.stored).toEqual(texts.slice(0, 30));
    expect(delivered.published).toEqual(texts.slice(0, 30));

    // A retry of a message that arrived is answered again and stored once, even at the limit.
    const retried = await say(sessionId, texts[29] as string, keyOf(29));
    expect(retried.statusCode).toBe(200);
    expect((await deliveredToConsultant(sessionId)).stored).toHaveLength(30);

    // A minute later the refused one goes through, sent again as it was.
    nowMs = START + 61_000;
    const again = await say(sessionId, texts[30] as string, keyOf(30));
    expect(again.statusCode).toBe(200);
    expect((await deliveredToConsultant(sessionId)).published).toEqual(texts);
  });

  it('leaves the assistant its own limit: 10 a minute, untouched by the messages a person answered', async () => {
    nowMs = START + 3_600_000;
    const alone = await newSession();
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push((await say(alone, `What does managed IT cost, question ${i}?`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    const limited = await say(alone, 'One more question about backups');
    expect(limited.json().error).toBe(SESSION_RATE_MESSAGE);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    // Three to the assistant (the last asks for a person), twenty to a consultant, then back to the assistant:
    // it still has seven of its ten.
    const sam = await signedInStaff(app, 'sales');
    const sessionId = await newSession();
    expect((await say(sessionId, 'Do you support small law firms?')).statusCode).toBe(200);
    expect((await say(sessionId, 'How fast do you answer tickets?')).statusCode).toBe(200);
    expect((await say(sessionId, 'can I talk to a human')).json().handoff.state).toBe('waiting');
    const leadId = await leadOf(sessionId);
    expect((await trpc('staff.live.claim', sam.headers, { leadId })).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await say(sessionId, `Live line ${i}`)).statusCode).toBe(200);
    expect((await trpc('staff.live.release', sam.headers, { leadId })).statusCode).toBe(200);
    const after = [];
    for (let i = 0; i < 8; i++) after.push((await say(sessionId, `Back to the assistant ${i}`)).statusCode);
    expect(after).toEqual([...Array(7).fill(200), 429]);
  });
});

describe('a consultant writing to a visitor', () => {
  it('takes 60 messages a minute from the consultant side; the 61st is 429 with Retry-After and is not stored', async () => {
    nowMs = START + 2 * 3_600_000;
    const { sessionId, leadId, sam } = await claimedChat();
    for (let i = 0; i < 60; i++) {
      const sent = await trpc('staff.live.send', sam.headers, { leadId, message: `Reply ${i}` });
      expect(sent.statusCode, `reply ${i}`).toBe(200);
    }
    const refused = await trpc('staff.live.send', sam.headers, { leadId, message: 'Reply 60' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(consultantRateMessage(60));
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const { rows } = await sql.query(
      `select 1 from chat_message where session_id = $1 and role = 'consultant'`,
      [sessionId],
    );
    expect(rows).toHaveLength(60);
    nowMs += 61_000;
    expect((await trpc('staff.live.send', sam.headers, { leadId, message: 'Reply 60' })).statusCode).toBe(
      200,
    );
  });
});

describe('typing indicators', () => {
  it('write at most one event a second per side, however many calls arrive (at once, too)', async () => {
    nowMs = START + 3 * 3_600_000;
    const { sessionId, leadId, sam } = await claimedChat();
    const typingRows = async (audience: 'staff' | 'visitor') =>
      (
        await sql.query(
          `select 1 from domain_event where session_id = $1 and type = 'conversation.typing' and audience = $2`,
          [sessionId, audience],
        )
      ).rows.length;
    const visitorCalls = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: `/api/chat/${sessionId}/typing`,
          payload: { typing: index % 2 === 0 },
        }),
      ),
    );
    for (let i = 0; i < 50; i++) {
      visitorCalls.push(
        await app.inject({ method: 'POST', url: `/api/chat/${sessionId}/typing`, payload: { typing: true } }),
      );
    }
    expect(visitorCalls.every((call) => call.statusCode === 200 && call.json().ok === true)).toBe(true);
    expect(await typingRows('staff')).toBe(1);

    const consultantCalls = [];
    for (let i = 0; i < 100; i++) {
      consultantCalls.push(await trpc('staff.live.typing', sam.headers, { leadId, typing: i % 2 === 0 }));
    }
    expect(consultantCalls.every((call) => call.statusCode === 200)).toBe(true);
    expect(await typingRows('visitor')).toBe(1);

    // A second later each side writes again.
    nowMs += 1000;
    await app.inject({ method: 'POST', url: `/api/chat/${sessionId}/typing`, payload: { typing: false } });
    await trpc('staff.live.typing', sam.headers, { leadId, typing: false });
    expect([await typingRows('staff'), await typingRows('visitor')]).toEqual([2, 2]);
  });
});

describe('asking for a person again while one is asked', () => {
  it('answers where it stands, alerts once and counts once against the address', async () => {
    const smtp = await smtpReceiver();
    const appUrl = await createTestDatabase();
    const bounded = await testApp({
      env: testEnv({
        DATABASE_URL: appUrl,
        CHAT_RATE_LIMIT_MAX: 10_000,
        HANDOFF_REQUESTS_PER_HOUR: 2,
        HANDOFF_ALERTS_PER_HOUR: 2,
        SMTP_URL: smtp.url,
        LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      }),
      logger: { level: 'debug', stream: logs.stream },
      clock,
      background: false,
      waitForDatabase: true,
    });
    const sessionId = await newSession(bounded);
    expect((await say(sessionId, 'Do you support small law firms?', {}, bounded)).statusCode).toBe(200);
    const ask = () => bounded.inject({ method: 'POST', url: `/api/chat/${sessionId}/handoff`, payload: {} });
    const first = await ask();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ state: 'waiting' });
    expect(first.json().alreadyRequested).toBeUndefined();
    for (let i = 0; i < 5; i++) {
      const again = await ask();
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ state: 'waiting', alreadyRequested: true });
    }
    // Asking in a message while waiting goes to the consultant, not into another request: the assistant says where
    // the hand-off stands.
    const waiting = (await say(sessionId, 'can I talk to a human', {}, bounded)).json();
    expect(waiting.response).toBe(waiting.handoff.expectation);
    await planAlerts(bounded);
    const alerts = await bounded.db
      .em()
      .getConnection()
      .execute(`select 1 from delivery where topic = 'chat.handoff_requested'`);
    expect(alerts).toHaveLength(1);
    // The repeats took none of the address's two requests of the hour: another chat may still ask.
    const other = await newSession(bounded);
    expect((await say(other, 'Do you do backups?', {}, bounded)).statusCode).toBe(200);
    expect(
      (await bounded.inject({ method: 'POST', url: `/api/chat/${other}/handoff`, payload: {} })).statusCode,
    ).toBe(200);
  });
});

describe('a flood of requests for a person from one address', () => {
  it('alerts once at once, coalesces the rest into one e-mail naming the count, and refuses beyond the limit', async () => {
    nowMs = START + 4 * 3_600_000;
    const smtp = await smtpReceiver();
    const floodUrl = await createTestDatabase();
    const flood = await testApp({
      env: testEnv({
        DATABASE_URL: floodUrl,
        TRUST_PROXY: 1,
        CHAT_RATE_LIMIT_MAX: 10_000,
        HANDOFF_REQUESTS_PER_HOUR: 4,
        HANDOFF_ALERTS_PER_HOUR: 1,
        SMTP_URL: smtp.url,
        LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      }),
      logger: { level: 'debug', stream: logs.stream },
      clock,
      background: false,
      waitForDatabase: true,
    });
    // One subscriber's network: two addresses of one IPv6 /64 count as one client.
    const fromFlood = (i: number) => ({ 'x-forwarded-for': `2001:db8:7:7::${(i % 2) + 1}` });
    const sessions: string[] = [];
    for (let i = 0; i < 5; i++) {
      const sessionId = await newSession(flood, fromFlood(i));
      expect((await say(sessionId, 'Do you support law firms?', fromFlood(i), flood)).statusCode).toBe(200);
      sessions.push(sessionId);
    }
    const ask = (sessionId: string, i: number) =>
      flood.inject({
        method: 'POST',
        url: `/api/chat/${sessionId}/handoff`,
        headers: { ...fromFlood(i), [SESSION_TOKEN_HEADER]: flood.sessionTokens.tokenFor(sessionId) },
        payload: { email: `victim${i}@example.org` },
      });
    const answers = [];
    for (const [i, sessionId] of sessions.entries()) answers.push(await ask(sessionId, i));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 429]);
    expect(answers[4]?.json().error).toBe(HANDOFF_LIMITED_MESSAGE);
    expect(Number(answers[4]?.headers['retry-after'])).toBeGreaterThan(0);
    const floodSql = await sqlClient(floodUrl);
    await planAlerts(flood);
    const queued = await floodSql.query<{ urgent: boolean }>(
      `select urgent from delivery where topic = 'chat.handoff_requested'`,
    );
    expect(queued.rows.map((row) => row.urgent).sort()).toEqual([false, false, false, true]);
    const { rows: refusedState } = await floodSql.query<{ handoff_state: string }>(
      'select handoff_state from chat_session where id = $1',
      [sessions[4]],
    );
    expect(refusedState[0]?.handoff_state).toBe('assistant');

    // A message asking for a person from the same network is answered with the phone, and hands nothing off.
    const viaMessage = await newSession(flood, fromFlood(0));
    const asked = await say(viaMessage, 'can I talk to a human', fromFlood(0), flood);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().response).toBe(HANDOFF_LIMITED_MESSAGE);
    expect(asked.json().handoff).toBeUndefined();

    // Another client is not held back by this one's flood.
    const elsewhere = { 'x-forwarded-for': '203.0.113.9' };
    const calm = await newSession(flood, elsewhere);
    expect((await say(calm, 'can I talk to a human', elsewhere, flood)).json().handoff.state).toBe('waiting');

    // Two e-mails to sales: the first request's (and the other client's), then one naming the three more.
    await flood.deliveries.runDue(new Date(nowMs + 1000));
    const subjects = smtp.messages.map((message) => /^Subject: (.*)$/m.exec(unfold(message.raw))?.[1]);
    expect(subjects.filter((subject) => subject?.startsWith('Chat visitor asks for a person'))).toHaveLength(
      2,
    );
    expect(subjects).toContain('3 more chats asked for a person');
    expect(smtp.messages).toHaveLength(3);
    // No alert replies to an address a visitor chose.
    expect(smtp.messages.every((message) => !/^Reply-To:/im.test(unfold(message.raw)))).toBe(true);
  });
});

describe('the hand-off count across instances', () => {
  it('is one count for two instances that share Redis: the address asks on one, is refused on the other', async () => {
    const shared = await createTestDatabase();
    const instance = () =>
      testApp({
        env: testEnv({
          DATABASE_URL: shared,
          REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
          TRUST_PROXY: 1,
          CHAT_RATE_LIMIT_MAX: 10_000,
          RATE_LIMIT_MAX: 10_000,
          HANDOFF_REQUESTS_PER_HOUR: 1,
          SESSION_TOKEN_SECRET: 'a-session-key-shared-by-both-instances-0123',
        }),
        clock,
        background: false,
        waitForDatabase: true,
      });
    const [a, b] = [await instance(), await instance()];
    // An address of its own per run: the count lives in Redis for the hour.
    const from = {
      'x-forwarded-for': `2001:db8:${Date.now().toString(16).slice(-4)}:${process.pid % 0xffff}::1`,
    };
    const ask = async (target: FastifyInstance) => {
      const sessionId = await newSession(target, from);
      expect((await say(sessionId, 'Do you support law firms?', from, target)).statusCode).toBe(200);
      return target.inject({
        method: 'POST',
        url: `/api/chat/${sessionId}/handoff`,
        headers: { ...from, [SESSION_TOKEN_HEADER]: target.sessionTokens.tokenFor(sessionId) },
        payload: {},
      });
    };
    expect((await ask(a)).statusCode).toBe(200);
    const refused = await ask(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(HANDOFF_LIMITED_MESSAGE);
  });
});

describe('logs', () => {
  it('carry no message text, e-mail, session id or address on the new paths', () => {
    const all = logs.lines.join('\n');
    expect(all).toContain('live chat message rate-limited');
    expect(all).not.toContain('Quick note number');
    expect(all).not.toContain('Live line');
    expect(all).not.toContain('victim');
    expect(all).not.toMatch(/chat-\d{13}-/);
  });
});

/** A raw e-mail with its folded header lines and quoted-printable soft breaks joined. */
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/\r?\n[ \t]/g, ' ');
