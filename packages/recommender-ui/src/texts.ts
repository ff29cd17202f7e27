/**
 * The words the components show. Hosts pass their own (the Northline site passes its content package's copy);
 * these defaults follow the specification (§4, §8) so the components work without any.
 */

import { FAILURE_MESSAGES } from './client.ts';
import type { Complexity, Priority } from './types.ts';

/**
 * Texts of {@link QuickRecommendation} (specification §4 "Quick-recommendation widget"). The shape matches the
 * site's `homePage.quickRecommendation` copy, so that object can be passed as it is.
 */
export interface QuickRecommendationTexts {
  /** Field labels (the challenges label names the chip group). */
  labels: { industry: string; companySize: string; challenges: string; budget: string };
  /** First, empty option of each select. */
  placeholders: { industry: string; companySize: string; budget: string };
  /** Submit button while idle and while the request runs. */
  submit: string;
  loading: string;
  /** Heading of the results. */
  resultsTitle: string;
  /** Shown before the rounded percent, e.g. 'Match confidence' → 'Match confidence: 87%'. */
  confidenceLabel: string;
  /** Priority badge texts (colours: high red, medium yellow, low blue). */
  priorityLabels: Readonly<Record<Priority, string>>;
  /** Label before a service's estimated monthly cost. */
  monthlyCostLabel: string;
  /** Per-service button that calls the host's `onGetQuote`. */
  getQuote: string;
  /** Back to the form (§4). */
  tryAgain: string;
  /** Shown (role=alert) when the request fails (§8). */
  error: string;
}

/** Default {@link QuickRecommendationTexts}. */
export const DEFAULT_QUICK_RECOMMENDATION_TEXTS: QuickRecommendationTexts = {
  labels: {
    industry: 'Industry',
    companySize: 'Company size',
    challenges: 'Current IT challenges (optional)',
    budget: 'Annual IT budget (optional)',
  },
  placeholders: {
    industry: 'Select your industry',
    companySize: 'Select company size',
    budget: 'Select a budget range',
  },
  submit: 'Get Recommendations',
  loading: 'Analyzing...',
  resultsTitle: 'Recommended for your business',
  confidenceLabel: 'Confidence',
  priorityLabels: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  monthlyCostLabel: 'From',
  getQuote: 'Get Quote',
  tryAgain: 'Try Different Options',
  error: FAILURE_MESSAGES.quick,
};

/**
 * Texts of {@link RecommendationsView} (specification §4 "Recommendations view"). The first group matches the
 * site's `aiRecommendationTestPage.recommendations` copy; the rest have defaults only.
 */
export interface RecommendationsViewTexts {
  /** Panel heading. */
  title: string;
  /** No session id (§4, exact text by default). */
  noSession: string;
  /** No recommendation yet (the 404 of the fetch), above the Generate button. */
  empty: string;
  generate: string;
  /** While fetching or generating (§4). */
  analyzing: string;
  /** Regenerates (forceUpdate true) and refetches. */
  update: string;
  /** Before the rounded percent. */
  confidenceLabel: string;
  /** Service card toggle, closed and open. */
  details: string;
  hideDetails: string;
  getQuote: string;
  /** Label of a service's reasoning. */
  reasoning: string;
  estimatedCost: { monthly: string; setup: string };
  implementation: { complexity: string; timeframe: string; steps: string };
  benefits: string;
  /** Headings of the three lists. */
  insights: string;
  nextSteps: string;
  followUpQuestions: string;
  /** The follow-up button (logs a contacted action without a service). */
  followUpButton: string;
  /** Priority badge texts (high red, medium yellow, low blue). */
  priorityLabels: Readonly<Record<Priority, string>>;
  /** Implementation complexity words. */
  complexityLabels: Readonly<Record<Complexity, string>>;
  /** Suffix of a monthly amount, e.g. '$99' + '/month'. */
  perMonth: string;
  /** Shown (role=alert) when fetching or generating fails (§8). */
  fetchError: string;
  generateError: string;
}

/** Default {@link RecommendationsViewTexts}. */
export const DEFAULT_RECOMMENDATIONS_VIEW_TEXTS: RecommendationsViewTexts = {
  title: 'Your Recommendations',
  noSession: 'Session not initialized. Please refresh the page.',
  empty: 'No recommendations yet.',
  generate: 'Generate Recommendations',
  analyzing: 'Analyzing Your Business Profile',
  update: 'Update Recommendations',
  confidenceLabel: 'Confidence',
  details: 'Details',
  hideDetails: 'Hide details',
  getQuote: 'Get Quote',
  reasoning: 'Why',
  estimatedCost: { monthly: 'Monthly', setup: 'Setup' },
  implementation: { complexity: 'Complexity', timeframe: 'Timeframe', steps: 'Steps' },
  benefits: 'Benefits',
  insights: 'Industry insights',
  nextSteps: 'Next steps',
  followUpQuestions: 'Follow-up questions',
  followUpButton: 'Schedule a consultation',
  priorityLabels: { high: 'High priority', medium: 'Medium priority', low: 'Low priority' },
  complexityLabels: { low: 'Low', medium: 'Medium', high: 'High' },
  perMonth: '/month',
  fetchError: FAILURE_MESSAGES.get,
  generateError: FAILURE_MESSAGES.generate,
};
