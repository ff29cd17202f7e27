/**
 * `pnpm bench:speed-to-lead`: how fast, how often and how completely a salesperson hears of a lead, with a working
 * and with a stalled SMTP server. Prints one table per scenario and a final table of the targets (figure, value,
 * target, met); asserts nothing (test/lead-alerts.test.ts and test/sales-desk.test.ts check the behaviour).
 *
 * The app runs with its background outbox worker on a real PostgreSQL and real receivers on 127.0.0.1: an SMTP
 * server (smtp-server) and an HTTP webhook receiver, each stamping the time a message arrives and keeping its
 * recipients, its text and its `webhook-id`. Leads arrive through the app's routes (`app.inject`) as a visitor
 * sends them. The app's clock is CLOCK_START (default Tuesday 2026-12-01 10:00 in Toronto, inside business hours),
 * so the business-hours rules (a chat turning hot hands off to a person) apply whatever the machine's time.
 *
 * Matching: a webhook belongs to the lead whose id its payload carries ({@link webhookLead}, the one place that
 * reads the payload; the lead's e-mail address when there is no id), an alert e-mail to the leads it links
 * (`/staff/leads/<id>`). Each lead has an e-mail address and a company (its e-mail domain) of its own.
 *
 * Scenarios:
 * 1. Per kind of lead: contact forms the rules rate hot, warm and cold, and chats reporting an emergency
 *    (BENCH_LEADS of each), once with a working SMTP server and once with one that accepts connections and never
 *    answers. Submit → webhook and submit → e-mail, p50 and p99 per kind (targets: webhook p99 ≤ 2 s for every
 *    lead with either server; hot e-mail p99 ≤ 2 s; other e-mails wait for the digest's batch interval). Three
 *    sales reps are available with room for every lead, so round robin alone gives the owners (decision 041): the
 *    assignment spread is the leads each rep received and max − min (target ≤ 1, none unassigned).
 * 2. Hot chats at once: BENCH_ROUNDS rounds of BENCH_HOT_CHATS visitors (each from an address of its own) who open
 *    a session, ask a first question (no lead yet), then send, all at once (each round spreads the sends over a
 *    wider window, so the overlap varies: the most requests in flight is printed), one message the rules rate hot
 *    that also asks for a person. Per visitor message: alert e-mails (target exactly 1), webhooks (distinct
 *    `webhook-id`s; target exactly 1: a second event type for the same message counts as an extra), webhooks per
 *    lead and type (target 1), repeats of one `webhook-id` (retries, counted apart), and the time from the first
 *    to the last e-mail and webhook of one message. Each round waits for every lead's first deliveries, then one
 *    batch interval and a second more, so a late second alert is counted.
 * 3. Alerts naming the owner: for every lead alert e-mail of scenarios 1 and 2 (and every lead it covers), whether
 *    the lead's section names its owner (the rep's display name appears in it; a one-lead alert anywhere in the
 *    message); the share, target 100 %. Webhooks naming the owner (its name or staff id in the payload) beside it.
 * 4. Owners at capacity: two reps with room for BENCH_CAPACITY open leads each and BENCH_OVERFLOW leads more than
 *    that, plus an admin. Leads left without an owner; of those, how many had an alert telling the team
 *    ({@link isOverflowAlert}: to an admin, or its section saying the lead has no owner; target: all); then one rep
 *    gets room, the desk's sweep assigns the rest, and the figure is how many of those owners got an e-mail about
 *    their new lead (target: all).
 *
 * Settings: BENCH_LEADS (per kind, default 5), BENCH_ROUNDS (default 5), BENCH_HOT_CHATS (default 6),
 * BENCH_CAPACITY (default 3), BENCH_OVERFLOW (default 4), BENCH_BATCH_MS (the digest's interval, default 3000),
 * BENCH_CLOCK_START (the app's clock, ISO 8601 with offset), BENCH_DATABASE_URL or TEST_DATABASE_URL (admin URL of
 * the PostgreSQL server; temporary databases are created and dropped).
 */
import { randomBytes } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createTcpServer, type Socket } from 'node:net';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { SESSION_TOKEN_HEADER, type StaffMember } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { envSchema } from '../src/env.ts';
import { createStaffUser } from '../src/staff/staff-auth.ts';
import { setAvailability } from '../src/staff/staff-desk-set-availability.ts';
import { type PresenceHeartbeat, startPresenceHeartbeat } from '../src/staff/staff-presence.ts';
import { ADMIN_URL, adminQuery, percentile, printTable, smtpSink } from './support.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const HOT_CHATS = Number(process.env.BENCH_HOT_CHATS ?? 6);
const CAPACITY = Number(process.env.BENCH_CAPACITY ?? 3);
const OVERFLOW = Number(process.env.BENCH_OVERFLOW ?? 4);
const BATCH_MS = Number(process.env.BENCH_BATCH_MS ?? 3000);
const CLOCK_START = process.env.BENCH_CLOCK_START ?? '2026-12-01T10:00:00-05:00';
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64')}`;
/** How long a scenario waits for a lead's first deliveries before it counts what arrived. */
const DELIVERY_DEADLINE_MS = Math.max(15_000, 4 * BATCH_MS);
/** How long after the first deliveries a scenario keeps counting (a batched second alert comes one interval later). */
const SETTLE_MS = BATCH_MS + 1000;

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

/** A hot chat's first question: no contact details, no buying signal, so no lead yet. */
const CHAT_OPENING = 'Hi, what managed IT services do you offer?';

/**
 * A hot chat's message, rated hot by the chat rules (urgent need, 50+ employees, budget, decision maker, e-mail,
 * service, industry; not an emergency) and asking for a person (`HUMAN` of src/chat/vocabulary.ts).
 */
const hotChatMessage = (email: string) =>
  `This is urgent: I own a 60-person accounting firm and we need managed IT and cybersecurity right away, our budget is $6,000 a month. I am Dana Bench, ${email}. Can I talk to a person?`;

/** The sales reps of scenarios 1 and 2 (display names no lead text contains). */
const REPS = [
  { name: 'Morgan Ashby', email: 'rep1@bench.example' },
  { name: 'Riley Okafor', email: 'rep2@bench.example' },
  { name: 'Jordan Villeneuve', email: 'rep3@bench.example' },
] as const;
const ADMIN = { name: 'Casey Admin', email: 'admin@bench.example' } as const;

/** One e-mail as received: when, to whom, its text (quoted-printable soft breaks joined). */
interface Mail {
  at: number;
  to: string[];
  text: string;
}

/** One webhook call as received: when, its `webhook-id`, `type`, raw body and what {@link webhookLead} read. */
interface Hook {
  at: number;
  id: string;
  type: string;
  body: string;
  leadId: string | null;
  email: string | null;
}

/**
 * The lead a webhook call is about: `data.leadId` (or `data.lead.id`, `data.id`) when the payload carries an id,
 * else `data.email` for matching by the lead's address. The only function that reads the payload's layout.
 */
function webhookLead(payload: unknown): { leadId: string | null; email: string | null } {
  const data = (payload as { data?: Record<string, unknown> } | null)?.data ?? {};
  const lead = data.lead as { id?: unknown } | undefined;
  const id = data.leadId ?? lead?.id ?? data.id;
  return {
    leadId: typeof id === 'string' ? id : null,
    email: typeof data.email === 'string' ? data.email : null,
  };
}

/** The leads an alert e-mail links (`/staff/leads/<id>`), in order. */
function mailLeads(mail: Mail): string[] {
  return [
    ...new Set([...mail.text.matchAll(/\/staff\/leads\/([0-9a-f-]{36})/g)].map((match) => match[1] ?? '')),
  ];
}

/**
 * The part of an alert about one lead: the whole message when it covers that lead only, else the blank-line
 * separated block that links it.
 */
function alertSection(mail: Mail, leadId: string): string {
  if (mailLeads(mail).length <= 1) return mail.text;
  const blocks = mail.text.split(/\r?\n[ \t]*\r?\n/);
  return blocks.find((block) => block.includes(`/staff/leads/${leadId}`)) ?? '';
}

/** An alert's title: its subject up to the first colon (`Hot lead`; a digest's whole subject). */
function alertTitle(mail: Mail): string {
  const subject = /^Subject: (.*)$/m.exec(mail.text)?.[1]?.trim() ?? '?';
  return subject.split(':')[0] ?? subject;
}

/** Whether an alert tells the team that a lead has no owner: sent to an admin, or its section says so. */
function isOverflowAlert(mail: Mail, leadId: string): boolean {
  return (
    mail.to.includes(ADMIN.email) ||
    /\b(?:no owner|without (?:an )?owner|unassigned|not assigned|at capacity)\b/i.test(
      alertSection(mail, leadId),
    )
  );
}

/** Receivers that stamp each arrival. */
async function receivers() {
  const emails: Mail[] = [];
  const webhooks: Hook[] = [];
  const smtp = await smtpSink((raw, to) => {
    emails.push({ at: performance.now(), to, text: raw.replace(/=\r?\n/g, '') });
  });
  const http = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const payload = JSON.parse(body) as { type: string };
      webhooks.push({
        at: performance.now(),
        id: String(request.headers['webhook-id'] ?? ''),
        type: payload.type,
        body,
        ...webhookLead(payload),
      });
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
type Receivers = Awaited<ReturnType<typeof receivers>>;

/** The heartbeats of the reps' open staff apps ({@link addReps}), stopped when their app closes. */
const heartbeats: PresenceHeartbeat[] = [];

/** The app on a temporary database with the receivers; `close` stops both and drops the database. */
async function startApp(stalledSmtp: boolean): Promise<{
  app: FastifyInstance;
  io: Receivers;
  close: () => Promise<void>;
}> {
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
    CLOCK_START,
  });
  const app = await buildApp({ env, waitForDatabase: true, logger: false });
  return {
    app,
    io,
    close: async () => {
      for (const heartbeat of heartbeats.splice(0)) heartbeat.stop();
      await app.close();
      await io.close();
      await adminQuery(`drop database if exists "${database}" with (force)`);
    },
  };
}

/**
 * Adds sales accounts, available and present (their staff app open), each with room for `capacity` open leads;
 * returns their ids by e-mail.
 */
async function addReps(
  app: FastifyInstance,
  reps: readonly { name: string; email: string }[],
  capacity: number,
): Promise<Map<string, StaffMember>> {
  const ids = new Map<string, StaffMember>();
  for (const { name, email } of reps) {
    const rep = await createStaffUser(app.db.em(), {
      email,
      name,
      role: 'sales',
      password: randomBytes(12).toString('hex'),
    });
    await setAvailability(app.db.em(), { availability: 'available', capacity }, rep);
    // The rep has the staff app open: its stream's heartbeat keeps them present (decision 082) until the app closes.
    heartbeats.push(startPresenceHeartbeat(() => app.db.em(), rep.id, app.clock, app.log));
    ids.set(email, rep);
  }
  return ids;
}

/** A lead as stored: its id, address, chat session and owner. */
interface LeadRow {
  id: string;
  email: string | null;
  sessionId: string | null;
  ownerId: string | null;
  ownerName: string | null;
  ownerEmail: string | null;
}

/** Every lead of the app (not newsletter signups, not spam) with its owner. */
async function leadRows(app: FastifyInstance): Promise<LeadRow[]> {
  const rows = await (app.db.em() as SqlEntityManager).execute<
    {
      id: string;
      email: string | null;
      session_id: string | null;
      owner_id: string | null;
      owner_name: string | null;
      owner_email: string | null;
    }[]
  >(
    `select l."id", coalesce(c."email", s."visitor_email") as "email", l."chat_session_id" as "session_id",
       u."id" as "owner_id", u."name" as "owner_name", u."email" as "owner_email"
     from "lead" l
     left join "contact_request" c on c."id" = l."contact_request_id"
     left join "chat_session" s on s."id" = l."chat_session_id"
     left join "staff_user" u on u."id" = l."owner_id"
     where l."kind" <> 'newsletter' and not l."spam"`,
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    sessionId: row.session_id,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    ownerEmail: row.owner_email,
  }));
}

/** The lead of a webhook call: its id, or the lead with its e-mail address. */
function hookLead(hook: Hook, byEmail: ReadonlyMap<string, string>): string | null {
  return hook.leadId ?? (hook.email ? (byEmail.get(hook.email) ?? null) : null);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `done` every 50 ms until it holds or `timeoutMs` passed. */
async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(50);
}

/** p50 / p99 of some milliseconds, with how many of `of` they are. */
function p50p99(values: readonly number[], of?: number): string {
  const sorted = [...values].sort((a, b) => a - b);
  const count = of === undefined ? '' : ` (${values.length}/${of})`;
  return sorted.length === 0
    ? `—${count}`
    : `${Math.round(percentile(sorted, 50))} / ${Math.round(percentile(sorted, 99))} ms${count}`;
}

/** A count distribution as `1×4, 2×2` (value × how many). */
function distribution(values: readonly number[]): string {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([value, count]) => `${value}×${count}`)
    .join(', ');
}

/** How the alerts of some leads name their owners (scenario 3). */
interface OwnerNaming {
  /** (alert, lead) pairs: every lead of every lead alert e-mail. */
  pairs: number;
  named: number;
  /** Pairs whose lead had no owner when the scenario ended. */
  noOwner: number;
  /** Webhook calls, and those whose payload names the owner (name or staff id). */
  hooks: number;
  hooksNamed: number;
}

function ownerNaming(io: Receivers, leads: readonly LeadRow[]): OwnerNaming {
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  const byEmail = new Map(leads.flatMap((lead) => (lead.email ? [[lead.email, lead.id] as const] : [])));
  const figures: OwnerNaming = { pairs: 0, named: 0, noOwner: 0, hooks: 0, hooksNamed: 0 };
  for (const mail of io.emails) {
    for (const leadId of mailLeads(mail)) {
      const lead = byId.get(leadId);
      if (!lead) continue;
      figures.pairs += 1;
      if (!lead.ownerName) figures.noOwner += 1;
      else if (alertSection(mail, leadId).includes(lead.ownerName)) figures.named += 1;
    }
  }
  for (const hook of io.webhooks) {
    const lead = byId.get(hookLead(hook, byEmail) ?? '');
    if (!lead) continue;
    figures.hooks += 1;
    if (lead.ownerId && (hook.body.includes(lead.ownerId) || hook.body.includes(lead.ownerName ?? '\u0000')))
      figures.hooksNamed += 1;
  }
  return figures;
}

function addNaming(a: OwnerNaming, b: OwnerNaming): OwnerNaming {
  return {
    pairs: a.pairs + b.pairs,
    named: a.named + b.named,
    noOwner: a.noOwner + b.noOwner,
    hooks: a.hooks + b.hooks,
    hooksNamed: a.hooksNamed + b.hooksNamed,
  };
}

/** Webhook calls per (lead, type): the most distinct `webhook-id`s of one pair, and repeats of one id (retries). */
function webhookRepeats(
  hooks: readonly Hook[],
  byEmail: ReadonlyMap<string, string>,
): { maxIdsPerLeadType: number; retries: number } {
  const ids = new Map<string, Set<string>>();
  for (const hook of hooks) {
    const key = `${hookLead(hook, byEmail)}|${hook.type}`;
    ids.set(key, (ids.get(key) ?? new Set()).add(hook.id));
  }
  const distinct = [...ids.values()].reduce((sum, set) => sum + set.size, 0);
  return {
    maxIdsPerLeadType: Math.max(0, ...[...ids.values()].map((set) => set.size)),
    retries: hooks.length - distinct,
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

/** A fresh address of a lead from a company of its own. */
function leadAddress(prefix: string): string {
  const tag = randomBytes(3).toString('hex');
  return `${prefix}-${tag}@bench-${tag}.example`;
}

/** Scenario 1's figures of one run. */
interface KindsRun {
  rows: string[][];
  /** The worst kind's webhook p99, ms (NaN when a kind had none). */
  webhookP99: number;
  hotEmailP99: number;
  webhooksMissing: number;
  repeats: { maxIdsPerLeadType: number; retries: number };
  naming: OwnerNaming;
  /** Leads each rep of {@link REPS} received, in order, and the leads left without an owner. */
  spread: { perRep: number[]; unassigned: number };
}

async function kindsRun(label: string, stalledSmtp: boolean): Promise<KindsRun> {
  const { app, io, close } = await startApp(stalledSmtp);
  const submitted = new Map<string, { kind: Kind; at: number }>();
  let leads: LeadRow[] = [];
  try {
    await addReps(app, REPS, LEADS * Object.keys(KINDS).length);
    for (let index = 0; index < LEADS; index++) {
      for (const kind of Object.keys(KINDS) as Kind[]) {
        const email = leadAddress(`${kind.replace(/[^a-z]/g, '')}-${index}`);
        submitted.set(email, { kind, at: await submit(app, kind, email) });
        await sleep(20);
      }
    }
    leads = await leadRows(app);
    const byEmail = new Map(leads.flatMap((lead) => (lead.email ? [[lead.email, lead.id] as const] : [])));
    const ids = [...submitted.keys()].map((email) => byEmail.get(email) ?? email);
    // Every lead's webhook, and (with a working SMTP server) every lead's e-mail, or the deadline.
    await waitUntil(
      () =>
        ids.every((id) => io.webhooks.some((hook) => hookLead(hook, byEmail) === id)) &&
        (stalledSmtp || ids.every((id) => io.emails.some((mail) => mailLeads(mail).includes(id)))),
      DELIVERY_DEADLINE_MS,
    );
    await app.desk.idle();
    leads = await leadRows(app);
  } finally {
    await close();
  }
  const byEmail = new Map(leads.flatMap((lead) => (lead.email ? [[lead.email, lead.id] as const] : [])));
  const rows: string[][] = [];
  let webhookP99 = 0;
  let hotEmailP99 = 0;
  let webhooksMissing = 0;
  for (const kind of Object.keys(KINDS) as Kind[]) {
    const mine = [...submitted].filter(([, lead]) => lead.kind === kind);
    const webhook = mine.flatMap(([email, lead]) => {
      const id = byEmail.get(email);
      const first = io.webhooks.find((hook) => id !== undefined && hookLead(hook, byEmail) === id);
      return first ? [first.at - lead.at] : [];
    });
    const email = mine.flatMap(([address, lead]) => {
      const id = byEmail.get(address) ?? '';
      const first = io.emails.find((mail) => mailLeads(mail).includes(id));
      return first ? [first.at - lead.at] : [];
    });
    webhooksMissing += mine.length - webhook.length;
    const sorted = [...webhook].sort((a, b) => a - b);
    webhookP99 = Math.max(webhookP99, sorted.length > 0 ? percentile(sorted, 99) : Number.NaN);
    if (kind === 'contact, hot' || kind === 'chat, emergency') {
      const mails = [...email].sort((a, b) => a - b);
      hotEmailP99 = Math.max(hotEmailP99, mails.length > 0 ? percentile(mails, 99) : Number.NaN);
    }
    rows.push([
      label,
      kind,
      p50p99(webhook, mine.length),
      stalledSmtp ? 'stalled' : p50p99(email, mine.length),
    ]);
  }
  const perRep = REPS.map(({ name }) => leads.filter((lead) => lead.ownerName === name).length);
  return {
    rows,
    webhookP99,
    hotEmailP99: stalledSmtp ? Number.NaN : hotEmailP99,
    webhooksMissing,
    repeats: webhookRepeats(io.webhooks, byEmail),
    naming: ownerNaming(io, leads),
    spread: { perRep, unassigned: leads.filter((lead) => lead.ownerId === null).length },
  };
}

/** One hot visitor message of scenario 2: its round, session, lead address and when it was sent. */
interface HotMessage {
  round: number;
  sessionId: string;
  email: string;
  at: number;
}

/** Scenario 2's figures: one row per round, and per visitor message the counts behind the targets. */
interface HotChatsRun {
  rows: string[][];
  emailsPerMessage: number[];
  webhooksPerMessage: number[];
  emailSpreads: number[];
  webhookSpreads: number[];
  firstWebhook: number[];
  firstEmail: number[];
  combos: Map<string, number>;
  /** The alert titles each hot message brought, in order of arrival (`Hot lead`, then `Chat visitor asks…`). */
  titles: Map<string, number>;
  repeats: { maxIdsPerLeadType: number; retries: number };
  naming: OwnerNaming;
  messages: number;
}

async function hotChatsRun(): Promise<HotChatsRun> {
  const { app, io, close } = await startApp(false);
  const messages: HotMessage[] = [];
  const inFlightMax: number[] = [];
  let leads: LeadRow[] = [];
  try {
    await addReps(app, REPS, ROUNDS * HOT_CHATS + 10);
    for (let round = 0; round < ROUNDS; round++) {
      const visitors = await Promise.all(
        Array.from({ length: HOT_CHATS }, async (_, index) => {
          const remoteAddress = `198.18.${round + 1}.${index + 1}`;
          const session = (
            await app.inject({ method: 'POST', url: '/api/sessions', payload: {}, remoteAddress })
          ).json() as { sessionId: string; sessionToken: string };
          const opening = await app.inject({
            method: 'POST',
            url: '/api/chat',
            remoteAddress,
            headers: { [SESSION_TOKEN_HEADER]: session.sessionToken },
            payload: { message: CHAT_OPENING, sessionId: session.sessionId },
          });
          if (opening.statusCode >= 300) throw new Error(`chat answered ${opening.statusCode}`);
          return { ...session, remoteAddress, email: leadAddress(`hot-${round}-${index}`) };
        }),
      );
      // Round 0 sends every message at once; each later round spreads them over 100 ms more.
      let inFlight = 0;
      let most = 0;
      await Promise.all(
        visitors.map(async (visitor) => {
          await sleep(Math.random() * round * 100);
          inFlight += 1;
          most = Math.max(most, inFlight);
          const at = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: '/api/chat',
            remoteAddress: visitor.remoteAddress,
            headers: { [SESSION_TOKEN_HEADER]: visitor.sessionToken },
            payload: { message: hotChatMessage(visitor.email), sessionId: visitor.sessionId },
          });
          inFlight -= 1;
          if (response.statusCode >= 300) throw new Error(`chat answered ${response.statusCode}`);
          messages.push({ round, sessionId: visitor.sessionId, email: visitor.email, at });
        }),
      );
      inFlightMax.push(most);
      const now = await leadRows(app);
      const bySession = new Map(now.map((lead) => [lead.sessionId, lead.id]));
      const byEmail = new Map(now.flatMap((lead) => (lead.email ? [[lead.email, lead.id] as const] : [])));
      const ids = messages
        .filter((message) => message.round === round)
        .map((message) => bySession.get(message.sessionId) ?? message.sessionId);
      await waitUntil(
        () =>
          ids.every((id) => io.webhooks.some((hook) => hookLead(hook, byEmail) === id)) &&
          ids.every((id) => io.emails.some((mail) => mailLeads(mail).includes(id))),
        DELIVERY_DEADLINE_MS,
      );
      await sleep(SETTLE_MS);
    }
    await app.desk.idle();
    leads = await leadRows(app);
  } finally {
    await close();
  }
  const bySession = new Map(leads.map((lead) => [lead.sessionId, lead.id]));
  const byEmail = new Map(leads.flatMap((lead) => (lead.email ? [[lead.email, lead.id] as const] : [])));
  const figures: HotChatsRun = {
    rows: [],
    emailsPerMessage: [],
    webhooksPerMessage: [],
    emailSpreads: [],
    webhookSpreads: [],
    firstWebhook: [],
    firstEmail: [],
    combos: new Map(),
    titles: new Map(),
    repeats: webhookRepeats(io.webhooks, byEmail),
    naming: ownerNaming(io, leads),
    messages: messages.length,
  };
  for (let round = 0; round < ROUNDS; round++) {
    const perMessage = messages
      .filter((message) => message.round === round)
      .map((message) => {
        const leadId = bySession.get(message.sessionId) ?? '';
        const mails = io.emails.filter((mail) => mail.at >= message.at && mailLeads(mail).includes(leadId));
        const hooks = io.webhooks.filter(
          (hook) => hook.at >= message.at && hookLead(hook, byEmail) === leadId,
        );
        const distinct = [...new Map(hooks.map((hook) => [hook.id, hook])).values()];
        const spread = (times: number[]) => (times.length > 1 ? Math.max(...times) - Math.min(...times) : 0);
        const combo = [...new Set(distinct.map((hook) => hook.type))].sort().join(' + ') || '(none)';
        figures.combos.set(combo, (figures.combos.get(combo) ?? 0) + 1);
        const titles = mails.map(alertTitle).join(', then ') || '(none)';
        figures.titles.set(titles, (figures.titles.get(titles) ?? 0) + 1);
        const [firstHook] = hooks;
        const [firstMail] = mails;
        if (firstHook) figures.firstWebhook.push(firstHook.at - message.at);
        if (firstMail) figures.firstEmail.push(firstMail.at - message.at);
        return {
          emails: mails.length,
          webhooks: distinct.length,
          emailSpread: spread(mails.map((mail) => mail.at)),
          webhookSpread: spread(distinct.map((hook) => hook.at)),
        };
      });
    for (const message of perMessage) {
      figures.emailsPerMessage.push(message.emails);
      figures.webhooksPerMessage.push(message.webhooks);
      if (message.emails > 1) figures.emailSpreads.push(message.emailSpread);
      if (message.webhooks > 1) figures.webhookSpreads.push(message.webhookSpread);
    }
    const most = (values: number[]) => (values.length > 0 ? `${Math.round(Math.max(...values))} ms` : '—');
    figures.rows.push([
      String(round + 1),
      String(perMessage.length),
      String(inFlightMax[round] ?? 0),
      distribution(perMessage.map((message) => message.emails)),
      most(perMessage.filter((m) => m.emails > 1).map((m) => m.emailSpread)),
      distribution(perMessage.map((message) => message.webhooks)),
      most(perMessage.filter((m) => m.webhooks > 1).map((m) => m.webhookSpread)),
    ]);
  }
  return figures;
}

/** Scenario 4's figures. */
interface CapacityRun {
  leads: number;
  unowned: number;
  overflowAlerted: number;
  assignedLater: number;
  toldLater: number;
  owned: number;
  ownedNamed: number;
}

async function capacityRun(): Promise<CapacityRun> {
  const { app, io, close } = await startApp(false);
  const reps = REPS.slice(0, 2);
  const total = reps.length * CAPACITY + OVERFLOW;
  try {
    const ids = await addReps(app, reps, CAPACITY);
    await createStaffUser(app.db.em(), {
      ...ADMIN,
      role: 'admin',
      password: randomBytes(12).toString('hex'),
    });
    for (let index = 0; index < total; index++) {
      await submit(app, 'contact, warm', leadAddress(`capacity-${index}`));
      await sleep(20);
    }
    await app.desk.idle();
    let leads = await leadRows(app);
    // Every lead's first e-mail (a digest, one batch interval later), then one interval more for late alerts.
    await waitUntil(
      () => leads.every((lead) => io.emails.some((mail) => mailLeads(mail).includes(lead.id))),
      DELIVERY_DEADLINE_MS,
    );
    await sleep(SETTLE_MS);
    leads = await leadRows(app);
    const unowned = leads.filter((lead) => lead.ownerId === null);
    const overflowAlerted = unowned.filter((lead) =>
      io.emails.some((mail) => mailLeads(mail).includes(lead.id) && isOverflowAlert(mail, lead.id)),
    ).length;
    const owned = leads.filter((lead) => lead.ownerId !== null);
    const ownedNamed = owned.filter((lead) =>
      io.emails.some(
        (mail) =>
          mailLeads(mail).includes(lead.id) &&
          alertSection(mail, lead.id).includes(lead.ownerName ?? '\u0000'),
      ),
    ).length;
    // A rep gets room: the desk's sweep assigns the waiting leads; is each new owner told?
    const first = ids.get(REPS[0].email);
    const freed = performance.now();
    if (first) await setAvailability(app.db.em(), { availability: 'available', capacity: total }, first);
    await app.desk.check();
    await app.desk.idle();
    const later = (await leadRows(app)).filter(
      (lead) => unowned.some((waiting) => waiting.id === lead.id) && lead.ownerEmail !== null,
    );
    const told = (lead: LeadRow) =>
      io.emails.some(
        (mail) =>
          mail.at >= freed && mail.to.includes(lead.ownerEmail ?? '') && mailLeads(mail).includes(lead.id),
      );
    await waitUntil(() => later.every(told), SETTLE_MS);
    return {
      leads: leads.length,
      unowned: unowned.length,
      overflowAlerted,
      assignedLater: later.length,
      toldLater: later.filter(told).length,
      owned: owned.length,
      ownedNamed,
    };
  } finally {
    await close();
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);
const yes = (met: boolean) => (met ? 'yes' : 'no');
const share = (part: number, whole: number) =>
  whole === 0 ? '— (0)' : `${Math.round((100 * part) / whole)} % (${part}/${whole})`;

async function main(): Promise<void> {
  const working = await kindsRun('SMTP answers', false);
  const stalled = await kindsRun('SMTP stalled', true);
  const hot = await hotChatsRun();
  const capacity = await capacityRun();

  console.log(
    `\nbench:speed-to-lead: clock ${CLOCK_START}; e-mail digest every ${BATCH_MS} ms (hot leads, emergencies and hand-offs at once)`,
  );
  printTable(
    `1. per kind: ${LEADS} leads per kind, 3 reps available`,
    ['run', 'lead', 'submit → webhook p50 / p99', 'submit → e-mail p50 / p99'],
    [...working.rows, ...stalled.rows],
  );
  printTable(
    '1. the assignment spread: leads each rep received, each lead from a company of its own',
    ['run', ...REPS.map((rep) => rep.name), 'unassigned', 'max − min'],
    (
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
  );
  printTable(
    `2. ${HOT_CHATS} hot chats at once (hot and asking for a person), ${ROUNDS} rounds; spreads are first → last of one message`,
    [
      'round',
      'chats',
      'in flight at once',
      'e-mails per message',
      'e-mail spread (max)',
      'webhooks per message',
      'webhook spread (max)',
    ],
    hot.rows,
  );
  printTable(
    '2. webhook event types per hot message (distinct webhook-ids)',
    ['types', 'messages'],
    [...hot.combos].map(([types, count]) => [types, String(count)]),
  );
  printTable(
    '2. alert e-mails per hot message, by title in order of arrival',
    ['titles', 'messages'],
    [...hot.titles].map(([titles, count]) => [titles, String(count)]),
  );
  const naming = addNaming(addNaming(working.naming, stalled.naming), hot.naming);
  printTable(
    '3. alerts naming the owner (leads of scenarios 1 and 2; owner as stored at the end)',
    ['scenario', 'alert × lead', 'names the owner', 'lead without owner', 'webhooks naming the owner'],
    (
      [
        ['1, SMTP answers', working.naming],
        ['1, SMTP stalled', stalled.naming],
        ['2, hot chats', hot.naming],
      ] as const
    ).map(([label, figures]) => [
      label,
      String(figures.pairs),
      share(figures.named, figures.pairs),
      String(figures.noOwner),
      share(figures.hooksNamed, figures.hooks),
    ]),
  );
  printTable(
    `4. owners at capacity: 2 reps × capacity ${CAPACITY}, ${capacity.leads} warm contact leads, an admin`,
    ['figure', 'value'],
    [
      ['leads without an owner', String(capacity.unowned)],
      ['of those, with an alert telling the team', share(capacity.overflowAlerted, capacity.unowned)],
      ['owned leads whose alert names the owner', share(capacity.ownedNamed, capacity.owned)],
      ['assigned later (a rep got room, the sweep ran)', String(capacity.assignedLater)],
      ['of those, the new owner e-mailed', share(capacity.toldLater, capacity.assignedLater)],
    ],
  );

  const emailMax = Math.max(0, ...hot.emailsPerMessage);
  const emailMin = Math.min(...hot.emailsPerMessage);
  const hookMax = Math.max(0, ...hot.webhooksPerMessage);
  const hookMin = Math.min(...hot.webhooksPerMessage);
  const hotHookP99 = percentile(
    [...hot.firstWebhook].sort((a, b) => a - b),
    99,
  );
  const maxIds = Math.max(
    working.repeats.maxIdsPerLeadType,
    stalled.repeats.maxIdsPerLeadType,
    hot.repeats.maxIdsPerLeadType,
  );
  const spreadOf = (values: number[]) => (values.length === 0 ? '—' : `max ${ms(Math.max(...values))}`);
  const perRepOk = (run: KindsRun) =>
    Math.max(...run.spread.perRep) - Math.min(...run.spread.perRep) <= 1 && run.spread.unassigned === 0;
  printTable(
    'targets',
    ['figure', 'value', 'target', 'met'],
    [
      [
        'hot chats: e-mails per visitor message',
        `${emailMin}–${emailMax} (${distribution(hot.emailsPerMessage)})`,
        'exactly 1',
        yes(emailMin === 1 && emailMax === 1),
      ],
      [
        'hot chats: e-mail spread, first → last of one message',
        spreadOf(hot.emailSpreads),
        'no second',
        yes(hot.emailSpreads.length === 0),
      ],
      [
        'hot chats: webhooks per visitor message (distinct ids)',
        `${hookMin}–${hookMax} (${distribution(hot.webhooksPerMessage)})`,
        'exactly 1',
        yes(hookMin === 1 && hookMax === 1),
      ],
      [
        'hot chats: webhook spread, first → last of one message',
        spreadOf(hot.webhookSpreads),
        'no second',
        yes(hot.webhookSpreads.length === 0),
      ],
      ['webhook-ids per lead and type (all scenarios)', String(maxIds), '1', yes(maxIds <= 1)],
      [
        'webhook retries (repeats of one webhook-id)',
        String(working.repeats.retries + stalled.repeats.retries + hot.repeats.retries),
        '0 (receiver answers 204)',
        yes(working.repeats.retries + stalled.repeats.retries + hot.repeats.retries === 0),
      ],
      [
        'alerts naming the owner',
        share(naming.named, naming.pairs),
        '100 %',
        yes(naming.pairs > 0 && naming.named === naming.pairs),
      ],
      [
        'leads without owner with an alert telling the team',
        share(capacity.overflowAlerted, capacity.unowned),
        'all',
        yes(capacity.overflowAlerted === capacity.unowned),
      ],
      [
        'owners assigned later told by e-mail',
        share(capacity.toldLater, capacity.assignedLater),
        'all',
        yes(capacity.toldLater === capacity.assignedLater),
      ],
      [
        'webhook p99, worst kind, SMTP answers',
        ms(working.webhookP99),
        '≤ 2 s',
        yes(working.webhookP99 <= 2000 && working.webhooksMissing === 0),
      ],
      [
        'webhook p99, worst kind, SMTP stalled',
        ms(stalled.webhookP99),
        '≤ 2 s',
        yes(stalled.webhookP99 <= 2000 && stalled.webhooksMissing === 0),
      ],
      [
        'webhook p99, hot chats',
        ms(hotHookP99),
        '≤ 2 s',
        yes(hotHookP99 <= 2000 && hot.firstWebhook.length === hot.messages),
      ],
      [
        'hot e-mail p99 (contact hot, emergency chat)',
        ms(working.hotEmailP99),
        '≤ 2 s',
        yes(working.hotEmailP99 <= 2000),
      ],
      [
        'hot chats: e-mail p99 (first alert)',
        ms(
          percentile(
            [...hot.firstEmail].sort((a, b) => a - b),
            99,
          ),
        ),
        '≤ 2 s',
        yes(
          percentile(
            [...hot.firstEmail].sort((a, b) => a - b),
            99,
          ) <= 2000 && hot.firstEmail.length === hot.messages,
        ),
      ],
      [
        'assignment spread max − min, unassigned',
        `${Math.max(...working.spread.perRep) - Math.min(...working.spread.perRep)}, ${working.spread.unassigned} / ${Math.max(...stalled.spread.perRep) - Math.min(...stalled.spread.perRep)}, ${stalled.spread.unassigned}`,
        '≤ 1, 0',
        yes(perRepOk(working) && perRepOk(stalled)),
      ],
    ],
  );
}

await main();
