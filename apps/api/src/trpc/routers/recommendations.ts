import {
  analyticsEventSchema,
  generateRecommendationsRequestSchema,
  quickRecommendationRequestSchema,
  quickRecommendationResponseSchema,
  recommendationResultSchema,
  sessionParamsSchema,
  visitorProfileRequestSchema,
} from '@northline/schemas';
import {
  addressVisitor,
  generateRecommendation,
  getRecommendation,
  quickRecommendation,
  saveVisitorProfile,
  trackRecommendationEvent,
} from '../../services/recommendations.ts';
import { requireVisitorSession } from '../../services/visitor-sessions.ts';
import { publicProcedure, router } from '../trpc.ts';

/**
 * Service recommendations (issue 7; specification §3, §4, §7). REST: the table routes (openapi/rest-routes.ts, routes/rest-adapters.ts). Every
 * procedure keyed by a session needs that session's token in `X-Session-Token` (issue 13 item 1) and answers
 * NOT_FOUND (404) 'Session not found' without it.
 */
export const recommendationsRouter = router({
  /**
   * The home page widget's quick recommendation (not stored). Input: `quickRecommendationRequestSchema`
   * `{ industry, companySize, challenges?, budget?, timeline? }`. Output: `quickRecommendationResponseSchema`
   * `{ recommendation: { confidence, recommendedServices, customMessage } }`. Errors: BAD_REQUEST (400) with
   * `issues` ('Please select your industry', ...). REST: `POST /api/quick-recommendations`.
   */
  quick: publicProcedure
    .input(quickRecommendationRequestSchema)
    .output(quickRecommendationResponseSchema)
    .mutation(({ ctx, input }) =>
      quickRecommendation(
        { phraser: ctx.assistant.phraser, log: ctx.log, visitor: addressVisitor(ctx.clientIp) },
        input,
      ),
    ),

  /**
   * Stores (replaces) the session's visitor profile. Input: `visitorProfileRequestSchema` (profile plus
   * `sessionId`). Output: `{ sessionId, profile, updatedAt }` with every default applied. Errors: BAD_REQUEST;
   * SERVICE_UNAVAILABLE. REST: `POST /api/visitor-profile`.
   */
  saveProfile: publicProcedure.input(visitorProfileRequestSchema).mutation(async ({ ctx, input }) => {
    await requireVisitorSession(ctx, input.sessionId);
    return saveVisitorProfile(ctx.db.em(), input);
  }),

  /**
   * Generates and stores a recommendation from the stored profile, or returns the stored one when
   * `forceUpdate` is false and one exists. Input: `generateRecommendationsRequestSchema`
   * `{ sessionId, forceUpdate? }`. Output: `{ recommendation, generated }`. Errors: BAD_REQUEST; NOT_FOUND (404)
   * when the session has no profile; TOO_MANY_REQUESTS (429) when the session generated RECOMMENDATIONS_PER_HOUR
   * recommendations in the last hour; SERVICE_UNAVAILABLE. REST: `POST /api/recommendations` (201 when
   * generated, 200 when stored).
   */
  generate: publicProcedure.input(generateRecommendationsRequestSchema).mutation(async ({ ctx, input }) => {
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
  }),

  /**
   * The session's newest recommendation. Input: `{ sessionId }`. Output: `recommendationResultSchema`
   * `{ recommendation }`. Errors: BAD_REQUEST; NOT_FOUND (404) when there is none yet (§4);
   * SERVICE_UNAVAILABLE. REST: `GET /api/recommendations/{sessionId}`.
   */
  get: publicProcedure
    .input(sessionParamsSchema)
    .output(recommendationResultSchema)
    .query(async ({ ctx, input }) => {
      await requireVisitorSession(ctx, input.sessionId);
      return getRecommendation(ctx.db.em(), input.sessionId);
    }),

  /**
   * Stores a viewed or contacted event. Input: `analyticsEventSchema` `{ sessionId, recommendationId,
   * timestamp, action, serviceId?, value? }`. Output: `{ id, receivedAt }`. Errors: BAD_REQUEST; NOT_FOUND (404)
   * when the session has no profile; SERVICE_UNAVAILABLE. REST: `POST /api/recommendation-analytics` (201).
   */
  track: publicProcedure.input(analyticsEventSchema).mutation(async ({ ctx, input }) => {
    await requireVisitorSession(ctx, input.sessionId);
    return trackRecommendationEvent(ctx.db.em(), input);
  }),
});
