/**
 * `pnpm bench:inbox`: how long the staff inbox (`staff.leads.list`) takes over 10,000 leads, side by side with
 * baselines measured in the same run on the same database. Prints a table; asserts nothing (test/leads.test.ts
 * checks that the answers are right).
 *
 * - The inbox: the first page in its default order (urgent first: an unanswered emergency, a waiting chat, then
 *   unanswered leads by quality, oldest first; desk/inbox.ts) and newest first, the last page (page 200 of 50) and
 *   a search, each through the app's tRPC route with a signed-in staff member (`app.inject`, no network). A fifth of
 *   the leads follow a chat session, some of them waiting for a consultant and some flagged an emergency, so the
 *   default order reads the sessions it sorts by.
 * - Baselines: `staff.auth.me` through the same route (authentication and tRPC with one small query, no lead
 *   read), and a plain `select count(*) from lead` with `pg` (the database alone).
 *
 * Rounds alternate between the queries, so a busy machine slows them alike.
 *
 * Settings: BENCH_ROUNDS (default 30, after 3 warm-up rounds), BENCH_LEADS (default 10000), BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (admin URL of the PostgreSQL server; a temporary database is created and dropped).
 */
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { envSchema } from '../src/env.ts';
import { createStaffUser } from '../src/staff/staff-auth.ts';
import { ADMIN_URL, adminQuery, percentile } from './support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const WARM_UP_ROUNDS = 3;
const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const STAFF_ORIGIN = 'http://localhost:80';
const PASSWORD = 'correct horse battery staple';

/** `ADMIN_URL` with its database replaced by `name`. */
function urlOfDatabase(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const database = `northline_bench_inbox_${process.pid}_${randomBytes(4).toString('hex')}`;
await adminQuery(`create database "${database}"`);
const url = urlOfDatabase(database);
const app = await buildApp({
  env: envSchema.parse({
    DATABASE_URL: url,
    SITE_DIR: join(tmpdir(), 'northline-no-site'),
    EMBED_DIR: join(tmpdir(), 'northline-no-embed'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: 1_000_000,
  }),
  logger: false,
  background: false,
  waitForDatabase: true,
});
const sql = new pg.Client({ connectionString: url });
await sql.connect();

try {
  const email = `bench.${randomBytes(4).toString('hex')}@northline-it.example`;
  await createStaffUser(app.db.em(), { email, name: 'Sam Sales', role: 'sales', password: PASSWORD });
  const signIn = await app.inject({
    method: 'POST',
    url: '/trpc/staff.auth.signIn',
    headers: { origin: STAFF_ORIGIN },
    payload: { email, password: PASSWORD },
  });
  const cookie = signIn.cookies.find((entry) => entry.name === 'nl_staff');
  if (signIn.statusCode !== 200 || !cookie) throw new Error(`sign-in failed: ${signIn.statusCode}`);
  const headers = { cookie: `nl_staff=${cookie.value}`, origin: STAFF_ORIGIN };

  await sql.query(
    `with rows as (
       insert into contact_request (id, first_name, last_name, email, phone, company, employees, submitted_at, spam)
       select gen_random_uuid(), 'First' || i, 'Last' || i, 'lead' || i || '@bulk.example', '416-555-0100',
         'Company ' || i, '11-50', now() - (i || ' minutes')::interval, false
       from generate_series(1, $1::int) as i
       returning id, submitted_at)
     insert into lead (id, kind, contact_request_id, occurred_at, spam, status)
     select gen_random_uuid(), 'contact', id, submitted_at, false, 'new' from rows`,
    [LEADS - Math.floor(LEADS / 5)],
  );
  // A fifth of the leads follow a chat: every tenth of those waits for a consultant, every twentieth is an emergency.
  await sql.query(
    `with sessions as (
       insert into chat_session (id, created_at, updated_at, lead_quality, interested_services, handoff_state,
         handoff_reason, handoff_requested_at)
       select 'bench-' || i, now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval,
         case when i % 3 = 0 then 'hot' else 'warm' end, '[]',
         case when i % 10 = 0 then 'waiting' else 'assistant' end,
         case when i % 20 = 0 then 'emergency' when i % 10 = 0 then 'visitor-request' end,
         case when i % 10 = 0 then now() - (i || ' minutes')::interval end
       from generate_series(1, $1::int) as i
       returning id, created_at),
     messages as (
       insert into chat_message (id, session_id, position, role, content, created_at)
       select gen_random_uuid(), id, 0, 'user', 'Our server keeps crashing and nobody can work', created_at from sessions)
     insert into lead (id, kind, chat_session_id, occurred_at, spam, status, quality)
     select gen_random_uuid(), 'chat', id, created_at, false, 'new', 'warm' from sessions`,
    [Math.floor(LEADS / 5)],
  );
  await sql.query('analyze');

  const trpc = (path: string, input: Record<string, unknown>) => async () => {
    const response = await app.inject({
      url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
      headers,
    });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
  };
  const lastPage = Math.max(1, Math.ceil(LEADS / 50));
  const queries: { name: string; run: () => Promise<unknown> }[] = [
    { name: 'baseline: select count(*) from lead (pg)', run: () => sql.query('select count(*) from lead') },
    { name: 'baseline: staff.auth.me (tRPC)', run: trpc('staff.auth.me', {}) },
    { name: 'inbox: first page of 50 (urgent first)', run: trpc('staff.leads.list', { pageSize: 50 }) },
    {
      name: 'inbox: first page of 50 (newest first)',
      run: trpc('staff.leads.list', { pageSize: 50, sort: 'newest' }),
    },
    {
      name: `inbox: last page (${lastPage} of 50)`,
      run: trpc('staff.leads.list', { page: lastPage, pageSize: 50 }),
    },
    { name: 'inbox: search "company 9999"', run: trpc('staff.leads.list', { search: 'company 9999' }) },
  ];

  const timings = queries.map(() => [] as number[]);
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
    for (const [index, query] of queries.entries()) {
      const started = performance.now();
      await query.run();
      if (round >= WARM_UP_ROUNDS) timings[index]?.push(performance.now() - started);
    }
  }

  const baseline = percentile(
    [...(timings[1] ?? [])].sort((a, b) => a - b),
    50,
  );
  console.log(`staff inbox over ${LEADS.toLocaleString('en-CA')} leads, ${ROUNDS} rounds (ms)`);
  console.log(`${'query'.padEnd(44)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}  ×me p50`);
  for (const [index, query] of queries.entries()) {
    const sorted = [...(timings[index] ?? [])].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const cells = [p50, percentile(sorted, 95), sorted.at(-1) ?? Number.NaN].map((ms) =>
      ms.toFixed(1).padStart(9),
    );
    console.log(`${query.name.padEnd(44)}${cells.join('')}  ${(p50 / baseline).toFixed(1).padStart(6)}×`);
  }
} finally {
  await sql.end();
  await app.close();
  await adminQuery(`drop database if exists "${database}" with (force)`);
}
