/**
 * @northline/recommender-ui: embeddable service-recommendation components (specification §4
 * "Quick-recommendation widget", "Recommendations view") and their HTTP client of the recommendation API (§7).
 * Host-specific behaviour ('Get Quote') arrives as callbacks, texts as props.
 */
export {
  createRecommenderClient,
  FAILURE_MESSAGES,
  type GenerateResult,
  type RecommenderClient,
  type RecommenderClientOptions,
  type RecommenderOperation,
  RecommenderRequestError,
  type SavedProfile,
  type VisitorSession,
} from './client.ts';
export { formatCad, formatConfidence, PRIORITY_TONE } from './format.ts';
export {
  QUICK_VISIBLE_BENEFITS,
  QUICK_VISIBLE_SERVICES,
  QuickRecommendation,
  type QuickRecommendationProps,
  type QuickRecommendationState,
  type RecommenderLink,
} from './quick-recommendation.tsx';
export {
  RecommendationsView,
  type RecommendationsViewProps,
  type RecommendationsViewState,
  VIEW_VISIBLE_BENEFITS,
} from './recommendations-view.tsx';
export {
  DEFAULT_QUICK_RECOMMENDATION_TEXTS,
  DEFAULT_RECOMMENDATIONS_VIEW_TEXTS,
  type QuickRecommendationTexts,
  type RecommendationsViewTexts,
} from './texts.ts';
export type * from './types.ts';
