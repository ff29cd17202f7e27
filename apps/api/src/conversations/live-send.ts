import { type LiveMessage, liveSendInputSchema } from '@northline/schemas';
import { recordFirstResponse, recordLiveContact } from '../leads/lead-rows.ts';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { liveSessionOf, sendLiveMessage } from './live-chat.ts';

/**
 * A consultant's message to the visitor: plain text, stored as a `consultant` chat message with its author and
 * published to the visitor and to staff; the lead's first response, and its move from `new` to `contacted` unless
 * staff set its status. Input `{ leadId, message }` (1 to 2000 characters after trimming).
 * Output the stored `LiveMessage`. Errors: BAD_REQUEST (400); UNAUTHORIZED (401); FORBIDDEN (403) cross-site;
 * NOT_FOUND (404); CONFLICT (409) when the caller has not claimed the chat; TOO_MANY_REQUESTS (429, with
 * `Retry-After`) past the chat's LIVE_CONSULTANT_MESSAGES_PER_MINUTE; SERVICE_UNAVAILABLE (503). tRPC
 * `staff.live.send`.
 */
export const liveSend = defineOperation({
  kind: 'mutation',
  input: liveSendInputSchema,
  access: 'staff',
  run: async (ctx, input): Promise<LiveMessage> => {
    const now = ctx.clock();
    const sessionId = await liveSessionOf(ctx.db.em(), input.leadId);
    const message = await sendLiveMessage(
      ctx.db.em(),
      { sessionId, message: input.message },
      staffOfContext(ctx),
      now,
      ctx.liveLimits.consultantMessagesPerMinute,
    );
    // A staff reply is the lead's first response: its SLA clock stops (desk/lead-sla.ts).
    await recordFirstResponse(ctx.db.em(), { chatSessionId: sessionId }, now, {
      staffUserId: staffOfContext(ctx).id,
      channel: 'live_chat',
    });
    // The status follows the journey: a lead a consultant talks with is contacted, unless staff chose its status.
    await recordLiveContact(ctx.db.em(), sessionId, staffOfContext(ctx).id, now);
    return message;
  },
});
