/**
 * The client-generated session id that ties chat, visitor profile, recommendations and analytics together
 * (specification §3 "Chat session", §4: prefixes test-session and demo, §7 paths `/api/chat/{sessionId}/end`
 * and `/api/recommendations/{sessionId}`).
 */
import * as z from 'zod/mini';
import { SESSION_ID_MAX_LENGTH, SESSION_ID_PATTERN } from './constants.ts';

export { SESSION_ID_MAX_LENGTH, SESSION_ID_PATTERN, SESSION_TOKEN_HEADER } from './constants.ts';

/**
 * A session id: 1 to 100 letters, digits, hyphens or underscores.
 * Messages: 'Session id is required' (missing or empty), 'Session id must be at most 100 characters',
 * 'Session id may contain only letters, digits, hyphens and underscores'.
 */
export const sessionIdSchema = z.string({ error: 'Session id is required' }).check(
  z.minLength(1, { error: 'Session id is required', abort: true }),
  z.maxLength(SESSION_ID_MAX_LENGTH, {
    error: `Session id must be at most ${SESSION_ID_MAX_LENGTH} characters`,
    abort: true,
  }),
  z.regex(SESSION_ID_PATTERN, 'Session id may contain only letters, digits, hyphens and underscores'),
);

/** See {@link sessionIdSchema}. */
export type SessionId = z.infer<typeof sessionIdSchema>;

/** The path parameters of `POST /api/chat/{sessionId}/end` and `GET /api/recommendations/{sessionId}` (§7). */
export const sessionParamsSchema = z.object({ sessionId: sessionIdSchema });

/** See {@link sessionParamsSchema}. */
export type SessionParams = z.infer<typeof sessionParamsSchema>;

const PREFIX_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/;

/**
 * Makes a new session id from a prefix, the current time and a random string (§3, §4), e.g.
 * `createSessionId('demo')` → `'demo-1736600000000-k3j9x0qa2b'`. The result always passes {@link sessionIdSchema}.
 *
 * @param prefix 1 to 60 letters, digits, `-` or `_`, starting with a letter or digit ('chat', 'test-session', 'demo')
 * @param now the time in milliseconds since the epoch (defaults to `Date.now()`; for tests)
 * @throws {RangeError} when the prefix is empty, too long or has other characters
 */
export function createSessionId(prefix: string, now: number = Date.now()): string {
  if (!PREFIX_PATTERN.test(prefix)) {
    throw new RangeError(`Invalid session id prefix: ${JSON.stringify(prefix)}`);
  }
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(10));
  const random = Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
  const time = Number.isFinite(now) ? Math.min(Math.max(0, Math.trunc(now)), Number.MAX_SAFE_INTEGER) : 0;
  return `${prefix}-${time}-${random}`;
}

/** The display prefixes a visitor may ask for (§4: `chat` for the widget, `test-session`, `demo`). */
export const SESSION_PREFIXES = ['chat', 'test-session', 'demo'] as const;

/** See {@link SESSION_PREFIXES}. */
export type SessionPrefix = (typeof SESSION_PREFIXES)[number];

/**
 * The body of `POST /api/sessions`: `{ prefix? }`, one of {@link SESSION_PREFIXES} (default `chat`).
 * Message: 'Session prefix must be chat, test-session or demo'.
 */
export const sessionStartRequestSchema = z.object({
  prefix: z.optional(
    z.enum(SESSION_PREFIXES, { error: 'Session prefix must be chat, test-session or demo' }),
  ),
});

/** See {@link sessionStartRequestSchema}. */
export type SessionStartRequest = z.infer<typeof sessionStartRequestSchema>;

/**
 * The answer of `POST /api/sessions` (201): the server-issued `sessionId` (prefix, time in ms, 128 random bits
 * in base64url) and its `sessionToken` (base64url HMAC-SHA-256, 43 characters), which the visitor's browser
 * keeps and sends as the {@link SESSION_TOKEN_HEADER} header; never put it in a URL.
 */
export const sessionStartResponseSchema = z.object({
  sessionId: sessionIdSchema,
  sessionToken: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/** See {@link sessionStartResponseSchema}. */
export type SessionStart = z.infer<typeof sessionStartResponseSchema>;

/** The credentials of one visitor session, as a client keeps them. Same shape as {@link SessionStart}. */
export type VisitorSession = SessionStart;
