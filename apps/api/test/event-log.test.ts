/**
 * The event log's guarantees on the real PostgreSQL: ids commit in order (an append waits for the one before
 * it to commit, so a reader never sees a smaller id appear after a larger one), the hub delivers each committed
 * event once and in order, and catches up after its LISTEN connection is killed (a database restart); the same
 * connection hears ended staff sessions; while the database is unreachable it starts at once and keeps trying.
 */

import { CONDITION_WAIT } from '@northline/test-setup/timeouts';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Database } from '../src/db/database.ts';
import {
  appendEvent,
  DomainEventHub,
  type DomainEventRow,
  type DomainEventWrite,
  readDomainEvents,
  STAFF_SESSION_CHANNEL,
} from '../src/events/log.ts';
import {
  ASKS_FOR_A_PERSON,
  closedPort,
  createTestDatabase,
  lockWaiters,
  postJson,
  sqlClient,
  testApp,
  testEnv,
  validLead,
} from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;

beforeAll(async () => {
  const url = await createTestDatabase();
  sql = await sqlClient(url);
  app = await testApp({ env: testEnv({ DATABASE_URL: url }), background: false, waitForDatabase: true });
});
afterAll(async () => sql.end());

/** An event of no lead or meeting row, told apart by its `sequence`. */
const event = (n: number): DomainEventWrite => ({
  event: {
    type: 'meeting.booked',
    version: 1,
    payload: { meetingId: '00000000-0000-4000-8000-000000000001', sequence: n },
  },
});

/** Advisory lock requests waiting in this file's database. */
const waitingForLock = async (): Promise<number> =>
  (await lockWaiters(sql, `l.locktype = 'advisory'`)).length;

/** Chat turns (their one statement inserts or updates `chat_session`) waiting for an advisory lock here. */
const turnsWaitingForLock = async (): Promise<number> =>
  (await lockWaiters(sql, `l.locktype = 'advisory' and a.query like 'with "session" as%'`)).length;

/**
 * Appends event `n` in a transaction left open, so it holds the ordering lock until `release`.
 *
 * @returns the appended id, `release`, and `done` (the transaction's commit, after `release`)
 */
async function holdOrderingLock(
  n: number,
): Promise<{ id: string; release: () => void; done: Promise<void> }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let id = '';
  const done = app.db.em().transactional(async (tx) => {
    id = await appendEvent(tx, event(n));
    await held;
  });
  await vi.waitFor(() => expect(id).not.toBe(''), CONDITION_WAIT);
  return { id, release, done };
}

describe('appendEvent', () => {
  it('makes a second append wait until the first commits, so ids commit in order', async () => {
    const { id: firstId, release: releaseFirst, done: first } = await holdOrderingLock(1);
    let secondId = '';
    const second = appendEvent(app.db.em(), event(2)).then((id) => {
      secondId = id;
    });
    try {
      // The second append is blocked on the lock while the first transaction is open.
      await vi.waitFor(async () => expect(await waitingForLock()).toBe(1), CONDITION_WAIT);
      expect(secondId).toBe('');
      // It waits before drawing its id (the lock comes first in its one statement): the sequence is where the
      // first left it, so no append that takes the lock later can commit a smaller id after a larger one.
      const { rows: sequence } = await sql.query<{ name: string }>(
        `select pg_get_serial_sequence('domain_event', 'id') as "name"`,
      );
      const { rows: drawn } = await sql.query<{ last: string }>(
        `select last_value::text as "last" from ${sequence[0]?.name}`,
      );
      expect(drawn[0]?.last).toBe(firstId);
      const visible = await readDomainEvents(app.db.em(), '0');
      expect(visible.map((row) => row.payload.sequence)).toEqual([]);
    } finally {
      releaseFirst();
      await Promise.all([first, second]);
    }
    expect(BigInt(secondId)).toBeGreaterThan(BigInt(firstId));
  });

  it('never makes the contact form’s one statement wait on the ordering lock: a lead commits while another append holds it', async () => {
    const { id: firstId, release, done: first } = await holdOrderingLock(7);
    let rows: { id: string; moment: string }[];
    try {
      // The lead is stored and answered while the other transaction still holds the lock: the contact statement
      // appends its event without it (decision 069), so one slow commit never queues every lead behind it.
      const contact = await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { ...validLead, email: 'lock@harbourlaw.example' },
      });
      expect(contact.statusCode).toBe(201);
      expect(await waitingForLock()).toBe(0);
      ({ rows } = await sql.query<{ id: string; moment: string }>(
        `select e.id::text, e.moment::text from domain_event e join lead l on l.id = e.lead_id
          join contact_request r on r.id = l.contact_request_id where r.email = $1 and e.type = 'lead.created'`,
        ['lock@harbourlaw.example'],
      ));
      expect(rows).toHaveLength(1);
    } finally {
      release();
      await first;
    }
    // The alert dispatcher, which reads by moment, plans it even though a smaller-moment transaction was open.
    const { rows: first_ } = await sql.query<{ moment: string }>(
      'select moment::text from domain_event where id = $1',
      [firstId],
    );
    expect(BigInt(first_[0]?.moment ?? '0')).toBeLessThan(BigInt(rows[0]?.moment ?? '0'));
  });

  it('lets a chat turn that only makes a lead commit while another append holds the ordering lock; a hand-off waits', async () => {
    const { release, done: first } = await holdOrderingLock(8);
    try {
      // A question with an e-mail makes the session a lead: its `lead.created` needs no commit order (the desk's
      // decision follows, ordered), so the turn is answered while the lock is held.
      const open = async () =>
        ((await app.inject({ method: 'POST', url: '/api/sessions' })).json() as { sessionId: string })
          .sessionId;
      const leadSession = await open();
      const made = await postJson(app, '/api/chat', {
        sessionId: leadSession,
        message: 'How much is managed IT per user?',
        visitorInfo: { email: 'lock-chat@harbourlaw.example' },
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(await turnsWaitingForLock()).toBe(0);
      const { rows: created } = await sql.query<{ n: string }>(
        `select count(*) as n from domain_event e join lead l on l.id = e.lead_id
        where l.chat_session_id = $1 and e.type = 'lead.created'`,
        [leadSession],
      );
      expect(Number(created[0]?.n)).toBe(1);
      // A request for a person appends the hand-off's events, which the streams read in id order: it waits.
      const handoffSession = await open();
      let answered = false;
      const handoff = postJson(app, '/api/chat', {
        sessionId: handoffSession,
        message: ASKS_FOR_A_PERSON,
      }).then((response) => {
        answered = true;
        return response;
      });
      await vi.waitFor(async () => expect(await turnsWaitingForLock()).toBe(1), CONDITION_WAIT);
      expect(answered).toBe(false);
      release();
      await first;
      const handedOff = await handoff;
      expect(handedOff.statusCode, handedOff.body).toBe(200);
      expect(handedOff.json().handoff).toBeDefined();
    } finally {
      release();
      await first;
    }
  });

  it('delivers 40 concurrent appends to a subscriber once each, in id order', async () => {
    const received: DomainEventRow[] = [];
    const unsubscribe = app.liveEvents.subscribe((row) => received.push(row));
    const ids = await Promise.all(Array.from({ length: 40 }, (_, n) => appendEvent(app.db.em(), event(n))));
    await vi.waitFor(() => {
      const got = new Set(received.map((row) => row.id));
      expect(ids.every((id) => got.has(id))).toBe(true);
    }, CONDITION_WAIT);
    unsubscribe();
    const got = received.map((row) => BigInt(row.id));
    expect(got).toEqual([...got].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    expect(new Set(got).size).toBe(got.length);
    for (const id of ids) expect(got).toContain(BigInt(id));
  });

  it('hears ended staff sessions with the member id only on their own channel', async () => {
    const ended: (string | undefined)[] = [];
    const unsubscribe = app.liveEvents.subscribeStaffSessions((staffUserId) => ended.push(staffUserId));
    const rows: string[] = [];
    const unsubscribeRows = app.liveEvents.subscribe((row) => rows.push(row.id));
    const member = '00000000-0000-4000-8000-000000000042';
    await sql.query('select pg_notify($1, $2)', [STAFF_SESSION_CHANNEL, member]);
    await vi.waitFor(() => expect(ended).toEqual([member]), CONDITION_WAIT);
    const id = await appendEvent(app.db.em(), event(98));
    await vi.waitFor(() => expect(rows).toContain(id), CONDITION_WAIT);
    expect(ended).toEqual([member]);
    unsubscribe();
    unsubscribeRows();
  });

  it('catches up after the LISTEN connection is killed, and has every staff stream check its session', async () => {
    const received: string[] = [];
    const unsubscribe = app.liveEvents.subscribe((row) => received.push(row.id));
    // Sessions may have ended unheard while it was not listening.
    const ended: (string | undefined)[] = [];
    const unsubscribeSessions = app.liveEvents.subscribeStaffSessions((staffUserId) =>
      ended.push(staffUserId),
    );
    await sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'northline-domain-events' and datname = current_database()`,
    );
    // Appended while the hub may be reconnecting: it reads what it missed once it listens again.
    const id = await appendEvent(app.db.em(), event(99));
    await vi.waitFor(() => expect(received).toContain(id), CONDITION_WAIT);
    const again = await appendEvent(app.db.em(), event(100));
    await vi.waitFor(() => expect(received).toContain(again), CONDITION_WAIT);
    expect(ended).toContain(undefined);
    unsubscribe();
    unsubscribeSessions();
    expect(new Set(received).size).toBe(received.length);
  });
});

describe('the hub while the database is unreachable', () => {
  it('starts after its first attempt and keeps trying in the background, so the app serves at once', async () => {
    const port = await closedPort();
    const db = new Database(
      { kind: 'postgresql', url: `postgres://postgres@127.0.0.1:${port}/nothing` },
      pino({ level: 'silent' }),
    );
    await db.start();
    // A retry far beyond the test's timeout: a start that waited for a later attempt would never resolve here.
    const hub = new DomainEventHub(db, pino({ level: 'silent' }), { retryMs: 600_000 });
    try {
      await hub.start();
      expect(hub.listening).toBe(false);
    } finally {
      await hub.stop();
      await db.close();
    }
  });
});
