/**
 * Every crawler file at once, for the site's build step (specification §7 static files; the `SITE_URL`
 * setting is the origin).
 */
import { aiContentJson, aiExpandedKeywordsJson, aiKnowledgeJson } from './ai-files.ts';
import { llmsTxt } from './llms.ts';
import { CRAWLER_FILE_NAMES, robotsTxt, sitemapXml } from './sitemap.ts';

/**
 * The text of every crawler file, keyed by its file name at the site root: `sitemap.xml`, `robots.txt`,
 * `llms.txt`, `ai-content.json`, `ai-knowledge.json`, `ai-expanded-keywords.json`. The caller writes them
 * (this package does no I/O). Dates come from the catalogue, so the output depends only on `siteUrl` and the
 * catalogue.
 *
 * @param options - the site origin
 * @returns file name → UTF-8 text
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function crawlerFiles(options: { siteUrl: string }): Record<string, string> {
  const { siteUrl } = options;
  return {
    [CRAWLER_FILE_NAMES.sitemap]: sitemapXml({ siteUrl }),
    [CRAWLER_FILE_NAMES.robots]: robotsTxt({ siteUrl }),
    [CRAWLER_FILE_NAMES.llms]: llmsTxt({ siteUrl }),
    [CRAWLER_FILE_NAMES.aiContent]: aiContentJson({ siteUrl }),
    [CRAWLER_FILE_NAMES.aiKnowledge]: aiKnowledgeJson({ siteUrl }),
    [CRAWLER_FILE_NAMES.aiKeywords]: aiExpandedKeywordsJson({ siteUrl }),
  };
}
