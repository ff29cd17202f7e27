/**
 * Service recommendations: the home page's quick-recommendation widget and the recommendation engine of the
 * test page (specification §3 "Quick-recommendation request/response", "Recommendation result"; §4; §5;
 * §7 `POST /api/quick-recommendations`, `POST /api/recommendations`, `GET /api/recommendations/{sessionId}`).
 * Costs are CAD.
 */
import * as z from 'zod/mini';
import {
  BUDGETS,
  type Budget,
  CHALLENGES,
  type Challenge,
  type CompanySize,
  type Complexity,
  challengeSchema,
  companySizeSchema,
  complexitySchema,
  DEFAULT_TIMELINE,
  type Industry,
  industrySchema,
  type Priority,
  prioritySchema,
  SERVICE_IDS,
  type ServiceId,
  serviceIdSchema,
  type Timeline,
  timelineSchema,
} from './options.ts';
import { sessionIdSchema } from './session.ts';
import { boundedList, boundedNumber, boundedText, isoTimestamp, optionalChoice, textList } from './text.ts';

/** Highest monthly or setup cost a recommendation may state, in CAD (sanity bound). */
export const MAX_ESTIMATED_COST = 1_000_000;

/** Most items of a recommendation's lists (benefits, steps, insights, next steps, follow-up questions). */
export const MAX_RECOMMENDATION_LIST_ITEMS = 20;

// ---------------------------------------------------------------- quick recommendation

/**
 * The body of `POST /api/quick-recommendations` (§3, §5, §7). Industry and company size are required
 * ('Please select your industry', 'Please select your company size'); challenges default to none; budget is
 * optional (`''` from an unselected select means none); timeline defaults to '3-6-months' (the widget always
 * sends it, §3).
 */
export const quickRecommendationRequestSchema = z.object({
  industry: industrySchema,
  companySize: companySizeSchema,
  challenges: z._default(boundedList(challengeSchema, 'Challenges', CHALLENGES.length), []),
  budget: optionalChoice(BUDGETS, 'Please select a budget range'),
  timeline: z._default(timelineSchema, DEFAULT_TIMELINE),
});

/** See {@link quickRecommendationRequestSchema}: the parsed request (challenges and timeline filled in). */
export type QuickRecommendationRequest = z.infer<typeof quickRecommendationRequestSchema>;

/**
 * What a client sends to `POST /api/quick-recommendations` (§3, §5): industry and company size required;
 * challenges default to none; budget optional (`''` = none); timeline defaults to '3-6-months' (the widget
 * always sends it). The input of `quickRecommendationRequestSchema`.
 */
export interface QuickRecommendationFormValues {
  industry: Industry;
  companySize: CompanySize;
  challenges?: Challenge[];
  budget?: Budget | '';
  timeline?: Timeline;
}

/** An estimated monthly cost in CAD, 0 to {@link MAX_ESTIMATED_COST}. */
const monthlyCost = boundedNumber('Monthly cost', 0, MAX_ESTIMATED_COST);

/**
 * One service of a quick recommendation (§3): estimated monthly cost in CAD, its benefits (the widget shows the
 * first 2, §4). Checked by `quickRecommendedServiceSchema`.
 */
export interface QuickRecommendedService {
  serviceId: ServiceId;
  serviceName: string;
  /** Shown high red, medium yellow, low blue (§4). */
  priority: Priority;
  estimatedCost: { monthly: number };
  benefits: string[];
}

/** A {@link QuickRecommendedService}: texts and lists bounded, the cost 0 to {@link MAX_ESTIMATED_COST}. */
export const quickRecommendedServiceSchema = z.object({
  serviceId: serviceIdSchema,
  serviceName: boundedText('Service name', 100),
  priority: prioritySchema,
  estimatedCost: z.object({ monthly: monthlyCost }),
  benefits: textList('Benefits', 'Benefit', 300, MAX_RECOMMENDATION_LIST_ITEMS),
});

/**
 * A quick recommendation (§3): confidence from 0 to 1 (shown as a rounded percent, §4), the recommended
 * services (at most one per service id; the widget shows the first 2) and a custom message. Checked by
 * `quickRecommendationSchema`.
 */
export interface QuickRecommendationResult {
  confidence: number;
  recommendedServices: QuickRecommendedService[];
  customMessage: string;
}

/** A {@link QuickRecommendationResult}. */
export const quickRecommendationSchema = z.object({
  confidence: boundedNumber('Confidence', 0, 1),
  recommendedServices: boundedList(quickRecommendedServiceSchema, 'Recommended services', SERVICE_IDS.length),
  customMessage: boundedText('Custom message', 2000),
});

/** The answer of `POST /api/quick-recommendations`: `{ recommendation }` (§7). */
export const quickRecommendationResponseSchema = z.object({ recommendation: quickRecommendationSchema });

/** See {@link quickRecommendationResponseSchema}. */
export type QuickRecommendationResponse = z.infer<typeof quickRecommendationResponseSchema>;

// ---------------------------------------------------------------- recommendation engine

/**
 * One service of a full recommendation (§3 "Recommendation result"): the quick fields plus reasoning, an
 * optional setup cost (CAD; shown only when above 0, §4) and an implementation plan. The test page shows the
 * first 3 benefits (§4). Checked by `recommendedServiceSchema`.
 */
export interface RecommendedService {
  serviceId: ServiceId;
  serviceName: string;
  priority: Priority;
  reasoning: string;
  estimatedCost: { monthly: number; setup?: number };
  benefits: string[];
  implementation: { complexity: Complexity; timeframe: string; steps: string[] };
}

/** A {@link RecommendedService}: texts and lists bounded, costs 0 to {@link MAX_ESTIMATED_COST}. */
export const recommendedServiceSchema = z.object({
  serviceId: serviceIdSchema,
  serviceName: boundedText('Service name', 100),
  priority: prioritySchema,
  reasoning: boundedText('Reasoning', 2000),
  estimatedCost: z.object({
    monthly: monthlyCost,
    setup: z.optional(boundedNumber('Setup cost', 0, MAX_ESTIMATED_COST)),
  }),
  benefits: textList('Benefits', 'Benefit', 300, MAX_RECOMMENDATION_LIST_ITEMS),
  implementation: z.object({
    complexity: complexitySchema,
    timeframe: boundedText('Timeframe', 100),
    steps: textList('Steps', 'Step', 500, MAX_RECOMMENDATION_LIST_ITEMS),
  }),
});

/**
 * A generated recommendation for one visitor profile (§3 "Recommendation result"). Checked by
 * `recommendationSchema`.
 */
export interface Recommendation {
  /** When it was made (ISO 8601); also its id in analytics events. */
  timestamp: string;
  /** 0 to 1. */
  confidence: number;
  customMessage: string;
  recommendedServices: RecommendedService[];
  industryInsights: string[];
  nextSteps: string[];
  followUpQuestions: string[];
}

/** A {@link Recommendation}: at most one service per service id, lists of at most 20 bounded texts. */
export const recommendationSchema = z.object({
  timestamp: isoTimestamp(),
  confidence: boundedNumber('Confidence', 0, 1),
  customMessage: boundedText('Custom message', 2000),
  recommendedServices: boundedList(recommendedServiceSchema, 'Recommended services', SERVICE_IDS.length),
  industryInsights: textList('Industry insights', 'Industry insight', 500, MAX_RECOMMENDATION_LIST_ITEMS),
  nextSteps: textList('Next steps', 'Next step', 500, MAX_RECOMMENDATION_LIST_ITEMS),
  followUpQuestions: textList(
    'Follow-up questions',
    'Follow-up question',
    500,
    MAX_RECOMMENDATION_LIST_ITEMS,
  ),
});

/**
 * The answer of `GET /api/recommendations/{sessionId}`: `{ recommendation }` (§3 "Recommendation result
 * (field recommendation)", §7). A 404 means no recommendation yet (§4).
 */
export const recommendationResultSchema = z.object({ recommendation: recommendationSchema });

/** See {@link recommendationResultSchema}. */
export type RecommendationResult = z.infer<typeof recommendationResultSchema>;

/**
 * The body of `POST /api/recommendations` (§7): generate a recommendation for the session's stored profile.
 * `forceUpdate` (default false) regenerates even when one exists; the test page always sends true.
 */
export const generateRecommendationsRequestSchema = z.object({
  sessionId: sessionIdSchema,
  forceUpdate: z._default(z.boolean('forceUpdate must be true or false'), false),
});

/** See {@link generateRecommendationsRequestSchema}: the parsed request (forceUpdate filled in). */
export type GenerateRecommendationsRequest = z.infer<typeof generateRecommendationsRequestSchema>;

/** What a client sends to `POST /api/recommendations` (forceUpdate may be left out). */
export type GenerateRecommendationsInput = z.input<typeof generateRecommendationsRequestSchema>;
