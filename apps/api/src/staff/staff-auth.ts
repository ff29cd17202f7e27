/**
 * Staff accounts and sessions (docs/decisions/010-sales-platform.md,
 * docs/decisions/020-staff-lockout-and-sessions.md).
 *
 * - Passwords are stored only as argon2id hashes (@node-rs/argon2, OWASP's parameters: 19 MiB, 2 passes,
 *   1 lane): a slow salted hash, never the password in plain text.
 * - Sessions are server-side rows (`staff_session`) keyed by the SHA-256 of a random 256-bit token; the
 *   browser holds only the token, in an `HttpOnly; Secure; SameSite=Lax` cookie. A session ends after
 *   {@link SESSION_IDLE_MS} without a request, {@link SESSION_ABSOLUTE_MS} after sign-in whatever its use, at
 *   sign-out, or when an admin signs the account out everywhere or disables it (checked on every request). Each
 *   of these ends also notifies every instance ({@link STAFF_SESSION_CHANNEL}), whose open staff streams of the
 *   member are checked at once (staff/staff-session-watch.ts).
 * - Failed sign-ins are counted per account and per client IP ({@link SIGN_IN_LIMITS}; IPv6 clients by their
 *   /64, client-address.ts `clientAddressKey`). An attempt is counted, atomically, *before* its password is checked
 *   ({@link signIn}), so parallel guesses cannot all slip under the limit. Every failure gets the same answer
 *   whether or not the account exists ({@link SIGN_IN_FAILED_MESSAGE}), and an unknown email is checked against a
 *   dummy hash so the timing does not tell either.
 *
 * Nothing here logs an email, a name, a password or a token.
 */

import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type EntityManager, LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { hash, verify } from '@node-rs/argon2';
import type { NewStaffUser, SignIn, StaffAccount, StaffMember } from '@northline/schemas';
import { clientAddressKey } from '../client-address.ts';
import { SignInFailure } from '../db/sign-in-failure.entity.ts';
import { StaffSession } from '../db/staff-session.entity.ts';
import { StaffUser } from '../db/staff-user.entity.ts';
import { SIGN_IN_LIMITS } from '../env.ts';
import { DomainError } from '../errors.ts';
import { STAFF_SESSION_CHANNEL } from '../events/log.ts';

/** Idle time after which a staff session ends: 12 hours, in milliseconds. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/**
 * Absolute lifetime of a staff session: 7 days after sign-in it ends, however active (OWASP
 * Session Management cheat sheet "Absolute Timeout"), in milliseconds.
 */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's `lastSeenAt` is written at most this often (ms), not on every request. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** Name of the staff session cookie. */
export const STAFF_SESSION_COOKIE = 'nl_staff';

/**
 * What the other features do in the transaction that disables a staff account or ends its sessions, handed in by
 * the app's wiring (plugins/app/feature-ports.ts), so staff/ imports none of them.
 */
export interface StaffDeparture {
  /**
   * An account was disabled: its calendar feed's secret is revoked (meetings/meeting-staff.ts) and the chats it
   * claimed go back to the waiting queue, the visitor told as for a release (conversations/live-chat.ts).
   */
  disabled(tx: EntityManager, staffUserId: string, now: Date): Promise<void>;
  /** Every session of an account ended: its calendar feed's secret is revoked (meetings/meeting-staff.ts). */
  sessionsRevoked(tx: EntityManager, staffUserId: string, now: Date): Promise<void>;
}

/** The one answer to a failed sign-in, whatever failed (no user enumeration). */
export const SIGN_IN_FAILED_MESSAGE = 'The email or password is not correct.';
/** The answer once the limit of failed sign-ins is reached. */
export const SIGN_IN_LIMITED_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

/** argon2id with OWASP's recommended minimum (m=19 MiB, t=2, p=1). */
/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which type stripping cannot read). */
const ARGON2ID = 2;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. @returns the PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`) */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether a password matches an argon2id PHC string; false (never a throw) for a malformed hash. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/**
 * What {@link signIn} is given rather than imports, so a test can count or hold the password checks (at most 5
 * passwords are checked for one account in a burst). The app passes {@link DEFAULT_STAFF_AUTH} unless told otherwise
 * (`AppOptions.staffAuth`).
 */
export interface StaffAuthDeps {
  /** Checks a password against a stored hash ({@link verifyPassword}). */
  verifyPassword(passwordHash: string, password: string): Promise<boolean>;
}

/** The real dependencies of {@link signIn}. */
export const DEFAULT_STAFF_AUTH: StaffAuthDeps = { verifyPassword };

/** The answer when an admin would disable the last active admin (409): someone must be able to manage staff. */
export const LAST_ADMIN_MESSAGE = 'The last active admin cannot be disabled.';

/** A hash no password matches, checked for unknown emails so a failed sign-in takes the same time. */
let dummyHash: Promise<string> | undefined;

/** SHA-256 hex of a text (session ids, rate-limit keys). */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The staff member as the app may show it: never the hash. */
export function toStaffMember(user: StaffUser): StaffMember {
  return { id: user.id, email: user.email, name: user.name, role: user.role };
}

/**
 * Creates a staff account (`pnpm --filter @northline/api user:create`).
 *
 * @param input validated by `newStaffUserSchema` (email lower-cased, password 12-128 characters)
 * @returns the account, without its hash
 * @throws DomainError 'conflict' (409) when an account with this email exists
 */
export async function createStaffUser(em: EntityManager, input: NewStaffUser): Promise<StaffMember> {
  const passwordHash = await hashPassword(input.password);
  const user = em.create(StaffUser, {
    email: input.email,
    name: input.name,
    role: input.role,
    passwordHash,
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) {
      throw new DomainError('conflict', 'A staff account with this email already exists');
    }
    throw error;
  }
  return toStaffMember(user);
}

/** A started session: the token for the cookie (never stored) and the staff member. */
export interface StartedSession {
  token: string;
  user: StaffMember;
}

/**
 * Advisory-lock class of the sign-in limits' keys (the two-int form of `pg_advisory_xact_lock`, whose key space does
 * not overlap the single 64-bit key of the migrations' lock): "NLSI" in ASCII.
 */
export const SIGN_IN_LOCK_CLASS = 0x4e4c5349;

/** The 32-bit advisory-lock id of a limit key (a SHA-256 hex): its first 8 hex digits as a signed integer. */
function lockIdOf(key: string): number {
  return Number.parseInt(key.slice(0, 8), 16) | 0;
}

/**
 * Counts a sign-in attempt against the limits, atomically: in one short transaction that holds the
 * advisory locks of the account's and the IP bucket's keys (in ascending lock-id order, so two attempts cannot
 * deadlock), reads the failures in the window and, while both are under their limit, records this attempt as a
 * failure of each. Attempts at one account or from one IP bucket thus pass one at a time, each seeing every earlier one, so
 * no more than {@link SIGN_IN_LIMITS} of them can reach the password check, however many arrive at once. The locks
 * are released at commit, before the (slow) password check.
 *
 * @returns the ids of the two rows written, or undefined when a limit is reached (nothing is written)
 */
async function countAttempt(
  em: EntityManager,
  keys: { account: string; ip: string },
  now: Date,
): Promise<{ account: string; ip: string } | undefined> {
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    // Ascending lock ids (each once), so every attempt takes its locks in one global order.
    const lockIds = [...new Set([lockIdOf(keys.account), lockIdOf(keys.ip)])].sort((a, b) => a - b);
    for (const lockId of lockIds) {
      await sql.execute('select pg_advisory_xact_lock(cast(? as integer), cast(? as integer))', [
        SIGN_IN_LOCK_CLASS,
        lockId,
      ]);
    }
    const [counted] = await sql.execute<{ account: string | number; ip: string | number }[]>(
      `select count(*) filter (where "key" = ?) as "account", count(*) filter (where "key" = ?) as "ip"
       from "sign_in_failure" where "key" in (?, ?) and "failed_at" > ?`,
      [keys.account, keys.ip, keys.account, keys.ip, since],
    );
    if (
      Number(counted?.account ?? 0) >= SIGN_IN_LIMITS.perAccount ||
      Number(counted?.ip ?? 0) >= SIGN_IN_LIMITS.perIp
    ) {
      return undefined;
    }
    const ids = { account: randomUUID(), ip: randomUUID() };
    await tx.insertMany(SignInFailure, [
      { id: ids.account, key: keys.account, failedAt: now },
      { id: ids.ip, key: keys.ip, failedAt: now },
    ]);
    return ids;
  });
}

/**
 * Signs a staff member in: counts the attempt against the rate limits, checks the password, and starts a session.
 *
 * The limits cannot be raced: the attempt is counted, as a failure, *before* its password is
 * checked ({@link countAttempt}), so a burst of parallel guesses gets at most {@link SIGN_IN_LIMITS} `perAccount`
 * password checks for one account (and `perIp` for one client), and every attempt after them is refused while the
 * lock lasts, the right password too. A wrong password leaves the failure counted; a success clears the account's
 * failures and takes back its own IP row. Attempts refused by a limit are not counted (they do not prolong it).
 *
 * A disabled account cannot sign in: it gets the same 401 as a wrong password, after the same password check.
 *
 * @param input validated by `signInSchema`
 * @param client the client IP (as `trustProxy` resolved it; an IPv6 client counts by its /64) and the clock
 * @param deps the password check ({@link DEFAULT_STAFF_AUTH} but in tests)
 * @throws DomainError 'rate-limited' (429) with {@link SIGN_IN_LIMITED_MESSAGE} past {@link SIGN_IN_LIMITS};
 *   'unauthenticated' (401) with {@link SIGN_IN_FAILED_MESSAGE} for an unknown email, a wrong password or a
 *   disabled account
 */
export async function signIn(
  em: EntityManager,
  input: SignIn,
  client: { ip: string; now?: Date },
  deps: StaffAuthDeps = DEFAULT_STAFF_AUTH,
): Promise<StartedSession> {
  const now = client.now ?? new Date();
  const accountKey = sha256(`email:${input.email}`);
  const ipKey = sha256(`ip:${clientAddressKey(client.ip)}`);
  const attempt = await countAttempt(em, { account: accountKey, ip: ipKey }, now);
  if (!attempt) throw new DomainError('rate-limited', SIGN_IN_LIMITED_MESSAGE);
  const user = await em.findOne(StaffUser, { email: input.email }, { populate: ['passwordHash'] });
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await deps
    .verifyPassword(user?.passwordHash ?? (await dummyHash), input.password)
    .catch(() => false);
  if (!user || !ok || user.disabledAt) {
    throw new DomainError('unauthenticated', SIGN_IN_FAILED_MESSAGE);
  }
  await em.nativeDelete(SignInFailure, { $or: [{ key: accountKey }, { id: attempt.ip }] });
  const token = randomBytes(32).toString('base64url');
  em.create(StaffSession, {
    id: sha256(token),
    user,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: sessionExpiry(now, now),
  });
  await em.flush();
  return { token, user: toStaffMember(user) };
}

/** When a session used at `lastSeenAt` ends: 12 hours idle later, but never past its absolute lifetime. */
function sessionExpiry(createdAt: Date, lastSeenAt: Date): Date {
  return new Date(
    Math.min(lastSeenAt.getTime() + SESSION_IDLE_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS),
  );
}

/**
 * The staff member a session token belongs to, sliding the idle expiry forward (never past the absolute
 * lifetime). Read from the database on every call, so a revoked session or a disabled account is refused on the
 * very next request.
 *
 * @param token the cookie's value, or undefined
 * @returns the staff member, or undefined for no token, an unknown token, a session past its idle or absolute
 *   lifetime, or a disabled account (the session is then deleted)
 */
export async function staffForToken(
  em: EntityManager,
  token: string | undefined,
  now: Date = new Date(),
): Promise<StaffMember | undefined> {
  if (!token || token.length > 100) return undefined;
  const session = await em.findOne(StaffSession, { id: sha256(token) }, { populate: ['user'] });
  if (!session) return undefined;
  if (
    session.expiresAt.getTime() <= now.getTime() ||
    now.getTime() - session.createdAt.getTime() >= SESSION_ABSOLUTE_MS ||
    session.user.disabledAt
  ) {
    await em.nativeDelete(StaffSession, { id: session.id });
    return undefined;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    session.lastSeenAt = now;
    session.expiresAt = sessionExpiry(session.createdAt, now);
    await em.flush();
  }
  return toStaffMember(session.user);
}

/**
 * When a session's token stops being valid, read without using it (a stream's re-check is not a request, so it
 * slides no idle expiry): its idle expiry or its absolute lifetime, whichever comes first.
 *
 * @param token the cookie's value
 * @returns that instant, or undefined when the session is unknown, already past it, or its account is disabled
 */
export async function staffSessionEnd(
  em: EntityManager,
  token: string | undefined,
  now: Date = new Date(),
): Promise<Date | undefined> {
  if (!token || token.length > 100) return undefined;
  const [row] = await (em as SqlEntityManager).execute<
    { expires_at: Date | string; created_at: Date | string; disabled_at: Date | string | null }[]
  >(
    `select s."expires_at", s."created_at", u."disabled_at" from "staff_session" s
     join "staff_user" u on u."id" = s."user_id" where s."id" = ?`,
    [sha256(token)],
  );
  if (!row || row.disabled_at !== null) return undefined;
  const end = Math.min(
    new Date(row.expires_at).getTime(),
    new Date(row.created_at).getTime() + SESSION_ABSOLUTE_MS,
  );
  return end > now.getTime() ? new Date(end) : undefined;
}

/**
 * Tells every instance that sessions of a staff member ended ({@link STAFF_SESSION_CHANNEL}, the member's id): in
 * the caller's transaction it is sent at commit, so a stream re-checks after the change is visible.
 */
async function notifySessionsEnded(em: EntityManager, staffUserId: string): Promise<void> {
  await (em as SqlEntityManager).execute('select pg_notify(?, ?)', [STAFF_SESSION_CHANNEL, staffUserId]);
}

/** Ends a session (sign-out) and tells every instance, so its open streams end. Unknown tokens are ignored. */
export async function endStaffSession(em: EntityManager, token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await (em as SqlEntityManager).execute(
    `with "ended" as (delete from "staff_session" where "id" = ? returning "user_id")
     select pg_notify(?, "user_id"::text) from "ended"`,
    [sha256(token), STAFF_SESSION_CHANNEL],
  );
}

/**
 * What else ends with a member's sessions when an admin signs them out everywhere or disables them (their calendar
 * feed, their claimed chats), run in the same transaction; the caller names it, as those belong to other modules.
 */
export type AlsoEnding = (tx: EntityManager) => Promise<void>;

/** A row of {@link listStaffAccounts}' session query. */
interface SessionCountRow {
  user_id: string;
  sessions: string | number;
  last_seen_at: Date | string | null;
}

/**
 * Every staff account for the admins' staff list: active accounts first, then by name, each
 * with its number of live sessions and their last request. Never a hash.
 */
export async function listStaffAccounts(em: EntityManager, now: Date = new Date()): Promise<StaffAccount[]> {
  const users = await em.find(StaffUser, {}, { orderBy: { name: 'asc', email: 'asc' } });
  const rows = await (em as SqlEntityManager).execute<SessionCountRow[]>(
    `select "user_id", count(*) as "sessions", max("last_seen_at") as "last_seen_at" from "staff_session"
     where "expires_at" > ? and "created_at" > ? group by "user_id"`,
    [now, new Date(now.getTime() - SESSION_ABSOLUTE_MS)],
  );
  const live = new Map(rows.map((row) => [row.user_id, row]));
  const accounts = users.map((user): StaffAccount => {
    const row = live.get(user.id);
    return {
      ...toStaffMember(user),
      createdAt: user.createdAt.toISOString(),
      disabledAt: user.disabledAt ? user.disabledAt.toISOString() : null,
      sessions: row ? Number(row.sessions) : 0,
      lastSeenAt: row?.last_seen_at ? new Date(row.last_seen_at).toISOString() : null,
    };
  });
  return accounts.sort((a, b) => Number(a.disabledAt !== null) - Number(b.disabledAt !== null));
}

/**
 * Signs a staff account out everywhere: deletes all its sessions and, in the same transaction, ends `alsoEnding`
 * (the calendar feed's secret). Its next request, on any device, gets 401, and its open streams end on every
 * instance (notified at commit).
 *
 * @returns how many sessions ended
 * @throws DomainError 'not-found' (404) for an unknown account
 */
export async function revokeStaffSessions(
  em: EntityManager,
  id: string,
  alsoEnding?: AlsoEnding,
): Promise<{ revoked: number }> {
  return em.transactional(async (tx) => {
    const user = await tx.findOne(StaffUser, { id });
    if (!user) throw new DomainError('not-found', 'This staff account does not exist.');
    const revoked = await tx.nativeDelete(StaffSession, { user: id });
    await alsoEnding?.(tx);
    await notifySessionsEnded(tx, id);
    return { revoked };
  });
}

/**
 * Disables a staff account or enables it again, in one transaction. Disabling deletes every
 * session of the account, so it is signed out on its next request and its open streams end on every instance
 * (notified at commit), ends `alsoEnding` in the same transaction (its calendar feed, its claimed chats), and it can
 * no longer sign in; enabling lets it sign in again (it has no session to get back).
 *
 * Disabling the last active admin is refused, also when two admins disable each other at once: the transaction
 * first locks the active admins' rows in id order (`select … for update`), so such changes run one after the
 * other and the second one sees the first one's result.
 *
 * @param id the account
 * @param disabled true to disable, false to enable
 * @param alsoEnding what else ends when the account is disabled (run again when it already was: it finds nothing)
 * @returns the account as the staff list shows it
 * @throws DomainError 'not-found' (404) for an unknown account; 'conflict' (409) with {@link LAST_ADMIN_MESSAGE}
 */
export async function setStaffDisabled(
  em: EntityManager,
  id: string,
  disabled: boolean,
  now: Date = new Date(),
  alsoEnding?: AlsoEnding,
): Promise<StaffAccount> {
  await em.transactional(async (tx) => {
    const admins = await tx.find(
      StaffUser,
      { role: 'admin', disabledAt: null },
      { orderBy: { id: 'asc' }, lockMode: LockMode.PESSIMISTIC_WRITE },
    );
    const user = await tx.findOne(StaffUser, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!user) throw new DomainError('not-found', 'This staff account does not exist.');
    if (disabled) {
      if (user.role === 'admin' && !user.disabledAt && admins.every((admin) => admin.id === user.id)) {
        throw new DomainError('conflict', LAST_ADMIN_MESSAGE);
      }
      user.disabledAt ??= now;
      await tx.nativeDelete(StaffSession, { user: user.id });
      await tx.flush();
      await alsoEnding?.(tx);
      await notifySessionsEnded(tx, user.id);
    } else {
      user.disabledAt = null;
    }
    await tx.flush();
  });
  const account = (await listStaffAccounts(em.fork(), now)).find((entry) => entry.id === id);
  if (!account) throw new DomainError('not-found', 'This staff account does not exist.');
  return account;
}
