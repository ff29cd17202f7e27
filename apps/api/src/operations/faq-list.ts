import { listFaqs } from '../services/ai.ts';
import { defineOperation } from './operation.ts';

/**
 * Every page's FAQ entries, from the catalogue. No input. Output: `{ faqs: [{ question, answer, route }] }` (route
 * is the page's path). tRPC `ai.faq`; REST `GET /api/ai/faq`.
 */
export const faqList = defineOperation({
  kind: 'query',
  input: undefined,
  run: () => listFaqs(),
});
