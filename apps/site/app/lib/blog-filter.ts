import type { BlogArticle, BlogCategoryId } from '@northline/content';

/** What the visitor chose on /blog: the typed search text and the pressed category chip. */
export interface ArticleFilter {
  /** The search box's text, as typed (may be empty or only spaces). */
  query: string;
  /** The pressed chip; 'all' lists every category. */
  category: BlogCategoryId;
}

/** No filter: every article. */
export const NO_FILTER: ArticleFilter = { query: '', category: 'all' };

/** Lower case without accents, so 'Résumé' matches 'resume'. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * Whether an article matches the filter (the search box filters the listed articles by
 * title and summary as the visitor types; category chips filter by category). Every word of the query must
 * occur in the title or the summary, case- and accent-insensitively; a blank query matches everything.
 */
export function matchesArticle(
  article: Pick<BlogArticle, 'title' | 'summary' | 'category'>,
  filter: ArticleFilter,
): boolean {
  if (filter.category !== 'all' && article.category !== filter.category) return false;
  const words = fold(filter.query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(`${article.title} ${article.summary}`);
  return words.every((word) => haystack.includes(word));
}

/** The articles that match the filter, in their original order. */
export function filterArticles<T extends Pick<BlogArticle, 'title' | 'summary' | 'category'>>(
  articles: readonly T[],
  filter: ArticleFilter,
): T[] {
  return articles.filter((article) => matchesArticle(article, filter));
}

/**
 * The chip pressed after a click: clicking the pressed chip again releases it back to 'all' (the chips are
 * toggle buttons); clicking another one selects it.
 */
export function toggleCategory(current: BlogCategoryId, clicked: BlogCategoryId): BlogCategoryId {
  return current === clicked ? 'all' : clicked;
}
