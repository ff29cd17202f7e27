/**
 * Server-issued visitor sessions (docs/decisions/012): session ids are issued by the server and bound to the
 * visitor's browser, never chosen by the client. A session id names the visitor's chat, profile and
 * recommendations; only the browser that holds the session's token may read or write them.
 *
 * The token is an HMAC-SHA-256 of the id under `SESSION_TOKEN_SECRET`, so checking it needs no database read and
 * every instance behind one load balancer accepts the tokens of the others when they share the secret.
 *
 * A session expires after `VISITOR_SESSION_IDLE_DAYS` (30) without activity (decision 022; the privacy policy's
 * "Storage, retention and security"; OWASP ASVS 5.0 V7.3.1, an inactivity timeout). Its id carries the time it
 * was issued, so a session younger than that is active without a database read; an older one is active while
 * its chat, profile or newest recommendation was written within the period.
 */

import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { SessionPrefix, SessionStart } from '@northline/schemas';
import { DomainError } from './errors.ts';

/** Random bytes in a session id: 128 bits from the CSPRNG (OWASP ASVS 5.0 V7.2.3, at least 128 bits of entropy). */
export const SESSION_ID_RANDOM_BYTES = 16;

/** The message of the 404 answered for a session without its token (the same as for an unknown session). */
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

/** Days a visitor session lasts without activity (setting `VISITOR_SESSION_IDLE_DAYS`; privacy policy: 30). */
export const DEFAULT_SESSION_IDLE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The issue time inside a session id (`<prefix>-<ms>-<random>`): the digits after the first hyphen. */
const ISSUED_AT = /^[a-z]+(?:-[a-z]+)*-(\d{1,15})-/i;

/** Issues visitor session ids and checks the tokens that go with them. */
export class SessionTokens {
  /** The key, imported once (a raw Buffer would be imported again on every HMAC). */
  readonly #secret: KeyObject;
  /** Milliseconds a session lasts without activity. */
  readonly idleMs: number;

  /**
   * @param secret the HMAC key (`SESSION_TOKEN_SECRET`, at least 32 characters, or 32 random bytes per process);
   *   every instance behind one load balancer needs the same key
   * @param idleDays days a session lasts without activity (`VISITOR_SESSION_IDLE_DAYS`)
   */
  constructor(secret: string | Buffer, idleDays: number = DEFAULT_SESSION_IDLE_DAYS) {
    this.#secret = createSecretKey(typeof secret === 'string' ? Buffer.from(secret) : secret);
    this.idleMs = idleDays * DAY_MS;
  }

  /**
   * When a session id was issued (milliseconds since the epoch, from the id itself), or null for an id that
   * holds no time. Only meaningful for an id whose token checked out: the server wrote the time.
   */
  issuedAt(sessionId: string): number | null {
    const match = ISSUED_AT.exec(sessionId);
    return match?.[1] ? Number(match[1]) : null;
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
 * The last time anything of a session was written: its chat's `updated_at`, its visitor profile's `updated_at`,
 * its newest recommendation's `generated_at`; null when it has none of them.
 */
export async function lastSessionActivity(em: EntityManager, sessionId: string): Promise<Date | null> {
  const [row] = await (em as SqlEntityManager).execute<{ at: Date | string | null }[]>(
    `select greatest(
       (select "updated_at" from "chat_session" where "id" = ?),
       (select "updated_at" from "visitor_profile" where "session_id" = ?),
       (select max("generated_at") from "recommendation" where "session_id" = ?)
     ) as "at"`,
    [sessionId, sessionId, sessionId],
  );
  return row?.at ? new Date(row.at) : null;
}

/** What {@link visitorSessionActive} and {@link requireVisitorSession} read from a procedure's context. */
export interface VisitorSessionContext {
  sessionTokens: SessionTokens;
  /** The request's `X-Session-Token` header as sent (undefined when absent). */
  sessionToken: string | undefined;
  db: { em(): EntityManager };
}

/**
 * Whether the request holds the session's token and the session has not expired: issued less than the idle
 * period ago (no database read), or written to within it ({@link lastSessionActivity}).
 *
 * @param now milliseconds since the epoch (for tests)
 */
export async function visitorSessionActive(
  ctx: VisitorSessionContext,
  sessionId: string,
  now: number = Date.now(),
): Promise<boolean> {
  const tokens = ctx.sessionTokens;
  if (!tokens.verify(sessionId, ctx.sessionToken)) return false;
  const issuedAt = tokens.issuedAt(sessionId);
  if (issuedAt !== null && now - issuedAt < tokens.idleMs) return true;
  const last = await lastSessionActivity(ctx.db.em(), sessionId);
  return last !== null && now - last.getTime() < tokens.idleMs;
}

/**
 * Checks that the request holds the session's token and that the session has not expired.
 *
 * @param now milliseconds since the epoch (for tests)
 * @throws DomainError 'not-found' (404) 'Session not found' without the right token or for a session idle longer
 *   than `VISITOR_SESSION_IDLE_DAYS`: a session that is not the caller's, or has expired, is indistinguishable from
 *   one that does not exist (decision 012); the widget then starts a new one (decision 022)
 */
export async function requireVisitorSession(
  ctx: VisitorSessionContext,
  sessionId: string,
  now: number = Date.now(),
): Promise<void> {
  if (!(await visitorSessionActive(ctx, sessionId, now))) {
    throw new DomainError('not-found', SESSION_NOT_FOUND_MESSAGE);
  }
}
