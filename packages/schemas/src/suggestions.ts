/**
 * The assistant's suggestions (specification §3 "Suggestions response", §2 AI optimization test page,
 * §7 `GET /api/ai/suggestions`).
 */
import * as z from 'zod/mini';
import { boundedText, textList } from './text.ts';

/**
 * The answer of `GET /api/ai/suggestions`: short quick answers on pricing, response time and contact, and the
 * common queries (the test page shows the first 5, §9). Keys are as the specification names them.
 */
export const suggestionsResponseSchema = z.object({
  quickAnswers: z.object({
    pricing: boundedText('Pricing answer', 1000),
    response_time: boundedText('Response time answer', 1000),
    contact: boundedText('Contact answer', 1000),
  }),
  commonQueries: textList('Common queries', 'Common query', 300, 50),
});

/** See {@link suggestionsResponseSchema}. */
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
