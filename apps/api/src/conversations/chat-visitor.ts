import { sessionParamsSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { getChatVisitor } from './chat.ts';

/**
 * The visitor details the chat holds, to prefill the contact form in the same session. Input: `{ sessionId }`,
 * with the session's token in `X-Session-Token`. Output: `{ name?, email?, company?, phone? }` (only known
 * fields). Errors: BAD_REQUEST; NOT_FOUND (404) for an unknown session or without its token; SERVICE_UNAVAILABLE.
 * tRPC `chat.visitor`; REST `GET /api/chat/{sessionId}/visitor`.
 */
export const chatVisitor = defineOperation({
  kind: 'query',
  input: sessionParamsSchema,
  run: async (ctx, input) => {
    await requireVisitorSession(ctx, input.sessionId);
    return getChatVisitor(ctx.db.em(), input.sessionId);
  },
});
