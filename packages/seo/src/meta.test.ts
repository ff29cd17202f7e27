import { pageFaqs, ROUTE_KEYS, type RouteKey, routes, thankYouPages } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { buildMeta, type MetaDescriptor, REVISIT_AFTER, ROBOTS, THEME_COLOR } from './meta.ts';
import { notFoundMeta, routeMeta, thankYouMeta } from './route-meta.ts';

const SITE = 'https://www.northline-it.example';
const TEST_PAGES: readonly RouteKey[] = ['ai-optimization-test', 'ai-recommendation-test', 'chatbot-demo'];

/** The content of `<meta name>` or `<meta property>`, or undefined. */
function content(tags: readonly MetaDescriptor[], key: string): string | undefined {
  for (const tag of tags) {
    if ('name' in tag && tag.name === key) return tag.content;
    if ('property' in tag && tag.property === key) return tag.content;
  }
  return undefined;
}

function title(tags: readonly MetaDescriptor[]): string | undefined {
  for (const tag of tags) if ('title' in tag) return tag.title;
  return undefined;
}

function canonical(tags: readonly MetaDescriptor[]): string | undefined {
  for (const tag of tags) if ('rel' in tag && tag.rel === 'canonical') return tag.href;
  return undefined;
}

describe('routeMeta: every page of §2 sets its own metadata', () => {
  const all = ROUTE_KEYS.map((key) => ({
    key,
    tags: routeMeta(key, { siteUrl: SITE, faqs: pageFaqs[key] }),
  }));

  it('covers the 23 routes of §2', () => {
    expect(routes.map((route) => route.path)).toEqual([
      '/',
      '/services',
      '/about',
      '/contact',
      '/case-studies',
      '/blog',
      '/managed-it-services',
      '/cybersecurity',
      '/cloud-solutions',
      '/it-consulting',
      '/toronto',
      '/mississauga',
      '/markham',
      '/vaughan',
      '/legal-it-services',
      '/healthcare-it-services',
      '/manufacturing-it-services',
      '/real-estate-it-services',
      '/privacy-policy',
      '/terms-of-service',
      '/ai-optimization-test',
      '/ai-recommendation-test',
      '/chatbot-demo',
    ]);
  });

  it('gives every page a unique, non-empty title', () => {
    const titles = all.map(({ tags }) => title(tags));
    for (const value of titles) expect(value?.trim()).toBeTruthy();
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('gives every page a description within 160 characters, and the same on social previews', () => {
    for (const { key, tags } of all) {
      const description = content(tags, 'description');
      expect(description, key).toBeTruthy();
      expect(Array.from(description ?? '').length, key).toBeLessThanOrEqual(160);
      expect(content(tags, 'og:description'), key).toBe(description);
      expect(content(tags, 'twitter:description'), key).toBe(description);
    }
  });

  it('sets the canonical URL from the route path, without a trailing slash except the root', () => {
    for (const { key, tags } of all) {
      const path = routes.find((route) => route.key === key)?.path;
      const expected = path === '/' ? `${SITE}/` : `${SITE}${path}`;
      expect(canonical(tags), key).toBe(expected);
      expect(content(tags, 'og:url'), key).toBe(expected);
    }
  });

  it('marks the three internal test pages noindex and every other page index, follow', () => {
    for (const { key, tags } of all) {
      expect(content(tags, 'robots'), key).toBe(TEST_PAGES.includes(key) ? ROBOTS.noindex : ROBOTS.index);
    }
  });

  it('sets keywords, theme colour, revisit-after, Open Graph and Twitter tags on every page', () => {
    for (const { key, tags } of all) {
      expect(content(tags, 'keywords'), key).toBeTruthy();
      expect(content(tags, 'theme-color'), key).toBe(THEME_COLOR);
      expect(content(tags, 'revisit-after'), key).toBe(REVISIT_AFTER);
      expect(content(tags, 'og:title'), key).toBeTruthy();
      expect(content(tags, 'og:type'), key).toBe('website');
      expect(content(tags, 'og:site_name'), key).toBe('Northline IT');
      expect(content(tags, 'twitter:card'), key).toBe('summary');
    }
    expect(THEME_COLOR).toBe('#1e40af');
    expect(REVISIT_AFTER).toBe('7 days');
  });

  it('sets geo tags of the page’s city, Toronto by default', () => {
    const markham = all.find(({ key }) => key === 'markham')?.tags ?? [];
    expect(content(markham, 'geo.region')).toBe('CA-ON');
    expect(content(markham, 'geo.placename')).toBe('Markham');
    expect(content(markham, 'geo.position')).toMatch(/^43\.\d+;-79\.\d+$/);
    expect(content(markham, 'ICBM')).toMatch(/^43\.\d+, -79\.\d+$/);
    const about = all.find(({ key }) => key === 'about')?.tags ?? [];
    expect(content(about, 'geo.placename')).toBe('Toronto');
  });

  it('adds structured data as script:ld+json descriptors', () => {
    for (const { key, tags } of all) {
      expect(tags.filter((tag) => 'script:ld+json' in tag).length, key).toBeGreaterThanOrEqual(2);
    }
  });

  it('lets a route add an image, custom meta and more structured data', () => {
    const tags = routeMeta('ai-optimization-test', {
      siteUrl: SITE,
      page: {
        ogImage: '/og/home.png',
        customMeta: { 'ai-summary': 'Managed IT in Toronto', robots: 'noindex' },
        structuredData: { '@context': 'https://schema.org', '@type': 'WebPage', name: 'Test' },
      },
    });
    expect(content(tags, 'og:image')).toBe(`${SITE}/og/home.png`);
    expect(content(tags, 'twitter:image')).toBe(`${SITE}/og/home.png`);
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'ai-summary')).toBe('Managed IT in Toronto');
    expect(tags.filter((tag) => 'name' in tag && tag.name === 'robots')).toHaveLength(1);
    const last = tags.at(-1);
    expect(last && 'script:ld+json' in last ? last['script:ld+json'] : undefined).toMatchObject({
      '@type': 'WebPage',
    });
  });
});

describe('buildMeta', () => {
  it('cuts a long description and keeps the rule 157 + "..."', () => {
    const tags = buildMeta({ title: 'T', description: 'x'.repeat(200) }, { siteUrl: SITE });
    expect(content(tags, 'description')).toBe(`${'x'.repeat(157)}...`);
  });

  it('sets noindex when asked, omits canonical without one, and adds the service keyword', () => {
    const tags = buildMeta(
      { title: 'T', description: 'D', keywords: ['a'], service: 'Cybersecurity', location: 'vaughan' },
      { siteUrl: SITE, indexable: false },
    );
    expect(content(tags, 'robots')).toBe('noindex, nofollow');
    expect(canonical(tags)).toBeUndefined();
    expect(content(tags, 'keywords')).toBe('a, Cybersecurity Vaughan');
    expect(content(tags, 'geo.placename')).toBe('Vaughan');
  });
});

describe('notFoundMeta', () => {
  it('keeps the 404 title, has no canonical link and is not indexed', () => {
    const tags = notFoundMeta({ siteUrl: SITE });
    expect(title(tags)).toBe('404 Page Not Found');
    expect(canonical(tags)).toBeUndefined();
    expect(content(tags, 'robots')).toBe(ROBOTS.noindex);
  });
});

describe('thankYouMeta (decision 003)', () => {
  it("uses the thank-you page's title, has no canonical link and is not indexed", () => {
    const tags = thankYouMeta('toronto', { siteUrl: SITE });
    expect(title(tags)).toBe(thankYouPages.toronto.meta.title);
    expect(content(tags, 'description')).toBe(thankYouPages.toronto.meta.description);
    expect(canonical(tags)).toBeUndefined();
    expect(content(tags, 'robots')).toBe(ROBOTS.noindex);
    expect(title(thankYouMeta('newsletter', { siteUrl: SITE }))).toBe(thankYouPages.newsletter.meta.title);
  });
});
