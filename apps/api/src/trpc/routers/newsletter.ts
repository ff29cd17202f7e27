import { newsletterSubscriptionSchema } from '@northline/schemas';
import { subscribeToNewsletter } from '../../services/newsletter.ts';
import { publicProcedure, router } from '../trpc.ts';

/** The newsletter (decisions.md "Newsletter"). */
export const newsletterRouter = router({
  /**
   * Subscribes with express consent. Input: `newsletterSubscriptionSchema` ({ email, consent: true }).
   * Output: `{ id, message }`. Errors: BAD_REQUEST with `issues` ('Please enter a valid email address',
   * 'Please confirm you agree to receive our newsletter'); SERVICE_UNAVAILABLE. REST: `POST /api/newsletter`.
   */
  subscribe: publicProcedure.input(newsletterSubscriptionSchema).mutation(async ({ ctx, input }) => {
    const result = await subscribeToNewsletter(ctx.db.em(), input);
    ctx.log.info({ subscriptionId: result.id }, 'newsletter subscription stored');
    return result;
  }),
});
