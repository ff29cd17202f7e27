/**
 * `pnpm bench:speed-to-lead`: how fast a salesperson hears of a lead, per channel, with a working and with a
 * stalled SMTP server. Prints a table; asserts nothing (test/lead-alerts.test.ts checks the behaviour).
 *
 * The app runs with its background outbox worker on a real PostgreSQL and real receivers on 127.0.0.1: an SMTP
 * server (smtp-server) and an HTTP webhook receiver, each stamping the time a message arrives. Leads are submitted
 * through the app's routes (`app.inject`): contact forms whose message the rules rate hot, warm and cold, and chats
 * that report an emergency and give an e-mail. Each lead has an e-mail address of its own, which is how a delivery
 * is matched to its submission. Figures: submit → webhook and submit → e-mail, p50 and p99 per kind (targets:
 * webhook p99 ≤ 2 s for every lead; hot e-mail p99 ≤ 2 s; other e-mails wait for the digest's batch interval,
 * printed beside them), and alerts per lead and event (exactly 1). The second run replaces the SMTP server by one
 * that accepts connections and never answers: the webhook figures must not change.
 *
 * The assignment spread: three sales reps are marked available (with room for every lead) before each run, and each
 * lead comes from a company of its own (its own e-mail domain), so round robin alone gives the owners (decision
 * 041); the figures are how many leads each rep received, the leads left without an owner, and max − min (0 or 1
 * when the rotation is even).
 *
 * Settings: BENCH_LEADS (per kind, default 20), BENCH_BATCH_MS (the digest's interval, default 3000),
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (admin URL of the PostgreSQL server; temporary databases are created and
 * dropped).
 */
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { envSchema } from '../src/env.ts';
import { setAvailability } from '../src/services/lead-assignment.ts';
import { createStaffUser } from '../src/services/staff-auth.ts';
import { ADMIN_URL, adminQuery, percentile, smtpSink } from './support.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 20);
const BATCH_MS = Number(process.env.BENCH_BATCH_MS ?? 3000);
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;

/** What each kind of lead says: the rules rate the first hot, the second warm, the third cold. */
const KINDS = {
  'contact, hot':
    'Ransomware hit us this morning, our server is down and nobody can work. I own the firm; call me.',
  'contact, warm':
    'We are a 40-person accounting firm in Mississauga and want managed IT and cybersecurity this quarter.',
  'contact, cold': 'Could you send me your prices?',
  'chat, emergency': 'Our server is down and nobody can work',
} as const;
type Kind = keyof typeof KINDS;

/** Receivers that stamp each arrival: e-mails by the lead addresses they mention, webhooks by `data.email`. */
async function receivers() {
  const emails: { at: number; text: string }[] = [];
  const webhooks: { at: number; type: string; email: string | null }[] = [];
  const smtp = await smtpSink((raw) => {
    emails.push({ at: performance.now(), text: raw.replace(/=\r?\n/g, '') });
  });
  const http = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        type: string;
        data: { email: string | null };
      };
      webhooks.push({ at: performance.now(), type: body.type, email: body.data.email });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const sockets: Socket[] = [];
  const stalled = createTcpServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
  const port = (server: { address(): unknown }) => (server.address() as { port: number }).port;
  return {
    emails,
    webhooks,
    smtpUrl: smtp.url,
    stalledUrl: `smtp://127.0.0.1:${port(stalled)}`,
    webhookUrl: `http://127.0.0.1:${port(http)}/hooks/leads`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await Promise.all([
        smtp.close(),
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => stalled.close(() => resolve())),
      ]);
    },
  };
}

/** Submits one lead of `kind` with the address `email`; resolves with the submission's time. */
async function submit(app: FastifyInstance, kind: Kind, email: string): Promise<number> {
  const at = performance.now();
  const session =
    kind === 'chat, emergency'
      ? ((await app.inject({ method: 'POST', url: '/api/sessions', payload: {} })).json() as {
          sessionId: string;
          sessionToken: string;
        })
      : undefined;
  const response = session
    ? await app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { [SESSION_TOKEN_HEADER]: session.sessionToken },
        payload: { message: `${KINDS[kind]}. Reach me at ${email}`, sessionId: session.sessionId },
      })
    : await app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          firstName: 'Bench',
          lastName: 'Lead',
          email,
          phone: '(416) 555-0199',
          company: 'Bench Co',
          employees: '11-50',
          message: KINDS[kind],
          source: 'Home Page',
        },
      });
  if (response.statusCode >= 300) throw new Error(`submission answered ${response.statusCode}`);
  return at;
}

/** The sales reps of each run, marked available. */
const REPS = ['Rep 1', 'Rep 2', 'Rep 3'] as const;

interface RunFigures {
  rows: string[][];
  alertsPerEvent: { max: number; min: number };
  /** Leads each rep of {@link REPS} received, in order, and the leads left without an owner. */
  spread: { perRep: number[]; unassigned: number };
}

/** Adds {@link REPS} as sales accounts, available, each with room for `capacity` open leads. */
async function addReps(app: FastifyInstance, capacity: number): Promise<void> {
  for (const [index, name] of REPS.entries()) {
    const rep = await createStaffUser(app.db.em(), {
      email: `rep${index + 1}@bench.example`,
      name,
      role: 'sales',
      password: randomBytes(12).toString('hex'),
    });
    await setAvailability(app.db.em(), { availability: 'available', capacity }, rep);
  }
}

/** How many leads each rep of {@link REPS} owns, and the leads (not newsletter signups, not spam) without an owner. */
async function assignmentSpread(app: FastifyInstance): Promise<RunFigures['spread']> {
  const sql = app.db.em() as SqlEntityManager;
  const owners = await sql.execute<{ name: string; leads: number }[]>(
    `select u."name", count(l."id")::int as "leads" from "staff_user" u left join "lead" l on l."owner_id" = u."id"
     group by u."id", u."name"`,
  );
  const [left] = await sql.execute<{ leads: number }[]>(
    `select count(*)::int as "leads" from "lead" where "owner_id" is null and "kind" <> 'newsletter' and not "spam"`,
  );
  return {
    perRep: REPS.map((name) => owners.find((owner) => owner.name === name)?.leads ?? 0),
    unassigned: left?.leads ?? 0,
  };
}

async function run(label: string, stalledSmtp: boolean): Promise<RunFigures> {
  const database = `northline_bench_stl_${randomBytes(4).toString('hex')}`;
  await adminQuery(`create database "${database}"`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const io = await receivers();
  const env = envSchema.parse({
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    LOG_LEVEL: 'warn',
    SMTP_URL: stalledSmtp ? io.stalledUrl : io.smtpUrl,
    LEAD_NOTIFY_TO: 'sales@northline-it.example',
    LEAD_WEBHOOK_URL: io.webhookUrl,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    NOTIFY_BATCH_INTERVAL_MS: String(BATCH_MS),
    NOTIFY_TIMEOUT_MS: '2000',
    RATE_LIMIT_MAX: '100000',
    CHAT_RATE_LIMIT_MAX: '100000',
    LEAD_JUDGE_THREAD: 'off',
  });
  const app = await buildApp({ env, waitForDatabase: true, logger: false });
  const submitted = new Map<string, { kind: Kind; at: number }>();
  let spread: RunFigures['spread'] = { perRep: [], unassigned: 0 };
  try {
    await addReps(app, LEADS * Object.keys(KINDS).length);
    for (let index = 0; index < LEADS; index++) {
      for (const kind of Object.keys(KINDS) as Kind[]) {
        const tag = randomBytes(3).toString('hex');
        const email = `${kind.replace(/[^a-z]/g, '')}-${index}-${tag}@bench-${tag}.example`;
        submitted.set(email, { kind, at: await submit(app, kind, email) });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    // Every lead's webhook, and (with a working SMTP server) every lead's e-mail, or 4 batch intervals.
    const deadline = performance.now() + Math.max(15_000, 4 * BATCH_MS);
    const complete = () =>
      [...submitted.keys()].every((email) => io.webhooks.some((hook) => hook.email === email)) &&
      (stalledSmtp ||
        [...submitted.keys()].every((email) => io.emails.some((mail) => mail.text.includes(email))));
    while (!complete() && performance.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    await app.desk.idle();
    spread = await assignmentSpread(app);
  } finally {
    await app.close();
    await io.close();
    await adminQuery(`drop database if exists "${database}" with (force)`);
  }
  const rows: string[][] = [];
  const fmt = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted.length === 0
      ? '—'
      : `${Math.round(percentile(sorted, 50))} / ${Math.round(percentile(sorted, 99))} ms`;
  };
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const mine = [...submitted].filter(([, lead]) => lead.kind === kind);
    const webhook = mine.flatMap(([email, lead]) => {
      const first = io.webhooks.find((hook) => hook.email === email);
      return first ? [first.at - lead.at] : [];
    });
    const email = mine.flatMap(([address, lead]) => {
      const first = io.emails.find((mail) => mail.text.includes(address));
      return first ? [first.at - lead.at] : [];
    });
    rows.push([
      label,
      kind,
      `${fmt(webhook)} (${webhook.length}/${mine.length})`,
      stalledSmtp ? 'stalled' : `${fmt(email)} (${email.length}/${mine.length})`,
    ]);
  }
  const perEvent = new Map<string, number>();
  for (const hook of io.webhooks) {
    const key = `${hook.email}|${hook.type}`;
    perEvent.set(key, (perEvent.get(key) ?? 0) + 1);
  }
  const counts = [...perEvent.values()];
  return { rows, alertsPerEvent: { max: Math.max(...counts), min: Math.min(...counts) }, spread };
}

async function main(): Promise<void> {
  const working = await run('SMTP answers', false);
  const stalled = await run('SMTP stalled', true);
  const header = ['run', 'lead', 'submit → webhook p50 / p99', 'submit → e-mail p50 / p99'];
  const rows = [header, ...working.rows, ...stalled.rows];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  console.log(
    `\nbench:speed-to-lead: ${LEADS} leads per kind; e-mail digest every ${BATCH_MS} ms (hot leads and emergencies at once)\n`,
  );
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  '));
  console.log(
    `\nwebhook calls per lead and event: SMTP answers ${working.alertsPerEvent.min}–${working.alertsPerEvent.max}, SMTP stalled ${stalled.alertsPerEvent.min}–${stalled.alertsPerEvent.max} (target exactly 1)`,
  );
  console.log('targets: webhook p99 ≤ 2 s for every lead, with either SMTP server; hot e-mail p99 ≤ 2 s');
  console.log(
    `\nthe assignment spread: leads each rep received, ${REPS.length} reps available, each lead from a company of its own\n`,
  );
  const spreadHeader = ['run', ...REPS, 'unassigned', 'max − min'];
  const spreadRows = [
    spreadHeader,
    ...(
      [
        ['SMTP answers', working.spread],
        ['SMTP stalled', stalled.spread],
      ] as const
    ).map(([label, { perRep, unassigned }]) => [
      label,
      ...perRep.map(String),
      String(unassigned),
      String(Math.max(...perRep) - Math.min(...perRep)),
    ]),
  ];
  const spreadWidths = spreadHeader.map((_, column) =>
    Math.max(...spreadRows.map((row) => (row[column] ?? '').length)),
  );
  for (const row of spreadRows)
    console.log(row.map((cell, column) => cell.padEnd(spreadWidths[column] ?? 0)).join('  '));
  console.log('target: max − min ≤ 1, no lead unassigned');
}

await main();
