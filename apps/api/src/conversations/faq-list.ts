import { defineOperation } from '../operations/operation.ts';
import { listFaqs } from './ai.ts';

/**
 * Every page's FAQ entries, from the catalogue. No input. Output: `{ faqs: [{ question, answer, route }] }` (route
 * is the page's path). tRPC `ai.faq`; REST `GET /api/ai/faq`.
 */
export const faqList = defineOperation({
  kind: 'query',
  input: undefined,
  run: () => listFaqs(),
});
