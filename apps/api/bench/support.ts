/**
 * What the benchmark scripts share: the PostgreSQL server they make their temporary databases on, an SMTP receiver
 * for the outbox's e-mails (test/receivers.ts keeps its messages with it too), and the nearest-rank percentile of
 * their samples. Measures nothing itself.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { type AddressInfo, createServer } from 'node:net';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { validLead } from '../test/lead-fixture.ts';

/**
 * Admin URL of the PostgreSQL server the benchmarks create and drop their databases on: BENCH_DATABASE_URL, else
 * TEST_DATABASE_URL, else the local server.
 */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

/** The contact request `pnpm bench:api` and `pnpm bench:compare` post to `POST /api/contact` (a JSON body). */
export const BENCH_LEAD = JSON.stringify(validLead);

/**
 * The environment of an API server under a benchmark's load: production, log level warn, and every rate limit
 * raised so nothing is throttled (a benchmark measures the work, not the limits).
 *
 * @param port the port it listens on (127.0.0.1)
 * @param databaseUrl its database
 * @param sessionTokenSecret the visitor-session key, for a benchmark that signs its sessions' tokens itself
 */
export function benchServerSettings(
  port: number,
  databaseUrl: string,
  sessionTokenSecret: string,
): Record<string, string> {
  return {
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    CHAT_RATE_LIMIT_MAX: '100000000',
    CHAT_SESSION_MESSAGES_PER_MINUTE: '100000000',
    SESSION_TOKEN_SECRET: sessionTokenSecret,
  };
}

/**
 * Runs one statement on {@link ADMIN_URL} with a connection of its own (`create database`, `drop database`).
 *
 * @param sql the statement
 * @param connectionTimeoutMillis how long connecting may take; the driver's default when absent
 * @throws the driver's error when the server is unreachable or the statement fails
 */
export async function adminQuery(sql: string, connectionTimeoutMillis?: number): Promise<void> {
  const client = new pg.Client({
    connectionString: ADMIN_URL,
    ...(connectionTimeoutMillis === undefined ? {} : { connectionTimeoutMillis }),
  });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A real SMTP server on 127.0.0.1 (smtp-server, without STARTTLS or AUTH) that hands the raw text of each message
 * and its envelope's recipients to `onMessage` as soon as the message has arrived.
 *
 * @returns its `smtp://` URL and `close()`, which stops it
 */
export async function smtpSink(
  onMessage: (raw: string, recipients: string[]) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMessage(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/**
 * The nearest-rank percentile of sorted samples: the smallest sample with at least `p` % of the samples at or
 * below it.
 *
 * @param sorted samples in ascending order
 * @param p the percentile, 0 to 100
 * @returns the sample, or NaN when there is none
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN
  );
}

/**
 * Prints a Markdown table (the form docs/benchmarks.md keeps): a title line, the header, a rule, the rows, each
 * column as wide as its widest cell.
 */
export function printTable(
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): void {
  const widths = header.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}

/**
 * Runs a benchmark's `main`, then, whether it ended or threw, stops the processes it started (SIGTERM, waiting for
 * each to exit) and runs its cleanups in reverse order (databases dropped, folders removed).
 *
 * @throws what `main` or a cleanup threw
 */
export async function runBenchmark(
  main: () => Promise<void>,
  children: readonly ChildProcess[],
  cleanups: (() => Promise<void> | void)[],
): Promise<void> {
  try {
    await main();
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

/** A TCP port on 127.0.0.1 that nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Polls `url` every 200 ms until it answers 2xx, or anything at all with `anyStatus` (a server with no route
 * there).
 *
 * @throws Error naming the URL when it has not answered so within 60 s
 */
export async function waitForServer(url: string, anyStatus = false): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok || anyStatus) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}

/**
 * Creates a database on {@link ADMIN_URL} named `prefix` and a random suffix, and registers its drop in `cleanups`
 * (see {@link runBenchmark}).
 *
 * @returns its connection URL
 */
export async function temporaryDatabase(
  prefix: string,
  cleanups: (() => Promise<void> | void)[],
): Promise<string> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${name}"`);
  cleanups.push(() => adminQuery(`drop database if exists "${name}" with (force)`));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
