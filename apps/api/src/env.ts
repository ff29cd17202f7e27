import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { company } from '@northline/content';
import { BUSINESS_DAY_MINUTES } from '@northline/content/business-hours';
import * as z from 'zod';
import { DEFAULT_OPENAI_BASE_URL, DEFAULT_PRIMARY_TIMEOUT_MS } from './chat/model-defaults.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts.ts';
import { DEFAULT_SESSION_IDLE_DAYS } from './visitor-sessions.ts';

/** Defaults of the delivery worker's timings (delivery/worker.ts `DeliveryConfig`). */
export const DELIVERY_DEFAULTS = {
  batchIntervalMs: 5 * 60 * 1000,
  retryBaseMs: 30_000,
  maxAttempts: 10,
  leaseMs: 5 * 60 * 1000,
  timeoutMs: 10_000,
} as const;

/**
 * Default minimum time between the moment the visitor could first use a form and the submission, in
 * milliseconds (decision 019). A person who lets the browser autofill the form and clicks a second later is
 * slower than this; a script that posts as soon as the page arrives is faster.
 */
export const DEFAULT_MIN_FILL_MS = 800;

/** Default folder of the built site: apps/site/build/client of this checkout. */
const DEFAULT_SITE_DIR = fileURLToPath(new URL('../../site/build/client', import.meta.url));
/** Default folder of the chat widget's embed build: packages/chat-widget/dist/embed of this checkout. */
const DEFAULT_EMBED_DIR = fileURLToPath(new URL('../../../packages/chat-widget/dist/embed', import.meta.url));
/** Default folder of the embedded database: .data/pglite at the repository root (git-ignored). */
const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../../../.data/pglite', import.meta.url));

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * Defaults of the abuse limits (OWASP ASVS V2.4 and OWASP LLM10 "unbounded consumption"); see
 * {@link envSchema} for each one's meaning.
 */
export const DEFAULT_LIMITS = {
  CHAT_RATE_LIMIT_MAX: 30,
  CHAT_SESSION_MESSAGES_PER_MINUTE: 10,
  MODEL_MAX_CONCURRENCY: 8,
  MODEL_DAILY_TURNS: 5000,
  MODEL_VISITOR_DAILY_CALLS: 40,
  RECOMMENDATIONS_PER_HOUR: 10,
  REQUEST_TIMEOUT_MS: 30_000,
} as const;

/**
 * Failed staff sign-ins allowed per window before further attempts are refused with 429 (OWASP ASVS V2.2.1; staff/staff-auth.ts counts them, the nightly purge keeps one window of them): per
 * account (5 in 15 minutes) and per client IP (20 in 15 minutes, for guessing across accounts).
 */
export const SIGN_IN_LIMITS = { perAccount: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;

/** Default of `SHUTDOWN_TIMEOUT_MS`: how long SIGTERM waits for in-flight requests, in milliseconds. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** The message that stops a production start without `DATABASE_URL`. */
export const PRODUCTION_NEEDS_DATABASE_URL =
  'DATABASE_URL is required when NODE_ENV=production: the embedded PGlite database is for local use only (one process, one folder). Set DATABASE_URL to your PostgreSQL server, or NODE_ENV=development to use PGlite';

/**
 * The example site URL SITE_URL defaults to (the catalogue's `company.defaultSiteUrl`): right for development,
 * wrong for any real deployment, since lead notifications and newsletter emails carry links built from it.
 */
export const EXAMPLE_SITE_URL = company.defaultSiteUrl;

/** The message that stops a production start with SITE_URL left at {@link EXAMPLE_SITE_URL}. */
export const PRODUCTION_NEEDS_SITE_URL = `SITE_URL is still the example ${EXAMPLE_SITE_URL}: lead notification and newsletter emails carry links built from it. Set SITE_URL to the site's public URL when NODE_ENV=production`;

/** The message that stops a production start with a plain-http LEAD_WEBHOOK_URL. */
export const PRODUCTION_NEEDS_HTTPS_WEBHOOK =
  "LEAD_WEBHOOK_URL must be an https URL when NODE_ENV=production: the webhook carries the lead's contact details and message";

/**
 * TRUST_PROXY's text as its value: `true`, `false`, a number of hops, or the comma-separated proxies; empty is
 * absent (the default).
 */
function trustProxyFromText(value: string): boolean | number | string[] | undefined {
  if (value === '') return undefined;
  const text = value.trim();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The domain of the company's e-mail addresses (`company.email`), which the senders' default addresses use. */
const MAIL_DOMAIN = company.email.slice(company.email.indexOf('@') + 1);

/** The message that stops a production start with CLOCK_START set. */
export const PRODUCTION_REFUSES_CLOCK_START =
  'CLOCK_START moves the app clock for browser tests and demos; production runs on the wall clock. Remove CLOCK_START, or use NODE_ENV=development';

/**
 * The app's clock for CLOCK_START: `start` at the moment of the call, then advancing with the wall clock; the
 * wall clock itself when `start` is undefined.
 *
 * @param start an ISO 8601 instant with its offset (validated by {@link envSchema})
 * @param wall the wall clock (tests pass a fake)
 */
export function clockFrom(start: string | undefined, wall: () => number = Date.now): () => Date {
  if (start === undefined) return () => new Date(wall());
  const offset = Date.parse(start) - wall();
  return () => new Date(wall() + offset);
}

/** A whole number of milliseconds in `[min, max]` with a default. */
const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** The API's settings, each with its default (README "Settings", `.env.example`). */
const settingsSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'SITE_URL must be an http(s) URL such as https://www.example.com' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(EXAMPLE_SITE_URL),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// connection string')
      .optional(),
  ),
  PGLITE_DIR: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_PGLITE_DIR)),
  SITE_DIR: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_SITE_DIR)),
  /** Folder of the chat widget's embed build (`manifest.json`, the loader, the versioned bundle) served at /embed. */
  EMBED_DIR: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_EMBED_DIR)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(120),
  CORS_ORIGINS: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean)
        : value,
    z
      .array(
        z.url({
          protocol: /^https?$/,
          error: 'CORS_ORIGINS must list origins such as https://partner.example',
        }),
      )
      .default([]),
  ),
  /** Enables the OpenAI chat engine and recommendation phrasing; empty keeps the built-in engine only. */
  OPENAI_API_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  /** Base URL of an OpenAI-compatible Chat Completions API (OpenAI, Ollama, vLLM, llama.cpp), ending in /v1. */
  OPENAI_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({
        protocol: /^https?$/,
        error: 'OPENAI_BASE_URL must be an http(s) URL such as https://api.openai.com/v1',
      })
      .transform((url) => url.replace(/\/+$/, ''))
      .default(DEFAULT_OPENAI_BASE_URL),
  ),
  /** The model the OpenAI engine and the phraser ask. */
  OPENAI_MODEL: z.preprocess(emptyToUndefined, z.string().min(1).default('gpt-4o-mini')),
  /** Milliseconds the model may take before the built-in engine answers (chat) or the engine's texts stay (phrasing). */
  OPENAI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DEFAULT_PRIMARY_TIMEOUT_MS),
  /**
   * Key that signs the forms' anti-spam tokens (decision 003); at least 32 characters. Empty: a random key per
   * process, which is right for one instance; instances behind one load balancer must share it.
   */
  FORM_TOKEN_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'FORM_TOKEN_SECRET must be at least 32 characters').optional(),
  ),
  /**
   * Key that signs visitor session tokens (decision 012); at least 32 characters. Empty: a random
   * key per process, so sessions end with a restart (the widget then starts a new one); instances behind one load
   * balancer must share it.
   */
  SESSION_TOKEN_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'SESSION_TOKEN_SECRET must be at least 32 characters').optional(),
  ),
  /** Days a visitor session lasts without activity (decision 022; privacy policy: 30); then the widget starts anew. */
  VISITOR_SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_SESSION_IDLE_DAYS),
  /**
   * Minimum milliseconds between the moment a visitor could first use a form and the submission (decision 019);
   * faster ones are stored, shown and notified, marked possibly automated.
   */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).max(60_000).default(DEFAULT_MIN_FILL_MS),
  /**
   * Judge contact requests' lead quality on a worker thread of its own (`on`, the default) or on the event loop
   * (`off`): decision 030. Either way the lead is stored with its quality. `off` is for a deployment that would
   * rather not pay the thread's isolate (some 30 MB), and for the benchmark's same-hour comparison; the tests set
   * `off` (test/helper.ts `testEnv`) and one test file runs `on`.
   */
  LEAD_JUDGE_THREAD: z.enum(['on', 'off']).default('on'),
  /**
   * Which proxies to trust for the client IP (X-Forwarded-For) and protocol, as Fastify's `trustProxy`: `false`
   * (default: the API faces the internet), `true` (any), a number of hops, or comma-separated addresses/CIDRs of
   * the load balancers. Takes the text of the environment or the parsed value (a boolean, a number, a list), so a
   * parsed {@link Env} parses to itself.
   */
  TRUST_PROXY: z.preprocess(
    (value) => (typeof value === 'string' ? trustProxyFromText(value) : value),
    z.union([z.boolean(), z.number().int().min(0), z.array(z.string().min(1))]).default(false),
  ),
  /**
   * Redis URL; when set the rate-limit counters, the live stream caps and the model budget's day counts live there,
   * shared by every API instance (without it the model budget's counts live in the database).
   */
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /**
   * Chat messages one client IP may send per minute, whichever transport carries them (`/api/chat`,
   * `/api/chat/stream`, `/trpc/chat.send`: the `chat` rate-limit bucket), tighter than RATE_LIMIT_MAX.
   */
  CHAT_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(DEFAULT_LIMITS.CHAT_RATE_LIMIT_MAX),
  /** Visitor messages one chat session may send per minute (any instance: counted in the database). */
  CHAT_SESSION_MESSAGES_PER_MINUTE: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_LIMITS.CHAT_SESSION_MESSAGES_PER_MINUTE),
  /**
   * Visitor messages one chat session may send per minute while a person holds or awaits the chat (a live-chat
   * limit of its own: these messages never count against CHAT_SESSION_MESSAGES_PER_MINUTE, which is the
   * assistant's; counted in the database, so every instance agrees; decision 060).
   */
  LIVE_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Consultant messages one live chat may receive per minute (a generous bound against a runaway client). */
  LIVE_CONSULTANT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(60),
  /**
   * Model calls (chat turns, recommendation phrasing, quick recommendations) in flight at once per instance; beyond
   * it the built-in engine answers, or the engine's texts stay (OWASP LLM10, src/model-budget.ts).
   */
  MODEL_MAX_CONCURRENCY: z.coerce.number().int().positive().default(DEFAULT_LIMITS.MODEL_MAX_CONCURRENCY),
  /**
   * Model calls (chat turns, recommendation phrasing, quick recommendations) per Toronto day, every instance together
   * (counted in Redis with REDIS_URL, else in the database; kept across restarts); beyond it the built-in engine
   * answers, or the engine's texts stay (OWASP LLM10, src/model-budget.ts).
   */
  MODEL_DAILY_TURNS: z.coerce.number().int().positive().default(DEFAULT_LIMITS.MODEL_DAILY_TURNS),
  /**
   * Model calls per visitor per Toronto day, every instance together: a visitor session, or the client address for a
   * quick recommendation (no session; an IPv6 client by its /64); beyond it that visitor is answered without the
   * model (OWASP LLM10).
   */
  MODEL_VISITOR_DAILY_CALLS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_LIMITS.MODEL_VISITOR_DAILY_CALLS),
  /**
   * Recommendations one visitor session may generate and store per hour (`POST /api/recommendations`); beyond it
   * 429 (counted in the database: holds across instances).
   */
  RECOMMENDATIONS_PER_HOUR: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_LIMITS.RECOMMENDATIONS_PER_HOUR),
  /** Milliseconds a client may take to send a whole request before 408 (Fastify `requestTimeout`). */
  REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(300_000)
    .default(DEFAULT_LIMITS.REQUEST_TIMEOUT_MS),
  /**
   * Key (at least 32 characters) that signs the newsletter's confirmation and unsubscribe links and keys the hash
   * of client IPs in the consent history (docs/decisions/006). Empty: a random key per process, so links
   * stop working and IP hashes stop matching after a restart: set it wherever links are emailed.
   */
  NEWSLETTER_TOKEN_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'NEWSLETTER_TOKEN_SECRET must be at least 32 characters').optional(),
  ),
  /** PostgreSQL `statement_timeout`: the longest one statement may run or wait for a lock. */
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 600_000, DEFAULT_DATABASE_TIMEOUTS.statementMs),
  /** PostgreSQL `idle_in_transaction_session_timeout`: the longest a transaction may sit idle. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: milliseconds(
    100,
    600_000,
    DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
  ),
  /** The longest a new PostgreSQL connection may take to open. */
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000, DEFAULT_DATABASE_TIMEOUTS.connectMs),
  /** How long SIGTERM waits for in-flight requests before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: milliseconds(100, 300_000, DEFAULT_SHUTDOWN_TIMEOUT_MS),
  /**
   * SMTP server of lead notifications, e.g. `smtp://user:password@smtp.example.com:587` or
   * `smtps://…:465`. Empty: no email; leads are only shown in the staff inbox.
   */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  /** Who receives lead emails: addresses, comma-separated (needed with SMTP_URL). */
  LEAD_NOTIFY_TO: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((address) => address.trim())
            .filter(Boolean)
        : value,
    z.array(z.email({ error: 'LEAD_NOTIFY_TO must list email addresses, comma-separated' })).default([]),
  ),
  /** Sender of lead emails. */
  LEAD_NOTIFY_FROM: z.preprocess(
    emptyToUndefined,
    z.string().min(3).default(`${company.name} leads <leads@${MAIL_DOMAIN}>`),
  ),
  /** Sender of the newsletter's double opt-in emails (decision 006), sent through SMTP_URL. */
  NEWSLETTER_FROM: z.preprocess(
    emptyToUndefined,
    z.string().min(3).default(`${company.name} <newsletter@${MAIL_DOMAIN}>`),
  ),
  /** URL the signed lead webhook (Standard Webhooks) is posted to: a CRM, Slack or Teams workflow. Empty: none. */
  LEAD_WEBHOOK_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'LEAD_WEBHOOK_URL must be an http(s) URL' }).optional(),
  ),
  /** The webhook's signing secret: `whsec_` and base64 of 24 to 64 random bytes (needed with LEAD_WEBHOOK_URL). */
  LEAD_WEBHOOK_SECRET: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^whsec_[A-Za-z0-9+/]{32,88}={0,2}$/, 'LEAD_WEBHOOK_SECRET must be whsec_ followed by base64')
      .optional(),
  ),
  /**
   * A HubSpot private app's access token (`pat-…`; scopes `crm.objects.contacts.write`, `crm.objects.companies.write`,
   * `crm.objects.deals.write`, `crm.objects.owners.read`): a secret, read from the environment only and never
   * logged. Empty: the CRM sync is off (no `crm` delivery is planned, nothing is sent to HubSpot).
   */
  HUBSPOT_ACCESS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(10, 'HUBSPOT_ACCESS_TOKEN must be a private app access token').optional(),
  ),
  /** HubSpot's API origin (tests point it at a local server that speaks the CRM v3 endpoints the sync uses). */
  HUBSPOT_BASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'HUBSPOT_BASE_URL must be an http(s) URL' })
      .default('https://api.hubapi.com'),
  ),
  /** Milliseconds between batches of non-urgent lead notifications (hot leads and emergencies go at once). */
  NOTIFY_BATCH_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(86_400_000)
    .default(DELIVERY_DEFAULTS.batchIntervalMs),
  /** Milliseconds before the first retry of a failed notification; each retry doubles it (at most an hour). */
  NOTIFY_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(DELIVERY_DEFAULTS.retryBaseMs),
  /**
   * Milliseconds a live hand-off waits for a consultant's claim before the visitor is told nobody can answer now
   * (conversations/live-chat.ts `markUnansweredHandoffs`).
   */
  HANDOFF_CLAIM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(86_400_000).default(120_000),
  /**
   * Hand-off requests one client address (an IPv6 client: its /64) may make per hour, whichever way it asks (the
   * "Talk to a person" call or a message asking for one); beyond: 429 (decision 060).
   */
  HANDOFF_REQUESTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Of those, how many alert sales at once each; the address's later requests of the hour wait for the next alert
   * batch and go as one e-mail naming how many more chats asked for a person (decision 060).
   */
  HANDOFF_ALERTS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(2),
  /** First-response target of a hot lead, in business minutes (decision 041). */
  SLA_HOT_MINUTES: z.coerce.number().int().min(1).max(100_000).default(5),
  /** First-response target of a warm lead, in business minutes: one business hour. */
  SLA_WARM_MINUTES: z.coerce.number().int().min(1).max(100_000).default(60),
  /** First-response target of a cold lead, in business minutes: one business day (Monday to Friday's 600). */
  SLA_COLD_MINUTES: z.coerce.number().int().min(1).max(100_000).default(BUSINESS_DAY_MINUTES),
  /** Milliseconds between runs of the assignment sweep and the first-response escalation check. */
  SLA_CHECK_INTERVAL_MS: z.coerce.number().int().min(1000).max(3_600_000).default(30_000),
  /** Milliseconds a consultant reply may stay unseen before it is e-mailed once to the visitor's address. */
  UNSEEN_REPLY_EMAIL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(180_000),
  /** Milliseconds without an event after which a visitor's live event stream ends (the widget reconnects). */
  LIVE_STREAM_IDLE_MS: z.coerce.number().int().min(1000).max(86_400_000).default(1_800_000),
  /** Open live event streams allowed per chat session (per instance); more get 429. */
  LIVE_STREAMS_PER_SESSION: z.coerce.number().int().min(1).max(100).default(3),
  /** Open live event streams allowed per client IP (an IPv6 client by its /64); more get 429. */
  LIVE_STREAMS_PER_IP: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * Longest time, in milliseconds, between two checks of an open staff stream's session (decision 061): the
   * backstop of the notification that ends it at once on sign-out, so a stream whose notification was lost still
   * ends within this time (plus a database read). At most 60 s; keep it under 5 s.
   */
  STAFF_STREAM_RECHECK_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  /**
   * Milliseconds one delivery may take: a webhook call, and each SMTP wait (connection, greeting, socket
   * inactivity), so a server that accepts and never answers fails the attempt instead of holding its channel.
   */
  NOTIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(DELIVERY_DEFAULTS.timeoutMs),
  /** Attempts before a notification is given up (marked failed in the inbox). */
  NOTIFY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(DELIVERY_DEFAULTS.maxAttempts),
  /** Months leads and chat transcripts are kept after the last contact (privacy policy: 24). */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** Days spam-flagged submissions are kept (decision 003). */
  SPAM_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Days a newsletter signup may stay unconfirmed before the nightly purge deletes it (privacy policy: 30). */
  NEWSLETTER_PENDING_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Hour of the day (UTC, 0-23) the nightly retention purge runs; 8 is 03:00 or 04:00 in Toronto. */
  PURGE_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(8),
  /**
   * An ISO 8601 instant (with its offset) the app's clock starts from, then runs at real speed: the business-time
   * rules (the live hand-off's hours and timeouts, meeting slots, chat timestamps) see that time. For browser tests
   * and demos of, say, a Saturday evening; refused when NODE_ENV=production. The wall clock when empty.
   */
  CLOCK_START: z.preprocess(
    emptyToUndefined,
    z.iso.datetime({ offset: true, error: 'CLOCK_START must be an ISO 8601 time with an offset' }).optional(),
  ),
  /** Length of a booked free IT assessment, in minutes; slots start every this many minutes from each opening. */
  MEETING_DURATION_MINUTES: z.coerce.number().int().min(10).max(240).default(30),
  /** Minutes kept free between two meetings of one consultant. */
  MEETING_BUFFER_MINUTES: z.coerce.number().int().min(0).max(240).default(15),
  /** How many days ahead a visitor may book. */
  MEETING_MAX_DAYS_AHEAD: z.coerce.number().int().min(1).max(90).default(21),
  /**
   * Meetings one client address (an IPv6 client: its /64) may book per hour; beyond it 429 with Retry-After.
   * Only bookings made count (docs/decisions/058); shared through REDIS_URL like the rate limits.
   */
  MEETING_BOOKINGS_PER_IP_HOUR: z.coerce.number().int().min(1).max(10_000).default(3),
  /** Meetings one client address may book per day (24 hours from its first); beyond it 429 with Retry-After. */
  MEETING_BOOKINGS_PER_IP_DAY: z.coerce.number().int().min(1).max(10_000).default(6),
  /**
   * Upcoming meetings one e-mail address may hold (case, surrounding space and a `+tag` aside; Gmail's dots
   * aside); beyond it 409 (docs/decisions/058). Counted in the database.
   */
  MEETING_UPCOMING_PER_EMAIL: z.coerce.number().int().min(1).max(10_000).default(2),
  /** Upcoming meetings one visitor session may hold; beyond it 429 with Retry-After. Counted in the database. */
  MEETING_UPCOMING_PER_SESSION: z.coerce.number().int().min(1).max(10_000).default(2),
  /**
   * Key (at least 32 characters) that signs the meetings' reschedule/cancel links (docs/decisions/033). Empty: a
   * random key per process, so links stop working after a restart: set it wherever invitations are e-mailed.
   */
  MEETING_TOKEN_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'MEETING_TOKEN_SECRET must be at least 32 characters').optional(),
  ),
  /** Where the assessment takes place, as invitations state it: a video-call link or an address. */
  MEETING_LOCATION: z.preprocess(
    emptyToUndefined,
    z.string().min(3).max(300).default('Video call: your consultant e-mails the link before the meeting'),
  ),
  /** Sender of meeting invitations, updates, cancellations and reminders, sent through SMTP_URL. */
  MEETING_FROM: z.preprocess(
    emptyToUndefined,
    z.string().min(3).default(`${company.name} <meetings@${MAIL_DOMAIN}>`),
  ),
});

/**
 * The API's settings (README "Settings", `.env.example`). Parsed once at start-up; nothing else reads
 * `process.env`. `NODE_ENV` defaults to `development`, where PGlite is the database without `DATABASE_URL`.
 * `NODE_ENV=production` fails safe: it requires `DATABASE_URL` ({@link PRODUCTION_NEEDS_DATABASE_URL}), a
 * SITE_URL other than the example ({@link PRODUCTION_NEEDS_SITE_URL}) and an https LEAD_WEBHOOK_URL when one is
 * set ({@link PRODUCTION_NEEDS_HTTPS_WEBHOOK}; personal information in transit, PIPEDA principle 4.7).
 */
export const envSchema = settingsSchema.superRefine((env, context) => {
  if (env.NODE_ENV === 'production' && !env.DATABASE_URL) {
    context.addIssue({ code: 'custom', path: ['DATABASE_URL'], message: PRODUCTION_NEEDS_DATABASE_URL });
  }
  if (env.NODE_ENV === 'production' && new URL(env.SITE_URL).origin === new URL(EXAMPLE_SITE_URL).origin) {
    context.addIssue({ code: 'custom', path: ['SITE_URL'], message: PRODUCTION_NEEDS_SITE_URL });
  }
  if (
    env.NODE_ENV === 'production' &&
    env.LEAD_WEBHOOK_URL &&
    new URL(env.LEAD_WEBHOOK_URL).protocol !== 'https:'
  ) {
    context.addIssue({ code: 'custom', path: ['LEAD_WEBHOOK_URL'], message: PRODUCTION_NEEDS_HTTPS_WEBHOOK });
  }
  if (env.NODE_ENV === 'production' && env.CLOCK_START) {
    context.addIssue({ code: 'custom', path: ['CLOCK_START'], message: PRODUCTION_REFUSES_CLOCK_START });
  }
  if (env.SMTP_URL && env.LEAD_NOTIFY_TO.length === 0) {
    context.addIssue({
      code: 'custom',
      path: ['LEAD_NOTIFY_TO'],
      message: 'LEAD_NOTIFY_TO is needed with SMTP_URL',
    });
  }
  if (env.LEAD_WEBHOOK_URL && !env.LEAD_WEBHOOK_SECRET) {
    context.addIssue({
      code: 'custom',
      path: ['LEAD_WEBHOOK_SECRET'],
      message: 'LEAD_WEBHOOK_SECRET is needed with LEAD_WEBHOOK_URL',
    });
  }
});

/** The parsed settings. */
export type Env = z.infer<typeof envSchema>;

/** Every setting at its default: the one place a default is written is {@link envSchema}. */
export const ENV_DEFAULTS: Env = envSchema.parse({});

/** The settings file at the repository root (README "Settings"; `.env.example` lists every variable). */
export const ENV_FILE = fileURLToPath(new URL('../../../.env', import.meta.url));

/**
 * Reads a `.env` file into the environment when it exists, with Node's `process.loadEnvFile`. A variable
 * already set in the environment keeps its value, so a shell or an orchestrator overrides the file.
 *
 * @param file the file to read (default {@link ENV_FILE})
 * @returns true when the file was there and read, false when there is none
 */
export function loadEnvFile(file: string = ENV_FILE): boolean {
  if (!existsSync(file)) return false;
  process.loadEnvFile(file);
  return true;
}

/**
 * Parses settings from an environment-like record.
 *
 * @param source the variables, `process.env` by default
 * @returns the typed settings with defaults applied
 * @throws Error naming every invalid variable and why, so start-up fails fast
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${lines.join('\n')}`);
  }
  return result.data;
}
