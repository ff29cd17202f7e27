import { ConnectionException } from '@mikro-orm/core';
import { redactMessage } from './logging.ts';

/** Thrown when a request needs the database and it cannot be reached; answered with 503. */
export class DatabaseUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The database is unavailable. Please try again shortly.', options);
    this.name = 'DatabaseUnavailableError';
  }
}

/**
 * Thrown at start-up when the database was reached but applying the migrations failed: a real
 * schema problem, reported as such (never as "database unreachable") and not retried. The message names the
 * SQLSTATE and the driver's first message line with quoted values taken out; the original error is the `cause`.
 */
export class MigrationFailedError extends Error {
  constructor(cause: unknown) {
    const { code, message } = (cause ?? {}) as { code?: unknown; message?: unknown };
    const sqlState = typeof code === 'string' ? ` (SQLSTATE ${code})` : '';
    const first = typeof message === 'string' ? redactMessage(message) : String(cause);
    super(`The database migrations failed${sqlState}: ${first}`, { cause });
    this.name = 'MigrationFailedError';
  }
}

/** Node's network error codes that mean "the database cannot be reached right now". */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL SQLSTATE classes and codes that say the server cannot serve this request now, not that the request
 * is wrong (PostgreSQL manual, appendix A "Error Codes"): class 08 connection exception, class 53 insufficient
 * resources (too many connections, out of memory, disk full); 57014 query_canceled (a `statement_timeout` fired),
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down), 57P04
 * database_dropped, 57P05 idle_session_timeout, 25P03 idle_in_transaction_session_timeout, 3D000
 * invalid_catalog_name (the database does not exist).
 */
const UNAVAILABLE_SQLSTATE_CLASSES = new Set(['08', '53']);
const UNAVAILABLE_SQLSTATES = new Set([
  '57014',
  '57P01',
  '57P02',
  '57P03',
  '57P04',
  '57P05',
  '25P03',
  '3D000',
]);

/**
 * Messages of `pg`, `pg-pool` and MikroORM for a connection that failed, timed out or was closed under a query
 * (these errors carry no code).
 */
const CONNECTION_MESSAGES =
  /connection terminated|connection timeout|timeout exceeded when trying to connect|is not queryable|cannot use a pool after calling end|connection (ended|closed)|terminating connection/i;

/**
 * Whether an error (or any error in its `cause` chain or an AggregateError's `errors`) means the database cannot
 * serve right now: every connection-level failure answers 503, never 500.
 *
 * @param error anything thrown
 * @returns true for {@link DatabaseUnavailableError}, MikroORM's ConnectionException, Node's network error codes,
 *   the PostgreSQL SQLSTATEs above (connection exceptions, timeouts, shutdowns, missing database, insufficient
 *   resources) and the drivers' connection messages
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 8; depth++) {
    if (current instanceof DatabaseUnavailableError || current instanceof ConnectionException) return true;
    if (typeof current !== 'object') return false;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE_CLASSES.has(code.slice(0, 2))) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnreachable(inner))) return true;
    current = cause;
  }
  return false;
}

/**
 * What a service refuses, in the domain's words (services know no transport). Each kind maps to
 * one tRPC code in `trpc/trpc.ts` (`transportErrorOf`), and the REST adapters' error boundary maps that code to its
 * HTTP status, so a service never names either:
 * - `invalid` → BAD_REQUEST (400) with the {@link DomainError.issues} a schema's refusal carries: a value the
 *   schema lets through but a rule refuses (a time that is not offered, a date range the other way round);
 * - `forbidden` → FORBIDDEN (403): a sales member acting on another member's account or calendar;
 * - `not-found` → NOT_FOUND (404): an unknown id, or a session without its token;
 * - `conflict` → CONFLICT (409): the state does not allow it (a full session, a turn in progress, a status change);
 * - `unprocessable` → UNPROCESSABLE_CONTENT (422): an idempotency key reused with another body (decision 003);
 * - `rate-limited` → TOO_MANY_REQUESTS (429);
 * - `unauthenticated` → UNAUTHORIZED (401): a failed staff sign-in.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'unprocessable'
  | 'rate-limited'
  | 'unauthenticated';

/**
 * One field's message of an `invalid` refusal in a schema issue's form (`path` as segments); the error boundaries
 * write it as the answer's `FieldIssue` (`toFieldIssues`), as they do a schema's.
 */
export interface InputIssue {
  path: (string | number)[];
  message: string;
}

/** A refusal a service throws; its message is shown to the caller as it is (no personal data in it). */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /**
   * Fields the answer carries beside the message (a taken meeting slot's `nextSlots`); tRPC answers them as
   * `data.details`. Never personal data.
   */
  details?: Readonly<Record<string, unknown>>;
  /** The fields an `invalid` refusal is about, each with its message (the answer's `issues`). */
  issues?: readonly InputIssue[];
  /** Seconds until a `rate-limited` refusal's limit lets the call through again (the answer's `Retry-After`). */
  retryAfterSeconds?: number;

  /**
   * @param kind what went wrong (see {@link DomainErrorKind})
   * @param message the sentence the caller sees, e.g. 'Session not found'
   */
  constructor(kind: DomainErrorKind, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DomainError';
    this.kind = kind;
  }
}

/**
 * An `invalid` refusal of one input field: answered 400 with `issues: [{ path: [field], message }]` on either
 * transport, as the schema's own refusals are.
 *
 * @param field the input field, e.g. `start`
 * @param message the sentence shown beside it
 * @param summary the refusal's own message ('Invalid request' as a schema's)
 */
export function invalidField(field: string, message: string, summary = 'Invalid request'): DomainError {
  const error = new DomainError('invalid', summary);
  error.issues = [{ path: [field], message }];
  return error;
}

/**
 * A `rate-limited` refusal (429) whose answer carries `Retry-After` (RFC 9110 §10.2.3) on either transport.
 *
 * @param message the sentence shown to the caller (what the limit is, and to wait)
 * @param retryAfterSeconds seconds until the limit lets the call through again (at least 1)
 */
export function rateLimited(message: string, retryAfterSeconds: number): DomainError {
  const error = new DomainError('rate-limited', message);
  error.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return error;
}

/** The `Retry-After` seconds a failure carries: a {@link rateLimited} refusal's, possibly as a transport's cause. */
export function retryAfterOf(error: unknown): number | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (current instanceof DomainError) return current.retryAfterSeconds;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The message of the 401 answered to a staff call without a valid session. */
export const SIGNED_OUT_MESSAGE = 'Please sign in.';

/** The message of the 403 answered to a sales user calling an admin procedure. */
export const ADMIN_ONLY_MESSAGE = 'Only an admin can do this.';
