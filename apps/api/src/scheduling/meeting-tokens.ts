/**
 * The meeting links' tokens (docs/decisions/033), no sign-in needed:
 * - a manage link's token is `<meeting id>.<sequence>.<HMAC-SHA-256 of both, base64url>` under
 *   MEETING_TOKEN_SECRET: it names one meeting and one version of it (its SEQUENCE), so a reschedule replaces it
 *   and a cancellation ends it; it expires at the meeting's end. The meeting stores the SHA-256 of its current
 *   token; the token holds nothing personal (the id is random);
 * - a booking reference is `<contact request id>.<expiry, seconds since the epoch>.<HMAC-SHA-256 of both>` under
 *   the same secret (another purpose in the MAC, so it is never a manage token): it ties a booking made without
 *   JavaScript to the contact request the same browser just sent (docs/decisions/042); it holds nothing personal;
 * - a consultant's feed secret is 32 random bytes in base64url, stored only as its SHA-256, shown once.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The hex SHA-256 of a token or secret: what the database keeps. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function macOf(secret: string, meetingId: string, sequence: number): string {
  return createHmac('sha256', secret).update(`meeting-manage:${meetingId}.${sequence}`).digest('base64url');
}

/**
 * The manage link's token of one version of a meeting.
 *
 * @param secret MEETING_TOKEN_SECRET
 * @param meetingId the meeting's UUID
 * @param sequence the meeting's SEQUENCE
 */
export function manageToken(secret: string, meetingId: string, sequence: number): string {
  return `${meetingId}.${sequence}.${macOf(secret, meetingId, sequence)}`;
}

/**
 * The meeting and version a token names, when its signature checks out.
 *
 * @returns the meeting id and SEQUENCE, or undefined for a malformed or forged token
 */
export function readManageToken(
  secret: string,
  token: string,
): { meetingId: string; sequence: number } | undefined {
  const [meetingId = '', sequenceText = '', mac = '', ...rest] = token.split('.');
  if (rest.length > 0 || !UUID.test(meetingId) || !/^\d{1,6}$/.test(sequenceText)) return undefined;
  const sequence = Number(sequenceText);
  const expected = Buffer.from(macOf(secret, meetingId, sequence));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { meetingId, sequence };
}

/** How long a booking reference ties bookings to its contact request: 24 hours, in milliseconds. */
export const BOOKING_REFERENCE_TTL_MS = 24 * 60 * 60 * 1000;

function referenceMacOf(secret: string, contactRequestId: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`booking-reference:${contactRequestId}.${expires}`)
    .digest('base64url');
}

/**
 * The booking reference of a contact request (docs/decisions/042).
 *
 * @param secret MEETING_TOKEN_SECRET
 * @param contactRequestId the contact request's UUID
 * @param expiresAt when it stops working (the app's clock plus {@link BOOKING_REFERENCE_TTL_MS})
 */
export function bookingReference(secret: string, contactRequestId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `${contactRequestId}.${expires}.${referenceMacOf(secret, contactRequestId, expires)}`;
}

/**
 * The contact request a booking reference names, when its signature checks out and it has not expired.
 *
 * @param now the app's clock
 * @returns the contact request's id, or undefined for a malformed, forged or expired reference
 */
export function readBookingReference(secret: string, reference: string, now: Date): string | undefined {
  const [contactRequestId = '', expiresText = '', mac = '', ...rest] = reference.split('.');
  if (rest.length > 0 || !UUID.test(contactRequestId) || !/^\d{1,12}$/.test(expiresText)) return undefined;
  const expires = Number(expiresText);
  const expected = Buffer.from(referenceMacOf(secret, contactRequestId, expires));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return now.getTime() < expires * 1000 ? contactRequestId : undefined;
}

/** A new feed secret (32 random bytes, base64url). */
export function newFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}
