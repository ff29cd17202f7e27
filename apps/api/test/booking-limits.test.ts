import { randomInt } from 'node:crypto';
import { meetingApiMessages } from '@northline/content';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailboxKey } from '../src/meetings/meeting-limits.ts';
import { manageToken } from '../src/scheduling/meeting-tokens.ts';
import { leadApp, lockWaiters, sqlClient, testApp, testEnv } from './helper.ts';
import { smtpReceiver } from './receivers.ts';

/** The fake clock: Thursday November 26, 2026, 09:00 in Toronto (EST). */
const clock = { now: new Date('2026-11-26T14:00:00Z') };
const TOKEN_SECRET = 'meeting-token-secret-for-the-tests-0123456789';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** The bounds at their defaults (the test base makes them generous for the other files). */
const DEFAULT_BOUNDS = {
  MEETING_BOOKINGS_PER_IP_HOUR: undefined,
  MEETING_BOOKINGS_PER_IP_DAY: undefined,
  MEETING_UPCOMING_PER_EMAIL: undefined,
  MEETING_UPCOMING_PER_SESSION: undefined,
};

let app: FastifyInstance;
let sql: pg.Client;
let url: string;
let logLines: string[];
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;

/** A client address no other test (or earlier run) used: the address bound counts per address. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** The name every booking of this file gives: never in a log line or a refusal. */
const NAME = 'Quentin Marlowe';

const book = (
  target: FastifyInstance,
  ip: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  target.inject({
    method: 'POST',
    url: '/api/meetings',
    payload: { name: NAME, ...payload },
    headers: { 'x-forwarded-for': ip, ...headers },
  });

/** The free slots' starts, earliest first. */
async function freeStarts(target: FastifyInstance = app): Promise<string[]> {
  const response = await target.inject({ url: '/api/meetings/slots?days=21' });
  expect(response.statusCode).toBe(200);
  return (response.json().days as { slots: { start: string }[] }[]).flatMap((day) =>
    day.slots.map((slot) => slot.start),
  );
}

/** The earliest free slot. */
async function nextStart(target: FastifyInstance = app): Promise<string> {
  const [start] = await freeStarts(target);
  if (!start) throw new Error('no free slot');
  return start;
}

/** Books the earliest free slot; expects 201. */
async function booked(
  target: FastifyInstance,
  ip: string,
  email: string,
  extra: Record<string, unknown> = {},
) {
  const response = await book(target, ip, { email, start: await nextStart(target), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { meetingId: string; start: string };
}

/** The rows a booking writes: a refused booking leaves every count as it was. */
async function rowCounts(): Promise<Record<string, number>> {
  const { rows } = await sql.query(
    `select (select count(*) from meeting)::int as meetings, (select count(*) from delivery where meeting_id is not null)::int as messages,
       (select count(*) from lead)::int as leads, (select count(*) from contact_request)::int as requests,
       (select count(*) from delivery where lead_id is not null)::int as notifications`,
  );
  return rows[0];
}

/** Expects a refusal that names neither the e-mail address nor the name. */
function expectRefusal(response: LightMyRequestResponse, status: number, message: string, email: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error: message });
  expect(response.body).not.toContain(email);
  expect(response.body).not.toContain(NAME);
}

beforeAll(async () => {
  smtp = await smtpReceiver();
  const lead = await leadApp(
    {
      ...DEFAULT_BOUNDS,
      TRUST_PROXY: 1,
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      MEETING_TOKEN_SECRET: TOKEN_SECRET,
    },
    { clock: () => clock.now },
  );
  ({ app, sql, url, logLines } = lead);
  const sales = await lead.signInStaff('sales');
  const set = await app.inject({
    method: 'POST',
    url: '/trpc/staff.meetings.setBookable',
    headers: sales.headers,
    payload: { bookable: true },
  });
  expect(set.statusCode).toBe(200);
});

describe('the mailbox an e-mail address is counted as', () => {
  it('ignores case, surrounding space and a +tag everywhere, and dots only at Gmail', () => {
    expect(mailboxKey(' Priya.Sharma+meet@HarbourLaw.example ')).toBe('priya.sharma@harbourlaw.example');
    expect(mailboxKey('priya.sharma@harbourlaw.example')).not.toBe(
      mailboxKey('priyasharma@harbourlaw.example'),
    );
    expect(mailboxKey('J.Doe+x@googlemail.com')).toBe(mailboxKey('jdoe@gmail.com'));
    expect(mailboxKey('first-last@example.com')).toBe('first-last@example.com');
    expect(mailboxKey('+only@example.com')).toBe('+only@example.com');
  });
});

describe('booking bounds per client address (MEETING_BOOKINGS_PER_IP_HOUR, _DAY)', () => {
  it('books 3 an hour from one address; the 4th gets 429 with Retry-After and nothing is stored or sent', async () => {
    const ip = freshIp();
    // Refusals cost the visitor nothing: a time that is not offered (400) and a time just taken (409).
    expect(
      (await book(app, ip, { email: 'early@example.com', start: '2026-11-26T14:30:00.000Z' })).statusCode,
    ).toBe(400);
    const first = await booked(app, ip, 'hour1@example.com');
    expect((await book(app, ip, { email: 'hour-taken@example.com', start: first.start })).statusCode).toBe(
      409,
    );
    await booked(app, ip, 'hour2@example.com');
    await booked(app, ip, 'hour3@example.com');

    await app.deliveries.runDue(clock.now);
    smtp.messages.length = 0;
    const before = await rowCounts();
    const start = await nextStart();
    const refused = await book(app, ip, { email: 'hour4@example.com', start });
    expectRefusal(refused, 429, meetingApiMessages.addressLimited, 'hour4@example.com');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // The same refusal on the tRPC transport, Retry-After included.
    const viaTrpc = await app.inject({
      method: 'POST',
      url: '/trpc/meetings.book',
      headers: { 'x-forwarded-for': ip },
      payload: { name: NAME, email: 'hour4@example.com', start },
    });
    expect(viaTrpc.statusCode).toBe(429);
    expect(viaTrpc.json().error.message).toBe(meetingApiMessages.addressLimited);
    expect(Number(viaTrpc.headers['retry-after'])).toBeGreaterThan(0);
    // And on the form posted without JavaScript: the booking page again, under the refusal's sentence.
    const form = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ start, name: NAME, email: 'hour4@example.com' }).toString(),
    });
    expect(form.statusCode).toBe(429);
    expect(Number(form.headers['retry-after'])).toBeGreaterThan(0);
    expect(form.body).toContain('We could not book another meeting');
    expect(form.body).toContain('Several meetings were just booked from your connection');
    expect(form.body).toContain('action="/api/meetings"');

    expect(await rowCounts()).toEqual(before);
    await app.deliveries.runDue(clock.now);
    expect(smtp.messages).toHaveLength(0);
    // Another address books the same time.
    expect((await book(app, freshIp(), { email: 'hour4@example.com', start })).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64, as the rate limits do', async () => {
    const network = `2001:db8:${randomInt(65_536).toString(16)}:${randomInt(65_536).toString(16)}`;
    for (const host of ['1', '2', 'abcd']) await booked(app, `${network}::${host}`, `v6-${host}@example.com`);
    const refused = await book(app, `${network}::ffff`, {
      email: 'v6-4@example.com',
      start: await nextStart(),
    });
    expect(refused.statusCode).toBe(429);
    const neighbour = `2001:db8:${randomInt(65_536).toString(16)}:${randomInt(65_536).toString(16)}::1`;
    expect(
      (await book(app, neighbour, { email: 'v6-4@example.com', start: await nextStart() })).statusCode,
    ).toBe(201);
  });

  it('holds across instances through Redis, and books 6 a day: the 7th gets 429 for the day', async () => {
    const settings = testEnv({
      ...DEFAULT_BOUNDS,
      MEETING_BOOKINGS_PER_IP_HOUR: 100,
      TRUST_PROXY: 1,
      REDIS_URL,
      DATABASE_URL: url,
      MEETING_TOKEN_SECRET: TOKEN_SECRET,
    });
    const one = await testApp({
      env: settings,
      background: false,
      waitForDatabase: true,
      clock: () => clock.now,
    });
    const two = await testApp({
      env: settings,
      background: false,
      waitForDatabase: true,
      clock: () => clock.now,
    });
    const ip = freshIp();
    for (let i = 0; i < 6; i++) await booked(i % 2 === 0 ? one : two, ip, `day${i}@example.com`);
    const before = await rowCounts();
    for (const target of [one, two]) {
      const refused = await book(target, ip, { email: 'day6@example.com', start: await nextStart(target) });
      expectRefusal(refused, 429, meetingApiMessages.addressLimited, 'day6@example.com');
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(3600);
      expect(retryAfter).toBeLessThanOrEqual(86_400);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('upcoming meetings per e-mail address (MEETING_UPCOMING_PER_EMAIL)', () => {
  it('holds 2 per mailbox: the 3rd gets 409 that does not repeat the address, and nothing is stored or sent', async () => {
    await booked(app, freshIp(), 'dana.lee@example.com');
    await booked(app, freshIp(), ' Dana.Lee+work@EXAMPLE.com');
    const before = await rowCounts();
    const refused = await book(app, freshIp(), {
      email: 'dana.lee+again@example.com',
      start: await nextStart(),
    });
    expectRefusal(refused, 409, meetingApiMessages.emailLimited(2), 'dana.lee');
    expect(refused.headers['retry-after']).toBeUndefined();
    // The form posted without JavaScript: the booking page again, under the same sentence.
    const form = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      headers: { 'x-forwarded-for': freshIp(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        start: await nextStart(),
        name: NAME,
        email: 'dana.lee+form@example.com',
      }).toString(),
    });
    expect(form.statusCode).toBe(409);
    expect(form.body).toContain(meetingApiMessages.emailLimited(2));
    expect(form.body).not.toContain('dana.lee');
    expect(await rowCounts()).toEqual(before);
    // Gmail's dots are one mailbox too.
    await booked(app, freshIp(), 'j.doe@gmail.com');
    await booked(app, freshIp(), 'jdoe@googlemail.com');
    const gmail = await book(app, freshIp(), { email: 'J.D.O.E@gmail.com', start: await nextStart() });
    expect(gmail.statusCode).toBe(409);
  });

  it('counts under the consultants’ lock: of two bookings at once for a mailbox holding one, one is made', async () => {
    await booked(app, freshIp(), 'racing.mailbox@example.com');
    // The first free times of two days: far enough apart that only the e-mail bound can refuse one of them.
    const days = (await app.inject({ url: '/api/meetings/slots?days=2' })).json().days as {
      slots: { start: string }[];
    }[];
    const [first, second] = days.map((day) => day.slots[0]?.start);
    const holder = await sqlClient(url);
    // Every insert into `meeting` waits until both bookings are in flight, so both would count before either
    // inserts if they could count at once.
    await holder.query('begin');
    await holder.query('lock table "meeting" in share mode');
    const racing = Promise.all(
      [first, second].map((start) => book(app, freshIp(), { email: 'racing.mailbox@example.com', start })),
    );
    await vi.waitFor(async () => expect(await waitingForLocks()).toBeGreaterThanOrEqual(2), 15_000);
    await holder.query('commit');
    const statuses = (await racing).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409]);
  });
});

describe('upcoming meetings per visitor session (MEETING_UPCOMING_PER_SESSION)', () => {
  it('holds 2 per chat: the 3rd gets 429 with Retry-After until the first starts, and nothing is stored', async () => {
    const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json();
    const first = await booked(app, freshIp(), 'chat1@example.com', { sessionId });
    await booked(app, freshIp(), 'chat2@example.com', { sessionId });
    const before = await rowCounts();
    const refused = await book(app, freshIp(), {
      email: 'chat3@example.com',
      start: await nextStart(),
      sessionId,
    });
    expectRefusal(refused, 429, meetingApiMessages.sessionLimited(2), 'chat3@example.com');
    expect(refused.body).not.toContain(sessionId);
    expect(Number(refused.headers['retry-after'])).toBe(
      Math.ceil((Date.parse(first.start) - clock.now.getTime()) / 1000),
    );
    expect(await rowCounts()).toEqual(before);
    // Without the chat (or without its token) the session bound does not apply.
    expect(
      (await book(app, freshIp(), { email: 'chat3@example.com', start: await nextStart() })).statusCode,
    ).toBe(201);
  });
});

describe('a real prospect', () => {
  it('books, reschedules, cancels and books again from one address and one e-mail', async () => {
    const ip = freshIp();
    const email = 'prospect@harbourdental.example';
    const meeting = await booked(app, ip, email);
    const moved = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${manageToken(TOKEN_SECRET, meeting.meetingId, 0)}/reschedule`,
      headers: { 'x-forwarded-for': ip },
      payload: { start: await nextStart() },
    });
    expect(moved.statusCode).toBe(200);
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${moved.json().token}/cancel`,
      headers: { 'x-forwarded-for': ip },
    });
    expect(cancelled.statusCode).toBe(200);
    await booked(app, ip, email);
    // A second meeting of the same person (a colleague's session, say) is within the bounds too.
    await booked(app, ip, email);
  });
});

describe('personal data', () => {
  it('logs the refusals by their bound, never an e-mail address, name or session', () => {
    const text = logLines.join('\n');
    expect(text).toContain('meeting booking refused');
    for (const bound of ['address', 'email', 'session']) expect(text).toContain(`"bound":"${bound}"`);
    for (const secret of [NAME, 'Quentin', 'dana.lee', 'hour4@example.com', 'chat3@example.com', 'j.doe']) {
      expect(text).not.toContain(secret);
    }
  });
});

/** Lock requests waiting in this file's database. */
const waitingForLocks = async (): Promise<number> => (await lockWaiters(sql)).length;
