import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { NEWSLETTER_EMAIL_MAX } from '@northline/schemas';
import { attributionProperties, spamProperties } from './lead-capture.properties.ts';

/** Where a subscription stands: signed up and not yet confirmed, confirmed by the emailed link, or withdrawn. */
export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/**
 * A newsletter subscriber with the record of express consent Canada's anti-spam law (CASL) requires
 * (an explicit, unticked consent box): the email, the latest signup's time and the exact text the visitor
 * agreed to, and the status of the double opt-in (docs/decisions/006): only `confirmed` subscriptions may be
 * sent the newsletter. Every step is also appended to `newsletter_consent_event`, which keeps the history. One
 * row per email. Personal information: stored here only, never logged.
 */
export const NewsletterSubscriptionSchema = defineEntity({
  name: 'NewsletterSubscription',
  tableName: 'newsletter_subscription',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    email: p.string().length(NEWSLETTER_EMAIL_MAX).unique(),
    /** The consent wording of the latest signup (each signup's is in the consent history too). */
    consentText: p.text(),
    /** When the latest signup asked for the newsletter. */
    consentedAt: p.datetime(),
    /** `pending` until the emailed link is followed; created by `Migration20261124130000_newsletter_consent`. */
    status: p.string().$type<NewsletterStatus>().length(20).default('pending'),
    createdAt: p.datetime().onCreate(() => new Date()),
    ...attributionProperties,
    ...spamProperties,
  },
});

/** A stored subscription (see {@link NewsletterSubscriptionSchema}). */
export class NewsletterSubscription extends NewsletterSubscriptionSchema.class {}
NewsletterSubscriptionSchema.setClass(NewsletterSubscription);
