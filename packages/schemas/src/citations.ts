/**
 * The pages an assistant answer comes from: each factual chat answer carries the catalogue pages
 * (service, city, industry, pricing, privacy pages) it was taken from, and the chat widget shows them as links under
 * the message. A leaf module: the chat reply (chat.ts) and a resumed conversation (live-chat.ts) both use it.
 */
import * as z from 'zod/mini';
import { boundedList, boundedText } from './text.ts';

/** Most pages one answer cites. */
export const MAX_CHAT_CITATIONS = 3;

/** Longest citation path, title and URL, in characters. */
export const CHAT_CITATION_MAX = { path: 200, title: 200, url: 500 } as const;

/**
 * One page an answer cites. `path` is the site's own path ('/cybersecurity'); `url` the same page as an absolute
 * URL on the site's public origin (the API's `SITE_URL`), so the link works where the widget runs on a partner's
 * site; `title` is the page's title as the link shows it. Checked by {@link chatCitationSchema}.
 */
export interface ChatCitation {
  /** The page's path on the site, starting with '/'. */
  path: string;
  /** The page's title, shown as the link's text. */
  title: string;
  /** The page's absolute http(s) URL. */
  url: string;
}

/** A {@link ChatCitation}: a path starting with '/', a title and an absolute http(s) URL, each bounded. */
export const chatCitationSchema = z.object({
  path: boundedText('Citation path', CHAT_CITATION_MAX.path).check(
    z.regex(/^\/[^\s]*$/, 'Citation path must start with /'),
  ),
  title: boundedText('Citation title', CHAT_CITATION_MAX.title),
  url: boundedText('Citation URL', CHAT_CITATION_MAX.url).check(
    z.regex(/^https?:\/\/[^\s]+$/, 'Citation URL must be an absolute http(s) URL'),
  ),
});

/** At most {@link MAX_CHAT_CITATIONS} citations. */
export const chatCitationsSchema = boundedList(chatCitationSchema, 'Citations', MAX_CHAT_CITATIONS);
