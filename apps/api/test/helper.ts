import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { devNull, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type AppOptions, buildApp } from '../src/app.ts';
import { clockFrom, type Env, envSchema } from '../src/env.ts';
import { adminQuery, uniqueDatabaseName, urlOfDatabase } from './databases.ts';
import { atFileEnd } from './file-end.ts';
import { validLead } from './lead-fixture.ts';

export { ADMIN_URL, adminQuery, urlOfDatabase } from './databases.ts';
export { atFileEnd } from './file-end.ts';

/** What a test file's database holds at its start ({@link createTestDatabase}). */
export interface TestDatabaseOptions {
  /**
   * `migrated` (the default): every migration applied, a copy of the run's template (test/global-setup.ts), so the
   * app's migrator finds nothing to do; an empty database when the run has no template. `empty`: no table at all,
   * for the tests of the migrations themselves.
   */
  schema?: 'migrated' | 'empty';
}

/**
 * Creates a database for this test file and drops it after the file's tests.
 *
 * @param options `schema: 'empty'` for a test of the migrations; otherwise the database is already migrated
 * @returns its connection URL
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<string> {
  const name = uniqueDatabaseName('northline_test');
  const template = options.schema === 'empty' ? undefined : inject('templateDatabase');
  await adminQuery(
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  atFileEnd(() => adminQuery(`drop database if exists "${name}" with (force)`));
  return urlOfDatabase(name);
}

/**
 * The data folder of a PGlite database for this test file, removed after the file's tests: a copy of the run's
 * migrated PGlite database (test/global-setup.ts), so the app's migrator finds nothing to do; a folder that does not
 * exist yet (the app creates and migrates it) when the run has none. Tests of the migrations on PGlite use an
 * empty folder of {@link tempDir} instead.
 *
 * @param prefix names the temporary folder
 * @returns the data folder's path
 */
export function migratedPgliteDir(prefix: string): string {
  const dir = join(tempDir(prefix), 'db');
  const migrated = inject('migratedPgliteDir');
  if (migrated) cpSync(migrated, dir, { recursive: true });
  return dir;
}

/** A pg client on `url`, closed after the file's tests. */
export async function sqlClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  atFileEnd(() => client.end());
  return client;
}

/**
 * The pids of the backends of this client's database that wait for a lock, for tests that hold a lock and wait
 * for requests to queue behind it. `pg_locks` lists the whole cluster, two test files run at once, and every test
 * database is a copy of one template (a table has the same oid in each): the waiting backend's database scopes
 * the list, so another file's waits never count here.
 *
 * @param sql a client connected to the test's database
 * @param where an extra SQL condition on `l` (`pg_locks`) and `a` (`pg_stat_activity`), e.g. `l.locktype = 'advisory'`
 * @param params the values of `where`'s placeholders
 * @returns the pids, one per waiting lock request
 */
export async function lockWaiters(sql: pg.Client, where = 'true', params: unknown[] = []): Promise<number[]> {
  const { rows } = await sql.query<{ pid: number }>(
    `select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid
      where not l.granted and a.datname = current_database() and (${where})`,
    params,
  );
  return rows.map((row) => row.pid);
}

/** A local TCP port nothing listens on (a database that is not there). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A folder for a built-site fixture or an embedded database, removed after the file's tests. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), `northline-${prefix}-`));
  atFileEnd(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The settings every test app starts from, before its own: no built site and no widget build (folders that are not
 * there), silent logs, a generous rate limit, booking bounds (test/booking-limits.test.ts tests their defaults) and
 * hand-off bounds (every test asks from one address), the built-in chat engine (no OpenAI key; a base URL nothing
 * answers),
 * lead quality judged inline (LEAD_JUDGE_THREAD `off`: the one test file of the thread sets `on`), and no database
 * (a PGlite folder that cannot be made) until the test names one.
 */
const TEST_SETTINGS: TestSettings = {
  NODE_ENV: 'test',
  SITE_DIR: join(tmpdir(), 'northline-no-site'),
  EMBED_DIR: join(tmpdir(), 'northline-no-embed'),
  PGLITE_DIR: join(devNull, 'northline-no-pglite'),
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: 1000,
  MEETING_BOOKINGS_PER_IP_HOUR: 1000,
  MEETING_BOOKINGS_PER_IP_DAY: 1000,
  MEETING_UPCOMING_PER_EMAIL: 1000,
  MEETING_UPCOMING_PER_SESSION: 1000,
  HANDOFF_REQUESTS_PER_HOUR: 1000,
  HANDOFF_ALERTS_PER_HOUR: 1000,
  OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  OPENAI_MODEL: 'fake-model',
  LEAD_JUDGE_THREAD: 'off',
};

/**
 * Settings a test gives: parsed values ({@link Env}'s numbers, lists, booleans) or the environment's text, which
 * the schema coerces; `undefined` is a setting left out (its default, or none).
 */
export type TestSettings = { [Name in keyof Env]?: Env[Name] | string | undefined };

/**
 * A test app's settings: {@link TEST_SETTINGS} with `overrides` over them, parsed by `envSchema` as the server
 * parses its environment, so every other setting has its default and an invalid override fails as it would in
 * production.
 *
 * @throws ZodError when a setting is invalid (the schema's message names it)
 */
export function testEnv(overrides: TestSettings = {}): Env {
  return envSchema.parse({ ...TEST_SETTINGS, ...overrides });
}

/** Builds an app for a test; closed after the file's tests. */
export async function testApp(
  options: AppOptions & { visitorSessions?: 'auto' | 'manual' },
): Promise<FastifyInstance> {
  const { visitorSessions = 'auto', ...appOptions } = options;
  const app = await buildApp({ logger: false, ...appOptions });
  if (visitorSessions === 'auto') signVisitorSessions(app);
  atFileEnd(() => app.close());
  return app;
}

/**
 * Builds an app for a test as one API instance of several (background work off, the database awaited, unless
 * `options` say otherwise) listening on a free local port; closed after the file's tests. {@link baseOf} gives its
 * origin.
 */
export async function listeningApp(options: AppOptions): Promise<FastifyInstance> {
  const app = await testApp({ background: false, waitForDatabase: true, ...options });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The origin of an app that listens on a local port ({@link listeningApp}), e.g. `http://127.0.0.1:41234`. */
export const baseOf = (app: FastifyInstance): string =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** The session id a request names: in its JSON body or tRPC input (`sessionId`, `chatSessionId`) or its path. */
function sessionIdOf(request: InjectOptions): string | undefined {
  const path = String(request.url ?? request.path ?? '');
  let payload: unknown = request.payload;
  if (typeof payload === 'string') {
    try {
      payload = JSON.parse(payload);
    } catch {
      payload = undefined;
    }
  }
  const input = new URL(path, 'http://test').searchParams.get('input');
  if (input !== null) payload = JSON.parse(input);
  if (payload && typeof payload === 'object' && 'json' in payload) payload = payload.json;
  const body = payload as { sessionId?: unknown; chatSessionId?: unknown } | undefined;
  for (const candidate of [body?.sessionId, body?.chatSessionId]) {
    if (typeof candidate === 'string') return candidate;
  }
  const match = /^\/api\/(?:chat|recommendations)\/([^/?]+)/.exec(path);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined; // A malformed escape: the request goes as it is (the API answers 400).
  }
}

/**
 * Makes `app.inject` act as the visitor's own browser: a request that names a session and sends
 * no `X-Session-Token` header gets that session's token, as the widget sends it after `POST /api/sessions`. So
 * the suites that test what a session does need not repeat the handshake; `test/visitor-sessions.test.ts` tests
 * the handshake and the 404s without a token (with `visitorSessions: 'manual'`), and a request that sends the
 * header itself (even empty) is left as it is.
 */
function signVisitorSessions(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as (options: InjectOptions) => ReturnType<FastifyInstance['inject']>;
  const signed = (options: InjectOptions) => {
    const headers = { ...(options.headers ?? {}) } as Record<string, string>;
    const sessionId = sessionIdOf(options);
    if (sessionId !== undefined && !(SESSION_TOKEN_HEADER in headers)) {
      headers[SESSION_TOKEN_HEADER] = app.sessionTokens.tokenFor(sessionId);
    }
    return inject({ ...options, headers });
  };
  app.inject = ((options?: InjectOptions | string) =>
    options === undefined
      ? (inject as () => never)()
      : signed(typeof options === 'string' ? { url: options } : options)) as FastifyInstance['inject'];
}

/**
 * A log destination that keeps every line the app writes, for tests of what is and is not logged
 * (PIPEDA: no personal details in the logs). Pass `stream` as the logger's stream; read `lines`. A test that
 * checks the lines for personal details runs its logger at `debug`, so a line written only at debug is checked too.
 */
export function logCapture(): {
  lines: string[];
  stream: Writable;
  /** Resolves with the first line in `lines` that contains `text`, at once when one is there, else when it is written. */
  logged(text: string): Promise<string>;
} {
  const lines: string[] = [];
  const waiters: { text: string; resolve: (line: string) => void }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      const line = String(chunk);
      lines.push(line);
      for (const waiter of waiters.filter((candidate) => line.includes(candidate.text))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
      done();
    },
  });
  const logged = (text: string) => {
    const line = lines.find((candidate) => candidate.includes(text));
    return line === undefined
      ? new Promise<string>((resolve) => waiters.push({ text, resolve }))
      : Promise.resolve(line);
  };
  return { lines, stream, logged };
}

/** A valid contact request (form schema A). */
export { validLead };

/** A fresh e-mail address for one test: `tag`, the time and a random part, at `domain`. */
export function uniqueEmail(tag: string, domain = 'example.com'): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@${domain}`;
}

/**
 * A contact form as a page posts it without JavaScript: {@link validLead}'s person at `email`, no message, the
 * Toronto location page as its source, the empty honeypot (`website`) and no form token; `fields` over them.
 */
export function formLead(email: string, fields: Record<string, string> = {}): Record<string, string> {
  return {
    ...validLead,
    email,
    message: '',
    source: 'Toronto Location Page',
    website: '',
    formToken: '',
    ...fields,
  };
}

/** The Origin of a request from the staff app as `app.inject` sends it (its Host is `localhost:80`). */
export const STAFF_ORIGIN = 'http://localhost:80';

/**
 * A Tuesday at 10:00 in Toronto: the office is open (company.hours), so leads are routed at once
 * (desk/lead-assignment.ts routes none outside business hours).
 */
export const OFFICE_OPEN_AT = '2026-12-01T10:00:00-05:00';

/** The app clock of a test whose leads are routed at once: {@link OFFICE_OPEN_AT}, advancing with the wall clock. */
export const officeOpenClock = (): (() => Date) => clockFrom(OFFICE_OPEN_AT);

/** Password of the staff accounts {@link signedInStaff} creates. */
export const STAFF_PASSWORD = 'correct horse battery staple';

/**
 * Marks a staff member present for the rest of the test, as if their staff app kept the staff stream open
 * throughout: their last heartbeat (`staff_user.last_seen_at`, db/staff-presence.ts) is the year 9999, so no clock
 * of the test outlives it (a finite time: entities read it as a date). test/staff-presence.test.ts exercises the
 * heartbeat itself.
 */
export async function keepPresent(app: FastifyInstance, staffUserId: string): Promise<void> {
  await app.db
    .statements()
    .getConnection()
    .execute(`update "staff_user" set "last_seen_at" = '9999-12-31T00:00:00Z' where "id" = ?`, [staffUserId]);
}

/**
 * Creates a staff account and signs it in through `staff.auth.signIn`, as the staff app does; unless `present` is
 * false, the member also keeps the staff app open for the rest of the test ({@link keepPresent}).
 *
 * @returns the account and the headers of a signed-in, same-origin request (`cookie`, `origin`)
 */
export async function signedInStaff(
  app: FastifyInstance,
  role: 'admin' | 'sales',
  email = `${role}.${randomBytes(4).toString('hex')}@northline-it.example`,
  present = true,
): Promise<{ id: string; email: string; headers: Record<string, string> }> {
  const { createStaffUser } = await import('../src/staff/staff-auth.ts');
  const user = await createStaffUser(app.db.em(), {
    email,
    name: role === 'admin' ? 'Avery Admin' : 'Sam Sales',
    role,
    password: STAFF_PASSWORD,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/trpc/staff.auth.signIn',
    headers: { origin: STAFF_ORIGIN },
    payload: { email, password: STAFF_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode}`);
  const cookie = response.cookies.find((entry) => entry.name === 'nl_staff');
  if (!cookie) throw new Error('no session cookie');
  if (present) await keepPresent(app, user.id);
  return { id: user.id, email, headers: { cookie: `nl_staff=${cookie.value}`, origin: STAFF_ORIGIN } };
}

/** A staff account signed in by {@link signedInStaff}: its id, e-mail and the headers of its requests. */
export type StaffSignIn = Awaited<ReturnType<typeof signedInStaff>>;

/** What {@link leadApp} answers. */
export interface LeadApp {
  /** The app on a database of the file's own, migrations applied; closed after the file's tests. */
  app: FastifyInstance;
  /** A pg client on the app's database, closed after the file's tests. */
  sql: pg.Client;
  /** The database's URL, for a second instance or a client of the test's own. */
  url: string;
  /** Every line the app logged, at `debug` ({@link logCapture}): empty it in a `beforeEach` to read one test's. */
  logLines: string[];
  /** Resolves with the first logged line that contains `text` ({@link logCapture}'s `logged`). */
  logged: (text: string) => Promise<string>;
  /** Creates a staff account of `role` (with `email`, else a fresh one) and signs it in ({@link signedInStaff}). */
  signInStaff: (role: 'admin' | 'sales', email?: string) => Promise<StaffSignIn>;
}

/**
 * The setup of a test file of the lead platform: a database of its own (dropped after the file), an app on it built
 * from {@link testEnv} with `settings` over it, ready (`waitForDatabase`), without background work (the tests run
 * the notifier and the purge themselves), logging at `debug` into memory (so a test can check that no personal
 * detail is logged at any level), and a pg client on the same database.
 *
 * @param settings the file's settings over the test base (FORM_TOKEN_SECRET, CHAT_RATE_LIMIT_MAX, SMTP_URL, …)
 * @param options what only code passes: `staffAuth`, the business-time `clock`, and `visitorSessions: 'manual'` to
 *   send session tokens by hand
 * @returns the app, its database and log, and a way to sign staff in; everything is closed after the file's tests
 */
export async function leadApp(
  settings: TestSettings = {},
  options: Pick<AppOptions, 'staffAuth' | 'clock'> & { visitorSessions?: 'auto' | 'manual' } = {},
): Promise<LeadApp> {
  const url = await createTestDatabase();
  const { lines: logLines, stream, logged } = logCapture();
  const app = await testApp({
    env: testEnv({ ...settings, DATABASE_URL: url }),
    background: false,
    waitForDatabase: true,
    logger: { level: 'debug', stream },
    ...options,
  });
  const sql = await sqlClient(url);
  return { app, sql, url, logLines, logged, signInStaff: (role, email) => signedInStaff(app, role, email) };
}

/**
 * Posts `payload` as a JSON body, as the site's scripts do.
 *
 * @param headers more headers (an `Idempotency-Key`, a cookie); `content-type` is `application/json`
 */
export function postJson(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

/**
 * Posts `fields` as a form without JavaScript does (`application/x-www-form-urlencoded`).
 *
 * @param headers more headers (the page's cookie, a referer)
 */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });
}

/**
 * {@link postJson} and {@link postForm} on the app `current` answers at each call (a file's app, built in its
 * `beforeAll`).
 */
export function posting(current: () => FastifyInstance): {
  postJson: (
    url: string,
    payload: object,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  postForm: (
    url: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
} {
  return {
    postJson: (url, payload, headers = {}) => postJson(current(), url, payload, headers),
    postForm: (url, fields, headers = {}) => postForm(current(), url, fields, headers),
  };
}

/** A prospect's chat message: a law office comparing IT providers that asks for a person. */
export const ASKS_FOR_A_PERSON = 'We are comparing IT providers for our law office, can I talk to a human';

/**
 * Sends {@link ASKS_FOR_A_PERSON} in the chat `sessionId` with the visitor's `email` (`POST /api/chat`), expects
 * 200 (the body names a failure), and waits until the sales desk has handled the lead it makes.
 */
export async function askForAPerson(app: FastifyInstance, sessionId: string, email: string): Promise<void> {
  const asked = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { sessionId, message: ASKS_FOR_A_PERSON, visitorInfo: { email } },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  await app.desk.idle();
}

/**
 * Lets the desk decide the owners of the leads just committed and the alert dispatcher plan their alerts
 * (delivery/alert-dispatcher.ts), so the `delivery` rows of every committed change are written.
 */
export async function planAlerts(app: FastifyInstance): Promise<void> {
  if (app.hasDecorator('desk')) {
    await app.desk.idle();
    await app.desk.decide();
  }
  await app.alerts.drain();
}

/**
 * Posts a contact request from `email` (the rest of {@link validLead}), expects 201, lets the desk and the alert
 * dispatcher act on it ({@link planAlerts}), and returns its lead's id, read with `sql`.
 */
export async function contactLeadId(app: FastifyInstance, sql: pg.Client, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, email },
  });
  expect(response.statusCode, response.body).toBe(201);
  await planAlerts(app);
  const { rows } = await sql.query<{ id: string }>('select id from lead where contact_request_id = $1', [
    response.json().id,
  ]);
  return rows[0]?.id as string;
}

/**
 * Opens a visitor's chat (`POST /api/sessions`) and sends `message` in it (`POST /api/chat`) as its first message;
 * expects 200 (the body names a failure).
 *
 * @returns the session's id and the chat's reply as JSON (`response`, `handoff` when it hands the chat to a person)
 */
export async function startChat(
  app: FastifyInstance,
  message: string,
): Promise<{ sessionId: string; reply: Record<string, unknown> }> {
  const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json() as {
    sessionId: string;
  };
  const chat = await app.inject({ method: 'POST', url: '/api/chat', payload: { sessionId, message } });
  expect(chat.statusCode, chat.body).toBe(200);
  return { sessionId, reply: chat.json() };
}

/** The id of the lead a chat session made (`lead.chat_session_id`); '' when the session is no lead. */
export async function chatLeadId(sql: pg.Client, sessionId: string): Promise<string> {
  const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
    sessionId,
  ]);
  return rows[0]?.id ?? '';
}

/**
 * Posts a contact request ({@link validLead}) from `email`, expects 201, and waits until the sales desk has decided
 * its lead's owner (at the app's clock's time).
 *
 * @returns the contact request's id
 */
export async function postContactLead(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, email },
  });
  expect(response.statusCode).toBe(201);
  await app.desk.idle();
  return (response.json() as { id: string }).id;
}

/** The owner of the lead of a contact request (`lead.owner_id`); null while it has none. */
export async function ownerOfRequest(sql: pg.Client, requestId: string): Promise<string | null> {
  const { rows } = await sql.query<{ owner_id: string | null }>(
    'select owner_id from lead where contact_request_id = $1',
    [requestId],
  );
  return rows[0]?.owner_id ?? null;
}
