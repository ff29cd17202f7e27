import { describe, expect, it } from 'vitest';
import { servicePages } from './index.ts';

describe('service pages', () => {
  it('never write a starting price twice ("starts at From $299")', () => {
    expect(JSON.stringify(servicePages)).not.toMatch(/\b(at|from) from \$/i);
  });

  it('give every page an FAQ heading for the questions its FAQPage data lists', () => {
    for (const page of Object.values(servicePages)) {
      expect(page.faqSection.title.length).toBeGreaterThan(0);
      expect(page.faqs.length).toBeGreaterThan(0);
    }
  });
});
