/**
 * Staff accounts and sessions (issue 14 "Staff accounts"; docs/decisions/010-sales-platform.md).
 *
 * - Passwords are stored only as argon2id hashes (@node-rs/argon2, OWASP's parameters: 19 MiB, 2 passes,
 *   1 lane; decisions.md "Passwords of the users table").
 * - Sessions are server-side rows (`staff_session`) keyed by the SHA-256 of a random 256-bit token; the
 *   browser holds only the token, in an `HttpOnly; Secure; SameSite=Lax` cookie. A session ends after
 *   {@link SESSION_IDLE_MS} without a request, or at sign-out.
 * - Failed sign-ins are counted per account and per client IP ({@link SIGN_IN_LIMITS}); every failure gets
 *   the same answer whether or not the account exists ({@link SIGN_IN_FAILED_MESSAGE}), and an unknown email
 *   is checked against a dummy hash so the timing does not tell either.
 *
 * Nothing here logs an email, a name, a password or a token.
 */

import { createHash, randomBytes } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { hash, verify } from '@node-rs/argon2';
import type { NewStaffUser, SignIn, StaffMember } from '@northline/schemas';
import { SignInFailure } from '../db/sign-in-failure.entity.ts';
import { StaffSession } from '../db/staff-session.entity.ts';
import { StaffUser } from '../db/staff-user.entity.ts';
import { DomainError } from '../errors.ts';

/** Idle time after which a staff session ends: 12 hours, in milliseconds (issue 14). */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** A session's `lastSeenAt` is written at most this often (ms), not on every request. */
export const SESSION_TOUCH_MS = 60 * 1000;
/** Name of the staff session cookie. */
export const STAFF_SESSION_COOKIE = 'nl_staff';

/**
 * Failed sign-ins allowed per window before further attempts are refused with 429 (OWASP ASVS V2.2.1): per
 * account (5 in 15 minutes) and per client IP (20 in 15 minutes, for guessing across accounts).
 */
export const SIGN_IN_LIMITS = { perAccount: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;

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
 * Signs a staff member in: checks the rate limits, the password, and starts a session.
 *
 * @param input validated by `signInSchema`
 * @param client the client IP (as `trustProxy` resolved it) and the clock
 * @throws DomainError 'rate-limited' (429) with {@link SIGN_IN_LIMITED_MESSAGE} past {@link SIGN_IN_LIMITS};
 *   UNAUTHORIZED (401) with {@link SIGN_IN_FAILED_MESSAGE} for an unknown email or a wrong password
 */
export async function signIn(
  em: EntityManager,
  input: SignIn,
  client: { ip: string; now?: Date },
): Promise<StartedSession> {
  const now = client.now ?? new Date();
  const accountKey = sha256(`email:${input.email}`);
  const ipKey = sha256(`ip:${client.ip}`);
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  const [accountFailures, ipFailures] = await Promise.all([
    em.count(SignInFailure, { key: accountKey, failedAt: { $gt: since } }),
    em.count(SignInFailure, { key: ipKey, failedAt: { $gt: since } }),
  ]);
  if (accountFailures >= SIGN_IN_LIMITS.perAccount || ipFailures >= SIGN_IN_LIMITS.perIp) {
    throw new DomainError('rate-limited', SIGN_IN_LIMITED_MESSAGE);
  }
  const user = await em.findOne(StaffUser, { email: input.email }, { populate: ['passwordHash'] });
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const ok = await verify(user?.passwordHash ?? (await dummyHash), input.password).catch(() => false);
  if (!user || !ok) {
    em.create(SignInFailure, { key: accountKey, failedAt: now });
    em.create(SignInFailure, { key: ipKey, failedAt: now });
    await em.flush();
    throw new DomainError('unauthenticated', SIGN_IN_FAILED_MESSAGE);
  }
  await em.nativeDelete(SignInFailure, { key: accountKey });
  const token = randomBytes(32).toString('base64url');
  em.create(StaffSession, {
    id: sha256(token),
    user,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
  });
  await em.flush();
  return { token, user: toStaffMember(user) };
}

/**
 * The staff member a session token belongs to, sliding the idle expiry forward.
 *
 * @param token the cookie's value, or undefined
 * @returns the staff member, or undefined for no token, an unknown token or an expired session (which is deleted)
 */
export async function staffForToken(
  em: EntityManager,
  token: string | undefined,
  now: Date = new Date(),
): Promise<StaffMember | undefined> {
  if (!token || token.length > 100) return undefined;
  const session = await em.findOne(StaffSession, { id: sha256(token) }, { populate: ['user'] });
  if (!session) return undefined;
  if (session.expiresAt.getTime() <= now.getTime()) {
    await em.nativeDelete(StaffSession, { id: session.id });
    return undefined;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_MS) {
    session.lastSeenAt = now;
    session.expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await em.flush();
  }
  return toStaffMember(session.user);
}

/** Ends a session (sign-out). Unknown tokens are ignored. */
export async function endStaffSession(em: EntityManager, token: string | undefined): Promise<void> {
  if (!token) return;
  await em.nativeDelete(StaffSession, { id: sha256(token) });
}
