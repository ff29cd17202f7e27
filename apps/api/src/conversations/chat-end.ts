import { sessionParamsSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { endChatSession } from './chat.ts';

/**
 * Marks a session ended (§4: the widget ends it on close). Input: `sessionParamsSchema` `{ sessionId }`. Output:
 * `{ sessionId, endedAt }` (ISO 8601; idempotent). Errors: BAD_REQUEST; NOT_FOUND (404) for an unknown session or
 * without the session's `X-Session-Token`; SERVICE_UNAVAILABLE. tRPC `chat.end`; REST
 * `POST /api/chat/{sessionId}/end`.
 */
export const chatEnd = defineOperation({
  kind: 'mutation',
  input: sessionParamsSchema,
  run: async (ctx, input) => {
    await requireVisitorSession(ctx, input.sessionId);
    return endChatSession(ctx.db.em(), input.sessionId);
  },
});
