import { type LiveChatSummary, liveSessionInputSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { claimLiveChat, liveSessionOf } from './live-chat.ts';

/**
 * Claims a waiting session: one conditional update, so of two consultants claiming at once exactly one wins; the
 * visitor is told the consultant's first name. An admin may also take over a chat another consultant has (decision
 * 061). Input `{ leadId }`. Output the `LiveChatSummary` (state `live`). Errors: BAD_REQUEST (400); UNAUTHORIZED
 * (401), also for a member disabled meanwhile; FORBIDDEN (403) cross-site; NOT_FOUND (404) for a session that never
 * asked for a person; CONFLICT (409) 'Sam Sales has this chat.' when another consultant has it (for a sales
 * member), or when it is not waiting; SERVICE_UNAVAILABLE (503). tRPC `staff.live.claim`.
 */
export const liveClaim = defineOperation({
  kind: 'mutation',
  input: liveSessionInputSchema,
  access: 'staff',
  run: async (ctx, input): Promise<LiveChatSummary> =>
    claimLiveChat(
      ctx.db.em(),
      await liveSessionOf(ctx.db.em(), input.leadId),
      staffOfContext(ctx),
      ctx.clock(),
    ),
});
