/**
 * What the API's logs may carry ("Nothing personal in logs, ever"; PIPEDA principle 4.7
 * safeguards; OWASP ASVS 4.0.3 V7.1.1 and V7.1.2, no sensitive data in logs). Log lines carry request ids, lead
 * ids, route patterns, error types, codes and stack frames; never a body, a query string, SQL text or its
 * parameters, a database's `detail` (which quotes the values of a violated key), a session id or an email.
 *
 * Errors are written by an allow-list, not a deny-list: a driver error has dozens of fields that change between
 * versions (`query`, `params`, `detail`, `where`, `internalQuery`…), and only the fields named here are kept.
 */
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

/** How deep {@link serializeError} follows `cause` chains and AggregateError lists. */
const MAX_ERROR_DEPTH = 4;
/** Most inner errors of an AggregateError that are written. */
const MAX_INNER_ERRORS = 5;
/** Longest message written, in characters. */
const MAX_MESSAGE_LENGTH = 300;

/**
 * The fields of an error that are kept beside type, message and stack: codes and names that say what failed and
 * where, never a value. `code` (a Node or SQLSTATE code), PostgreSQL's `severity`, `routine`, `constraint`,
 * `table`, `column`, `dataType` and `schema` (names of the schema, not data), Node's `errno` and `syscall`, HTTP
 * `statusCode`.
 */
export const LOGGED_ERROR_FIELDS = [
  'code',
  'severity',
  'routine',
  'constraint',
  'table',
  'column',
  'dataType',
  'schema',
  'errno',
  'syscall',
  'statusCode',
] as const;

const QUOTED = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`/g;
const EMAIL = /[^\s@"'<>()[\]]+@[^\s@"'<>()[\]]+/g;
const LONG_NUMBER = /\d{6,}/g;

/**
 * A message with what could be a value taken out: only its first line is kept (MikroORM appends PostgreSQL's
 * `detail` and `hint` on lines of their own: `Key (email)=(…) already exists`, `Failing row contains (…)`), every
 * quoted part becomes `"…"` (PostgreSQL quotes the values it complains about, `invalid input syntax for type
 * uuid: "…"`, and JSON.parse quotes the body), anything shaped like an email becomes `<email>`, runs of 6+ digits
 * (phone numbers, the time in a session id) become `<number>`; cut to 300 characters.
 *
 * @param message any text
 * @returns the text, safe to log
 */
export function redactMessage(message: string): string {
  return (message.split('\n', 1)[0] ?? '')
    .slice(0, MAX_MESSAGE_LENGTH * 4)
    .replace(QUOTED, '"…"')
    .replace(EMAIL, '<email>')
    .replace(LONG_NUMBER, '<number>')
    .slice(0, MAX_MESSAGE_LENGTH);
}

/** The shape {@link serializeError} writes. */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
  [field: string]: unknown;
}

/**
 * The pino serializer of `err`: type, redacted message ({@link redactMessage}), the stack's
 * frames under a redacted first line, the {@link LOGGED_ERROR_FIELDS} that hold a string or a number, and the
 * same for `cause` and an AggregateError's `errors` (4 levels, 5 inner errors). SQL text (`query`, `sql`),
 * parameters (`params`, `parameters`), `detail`, `hint`, `where` and every other field are dropped. A thrown
 * non-error is written as its type only.
 *
 * @param error anything thrown
 * @returns a plain object with no personal data
 */
export function serializeError(error: unknown): LoggedError {
  return serialize(error, 0);
}

function serialize(error: unknown, depth: number): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: '', stack: '' };
  const source = error as Record<string, unknown> & { name?: unknown; message?: unknown; stack?: unknown };
  const type =
    typeof source.name === 'string' && source.name ? source.name : (error.constructor?.name ?? 'Object');
  const message = typeof source.message === 'string' ? redactMessage(source.message) : '';
  const frames =
    typeof source.stack === 'string' ? source.stack.split('\n').filter((line) => /^\s+at /.test(line)) : [];
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of LOGGED_ERROR_FIELDS) {
    const value = source[field];
    if (typeof value === 'number' || (typeof value === 'string' && value.length <= 100)) {
      logged[field] = typeof value === 'string' ? redactMessage(value) : value;
    }
  }
  if (depth < MAX_ERROR_DEPTH) {
    if (source.cause !== undefined) logged.cause = serialize(source.cause, depth + 1);
    if (Array.isArray(source.errors)) {
      logged.errors = source.errors.slice(0, MAX_INNER_ERRORS).map((inner) => serialize(inner, depth + 1));
    }
  }
  return logged;
}

/** A path segment that is a plain word (a page slug, a file name) rather than data. */
const PLAIN_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * How a request's URL is logged: the pattern of the route it matched
 * (`/api/chat/:sessionId/visitor`, never the id) and never the query string. A request no route matched (a page
 * of the site, a 404) is logged by its path with every segment that may be data replaced by `:redacted`: below
 * `/api` and `/trpc` all but the first two, elsewhere any that is not a plain word or holds a long number.
 *
 * @param request the Fastify request (or Node's, which has no route)
 * @returns a path safe to log
 */
export function loggedUrl(
  request: Pick<FastifyRequest, 'url'> & Partial<Pick<FastifyRequest, 'routeOptions'>>,
) {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  const path = (request.url ?? '').split('?')[0] ?? '';
  const segments = path.split('/');
  const isApi = segments[1] === 'api' || segments[1] === 'trpc';
  return segments
    .map((segment, index) => {
      if (index === 0 || segment === '') return segment;
      const isData =
        (isApi && index > 2) ||
        !PLAIN_SEGMENT.test(segment) ||
        /\d{6,}/.test(segment) ||
        segment.includes('@');
      return isData ? ':redacted' : segment;
    })
    .join('/');
}

/**
 * The pino serializer of `req`: method, {@link loggedUrl} and host. No client IP (personal information under
 * PIPEDA; the consent records keep only a keyed hash of it), no headers (cookies, the form token), no query, no body.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request),
    host: request.host,
  };
}

/**
 * Fastify's internal log lines without the raw URL or an error's raw message (which it otherwise writes as the
 * line's `msg`): the route-not-found line logs {@link loggedUrl}, error lines a fixed message.
 */
class PrivateLogController extends LogController {
  override routeNotFound(request: FastifyRequest, _reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    request.log.info({ req: request }, 'route not found');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500) reply.log.error({ req: request, res: reply, err: error }, 'request failed');
    else reply.log.info({ res: reply, err: error }, 'request refused');
  }

  override writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    reply.log.warn({ req: request, res: reply, err: error }, 'writing the response head failed');
  }
}

/**
 * The logging options of the app's Fastify instance: the {@link serializeError} and
 * {@link serializeRequest} serializers, and a pino hook that moves an error logged as the first argument under
 * `err` (pino would otherwise write its raw message as the line's `msg`). `given` (a test's stream and level)
 * is kept; the serializers always apply.
 *
 * @param level pino level (`LOG_LEVEL`)
 * @param given a logger option passed to `buildApp`: false silences the app
 * @returns Fastify's `logger` and `logController` options
 */
export function loggingOptions(
  level: string,
  given: FastifyServerOptions['logger'],
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  if (given === false) return { logger: false };
  const overrides = typeof given === 'object' ? given : {};
  return {
    logController: new PrivateLogController(),
    logger: {
      level,
      ...overrides,
      serializers: { err: serializeError, error: serializeError, req: serializeRequest },
      hooks: {
        logMethod(args, method) {
          const [first, second, ...rest] = args as unknown[];
          if (first instanceof Error) {
            const message = typeof second === 'string' ? second : 'error';
            return method.apply(this, [{ err: first }, message, ...rest] as never);
          }
          return method.apply(this, args);
        },
      },
    },
  };
}

/**
 * What services and workers log through (services know no transport): pino's methods, fields
 * first, then the message. A Fastify request's or app's logger is one; so is any pino logger. Fields carry ids,
 * flags and counts, never personal data (the serializers above are the second line of defence).
 */
export interface ServiceLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
