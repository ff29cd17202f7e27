/**
 * @northline/recommender-ui: embeddable service-recommendation components (specification §4
 * "Quick-recommendation widget", "Recommendations view"). The components come with issue 7; the
 * formatting rules are here already.
 */
export { formatCad, formatConfidence, PRIORITY_TONE } from './format.ts';
