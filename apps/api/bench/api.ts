/**
 * `pnpm bench:api`: the API's throughput and latency side by side with a baseline, in one run, on one
 * PostgreSQL. Prints a table; asserts nothing.
 *
 * - `POST /api/contact`: the app (production build of the server, `node src/server.ts`, log level warn, limits
 *   raised so nothing is throttled) against bench/bare-contact.ts (the same validation and one
 *   `INSERT … RETURNING` with `pg`), 50 connections, rounds alternating between the two on the same body.
 * - `POST /api/chat` with the built-in engine, 20 connections: the first message of a fresh session, and
 *   6-message conversations (each connection starts a new session every 6 messages). Target p99 ≤ 30 ms.
 * - `GET /`: the app against nginx serving the same build folder (when `nginx` is installed: Debian's
 *   nginx-light), 50 connections.
 *
 * Each target first gets an unmeasured round of BENCH_WARMUP_SECONDS (default 5), as in `pnpm bench:compare`: a
 * server's first seconds (code not yet optimised, each pooled connection preparing its statements) are not its
 * speed, and a measured first round would carry them into the p99.
 *
 * Settings: BENCH_SECONDS (per round, default 10), BENCH_ROUNDS (per target, default 2), BENCH_WARMUP_SECONDS,
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (admin URL of the PostgreSQL server; a temporary database is created and
 * dropped).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import autocannon from 'autocannon';
import { SessionTokens } from '../src/visitor-sessions.ts';
import {
  BENCH_LEAD,
  benchServerSettings,
  freePort,
  printTable,
  runBenchmark,
  temporaryDatabase,
  waitForServer,
} from './support.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const SITE_DIR = fileURLToPath(new URL('../../site/build/client', import.meta.url));

/**
 * The app's session-token key: the bench signs its sessions' tokens itself (decision 012), as `POST /api/sessions`
 * would, so the chat rounds measure the chat and not an extra request per session.
 */
const SESSION_TOKEN_SECRET = randomBytes(32).toString('hex');
const sessionTokens = new SessionTokens(SESSION_TOKEN_SECRET);
/** A session id of the issued shape (`chat-<ms>-<128 bits>`). */
const benchSessionId = () => `chat-${Date.now()}-${randomBytes(16).toString('base64url')}`;

const CHAT_MESSAGES = [
  'Hi, we are a 25-person accounting firm in Mississauga',
  'Our file server keeps going down and nobody can work',
  'How much is managed IT per user?',
  'Do you help with PIPEDA compliance?',
  'We also worry about ransomware',
  'What does the free assessment include?',
];

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

/** One autocannon round. */
async function round(options: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ duration: SECONDS, ...options });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** One unmeasured round of {@link WARMUP_SECONDS} (none when it is 0): a target's first load warms it up. */
async function warmUp(options: autocannon.Options): Promise<void> {
  if (WARMUP_SECONDS > 0) await autocannon({ ...options, duration: WARMUP_SECONDS });
}

/** Mean of each figure over rounds. */
function mean(rounds: Figures[]): Figures {
  const avg = (pick: (figures: Figures) => number) =>
    rounds.reduce((sum, r) => sum + pick(r), 0) / rounds.length;
  return {
    rps: avg((r) => r.rps),
    p50: avg((r) => r.p50),
    p99: avg((r) => r.p99),
    errors: avg((r) => r.errors),
  };
}

const children: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function main(): Promise<void> {
  const databaseUrl = await temporaryDatabase('northline_bench_api', cleanups);

  const appPort = await freePort();
  start(process.execPath, ['src/server.ts'], {
    ...benchServerSettings(appPort, databaseUrl, SESSION_TOKEN_SECRET),
    SITE_DIR,
  });
  const app = `http://127.0.0.1:${appPort}`;
  await waitForServer(`${app}/readyz`);

  const barePort = await freePort();
  start(process.execPath, ['bench/bare-contact.ts'], { PORT: String(barePort), DATABASE_URL: databaseUrl });
  const bare = `http://127.0.0.1:${barePort}`;
  await waitForServer(`${bare}/`, true); // answers 404, which is enough to know it listens

  let nginx: string | undefined;
  const nginxInstalled = () => spawnSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' }).status === 0;
  if (!nginxInstalled() && process.getuid?.() === 0) {
    console.log("bench:api: installing Debian's nginx-light for the page baseline");
    spawnSync(
      'sh',
      [
        '-c',
        'apt-get install -y -qq nginx-light >/dev/null 2>&1 || (apt-get update -qq && apt-get install -y -qq nginx-light >/dev/null)',
      ],
      { stdio: 'inherit' },
    );
  }
  const hasNginx = nginxInstalled();
  if (hasNginx && existsSync(SITE_DIR)) {
    const nginxPort = await freePort();
    const dir = mkdtempSync(join(tmpdir(), 'northline-nginx-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const conf = join(dir, 'nginx.conf');
    writeFileSync(
      conf,
      `daemon off; worker_processes 1; pid ${join(dir, 'nginx.pid')}; error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off; client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir};
  uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  include /etc/nginx/mime.types;
  server { listen 127.0.0.1:${nginxPort}; root ${SITE_DIR}; location / { try_files $uri $uri/index.html =404; } }
}
`,
    );
    start('nginx', ['-c', conf, '-p', dir], {});
    nginx = `http://127.0.0.1:${nginxPort}`;
    await waitForServer(`${nginx}/`);
  }

  const rows: string[][] = [];
  const fmt = (n: number) => n.toLocaleString('en-CA', { maximumFractionDigits: 0 });
  const row = (name: string, target: string, figures: Figures, baseline?: Figures) =>
    rows.push([
      name,
      fmt(figures.rps),
      `${fmt(figures.p50)} ms`,
      `${fmt(figures.p99)} ms`,
      baseline ? `${(figures.rps / baseline.rps).toFixed(2)}×` : '',
      fmt(figures.errors),
      target,
    ]);

  // POST /api/contact: alternate app and bare rounds on the same body and load.
  const contact = {
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: BENCH_LEAD,
    connections: 50,
  };
  const appContact: Figures[] = [];
  const bareContact: Figures[] = [];
  await warmUp({ ...contact, url: `${app}/api/contact` });
  await warmUp({ ...contact, url: `${bare}/api/contact` });
  for (let i = 0; i < ROUNDS; i++) {
    appContact.push(await round({ ...contact, url: `${app}/api/contact` }));
    bareContact.push(await round({ ...contact, url: `${bare}/api/contact` }));
  }
  const bareFigures = mean(bareContact);
  row('POST /api/contact: bare Fastify + pg (baseline)', '', bareFigures);
  row('POST /api/contact: the app', '≥ 0.6× baseline, p99 ≤ 50 ms', mean(appContact), bareFigures);

  // POST /api/chat, built-in engine: first messages, then 6-message conversations.
  // Bodies that change per request go through `requests[].setupRequest` (autocannon sends the options' own
  // body otherwise).
  const chatRequest = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
  const chatBase = { ...chatRequest, connections: 20 };
  const firstMessages: autocannon.Options = {
    ...chatBase,
    url: `${app}/api/chat`,
    requests: [
      {
        ...chatRequest,
        setupRequest: (request) => {
          const sessionId = benchSessionId();
          return {
            ...request,
            headers: { ...request.headers, [SESSION_TOKEN_HEADER]: sessionTokens.tokenFor(sessionId) },
            body: JSON.stringify({ message: CHAT_MESSAGES[0], sessionId }),
          };
        },
      },
    ],
  };
  const conversation: autocannon.Options = {
    ...chatBase,
    url: `${app}/api/chat`,
    requests: [
      {
        ...chatRequest,
        setupRequest: (request, context) => {
          const state = context as { sessionId?: string; turn?: number };
          if (state.sessionId === undefined || (state.turn ?? 0) >= CHAT_MESSAGES.length) {
            state.sessionId = benchSessionId();
            state.turn = 0;
          }
          const message = CHAT_MESSAGES[state.turn ?? 0];
          state.turn = (state.turn ?? 0) + 1;
          return {
            ...request,
            headers: {
              ...request.headers,
              [SESSION_TOKEN_HEADER]: sessionTokens.tokenFor(state.sessionId),
            },
            body: JSON.stringify({ message, sessionId: state.sessionId }),
          };
        },
      },
    ],
  };
  const firsts: Figures[] = [];
  const conversations: Figures[] = [];
  await warmUp(firstMessages);
  await warmUp(conversation);
  for (let i = 0; i < ROUNDS; i++) {
    firsts.push(await round(firstMessages));
    conversations.push(await round(conversation));
  }
  row('POST /api/chat: first message (built-in engine)', 'p99 ≤ 30 ms', mean(firsts));
  row('POST /api/chat: 6-message conversations', 'p99 ≤ 30 ms', mean(conversations));

  // GET /: the app against nginx on the same build folder.
  if (existsSync(SITE_DIR)) {
    const appPage: Figures[] = [];
    const nginxPage: Figures[] = [];
    await warmUp({ url: `${app}/`, connections: 50 });
    if (nginx) await warmUp({ url: `${nginx}/`, connections: 50 });
    for (let i = 0; i < ROUNDS; i++) {
      appPage.push(await round({ url: `${app}/`, connections: 50 }));
      if (nginx) nginxPage.push(await round({ url: `${nginx}/`, connections: 50 }));
    }
    const nginxFigures = nginx ? mean(nginxPage) : undefined;
    if (nginxFigures) row('GET /: nginx on the build folder (baseline)', '', nginxFigures);
    row('GET /: the app', '', mean(appPage), nginxFigures);
  }

  printTable(
    `bench:api ${new Date().toISOString().slice(0, 10)}: ${SECONDS} s rounds, ${ROUNDS} per target, alternating${nginx ? '' : ' (nginx not installed: no page baseline)'}`,
    ['', 'requests/s', 'p50', 'p99', 'ratio', 'errors/non-2xx', 'target'],
    rows,
  );
}

await runBenchmark(main, children, cleanups);
