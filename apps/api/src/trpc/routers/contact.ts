import { contactSubmissionSchema } from '@northline/schemas';
import { submitContactRequest } from '../../services/contact.ts';
import { idempotencyKeyOf, publicProcedure, router } from '../trpc.ts';

/** Leads (specification §3, §7; issue 12 lead capture). */
export const contactRouter = router({
  /**
   * Stores a contact request with its attribution and spam verdict, once per `Idempotency-Key`.
   * Input: `contactSubmissionSchema` (the contact request, form schema A's messages (§5), plus `website`
   * (honeypot), `formToken`, `attribution`, `chatSessionId`). Output: `{ id, submittedAt, message }`, the same
   * for a suspected bot. Errors: BAD_REQUEST with `issues` (also for a malformed Idempotency-Key);
   * UNPROCESSABLE_CONTENT (422) for a key reused with another body; SERVICE_UNAVAILABLE when the database is
   * unreachable. REST: `POST /api/contact` (JSON, or a form post without JavaScript).
   */
  submit: publicProcedure.input(contactSubmissionSchema).mutation(async ({ ctx, input }) => {
    const outcome = await submitContactRequest(ctx.db.em(), input, {
      formTokens: ctx.formTokens,
      idempotencyKey: idempotencyKeyOf(ctx),
      notifier: ctx.notifier,
    });
    ctx.outcome.replayed = outcome.replayed;
    ctx.log.info(
      {
        leadId: outcome.response.id,
        source: input.source ?? null,
        spam: outcome.spamReason,
        replayed: outcome.replayed,
      },
      outcome.replayed ? 'lead request replayed' : 'lead stored',
    );
    return outcome.response;
  }),
});
