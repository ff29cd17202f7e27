/**
 * The assistant's published answers (specification §2 AI optimization test page, §3 "Suggestions response",
 * §7 `GET /api/ai/faq`, `GET /api/ai/suggestions`), read from `@northline/content`: nothing is generated.
 */
import { commonQueries, pageFaqs, quickAnswers, type RouteKey, routePath } from '@northline/content';
import type { SuggestionsResponse } from '@northline/schemas';

/** One FAQ entry: the question, its answer and the path of the page that shows it. */
export interface FaqEntry {
  question: string;
  answer: string;
  /** The page's path, e.g. '/toronto'. */
  route: string;
}

/**
 * Every page's FAQ entries, in the route order of §2 and each page's order (`ai.faq`, `GET /api/ai/faq`).
 *
 * @returns `{ faqs: [{ question, answer, route }] }`
 */
export function listFaqs(): { faqs: FaqEntry[] } {
  const faqs = (
    Object.entries(pageFaqs) as [RouteKey, readonly { question: string; answer: string }[]][]
  ).flatMap(([key, entries]) =>
    entries.map((entry) => ({ question: entry.question, answer: entry.answer, route: routePath(key) })),
  );
  return { faqs };
}

/**
 * The quick answers (pricing, response_time, contact) and common queries (`ai.suggestions`,
 * `GET /api/ai/suggestions`).
 *
 * @returns a `suggestionsResponseSchema` value
 */
export function getSuggestions(): SuggestionsResponse {
  return {
    quickAnswers: {
      pricing: quickAnswers.pricing,
      response_time: quickAnswers.response_time,
      contact: quickAnswers.contact,
    },
    commonQueries: [...commonQueries],
  };
}
