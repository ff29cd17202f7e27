import { type BlogArticle, blogPage } from '@northline/content';
import { describe, expect, it } from 'vitest';
import { filterArticles, matchesArticle, NO_FILTER, toggleCategory } from './blog-filter.ts';

const listed: readonly BlogArticle[] = [blogPage.featured.article, ...blogPage.recent.articles];
const slugs = (articles: readonly BlogArticle[]) => articles.map((article) => article.slug);

describe('blog article filter (title and summary as the visitor types, chips by category)', () => {
  it('lists every article without a filter, in order', () => {
    expect(filterArticles(listed, NO_FILTER)).toEqual(listed);
    expect(filterArticles(listed, { query: '   ', category: 'all' })).toEqual(listed);
  });

  it('matches the title, case-insensitively', () => {
    expect(slugs(filterArticles(listed, { query: 'PHISHING emails', category: 'all' }))).toEqual([
      'phishing-emails-gta-offices',
    ]);
  });

  it('matches the summary too, and needs every word somewhere in title or summary', () => {
    // 'weekend' is only in the migration checklist's summary.
    expect(slugs(filterArticles(listed, { query: 'weekend', category: 'all' }))).toEqual([
      'office-server-to-cloud-checklist',
    ]);
    expect(filterArticles(listed, { query: 'weekend ransomware', category: 'all' })).toEqual([]);
  });

  it('ignores accents', () => {
    const article = { title: 'Résumé tips', summary: 'Plain', category: 'business-tips' } as const;
    expect(matchesArticle(article, { query: 'resume', category: 'all' })).toBe(true);
    expect(matchesArticle({ ...article, title: 'Resume tips' }, { query: 'résumé', category: 'all' })).toBe(
      true,
    );
  });

  it('filters by category, alone and with a query', () => {
    expect(slugs(filterArticles(listed, { query: '', category: 'cloud-solutions' }))).toEqual([
      'microsoft-365-or-google-workspace',
      'office-server-to-cloud-checklist',
    ]);
    expect(slugs(filterArticles(listed, { query: '', category: 'cybersecurity' }))).toEqual([
      'ransomware-defence-plan-2025',
      'phishing-emails-gta-offices',
      'phipa-plain-words-clinics',
    ]);
    expect(filterArticles(listed, { query: 'phishing', category: 'cloud-solutions' })).toEqual([]);
  });

  it('toggles a chip: pressing the pressed one returns to all', () => {
    expect(toggleCategory('all', 'cybersecurity')).toBe('cybersecurity');
    expect(toggleCategory('cybersecurity', 'cloud-solutions')).toBe('cloud-solutions');
    expect(toggleCategory('cybersecurity', 'cybersecurity')).toBe('all');
    expect(toggleCategory('all', 'all')).toBe('all');
  });
});
