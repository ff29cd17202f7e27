/**
 * Chat latency benchmark (`pnpm bench:chat` at the repository root). Prints a small table; asserts nothing.
 *
 * 1. Starts the app on an ephemeral port with the built-in engine and a temporary database: a fresh
 *    PostgreSQL database on BENCH_DATABASE_URL / TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432,
 *    dropped afterwards), or an embedded PGlite database in a temporary folder when that server is unreachable
 *    or BENCH_PGLITE=1.
 * 2. Sends BENCH_REQUESTS (default 200) `POST /api/chat` requests over HTTP, one at a time, as conversations of
 *    up to 10 turns (history grows as it does for visitors), and reports p50 / p90 / p99 latency.
 * 3. Starts the local fake OpenAI server (test/chat/fake-openai-server.ts) and measures the time to the first
 *    streamed token BENCH_TTFT_SAMPLES times (default 50) directly against it and through
 *    `POST /api/chat/stream` of a second app configured with OPENAI_API_KEY / OPENAI_BASE_URL pointing at it;
 *    the difference of the medians is what the API adds (session load, storing the visitor message, prompt).
 * 4. First replies under load: BENCH_CONCURRENT_REQUESTS (default 3000: the p99 is then the 30th slowest reply, not
 *    a handful) `POST /api/chat` requests, each the first
 *    message of a fresh session, over {@link FIRST_MESSAGES} (questions, an emergency, a request for a person, a
 *    booking, a French line), at c = 1 and c = 20 from a worker thread through autocannon (bench/chat-load.ts),
 *    beside the engine alone called in-process on the same messages: the difference is what the HTTP and database path adds. The rows
 *    after them split the c = 20 run by message. A second table gives each run's CPU time per reply by where it was
 *    spent (steadier than latency on a shared machine): the server's thread, the load client's, the process's other
 *    threads and PostgreSQL's processes (read from `/proc` when the database runs on this machine); their total is
 *    what a reply costs the machine, whose cores bound the replies a second a closed load of 20
 *    gets. This section runs first, after a warm-up round at c = 20.
 *
 *    On PostgreSQL the same c = 20 load also runs against bench/bare-chat.ts, the floor: a bare Fastify route with
 *    the database work of a question on a fresh session (the session's read, one insert of the session and its two
 *    messages) and nothing else, on the same database, in the same process.
 *
 * BENCH_CONCURRENT_ONLY=1 runs the fourth section alone. The script runs with NODE_ENV=production (package.json),
 * as the server does: dependencies that read it when they load run their development code otherwise, and the
 * server's thread spent 1.3-1.5 ms a reply at c = 20 without it against 0.9-1.0 ms with it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { createSessionId, SESSION_TOKEN_HEADER } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Env, envSchema } from '../src/env.ts';
import { startFakeOpenAIServer, textReply } from '../test/chat/fake-openai-server.ts';
import { startBareChat } from './bare-chat.ts';
import type { ChatLoad, ChatLoadResult } from './chat-load.ts';
import { ADMIN_URL, adminQuery, percentile, printTable } from './support.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const TTFT_SAMPLES = Number(process.env.BENCH_TTFT_SAMPLES ?? 50);
const TURNS_PER_SESSION = 10;
const CONCURRENT_REQUESTS = Number(process.env.BENCH_CONCURRENT_REQUESTS ?? 3000);
const CONCURRENT_ONLY = process.env.BENCH_CONCURRENT_ONLY === '1';
/** The concurrencies of the first-reply section: one visitor at a time for reference, and twenty at once. */
const CONCURRENCIES = [1, 20] as const;

/** Realistic visitor messages, cycled through each conversation. */
const MESSAGES = [
  'Hi, we are a 25-person accounting firm in Mississauga',
  'Our file server keeps going down and nobody can work',
  'How much is managed IT per user?',
  'Do you help with PIPEDA compliance?',
  'We also worry about ransomware',
  'How fast can someone come on site?',
  'Can you move us to Microsoft 365?',
  'What does the free assessment include?',
  'We use QuickBooks and a shared drive',
  'Thanks, that helps',
];

/**
 * First messages of fresh sessions, cycled through by the concurrent section: questions, an emergency (a lead and
 * its urgent notifications), a request for a person (a hand-off), a booking request and a French line.
 */
const FIRST_MESSAGES = [
  'How much is managed IT per user?',
  "Ransomware, our files are encrypted, we can't work",
  'Do you help with PIPEDA compliance?',
  'Can I talk to a person?',
  'Our file server keeps going down and nobody can work',
  'Can we book a meeting next week to talk about our network?',
  'Bonjour, notre serveur est en panne et nous avons besoin d’aide',
  'Can you move us to Microsoft 365?',
];

interface TemporaryDatabase {
  env: { DATABASE_URL: string } | { PGLITE_DIR: string };
  /** The PostgreSQL database's URL; undefined for PGlite. */
  url?: string | undefined;
  label: string;
  drop: () => Promise<void>;
}

/** A fresh PostgreSQL database, or a PGlite folder when PostgreSQL is unreachable (or BENCH_PGLITE=1). */
async function temporaryDatabase(): Promise<TemporaryDatabase> {
  if (process.env.BENCH_PGLITE !== '1') {
    const name = `northline_bench_${randomBytes(4).toString('hex')}`;
    try {
      await adminQuery(`create database "${name}"`, 2000);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString() },
        url: url.toString(),
        label: `PostgreSQL (${url.host}, temporary database)`,
        drop: () => adminQuery(`drop database if exists "${name}" with (force)`, 2000),
      };
    } catch {
      // fall through to PGlite
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'northline-chat-bench-'));
  return {
    env: { PGLITE_DIR: dir },
    label: 'PGlite (embedded, temporary folder)',
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/**
 * The bench's settings, parsed by the server's schema (defaults for the rest): production on PostgreSQL (as the
 * server runs; PGlite is development's database), the database, no built site or widget build, silent logs, and
 * the fake model when given. It measures speed, not the abuse limits: none of them may throttle it.
 */
function env(database: TemporaryDatabase, openai?: { baseURL: string }): Env {
  return envSchema.parse({
    ...database.env,
    NODE_ENV: database.url ? 'production' : 'development',
    SITE_URL: 'http://127.0.0.1',
    SITE_DIR: join(tmpdir(), 'northline-no-site'),
    EMBED_DIR: join(tmpdir(), 'northline-no-embed'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: 1_000_000,
    CHAT_RATE_LIMIT_MAX: 1_000_000,
    CHAT_SESSION_MESSAGES_PER_MINUTE: 1_000_000,
    MODEL_MAX_CONCURRENCY: 1_000,
    MODEL_DAILY_TURNS: 1_000_000,
    MODEL_VISITOR_DAILY_CALLS: 1_000_000,
    HANDOFF_REQUESTS_PER_HOUR: 100_000,
    OPENAI_API_KEY: openai ? 'bench-key' : undefined,
    OPENAI_BASE_URL: openai?.baseURL ?? 'http://127.0.0.1:9/v1',
    OPENAI_MODEL: 'fake-model',
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length);
  return {
    n: samples.length,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    mean,
  };
}

/** Reads a streamed response until `isFirst` is true of the text so far; returns ms since `started`. */
async function timeToFirst(response: Response, started: number, isFirst: (text: string) => boolean) {
  if (!response.body) throw new Error('no body');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let first = Number.NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && isFirst(text)) first = performance.now() - started;
  }
  if (Number.isNaN(first)) throw new Error(`no token in: ${text.slice(0, 200)}`);
  return first;
}

/** The headers of a chat request of a session: its token (decision 012), signed by the app's own key. */
function sessionHeaders(app: FastifyInstance, sessionId: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    [SESSION_TOKEN_HEADER]: app.sessionTokens.tokenFor(sessionId),
  };
}

async function chatLatencies(app: FastifyInstance, base: string): Promise<number[]> {
  const latencies: number[] = [];
  let sessionId = createSessionId('bench');
  for (let index = 0; index < REQUESTS; index++) {
    const turn = index % TURNS_PER_SESSION;
    if (turn === 0) sessionId = createSessionId('bench');
    const started = performance.now();
    const response = await fetch(`${base}/api/chat`, {
      method: 'POST',
      headers: sessionHeaders(app, sessionId),
      body: JSON.stringify({ message: MESSAGES[turn], sessionId }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`POST /api/chat answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/**
 * Milliseconds of CPU per first reply of one run of the concurrent section, by where it was spent: the server's
 * thread (the app's or the floor's: the main thread runs only the server meanwhile), the load client's thread
 * (bench/chat-load.ts), the process's other threads (the collector's helpers, the thread pool), and PostgreSQL
 * (every process of this machine named `postgres`: the run's backends and the server's writers; null when
 * `/proc` cannot be read or the database is elsewhere). Their sum is what one reply costs the machine.
 */
interface CpuSplit {
  server: number;
  client: number;
  otherThreads: number;
  postgres: number | null;
}

/** The CPU split of each measured run, by its row's label (the latest run of each). */
const cpuPerReply = new Map<string, CpuSplit>();

/** Linux's clock ticks a second in `/proc/<pid>/stat` (USER_HZ, 100 on every architecture Node runs on). */
const USER_HZ = 100;

/**
 * The CPU time (user and system, in ms) of every process of this machine named `postgres`, from `/proc`; null
 * when `/proc` cannot be read (another system) or PostgreSQL runs elsewhere (no such process).
 */
function postgresCpuMs(): number | null {
  let ticks = 0;
  let found = false;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      ticks += Number(fields[11]) + Number(fields[12]);
      found = true;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return found ? (ticks * 1000) / USER_HZ : null;
}

/**
 * Latencies of `requests` first messages on fresh sessions, `concurrency` at a time, sent by a worker thread
 * (bench/chat-load.ts). With `cpuLabel`, the run's {@link CpuSplit} is kept under it.
 */
async function firstReplyLatencies(
  app: FastifyInstance,
  base: string,
  requests: number,
  concurrency: number,
  cpuLabel?: string,
): Promise<number[]> {
  const load: ChatLoad = {
    base,
    concurrency,
    requests: Array.from({ length: requests }, (_, index) => {
      const sessionId = createSessionId('bench');
      return {
        body: JSON.stringify({ message: FIRST_MESSAGES[index % FIRST_MESSAGES.length], sessionId }),
        token: app.sessionTokens.tokenFor(sessionId),
      };
    }),
  };
  const worker = new Worker(new URL('./chat-load.ts', import.meta.url), { workerData: load });
  const threadBefore = process.threadCpuUsage();
  const processBefore = process.cpuUsage();
  const postgresBefore = postgresCpuMs();
  return new Promise<number[]>((resolve, reject) => {
    worker.once('message', ({ latencies, cpuMs }: ChatLoadResult) => {
      const thread = process.threadCpuUsage(threadBefore);
      const all = process.cpuUsage(processBefore);
      const postgresAfter = postgresCpuMs();
      if (cpuLabel !== undefined) {
        const server = (thread.user + thread.system) / 1000;
        cpuPerReply.set(cpuLabel, {
          server: server / requests,
          client: cpuMs / requests,
          otherThreads: Math.max(0, (all.user + all.system) / 1000 - server - cpuMs) / requests,
          postgres:
            postgresBefore === null || postgresAfter === null
              ? null
              : (postgresAfter - postgresBefore) / requests,
        });
      }
      resolve(latencies);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load worker exited with ${code}`));
    });
  });
}

/** Latencies of the app's engine alone answering {@link FIRST_MESSAGES} as first messages, in-process, in turn. */
async function engineLatencies(app: FastifyInstance, requests: number): Promise<number[]> {
  const latencies: number[] = [];
  for (let index = 0; index < requests; index++) {
    const started = performance.now();
    await app.assistant.chat.reply({
      message: FIRST_MESSAGES[index % FIRST_MESSAGES.length] as string,
      history: [],
      visitorInfo: {},
      leadQuality: 'cold',
      interestedServices: [],
    });
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/**
 * Time to the first streamed token directly against the fake model and through `POST /api/chat/stream` of a second
 * app configured with it, alternating, after five unmeasured rounds. The app joins `apps` (closed by the caller).
 */
async function firstTokenLatencies(
  database: TemporaryDatabase,
  fakeBaseURL: string,
  apps: FastifyInstance[],
) {
  const withModel = await buildApp({
    env: env(database, { baseURL: fakeBaseURL }),
    logger: false,
    waitForDatabase: true,
  });
  apps.push(withModel);
  const modelBase = await listen(withModel);
  const direct: number[] = [];
  const throughApi: number[] = [];
  for (let index = 0; index < TTFT_SAMPLES + 5; index++) {
    const measured = index >= 5; // the first rounds warm up
    let started = performance.now();
    const directResponse = await fetch(`${fakeBaseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
      body: JSON.stringify({
        model: 'fake-model',
        stream: true,
        messages: [{ role: 'user', content: 'Do you support accounting firms?' }],
      }),
    });
    const directTtft = await timeToFirst(directResponse, started, (text) => /"content":"[^"]/.test(text));
    if (measured) direct.push(directTtft);

    started = performance.now();
    const ttftSession = createSessionId('bench-ttft');
    const apiResponse = await fetch(`${modelBase}/api/chat/stream`, {
      method: 'POST',
      headers: sessionHeaders(withModel, ttftSession),
      body: JSON.stringify({ message: 'Do you support accounting firms?', sessionId: ttftSession }),
    });
    if (apiResponse.status !== 200) throw new Error(`POST /api/chat/stream answered ${apiResponse.status}`);
    const apiTtft = await timeToFirst(apiResponse, started, (text) => text.includes('event: token'));
    if (measured) throughApi.push(apiTtft);
  }
  return { direct: summary(direct), throughApi: summary(throughApi) };
}

async function main(): Promise<void> {
  const database = await temporaryDatabase();
  const fake = await startFakeOpenAIServer({
    defaultReply: textReply(
      'Thanks for reaching out. We support accounting firms across the GTA; how many people work at yours?',
      { chunkSize: 8 },
    ),
  });
  const apps: FastifyInstance[] = [];
  try {
    const builtin = await buildApp({
      env: env(database),
      logger: false,
      waitForDatabase: true,
    });
    apps.push(builtin);
    const builtinBase = await listen(builtin);
    // Warm-up (JIT, connection pool), not measured.
    for (let index = 0; index < 10; index++) {
      const sessionId = createSessionId('warmup');
      await fetch(`${builtinBase}/api/chat`, {
        method: 'POST',
        headers: sessionHeaders(builtin, sessionId),
        body: JSON.stringify({ message: 'Hello', sessionId }),
      }).then((response) => response.arrayBuffer());
    }
    // The first-reply section: a warm-up round at c = 20, then each concurrency, then the engine alone.
    await firstReplyLatencies(builtin, builtinBase, Math.min(200, CONCURRENT_REQUESTS), 20);
    const firstReplies: [string, ReturnType<typeof summary>][] = [];
    const byMessage: [string, ReturnType<typeof summary>][] = [];
    for (const concurrency of CONCURRENCIES) {
      const label = `first reply, POST /api/chat, c = ${concurrency}`;
      const latencies = await firstReplyLatencies(
        builtin,
        builtinBase,
        CONCURRENT_REQUESTS,
        concurrency,
        label,
      );
      firstReplies.push([label, summary(latencies)]);
      if (concurrency === CONCURRENCIES.at(-1)) {
        for (const [m, message] of FIRST_MESSAGES.entries()) {
          const ofMessage = latencies.filter((_, index) => index % FIRST_MESSAGES.length === m);
          byMessage.push([`  c = ${concurrency}: ${message.slice(0, 40)}`, summary(ofMessage)]);
        }
      }
    }
    if (database.url) {
      const floor = await startBareChat(database.url);
      try {
        const concurrency = CONCURRENCIES.at(-1) ?? 20;
        await firstReplyLatencies(builtin, floor.base, Math.min(200, CONCURRENT_REQUESTS), concurrency);
        const label = `the floor (bench/bare-chat.ts), c = ${concurrency}`;
        const latencies = await firstReplyLatencies(
          builtin,
          floor.base,
          CONCURRENT_REQUESTS,
          concurrency,
          label,
        );
        firstReplies.push([label, summary(latencies)]);
      } finally {
        await floor.close();
      }
    }
    await engineLatencies(builtin, 200);
    firstReplies.push([
      'first reply, the engine alone (in-process)',
      summary(await engineLatencies(builtin, CONCURRENT_REQUESTS)),
    ]);

    const chat = CONCURRENT_ONLY ? undefined : summary(await chatLatencies(builtin, builtinBase));
    const firstToken = CONCURRENT_ONLY ? undefined : await firstTokenLatencies(database, fake.baseURL, apps);

    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const header = ['measurement', 'n', 'p50', 'p90', 'p99', 'mean'];
    const row = (label: string, stats: ReturnType<typeof summary>) => [
      label,
      String(stats.n),
      ms(stats.p50),
      ms(stats.p90),
      ms(stats.p99),
      ms(stats.mean),
    ];
    const rows = [
      ...(chat ? [row('POST /api/chat (built-in engine)', chat)] : []),
      ...(firstToken
        ? [
            row('first token, fake OpenAI server direct', firstToken.direct),
            row('first token, POST /api/chat/stream', firstToken.throughApi),
          ]
        : []),
      ...firstReplies.map(([label, stats]) => row(label, stats)),
      ...byMessage.map(([label, stats]) => row(label, stats)),
    ];
    const widths = header.map((_, column) =>
      Math.max(...[header, ...rows].map((cells) => cells[column]?.length ?? 0)),
    );
    const line = (cells: string[]) =>
      `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`;
    console.log(`\nChat benchmark, ${new Date().toISOString()}, Node ${process.version}, ${database.label}`);
    if (chat)
      console.log(`${REQUESTS} sequential chat requests (conversations of ${TURNS_PER_SESSION} turns)`);
    console.log(
      `${CONCURRENT_REQUESTS} first replies on fresh sessions per concurrency (${FIRST_MESSAGES.length} messages in turn)\n`,
    );
    console.log(line(header));
    console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
    for (const cells of rows) console.log(line(cells));
    const cpuMs = (value: number) => `${value.toFixed(2)} ms`;
    printTable(
      'CPU per first reply, by where it went:',
      ['run', 'server thread', 'load client', 'other threads', 'PostgreSQL', 'total'],
      [...cpuPerReply].map(([label, cpu]) => [
        label,
        cpuMs(cpu.server),
        cpuMs(cpu.client),
        cpuMs(cpu.otherThreads),
        cpu.postgres === null ? 'n/a' : cpuMs(cpu.postgres),
        cpuMs(cpu.server + cpu.client + cpu.otherThreads + (cpu.postgres ?? 0)),
      ]),
    );
    if (firstToken)
      console.log(
        `\nLatency the API adds to the first streamed token (p50 through the API - p50 direct): ${ms(firstToken.throughApi.p50 - firstToken.direct.p50)}`,
      );
  } finally {
    for (const app of apps) await app.close();
    await fake.close();
    await database.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
