/**
 * Presence is one fact (docs/decisions/082-presence-is-one-fact.md), on the real PostgreSQL with a fake clock: the
 * staff stream's heartbeat makes a member present on every instance and the presence expires a window after the
 * stream closes.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANYONE_PRESENT_SQL, PRESENCE_WINDOW_MS, presentSince } from '../src/db/staff-presence.ts';
import {
  createTestDatabase,
  STAFF_ORIGIN,
  type StaffSignIn,
  signedInStaff,
  sqlClient,
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
