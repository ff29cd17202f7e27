/**
 * The meeting links' tokens (docs/decisions/033), no sign-in needed:
 * - a manage link's token is `<meeting id>.<sequence>.<HMAC-SHA-256 of both, base64url>` under
 *   MEETING_TOKEN_SECRET: it names one meeting and one version of it (its SEQUENCE), so a reschedule replaces it
 *   and a cancellation ends it; it expires at the meeting's end. The meeting stores the SHA-256 of its current
 *   token; the token holds nothing personal (the id is random);
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

/** A new feed secret (32 random bytes, base64url). */
export function newFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}
