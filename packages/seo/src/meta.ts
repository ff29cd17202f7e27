/**
 * A page's metadata as React Router `meta` descriptors (specification §2 "Every page sets its own metadata",
 * §3 "Page metadata inputs").
 */
import { company, getLocation, type LocationId, locations } from '@northline/content';
import { type JsonLdInput, jsonLdList } from './json-ld.ts';
import { truncateDescription } from './text.ts';
import { absoluteUrl } from './url.ts';

/** Theme colour of the browser chrome (§2). */
export const THEME_COLOR = '#1e40af';

/** How often crawlers are asked to come back (§2: revisit-after 7 days). */
export const REVISIT_AFTER = '7 days';

/** Robots directive of an indexable page and of the three internal test pages, which stay out of search (§2). */
export const ROBOTS = { index: 'index, follow', noindex: 'noindex, nofollow' } as const;

/** Open Graph locale: Canadian English. */
export const OG_LOCALE = 'en_CA';

/**
 * One React Router meta descriptor this package emits: a subset of React Router's `MetaDescriptor`, so an array
 * of them is a valid return value of a route module's `meta` export.
 */
export type MetaDescriptor =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: 'link'; rel: string; href: string }
  | { 'script:ld+json': JsonLdInput };

/**
 * What a page says about itself (§3 "Page metadata inputs"). Every `PageMetadata` of `@northline/schemas`
 * (`pageMetadataSchema`) fits this shape.
 */
export interface PageMetaInput {
  /** The `<title>`, unique per page; also og:title and twitter:title unless `ogTitle` is given. */
  title: string;
  /** The meta description; cut to 160 characters when rendered ({@link truncateDescription}). */
  description: string;
  /** Search keywords, joined with ', '. */
  keywords?: readonly string[];
  /** Root-relative path (`/toronto`) or absolute URL of the canonical page; joined with `siteUrl` when a path. */
  canonical?: string;
  /** Social-preview title (default: `title`). */
  ogTitle?: string;
  /** Social-preview description (default: `description`); cut to 160 characters too. */
  ogDescription?: string;
  /** Root-relative path or absolute URL of the social-preview image; without it no image tags are set. */
  ogImage?: string;
  /** JSON-LD documents, each rendered as its own `<script type="application/ld+json">`. */
  structuredData?: JsonLdInput | readonly JsonLdInput[];
  /** The city the page is about, for the geo tags; default the catalogue's default location (Toronto, §3). */
  location?: LocationId;
  /** The service the page sells, e.g. 'Managed IT Services': adds the keyword '<service> <city>'. */
  service?: string;
  /** Extra `<meta name content>` pairs (such as `ai-` tags); a name this package already sets is replaced. */
  customMeta?: Readonly<Record<string, string>>;
}

/** Options of {@link buildMeta}. */
export interface BuildMetaOptions {
  /** Site origin, e.g. `https://www.northline-it.example` (the `SITE_URL` setting). */
  siteUrl: string;
  /**
   * Whether search engines may index the page: robots 'index, follow' when true (default), 'noindex, nofollow'
   * when false (the three internal test pages, public but out of search).
   */
  indexable?: boolean;
}

/** The catalogue's default location (Toronto, §3). */
function defaultLocationId(): LocationId {
  return (locations.find((location) => location.isDefault) ?? locations[0])?.id ?? 'toronto';
}

/** Adds `keyword` to `keywords` unless present (case-insensitive). */
function withKeyword(keywords: readonly string[], keyword: string): string[] {
  const lower = keyword.toLowerCase();
  return keywords.some((existing) => existing.toLowerCase() === lower)
    ? [...keywords]
    : [...keywords, keyword];
}

/**
 * A page's meta descriptors, in this order: `title`; `description` (≤ 160 characters); `keywords` (when any);
 * `robots`; the canonical `<link>`; Open Graph (`og:type` website, `og:site_name`, `og:locale` en_CA, `og:title`,
 * `og:description`, `og:url` = canonical, `og:image` when given); Twitter (`twitter:card` summary_large_image
 * with an image, else summary; title; description; image); geo tags of the page's location (`geo.region`
 * 'CA-ON', `geo.placename`, `geo.position` 'lat;lng', `ICBM` 'lat, lng', decimal degrees); `theme-color`
 * #1e40af; `revisit-after` '7 days'; `customMeta` (replacing a same-named tag); then one `script:ld+json` per
 * structured-data document. (§2 "Every page sets its own metadata", §3 "Page metadata inputs".)
 *
 * React Router 8 escapes `<`, `>`, `&`, U+2028 and U+2029 in `script:ld+json` descriptors, so the site can
 * return these descriptors from a route's `meta` export as they are.
 *
 * @param page - the page's metadata inputs
 * @param options - site origin and whether the page may be indexed
 * @returns the descriptors for a route module's `meta` export
 * @throws TypeError when `siteUrl`, `canonical` or `ogImage` is not a root-relative path or http(s) URL
 */
export function buildMeta(page: PageMetaInput, options: BuildMetaOptions): MetaDescriptor[] {
  const { siteUrl, indexable = true } = options;
  const description = truncateDescription(page.description);
  const ogTitle = page.ogTitle ?? page.title;
  const ogDescription = page.ogDescription ? truncateDescription(page.ogDescription) : description;
  const canonical = page.canonical === undefined ? undefined : absoluteUrl(siteUrl, page.canonical);
  const image = page.ogImage === undefined ? undefined : absoluteUrl(siteUrl, page.ogImage);
  const location = getLocation(page.location ?? defaultLocationId());
  const { lat, lng } = location.coordinates;

  let keywords = [...(page.keywords ?? [])];
  if (page.service) keywords = withKeyword(keywords, `${page.service} ${location.name}`);

  const tags: MetaDescriptor[] = [{ title: page.title }, { name: 'description', content: description }];
  if (keywords.length > 0) tags.push({ name: 'keywords', content: keywords.join(', ') });
  tags.push({ name: 'robots', content: indexable ? ROBOTS.index : ROBOTS.noindex });
  if (canonical) tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  tags.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:locale', content: OG_LOCALE },
    { property: 'og:title', content: ogTitle },
    { property: 'og:description', content: ogDescription },
  );
  if (canonical) tags.push({ property: 'og:url', content: canonical });
  if (image) tags.push({ property: 'og:image', content: image });
  tags.push(
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: ogTitle },
    { name: 'twitter:description', content: ogDescription },
  );
  if (image) tags.push({ name: 'twitter:image', content: image });
  tags.push(
    { name: 'geo.region', content: `CA-${location.province}` },
    { name: 'geo.placename', content: location.name },
    { name: 'geo.position', content: `${lat};${lng}` },
    { name: 'ICBM', content: `${lat}, ${lng}` },
    { name: 'theme-color', content: THEME_COLOR },
    { name: 'revisit-after', content: REVISIT_AFTER },
  );

  for (const [name, content] of Object.entries(page.customMeta ?? {})) {
    const index = tags.findIndex((tag) => 'name' in tag && tag.name === name);
    if (index === -1) tags.push({ name, content });
    else tags[index] = { name, content };
  }

  for (const document of jsonLdList(page.structuredData)) tags.push({ 'script:ld+json': document });
  return tags;
}
