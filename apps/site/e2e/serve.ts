/**
 * Starts the production server for the browser tests: recreates the run's own PostgreSQL database,
 * then runs apps/api's server on it, serving the built site (apps/site/build/client) and the chat widget's embed
 * build (packages/chat-widget/dist/embed, rebuilt here when missing or older than the widget's sources), with the
 * partner page's origin in CORS_ORIGINS. Sales' alerts go by SMTP to a real SMTP receiver (smtp-server) that this
 * process runs on 127.0.0.1 and that keeps each message in the run's database (table `e2e_mail`, read by
 * e2e/db.ts), so a test can tell whether sales was notified of a lead. With `E2E_HUBSPOT=1` it also runs the API
 * tests' local HubSpot server (apps/api/test/crm/fake-hubspot-server.ts) on 127.0.0.1 and turns the HubSpot sync on
 * against it. Playwright's webServer runs this and stops it after the tests.
 */
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startFakeHubSpotServer } from '../../api/test/crm/fake-hubspot-server.ts';
import {
  ADMIN_URL,
  E2E_DATABASE,
  E2E_HUBSPOT_TOKEN,
  E2E_PARTNER_ORIGIN,
  E2E_PORT,
  E2E_SALES_ADDRESS,
  e2eDatabaseUrl,
} from './env.ts';
import { buildWidgetIfStale } from './widget-build.ts';

// Run alone, it builds the widget when stale; e2e/serve-all.ts builds it once for all five (E2E_SKIP_WIDGET_BUILD).
if (!process.env.E2E_SKIP_WIDGET_BUILD) buildWidgetIfStale();

const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
await admin.query(`drop database if exists "${E2E_DATABASE}" with (force)`);
await admin.query(`create database "${E2E_DATABASE}"`);
await admin.end();

const mailbox = new pg.Client({ connectionString: e2eDatabaseUrl() });
await mailbox.connect();
await mailbox.query(
  `create table "e2e_mail" ("id" serial primary key, "rcpt" text[] not null, "delivery_ids" text[] not null,
    "subject" text not null, "raw" text not null, "received_at" timestamptz not null default now())`,
);
/** A header's value, with folded lines unfolded (RFC 5322 §2.2.3). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}: ([^\\r\\n]*)`, 'im').exec(
    raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '',
  )?.[1] ?? '';
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const ids = header(raw, 'X-Northline-Delivery-Ids').split(',').filter(Boolean);
      mailbox
        .query('insert into "e2e_mail" ("rcpt", "delivery_ids", "subject", "raw") values ($1, $2, $3, $4)', [
          session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ids,
          header(raw, 'Subject'),
          raw,
        ])
        .then(() => callback(), callback);
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

// The HubSpot sync's server (E2E_HUBSPOT=1): the local HubSpot server, in this process.
const hubspot =
  process.env.E2E_HUBSPOT === '1' ? await startFakeHubSpotServer({ token: E2E_HUBSPOT_TOKEN }) : null;

const server = spawn(process.execPath, [fileURLToPath(new URL('../../api/src/server.ts', import.meta.url))], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(E2E_PORT),
    HOST: '127.0.0.1',
    DATABASE_URL: e2eDatabaseUrl(),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '10000',
    CHAT_RATE_LIMIT_MAX: '10000',
    CHAT_SESSION_MESSAGES_PER_MINUTE: '10000',
    // Every browser test books from 127.0.0.1: the booking bounds have their API tests.
    MEETING_BOOKINGS_PER_IP_HOUR: '10000',
    MEETING_BOOKINGS_PER_IP_DAY: '10000',
    MEETING_UPCOMING_PER_EMAIL: '10000',
    MEETING_UPCOMING_PER_SESSION: '10000',
    // Every browser test asks for a person from this one address.
    HANDOFF_REQUESTS_PER_HOUR: '10000',
    HANDOFF_ALERTS_PER_HOUR: '10000',
    // `test`, not `production`: production refuses CLOCK_START, and the run needs a fixed business time (the
    // office's hours decide whether a chat is handed to a person). Every production rule but that one holds.
    NODE_ENV: 'test',
    CLOCK_START: process.env.E2E_CLOCK_START ?? '',
    // A consultant reply unseen for 3 s is e-mailed (the browser test of a visitor who left).
    UNSEEN_REPLY_EMAIL_MS: '3000',
    HANDOFF_CLAIM_TIMEOUT_MS: '600000',
    // Production refuses the example SITE_URL: the links of the API's emails point at this server.
    SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
    CORS_ORIGINS: E2E_PARTNER_ORIGIN,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LEAD_NOTIFY_TO: E2E_SALES_ADDRESS,
    NOTIFY_BATCH_INTERVAL_MS: '1000',
    ...(hubspot ? { HUBSPOT_ACCESS_TOKEN: E2E_HUBSPOT_TOKEN, HUBSPOT_BASE_URL: hubspot.baseUrl } : {}),
  },
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
