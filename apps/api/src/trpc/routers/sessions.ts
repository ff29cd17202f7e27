import { sessionStartRequestSchema, sessionStartResponseSchema } from '@northline/schemas';
import { publicProcedure, router } from '../trpc.ts';

/** Visitor sessions (issue 13 item 1, decision 012). REST: the table routes (openapi/rest-routes.ts, routes/rest-adapters.ts). */
export const sessionsRouter = router({
  /**
   * Issues a visitor session: a server-chosen id and the token that proves the browser holds it. Input:
   * `sessionStartRequestSchema` `{ prefix? }` ('chat' by default, 'test-session', 'demo'). Output:
   * `{ sessionId, sessionToken }`: the chat, visitor-profile and recommendation calls of that session need the
   * token in the `X-Session-Token` header and answer 404 without it. Needs no database. Errors: BAD_REQUEST (400)
   * 'Session prefix must be chat, test-session or demo'. REST: `POST /api/sessions` (201).
   */
  start: publicProcedure
    .input(sessionStartRequestSchema)
    .output(sessionStartResponseSchema)
    .mutation(({ ctx, input }) => ctx.sessionTokens.issue(input.prefix ?? 'chat')),
});
