import { faqList } from '../../conversations/faq-list.ts';
import { suggestionsList } from '../../conversations/suggestions-list.ts';
import { procedureOf } from '../procedure-of.ts';
import { router } from '../trpc.ts';

/** The assistant's published answers from the catalogue (specification §2, §3, §7). */
export const aiRouter = router({
  /** {@link faqList}: every page's FAQ entries. */
  faq: procedureOf(faqList),
  /** {@link suggestionsList}: quick answers and common queries. */
  suggestions: procedureOf(suggestionsList),
});
