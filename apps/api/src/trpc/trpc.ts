import { toFieldIssues } from '@northline/schemas';
import { initTRPC, TRPCError } from '@trpc/server';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { EngineOptions } from '../chat/index.ts';
import type { Database } from '../db/database.ts';
import { isDatabaseUnreachable } from '../errors.ts';
import type { Assistant } from '../plugins/app/assistant.ts';
import type { FormTokens } from '../services/lead-capture.ts';
import { type NewsletterConsentKeys, pagePath } from '../services/newsletter-consent.ts';

/**
 * What every procedure receives: the database, the assistant services and the request's logger (which carries
 * the request id).
 */
export interface Context {
  db: Database;
  assistant: Assistant;
  log: FastifyBaseLogger;
  /**
   * Set only by the streaming REST adapter (`POST /api/chat/stream`): `chat.send` passes it to the engine so
   * the reply's pieces reach the visitor as they are written, and aborts the model when the visitor goes away.
   */
  chatStream?: Pick<EngineOptions, 'onToken' | 'onReset' | 'signal'>;
  /** The forms' anti-spam tokens (issue 12). */
  formTokens: FormTokens;
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
  /** The path of the request's `Referer` (no query), or null: the page a form was on. */
  refererPath: string | null;
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
 * @param extra fields only some adapters set (`chatStream`)
 */
export function contextFor(
  app: FastifyInstance,
  request: FastifyRequest,
  extra: Pick<Context, 'chatStream'> = {},
): Context {
  const header = request.headers['idempotency-key'];
  return {
    db: app.db,
    assistant: app.assistant,
    log: request.log,
    formTokens: app.formTokens,
    idempotencyKey: Array.isArray(header) ? header[0] : header,
    outcome: { replayed: false },
    newsletterConsent: app.newsletterConsent,
    clientIp: request.ip,
    refererPath: pagePath(request.headers.referer),
    ...extra,
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

/** Maps "database unreachable" failures of any procedure to SERVICE_UNAVAILABLE (503). */
const databaseErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnreachable(result.error.cause ?? result.error)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable. Please try again shortly.',
      cause: result.error,
    });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
/** A procedure any visitor may call. */
export const publicProcedure = t.procedure.use(databaseErrors);
export { validationIssues };
