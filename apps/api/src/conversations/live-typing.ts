import { liveTypingInputSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { liveSessionOf, setConsultantTyping } from './live-chat.ts';

/**
 * The consultant's typing indicator, published to the visitor, at most one event a second per chat: a call sooner
 * answers the same and stores nothing. Input `{ leadId, typing }`. Output
 * `{ ok: true }`. Errors: BAD_REQUEST (400); UNAUTHORIZED (401); FORBIDDEN (403) cross-site; NOT_FOUND (404);
 * CONFLICT (409) when the caller has not claimed the chat. tRPC `staff.live.typing`.
 */
export const liveTyping = defineOperation({
  kind: 'mutation',
  input: liveTypingInputSchema,
  access: 'staff',
  run: async (ctx, input): Promise<{ ok: true }> =>
    setConsultantTyping(
      ctx.db.em(),
      { sessionId: await liveSessionOf(ctx.db.em(), input.leadId), typing: input.typing },
      staffOfContext(ctx),
      ctx.clock(),
    ),
});
