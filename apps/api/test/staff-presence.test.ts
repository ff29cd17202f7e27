/**
 * Presence is one fact (docs/decisions/082-presence-is-one-fact.md), on the real PostgreSQL with a fake clock: the
 * staff stream's heartbeat makes a member present on every instance and the presence expires a window after the
 * stream closes; it decides what a visitor asking for a person is told (nobody can join now and the e-mail or phone
 * asked for, or the measured promise) and who takes a lead (absent and away members are skipped, nobody takes a
 * Saturday-night lead, the Monday-morning rota does).
 */
import type { AddressInfo } from 'node:net';
import { liveChatMessages } from '@northline/content';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { claimLiveChat } from '../src/conversations/live-chat.ts';
import { poolOf } from '../src/db/prepared.ts';
import { ANYONE_PRESENT_SQL, PRESENCE_WINDOW_MS, presentSince } from '../src/db/staff-presence.ts';
import { touchPresence } from '../src/staff/staff-presence.ts';
import { type FakeOpenAIServer, startFakeOpenAIServer } from './chat/fake-openai-server.ts';
import {
  createTestDatabase,
  ownerOfRequest,
  postContactLead,
  STAFF_ORIGIN,
  type StaffSignIn,
  signedInStaff,
  sqlClient,
  startChat,
  testApp,
  testEnv,
} from './helper.ts';

/** The fake clock of every app here (the app's clock, which the heartbeat and the rules read). */
let now = new Date('2026-12-01T10:00:00-05:00'); // Tuesday 10:00 in Toronto: the office is open
const clock = () => now;

/** Moves the fake clock by `ms` milliseconds. */
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

/** Two API instances on one database, on the fake clock; the first listens (the staff stream is real HTTP). */
async function instances(): Promise<{ a: FastifyInstance; b: FastifyInstance; sql: pg.Client }> {
  const url = await createTestDatabase();
  const make = () =>
    testApp({
      env: testEnv({ DATABASE_URL: url, CHAT_RATE_LIMIT_MAX: 10_000 }),
      background: false,
      waitForDatabase: true,
      clock,
    });
  const a = await make();
  const b = await make();
  await a.listen({ port: 0, host: '127.0.0.1' });
  const sql = await sqlClient(url);
  afterAll(async () => sql.end());
  return { a, b, sql };
}

/** Opens a member's staff stream (`staff.live.events`) on `app`; `close` aborts it from the client's side. */
async function openStaffStream(app: FastifyInstance, staff: StaffSignIn): Promise<{ close(): void }> {
  const controller = new AbortController();
  const { port } = app.server.address() as AddressInfo;
  const response = await fetch(
    `http://127.0.0.1:${port}/trpc/staff.live.events?input=${encodeURIComponent('{}')}`,
    { headers: { cookie: staff.headers.cookie ?? '' }, signal: controller.signal },
  );
  expect(response.status).toBe(200);
  // Read the stream so the server's writes never back up; it ends with the abort.
  void response.body
    ?.pipeTo(new WritableStream())
    .catch(() => undefined)
    .finally(() => undefined);
  return { close: () => controller.abort() };
}

/** Whether anyone is present at the fake clock's time, as `app` reads it (db/staff-presence.ts). */
async function anyonePresent(app: FastifyInstance): Promise<boolean> {
  const [row] = await app.db
    .statements()
    .getConnection()
    .execute<{ present: boolean }[]>(`select ${ANYONE_PRESENT_SQL} as "present"`, [presentSince(now)]);
  return row?.present === true;
}

describe('presence follows the staff stream', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    ({ a, b } = await instances());
  });

  it('appears on every instance once the stream opens, lasts the window after it closes, then expires', async () => {
    now = new Date('2026-12-01T10:00:00-05:00');
    const sam = await signedInStaff(a, 'sales', 'sam.presence@northline-it.example', false);
    // Signed in, no staff app open: nobody is present.
    expect(await anyonePresent(b)).toBe(false);
    const stream = await openStaffStream(a, sam);
    await vi.waitFor(async () => expect(await anyonePresent(b)).toBe(true), { timeout: 5000, interval: 20 });
    stream.close();
    await vi.waitFor(() => expect(a.staffSessionWatch.size).toBe(0), { timeout: 5000, interval: 20 });
    advance(PRESENCE_WINDOW_MS - 1000);
    expect(await anyonePresent(b)).toBe(true);
    advance(2000);
    expect(await anyonePresent(b)).toBe(false);
  });

  it('a member set away is absent with the staff app open', async () => {
    now = new Date('2026-12-01T11:00:00-05:00');
    const ana = await signedInStaff(a, 'sales', 'ana.presence@northline-it.example', false);
    const away = await a.inject({
      method: 'POST',
      url: '/trpc/staff.desk.setAvailability',
      headers: { ...ana.headers, origin: STAFF_ORIGIN },
      payload: { availability: 'away' },
    });
    expect(away.statusCode).toBe(200);
    const stream = await openStaffStream(a, ana);
    await vi.waitFor(() => expect(a.staffSessionWatch.size).toBe(1), { timeout: 5000, interval: 20 });
    // The heartbeat is written (the member is signed in), yet the member does not count.
    await vi.waitFor(
      async () => {
        const [row] = await a.db
          .statements()
          .getConnection()
          .execute<{ seen: Date | null }[]>(
            'select "last_seen_at" as "seen" from "staff_user" where "id" = ?',
            [ana.id],
          );
        expect(new Date(row?.seen ?? 0).getTime()).toBe(now.getTime());
      },
      { timeout: 5000, interval: 20 },
    );
    expect(await anyonePresent(b)).toBe(false);
    stream.close();
    await vi.waitFor(() => expect(a.staffSessionWatch.size).toBe(0), { timeout: 5000, interval: 20 });
  });
});

describe('what a visitor asking for a person is told', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    ({ a, b } = await instances());
  });

  /** A new chat whose first message asks for a person, on instance B: the reply's hand-off. */
  async function askForAPersonNow(): Promise<{ sessionId: string; handoff: Record<string, unknown> }> {
    const { sessionId, reply } = await startChat(b, 'can I talk to a human');
    const handoff = reply.handoff as Record<string, unknown>;
    expect(reply.response).toBe(handoff.expectation);
    return { sessionId, handoff };
  }

  it('nobody present during business hours: told at once that nobody can join, asked for an e-mail or phone', async () => {
    now = new Date('2026-12-02T10:00:00-05:00'); // Wednesday 10:00: open
    await signedInStaff(a, 'sales', 'signed-in-elsewhere@northline-it.example', false);
    const { handoff } = await askForAPersonNow();
    expect(handoff).toMatchObject({ state: 'waiting', live: false, askForContact: true });
    expect(handoff.nextOpening).toBeUndefined();
    expect(handoff.expectation).toBe(`${liveChatMessages.nobodyAvailable} ${liveChatMessages.askForContact}`);
    expect(handoff.expectation).not.toContain('usually answers');
  });

  /** The names of the prepared statements instance B runs while `act` runs. */
  async function statementsOf(act: () => Promise<unknown>): Promise<string[]> {
    const pool = poolOf(b.db.em());
    if (!pool) throw new Error('the tests run on PostgreSQL');
    const spy = vi.spyOn(pool, 'query');
    try {
      await act();
      return spy.mock.calls.flatMap((call) => {
        const config: unknown = call[0];
        return typeof config === 'object' && config !== null && 'name' in config ? [String(config.name)] : [];
      });
    } finally {
      spy.mockRestore();
    }
  }

  it('a turn reads the presence with its session: a hand-off measures the promise only when someone can join', async () => {
    now = new Date('2026-12-02T11:00:00-05:00'); // Wednesday 11:00: open, nobody present
    const nobody = await statementsOf(() => askForAPersonNow());
    expect(nobody).toEqual(['chat_turn_session', expect.stringMatching(/^chat_turn_\d+$/)]);

    const kim = await signedInStaff(a, 'sales', 'kim.present@northline-it.example', false);
    await touchPresence(a.db.em(), kim.id, now);
    let handoff: Record<string, unknown> = {};
    const present = await statementsOf(async () => {
      ({ handoff } = await askForAPersonNow());
    });
    expect(handoff).toMatchObject({ state: 'waiting', live: true });
    expect(present).toEqual([
      'chat_turn_session',
      'answer_minutes',
      expect.stringMatching(/^chat_turn_\d+$/),
    ]);
  });

  it('someone present: the promise of the median claim time of recent hand-offs, in minutes rounded up', async () => {
    now = new Date('2026-12-03T10:00:00-05:00'); // Thursday 10:00: open
    const sam = await signedInStaff(a, 'sales', 'sam.promise@northline-it.example', false);
    await touchPresence(a.db.em(), sam.id, now);
    // Three hand-offs claimed after 2 min 10 s each: the promise is 3 minutes (the default is 5).
    for (let i = 0; i < 3; i += 1) {
      const { sessionId } = await askForAPersonNow();
      await claimLiveChat(
        a.db.em(),
        sessionId,
        { id: sam.id, name: 'Sam Sales' },
        new Date(now.getTime() + 130_000),
      );
    }
    const { handoff } = await askForAPersonNow();
    expect(handoff).toMatchObject({ state: 'waiting', live: true, askForContact: false });
    expect(handoff.expectation).toBe(liveChatMessages.waiting(3));
    // The member's heartbeat ages past the window: the next visitor is told nobody can join.
    advance(PRESENCE_WINDOW_MS + 1000);
    const { handoff: later } = await askForAPersonNow();
    expect(later).toMatchObject({ live: false, askForContact: true });
    expect(later.expectation).toBe(`${liveChatMessages.nobodyAvailable} ${liveChatMessages.askForContact}`);
  });
});

describe('a hand-off answered by a model', () => {
  let app: FastifyInstance;
  let model: FakeOpenAIServer;
  beforeAll(async () => {
    model = await startFakeOpenAIServer();
    afterAll(async () => model.close());
    app = await testApp({
      env: testEnv({
        DATABASE_URL: await createTestDatabase(),
        CHAT_RATE_LIMIT_MAX: 10_000,
        OPENAI_API_KEY: 'test-key',
        OPENAI_BASE_URL: model.baseURL,
        OPENAI_MODEL: 'fake-model',
      }),
      background: false,
      waitForDatabase: true,
      clock,
    });
  });

  it('reads the presence at the reply: a consultant gone while the model wrote is not promised', async () => {
    now = new Date('2026-12-04T10:00:00-05:00'); // Friday 10:00: open
    const lee = await signedInStaff(app, 'sales', 'lee.slow-model@northline-it.example', false);
    await touchPresence(app.db.em(), lee.id, now);
    model.enqueue({ kind: 'held', reply: { kind: 'reply', content: 'Let me find someone for you.' } });
    const turn = startChat(app, 'can I talk to a human');
    await model.whenHeld(1);
    // Lee's heartbeat ages past the window while the model writes its reply.
    advance(PRESENCE_WINDOW_MS + 1000);
    expect(model.releaseHeld()).toBe(1);
    const { reply } = await turn;
    expect(reply.handoff).toMatchObject({ state: 'waiting', live: false, askForContact: true });
    expect(reply.response).toBe(`${liveChatMessages.nobodyAvailable} ${liveChatMessages.askForContact}`);
  });
});

describe('lead routing follows presence and business hours', () => {
  let a: FastifyInstance;
  let sql: pg.Client;
  beforeAll(async () => {
    ({ a, sql } = await instances());
  });

  it('skips an away and an absent member, assigns nothing on Saturday night, then assigns on Monday morning', async () => {
    now = new Date('2026-11-30T10:00:00-05:00'); // Monday 10:00: open
    // In the rota's order (account creation): away, then absent, then present.
    const away = await signedInStaff(a, 'sales', 'away.rota@northline-it.example', false);
    const absent = await signedInStaff(a, 'sales', 'absent.rota@northline-it.example', false);
    const here = await signedInStaff(a, 'sales', 'here.rota@northline-it.example', false);
    await sql.query(`update staff_user set availability = 'away' where id = $1`, [away.id]);
    await touchPresence(a.db.em(), away.id, now);
    // The absent member's last heartbeat is just older than the window.
    await touchPresence(a.db.em(), absent.id, new Date(now.getTime() - PRESENCE_WINDOW_MS - 1000));
    await touchPresence(a.db.em(), here.id, now);
    expect(await ownerOfRequest(sql, await postContactLead(a, 'first@gmail.com'))).toBe(here.id);
    expect(await ownerOfRequest(sql, await postContactLead(a, 'second@gmail.com'))).toBe(here.id);

    // Saturday 21:00 in Toronto: the office is closed; a member signed in at night takes nothing.
    now = new Date('2026-12-05T21:00:00-05:00');
    await touchPresence(a.db.em(), here.id, now);
    await touchPresence(a.db.em(), absent.id, now);
    const night = await postContactLead(a, 'night@gmail.com');
    expect(await ownerOfRequest(sql, night)).toBeNull();
    expect((await a.desk.check(now)).assigned).toBe(0);
    expect(await ownerOfRequest(sql, night)).toBeNull();
    const { rows: overflow } = await sql.query(
      `select e.payload->>'reason' as reason from domain_event e join lead l on l.id = e.lead_id
        where l.contact_request_id = $1 and e.type = 'lead.overflow'`,
      [night],
    );
    expect(overflow).toEqual([{ reason: 'nobody_available' }]);

    // Monday 8:05: the rota signs in and the sweep gives the night's lead to the next present member.
    now = new Date('2026-12-07T08:05:00-05:00');
    await touchPresence(a.db.em(), here.id, now);
    expect((await a.desk.check(now)).assigned).toBe(1);
    expect(await ownerOfRequest(sql, night)).toBe(here.id);
  });
});
