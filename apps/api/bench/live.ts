/**
 * Live hand-off benchmark (the API part of `pnpm bench:live` at the repository root; apps/site/bench/widget-open.ts
 * is the browser part). Prints tables, each figure beside a baseline measured in the same run; asserts nothing.
 *
 * Two API instances (bench/live-instance.ts: `src/server.ts` plus memory and event-loop figures over IPC), a and b,
 * on one temporary PostgreSQL database (created on BENCH_DATABASE_URL / TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432, dropped afterwards), sharing their token secrets. A staff account is made
 * with the real command line (src/cli/user-create.ts) and signed in with `staff.auth.signIn`. The visitor of a
 * conversation (parts 1 and 3) starts a session (`POST /api/sessions`), says hello (`POST /api/chat`), asks for a
 * person (`POST /api/chat/{sessionId}/handoff`; outside business hours the chat still waits, with `live: false`),
 * and is claimed (`staff.live.claim`). Then:
 *
 * 1. Reply latency: BENCH_MESSAGES (default 50) consultant messages, one at a time, from the `staff.live.send`
 *    call to the `message` event on the visitor's stream (`GET /api/chat/{sessionId}/events`): p50 / p95 / max,
 *    with visitor and consultant on instance a, then the visitor on a and the consultant on b. Baseline: the
 *    `staff.live.send` call's own round trip. Targets: p95 ≤ 500 ms on one instance, ≤ 1 s across two.
 * 2. Idle streams: BENCH_STREAMS (default 1000) visitor streams open at once on instance a, doing nothing; the
 *    instance's RSS and V8 heap (after a full GC) and its event-loop delay (p50 / p99 over BENCH_IDLE_MS, default
 *    5000 ms, beyond the histogram's 10 ms sampling interval) with the streams open, beside the same figures
 *    without them; the difference divided by the streams is the memory of one stream (RSS moves in pages and
 *    varies from run to run; the heap figure is the steadier one).
 * 3. Reconnect: the consultant (on b) sends BENCH_RECONNECT_MESSAGES (default 40) messages 50 ms apart while the
 *    visitor's stream (on a) is cut BENCH_CUTS times (default 3) and reconnects 300 ms later with `Last-Event-ID`:
 *    messages lost and received twice (both must be 0), beside the same conversation without cuts.
 *
 * Each visitor appears from an address of its own (X-Forwarded-For, TRUST_PROXY=127.0.0.1), so the per-address
 * limits see 1,000 visitors, not one.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Consultant, messageOf, type SseStream, Visitor } from './live-clients.ts';
import type { InstanceStats } from './live-instance.ts';
import { ADMIN_URL, adminQuery, freePort, percentile } from './support.ts';

const MESSAGES = Math.max(1, Number(process.env.BENCH_MESSAGES ?? 50));
const STREAMS = Math.max(1, Number(process.env.BENCH_STREAMS ?? 1000));
const IDLE_MS = Math.max(500, Number(process.env.BENCH_IDLE_MS ?? 5000));
const RECONNECT_MESSAGES = Math.max(2, Number(process.env.BENCH_RECONNECT_MESSAGES ?? 40));
const CUTS = Math.max(1, Number(process.env.BENCH_CUTS ?? 3));
const SEND_INTERVAL_MS = 50;
const OFFLINE_MS = 300;
/** Streams opened at once while filling up to {@link STREAMS}. */
const OPEN_BATCH = 50;
const INSTANCE = fileURLToPath(new URL('./live-instance.ts', import.meta.url));

/** A distinct client address for visitor `index` (named in X-Forwarded-For). */
function visitorIp(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** A forked instance: its name, base URL and process, and every line it wrote. */
interface Instance {
  name: string;
  base: string;
  child: ChildProcess;
  output: string;
}

async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = fork(INSTANCE, [], {
    env: { ...process.env, ...env, PORT: String(port) },
    execArgv: [...process.execArgv, '--expose-gc'],
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const instance: Instance = { name, base: `http://127.0.0.1:${port}`, child, output: '' };
  const append = (chunk: unknown) => {
    instance.output += String(chunk);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API ${name} exited: ${instance.output.slice(-2000)}`);
    const ready = await fetch(`${instance.base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return instance;
    await delay(250);
  }
  throw new Error(`API ${name} did not become ready: ${instance.output.slice(-2000)}`);
}

/** The instance's memory after a full GC and its event-loop delay since the previous call. */
function stats(instance: Instance): Promise<InstanceStats> {
  return new Promise((resolve) => {
    instance.child.once('message', (message) => resolve(message as InstanceStats));
    instance.child.send('stats');
  });
}

/** `p50 / p95 / max` of some milliseconds. */
function spread(samples: number[]): string[] {
  const sorted = [...samples].sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    String(samples.length),
    ms(percentile(sorted, 50)),
    ms(percentile(sorted, 95)),
    ms(sorted.at(-1) ?? Number.NaN),
  ];
}

/** Prints a table with a header row, columns padded to their widest cell. */
function table(header: string[], rows: string[][]): void {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((cells) => cells[column]?.length ?? 0)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cells of rows) console.log(line(cells));
}

let visitors = 0;

/**
 * A visitor on `visitorBase` whose chat a consultant on `staffBase` has claimed, with its stream open; resolves
 * with the hand-off state the visitor's request got (the claim fails, and says so, when there was no hand-off).
 */
async function liveConversation(
  visitorBase: string,
  staffBase: string,
  consultant: Consultant,
): Promise<{ visitor: Visitor; stream: SseStream; requested: string }> {
  const visitor = await Visitor.start(visitorBase, visitorIp(++visitors));
  await visitor.say(visitorBase, 'Hello, our office server is down and 20 people cannot work.');
  const requested = await visitor.askForPerson(visitorBase);
  try {
    await consultant.claim(staffBase, visitor.sessionId);
  } catch (error) {
    throw new Error(
      `the hand-off request answered "${requested}" and the claim failed: ${(error as Error).message}`,
    );
  }
  const stream = visitor.stream(visitorBase);
  await stream.open();
  return { visitor, stream, requested };
}

/** Part 1: each consultant message's time from the send call to the visitor's event, and the call's own time. */
async function replyLatency(
  visitorBase: string,
  staffBase: string,
  consultant: Consultant,
): Promise<{ delivered: number[]; call: number[] }> {
  const { visitor, stream } = await liveConversation(visitorBase, staffBase, consultant);
  const delivered: number[] = [];
  const call: number[] = [];
  try {
    const warmUp = 3;
    for (let index = 0; index < warmUp + MESSAGES; index++) {
      const text = `Reply ${index} ${randomBytes(4).toString('hex')}: a technician can be there this afternoon.`;
      const arrived = stream.next((event) => messageOf(event)?.content === text);
      const started = performance.now();
      await consultant.send(staffBase, visitor.sessionId, text);
      const answered = performance.now();
      const event = await arrived;
      if (index >= warmUp) {
        delivered.push(event.at - started);
        call.push(answered - started);
      }
    }
  } finally {
    stream.close();
  }
  return { delivered, call };
}

/** Part 3: the consultant's messages while the stream is cut `cuts` times; lost and doubled messages. */
async function reconnect(
  visitorBase: string,
  staffBase: string,
  consultant: Consultant,
  cuts: number,
): Promise<{
  sent: number;
  received: number;
  lost: number;
  doubled: number;
  doubledEvents: number;
  drops: number;
}> {
  const { visitor, stream } = await liveConversation(visitorBase, staffBase, consultant);
  const mark = `run-${randomBytes(3).toString('hex')}`;
  const sent: string[] = [];
  const sending = (async () => {
    for (let index = 0; index < RECONNECT_MESSAGES; index++) {
      const text = `${mark} message ${index}`;
      await consultant.send(staffBase, visitor.sessionId, text);
      sent.push(text);
      await delay(SEND_INTERVAL_MS);
    }
  })();
  const cutting = (async () => {
    const span = RECONNECT_MESSAGES * SEND_INTERVAL_MS;
    for (let cut = 1; cut <= cuts; cut++) {
      await delay(span / (cuts + 1));
      stream.cut();
      await delay(OFFLINE_MS);
      await stream.open();
    }
  })();
  await Promise.all([sending, cutting]);
  const last = sent.at(-1);
  const seen = () => stream.events.some((event) => messageOf(event)?.content === last);
  for (let waited = 0; waited < 5000 && !seen(); waited += 50) await delay(50);
  stream.close();
  const contents = stream.events
    .map((event) => messageOf(event)?.content)
    .filter((content) => content?.startsWith(mark));
  const unique = new Set(contents);
  const ids = stream.events.map((event) => event.id).filter((id) => id !== undefined);
  return {
    sent: sent.length,
    received: contents.length,
    lost: sent.filter((text) => !unique.has(text)).length,
    doubled: contents.length - unique.size,
    doubledEvents: ids.length - new Set(ids).size,
    drops: stream.drops,
  };
}

/** Part 2: figures of instance a without streams, then with {@link STREAMS} idle ones. */
async function idleStreams(instance: Instance) {
  await stats(instance);
  await delay(IDLE_MS);
  const before = await stats(instance);
  const streams: SseStream[] = [];
  const opened = performance.now();
  for (let first = 0; first < STREAMS; first += OPEN_BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(OPEN_BATCH, STREAMS - first) }, async () => {
        const visitor = await Visitor.start(instance.base, visitorIp(++visitors));
        const stream = visitor.stream(instance.base);
        try {
          await stream.open();
        } catch {
          // A stream of a session that has no message yet may be refused: the visitor says hello first.
          await visitor.say(instance.base, 'Hello');
          await stream.open();
        }
        return stream;
      }),
    );
    streams.push(...batch);
  }
  const openSeconds = (performance.now() - opened) / 1000;
  await delay(1000);
  await stats(instance);
  await delay(IDLE_MS);
  const during = await stats(instance);
  const connected = streams.filter((stream) => stream.connected).length;
  for (const stream of streams) stream.close();
  return { before, during, connected, openSeconds };
}

async function main(): Promise<void> {
  const database = `northline_bench_live_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${database}"`, 5000);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SITE_URL: 'http://127.0.0.1',
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl.toString(),
    PGLITE_DIR: '',
    SITE_DIR: join(tmpdir(), 'northline-no-site'),
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_MAX: '1000000',
    CHAT_RATE_LIMIT_MAX: '1000000',
    CHAT_SESSION_MESSAGES_PER_MINUTE: '1000000',
    FORM_TOKEN_SECRET: randomBytes(32).toString('hex'),
    NEWSLETTER_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SESSION_TOKEN_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  const instances: Instance[] = [];
  try {
    // a first, alone, so it migrates the empty database; then b.
    instances.push(await startInstance('a', env));
    instances.push(await startInstance('b', env));
    const [a, b] = instances as [Instance, Instance];
    const account = Consultant.createAccount(env.DATABASE_URL as string);
    const consultant = await Consultant.signIn(b.base, account);

    const one = await replyLatency(a.base, a.base, consultant);
    const two = await replyLatency(a.base, b.base, consultant);
    const idle = await idleStreams(a);
    const steady = await reconnect(a.base, b.base, consultant, 0);
    const cut = await reconnect(a.base, b.base, consultant, CUTS);

    console.log(
      `\nLive hand-off benchmark, ${new Date().toISOString()}, Node ${process.version}, PostgreSQL (temporary database)`,
    );
    console.log(
      `\nConsultant reply → visitor's stream (${MESSAGES} messages one at a time, after 3 warm-up ones):\n`,
    );
    table(
      ['measurement', 'n', 'p50', 'p95', 'max', 'target (p95)'],
      [
        ['send → visitor event, one instance (a)', ...spread(one.delivered), '≤ 500 ms'],
        ['baseline: staff.live.send call alone, a', ...spread(one.call), ''],
        ['send → visitor event, visitor a, consultant b', ...spread(two.delivered), '≤ 1000 ms'],
        ['baseline: staff.live.send call alone, b', ...spread(two.call), ''],
      ],
    );
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(
      `\n${STREAMS} idle visitor streams on instance a (${idle.connected} still connected at the end, opened in ${idle.openSeconds.toFixed(1)} s); memory after a full GC, event-loop delay over ${IDLE_MS} ms:\n`,
    );
    table(
      ['instance a', 'RSS', 'V8 heap used', 'loop delay p50', 'loop delay p99'],
      [
        [
          'baseline: no stream open',
          mb(idle.before.rssBytes),
          mb(idle.before.heapUsedBytes),
          ms(idle.before.loopDelayP50Ms),
          ms(idle.before.loopDelayP99Ms),
        ],
        [
          `${STREAMS} streams open`,
          mb(idle.during.rssBytes),
          mb(idle.during.heapUsedBytes),
          ms(idle.during.loopDelayP50Ms),
          ms(idle.during.loopDelayP99Ms),
        ],
        [
          'per stream (difference ÷ streams)',
          kb((idle.during.rssBytes - idle.before.rssBytes) / STREAMS),
          kb((idle.during.heapUsedBytes - idle.before.heapUsedBytes) / STREAMS),
          '',
          '',
        ],
      ],
    );
    console.log(
      `\nReconnect: ${RECONNECT_MESSAGES} consultant messages (b) ${SEND_INTERVAL_MS} ms apart to a visitor stream (a), cut and resumed with Last-Event-ID ${OFFLINE_MS} ms later:\n`,
    );
    const row = (label: string, result: Awaited<ReturnType<typeof reconnect>>) => [
      label,
      String(result.drops),
      String(result.sent),
      String(result.received),
      String(result.lost),
      String(result.doubled),
      String(result.doubledEvents),
    ];
    table(
      [
        'conversation',
        'cuts',
        'sent',
        'received',
        'lost (must be 0)',
        'received twice (must be 0)',
        'event ids twice',
      ],
      [row('baseline: stream never cut', steady), row(`stream cut ${CUTS} times`, cut)],
    );
    const errors = instances.flatMap((instance) =>
      instance.output
        .split('\n')
        .filter((line) => line.includes('"level":50') || line.includes('"level":60'))
        .map((line) => `${instance.name}: ${/"msg":"([^"]*)"/.exec(line)?.[1] ?? 'unknown'}`),
    );
    console.log(`\nAPI error log lines: ${errors.length === 0 ? 'none' : ''}`);
    for (const error of new Set(errors))
      console.log(`  ${error} (${errors.filter((line) => line === error).length}×)`);
  } finally {
    for (const instance of instances) {
      if (instance.child.exitCode === null && instance.child.signalCode === null) {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await Promise.race([exited, delay(15_000)]);
        if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
      }
    }
    await adminQuery(`drop database if exists "${database}" with (force)`, 5000);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
