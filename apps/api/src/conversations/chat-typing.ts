import { chatTypingInputSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { setVisitorTyping } from './live-chat.ts';

/**
 * The visitor's typing indicator, published to staff while the session is waiting or live (ignored otherwise), at
 * most one event a second per chat: a call sooner answers the same and stores nothing. Input: `{ sessionId, typing }` with the session's `X-Session-Token`. Output `{ ok: true }`. Errors: BAD_REQUEST
 * (400); NOT_FOUND (404) without the token; SERVICE_UNAVAILABLE (503). tRPC `chat.typing`; REST
 * `POST /api/chat/{sessionId}/typing`.
 */
export const chatTyping = defineOperation({
  kind: 'mutation',
  input: chatTypingInputSchema,
  run: async (ctx, input): Promise<{ ok: true }> => {
    await requireVisitorSession(ctx, input.sessionId);
    await setVisitorTyping(ctx.db.em(), input.sessionId, input.typing, ctx.clock());
    return { ok: true };
  },
});
