import { chatSeenInputSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { markVisitorSeen } from './live-chat.ts';

/**
 * What the visitor has seen: the id of the last event the widget showed (a consultant reply at or before it is
 * never e-mailed as unseen). Never moves back. Input: `{ sessionId, lastEventId }` with the session's
 * `X-Session-Token`. Output `{ ok: true }`. Errors: BAD_REQUEST (400); NOT_FOUND (404) without the token;
 * SERVICE_UNAVAILABLE (503). tRPC `chat.seen`; REST `POST /api/chat/{sessionId}/seen`.
 */
export const chatSeen = defineOperation({
  kind: 'mutation',
  input: chatSeenInputSchema,
  run: async (ctx, input): Promise<{ ok: true }> => {
    await requireVisitorSession(ctx, input.sessionId);
    await markVisitorSeen(ctx.db.em(), input.sessionId, input.lastEventId);
    return { ok: true };
  },
});
