import { sessionStartRequestSchema, sessionStartResponseSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';

/**
 * Issues a visitor session (decision 012): a server-chosen id and the token that proves the browser holds it.
 * Input: `sessionStartRequestSchema` `{ prefix? }` ('chat' by default, 'test-session', 'demo'). Output:
 * `{ sessionId, sessionToken }`: the chat, visitor-profile and recommendation calls of that session need the token
 * in the `X-Session-Token` header and answer 404 without it. Needs no database. Errors: BAD_REQUEST (400)
 * 'Session prefix must be chat, test-session or demo'. tRPC `sessions.start`; REST `POST /api/sessions` (201).
 */
export const sessionsStart = defineOperation({
  kind: 'mutation',
  input: sessionStartRequestSchema,
  output: sessionStartResponseSchema,
  run: (ctx, input) => ctx.sessionTokens.issue(input.prefix ?? 'chat'),
});
