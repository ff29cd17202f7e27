import { contactRequestSchema } from '@northline/schemas';
import { submitContactRequest } from '../../services/contact.ts';
import { publicProcedure, router } from '../trpc.ts';

/** Leads (specification §3, §7). */
export const contactRouter = router({
  /**
   * Stores a contact request. Input: `contactRequestSchema` (form schema A's messages, §5).
   * Output: `{ id, submittedAt, message }`. Errors: BAD_REQUEST with `issues`; SERVICE_UNAVAILABLE when
   * the database is unreachable. REST: `POST /api/contact`.
   */
  submit: publicProcedure.input(contactRequestSchema).mutation(async ({ ctx, input }) => {
    const result = await submitContactRequest(ctx.db.em(), input);
    ctx.log.info({ leadId: result.id, source: input.source ?? null }, 'lead stored');
    return result;
  }),
});
