import { newsletterLinkSchema } from '@northline/schemas';
import type { Context } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import {
  type ConsentLinkOutcome,
  confirmSubscription,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  unsubscribe,
} from './newsletter-consent.ts';

/** Logs what a link did: the outcome and the subscription id, never the token, the email or the IP. */
function logLinkOutcome(ctx: Context, result: ConsentLinkOutcome): void {
  if (result.outcome === 'invalid') {
    ctx.log.info({ outcome: result.outcome, reason: result.reason }, 'newsletter link refused');
  } else {
    ctx.log.info(
      { outcome: result.outcome, subscriptionId: result.subscriptionId },
      'newsletter consent link followed',
    );
  }
}

/**
 * Confirms a signup from its emailed link (double opt-in). Input `{ token }`. Output `{ outcome }`: 'confirmed',
 * 'already-confirmed' or 'invalid' (malformed, forged, older than 7 days, unknown, or unsubscribed since). Errors:
 * SERVICE_UNAVAILABLE. tRPC `newsletter.confirm`; REST `POST /api/newsletter/confirm` (the button of the link's
 * page; an HTML page).
 */
export const newsletterConfirm = defineOperation({
  kind: 'mutation',
  input: newsletterLinkSchema,
  run: async (ctx, input) => {
    const result = await confirmSubscription(ctx.db.em(), ctx.newsletterConsent, input.token, {
      sourcePage: NEWSLETTER_CONFIRM_PATH,
      ip: ctx.clientIp,
      at: new Date(),
    });
    logLinkOutcome(ctx, result);
    return { outcome: result.outcome };
  },
});

/**
 * Unsubscribes from a newsletter's link (one click, RFC 8058). Input `{ token }`. Output `{ outcome }`:
 * 'unsubscribed', 'already-unsubscribed' or 'invalid'. Errors: SERVICE_UNAVAILABLE. tRPC
 * `newsletter.unsubscribe`; REST `POST /api/newsletter/unsubscribe` (token in the query or the form; an HTML page).
 */
export const newsletterUnsubscribe = defineOperation({
  kind: 'mutation',
  input: newsletterLinkSchema,
  run: async (ctx, input) => {
    const result = await unsubscribe(ctx.db.em(), ctx.newsletterConsent, input.token, {
      sourcePage: NEWSLETTER_UNSUBSCRIBE_PATH,
      ip: ctx.clientIp,
      at: new Date(),
    });
    logLinkOutcome(ctx, result);
    return { outcome: result.outcome };
  },
});
