import { generateRecommendationsRequestSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { generateRecommendation } from './recommendations.ts';

/**
 * Generates and stores a recommendation from the stored profile, or returns the stored one when `forceUpdate` is
 * false and one exists. Input: `generateRecommendationsRequestSchema` `{ sessionId, forceUpdate? }`, with the
 * session's `X-Session-Token`. Output: `{ recommendation, generated }`. Errors: BAD_REQUEST; NOT_FOUND (404) when
 * the session has no profile or without its token; TOO_MANY_REQUESTS (429) when the session generated
 * RECOMMENDATIONS_PER_HOUR recommendations in the last hour; SERVICE_UNAVAILABLE. tRPC
 * `recommendations.generate`; REST `POST /api/recommendations` (201 when generated, 200 when stored).
 */
export const recommendationGenerate = defineOperation({
  kind: 'mutation',
  input: generateRecommendationsRequestSchema,
  run: async (ctx, input) => {
    await requireVisitorSession(ctx, input.sessionId);
    return generateRecommendation(
      {
        em: ctx.db.em(),
        phraser: ctx.assistant.phraser,
        log: ctx.log,
        perHour: ctx.assistant.recommendationsPerHour,
      },
      input,
    );
  },
});
