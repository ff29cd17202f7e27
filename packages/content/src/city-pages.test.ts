import { describe, expect, it } from 'vitest';
import { CITY_PAGE_IDS, type CityPage, cityPages, getLocation, testimonials } from './index.ts';

const pages = CITY_PAGE_IDS.map((id) => [id, cityPages[id]] as const);
const pairs = pages.flatMap((a, i) => pages.slice(i + 1).map((b) => [a, b] as const));

/** The page's visible text with every city name removed, as a set of lower-case words. */
function words(page: CityPage): Set<string> {
  const names = CITY_PAGE_IDS.map((id) => getLocation(id).name.toLowerCase());
  const text = [
    page.hero.title,
    page.hero.subtitle,
    page.localFocus.title,
    ...page.localFocus.paragraphs,
    ...page.localFocus.points,
    ...page.benefits.items.flatMap((item) => [item.title, item.text]),
    ...page.neighbourhoods.cards.flatMap((card) => [card.name, card.text]),
    ...page.faqs.flatMap((faq) => [faq.question, faq.answer]),
    page.servingAreasPanel.text,
  ]
    .join(' ')
    .toLowerCase();
  return new Set(text.split(/[^a-z0-9]+/).filter((word) => word.length > 3 && !names.includes(word)));
}

describe('city pages are not doorway pages', () => {
  it.each(pairs)('%s and %s share no FAQ question, testimonial or neighbourhood card', ([, a], [, b]) => {
    const questions = new Set(a.faqs.map((faq) => faq.question));
    expect(b.faqs.filter((faq) => questions.has(faq.question))).toEqual([]);
    expect(b.testimonials.ids.filter((id) => a.testimonials.ids.includes(id))).toEqual([]);
    const cards = new Set(a.neighbourhoods.cards.map((card) => card.name));
    expect(b.neighbourhoods.cards.filter((card) => cards.has(card.name))).toEqual([]);
    expect(b.localFocus.title).not.toBe(a.localFocus.title);
    expect(b.hero.title).not.toBe(a.hero.title);
    expect(b.faqSection.title).not.toBe(a.faqSection.title);
  });

  it.each(pairs)(
    '%s and %s share less than half of their words once city names are removed',
    ([, a], [, b]) => {
      const wa = words(a);
      const wb = words(b);
      const shared = [...wa].filter((word) => wb.has(word)).length;
      const jaccard = shared / (wa.size + wb.size - shared);
      expect(jaccard).toBeLessThan(0.5);
    },
  );

  it.each(pages)('%s shows testimonials from its own city', (id, page) => {
    for (const testimonialId of page.testimonials.ids) {
      const testimonial = testimonials.find((t) => t.id === testimonialId);
      expect(testimonial?.locationId).toBe(id);
    }
  });

  it.each(pages)('%s names neighbourhoods and landmarks of its own city', (id, page) => {
    const location = getLocation(id);
    expect(page.servingAreasPanel.landmarks).toEqual(location.landmarks);
    expect(page.servingAreasPanel.districts).toEqual(location.businessDistricts);
    for (const card of page.neighbourhoods.cards) {
      const known = [...location.neighbourhoods, ...location.businessDistricts].some((name) =>
        name.toLowerCase().includes(card.name.split(' and ')[0]?.toLowerCase() ?? card.name),
      );
      expect(known, `${card.name} is not an area of ${location.name}`).toBe(true);
    }
  });

  it('gives each city its own angle (§ brief: Financial District, Airport Corporate Centre, tech corridor, Concord)', () => {
    expect(JSON.stringify(cityPages.toronto.localFocus)).toMatch(/Financial District/);
    expect(JSON.stringify(cityPages.mississauga.localFocus)).toMatch(/Airport Corporate Centre/);
    expect(JSON.stringify(cityPages.mississauga.localFocus)).toMatch(/Square One/);
    expect(JSON.stringify(cityPages.markham.localFocus)).toMatch(/Highway 404/);
    expect(JSON.stringify(cityPages.vaughan.localFocus)).toMatch(/Concord/);
    expect(JSON.stringify(cityPages.vaughan.localFocus)).toMatch(/Vaughan Metropolitan Centre/);
  });

  it('sends the hero buttons to the contact section and the main phone line (§2)', () => {
    for (const [, page] of pages) {
      expect(page.hero.ctas.map((cta) => cta.target)).toEqual([
        { kind: 'anchor', id: 'contact' },
        { kind: 'phone', line: 'main' },
      ]);
    }
  });
});
