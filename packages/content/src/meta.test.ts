import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, notFoundPage, pageFaqs, pageMeta, ROUTE_KEYS, routes } from './index.ts';

describe('page metadata (§2, §9)', () => {
  it('covers every route of §2 and nothing else', () => {
    expect(Object.keys(pageMeta).sort()).toEqual([...ROUTE_KEYS].sort());
    expect(routes.map((route) => route.key)).toEqual([...ROUTE_KEYS]);
    expect(routes).toHaveLength(23);
  });

  it('gives every route a unique title, also unlike the 404 page', () => {
    const titles = [...Object.values(pageMeta).map((meta) => meta.title), notFoundPage.meta.title];
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(Object.entries(pageMeta))('%s: description fits in 160 characters', (_key, meta) => {
    expect(META_DESCRIPTION_MAX).toBe(160);
    expect(meta.description.length).toBeGreaterThan(40);
    expect(meta.description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(meta.keywords.length).toBeGreaterThan(0);
    expect(meta.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('keeps the three internal test pages out of search', () => {
    const hidden = routes.filter((route) => !route.indexable).map((route) => route.key);
    expect(hidden).toEqual(['ai-optimization-test', 'ai-recommendation-test', 'chatbot-demo']);
  });

  it('names the city of each city page for geo tags', () => {
    for (const city of ['toronto', 'mississauga', 'markham', 'vaughan'] as const)
      expect(pageMeta[city].locationId).toBe(city);
  });

  it('keeps the 404 title of §2', () => {
    expect(notFoundPage.title).toBe('404 Page Not Found');
    expect(notFoundPage.links.map((link) => link.target)).toEqual([
      { kind: 'route', route: 'home' },
      { kind: 'route', route: 'services' },
    ]);
  });

  it('has FAQs for the home, service, city and industry pages', () => {
    for (const key of [
      'home',
      'services',
      'contact',
      'managed-it-services',
      'cybersecurity',
      'cloud-solutions',
      'it-consulting',
      'toronto',
      'mississauga',
      'markham',
      'vaughan',
      'legal-it-services',
      'healthcare-it-services',
      'manufacturing-it-services',
      'real-estate-it-services',
    ] as const)
      expect(pageFaqs[key]?.length ?? 0).toBeGreaterThanOrEqual(3);
  });
});
