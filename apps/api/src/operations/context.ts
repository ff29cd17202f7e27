import { SESSION_TOKEN_HEADER, type StaffMember } from '@northline/schemas';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LiveLimits } from '../conversations/live-limits.ts';
import type { Database } from '../db/database.ts';
import type { LeadDesk } from '../desk/lead-desk.ts';
import type { ChatTranscriptReader } from '../desk/lead-detail.ts';
import type { CrmBacklog } from '../desk/lead-reports.ts';
import { acceptedEmbedOrigin } from '../embed-origin.ts';
import { DomainError, invalidField } from '../errors.ts';
import type { DomainEventHub } from '../events/log.ts';
import type { FormTokens, LeadNotices } from '../leads/lead-capture.ts';
import type { LeadJudge } from '../leads/lead-quality.ts';
import type { LiveChatBookingNote, LiveChatConsultant, MeetingSettings } from '../meetings/meetings.ts';
import type { NewsletterConsentKeys } from '../newsletter/newsletter-consent.ts';
import type { Assistant } from '../plugins/app/assistant.ts';
import { FORM_TOKEN_COOKIE } from '../plugins/app/lead-capture.ts';
import type { RedactionWriters, RetentionSettings } from '../privacy/privacy.ts';
import type { StaffAuthDeps, StaffDeparture } from '../staff/staff-auth.ts';
import type { StaffSessionWatcher } from '../staff/staff-session-watch.ts';
import { SIGNED_OUT_MESSAGE } from '../trpc/trpc.ts';
import type { SessionTokens } from '../visitor-sessions.ts';
import { pagePath } from '../visitor-text.ts';

/**
 * What every operation receives: the database, the assistant services and the request's logger (which carries
 * the request id).
 */
export interface Context {
  db: Database;
  assistant: Assistant;
  log: FastifyBaseLogger;
  /** The forms' anti-spam tokens (decisions 003 and 019). */
  formTokens: FormTokens;
  /** Judges contact requests' lead quality (leads/lead-quality.ts). */
  leadJudge: LeadJudge;
  /** Visitor session ids and their tokens: check with `requireVisitorSession`. */
  sessionTokens: SessionTokens;
  /** The request's `X-Session-Token` header as sent, undefined when absent (never logged). */
  sessionToken: string | undefined;
  /**
   * The request's `Idempotency-Key` header as sent (IETF draft): undefined when absent. Procedures
   * that create leads check it with {@link idempotencyKeyOf}.
   */
  idempotencyKey: string | undefined;
  /** What the procedure tells its transport beyond the result: `replayed` when a stored answer was replayed. */
  outcome: { replayed: boolean };
  /** The newsletter's link signer and IP hasher (the consent records). */
  newsletterConsent: NewsletterConsentKeys;
  /** The client IP as the server sees it: only ever stored as a keyed hash, never logged. */
  clientIp: string;
  /**
   * The origin of the page that made the request when it is a partner's (CORS_ORIGINS) or the site's own, else
   * null: a chat session records the page it was embedded on.
   */
  embedOrigin: string | null;
  /** The path of the request's `Referer` (no query), or null: the page a form was on. */
  refererPath: string | null;
  /** The lead notifications' outbox worker: its channels, and `poke()` after notifications were committed. */
  notifier: LeadNotices;
  /** The sales desk: `assignSoon()` after a lead was committed, its SLA targets (desk/lead-desk.ts). */
  desk: LeadDesk;
  /** How long leads are kept (RETENTION_MONTHS, SPAM_RETENTION_DAYS). */
  retention: RetentionSettings;
  /** This instance's fan-out of the event log's appends to the realtime streams (events/log.ts). */
  liveEvents: DomainEventHub;
  /** The live chat's message limits and the hand-off requests' per-address bounds (conversations/live-limits.ts). */
  liveLimits: LiveLimits;
  /** Staff sign-in's dependencies: the password check (staff/staff-auth.ts; replaced in tests). */
  staffAuth: StaffAuthDeps;
  /** This instance's watch over its open staff streams' sessions (staff/staff-session-watch.ts). */
  staffSessionWatch: StaffSessionWatcher;
  /** What the other features do when a staff account is disabled or its sessions end (staff/staff-auth.ts). */
  staffDeparture: StaffDeparture;
  /** The writers of a privacy redaction in the tables other features own (privacy/privacy.ts). */
  redactionWriters: RedactionWriters;
  /** The chat's transcript reader for the lead's page (desk/lead-detail.ts). */
  chatTranscripts: ChatTranscriptReader;
  /** The live conversation's note of a booking made in it (meetings/meetings.ts). */
  liveChatBookingNote: LiveChatBookingNote;
  /** Who answers a chat live, for a booking made in it (meetings/meetings.ts). */
  liveChatConsultant: LiveChatConsultant;
  /** Whether the HubSpot sync is on, and its backlog for the reports (crm/crm-leads.ts). */
  crm: CrmBacklog;
  /**
   * The HTTP exchange: staff procedures read the session cookie and the Origin header from the
   * request and set or clear the cookie on the reply (absent for server-side calls that have none).
   */
  http: { request: FastifyRequest; reply: FastifyReply | undefined };
  /**
   * The signed-in staff member running a `staff` or `admin` operation, set by the transport after checking the
   * session (`authorize`); undefined for other operations.
   */
  staff?: StaffMember | undefined;
  /** The meeting booking's rules, link secret, clock and outbox channels (meetings/meetings.ts). */
  meetings: MeetingSettings;
  /** The app's clock (`app.clock`): business-time rules read the time here, so tests and CLOCK_START can set it. */
  clock: () => Date;
}

/**
 * The staff member of a `staff` or `admin` operation's call.
 *
 * @throws DomainError 'unauthenticated' (401) when the call carries none (an operation whose access is not `staff` or
 *   `admin`)
 */
export function staffOfContext(ctx: Pick<Context, 'staff'>): StaffMember {
  if (!ctx.staff) throw new DomainError('unauthenticated', SIGNED_OUT_MESSAGE);
  return ctx.staff;
}

/**
 * The page's form token: the `nl_form_token` cookie the API sets with every page it serves, which dates the page
 * for the fill-time check (decision 019). Undefined when the request carried none (a page a CDN served).
 */
export function pageTokenOf(ctx: Pick<Context, 'http'>): string | undefined {
  return ctx.http.request.cookies?.[FORM_TOKEN_COOKIE] || undefined;
}

/**
 * Sets a fresh page token after a lead was stored (decision 019): the token that dated this submission is used,
 * and another form on the same page is then dated from this submission, never judged a replay. A request that
 * carried no page token (a page a CDN served, a partner's site, an API client) has none to renew and gets no
 * cookie (decision 039): its forms are dated by their own tokens.
 */
export function renewPageToken(ctx: Pick<Context, 'http'>): void {
  if (pageTokenOf(ctx) !== undefined) ctx.http.reply?.setFormTokenCookie();
}

/** What an `Idempotency-Key` may be: 1 to 255 printable ASCII characters (a UUID in practice). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The request's idempotency key, checked.
 *
 * @returns the key, or undefined when the request sent none
 * @throws DomainError 'invalid' (400) with an issue on `Idempotency-Key` when it is not 1 to 255 printable characters
 */
export function idempotencyKeyOf(ctx: Pick<Context, 'idempotencyKey'>): string | undefined {
  const key = ctx.idempotencyKey;
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw invalidField(
      'Idempotency-Key',
      'Idempotency-Key must be 1 to 255 printable characters',
      'Invalid Idempotency-Key',
    );
  }
  return key;
}

/**
 * The context of one request: the app's database and assistant and the request's logger. Used by the tRPC
 * plugin and by the REST routes, so both transports run an operation with the same context.
 *
 * @param extra the reply, where the caller has one (staff procedures set and clear the session cookie on it)
 */
export function contextFor(
  app: FastifyInstance,
  request: FastifyRequest,
  extra: { reply?: FastifyReply } = {},
): Context {
  const header = request.headers['idempotency-key'];
  const sessionToken = request.headers[SESSION_TOKEN_HEADER];
  const { reply } = extra;
  return {
    db: app.db,
    assistant: app.assistant,
    log: request.log,
    formTokens: app.formTokens,
    leadJudge: app.leadJudge,
    sessionTokens: app.sessionTokens,
    sessionToken: Array.isArray(sessionToken) ? sessionToken[0] : sessionToken,
    idempotencyKey: Array.isArray(header) ? header[0] : header,
    outcome: { replayed: false },
    newsletterConsent: app.newsletterConsent,
    clientIp: request.ip,
    embedOrigin: acceptedEmbedOrigin(request.headers.origin, app.embedOrigins),
    refererPath: pagePath(request.headers.referer),
    notifier: app.notifier,
    desk: app.desk,
    retention: app.retention,
    liveEvents: app.liveEvents,
    liveLimits: app.liveLimits,
    staffAuth: app.staffAuth,
    staffSessionWatch: app.staffSessionWatch,
    staffDeparture: app.staffDeparture,
    redactionWriters: app.redactionWriters,
    chatTranscripts: app.chatTranscripts,
    liveChatBookingNote: app.liveChatBookingNote,
    liveChatConsultant: app.liveChatConsultant,
    crm: app.crmBacklog,
    clock: app.clock,
    http: { request, reply },
    meetings: app.meetings,
  };
}
