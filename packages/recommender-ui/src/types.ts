/**
 * The public shapes of the recommendation components and client (specification §3 "Quick-recommendation
 * request/response", "Visitor profile", "Recommendation result", "Recommendation analytics event").
 *
 * They are `@northline/schemas`' own types (the contracts the API validates against), published under the names
 * partners use. The build inlines them into `dist/index.d.ts` (decision 017): @northline/schemas is private,
 * bundled into the JavaScript and the declarations, never a dependency.
 */
import type { QuickRecommendationFormValues, VisitorProfileRequestInput } from '@northline/schemas';

// Published under the schemas' own names, with their TSDoc.
export type {
  AnalyticsAction,
  AnalyticsEvent,
  Budget,
  Challenge,
  CompanySize,
  Complexity,
  ComplianceRequirement,
  Goal,
  Industry,
  Priority,
  QuickRecommendationResult,
  QuickRecommendedService,
  Recommendation,
  RecommendedService,
  ServiceId,
  Timeline,
} from '@northline/schemas';

/**
 * The body of `POST /api/quick-recommendations` (§3, §5): industry and company size required; challenges
 * default to none; budget optional (`''` = none); timeline defaults to '3-6-months' (the widget always sends it).
 */
export type QuickRecommendationRequest = QuickRecommendationFormValues;

/**
 * The body of `POST /api/visitor-profile` (§3 "Visitor profile" plus sessionId). Every field but the session is
 * optional; the server fills in the defaults (empty lists, zero counts, business / virtual / quality).
 */
export type VisitorProfileRequest = VisitorProfileRequestInput;
