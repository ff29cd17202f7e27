import { suggestionsResponseSchema } from '@northline/schemas';
import { getSuggestions, listFaqs } from '../../services/ai.ts';
import { publicProcedure, router } from '../trpc.ts';

/** The assistant's published answers from the catalogue (specification §2, §3, §7). REST: the table routes (openapi/rest-routes.ts, routes/rest-adapters.ts). */
export const aiRouter = router({
  /**
   * Every page's FAQ entries. No input. Output: `{ faqs: [{ question, answer, route }] }` (route is the page's
   * path). REST: `GET /api/ai/faq`.
   */
  faq: publicProcedure.query(() => listFaqs()),

  /**
   * Quick answers and common queries. No input. Output: `suggestionsResponseSchema`
   * `{ quickAnswers: { pricing, response_time, contact }, commonQueries }`. REST: `GET /api/ai/suggestions`.
   */
  suggestions: publicProcedure.output(suggestionsResponseSchema).query(() => getSuggestions()),
});
