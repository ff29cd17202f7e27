/**
 * `pnpm bench:compare <revision>...`: the lead endpoint (`POST /api/contact`) of this checkout and of earlier
 * revisions, side by side with the bare baseline, in one run on one PostgreSQL. Prints a table; asserts nothing.
 *
 * `pnpm bench:api` compares one tree with its baseline, and on a shared 2-core machine its baseline moves by a
 * third between runs, so two trees measured in two runs do not compare. Here every tree's API server runs at once,
 * each on a temporary database of its own, and the load goes to one at a time in short rounds, the order reversed
 * each cycle, beside bench/bare-contact.ts (this checkout's, on this checkout's database): a slow minute of the
 * machine slows every tree alike. Two figures compare: the ratio of a tree's mean leads/s to the baseline's, and
 * the median of its per-cycle ratios (less moved by one odd round). Differences under about 0.04× are within this
 * machine's noise at the default 12 cycles.
 *
 * Each revision is checked out into a temporary git worktree and installed with `pnpm install --frozen-lockfile`
 * (from the store: seconds); the worktrees and databases are removed at the end. The servers run as
 * `pnpm bench:api` runs the app (production, log level warn, limits raised so nothing is throttled), without the
 * built site. The body, the 50 connections and the server settings are `pnpm bench:api`'s (bench/support.ts).
 *
 * Settings: BENCH_SECONDS (per round, default 4), BENCH_CYCLES (default 12), BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (admin URL of the PostgreSQL server).
 *
 * @example pnpm bench:compare fad341f 04b131e
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  BENCH_LEAD,
  benchServerSettings,
  freePort,
  printTable,
  runBenchmark,
  temporaryDatabase,
  waitForServer,
} from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 12);
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const REPO_DIR = fileURLToPath(new URL('../../..', import.meta.url));

/** One server under load: its name in the table and its URL. */
interface Target {
  name: string;
  url: string;
}

/** One round's figures: leads per second (mean over the round), p99 in ms, errors and non-2xx answers. */
interface Figures {
  rps: number;
  p99: number;
  errors: number;
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

/** Runs a command to its end, its output shown only when it fails. */
function run(command: string, args: string[], cwd: string): void {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stdout}${result.stderr}`);
  }
}

/** Starts a Node script in `cwd` with the given settings over the environment's. */
function start(script: string, cwd: string, settings: Record<string, string>): void {
  const child = spawn(process.execPath, [script], {
    cwd,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
}

/** Starts the API server of the tree whose `apps/api` is `apiDir`, on a database of its own. */
async function startApi(apiDir: string): Promise<{ url: string; databaseUrl: string }> {
  const databaseUrl = await temporaryDatabase('northline_bench_compare', cleanups);
  const port = await freePort();
  start('src/server.ts', apiDir, {
    ...benchServerSettings(port, databaseUrl, randomBytes(32).toString('hex')),
    SITE_DIR: join(tmpdir(), 'northline-bench-compare-no-site'),
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForServer(`${url}/readyz`);
  return { url, databaseUrl };
}

/** One round of `POST /api/contact` on a target. */
async function round(target: Target, seconds: number): Promise<Figures> {
  const result = await autocannon({
    url: `${target.url}/api/contact`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: BENCH_LEAD,
    connections: 50,
    duration: seconds,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const mean = (values: readonly number[]): number =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

async function main(): Promise<void> {
  const revisions = process.argv.slice(2);
  if (revisions.length === 0) {
    console.error(
      'usage: pnpm bench:compare <revision>... (each compared with this checkout and the baseline)',
    );
    process.exitCode = 2;
    return;
  }
  const targets: Target[] = [];
  const worktrees = mkdtempSync(join(tmpdir(), 'northline-bench-compare-'));
  cleanups.push(() => rmSync(worktrees, { recursive: true, force: true }));
  for (const revision of revisions) {
    const dir = join(worktrees, revision.replace(/[^\w.-]/g, '_'));
    console.log(`bench:compare: checking out and installing ${revision}`);
    run('git', ['worktree', 'add', '--detach', dir, revision], REPO_DIR);
    cleanups.push(() => run('git', ['worktree', 'remove', '--force', dir], REPO_DIR));
    run('pnpm', ['install', '--frozen-lockfile'], dir);
    targets.push({ name: revision, url: (await startApi(join(dir, 'apps/api'))).url });
  }
  const here = await startApi(API_DIR);
  targets.push({ name: 'this checkout', url: here.url });
  const barePort = await freePort();
  start('bench/bare-contact.ts', API_DIR, { PORT: String(barePort), DATABASE_URL: here.databaseUrl });
  const bare: Target = { name: 'bare Fastify + pg (baseline)', url: `http://127.0.0.1:${barePort}` };
  await waitForServer(`${bare.url}/`, true);
  const all = [...targets, bare];

  for (const target of all) await round(target, 5); // warm-up: JIT, pools, caches
  const figures = new Map<Target, Figures[]>(all.map((target) => [target, []]));
  for (let cycle = 0; cycle < CYCLES; cycle++) {
    for (const target of cycle % 2 === 0 ? all : [...all].reverse()) {
      figures.get(target)?.push(await round(target, SECONDS));
    }
    console.log(
      `cycle ${cycle + 1}/${CYCLES}: ${all.map((t) => `${Math.round(figures.get(t)?.at(-1)?.rps ?? 0)}`).join(' / ')} leads/s`,
    );
  }

  const baseline = figures.get(bare) ?? [];
  const rows = all.map((target) => {
    const rounds = figures.get(target) ?? [];
    const ratios = rounds.map((r, i) => r.rps / (baseline[i]?.rps ?? Number.NaN));
    return [
      target.name,
      Math.round(mean(rounds.map((r) => r.rps))).toLocaleString('en-CA'),
      target === bare
        ? ''
        : `${(mean(rounds.map((r) => r.rps)) / mean(baseline.map((r) => r.rps))).toFixed(3)}×`,
      target === bare ? '' : `${median(ratios).toFixed(3)}×`,
      `${median(rounds.map((r) => r.p99))} ms`,
      String(rounds.reduce((sum, r) => sum + r.errors, 0)),
    ];
  });
  printTable(
    `bench:compare ${new Date().toISOString().slice(0, 10)}: ${CYCLES} cycles of ${SECONDS} s rounds, order reversed each cycle; a cycle ratio is a round's leads/s over the baseline's in the same cycle`,
    [
      'POST /api/contact',
      'leads/s (mean)',
      'ratio of the means',
      'median of the cycle ratios',
      'p99 (median)',
      'errors',
    ],
    rows,
  );
}

await runBenchmark(main, children, cleanups);
