/**
 * The blog's newsletter subscription (specification §2 blog): an explicit, unticked consent checkbox, because
 * Canada's anti-spam law CASL requires express consent.
 */
import * as z from 'zod/mini';
import { NEWSLETTER_EMAIL_MAX } from './constants.ts';
import { leadCaptureShape } from './lead-capture.ts';

export { NEWSLETTER_EMAIL_MAX } from './constants.ts';

import { safeString, tooLong } from './text.ts';

/** The newsletter form's messages. */
export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address',
  consent: 'Please confirm you agree to receive our newsletter',
} as const;

/**
 * A newsletter subscription: a valid email (trimmed) and `consent: true`. Anything but `true` (unticked, absent)
 * fails with 'Please confirm you agree to receive our newsletter'.
 */
export const newsletterSubscriptionSchema = z.object({
  email: safeString('Email', NEWSLETTER_MESSAGES.email).check(
    z.trim(),
    z.maxLength(NEWSLETTER_EMAIL_MAX, tooLong('Email', NEWSLETTER_EMAIL_MAX)),
    z.email(NEWSLETTER_MESSAGES.email),
  ),
  consent: z.literal(true, NEWSLETTER_MESSAGES.consent),
});

/** See {@link newsletterSubscriptionSchema}. */
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;

/**
 * What `POST /api/newsletter` and `newsletter.subscribe` accept: a subscription plus the
 * lead-capture fields (honeypot, form token, attribution, chat session; see `leadCaptureShape`).
 */
export const newsletterSubmissionSchema = z.extend(newsletterSubscriptionSchema, leadCaptureShape);

/** See {@link newsletterSubmissionSchema}. */
export type NewsletterSubmission = z.infer<typeof newsletterSubmissionSchema>;

/**
 * The newsletter form's values: `consent` is a checkbox, so the form holds a boolean and starts unticked;
 * the schema accepts only `true`.
 */
export interface NewsletterFormValues {
  email: string;
  consent: boolean;
}

/** Longest accepted newsletter link token, in characters (a token is about 100). */
export const NEWSLETTER_TOKEN_MAX = 200;

/**
 * The token of a newsletter link (CASL double opt-in and one-click unsubscribe; docs/decisions/006):
 * what `GET /api/newsletter/confirm?token=…` and the unsubscribe link carry, for `newsletter.confirm` and
 * `newsletter.unsubscribe`. 1 to 200 characters after trimming; 'This link is incomplete' otherwise. Whether it
 * is genuine is the API's check.
 */
export const newsletterLinkSchema = z.object({
  token: z
    .string({ error: 'This link is incomplete' })
    .check(
      z.trim(),
      z.minLength(1, 'This link is incomplete'),
      z.maxLength(NEWSLETTER_TOKEN_MAX, 'This link is incomplete'),
    ),
});

/** See {@link newsletterLinkSchema}. */
export type NewsletterLink = z.infer<typeof newsletterLinkSchema>;

/**
 * What a newsletter link did (`newsletter.confirm`, `newsletter.unsubscribe`): the status changed now, it had
 * already changed, or the link is invalid (malformed, forged, an expired confirmation, an unknown subscription, or
 * a confirmation after an unsubscription).
 */
export const newsletterLinkResultSchema = z.object({
  outcome: z.enum(['confirmed', 'already-confirmed', 'unsubscribed', 'already-unsubscribed', 'invalid']),
});

/** See {@link newsletterLinkResultSchema}. */
export type NewsletterLinkResult = z.infer<typeof newsletterLinkResultSchema>;
