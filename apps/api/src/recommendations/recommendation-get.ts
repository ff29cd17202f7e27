import { recommendationResultSchema, sessionParamsSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { getRecommendation } from './recommendations.ts';

/**
 * The session's newest recommendation. Input: `{ sessionId }`, with its `X-Session-Token`. Output:
 * `recommendationResultSchema` `{ recommendation }`. Errors: BAD_REQUEST; NOT_FOUND (404) when there is none yet
 * (§4) or without the session's token; SERVICE_UNAVAILABLE. tRPC `recommendations.get`; REST
 * `GET /api/recommendations/{sessionId}`.
 */
export const recommendationGet = defineOperation({
  kind: 'query',
  input: sessionParamsSchema,
  output: recommendationResultSchema,
  run: async (ctx, input) => {
    await requireVisitorSession(ctx, input.sessionId);
    return getRecommendation(ctx.db.em(), input.sessionId);
  },
});
