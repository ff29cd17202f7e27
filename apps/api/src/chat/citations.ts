/**
 * The pages an answer cites, checked before anyone sees them: a model's citation counts only when it names a
 * passage the server gave it for this turn (its id, or its page's path); anything else (an invented page, a real
 * page that was not given, a URL) is dropped. The built-in engine cites the pages its catalogue
 * facts come from. No I/O, no logging.
 */
import { MAX_CHAT_CITATIONS } from '@northline/schemas';
import type { PageCitation, Passage } from './passages.ts';

export { citationOf, type PageCitation } from './passages.ts';

/** What {@link validateCitations} kept and how many it dropped (a count: safe to log). */
export interface CheckedCitations {
  /** The pages cited, once each, in the order first cited; at most {@link MAX_CHAT_CITATIONS}. */
  citations: PageCitation[];
  /** Citations that named no passage given for the turn. */
  dropped: number;
}

/** The path a cited path names ('/toronto' for '/toronto/?x#y'), or null for anything but a site path. */
function pathOf(cited: string): string | null {
  const text = cited.trim();
  if (!text.startsWith('/') || text.startsWith('//')) return null;
  return text.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
}

/**
 * Keeps the citations that name a passage of `given`: a passage id ('toronto:faqs') or the path of a given
 * passage's page ('/toronto'). Anything else is dropped: an id or path of a passage not given for this turn, an
 * absolute URL (the model is given ids and paths, never URLs), free text.
 *
 * @param cited what the model cited, in its order
 * @param given the passages the model was given for this turn
 */
export function validateCitations(cited: readonly string[], given: readonly Passage[]): CheckedCitations {
  const byId = new Map(given.map((passage) => [passage.id, passage]));
  const byPath = new Map(given.map((passage) => [passage.path, passage]));
  const kept = new Map<string, PageCitation>();
  let dropped = 0;
  for (const entry of cited) {
    const path = pathOf(entry);
    const passage = byId.get(entry.trim()) ?? (path ? byPath.get(path) : undefined);
    if (!passage) {
      dropped += 1;
      continue;
    }
    if (!kept.has(passage.path)) kept.set(passage.path, { path: passage.path, title: passage.title });
  }
  return { citations: [...kept.values()].slice(0, MAX_CHAT_CITATIONS), dropped };
}

/**
 * The citations as the reply carries them: each path with its title and its absolute URL on `siteUrl`.
 *
 * @param citations the pages cited
 * @param siteUrl the site's public URL (`SITE_URL`), e.g. 'https://www.northline-it.example'
 */
export function absoluteCitations(
  citations: readonly PageCitation[],
  siteUrl: string,
): { path: string; title: string; url: string }[] {
  return citations.map((citation) => ({ ...citation, url: new URL(citation.path, siteUrl).href }));
}
