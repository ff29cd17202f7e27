/**
 * The inputs from which packages/seo builds a page's metadata (specification §2 "Every page sets its own
 * metadata", §3 "Page metadata inputs"). Content modules declare these; the site validates them in tests.
 */
import * as z from 'zod/mini';
import { locationIdSchema } from './options.ts';
import { boundedText, requiredText, safeString, textList, tooLong } from './text.ts';

/** Longest accepted value of each metadata text, in characters (descriptions are cut to 160 on output, §2). */
export const PAGE_METADATA_MAX = {
  title: 200,
  description: 1000,
  keyword: 100,
  keywords: 50,
  url: 2048,
  ogTitle: 200,
  ogDescription: 1000,
  service: 200,
  customMetaContent: 1000,
  customMetaEntries: 50,
  structuredDataItems: 20,
} as const;

/** A root-relative path (`/toronto`) or an absolute http(s) URL. */
const pathOrUrl = (label: string) =>
  safeString(label, `${label} must be text`).check(
    z.maxLength(PAGE_METADATA_MAX.url, tooLong(label, PAGE_METADATA_MAX.url)),
    z.regex(/^(\/(?!\/)|https?:\/\/)\S*$/, `${label} must be a path starting with / or an http(s) URL`),
  );

/** A `<meta name>`: a letter, then up to 99 letters, digits, `:`, `.`, `_` or `-` (such as `ai-summary`, `geo.region`). */
const META_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9:._-]{0,99}$/;
const META_NAME_MESSAGE =
  'Meta names must start with a letter and have at most 100 letters, digits, :, ., _ or -';

/** One JSON-LD object (a schema.org thing with its `@context`/`@type`). */
const jsonLdObject = z.record(
  z.string(),
  z.unknown(),
  'Structured data must be an object or a list of objects',
);

/**
 * A page's metadata inputs (§3): title and description (required; the description is cut to 160 characters,
 * 157 plus an ellipsis, when rendered, §2), keywords, canonical path or URL (joined with SITE_URL when a path),
 * social-preview title, description and image, structured data (one JSON-LD object or a list), the location
 * (default Toronto, `DEFAULT_LOCATION_ID`), the service the page sells, and extra `<meta name content>` pairs
 * (such as the `ai-` tags the AI optimization test page counts, §2).
 */
export const pageMetadataSchema = z.object({
  title: requiredText('Page title is required', 'Title', PAGE_METADATA_MAX.title),
  description: requiredText('Page description is required', 'Description', PAGE_METADATA_MAX.description),
  keywords: z.optional(
    textList('Keywords', 'Keyword', PAGE_METADATA_MAX.keyword, PAGE_METADATA_MAX.keywords),
  ),
  canonical: z.optional(pathOrUrl('Canonical')),
  ogTitle: z.optional(boundedText('Social title', PAGE_METADATA_MAX.ogTitle)),
  ogDescription: z.optional(boundedText('Social description', PAGE_METADATA_MAX.ogDescription)),
  ogImage: z.optional(pathOrUrl('Social image')),
  structuredData: z.optional(
    z.union(
      [
        jsonLdObject,
        z
          .array(jsonLdObject)
          .check(
            z.maxLength(
              PAGE_METADATA_MAX.structuredDataItems,
              `Structured data must have at most ${PAGE_METADATA_MAX.structuredDataItems} items`,
            ),
          ),
      ],
      'Structured data must be an object or a list of objects',
    ),
  ),
  location: z.optional(locationIdSchema),
  service: z.optional(boundedText('Service', PAGE_METADATA_MAX.service)),
  customMeta: z.optional(
    z
      .record(
        z.string().check(z.regex(META_NAME_PATTERN, META_NAME_MESSAGE)),
        boundedText('Meta content', PAGE_METADATA_MAX.customMetaContent),
        {
          error: (issue) =>
            issue.code === 'invalid_key'
              ? META_NAME_MESSAGE
              : 'Custom meta must be an object of names and contents',
        },
      )
      .check(
        z.refine(
          (entries) => Object.keys(entries).length <= PAGE_METADATA_MAX.customMetaEntries,
          `Custom meta must have at most ${PAGE_METADATA_MAX.customMetaEntries} entries`,
        ),
      ),
  ),
});

/** See {@link pageMetadataSchema}: what a route passes to packages/seo. */
export type PageMetadata = z.infer<typeof pageMetadataSchema>;

/** What a content module writes (same as {@link PageMetadata}; no defaults or transforms). */
export type PageMetadataInput = z.input<typeof pageMetadataSchema>;
