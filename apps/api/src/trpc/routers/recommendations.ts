import { quickRecommendation } from '../../recommendations/quick-recommendation.ts';
import { recommendationGenerate } from '../../recommendations/recommendation-generate.ts';
import { recommendationGet } from '../../recommendations/recommendation-get.ts';
import { recommendationTrack } from '../../recommendations/recommendation-track.ts';
import { visitorProfileSave } from '../../recommendations/visitor-profile-save.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';

/**
 * Service recommendations (specification §3, §4, §7). Every procedure keyed by a session needs that session's
 * token in `X-Session-Token` and answers NOT_FOUND (404) 'Session not found' without it.
 */
export const recommendationsRouter = router({
  /** {@link quickRecommendation}: the home page widget's quick recommendation. */
  quick: procedureOf(quickRecommendation),
  /** {@link visitorProfileSave}: stores the session's visitor profile. */
  saveProfile: procedureOf(visitorProfileSave),
  /** {@link recommendationGenerate}: generates and stores a recommendation. */
  generate: procedureOf(recommendationGenerate),
  /** {@link recommendationGet}: the session's newest recommendation. */
  get: procedureOf(recommendationGet),
  /** {@link recommendationTrack}: stores a viewed or contacted event. */
  track: procedureOf(recommendationTrack),
});
