/**
 * sitemap.xml and robots.txt from the route table (specification §2 route table; the three internal
 * test pages carry `noindex` and stay out of the sitemap).
 */
import { pageMeta, type Route, routes } from '@northline/content';
import { absoluteUrl, normalizeSiteUrl } from './url.ts';

/** File names of the crawler files at the site root, as the site serves them. */
export const CRAWLER_FILE_NAMES = {
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  llms: 'llms.txt',
  aiContent: 'ai-content.json',
  aiKnowledge: 'ai-knowledge.json',
  aiKeywords: 'ai-expanded-keywords.json',
} as const;

/** Paths crawlers must not fetch: the REST adapters and the tRPC endpoint of the API. */
export const DISALLOWED_PATHS: readonly string[] = ['/api/', '/trpc/'];

/**
 * The routes search engines may index: every route of §2 except the three internal test pages
 * (`indexable: false` in the catalogue's route table), in §2's order.
 *
 * @returns 20 routes today
 */
export function indexableRoutes(): Route[] {
  return routes.filter((route) => route.indexable);
}

/** A W3C datetime as sitemaps accept it: `YYYY-MM-DD`, optionally with a time and a zone. */
const W3C_DATETIME =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function checkedDate(value: string, label: string): string {
  if (!W3C_DATETIME.test(value)) {
    throw new RangeError(
      `${label} must be a date such as 2025-01-11 or 2025-01-11T09:30:00Z, got "${value}"`,
    );
  }
  return value;
}

/** Escapes the five XML special characters. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The date the site's content last changed: the latest `lastModified` of the catalogue's `pageMeta` (ISO
 * 8601 calendar date, e.g. '2025-01-11'). The AI files write it as `lastUpdated`.
 *
 * @returns an ISO date
 * @throws Error when the catalogue's route table is empty (it never is)
 */
export function siteLastModified(): string {
  const latest = routes
    .map((route) => pageMeta[route.key].lastModified)
    .sort()
    .at(-1);
  if (latest === undefined) throw new Error('The route table is empty');
  return latest;
}

/**
 * sitemap.xml (sitemaps.org 0.9): one `<url>` per indexable route ({@link indexableRoutes}) with `<loc>`
 * (absolute, no trailing slash except the root) and `<lastmod>` (the catalogue's `pageMeta[key].lastModified`).
 * The three internal test pages are left out: they stay public but out of search.
 *
 * @param options - the site origin
 * @returns the XML document, UTF-8, ending with a newline
 * @throws TypeError when `siteUrl` is invalid; RangeError when a catalogue date is not a W3C date
 */
export function sitemapXml(options: { siteUrl: string }): string {
  const { siteUrl } = options;
  const entries = indexableRoutes().map((route) => {
    const date = checkedDate(pageMeta[route.key].lastModified, `lastModified of ${route.path}`);
    return [
      '  <url>',
      `    <loc>${escapeXml(absoluteUrl(siteUrl, route.path))}</loc>`,
      `    <lastmod>${date}</lastmod>`,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: every crawler may fetch everything except {@link DISALLOWED_PATHS} (`/api/`, `/trpc/`), and the
 * sitemap's absolute URL. The internal test pages are not disallowed on purpose: a crawler must fetch them to
 * see their `noindex`.
 *
 * @param options - the site origin
 * @returns the file's text, ending with a newline
 * @throws TypeError when `siteUrl` is invalid
 */
export function robotsTxt(options: { siteUrl: string }): string {
  const origin = normalizeSiteUrl(options.siteUrl);
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/${CRAWLER_FILE_NAMES.sitemap}`,
    '',
  ].join('\n');
}
