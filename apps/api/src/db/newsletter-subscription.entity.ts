import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { NEWSLETTER_EMAIL_MAX } from '@northline/schemas';
import { attributionProperties, spamProperties } from './lead-capture.properties.ts';

/**
 * A newsletter subscriber with the record of express consent Canada's anti-spam law (CASL) requires
 * (decisions.md "Newsletter"): the email, when consent was given and the exact text the visitor agreed
 * to. One row per email. Personal information: stored here only, never logged.
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
    consentText: p.text(),
    consentedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    ...attributionProperties,
    ...spamProperties,
  },
});

/** A stored subscription (see {@link NewsletterSubscriptionSchema}). */
export class NewsletterSubscription extends NewsletterSubscriptionSchema.class {}
NewsletterSubscriptionSchema.setClass(NewsletterSubscription);
