import { newsletterSubmissionSchema } from '@northline/schemas';
import { idempotencyKeyOf, pageTokenOf, renewPageToken } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { subscribeToNewsletter } from './newsletter.ts';

/**
 * Signs up with express consent, stored `pending` until the emailed link confirms it (CASL double opt-in), once
 * per `Idempotency-Key`. Input: `newsletterSubmissionSchema` ({ email, consent: true } plus `website` (honeypot),
 * `formToken`, `attribution`). Output: `{ id, message }`, the same for a suspected bot; never the confirmation
 * link. Errors: BAD_REQUEST with `issues` ('Please enter a valid email address', 'Please confirm you agree to
 * receive our newsletter'); UNPROCESSABLE_CONTENT (422) for a key reused with another body; SERVICE_UNAVAILABLE.
 * tRPC `newsletter.subscribe`; REST `POST /api/newsletter` (JSON, or a form post without JavaScript).
 */
export const newsletterSubscribe = defineOperation({
  kind: 'mutation',
  input: newsletterSubmissionSchema,
  run: async (ctx, input) => {
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
      ctx.clock(),
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
  },
});
