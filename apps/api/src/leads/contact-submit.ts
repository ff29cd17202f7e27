import { contactSubmissionSchema } from '@northline/schemas';
import { idempotencyKeyOf, pageTokenOf, renewPageToken } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { visitorSessionActive } from '../visitor-sessions.ts';
import { submitContactRequest } from './contact.ts';

/**
 * Stores a contact request with its attribution and spam verdict, once per `Idempotency-Key`
 * (leads/contact.ts `submitContactRequest`: the lead and its `lead.created` event in one statement), logs its
 * id; a lead that is not spam is queued for assignment after the commit. Input: `contactSubmissionSchema` (the contact
 * request, form schema A's messages (§5), plus `website` (honeypot), `formToken`, `attribution`, `chatSessionId`:
 * kept only with that chat's `X-Session-Token`). Output: `{ id, submittedAt, message }`, the same for a suspected
 * bot; sets `ctx.outcome.replayed`. Errors: BAD_REQUEST with `issues` (also for a malformed Idempotency-Key);
 * UNPROCESSABLE_CONTENT (422) for a key reused with another body; SERVICE_UNAVAILABLE when the database is
 * unreachable. tRPC `contact.submit`; REST `POST /api/contact` (JSON, or a form post without JavaScript).
 */
export const contactSubmit = defineOperation({
  kind: 'mutation',
  input: contactSubmissionSchema,
  run: async (ctx, submitted) => {
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
      clock: ctx.clock,
    });
    ctx.outcome.replayed = outcome.replayed;
    // Every new lead's owner is decided at once: assigned, or an overflow the team hears of (desk/lead-assignment.ts).
    if (!outcome.replayed && !outcome.spamReason) ctx.desk.assignSoon();
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
  },
});
