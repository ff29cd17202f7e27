import { type LiveChatSummary, liveCloseInputSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { endLiveChat, liveSessionOf } from './live-chat.ts';

/** The staff operation that ends a consultant's part in a live chat `how` it ends (../conversations/live-chat.ts). */
function endLiveOperation(how: 'release' | 'close') {
  return defineOperation({
    kind: 'mutation',
    input: liveCloseInputSchema,
    access: 'staff',
    run: async (ctx, input): Promise<LiveChatSummary> =>
      endLiveChat(
        ctx.db.em(),
        { sessionId: await liveSessionOf(ctx.db.em(), input.leadId), note: input.note },
        staffOfContext(ctx),
        how,
        ctx.clock(),
      ),
  });
}

/**
 * Ends a live conversation (state `closed`); the visitor may then ask for the transcript by e-mail. Input
 * `{ leadId, note? }`. Output the `LiveChatSummary` (state `closed`). Errors: BAD_REQUEST (400); UNAUTHORIZED
 * (401); FORBIDDEN (403) cross-site; NOT_FOUND (404); CONFLICT (409) when another consultant has the chat (an admin
 * may act on any, decision 061) or it is not waiting or live. tRPC `staff.live.close`.
 */
export const liveClose = endLiveOperation('close');

/**
 * Returns a waiting or live session to the assistant, which answers the visitor's next message again. Input
 * `{ leadId, note? }`. Output the `LiveChatSummary` (state `assistant`). Errors: BAD_REQUEST (400); UNAUTHORIZED
 * (401); FORBIDDEN (403) cross-site; NOT_FOUND (404); CONFLICT (409) when another consultant has the chat (an admin
 * may act on any, decision 061) or it is not waiting or live. tRPC `staff.live.release`.
 */
export const liveRelease = endLiveOperation('release');
