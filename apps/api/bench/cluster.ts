/**
 * Cluster benchmark (`pnpm bench:cluster` at the repository root). Prints what happened; asserts nothing.
 *
 * Everything listens on 127.0.0.1 only, on ports of its own:
 * 1. a throwaway PostgreSQL cluster (bench/postgres-cluster.ts; BENCH_PG_PORT, default 55433);
 * 2. a Redis of its own (`redis-server` on a free port, nothing saved), or BENCH_REDIS_URL;
 * 3. two API instances (`node src/server.ts`, NODE_ENV=production) on one database, sharing Redis for the rate
 *    limit, FORM_TOKEN_SECRET, NEWSLETTER_TOKEN_SECRET, SESSION_TOKEN_SECRET, with TRUST_PROXY=127.0.0.1 (nginx, and the bench acting as
 *    the CDN in front that names the visitor in X-Forwarded-For);
 * 4. nginx (Debian's nginx-light) with deploy/nginx.conf.template rendered by src/cli/nginx-config.ts: round robin over the two instances,
 *    the built site (apps/site/build/client) served by nginx itself, `/api`, `/trpc`, `/staff` forwarded.
 *
 * Then: a few requests that show what nginx serves; a lead load through nginx for BENCH_DURATION_MS (20 s) from
 * BENCH_CONCURRENCY (16) clients, each lead from a client IP of its own, with a form token from `GET
 * /api/form-token` and an `Idempotency-Key`, a failed or unanswered attempt retried with the same key (up to 6
 * attempts, 300 ms apart), as the site's form does; SIGKILL to instance a at 30 % of the time, instance a started
 * again at 50 %. Then a burst of BENCH_RATE_LIMIT_MAX (60) + 20 requests from one client IP. Then a live
 * conversation through nginx (bench/live-clients.ts): a visitor asks for a person and a consultant (an account made
 * with src/cli/user-create.ts) claims the chat; the visitor's event stream and the consultant's `staff.live.events`
 * stream are held by different instances (each instance's request log tells which); the consultant sends
 * BENCH_LIVE_MESSAGES (20) messages, 150 ms apart, the visitor 8 over the same time (within the per-session chat
 * limit), each retried up to 6 times 300 ms apart; halfway the instance holding the visitor's stream gets
 * SIGKILL: the streams reconnect through nginx with the last event id they saw, and the instance is started again.
 * Then SIGTERM to both instances. Prints the leads acknowledged, stored, acknowledged but missing (must be 0),
 * stored twice (must be 0), the answers by status and by instance (nginx's log), whether the per-IP rate limit
 * held across both instances, the live messages each way acknowledged, received, lost (must be 0) and duplicated
 * (must be 0), and how long each instance took to stop. Then stops and deletes everything it started.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { writeNginxConfig } from '../src/cli/nginx-config.ts';
import { Consultant, messageOf, retry, type SseStream, Visitor } from './live-clients.ts';
import { Cluster, count, query } from './postgres-cluster.ts';
import { freePort } from './support.ts';

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55433);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 20_000);
const RATE_LIMIT_MAX = Number(process.env.BENCH_RATE_LIMIT_MAX ?? 60);
const LIVE_MESSAGES = Math.max(2, Number(process.env.BENCH_LIVE_MESSAGES ?? 20));
const LIVE_INTERVAL_MS = 150;
/** The visitor's messages: with the hello, within the default per-session limit of 10 a minute. */
const LIVE_VISITOR_MESSAGES = 8;
const NGINX = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
const REDIS_SERVER = process.env.BENCH_REDIS_SERVER ?? 'redis-server';
const SHUTDOWN_TIMEOUT_MS = 10_000;
const MAX_ATTEMPTS = 6;
const RETRY_DELAY_MS = 300;
const REQUEST_TIMEOUT_MS = 15_000;
const DATABASE = 'northline_cluster';
const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const SITE_DIR = fileURLToPath(new URL('../../site/build/client', import.meta.url));
/** Statuses worth another attempt with the same key: nginx found no instance (502, 504) or the API is not ready. */
const RETRIED = new Set([502, 503, 504]);

/** One API instance: its name, port, current process, and every line its processes wrote. */
interface Instance {
  name: string;
  port: number;
  child?: ChildProcess;
  output: string;
}

/** Starts (or restarts) an instance; resolves with the milliseconds it took to listen. */
async function startInstance(instance: Instance, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, ...env, PORT: String(instance.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  instance.child = child;
  const from = instance.output.length;
  const append = (chunk: unknown) => {
    instance.output += String(chunk);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (instance.output.includes('Server listening at', from)) resolve();
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) =>
      reject(new Error(`API ${instance.name} exited with ${code}: ${instance.output.slice(-2000)}`)),
    );
  });
  return performance.now() - started;
}

/** Sends SIGTERM and resolves with the exit code and the seconds it took. */
async function stopInstance(instance: Instance): Promise<string> {
  const child = instance.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return 'not running';
  const started = performance.now();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const code = await exited;
  return `code ${code} after ${((performance.now() - started) / 1000).toFixed(2)} s`;
}

/** A documentation-range address of its own per lead (the visitor the CDN names in X-Forwarded-For). */
function clientIp(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** What happened to one lead: the status of each attempt (a number, or the name of a network error). */
interface LeadOutcome {
  email: string;
  attempts: (number | string)[];
  acknowledged: boolean;
  replayed: boolean;
  withToken: boolean;
}

/** The name of a fetch failure: the cause's code (ECONNRESET…) or the error's name (TimeoutError). */
function failureName(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as Error).name;
}

async function formToken(base: string, ip: string): Promise<string | undefined> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(`${base}/api/form-token`, {
        headers: { 'x-forwarded-for': ip },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      if (response.ok) return ((await response.json()) as { token: string }).token;
      await response.arrayBuffer();
    } catch {
      // the next attempt
    }
    await delay(RETRY_DELAY_MS);
  }
  return undefined;
}

async function sendLead(base: string, index: number): Promise<LeadOutcome> {
  const ip = clientIp(index);
  const email = `bench-cluster-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const token = await formToken(base, ip);
  const key = randomUUID();
  const body = JSON.stringify({
    firstName: 'Bench',
    lastName: `Lead ${index}`,
    email,
    phone: '(416) 555-0100',
    company: 'Cluster Bench Inc.',
    employees: '11-50',
    message: 'A lead sent by pnpm bench:cluster.',
    source: 'Cluster bench',
    formToken: token,
  });
  const outcome: LeadOutcome = {
    email,
    attempts: [],
    acknowledged: false,
    replayed: false,
    withToken: !!token,
  };
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const response = await fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, 'x-forwarded-for': ip },
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      outcome.attempts.push(response.status);
      if (response.status === 201) {
        outcome.acknowledged = true;
        outcome.replayed = response.headers.get('idempotent-replayed') === 'true';
        return outcome;
      }
      if (!RETRIED.has(response.status)) return outcome;
    } catch (error) {
      outcome.attempts.push(failureName(error));
    }
    await delay(RETRY_DELAY_MS);
  }
  return outcome;
}

/** One line of the template's `northline` access log. */
interface AccessLine {
  method: string;
  uri: string;
  status: number;
  upstream: string;
}

function accessLines(text: string): AccessLine[] {
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      // $time_iso8601 $request_method $uri $status $upstream_addr… $upstream_status… $request_time
      const [, method = '', uri = '', status = '0', ...rest] = line.split(' ');
      const upstream = rest.slice(0, Math.ceil((rest.length - 1) / 2)).join(' ');
      return { method, uri, status: Number(status), upstream };
    });
}

/** What the live conversation through nginx saw. */
interface LiveOutcome {
  visitorOn: string;
  consultantOn: string;
  killed: string;
  toVisitor: {
    acknowledged: number;
    unacknowledged: number;
    received: number;
    lost: number;
    doubled: number;
  };
  toConsultant: {
    acknowledged: number;
    unacknowledged: number;
    received: number;
    lost: number;
    doubled: number;
  };
  retried: string[];
  failures: string[];
  events: string[];
}

/** The instance that logged a request of `path` since `marks` (each instance's output length before it). */
function instanceOf(instances: Instance[], marks: number[], path: string): Instance | undefined {
  return instances.find((instance, index) =>
    instance.output
      .slice(marks[index] ?? 0)
      .split('\n')
      .some((line) => line.includes('incoming request') && line.includes(path)),
  );
}

/** Waits up to 3 s for {@link instanceOf}. */
async function findInstance(
  instances: Instance[],
  marks: number[],
  path: string,
): Promise<Instance | undefined> {
  for (let waited = 0; waited < 3000; waited += 100) {
    const found = instanceOf(instances, marks, path);
    if (found) return found;
    await delay(100);
  }
  return undefined;
}

/** How many of the acknowledged texts a stream received once, never, and more than once. */
function delivery(acknowledged: string[], unacknowledged: number, stream: SseStream, role: string) {
  const received: string[] = [];
  for (const event of stream.events) {
    const message = messageOf(event);
    if (message?.role === role && message.content.startsWith('Live ')) received.push(message.content);
  }
  const unique = new Set(received);
  return {
    acknowledged: acknowledged.length,
    unacknowledged,
    received: received.length,
    lost: acknowledged.filter((text) => !unique.has(text)).length,
    doubled: received.length - unique.size,
  };
}

/**
 * A live conversation through nginx: a visitor asks for a person and a consultant claims the chat; the visitor's
 * stream and the consultant's (`staff.live.events`) are held by different instances; the consultant sends
 * LIVE_MESSAGES messages LIVE_INTERVAL_MS apart and the visitor LIVE_VISITOR_MESSAGES over the same time (a failed
 * send is retried, up to 6 attempts, as the clients do); halfway, the
 * instance holding the visitor's stream gets SIGKILL. Both streams reconnect through nginx by themselves with the
 * last id they saw. Then the killed instance is started again.
 */
async function liveConversation(
  base: string,
  instances: Instance[],
  env: Record<string, string>,
  databaseUrl: string,
): Promise<LiveOutcome> {
  const started = performance.now();
  const events: string[] = [];
  const at = () => `${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s`;
  const account = Consultant.createAccount(databaseUrl);
  const consultant = await retry(() => Consultant.signIn(base, account));
  const visitor = await Visitor.start(base, '198.51.100.20');
  await visitor.say(base, 'Hello, our office server is down and 20 people cannot work.');
  const requested = await visitor.askForPerson(base);
  await consultant.claim(base, visitor.sessionId).catch((error: unknown) => {
    throw new Error(
      `the hand-off request answered "${requested}" and the claim failed: ${(error as Error).message}`,
    );
  });

  let marks = instances.map((instance) => instance.output.length);
  const visitorStream = visitor.stream(base);
  await visitorStream.open();
  const visitorOn = await findInstance(instances, marks, '/events');
  let consultantStream = consultant.stream(base);
  let consultantOn: Instance | undefined;
  for (let attempt = 0; attempt < 6; attempt++) {
    marks = instances.map((instance) => instance.output.length);
    consultantStream = consultant.stream(base);
    await consultantStream.open();
    consultantOn = await findInstance(instances, marks, '/trpc');
    if (!visitorOn || (consultantOn && consultantOn !== visitorOn)) break;
    consultantStream.close();
  }
  visitorStream.reconnect = true;
  consultantStream.reconnect = true;
  events.push(
    `${at()} visitor stream on API ${visitorOn?.name ?? '?'}, consultant stream on API ${consultantOn?.name ?? '?'}`,
  );

  /** Sends with up to 6 attempts, 300 ms apart; notes retried sends and the last failure of an abandoned one. */
  const retried: string[] = [];
  const failures: string[] = [];
  const send = async (side: string, attempt: () => Promise<unknown>) => {
    let last = '';
    for (let tries = 1; tries <= 6; tries++) {
      try {
        await attempt();
        if (tries > 1) retried.push(side);
        return true;
      } catch (error) {
        last = /answered (\d+)/.exec((error as Error).message)?.[1] ?? failureName(error);
        await delay(300);
      }
    }
    failures.push(`${side}: abandoned after 6 attempts, the last ${last}`);
    return false;
  };
  const toVisitor: string[] = [];
  const toConsultant: string[] = [];
  let unacknowledgedToVisitor = 0;
  let unacknowledgedToConsultant = 0;
  const victim = visitorOn ?? (instances[0] as Instance);
  const consultantSide = (async () => {
    for (let index = 0; index < LIVE_MESSAGES; index++) {
      const text = `Live ${index} from the consultant: a technician can be there at 2 pm.`;
      if (await send('consultant → visitor', () => consultant.send(base, visitor.sessionId, text))) {
        toVisitor.push(text);
      } else unacknowledgedToVisitor++;
      await delay(LIVE_INTERVAL_MS);
    }
  })();
  // The visitor writes less often, within the per-session chat limit (CHAT_SESSION_MESSAGES_PER_MINUTE, 10).
  const visitorMessages = Math.min(LIVE_VISITOR_MESSAGES, LIVE_MESSAGES);
  const visitorSide = (async () => {
    for (let index = 0; index < visitorMessages; index++) {
      const text = `Live ${index} from the visitor: the server room light is red.`;
      if (await send('visitor → consultant', () => visitor.say(base, text))) toConsultant.push(text);
      else unacknowledgedToConsultant++;
      await delay((LIVE_MESSAGES * LIVE_INTERVAL_MS) / visitorMessages);
    }
  })();
  const fault = (async () => {
    await delay((LIVE_MESSAGES * LIVE_INTERVAL_MS) / 2);
    events.push(
      `${at()} SIGKILL to API ${victim.name} (${toVisitor.length} + ${toConsultant.length} messages acknowledged so far)`,
    );
    victim.child?.kill('SIGKILL');
  })();
  await Promise.all([consultantSide, visitorSide, fault]);
  events.push(`${at()} last message sent`);
  const lastToVisitor = toVisitor.at(-1);
  const lastToConsultant = toConsultant.at(-1);
  const arrived = (stream: SseStream, text: string | undefined) =>
    !text || stream.events.some((event) => messageOf(event)?.content === text);
  for (let waited = 0; waited < 10_000; waited += 100) {
    if (arrived(visitorStream, lastToVisitor) && arrived(consultantStream, lastToConsultant)) break;
    await delay(100);
  }
  events.push(
    `${at()} streams closed (visitor reconnected ${visitorStream.reconnects}×, consultant ${consultantStream.reconnects}×)`,
  );
  visitorStream.close();
  consultantStream.close();
  const took = await startInstance(victim, env);
  events.push(`${at()} API ${victim.name} listening again (start took ${(took / 1000).toFixed(2)} s)`);
  return {
    visitorOn: visitorOn?.name ?? 'unknown',
    consultantOn: consultantOn?.name ?? 'unknown',
    killed: victim.name,
    toVisitor: delivery(toVisitor, unacknowledgedToVisitor, visitorStream, 'consultant'),
    toConsultant: delivery(toConsultant, unacknowledgedToConsultant, consultantStream, 'user'),
    retried,
    failures,
    events,
  };
}

async function main(): Promise<void> {
  if (!existsSync(join(SITE_DIR, 'index.html'))) {
    throw new Error('No built site: run `pnpm exec turbo run build --filter=@northline/site` first');
  }
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: apt-get install -y nginx-light`);
  const work = mkdtempSync(join(tmpdir(), 'northline-cluster-'));
  const cluster = new Cluster(PG_PORT, DATABASE, 'northline-cluster-pg-');
  const instances: Instance[] = [
    { name: 'a', port: await freePort(), output: '' },
    { name: 'b', port: await freePort(), output: '' },
  ];
  let redis: ChildProcess | undefined;
  let nginx: ChildProcess | undefined;
  const events: string[] = [];
  let loadStarted = performance.now();
  const at = () => `${((performance.now() - loadStarted) / 1000).toFixed(1).padStart(5)} s`;
  try {
    cluster.init();
    cluster.start();
    await cluster.createDatabase();

    let redisUrl = process.env.BENCH_REDIS_URL;
    if (!redisUrl) {
      const redisPort = await freePort();
      redis = spawn(
        REDIS_SERVER,
        [
          '--port',
          String(redisPort),
          '--bind',
          '127.0.0.1',
          '--save',
          '',
          '--appendonly',
          'no',
          '--dir',
          work,
        ],
        { stdio: 'ignore' },
      );
      redisUrl = `redis://127.0.0.1:${redisPort}`;
      await delay(300);
    }

    const env: Record<string, string> = {
      NODE_ENV: 'production',
      SITE_URL: 'http://127.0.0.1',
      HOST: '127.0.0.1',
      DATABASE_URL: cluster.url,
      REDIS_URL: redisUrl,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      FORM_TOKEN_SECRET: randomBytes(32).toString('hex'),
      NEWSLETTER_TOKEN_SECRET: randomBytes(32).toString('hex'),
      SESSION_TOKEN_SECRET: randomBytes(32).toString('hex'),
      // The bench fills a form in no time; the token's age is not what it measures.
      FORM_MIN_FILL_MS: '0',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      LOG_LEVEL: 'info',
      SITE_DIR,
    };
    // Both at once, on an empty database: one migrates, the other waits for the advisory lock.
    const startTimes = await Promise.all(instances.map((instance) => startInstance(instance, env)));

    const nginxPort = await freePort();
    const runDir = join(work, 'nginx');
    mkdirSync(runDir);
    // The guide's step: `pnpm --filter @northline/api nginx:config` (src/cli/nginx-config.ts) writes the same.
    const nginxConf = writeNginxConfig(runDir, {
      listen: `127.0.0.1:${nginxPort}`,
      runDir,
      siteRoot: SITE_DIR,
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
    });
    execFileSync(NGINX, ['-t', '-q', '-p', runDir, '-c', nginxConf], { stdio: 'pipe' });
    nginx = spawn(NGINX, ['-p', runDir, '-c', nginxConf, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    const base = `http://127.0.0.1:${nginxPort}`;
    for (let tries = 0; tries < 50; tries++) {
      const up = await fetch(`${base}/`).then(
        () => true,
        () => false,
      );
      if (up) break;
      await delay(100);
    }
    // `nginx -v` writes its version to stderr.
    const version =
      /nginx\/[\d.]+/.exec(spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr)?.[0] ?? 'nginx';

    // What nginx serves itself, and what it forwards.
    const probes: string[] = [];
    for (const path of ['/', '/about', '/about/', '/no-such-page', '/api/form-token', '/api/no-such-route']) {
      const response = await fetch(`${base}${path}`, { redirect: 'manual' });
      const text = await response.text();
      const detail = response.headers.get('location')
        ? `→ ${response.headers.get('location')}`
        : `${(response.headers.get('content-type') ?? '').split(';')[0]}, ${
            /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? `${text.length} bytes`
          }${response.headers.get('content-security-policy')?.includes('sha256-') ? ', CSP with script hashes' : ''}`;
      probes.push(`${`GET ${path}`.padEnd(26)} ${response.status} ${detail}`);
    }

    // The lead load, with instance a killed and started again.
    loadStarted = performance.now();
    events.push(`${at()} load starts (${CONCURRENCY} clients)`);
    const deadline = loadStarted + DURATION_MS;
    const outcomes: LeadOutcome[] = [];
    let next = 0;
    const workers = Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) outcomes.push(await sendLead(base, next++));
    });
    const victim = instances[0] as Instance;
    const faults = (async () => {
      await delay(DURATION_MS * 0.3);
      events.push(`${at()} SIGKILL to API ${victim.name} (${outcomes.length} leads answered so far)`);
      victim.child?.kill('SIGKILL');
      await delay(DURATION_MS * 0.2);
      events.push(`${at()} API ${victim.name} starting again`);
      const took = await startInstance(victim, env);
      events.push(`${at()} API ${victim.name} listening again (start took ${(took / 1000).toFixed(2)} s)`);
    })();
    await Promise.all([...workers, faults]);
    events.push(`${at()} load ends`);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const loadLog = accessLines(readFileSync(join(runDir, 'access.log'), 'utf8'));

    // The rate limit: one client IP, more requests than the limit, through both instances.
    const logSize = readFileSync(join(runDir, 'access.log')).length;
    const burstIp = '198.51.100.77';
    const burst = RATE_LIMIT_MAX + 20;
    for (let index = 0; index < burst; index++) {
      const response = await fetch(`${base}/api/form-token`, { headers: { 'x-forwarded-for': burstIp } });
      await response.arrayBuffer();
    }
    await delay(200);
    const burstLines = accessLines(
      readFileSync(join(runDir, 'access.log')).subarray(logSize).toString('utf8'),
    );

    // A live conversation through nginx, one instance killed halfway.
    let live: LiveOutcome | string;
    try {
      live = await liveConversation(base, instances, env, cluster.url);
    } catch (error) {
      live = (error as Error).message;
      for (const instance of instances) {
        if (!instance.child || instance.child.exitCode !== null || instance.child.signalCode !== null) {
          await startInstance(instance, env);
        }
      }
    }

    const stopped = await Promise.all(instances.map(stopInstance));

    const stored = await query<{ email: string; copies: number; spam: number }>(
      cluster.url,
      `select email, count(*)::int as copies, count(*) filter (where spam)::int as spam
         from contact_request where email like 'bench-cluster-%' group by email`,
    );
    const storedEmails = new Set(stored.map((row) => row.email));
    const acknowledged = outcomes.filter((outcome) => outcome.acknowledged);
    const missing = acknowledged.filter((outcome) => !storedEmails.has(outcome.email));
    const duplicated = stored.filter((row) => row.copies > 1);
    const attempts = outcomes.flatMap((outcome) => outcome.attempts.map(String));
    const nameOf = (upstream: string) =>
      upstream
        .split(', ')
        .map(
          (address) => instances.find((instance) => address.endsWith(`:${instance.port}`))?.name ?? address,
        )
        .join(' then ');
    const contactLines = loadLog.filter((line) => line.method === 'POST' && line.uri === '/api/contact');

    const print = (label: string, value: number | string) => console.log(`  ${label.padEnd(52)} ${value}`);
    console.log(`\nCluster benchmark, ${new Date().toISOString()}, Node ${process.version}, ${version}`);
    console.log(
      `nginx on 127.0.0.1:${nginxPort} → API a :${instances[0]?.port}, API b :${instances[1]?.port}; ` +
        `PostgreSQL (throwaway cluster) :${PG_PORT}; Redis ${redisUrl.replace(/^redis:\/\//, '')}`,
    );
    console.log(
      `both APIs started together on the empty database in ${startTimes.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(' and ')}\n`,
    );
    console.log('Through nginx (static files from nginx, /api forwarded):');
    for (const probe of probes) console.log(`  ${probe}`);
    console.log(
      `\nTimeline (${(DURATION_MS / 1000).toFixed(0)} s of load, ran ${loadSeconds.toFixed(1)} s):`,
    );
    for (const event of events) console.log(`  ${event}`);
    console.log('\nPOST /api/contact, every attempt, as the clients saw it:');
    for (const [status, times] of count(attempts)) print(String(status), times);
    console.log('\nPOST /api/contact in nginx’s log, by instance (“a then b”: a refused, nginx moved it):');
    for (const [key, times] of count(
      contactLines.map((line) => `${line.status} from ${nameOf(line.upstream)}`),
    ))
      print(key, times);
    console.log('\nLeads:');
    print('sent', outcomes.length);
    print('retried with the same Idempotency-Key', outcomes.filter((o) => o.attempts.length > 1).length);
    print('acknowledged (201)', acknowledged.length);
    print('  of which a replay of the stored answer', acknowledged.filter((o) => o.replayed).length);
    print(
      'stored (rows in contact_request)',
      stored.reduce((sum, row) => sum + row.copies, 0),
    );
    print('acknowledged but missing (must be 0)', missing.length);
    print('stored more than once (must be 0)', duplicated.length);
    print('not acknowledged', outcomes.length - acknowledged.length);
    print('sent without a form token (none could be fetched)', outcomes.filter((o) => !o.withToken).length);
    print(
      'stored as spam (tokens checked across instances)',
      stored.reduce((sum, row) => sum + row.spam, 0),
    );
    const burstByInstance = count(burstLines.map((line) => `${line.status} from ${nameOf(line.upstream)}`));
    const allowed = burstLines.filter((line) => line.status === 200).length;
    const refusedBy = new Set(
      burstLines.filter((line) => line.status === 429).map((line) => nameOf(line.upstream)),
    );
    console.log(
      `\nRate limit: ${burst} GET /api/form-token from one client IP, limit ${RATE_LIMIT_MAX} a minute per IP (Redis):`,
    );
    for (const [key, times] of burstByInstance) print(key, times);
    print(
      'held across both instances',
      allowed === RATE_LIMIT_MAX && refusedBy.size === instances.length
        ? `yes: ${allowed} answered, ${burst - allowed} refused with 429 by both a and b`
        : `no: ${allowed} answered (limit ${RATE_LIMIT_MAX}); 429 from ${[...refusedBy].join(', ') || 'none'}`,
    );
    console.log(
      `\nLive conversation through nginx (${LIVE_MESSAGES} consultant messages ${LIVE_INTERVAL_MS} ms apart, ${Math.min(LIVE_VISITOR_MESSAGES, LIVE_MESSAGES)} from the visitor; the instance holding the visitor's stream killed halfway):`,
    );
    if (typeof live === 'string') print('not run', live);
    else {
      for (const event of live.events) console.log(`  ${event}`);
      const side = (label: string, outcome: LiveOutcome['toVisitor']) => {
        print(`${label}: acknowledged`, outcome.acknowledged);
        print(`${label}: not acknowledged after 6 attempts`, outcome.unacknowledged);
        print(`${label}: received`, outcome.received);
        print(`${label}: lost (must be 0)`, outcome.lost);
        print(`${label}: duplicated (must be 0)`, outcome.doubled);
      };
      side('consultant → visitor', live.toVisitor);
      side('visitor → consultant', live.toConsultant);
      for (const [key, times] of count(live.retried)) print(`${key}: acknowledged after a retry`, times);
      for (const [key, times] of count(live.failures)) print(key, times);
    }

    console.log('\nSIGTERM after the load (graceful shutdown):');
    for (const [index, result] of stopped.entries()) print(`API ${instances[index]?.name}`, result);
    const errors = instances.flatMap((instance) =>
      instance.output
        .split('\n')
        .filter((line) => line.includes('"level":50') || line.includes('"level":60'))
        .map((line) => `${instance.name}: ${/"msg":"([^"]*)"/.exec(line)?.[1] ?? 'unknown'}`),
    );
    console.log('\nAPI error log lines:');
    if (errors.length === 0) console.log('  none');
    for (const [message, times] of count(errors)) print(message, times);
  } finally {
    for (const instance of instances) {
      const child = instance.child;
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    if (nginx && nginx.exitCode === null) nginx.kill('SIGQUIT');
    if (redis && redis.exitCode === null) redis.kill('SIGTERM');
    cluster.remove();
    await delay(300);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
