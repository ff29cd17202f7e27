import { suggestionsResponseSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { getSuggestions } from './ai.ts';

/**
 * The assistant's quick answers and common queries, from the catalogue. No input. Output:
 * `suggestionsResponseSchema` `{ quickAnswers: { pricing, response_time, contact }, commonQueries }`. tRPC
 * `ai.suggestions`; REST `GET /api/ai/suggestions`.
 */
export const suggestionsList = defineOperation({
  kind: 'query',
  input: undefined,
  output: suggestionsResponseSchema,
  run: () => getSuggestions(),
});
