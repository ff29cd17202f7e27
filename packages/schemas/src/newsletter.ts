/**
 * The blog's newsletter subscription (specification §2 blog; decisions.md "Newsletter": an explicit, unticked
 * consent checkbox, because Canada's anti-spam law CASL requires express consent).
 */
import * as z from 'zod/mini';
import { leadCaptureShape } from './lead-capture.ts';
import { safeString, tooLong } from './text.ts';

/** Longest accepted email address, in characters (RFC 5321's path limit). */
export const NEWSLETTER_EMAIL_MAX = 254;

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
 * What `POST /api/newsletter` and `newsletter.subscribe` accept (issue 12): a subscription plus the
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
