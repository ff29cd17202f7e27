/**
 * Fault benchmark (`pnpm bench:faults` at the repository root). Prints what happened; asserts nothing.
 *
 * 1. Creates a throwaway PostgreSQL cluster in a temporary folder (`initdb` and `pg_ctl` of
 *    BENCH_PG_BIN, default /usr/lib/postgresql/15/bin) listening on 127.0.0.1:BENCH_PG_PORT (default 55432) with its
 *    socket in that folder. It never touches the machine's own server on 5432. As root, the PostgreSQL programs run
 *    as the `postgres` user (`runuser`), since initdb refuses root; the folder is handed to that user.
 * 2. Starts the API (`node src/server.ts`, a child process, NODE_ENV=production) on that cluster.
 * 3. Sends leads to `POST /api/contact` from BENCH_CONCURRENCY (20) workers for at most BENCH_DURATION_MS (20 s),
 *    each lead with a unique email and its own `Idempotency-Key`; a lead answered with a network error or 503 is
 *    retried with the same key (up to 3 attempts, 250 ms apart), as the site's form does.
 * 4. Mid-run: at 25 % of the time stops the cluster with `pg_ctl stop -m immediate` (a crash: no checkpoint, no
 *    goodbye to clients), at 40 % starts it again, at 70 % sends the API SIGTERM. The load ends when the API has
 *    exited or the time is up.
 * 5. Prints the answers by status, the leads acknowledged (201) against those stored (read from the cluster), the
 *    acknowledged leads missing (lost: must be 0), leads stored twice (must be 0), stored leads whose client saw
 *    no 201 (the database committed, the answer was lost: a retry with the key would be replayed), and how the
 *    API shut down. Then stops and deletes the cluster.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Cluster, count, PG_BIN, query } from './postgres-cluster.ts';

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55432);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 20_000);
const SHUTDOWN_TIMEOUT_MS = Number(process.env.BENCH_SHUTDOWN_TIMEOUT_MS ?? 10_000);
const MAX_ATTEMPTS = 3;
const RETRY_DELAY_MS = 250;
const REQUEST_TIMEOUT_MS = 15_000;
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const DATABASE = 'northline_faults';

/** Starts the API on the cluster; resolves with its base URL once it listens. */
async function startApi(
  databaseUrl: string,
): Promise<{ child: ChildProcess; base: string; log: () => string }> {
  const child = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SITE_URL: 'http://127.0.0.1',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '1000000',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const port = await new Promise<number>((resolve, reject) => {
    const check = () => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}: ${output.slice(-2000)}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, log: () => output };
}

/** What happened to one lead: the status of each attempt (a number, or the name of a network error). */
interface LeadOutcome {
  email: string;
  attempts: (number | string)[];
  acknowledged: boolean;
}

async function sendLead(base: string, index: number): Promise<LeadOutcome> {
  const email = `bench-faults-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const key = randomUUID();
  const body = JSON.stringify({
    firstName: 'Bench',
    lastName: `Lead ${index}`,
    email,
    phone: '(416) 555-0100',
    company: 'Fault Bench Inc.',
    employees: '11-50',
    message: 'A lead sent by pnpm bench:faults.',
    source: 'Fault bench',
  });
  const outcome: LeadOutcome = { email, attempts: [], acknowledged: false };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      outcome.attempts.push(response.status);
      if (response.status === 201) {
        outcome.acknowledged = true;
        return outcome;
      }
      if (response.status !== 503) return outcome;
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      outcome.attempts.push(cause?.code ?? (error as Error).name);
    }
    await delay(RETRY_DELAY_MS);
  }
  return outcome;
}

async function main(): Promise<void> {
  const cluster = new Cluster(PG_PORT, DATABASE, 'northline-faults-');
  let api: ChildProcess | undefined;
  const events: string[] = [];
  let loadStarted = performance.now();
  const at = () => `${((performance.now() - loadStarted) / 1000).toFixed(1)} s`;
  try {
    cluster.init();
    cluster.start();
    await cluster.createDatabase();
    const server = await startApi(cluster.url);
    api = server.child;
    let apiExit: { code: number | null; afterSigtermMs: number } | undefined;
    let sigtermAt = 0;
    const exited = new Promise<void>((resolve) => {
      server.child.once('exit', (code) => {
        apiExit = { code, afterSigtermMs: sigtermAt ? performance.now() - sigtermAt : Number.NaN };
        events.push(`${at()} API exited with code ${code}`);
        resolve();
      });
    });

    loadStarted = performance.now();
    events.push(`${at()} load starts`);
    const deadline = loadStarted + DURATION_MS;
    const outcomes: LeadOutcome[] = [];
    let next = 0;
    const running = () => performance.now() < deadline && apiExit === undefined;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (running()) outcomes.push(await sendLead(server.base, next++));
    });

    const faults = (async () => {
      await delay(DURATION_MS * 0.25);
      events.push(`${at()} pg_ctl stop -m immediate`);
      cluster.stop('immediate');
      await delay(DURATION_MS * 0.15);
      events.push(`${at()} pg_ctl start`);
      cluster.start();
      events.push(`${at()} cluster accepting connections`);
      await delay(DURATION_MS * 0.3);
      events.push(`${at()} SIGTERM to the API`);
      sigtermAt = performance.now();
      server.child.kill('SIGTERM');
    })();

    await Promise.all([...workers, faults]);
    await Promise.race([exited, delay(SHUTDOWN_TIMEOUT_MS + 5000)]);
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const stored = await query<{ email: string; copies: number }>(
      cluster.url,
      `select email, count(*)::int as copies from contact_request where email like 'bench-faults-%' group by email`,
    );
    const storedEmails = new Set(stored.map((row) => row.email));
    const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
    const lost = acknowledged.filter((outcome) => !storedEmails.has(outcome.email));
    const duplicated = stored.filter((row) => row.copies > 1);
    const unacknowledgedStored = outcomes.filter(
      (outcome) => !outcome.acknowledged && storedEmails.has(outcome.email),
    );
    const allAttempts = outcomes.flatMap((outcome) => outcome.attempts.map(String));
    const retried = outcomes.filter((outcome) => outcome.attempts.length > 1);

    console.log(`\nFault benchmark, ${new Date().toISOString()}, Node ${process.version}`);
    console.log(
      `PostgreSQL cluster on 127.0.0.1:${PG_PORT} (${PG_BIN}); ${CONCURRENCY} concurrent clients, ` +
        `${(DURATION_MS / 1000).toFixed(0)} s at most (ran ${loadSeconds.toFixed(1)} s)\n`,
    );
    console.log('Timeline:');
    for (const event of events) console.log(`  ${event}`);
    console.log('\nAnswers (every attempt):');
    for (const [status, times] of count(allAttempts)) console.log(`  ${String(status).padEnd(14)} ${times}`);
    const rows: [string, number | string][] = [
      ['leads sent', outcomes.length],
      ['leads retried (same Idempotency-Key)', retried.length],
      ['acknowledged (201)', acknowledged.length],
      ['stored (rows in contact_request)', stored.reduce((sum, row) => sum + row.copies, 0)],
      ['acknowledged but not stored (lost)', lost.length],
      ['stored more than once', duplicated.length],
      ['stored, client saw no 201', unacknowledgedStored.length],
      ['not acknowledged, not stored', outcomes.length - acknowledged.length - unacknowledgedStored.length],
      [
        'API exit after SIGTERM',
        apiExit
          ? `code ${apiExit.code} after ${(apiExit.afterSigtermMs / 1000).toFixed(2)} s (deadline ${SHUTDOWN_TIMEOUT_MS / 1000} s)`
          : 'still running',
      ],
    ];
    console.log('\nLeads:');
    for (const [label, value] of rows) console.log(`  ${label.padEnd(40)} ${value}`);
    const apiErrors = server
      .log()
      .split('\n')
      .filter((line) => line.includes('"level":50') || line.includes('"level":60'));
    const messages = count(apiErrors.map((line) => /"msg":"([^"]*)"/.exec(line)?.[1] ?? 'unknown'));
    console.log('\nAPI error log lines:');
    for (const [message, times] of messages) console.log(`  ${message.padEnd(40)} ${times}`);
  } finally {
    if (api && api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
    cluster.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
