/**
 * Server-issued visitor sessions (issue 13 item 1; decision 012; decisions.md "Session ids ... are issued by the
 * server and bound to the visitor's browser"). A session id names the visitor's chat, profile and
 * recommendations; only the browser that holds the session's token may read or write them.
 *
 * The token is an HMAC-SHA-256 of the id under `SESSION_TOKEN_SECRET`, so checking it needs no database read and
 * every instance behind one load balancer accepts the tokens of the others when they share the secret.
 */

import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionPrefix, SessionStart } from '@northline/schemas';
import { DomainError } from '../errors.ts';

/** Random bytes in a session id: 128 bits from the CSPRNG (OWASP ASVS 5.0 V7.2.3, at least 128 bits of entropy). */
export const SESSION_ID_RANDOM_BYTES = 16;

/** The message of the 404 answered for a session without its token (the same as for an unknown session). */
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

/** Issues visitor session ids and checks the tokens that go with them. */
export class SessionTokens {
  /** The key, imported once (a raw Buffer would be imported again on every HMAC). */
  readonly #secret: KeyObject;

  /**
   * @param secret the HMAC key (`SESSION_TOKEN_SECRET`, at least 32 characters, or 32 random bytes per process);
   *   every instance behind one load balancer needs the same key
   */
  constructor(secret: string | Buffer) {
    this.#secret = createSecretKey(typeof secret === 'string' ? Buffer.from(secret) : secret);
  }

  /** The token of a session id: base64url of HMAC-SHA-256(secret, 'visitor-session:' + id), 43 characters. */
  tokenFor(sessionId: string): string {
    return createHmac('sha256', this.#secret).update(`visitor-session:${sessionId}`).digest('base64url');
  }

  /**
   * A new session: `<prefix>-<time in ms>-<128 random bits, base64url>` (the specification's §3 "prefix, time,
   * random string", with the random part the server's) and its token.
   *
   * @param prefix the display prefix (§4)
   * @param now the time in milliseconds since the epoch (for tests)
   */
  issue(prefix: SessionPrefix, now: number = Date.now()): SessionStart {
    const sessionId = `${prefix}-${Math.trunc(now)}-${randomBytes(SESSION_ID_RANDOM_BYTES).toString('base64url')}`;
    return { sessionId, sessionToken: this.tokenFor(sessionId) };
  }

  /**
   * Whether `token` is the token of `sessionId`, compared in constant time.
   *
   * @param token the request's `X-Session-Token` header as sent (undefined when absent)
   */
  verify(sessionId: string, token: string | undefined): boolean {
    if (typeof token !== 'string' || token.length !== 43) return false;
    const expected = Buffer.from(this.tokenFor(sessionId));
    const given = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/**
 * Checks that the request holds the session's token.
 *
 * @param ctx the procedure context's session keys and the request's `X-Session-Token` header
 * @throws DomainError 'not-found' (404) 'Session not found' without the right token: a session that is not the
 *   caller's is indistinguishable from one that does not exist (issue 13 item 1)
 */
export function requireVisitorSession(
  ctx: { sessionTokens: SessionTokens; sessionToken: string | undefined },
  sessionId: string,
): void {
  if (!ctx.sessionTokens.verify(sessionId, ctx.sessionToken)) {
    throw new DomainError('not-found', SESSION_NOT_FOUND_MESSAGE);
  }
}
