import {
  type ContactSubmission,
  type ContactSubmitResponse,
  contactSubmissionSchema,
} from '@northline/schemas';
import { submitContactRequest } from '../../services/contact.ts';
import { visitorSessionActive } from '../../services/visitor-sessions.ts';
import {
  type Context,
  idempotencyKeyOf,
  pageTokenOf,
  publicProcedure,
  renewPageToken,
  router,
} from '../trpc.ts';

/**
 * The body of `contact.submit`: stores the lead (services/contact.ts `submitContactRequest`) and logs its id.
 * Called by the procedure and, with the same schema and the same error mapping, by the REST adapter of
 * `POST /api/contact` (routes/contact.ts; issue 15: tRPC's caller was 8% of a lead's CPU; decision 016).
 *
 * @param submitted a submission validated by `contactSubmissionSchema`
 * @returns `{ id, submittedAt, message }` (the same for a suspected bot); sets `ctx.outcome.replayed`
 * @throws DomainError 'unprocessable' (422) for an idempotency key reused with another body; TRPCError
 *   BAD_REQUEST for a malformed Idempotency-Key; the driver's error when the database is unreachable (503)
 */
export async function contactSubmit(
  ctx: Context,
  submitted: ContactSubmission,
): Promise<ContactSubmitResponse> {
  // The lead links to the chat only for the browser that holds the chat's token, while the chat has not expired
  // (decisions 012, 022); a link that does not check out is dropped, never the lead.
  const chatLinked =
    submitted.chatSessionId !== undefined && (await visitorSessionActive(ctx, submitted.chatSessionId));
  const { chatSessionId, ...rest } = submitted;
  const input = chatLinked ? submitted : rest;
  const outcome = await submitContactRequest(ctx.db.statements(), input, {
    formTokens: ctx.formTokens,
    pageToken: pageTokenOf(ctx),
    idempotencyKey: idempotencyKeyOf(ctx),
    notifier: ctx.notifier,
    judge: ctx.leadJudge,
  });
  ctx.outcome.replayed = outcome.replayed;
  if (!outcome.replayed) renewPageToken(ctx);
  ctx.log.info(
    {
      leadId: outcome.response.id,
      source: input.source ?? null,
      spam: outcome.spamReason,
      automationSignal: outcome.automationSignal,
      replayed: outcome.replayed,
      chatLinkDropped: chatSessionId !== undefined && !chatLinked,
    },
    outcome.replayed ? 'lead request replayed' : 'lead stored',
  );
  return outcome.response;
}

/** Leads (specification §3, §7; issue 12 lead capture). */
export const contactRouter = router({
  /**
   * Stores a contact request with its attribution and spam verdict, once per `Idempotency-Key`.
   * Input: `contactSubmissionSchema` (the contact request, form schema A's messages (§5), plus `website`
   * (honeypot), `formToken`, `attribution`, `chatSessionId`: kept only with that chat's `X-Session-Token`). Output: `{ id, submittedAt, message }`, the same
   * for a suspected bot. Errors: BAD_REQUEST with `issues` (also for a malformed Idempotency-Key);
   * UNPROCESSABLE_CONTENT (422) for a key reused with another body; SERVICE_UNAVAILABLE when the database is
   * unreachable. REST: `POST /api/contact` (JSON, or a form post without JavaScript; its adapter calls {@link contactSubmit}).
   */
  submit: publicProcedure
    .input(contactSubmissionSchema)
    .mutation(({ ctx, input }) => contactSubmit(ctx, input)),
});
