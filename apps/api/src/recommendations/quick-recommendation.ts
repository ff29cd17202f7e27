import { quickRecommendationRequestSchema, quickRecommendationResponseSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { addressVisitor, quickRecommendation as recommendQuickly } from './recommendations.ts';

/**
 * The home page widget's quick recommendation (not stored). Input: `quickRecommendationRequestSchema`
 * `{ industry, companySize, challenges?, budget?, timeline? }`. Output: `quickRecommendationResponseSchema`
 * `{ recommendation: { confidence, recommendedServices, customMessage } }`. Errors: BAD_REQUEST (400) with `issues`
 * ('Please select your industry', ...). tRPC `recommendations.quick`; REST `POST /api/quick-recommendations`.
 */
export const quickRecommendation = defineOperation({
  kind: 'mutation',
  input: quickRecommendationRequestSchema,
  output: quickRecommendationResponseSchema,
  run: (ctx, input) =>
    recommendQuickly(
      { phraser: ctx.assistant.phraser, log: ctx.log, visitor: addressVisitor(ctx.clientIp) },
      input,
    ),
});
