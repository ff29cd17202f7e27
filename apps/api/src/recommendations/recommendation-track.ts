import { analyticsEventSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { requireVisitorSession } from '../visitor-sessions.ts';
import { trackRecommendationEvent } from './recommendations.ts';

/**
 * Stores a viewed or contacted event. Input: `analyticsEventSchema` `{ sessionId, recommendationId, timestamp,
 * action, serviceId?, value? }`, with the session's `X-Session-Token`. Output: `{ id, receivedAt }`. Errors:
 * BAD_REQUEST; NOT_FOUND (404) when the session has no profile or without its token; SERVICE_UNAVAILABLE. tRPC
 * `recommendations.track`; REST `POST /api/recommendation-analytics` (201).
 */
export const recommendationTrack = defineOperation({
  kind: 'mutation',
  input: analyticsEventSchema,
  run: async (ctx, input) => {
    await requireVisitorSession(ctx, input.sessionId);
    return trackRecommendationEvent(ctx.db.em(), input);
  },
});
