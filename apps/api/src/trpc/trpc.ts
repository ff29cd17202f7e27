import { SESSION_TOKEN_HEADER, toFieldIssues } from '@northline/schemas';
import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { DomainError, type DomainErrorKind, isDatabaseUnreachable } from '../errors.ts';
import type { Assistant } from '../plugins/app/assistant.ts';
import { FORM_TOKEN_COOKIE } from '../plugins/app/lead-capture.ts';
import { acceptedEmbedOrigin } from '../services/embed-origin.ts';
import type { FormTokens } from '../services/lead-capture.ts';
import type { LeadJudge } from '../services/lead-quality.ts';
import { type NewsletterConsentKeys, pagePath } from '../services/newsletter-consent.ts';
import type { Notifier } from '../services/notifier.ts';
import type { RetentionSettings } from '../services/privacy.ts';
import { STAFF_SESSION_COOKIE, type StaffAuthDeps, staffForToken } from '../services/staff-auth.ts';
import type { SessionTokens } from '../services/visitor-sessions.ts';

/**
 * What every procedure receives: the database, the assistant services and the request's logger (which carries
 * the request id).
 */
export interface Context {
  db: Database;
  assistant: Assistant;
  log: FastifyBaseLogger;
  /** The forms' anti-spam tokens (decisions 003 and 019). */
  formTokens: FormTokens;
  /** Judges contact requests' lead quality (services/lead-quality.ts). */
  leadJudge: LeadJudge;
  /** Visitor session ids and their tokens (issue 13 item 1): check with `requireVisitorSession`. */
  sessionTokens: SessionTokens;
  /** The request's `X-Session-Token` header as sent, undefined when absent (never logged). */
  sessionToken: string | undefined;
  /**
   * The request's `Idempotency-Key` header as sent (issue 12; IETF draft): undefined when absent. Procedures
   * that create leads check it with {@link idempotencyKeyOf}.
   */
  idempotencyKey: string | undefined;
  /** What the procedure tells its transport beyond the result: `replayed` when a stored answer was replayed. */
  outcome: { replayed: boolean };
  /** The newsletter's link signer and IP hasher (issue 13 consent records). */
  newsletterConsent: NewsletterConsentKeys;
  /** The client IP as the server sees it: only ever stored as a keyed hash, never logged. */
  clientIp: string;
  /**
   * The origin of the page that made the request when it is a partner's (CORS_ORIGINS) or the site's own, else
   * null (issue 16 item 5: a chat session records the page it was embedded on).
   */
  embedOrigin: string | null;
  /** The path of the request's `Referer` (no query), or null: the page a form was on. */
  refererPath: string | null;
  /** The lead notifications' outbox worker (issue 14): its channels, and `poke()` for urgent ones. */
  notifier: Notifier;
  /** How long leads are kept (issue 14 privacy; RETENTION_MONTHS, SPAM_RETENTION_DAYS). */
  retention: RetentionSettings;
  /** Staff sign-in's dependencies: the password check (services/staff-auth.ts; replaced in tests). */
  staffAuth: StaffAuthDeps;
  /**
   * The HTTP exchange (issue 14): staff procedures read the session cookie and the Origin header from the
   * request and set or clear the cookie on the reply (absent for server-side calls that have none).
   */
  http: { request: FastifyRequest; reply: FastifyReply | undefined };
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
 * and another form on the same page is then dated from this submission, never judged a replay.
 */
export function renewPageToken(ctx: Pick<Context, 'http'>): void {
  ctx.http.reply?.setFormTokenCookie();
}

/** What an `Idempotency-Key` may be: 1 to 255 printable ASCII characters (a UUID in practice). */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/**
 * The request's idempotency key, checked.
 *
 * @returns the key, or undefined when the request sent none
 * @throws TRPCError BAD_REQUEST (400) with an issue on `Idempotency-Key` when it is not 1 to 255 printable characters
 */
export function idempotencyKeyOf(ctx: Pick<Context, 'idempotencyKey'>): string | undefined {
  const key = ctx.idempotencyKey;
  if (key === undefined) return undefined;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Invalid Idempotency-Key',
      cause: {
        issues: [
          { path: ['Idempotency-Key'], message: 'Idempotency-Key must be 1 to 255 printable characters' },
        ],
      },
    });
  }
  return key;
}

/**
 * The context of one request: the app's database and assistant and the request's logger. Used by the tRPC
 * plugin and by the REST adapters' `createCaller` (one implementation per operation).
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
    retention: app.retention,
    staffAuth: app.staffAuth,
    http: { request, reply },
  };
}

/** Issues of an input-validation failure (a Standard Schema or zod error in `cause`), else undefined. */
function validationIssues(cause: unknown) {
  if (cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues)) {
    return toFieldIssues(cause.issues as { path: PropertyKey[]; message: string }[]);
  }
  return undefined;
}

const t = initTRPC.context<Context>().create({
  /**
   * The tRPC error boundary (STYLE.md): adds `issues` ({ path, message }[]) to validation errors and
   * hides internals of 5xx errors.
   */
  errorFormatter({ shape, error }) {
    const issues = error.code === 'BAD_REQUEST' ? validationIssues(error.cause) : undefined;
    const hidden = shape.data.httpStatus >= 500;
    return {
      ...shape,
      message: issues
        ? 'Invalid request'
        : hidden && error.code !== 'SERVICE_UNAVAILABLE'
          ? 'Internal server error'
          : shape.message,
      data: { ...shape.data, stack: undefined, issues },
    };
  },
});

/** The tRPC code of each {@link DomainErrorKind} (the REST boundary maps the code to its HTTP status). */
const DOMAIN_CODES: Record<DomainErrorKind, TRPCError['code']> = {
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  'rate-limited': 'TOO_MANY_REQUESTS',
  unauthenticated: 'UNAUTHORIZED',
};

/**
 * The transport error of a failure a service throws (issue 17 item 2: the one place a service's refusal becomes a
 * transport's error): a {@link DomainError} gets its kind's tRPC code and keeps its message; an unreachable
 * database is SERVICE_UNAVAILABLE (503). Anything else is not the transport's to name (undefined).
 */
export function transportErrorOf(error: unknown): TRPCError | undefined {
  if (error instanceof DomainError) {
    return new TRPCError({ code: DOMAIN_CODES[error.kind], message: error.message, cause: error });
  }
  if (isDatabaseUnreachable(error)) {
    return new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable. Please try again shortly.',
      cause: error,
    });
  }
  return undefined;
}

/**
 * Runs a procedure's body without tRPC's caller, exactly as the procedure would (decision 016; issue 15: on the
 * lead path the caller's middleware chain cost more than the validation): the raw input validated with the
 * procedure's own schema, and a failure mapped by {@link transportErrorOf}, as its middleware maps it.
 *
 * @param schema the procedure's input schema
 * @param raw the input as received (a parsed JSON body)
 * @param body the procedure's body (the function its resolver calls)
 * @returns what the body returns
 * @throws TRPCError BAD_REQUEST with the schema's issues in `cause` (400 with `issues` at the REST boundary); the
 *   body's refusal as {@link transportErrorOf} maps it; anything else as thrown
 */
export async function runProcedureBody<Input, Result>(
  schema: { safeParse(raw: unknown): { success: true; data: Input } | { success: false; error: unknown } },
  raw: unknown,
  body: (input: Input) => Promise<Result>,
): Promise<Result> {
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Invalid request', cause: parsed.error });
  }
  try {
    return await body(parsed.data);
  } catch (error) {
    throw transportErrorOf(error) ?? error;
  }
}

/** Applies {@link transportErrorOf} to the failure of every procedure. */
const transportErrors = t.middleware(async ({ next }) => {
  const result = await next();
  const mapped = result.ok ? undefined : transportErrorOf(result.error.cause ?? result.error);
  if (mapped) throw mapped;
  return result;
});

/** The message of the 403 answered to a state-changing staff call from another origin (CSRF). */
export const CROSS_SITE_MESSAGE = 'This request did not come from the staff app.';
/** The message of the 401 answered to a staff call without a valid session. */
export const SIGNED_OUT_MESSAGE = 'Please sign in.';
/** The message of the 403 answered to a sales user calling an admin procedure. */
export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';

/**
 * The CSRF defence of state-changing staff calls (issue 14; OWASP CSRF cheat sheet "Verifying origin with
 * standard headers"), on top of the session cookie's `SameSite=Lax`: the request's `Origin` must be this
 * server's own origin (its Host, as `trustProxy` resolves it); without an Origin, `Sec-Fetch-Site` must say
 * `same-origin`. Anything else is refused.
 *
 * @throws TRPCError FORBIDDEN (403) with {@link CROSS_SITE_MESSAGE}
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin) {
    try {
      // Both sides through URL, so a default port (`:80`, `:443`) compares equal to none.
      const own = new URL(`${request.protocol}://${request.host}`);
      const from = new URL(origin);
      if (from.protocol === own.protocol && from.host === own.host) return;
    } catch {
      // A malformed Origin or Host is refused below.
    }
  } else if (request.headers['sec-fetch-site'] === 'same-origin') {
    return;
  }
  throw new TRPCError({ code: 'FORBIDDEN', message: CROSS_SITE_MESSAGE });
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** A procedure any visitor may call. */
export const publicProcedure = t.procedure.use(transportErrors);

/** A public procedure that changes state for staff (sign-in, sign-out): same-origin only ({@link assertSameOrigin}). */
export const sameOriginProcedure = publicProcedure.use(({ ctx, type, next }) => {
  if (type === 'mutation') assertSameOrigin(ctx.http.request);
  return next();
});

/**
 * A procedure for signed-in staff (issue 14): the `nl_staff` session cookie must name a live session
 * (services/staff-auth.ts), and a mutation must come from the staff app's own origin. Adds `ctx.staff`.
 *
 * @throws TRPCError FORBIDDEN (403) for a cross-site mutation; UNAUTHORIZED (401) without a valid session
 */
export const staffProcedure = sameOriginProcedure.use(async ({ ctx, next }) => {
  const token = ctx.http.request.cookies[STAFF_SESSION_COOKIE];
  const staff = await staffForToken(ctx.db.em(), token);
  if (!staff) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGNED_OUT_MESSAGE });
  return next({ ctx: { staff } });
});

/**
 * A procedure for admins only (privacy requests).
 * @throws as {@link staffProcedure}; FORBIDDEN (403) for a sales user
 */
export const adminProcedure = staffProcedure.use(({ ctx, next }) => {
  if (ctx.staff.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: ADMIN_ONLY_MESSAGE });
  return next();
});
export { validationIssues };
