import { routes, THANK_YOU_PATH_PREFIX } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { aiContentJson, aiExpandedKeywordsJson, aiKnowledgeJson } from './ai-files.ts';
import { crawlerFiles } from './crawler-files.ts';
import { llmsTxt } from './llms.ts';
import { CRAWLER_FILE_NAMES, indexableRoutes, robotsTxt, siteLastModified, sitemapXml } from './sitemap.ts';

const SITE = 'https://www.northline-it.example';
const TEST_PATHS = ['/ai-optimization-test', '/ai-recommendation-test', '/chatbot-demo'];
const ROUTE_PATHS = new Set(routes.map((route) => route.path));
const FILE_PATHS = new Set(Object.values(CRAWLER_FILE_NAMES).map((name) => `/${name}`));

/**
 * A simple XML well-formedness check: one declaration at the start, balanced and properly nested tags, and no
 * raw `<` or stray `&` in text.
 */
function expectWellFormedXml(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.replace(/^<\?xml[^?]*\?>/, '');
  const stack: string[] = [];
  let roots = 0;
  for (const token of body.match(/<[^>]*>|[^<]+/g) ?? []) {
    if (!token.startsWith('<')) {
      expect(token).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      if (stack.length === 0) expect(token.trim()).toBe('');
      continue;
    }
    const open = /^<([A-Za-z][\w:.-]*)(\s+[\w:.-]+="[^"<]*")*\s*(\/)?>$/.exec(token);
    const close = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(token);
    if (open?.[1]) {
      if (stack.length === 0) roots += 1;
      if (!open[3]) stack.push(open[1]);
    } else if (close?.[1]) {
      expect(stack.pop()).toBe(close[1]);
    } else {
      throw new Error(`Malformed tag: ${token}`);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

/** Every string in a JSON value that is a URL on the site, as a path. */
function sitePaths(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith(SITE) ? [value.slice(SITE.length) || '/'] : [];
  if (Array.isArray(value)) return value.flatMap(sitePaths);
  if (value && typeof value === 'object') return Object.values(value).flatMap(sitePaths);
  return [];
}

function expectRealPaths(paths: readonly string[]) {
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) {
    expect(ROUTE_PATHS.has(path) || FILE_PATHS.has(path), `${path} is a route or a crawler file`).toBe(true);
    expect(TEST_PATHS, `${path} is not an internal test page`).not.toContain(path);
  }
}

describe('sitemap.xml', () => {
  const xml = sitemapXml({ siteUrl: SITE });

  it('is well-formed XML in the sitemaps.org namespace', () => {
    expectWellFormedXml(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  });

  it('lists the 20 indexable routes, without the three test pages, each with a lastmod', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength(20);
    expect(locs).toEqual(
      indexableRoutes().map((route) => (route.path === '/' ? `${SITE}/` : `${SITE}${route.path}`)),
    );
    expectRealPaths(locs.map((loc) => loc?.slice(SITE.length) ?? ''));
    for (const path of TEST_PATHS) expect(xml).not.toContain(path);
    expect([...xml.matchAll(/<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)]).toHaveLength(20);
    expect(xml).toContain(
      '<loc>https://www.northline-it.example/privacy-policy</loc>\n    <lastmod>2025-01-11</lastmod>',
    );
  });

  it('escapes the origin', () => {
    expect(sitemapXml({ siteUrl: 'https://example.com/a&b' })).toContain(
      '<loc>https://example.com/a&amp;b/</loc>',
    );
  });
});

describe('robots.txt', () => {
  it('allows all, disallows /api/ and /trpc/, and names the sitemap', () => {
    expect(robotsTxt({ siteUrl: `${SITE}/` }).split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /trpc/',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ]);
  });
});

describe('llms.txt', () => {
  const text = llmsTxt({ siteUrl: SITE });

  it('follows the llmstxt.org layout: H1, summary, facts, H2 sections of links', () => {
    const lines = text.split('\n');
    expect(lines[0]).toBe('# Northline IT');
    expect(lines[2]).toMatch(/^> \S/);
    expect(text.match(/^# /gm)).toHaveLength(1);
    expect(text).toMatch(/^## Services$/m);
    expect(text).toMatch(/^## Service areas$/m);
    expect(text).toMatch(/^## Optional$/m);
    expect(text).toContain('(416) 555-0142');
    expect(text).toContain('From $99 per user per month');
    expect(text).toContain('4.9/5 from 150 reviews');
  });

  it('links only to real, indexable routes and crawler files', () => {
    const urls = [...text.matchAll(/\]\((https?:[^)]+)\)/g)].map((match) => match[1] ?? '');
    expect(urls.every((url) => url.startsWith(SITE))).toBe(true);
    expectRealPaths(urls.map((url) => url.slice(SITE.length) || '/'));
  });
});

describe('AI files', () => {
  const files = {
    'ai-content.json': aiContentJson({ siteUrl: SITE }),
    'ai-knowledge.json': aiKnowledgeJson({ siteUrl: SITE }),
    'ai-expanded-keywords.json': aiExpandedKeywordsJson({ siteUrl: SITE }),
  };

  it('parse as JSON, carry the catalogue date and name only real, indexable pages', () => {
    for (const [name, text] of Object.entries(files)) {
      const data = JSON.parse(text) as Record<string, unknown>;
      expect(data.lastUpdated, name).toBe(siteLastModified());
      expectRealPaths(sitePaths(data));
    }
  });

  it('state the company, services with CAD prices, locations, response times and FAQs', () => {
    const content = JSON.parse(files['ai-content.json']);
    expect(content.company).toMatchObject({
      name: 'Northline IT',
      phone: '(416) 555-0142',
      foundingYear: 2012,
    });
    expect(content.services).toContainEqual(
      expect.objectContaining({
        id: 'managed-it',
        startingPrice: expect.objectContaining({ amount: 99, currency: 'CAD', unit: 'per-user-per-month' }),
      }),
    );
    expect(content.responseTimes.byCityMinutes).toMatchObject({
      toronto: 15,
      mississauga: 20,
      markham: 25,
      vaughan: 30,
    });
    expect(Object.keys(content.quickAnswers)).toEqual(['pricing', 'response_time', 'contact']);
    expect(content.pages).toHaveLength(20);
    const knowledge = JSON.parse(files['ai-knowledge.json']);
    expect(knowledge.locations).toHaveLength(8);
    expect(knowledge.faqs.length).toBeGreaterThan(0);
    expect(knowledge.faqs[0]).toEqual({
      question: expect.any(String),
      answer: expect.any(String),
      url: `${SITE}/`,
    });
    const keywords = JSON.parse(files['ai-expanded-keywords.json']);
    expect(keywords.byService['managed-it'].cityKeywords).toContain('Managed IT Services Markham');
    expect(keywords.byCity.toronto.keywords).toContain('managed IT services Toronto');
    expect(new Set(keywords.all.map((keyword: string) => keyword.toLowerCase())).size).toBe(
      keywords.all.length,
    );
  });
});

describe('crawlerFiles', () => {
  it('returns the six files by name, equal to the single generators', () => {
    const files = crawlerFiles({ siteUrl: SITE });
    expect(Object.keys(files).sort()).toEqual(Object.values(CRAWLER_FILE_NAMES).sort());
    expect(files['sitemap.xml']).toBe(sitemapXml({ siteUrl: SITE }));
    expect(files['llms.txt']).toBe(llmsTxt({ siteUrl: SITE }));
  });
});

describe('thank-you pages (decision 003)', () => {
  it('are in none of the crawler files: they are noindex pages a form post lands on', () => {
    for (const [name, text] of Object.entries(crawlerFiles({ siteUrl: SITE }))) {
      expect(text, name).not.toContain(THANK_YOU_PATH_PREFIX);
      expect(text, name).not.toContain('thank-you');
    }
  });
});
