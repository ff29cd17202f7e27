import { liveChatMessages } from '@northline/content';
import {
  type LiveMessage,
  type LiveMessageOffer,
  liveSendInputSchema,
  liveSessionInputSchema,
} from '@northline/schemas';
import { recordFirstResponse, recordLiveContact } from '../leads/lead-rows.ts';
import { type Context, staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { liveSessionOf, sendLiveMessage } from './live-chat.ts';

/**
 * A consultant's message to the visitor of the chat of `leadId`, stored and published as {@link liveSend}
 * describes, with what it offers (`offer`) on the published message; the lead's first response and its move to
 * `contacted` follow it.
 */
async function consultantMessage(
  ctx: Context,
  leadId: string,
  message: string,
  offer?: LiveMessageOffer,
): Promise<LiveMessage> {
  const now = ctx.clock();
  const sessionId = await liveSessionOf(ctx.db.em(), leadId);
  const sent = await sendLiveMessage(
    ctx.db.em(),
    { sessionId, message, offer },
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
  return sent;
}

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
  run: (ctx, input): Promise<LiveMessage> => consultantMessage(ctx, input.leadId, input.message),
});

/**
 * A consultant offers the free IT assessment's times in a live chat (docs/decisions/086-offer-times-in-a-live-chat.md):
 * a consultant message with the text `liveChatMessages.offerTimes`, published with `offer: 'meeting'`, so the
 * visitor's widget opens its booking panel in the conversation; the chat stays live. Stored, limited and counted
 * as {@link liveSend}'s messages (first response, `contacted`). Input `{ leadId }`. Output the published
 * `LiveMessage` (with `offer`). Errors: as {@link liveSend}'s. tRPC `staff.live.offerTimes`.
 */
export const liveOfferTimes = defineOperation({
  kind: 'mutation',
  input: liveSessionInputSchema,
  access: 'staff',
  run: (ctx, input): Promise<LiveMessage> =>
    consultantMessage(ctx, input.leadId, liveChatMessages.offerTimes, 'meeting'),
});
