// @vitest-environment jsdom
import { LEGAL_LAST_UPDATED, privacyPolicy, TERMS, termsOfService } from '@northline/content';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LegalDocument, legalSectionId } from './legal-document.tsx';

describe.each([
  ['privacy policy', privacyPolicy, 9],
  ['terms of service', termsOfService, 12],
] as const)('LegalDocument (%s)', (_name, doc, count) => {
  it(`shows the title, the last-updated date and ${count} numbered sections`, () => {
    const { container } = render(<LegalDocument document={doc} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(doc.title);
    expect(screen.getByText('January 11, 2025').closest('p')?.textContent).toBe(
      'Last updated January 11, 2025',
    );
    expect(container.querySelector('time')?.getAttribute('dateTime')).toBe(LEGAL_LAST_UPDATED.iso);
    const sections = container.querySelectorAll('section[data-section-number]');
    expect(sections).toHaveLength(count);
    sections.forEach((section, index) => {
      expect(section.querySelector('h2')?.textContent).toBe(`${index + 1}. ${doc.sections[index]?.title}`);
    });
  });

  it('links each table-of-contents entry to its section', () => {
    const { container } = render(<LegalDocument document={doc} />);
    const toc = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(count);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(container.querySelector(`[id="${id}"]`)).not.toBeNull();
    }
  });
});

describe('legalSectionId', () => {
  it('names a section by its number', () => {
    expect(legalSectionId({ number: 3 })).toBe('section-3');
  });
});

describe('terms of service text', () => {
  it('states the §9 constants', () => {
    render(<LegalDocument document={termsOfService} />);
    const text = document.body.textContent ?? '';
    for (const phrase of [
      `within ${TERMS.responseTimes.critical.display}`,
      `within ${TERMS.responseTimes.high.display}`,
      TERMS.responseTimes.standard.display,
      `within ${TERMS.responseTimes.low.display}`,
      `${TERMS.uptimeTargetPercent}%`,
      `within ${TERMS.paymentDueDays} days`,
      `${TERMS.lateInterestPercentPerMonth}% per month`,
      `${TERMS.suspensionAfterDaysOverdue} or more days overdue`,
      `at least ${TERMS.priceChangeNoticeDays} days written notice`,
      `${TERMS.terminationNoticeDays} days written notice`,
      `in the ${TERMS.liabilityCapMonths} months`,
      'Province of Ontario',
    ]) {
      expect(text, phrase).toContain(phrase);
    }
  });
});
