/**
 * The booking reference's cookie (docs/decisions/042): a contact form posted without JavaScript gets, with its
 * 303, the signed reference of the contact request it stored (scheduling/meeting-tokens.ts), as the `nl_booking_ref`
 * cookie of the booking page's path only. The booking page reads it to fill in the name and e-mail and carries it
 * in its form, so the booking joins that lead with its attribution. Nothing goes into a URL; the cookie holds no
 * personal data (an id, an expiry and a signature), is `HttpOnly`, and is cleared once a booking used it.
 */
import { meetingPaths } from '@northline/content';
import { bookingReferenceSchema } from '@northline/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BOOKING_REFERENCE_TTL_MS, bookingReference } from '../scheduling/meeting-tokens.ts';

/** The cookie's name. */
export const BOOKING_REFERENCE_COOKIE = 'nl_booking_ref';

/** Sent to the booking page and its confirmation only; lives as long as the reference. */
const COOKIE_OPTIONS = {
  path: meetingPaths.book,
  httpOnly: true,
  sameSite: 'lax',
  secure: 'auto',
} as const;

/**
 * Sets the booking reference of a contact request just stored from a native post, valid for
 * {@link BOOKING_REFERENCE_TTL_MS} on the app's meeting clock.
 *
 * @param contactRequestId the stored contact request's id (the answer's `id`)
 */
export function setBookingReferenceCookie(reply: FastifyReply, contactRequestId: string): void {
  const { tokenSecret, now } = reply.server.meetings;
  const reference = bookingReference(
    tokenSecret,
    contactRequestId,
    new Date(now().getTime() + BOOKING_REFERENCE_TTL_MS),
  );
  reply.setCookie(BOOKING_REFERENCE_COOKIE, reference, {
    ...COOKIE_OPTIONS,
    maxAge: BOOKING_REFERENCE_TTL_MS / 1000,
  });
}

/** Ends the cookie (a booking used it). */
export function clearBookingReferenceCookie(reply: FastifyReply): void {
  reply.clearCookie(BOOKING_REFERENCE_COOKIE, COOKIE_OPTIONS);
}

/**
 * The booking reference a value holds when it has a reference's shape (`bookingReferenceSchema`), else undefined:
 * a cookie or hidden field of another shape is ignored, never answered with a 400 the visitor cannot fix.
 */
export function bookingReferenceIn(value: string | undefined): string | undefined {
  return value !== undefined && bookingReferenceSchema.safeParse(value).success ? value : undefined;
}

/** The request's booking reference cookie, when it has a reference's shape (checked again when used). */
export function bookingReferenceCookieOf(request: FastifyRequest): string | undefined {
  return bookingReferenceIn(request.cookies?.[BOOKING_REFERENCE_COOKIE]);
}
