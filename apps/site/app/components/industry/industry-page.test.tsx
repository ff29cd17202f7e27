// @vitest-environment jsdom
import {
  company,
  contactForms,
  INDUSTRY_PAGE_IDS,
  type IndustryPageId,
  industryPages,
} from '@northline/content';
import { ToastProvider } from '@northline/ui';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IndustryPage } from './industry-page.tsx';

function renderPage(id: IndustryPageId) {
  return render(
    <ToastProvider>
      <IndustryPage page={industryPages[id]} />
    </ToastProvider>,
  );
}

/** Heading levels in document order. */
function headingLevels(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
}

describe.each(INDUSTRY_PAGE_IDS)('IndustryPage (%s)', (id) => {
  const page = industryPages[id];

  it('has one h1, the hero promise, and headings that never skip a level', () => {
    const { container } = renderPage(id);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([page.hero.title]);
    const levels = headingLevels(container);
    levels.forEach((level, index) => {
      if (index > 0) expect(level, `heading ${index}`).toBeLessThanOrEqual((levels[index - 1] ?? 1) + 1);
    });
  });

  it('shows the trust badges and six service cards under #services', () => {
    const { container } = renderPage(id);
    for (const badge of page.hero.trustBadges) expect(screen.getByText(badge)).toBeTruthy();
    const services = container.querySelector<HTMLElement>('#services');
    expect(services).not.toBeNull();
    const cards = within(services as HTMLElement).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(page.services.items.map((item) => item.title));
  });

  it('shows every compliance topic and why-choose card', () => {
    renderPage(id);
    for (const group of page.compliance.groups) {
      expect(screen.getByRole('heading', { level: 3, name: group.title })).toBeTruthy();
      for (const item of group.items) expect(screen.getAllByText(item).length).toBeGreaterThan(0);
    }
    for (const item of page.whyChoose.items) {
      expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeTruthy();
    }
  });

  it('holds the consultation form with the page labels under #contact', () => {
    const { container } = renderPage(id);
    const contact = container.querySelector<HTMLElement>('#contact');
    expect(contact).not.toBeNull();
    const form = within(contact as HTMLElement).getByRole('form', { name: page.contact.title });
    const config = contactForms[page.formKey];
    expect(within(form).getByLabelText(config.labels.company)).toBeTruthy();
    expect(within(form).getByRole('button', { name: config.submitLabel })).toBeTruthy();
  });

  it('links the header Get Quote to #contact and shows both phone lines as tel: links', () => {
    renderPage(id);
    for (const link of screen.getAllByRole('link', { name: 'Get Quote' })) {
      expect(link.getAttribute('href')).toBe('#contact');
    }
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toContain(company.phones.main.href);
    expect(hrefs).toContain(company.phones.industry.href);
    expect(screen.getByRole('link', { name: `Call ${company.phones.industry.display}` })).toBeTruthy();
  });

  it('renders no image without width, height and alt text', () => {
    const { container } = renderPage(id);
    for (const img of container.querySelectorAll('img')) {
      expect(img.getAttribute('alt')).not.toBeNull();
      expect(img.getAttribute('width')).not.toBeNull();
      expect(img.getAttribute('height')).not.toBeNull();
    }
    for (const svg of container.querySelectorAll('main svg')) {
      expect(svg.getAttribute('aria-hidden')).toBe('true');
    }
  });
});

describe('IndustryPage (real estate extras)', () => {
  const page = industryPages['real-estate'];

  it('has two hero actions: consultation to #contact and services to #services', () => {
    renderPage('real-estate');
    const [consult, view] = page.hero.ctas;
    expect(screen.getByRole('link', { name: consult?.label }).getAttribute('href')).toBe('#contact');
    expect(screen.getByRole('link', { name: view?.label }).getAttribute('href')).toBe('#services');
  });

  it('shows the three highlights and four bullets on each service card', () => {
    const { container } = renderPage('real-estate');
    for (const item of page.highlights?.items ?? []) {
      expect(screen.getByRole('heading', { level: 3, name: item.title })).toBeTruthy();
    }
    const cards = container.querySelectorAll('#services > * > ul > li');
    expect(cards).toHaveLength(6);
    for (const card of cards) expect(card.querySelectorAll('ul > li')).toHaveLength(4);
  });

  it('links to the four service pages and the four area pages', () => {
    renderPage('real-estate');
    for (const path of [
      '/managed-it-services',
      '/cybersecurity',
      '/cloud-solutions',
      '/it-consulting',
      '/toronto',
      '/mississauga',
      '/markham',
      '/vaughan',
    ]) {
      expect(screen.getAllByRole('link').some((link) => link.getAttribute('href') === path)).toBe(true);
    }
    const section = screen.getByRole('region', { name: page.relatedLinks?.title });
    expect(within(section).getAllByRole('link')).toHaveLength(8);
  });
});
