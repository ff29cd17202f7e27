// @vitest-environment jsdom
import {
  CITY_PAGE_IDS,
  CITY_PAGE_LABELS,
  cityPages,
  company,
  contactForms,
  getTestimonial,
} from '@northline/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CITY_PAGE_SECTIONS, CityPage } from './city-page.tsx';
import { headingLevels, renderPage, skippedHeading } from './landing-test-helpers.tsx';

/** §2: the number of areas served per city. */
const AREA_COUNTS = { toronto: 17, mississauga: 13, markham: 13, vaughan: 12 } as const;

const region = (name: string) => screen.getByRole('region', { name });

describe.each(CITY_PAGE_IDS)('the %s page', (id) => {
  const page = cityPages[id];

  it('has one h1, the hero title, and headings that never skip a level', () => {
    const { container } = renderPage(<CityPage page={page} />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      page.hero.title,
    ]);
    expect(skippedHeading(headingLevels(container))).toBeUndefined();
  });

  it('has a hero button to #contact and a call button dialling the company phone', () => {
    renderPage(<CityPage page={page} />);
    const hero = region(page.hero.title);
    expect(within(hero).getByRole('link', { name: 'Get Free Assessment' }).getAttribute('href')).toBe(
      '#contact',
    );
    expect(
      within(hero)
        .getByRole('link', { name: `Call ${company.phones.main.display}` })
        .getAttribute('href'),
    ).toBe(company.phones.main.href);
  });

  it(`lists exactly the ${AREA_COUNTS[id]} areas served of the content`, () => {
    renderPage(<CityPage page={page} />);
    const list = screen.getByRole('list', { name: page.areasServed.title });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([...page.areasServed.areas]);
    expect(items).toHaveLength(AREA_COUNTS[id]);
  });

  it('shows the summary panel, the serving-areas panel with districts and landmarks, and the cards', () => {
    renderPage(<CityPage page={page} />);
    const summary = screen.getByRole('heading', { name: page.summaryPanel.title })
      .parentElement as HTMLElement;
    for (const item of page.summaryPanel.items) expect(within(summary).getByText(item.value)).toBeTruthy();
    const areas = region(page.areasServed.title);
    expect(within(areas).getByRole('heading', { name: page.servingAreasPanel.title })).toBeTruthy();
    expect(within(areas).getByRole('heading', { name: CITY_PAGE_LABELS.districts })).toBeTruthy();
    for (const landmark of page.servingAreasPanel.landmarks)
      expect(within(areas).getAllByText(landmark).length).toBeGreaterThan(0);
    const cards = within(region(page.neighbourhoods.title)).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual(page.neighbourhoods.cards.map((card) => card.name));
    expect(within(region(page.benefits.title)).getAllByRole('heading', { level: 3 })).toHaveLength(
      page.benefits.items.length,
    );
  });

  it('shows its two local testimonials', () => {
    renderPage(<CityPage page={page} />);
    const testimonials = region(page.testimonials.title);
    for (const testimonialId of page.testimonials.ids) {
      const testimonial = getTestimonial(testimonialId);
      expect(within(testimonials).getByText(testimonial.name)).toBeTruthy();
      expect(within(testimonials).getByText(`“${testimonial.text}”`)).toBeTruthy();
    }
  });

  it("puts the city's form in section#contact (source and 120 px textarea from its config) before the FAQ", () => {
    const { container } = renderPage(<CityPage page={page} />);
    const contact = container.querySelector('section#contact') as HTMLElement;
    const form = within(contact).getByRole('form', { name: page.contact.title });
    // Submitted before hydration, the details must not land in the URL (PIPEDA).
    expect(form.getAttribute('method')).toBe('post');
    expect(contactForms[page.formKey].source).toMatch(/Location Page$/);
    const faq = region(page.faqSection.title);
    expect(contact.compareDocumentPosition(faq) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    for (const entry of page.faqs)
      expect(within(faq).getByRole('button', { name: entry.question })).toBeTruthy();
  });

  it('uses icons only as decoration and no images', () => {
    const { container } = renderPage(<CityPage page={page} />);
    expect(container.querySelectorAll('img')).toHaveLength(0);
    for (const svg of container.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('city pages', () => {
  it('alternate white and tinted sections, with the FAQ after the contact form (§2)', () => {
    expect(CITY_PAGE_SECTIONS.map((section) => section.key)).toEqual([
      'benefits',
      'local',
      'areas',
      'neighbourhoods',
      'testimonials',
      'contact',
      'faq',
    ]);
    expect(CITY_PAGE_SECTIONS.some((section) => section.tone === 'urgent')).toBe(false);
  });

  it('read differently: each shows its own hero, neighbourhoods, testimonials and questions', () => {
    const seen = new Set<string>();
    for (const id of CITY_PAGE_IDS) {
      const { container, unmount } = renderPage(<CityPage page={cityPages[id]} />);
      const text = container.textContent ?? '';
      for (const other of CITY_PAGE_IDS.filter((candidate) => candidate !== id)) {
        for (const card of cityPages[other].neighbourhoods.cards) expect(text).not.toContain(card.text);
        for (const faq of cityPages[other].faqs) expect(text).not.toContain(faq.question);
      }
      seen.add(cityPages[id].hero.title);
      unmount();
    }
    expect(seen.size).toBe(CITY_PAGE_IDS.length);
  });
});
