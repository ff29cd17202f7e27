/**
 * "The database cannot hang a request": against the real PostgreSQL, a statement stuck behind a
 * lock ends at `statement_timeout`, a killed connection, a transaction left idle past
 * `idle_in_transaction_session_timeout` and a server that never answers a connection all end in an error the API
 * answers with 503, never 500 and never a hang.
 */
import { createServer, type Socket } from 'node:net';
import type { MikroORM } from '@mikro-orm/core';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm } from '../src/db/orm.ts';
import { isDatabaseUnreachable } from '../src/errors.ts';
import { createTestDatabase, lockWaiters, sqlClient, testApp, testEnv, validLead } from './helper.ts';

/** Reads the database's state with `read` until `done` holds of it (waits on the state, not on time). */
async function waitFor<T>(read: () => Promise<T>, done: (state: T) => boolean): Promise<T> {
  for (;;) {
    const state = await read();
    if (done(state)) return state;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The pids of this database's backends waiting for a lock on `table`, once there is one. */
const waitersOn = (sql: pg.Client, table: string): Promise<number[]> =>
  waitFor(
    () => lockWaiters(sql, 'l.relation = $1::regclass', [table]),
    (pids) => pids.length > 0,
  );

/**
 * Connections of the ORM's pool that are checked out (in use, or leaked: a connection whose transaction died and was
 * never given back shrinks the pool for good, kysely-org/kysely#1990).
 */
async function checkedOut(orm: MikroORM): Promise<number> {
  const pool = await (
    orm.em.getConnection() as unknown as { getNativeClient(): Promise<pg.Pool> }
  ).getNativeClient();
  return pool.totalCount - pool.idleCount;
}

const storedLeads = async (sql: pg.Client) =>
  (await sql.query<{ count: number }>('select count(*)::int as count from contact_request')).rows[0]?.count;

describe('a request the database holds up', () => {
  let url: string;
  let sql: pg.Client;

  beforeAll(async () => {
    url = await createTestDatabase();
    sql = await sqlClient(url);
  });

  it('ends at DATABASE_STATEMENT_TIMEOUT_MS with 503 when a lock holds it, storing nothing', async () => {
    const app = await testApp({
      env: testEnv({ DATABASE_URL: url, DATABASE_STATEMENT_TIMEOUT_MS: 300 }),
      waitForDatabase: true,
    });
    const before = await storedLeads(sql);
    await sql.query('begin');
    await sql.query('lock table contact_request in access exclusive mode');
    try {
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'The database is unavailable. Please try again shortly.' });
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await sql.query('rollback');
    }
    expect(await storedLeads(sql)).toBe(before);
  });

  it('answers 503 when the server kills the connection under the request, and keeps no dead connection', async () => {
    const app = await testApp({ env: testEnv({ DATABASE_URL: url }), waitForDatabase: true });
    await sql.query('begin');
    await sql.query('lock table contact_request in access exclusive mode');
    try {
      const response = app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
      const [waiter] = await waitersOn(sql, 'contact_request');
      await sql.query('select pg_terminate_backend($1)', [waiter]);
      expect((await response).statusCode).toBe(503);
    } finally {
      await sql.query('rollback');
    }
    // The background readers (the alert dispatcher, the desk) take a connection for a moment now and then; a dead one
    // would stay checked out for good.
    await expect.poll(() => checkedOut(app.db.orm)).toBe(0);
    // The pool replaces the dead connection: the next lead is stored.
    const next = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    expect(next.statusCode).toBe(201);
  });
});

describe('the connection settings', () => {
  let orm: MikroORM | undefined;
  afterAll(async () => orm?.close(true));

  it('end a transaction left idle after DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS, as an "unreachable" error', async () => {
    const url = await createTestDatabase();
    const sql = await sqlClient(url);
    orm = await openOrm({ kind: 'postgresql', url, timeouts: { idleInTransactionMs: 200 } });
    const connection = orm.em.getConnection();
    let failure: unknown;
    await connection
      .transactional(async (trx) => {
        const [row] = await connection.execute<{ pid: number }[]>(
          'select pg_backend_pid() as pid',
          [],
          'all',
          trx,
        );
        // The server ends the idle session: wait until its backend is gone.
        await waitFor(
          async () => (await sql.query('select 1 from pg_stat_activity where pid = $1', [row?.pid])).rows,
          (rows) => rows.length === 0,
        );
        try {
          await connection.execute('select 1', [], 'all', trx);
        } catch (error) {
          failure = error;
          throw error;
        }
      })
      .catch(() => {});
    expect(failure).toBeDefined();
    expect(isDatabaseUnreachable(failure)).toBe(true);
    // The dead connection went back to the pool (which dropped it) instead of staying checked out.
    expect(await checkedOut(orm)).toBe(0);
  });

  it('give up on a server that never answers after DATABASE_CONNECT_TIMEOUT_MS, as an "unreachable" error', async () => {
    // A TCP server that accepts connections and never says a word.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const app = await testApp({
        env: testEnv({
          DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/silent`,
          DATABASE_CONNECT_TIMEOUT_MS: 200,
        }),
      });
      const response = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
      expect(response.statusCode).toBe(503);

      const started = performance.now();
      const silentOrm = await openOrm({
        kind: 'postgresql',
        url: `postgres://postgres@127.0.0.1:${port}/silent`,
        timeouts: { connectMs: 200 },
      });
      const error = await silentOrm.em
        .getConnection()
        .execute('select 1')
        .then(
          () => undefined,
          (failure: unknown) => failure,
        );
      const elapsed = performance.now() - started;
      await silentOrm.close(true);
      expect(isDatabaseUnreachable(error)).toBe(true);
      // The 200 ms limit, not pg's default (none) nor the former fixed 3 s.
      expect(elapsed).toBeLessThan(2500);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});
