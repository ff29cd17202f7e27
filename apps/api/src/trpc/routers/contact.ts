import { contactSubmissionSchema } from '@northline/schemas';
import { submitContactRequest } from '../../services/contact.ts';
import { idempotencyKeyOf, publicProcedure, router } from '../trpc.ts';

/** Leads (specification §3, §7; issue 12 lead capture). */
export const contactRouter = router({
  /**
   * Stores a contact request with its attribution and spam verdict, once per `Idempotency-Key`.
   * Input: `contactSubmissionSchema` (the contact request, form schema A's messages (§5), plus `website`
   * (honeypot), `formToken`, `attribution`, `chatSessionId`: kept only with that chat's `X-Session-Token`). Output: `{ id, submittedAt, message }`, the same
   * for a suspected bot. Errors: BAD_REQUEST with `issues` (also for a malformed Idempotency-Key);
   * UNPROCESSABLE_CONTENT (422) for a key reused with another body; SERVICE_UNAVAILABLE when the database is
   * unreachable. REST: `POST /api/contact` (JSON, or a form post without JavaScript).
   */
  submit: publicProcedure.input(contactSubmissionSchema).mutation(async ({ ctx, input: submitted }) => {
    // The lead links to the chat only for the browser that holds the chat's token (issue 13 item 1); a link that
    // does not check out is dropped, never the lead.
    const chatLinked =
      submitted.chatSessionId !== undefined &&
      ctx.sessionTokens.verify(submitted.chatSessionId, ctx.sessionToken);
    const { chatSessionId, ...rest } = submitted;
    const input = chatLinked ? submitted : rest;
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
        chatLinkDropped: chatSessionId !== undefined && !chatLinked,
      },
      outcome.replayed ? 'lead request replayed' : 'lead stored',
    );
    return outcome.response;
  }),
});
