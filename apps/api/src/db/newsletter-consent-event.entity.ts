import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';

/** A step of a subscription's consent history: the visitor asked, confirmed the emailed link, or unsubscribed. */
export type ConsentEventKind = 'requested' | 'confirmed' | 'unsubscribed';

/**
 * One step of a newsletter subscription's consent history (CASL: the sender must be able to prove
 * consent; docs/decisions/006): appended, never updated, deleted only with its subscription. `sourcePage` is the
 * path of the page it happened on (never a query), `ipHash` an HMAC-SHA256 of the client IP with a server secret
 * (newsletter/newsletter-consent.ts; the IP itself is never stored), `consentText` the wording agreed to (or, for an
 * unsubscription, the wording of the unsubscribe page). Table `newsletter_consent_event` (migration
 * `Migration20261124130000_newsletter_consent`).
 */
export const NewsletterConsentEventSchema = defineEntity({
  name: 'NewsletterConsentEvent',
  tableName: 'newsletter_consent_event',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    subscription: p.manyToOne(NewsletterSubscription).deleteRule('cascade'),
    event: p.string().$type<ConsentEventKind>().length(20),
    at: p.datetime(),
    sourcePage: p.string().length(500).nullable(),
    ipHash: p.string().length(64).nullable(),
    consentText: p.text(),
  },
  indexes: [{ properties: ['subscription', 'at'] }],
});

/** A stored consent event (see {@link NewsletterConsentEventSchema}). */
export class NewsletterConsentEvent extends NewsletterConsentEventSchema.class {}
NewsletterConsentEventSchema.setClass(NewsletterConsentEvent);
