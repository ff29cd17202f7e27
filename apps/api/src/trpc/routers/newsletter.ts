import { newsletterSubmissionSchema } from '@northline/schemas';
import { subscribeToNewsletter } from '../../services/newsletter.ts';
import { idempotencyKeyOf, publicProcedure, router } from '../trpc.ts';

/** The newsletter (decisions.md "Newsletter"; issue 12 lead capture). */
export const newsletterRouter = router({
  /**
   * Subscribes with express consent, once per `Idempotency-Key`. Input: `newsletterSubmissionSchema`
   * ({ email, consent: true } plus `website` (honeypot), `formToken`, `attribution`). Output: `{ id, message }`,
   * the same for a suspected bot. Errors: BAD_REQUEST with `issues` ('Please enter a valid email address',
   * 'Please confirm you agree to receive our newsletter'); UNPROCESSABLE_CONTENT (422) for a key reused with
   * another body; SERVICE_UNAVAILABLE. REST: `POST /api/newsletter` (JSON, or a form post without JavaScript).
   */
  subscribe: publicProcedure.input(newsletterSubmissionSchema).mutation(async ({ ctx, input }) => {
    const outcome = await subscribeToNewsletter(ctx.db.em(), input, {
      formTokens: ctx.formTokens,
      idempotencyKey: idempotencyKeyOf(ctx),
      notifier: ctx.notifier,
    });
    ctx.outcome.replayed = outcome.replayed;
    ctx.log.info(
      { subscriptionId: outcome.response.id, spam: outcome.spamReason, replayed: outcome.replayed },
      outcome.replayed ? 'newsletter request replayed' : 'newsletter subscription stored',
    );
    return outcome.response;
  }),
});
