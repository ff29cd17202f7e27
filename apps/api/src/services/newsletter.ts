import type { EntityManager } from '@mikro-orm/core';
import { blogPage, newsletterApiMessages } from '@northline/content';
import type { NewsletterSubscription as NewsletterInput } from '@northline/schemas';
import { NewsletterSubscription } from '../db/newsletter-subscription.entity.ts';

/** The answer of a subscription: its id and the message the success toast may show. */
export interface NewsletterSubscribeResult {
  id: string;
  message: string;
}

/**
 * Subscribes an email to the newsletter with the visitor's express consent (decisions.md: CASL). The
 * consent record keeps the time and the exact checkbox text shown (`blogPage.newsletter.consentLabel`).
 * Subscribing an email twice keeps one row and renews its consent record.
 *
 * @param em a request-scoped entity manager
 * @param input `{ email, consent: true }`, validated by `newsletterSubscriptionSchema`
 * @param now the time of consent
 * @throws the driver's error when the database is unreachable (503 at the boundaries)
 */
export async function subscribeToNewsletter(
  em: EntityManager,
  input: NewsletterInput,
  now: Date = new Date(),
): Promise<NewsletterSubscribeResult> {
  const email = input.email.toLowerCase();
  const consentText = blogPage.newsletter.consentLabel;
  let subscription = await em.findOne(NewsletterSubscription, { email });
  if (subscription) {
    subscription.consentText = consentText;
    subscription.consentedAt = now;
  } else {
    subscription = em.create(NewsletterSubscription, { email, consentText, consentedAt: now });
  }
  await em.flush();
  return { id: subscription.id, message: newsletterApiMessages.success };
}
