import { type LiveChatDetail, liveSessionInputSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { getLiveChat, liveSessionOf } from './live-chat.ts';

/**
 * Everything a consultant sees of one session: summary, transcript, visitor details, services, quality reasons,
 * attribution, recommendation and the id of the newest event included (the stream resumes after it). Input
 * `{ leadId }`. Output `LiveChatDetail`. Errors: BAD_REQUEST (400); UNAUTHORIZED (401); NOT_FOUND (404) for an
 * unknown session; SERVICE_UNAVAILABLE (503). tRPC `staff.live.get`.
 */
export const liveGet = defineOperation({
  kind: 'query',
  input: liveSessionInputSchema,
  access: 'staff',
  run: async (ctx, input): Promise<LiveChatDetail> =>
    getLiveChat(ctx.db.em(), await liveSessionOf(ctx.db.em(), input.leadId)),
});
