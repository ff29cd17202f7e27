/**
 * `pnpm bench:crm`: how fast a lead reaches HubSpot and how a back-fill fits HubSpot's limits (decisions 097 and
 * 100). Prints one table per scenario; asserts nothing (test/crm/*.test.ts check the behaviour).
 *
 * The app runs with its background workers on a real PostgreSQL, against the local HubSpot server of the tests
 * (test/crm/fake-hubspot-server.ts: it answers at once, so what is measured is the app, its queue and the HubSpot
 * client's limiter, one call every 111 ms and at most 6 at once).
 *
 * 1. **Event → contact upserted.** BENCH_CRM_LEADS contact forms (default 1,000) are posted at BENCH_CRM_RATE a
 *    second (default 6, under the limiter's 9 calls a second, so the figure is the path's latency rather than a
 *    queue's length), each from an address of its own at a free-mail domain (no company: the contact's upsert is
 *    the whole first sync). From the form's commit (its `lead.created`) to HubSpot receiving the contact's upsert:
 *    p50 and p99; HubSpot calls per lead; the most calls in any 10 s (HubSpot's published limit for private apps:
 *    100).
 * 2. **Back-fill of BENCH_CRM_BACKFILL leads** (default 10,000), seeded straight into the database as leads from
 *    before the token was set: the back-fill's own time (`crm/crm-backfill.ts`, requesting every sync), the
 *    dispatcher's time to plan them, then the lane sending for BENCH_CRM_SAMPLE_S seconds (default 20) at the
 *    limiter's pace (what HubSpot received within the sample). A real run of all of them takes over 18 minutes at 111 ms a call, so the whole send is
 *    projected from the measured pace and from the limiter (1 to 7 calls a lead), and printed as such.
 *
 * Settings: BENCH_CRM_LEADS, BENCH_CRM_RATE, BENCH_CRM_BACKFILL, BENCH_CRM_SAMPLE_S, BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (admin URL of the PostgreSQL server; a temporary database is created and dropped).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { backfillCrm, projectedBackfillMs } from '../src/crm/crm-backfill.ts';
import { HUBSPOT_MIN_CALL_INTERVAL_MS } from '../src/crm/hubspot.ts';
import { envSchema } from '../src/env.ts';
import { type FakeHubSpotServer, startFakeHubSpotServer } from '../test/crm/fake-hubspot-server.ts';
import { validLead } from '../test/lead-fixture.ts';
import { percentile, printTable, runBenchmark, temporaryDatabase } from './support.ts';

const LEADS = Number(process.env.BENCH_CRM_LEADS ?? 1000);
const RATE = Number(process.env.BENCH_CRM_RATE ?? 6);
const BACKFILL = Number(process.env.BENCH_CRM_BACKFILL ?? 10_000);
const SAMPLE_S = Number(process.env.BENCH_CRM_SAMPLE_S ?? 20);
const TOKEN = 'pat-na1-bench-crm-token';

/** The upserts of contacts HubSpot received, by address, with their time. */
function upsertTimes(requests: { path: string; body: unknown; receivedAt: number; status: number }[]) {
  const times = new Map<string, number>();
  for (const request of requests) {
    if (request.path !== '/crm/v3/objects/contacts/batch/upsert' || request.status !== 200) continue;
    const email = (request.body as { inputs?: { id?: string }[] }).inputs?.[0]?.id;
    if (email && !times.has(email)) times.set(email, request.receivedAt);
  }
  return times;
}

/** The most requests received in any window of `windowMs`. */
function busiestWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end += 1) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= windowMs) start += 1;
    most = Math.max(most, end - start + 1);
  }
  return most;
}

const seconds = (ms: number) =>
  ms >= 60_000
    ? `${(ms / 60_000).toFixed(1)} min`
    : ms >= 1000
      ? `${(ms / 1000).toFixed(1)} s`
      : `${Math.round(ms)} ms`;

/** Scenario 1 (see the module comment): prints its table. */
async function eventToUpsert(app: FastifyInstance, hubspot: FakeHubSpotServer): Promise<void> {
  const submitted = new Map<string, number>();
  const started = Date.now();
  for (let i = 0; i < LEADS; i += 1) {
    const due = started + (i * 1000) / RATE;
    if (due > Date.now()) await delay(due - Date.now());
    const email = `bench.crm.${i}.${started}@gmail.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email },
    });
    if (response.statusCode !== 201) throw new Error(`contact form answered ${response.statusCode}`);
    submitted.set(email, Date.now());
  }
  const deadline = Date.now() + 10 * 60_000;
  while (upsertTimes(hubspot.requests).size < LEADS && Date.now() < deadline) await delay(250);
  const upserts = upsertTimes(hubspot.requests);
  const latencies = [...submitted]
    .flatMap(([email, at]) => (upserts.has(email) ? [(upserts.get(email) ?? at) - at] : []))
    .sort((a, b) => a - b);
  const calls = hubspot.requests.length;
  const busiest = busiestWindow(
    hubspot.requests.map((r) => r.receivedAt),
    10_000,
  );
  printTable(
    `Event → HubSpot contact upserted (${LEADS} contact forms at ${RATE}/s, local HubSpot server)`,
    ['figure', 'value'],
    [
      ['contacts upserted', `${upserts.size} of ${LEADS}`],
      ['lead.created → contact upserted, p50', `${Math.round(percentile(latencies, 50))} ms`],
      ['lead.created → contact upserted, p99', `${Math.round(percentile(latencies, 99))} ms`],
      ['HubSpot calls per lead (first sync, no company)', (calls / LEADS).toFixed(2)],
      ['most HubSpot calls in any 10 s (limit 100)', String(busiest)],
    ],
  );
}

const cleanups: (() => Promise<void> | void)[] = [];

await runBenchmark(
  async () => {
    const hubspot = await startFakeHubSpotServer({ token: TOKEN });
    cleanups.push(() => hubspot.close());
    const url = await temporaryDatabase('northline_bench_crm', cleanups);
    const env = envSchema.parse({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      LEAD_JUDGE_THREAD: 'off',
      HUBSPOT_ACCESS_TOKEN: TOKEN,
      HUBSPOT_BASE_URL: hubspot.baseUrl,
    });
    const app: FastifyInstance = await buildApp({ env, waitForDatabase: true, logger: false });
    cleanups.push(() => app.close());
    await app.ready();

    // 1. Event → contact upserted (BENCH_CRM_LEADS=0 leaves it out).
    if (LEADS > 0) await eventToUpsert(app, hubspot);

    // 2. The back-fill.
    const sql = app.db.em() as SqlEntityManager;
    const seedStart = Date.now();
    await sql.execute(
      `with "requests" as (
         insert into "contact_request" ("id", "first_name", "last_name", "email", "phone", "company", "employees",
           "source", "submitted_at", "spam")
         select gen_random_uuid(), 'Bea', 'Backfill', 'bench.backfill.' || g || '@gmail.com', '416-555-0142', '',
           '11-50', 'contact', now() - interval '30 days', false
         from generate_series(1, ?) g returning "id", "submitted_at")
       insert into "lead" ("id", "kind", "contact_request_id", "occurred_at", "quality", "spam", "status")
       select gen_random_uuid(), 'contact', r."id", r."submitted_at", 'warm', false, 'new' from "requests" r`,
      [BACKFILL],
    );
    const seededMs = Date.now() - seedStart;
    hubspot.clearRequests();
    const dryStart = Date.now();
    const dry = await backfillCrm(app.db.em(), { dryRun: true, now: () => new Date() });
    const dryMs = Date.now() - dryStart;
    const backfillStart = Date.now();
    const result = await backfillCrm(app.db.em(), { dryRun: false, now: () => new Date() });
    const backfillMs = Date.now() - backfillStart;
    // The running dispatcher plans them as their events commit: until every seeded lead has its sync.
    const countPlanned = async () =>
      Number(
        (
          await sql.execute<{ n: string }[]>(
            `select count(*) as "n" from "delivery" d join "lead" l on l."id" = d."lead_id"
             join "contact_request" c on c."id" = l."contact_request_id"
             where d."channel" = 'crm' and c."email" like 'bench.backfill.%'`,
          )
        )[0]?.n ?? 0,
      );
    await app.alerts.drain();
    while ((await countPlanned()) < result.requested) await delay(50);
    const planMs = Date.now() - backfillStart;
    const planned = await countPlanned();
    app.deliveries.pokeCrm();
    const sampleStart = Date.now();
    await delay(SAMPLE_S * 1000);
    const sampleMs = Date.now() - sampleStart;
    // Only what HubSpot received within the sample: the lane starts sending as the first syncs are planned.
    const sampled = hubspot.requests.filter((r) => r.receivedAt >= sampleStart);
    const sent = upsertTimes(sampled).size;
    const sampleCalls = sampled.length;
    const pace = sampleCalls / (sampleMs / 1000);
    const projected = projectedBackfillMs(BACKFILL);
    printTable(
      `Back-fill of ${BACKFILL} leads (seeded in ${seconds(seededMs)}; the send measured for ${SAMPLE_S} s, the rest projected)`,
      ['figure', 'value'],
      [
        ['dry run: leads found, time', `${dry.found}, ${seconds(dryMs)} (nothing written)`],
        ['back-fill: syncs requested, time', `${result.requested}, ${seconds(backfillMs)}`],
        ['back-fill start → every sync planned by the dispatcher', `${planned}, ${seconds(planMs)}`],
        [`lane: leads sent in ${SAMPLE_S} s, calls a second`, `${sent}, ${pace.toFixed(1)}`],
        [
          'most HubSpot calls in any 10 s (limit 100)',
          String(
            busiestWindow(
              hubspot.requests.map((r) => r.receivedAt),
              10_000,
            ),
          ),
        ],
        [
          `projected send at the measured pace (${(sampleCalls / Math.max(sent, 1)).toFixed(2)} calls a lead)`,
          seconds(((BACKFILL * (sampleCalls / Math.max(sent, 1))) / pace) * 1000),
        ],
        [
          `projected send at the limiter's pace (one call every ${HUBSPOT_MIN_CALL_INTERVAL_MS.toFixed(0)} ms, 1 to 7 calls a lead)`,
          `${seconds(projected.least)} to ${seconds(projected.most)}`,
        ],
        [
          'HubSpot daily limit (250,000 calls) used at 7 calls a lead',
          `${((BACKFILL * 7) / 2500).toFixed(0)} %`,
        ],
      ],
    );
  },
  [],
  cleanups,
);
process.exit(0);
