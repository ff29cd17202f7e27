import type { EntityManager } from '@mikro-orm/core';
import { blogPage, newsletterApiMessages } from '@northline/content';
import type { NewsletterSubmission } from '@northline/schemas';
import { NewsletterSubscription } from '../db/newsletter-subscription.entity.ts';
import { attributionColumns, type LeadCaptureDeps, type LeadOutcome, storeLead } from './lead-capture.ts';
import { recordLead } from './leads.ts';

/** The answer of a subscription: its id and the message the success toast may show. */
export interface NewsletterSubscribeResult {
  id: string;
  message: string;
}

/**
 * Subscribes an email to the newsletter with the visitor's express consent (decisions.md: CASL; issue 12 lead
 * capture). The consent record keeps the time and the exact checkbox text shown
 * (`blogPage.newsletter.consentLabel`), plus first-touch attribution. Subscribing an email twice keeps one row
 * and renews its consent record. A suspected bot gets the answer a person gets: a new address is stored flagged
 * `spam`; an existing subscription is left as it is. Once per idempotency key.
 *
 * @param em a request-scoped entity manager
 * @param input `{ email, consent: true, website?, formToken?, attribution? }`, validated by `newsletterSubmissionSchema`
 * @param capture the form tokens and the idempotency key
 * @param now the time of consent
 * @throws TRPCError UNPROCESSABLE_CONTENT (422) for a key reused with another body; the driver's error when the
 *   database is unreachable (503 at the boundaries)
 */
export function subscribeToNewsletter(
  em: EntityManager,
  input: NewsletterSubmission,
  capture: LeadCaptureDeps,
  now: Date = new Date(),
): Promise<LeadOutcome<NewsletterSubscribeResult>> {
  return storeLead(
    em,
    'newsletter.subscribe',
    input,
    { now: now.getTime(), ...capture },
    async (tx, verdict) => {
      const email = input.email.toLowerCase();
      const consentText = blogPage.newsletter.consentLabel;
      let subscription = await tx.findOne(NewsletterSubscription, { email });
      if (subscription) {
        if (!verdict.spam) {
          subscription.consentText = consentText;
          subscription.consentedAt = now;
        }
      } else {
        subscription = tx.create(NewsletterSubscription, {
          email,
          consentText,
          consentedAt: now,
          ...attributionColumns(input.attribution),
          spam: verdict.spam,
          spamReason: verdict.reason,
        });
        // A new signup joins the staff inbox; it sends no notification (decision 010: not a sales lead yet).
        recordLead(
          tx,
          { kind: 'newsletter', row: subscription },
          { occurredAt: now, spam: verdict.spam, channels: [], notify: false },
        );
      }
      await tx.flush();
      return { id: subscription.id, message: newsletterApiMessages.success };
    },
  );
}
