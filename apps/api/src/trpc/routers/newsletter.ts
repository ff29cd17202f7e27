import { newsletterLinkSchema, newsletterSubmissionSchema } from '@northline/schemas';
import { subscribeToNewsletter } from '../../services/newsletter.ts';
import {
  type ConsentLinkOutcome,
  confirmSubscription,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  unsubscribe,
} from '../../services/newsletter-consent.ts';
import {
  type Context,
  idempotencyKeyOf,
  pageTokenOf,
  publicProcedure,
  renewPageToken,
  router,
} from '../trpc.ts';

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

/** The newsletter (decisions.md "Newsletter"; issue 12 lead capture; issue 13 double opt-in, CASL). */
export const newsletterRouter = router({
  /**
   * Signs up with express consent, stored `pending` until the emailed link confirms it, once per
   * `Idempotency-Key`. Input: `newsletterSubmissionSchema` ({ email, consent: true } plus `website` (honeypot),
   * `formToken`, `attribution`). Output: `{ id, message }`, the same for a suspected bot; never the confirmation
   * link. Errors: BAD_REQUEST with `issues` ('Please enter a valid email address', 'Please confirm you agree to
   * receive our newsletter'); UNPROCESSABLE_CONTENT (422) for a key reused with another body; SERVICE_UNAVAILABLE.
   * REST: `POST /api/newsletter` (JSON, or a form post without JavaScript).
   */
  subscribe: publicProcedure.input(newsletterSubmissionSchema).mutation(async ({ ctx, input }) => {
    const outcome = await subscribeToNewsletter(
      ctx.db.em(),
      input,
      {
        formTokens: ctx.formTokens,
        pageToken: pageTokenOf(ctx),
        idempotencyKey: idempotencyKeyOf(ctx),
        notifier: ctx.notifier,
      },
      { keys: ctx.newsletterConsent, ip: ctx.clientIp, refererPath: ctx.refererPath },
    );
    ctx.outcome.replayed = outcome.replayed;
    if (!outcome.replayed) renewPageToken(ctx);
    ctx.log.info(
      {
        subscriptionId: outcome.response.id,
        status: outcome.status,
        spam: outcome.spamReason,
        automationSignal: outcome.automationSignal,
        replayed: outcome.replayed,
      },
      outcome.replayed ? 'newsletter request replayed' : 'newsletter signup stored',
    );
    return outcome.response;
  }),

  /**
   * Confirms a signup from its emailed link (double opt-in). Input `{ token }`. Output `{ outcome }`:
   * 'confirmed', 'already-confirmed' or 'invalid' (malformed, forged, older than 7 days, unknown, or unsubscribed
   * since). Errors: SERVICE_UNAVAILABLE. REST: `POST /api/newsletter/confirm` (the button of the link's page;
   * an HTML page).
   */
  confirm: publicProcedure.input(newsletterLinkSchema).mutation(async ({ ctx, input }) => {
    const result = await confirmSubscription(ctx.db.em(), ctx.newsletterConsent, input.token, {
      sourcePage: NEWSLETTER_CONFIRM_PATH,
      ip: ctx.clientIp,
      at: new Date(),
    });
    logLinkOutcome(ctx, result);
    return { outcome: result.outcome };
  }),

  /**
   * Unsubscribes from a newsletter's link (one click, RFC 8058). Input `{ token }`. Output `{ outcome }`:
   * 'unsubscribed', 'already-unsubscribed' or 'invalid'. Errors: SERVICE_UNAVAILABLE. REST:
   * `POST /api/newsletter/unsubscribe` (token in the query or the form; an HTML page).
   */
  unsubscribe: publicProcedure.input(newsletterLinkSchema).mutation(async ({ ctx, input }) => {
    const result = await unsubscribe(ctx.db.em(), ctx.newsletterConsent, input.token, {
      sourcePage: NEWSLETTER_UNSUBSCRIBE_PATH,
      ip: ctx.clientIp,
      at: new Date(),
    });
    logLinkOutcome(ctx, result);
    return { outcome: result.outcome };
  }),
});
