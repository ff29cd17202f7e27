/**
 * Retrieval over the content catalogue: a small full-text index of the pages' passages (passages.ts), in
 * memory, built once per process from `@northline/content`; no external service. Scoring is BM25 (MiniSearch's
 * BM25+), with a page's title and a section's heading weighted above its text. The OpenAI engine gives the model
 * the best passages of each turn to answer from and to cite (docs/decisions/047).
 *
 * Deterministic: the same catalogue and the same query give the same passages in the same order (ties keep the
 * catalogue's order). Reads no environment, writes no log.
 */
import MiniSearch from 'minisearch';
import { contentPassages, type Passage } from './passages.ts';

/** How many passages a turn gives the model by default. */
export const DEFAULT_PASSAGES_PER_TURN = 4;

/**
 * A passage is kept when its score reaches this share of the best one's: a question about Toronto's response time
 * gets the Toronto passages, not every page that mentions minutes.
 */
export const RELATIVE_SCORE_FLOOR = 0.3;

/** Words that say nothing about which page answers a question (matched after lower-casing). */
const STOP_WORDS = new Set(
  (
    'a about an and any are as at be been but by can could do does did for from had has have how i if in into is ' +
    'it its me my of on or our so than that the their them there these they this to us was we were what when where ' +
    'which who why will with would you your yours hi hello please thanks thank much many get got need want tell ' +
    'know northline'
  ).split(' '),
);

/**
 * One word as the index keeps it: lower case, without a plural or possessive 's' (so 'prices' finds 'price'), or
 * null for a stop word or a single character.
 */
export function indexTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/['’]s$/, '');
  if (word.length < 2 || STOP_WORDS.has(word)) return null;
  return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
}

/** A retrieved passage and its score (higher is more relevant; comparable within one search only). */
export interface ScoredPassage extends Passage {
  score: number;
}

/** The index: searched once per model turn. */
export interface ContentIndex {
  /** Every passage indexed, in catalogue order. */
  readonly passages: readonly Passage[];
  /**
   * The passages that best answer `query`, best first: at most `limit`, each scoring at least
   * {@link RELATIVE_SCORE_FLOOR} of the best; none when no word of the query is in the catalogue.
   *
   * @param query the visitor's message (plain text; it never leaves the process)
   * @param limit most passages to return (default {@link DEFAULT_PASSAGES_PER_TURN})
   */
  search(query: string, limit?: number): ScoredPassage[];
  /**
   * How much of `query` the passages {@link ContentIndex.search} gives for it hold, from 0 to 1: the share of the
   * query's words ({@link indexTerm}) that one of those passages holds as it is (no prefix or fuzzy match: a near
   * word is another word), a word only other passages hold counting half, each word weighted by its inverse
   * document frequency over the catalogue (a word no passage holds weighs most). 1 when the query has no such word
   * (nothing to judge); 0 when no passage matches.
   *
   * @param query the visitor's message (plain text; it never leaves the process)
   */
  coverage(query: string): number;
}

/**
 * Builds an index over passages.
 *
 * @param passages what to index (default: the whole catalogue, {@link contentPassages})
 * @throws Error when two passages share an id (the catalogue's passages never do)
 */
export function createContentIndex(passages: readonly Passage[] = contentPassages()): ContentIndex {
  const order = new Map(passages.map((passage, index) => [passage.id, index]));
  if (order.size !== passages.length) throw new Error('Two passages share an id');
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<Passage>({
    idField: 'id',
    fields: ['title', 'heading', 'text'],
    storeFields: [],
    processTerm: indexTerm,
    searchOptions: {
      boost: { title: 2, heading: 1.5 },
      combineWith: 'OR',
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    },
  });
  index.addAll([...passages]);
  const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
  const termsOf = (text: string) => new Set(tokenize(text).flatMap((token) => indexTerm(token) ?? []));
  const termsById = new Map(
    passages.map((passage) => [passage.id, termsOf(`${passage.title} ${passage.heading} ${passage.text}`)]),
  );
  const documentFrequency = new Map<string, number>();
  for (const terms of termsById.values()) {
    for (const term of terms) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const weightOf = (term: string) =>
    Math.log(1 + passages.length / ((documentFrequency.get(term) ?? 0) + 0.5));
  return {
    passages,
    search(query, limit = DEFAULT_PASSAGES_PER_TURN) {
      if (limit <= 0 || query.trim() === '') return [];
      const results = index
        .search(query)
        .map((result) => ({ id: String(result.id), score: result.score }))
        .sort((a, b) => b.score - a.score || (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
      const best = results[0]?.score ?? 0;
      return results
        .filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR)
        .slice(0, limit)
        .flatMap((result) => {
          const passage = byId.get(result.id);
          return passage ? [{ ...passage, score: result.score }] : [];
        });
    },
    coverage(query) {
      const terms = [...termsOf(query)];
      if (terms.length === 0) return 1;
      const results = index.search(query);
      const best = Math.max(0, ...results.map((result) => result.score));
      const given = results
        .filter((result) => result.score >= best * RELATIVE_SCORE_FLOOR)
        .sort((a, b) => b.score - a.score || (order.get(String(a.id)) ?? 0) - (order.get(String(b.id)) ?? 0))
        .slice(0, DEFAULT_PASSAGES_PER_TURN)
        .map((result) => termsById.get(String(result.id)) ?? new Set<string>());
      const matched = new Set(terms.filter((term) => given.some((held) => held.has(term))));
      const total = terms.reduce((sum, term) => sum + weightOf(term), 0);
      // A word the catalogue holds in other passages counts half: the page exists, if not among those given.
      const heldShare = (term: string) => (matched.has(term) ? 1 : documentFrequency.has(term) ? 0.5 : 0);
      const held = terms.reduce((sum, term) => sum + heldShare(term) * weightOf(term), 0);
      return held / total;
    },
  };
}

let shared: ContentIndex | undefined;

/** The catalogue's index, built on first use and shared by the process (the catalogue does not change at run time). */
export function contentIndex(): ContentIndex {
  shared ??= createContentIndex();
  return shared;
}
