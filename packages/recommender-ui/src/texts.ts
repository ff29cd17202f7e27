/**
 * The words the components show. Hosts pass their own (the Northline site passes its content package's copy);
 * the defaults follow the specification (§4, §8) so the components work without any. Shapes and defaults are
 * `@northline/content`'s widget texts, bundled in (decision 017).
 */
import {
  type QuickRecommendationTexts,
  quickRecommendationTexts,
  type RecommendationsViewTexts,
  recommendationsViewTexts,
} from '@northline/content/widget-texts';

export type { QuickRecommendationTexts, RecommendationsViewTexts } from '@northline/content/widget-texts';

/**
 * Default texts of {@link QuickRecommendation} (specification §4 "Quick-recommendation widget"). The site's
 * `homePage.quickRecommendation` copy has this shape, so that object can be passed as it is.
 */
export const DEFAULT_QUICK_RECOMMENDATION_TEXTS: QuickRecommendationTexts = quickRecommendationTexts;

/**
 * Default texts of {@link RecommendationsView} (specification §4 "Recommendations view"). The site's
 * `aiRecommendationTestPage.recommendations` copy changes a few of them.
 */
export const DEFAULT_RECOMMENDATIONS_VIEW_TEXTS: RecommendationsViewTexts = recommendationsViewTexts;
