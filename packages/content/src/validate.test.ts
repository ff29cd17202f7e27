import { describe, expect, it } from 'vitest';
import { type Catalogue, catalogue, formatPath, validateCatalogue } from './index.ts';

/** A deep copy the test may break without touching the real catalogue. */
// biome-ignore lint/suspicious/noExplicitAny: tests break the typed catalogue on purpose.
const copy = (): any => structuredClone(catalogue);

const errorOf = (value: unknown): string => {
  try {
    validateCatalogue(value);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('validateCatalogue accepted a broken catalogue');
};

describe('validateCatalogue', () => {
  it('accepts the real catalogue and returns it', () => {
    expect(validateCatalogue(catalogue)).toBe(catalogue);
  });

  it('names the field of an unknown service id', () => {
    const broken = copy();
    broken.industries[2].services[3].serviceId = 'cloud';
    expect(errorOf(broken)).toContain('industries[2].services[3].serviceId: unknown service id "cloud"');
  });

  it('names a service card on an industry page that points at an unknown service', () => {
    const broken = copy();
    broken.industryPages.legal.services.items[4].serviceId = 'backups';
    expect(errorOf(broken)).toContain(
      'industryPages.legal.services.items[4].serviceId: unknown service id "backups"',
    );
  });

  it('rejects a location without coordinates', () => {
    const broken = copy();
    delete broken.locations[3].coordinates;
    expect(errorOf(broken)).toContain('locations[3].coordinates: missing coordinates (lat/lng)');
  });

  it('rejects coordinates outside the GTA', () => {
    const broken = copy();
    broken.locations[0].coordinates = { lat: 45.5, lng: -73.6 };
    expect(errorOf(broken)).toContain('locations[0].coordinates: (45.5, -73.6) is outside the GTA');
  });

  it('rejects a city page whose location is unknown', () => {
    const broken = copy();
    broken.cityPages.markham.locationId = 'stouffville';
    expect(errorOf(broken)).toContain('cityPages.markham.locationId: unknown location id "stouffville"');
  });

  it('rejects a form with an unknown size-band key or source', () => {
    const broken = copy();
    broken.contactForms['managed-it'].sizeBands = 'huge';
    broken.contactForms.legal.source = 'Legal Page';
    const message = errorOf(broken);
    expect(message).toContain('contactForms["managed-it"].sizeBands: unknown size-band key "huge"');
    expect(message).toContain('contactForms.legal.source: unknown source "Legal Page"');
  });

  it('rejects a page pointing at a form of another page', () => {
    const broken = copy();
    broken.cityPages.vaughan.formKey = 'markham';
    expect(errorOf(broken)).toContain(
      'cityPages.vaughan.formKey: form "markham" belongs to route "markham", not "vaughan"',
    );
  });

  it('rejects a link to an unknown route anywhere in the catalogue', () => {
    const broken = copy();
    broken.footer.groups[1].links[0].target = { kind: 'route', route: 'etobicoke' };
    expect(errorOf(broken)).toContain(
      'footer.groups[1].links[0].target.route: unknown route key "etobicoke"',
    );
  });

  it('rejects an unknown testimonial and a testimonial shown twice', () => {
    const broken = copy();
    broken.homePage.testimonialId = 'nobody';
    broken.cityPages.markham.testimonials.ids[0] = broken.cityPages.toronto.testimonials.ids[0];
    const message = errorOf(broken);
    expect(message).toContain('homePage.testimonialId: unknown testimonial id "nobody"');
    expect(message).toContain(
      'cityPages.markham.testimonials.ids[0]: testimonial "toronto-financial-district-law"',
    );
  });

  it('rejects duplicate titles and descriptions over 160 characters', () => {
    const broken = copy();
    broken.pageMeta.about.title = broken.pageMeta.home.title;
    broken.pageMeta.blog.description = 'x'.repeat(161);
    const message = errorOf(broken);
    expect(message).toContain('pageMeta.about.title: duplicate title, also used by "home"');
    expect(message).toContain('pageMeta.blog.description: must be at most 160 characters');
  });

  it('rejects a missing route in the page metadata', () => {
    const broken = copy();
    delete broken.pageMeta.vaughan;
    expect(errorOf(broken)).toContain('pageMeta: pageMeta keys must be exactly');
  });

  it('rejects wrong counts: 17 Toronto areas, the blog category counts, twelve terms sections', () => {
    const broken = copy();
    broken.cityPages.toronto.areasServed.areas.pop();
    broken.blogPage.categories[1].count = 9;
    broken.termsOfService.sections.pop();
    const message = errorOf(broken);
    expect(message).toContain('cityPages.toronto.areasServed.areas: needs 17 areas (§2), has 16');
    expect(message).toContain('blogPage.categories[1].count: must be 8 (§2), is 9');
    expect(message).toContain('termsOfService.sections: needs 12 numbered sections (§2), has 11');
  });

  it('rejects the same FAQ question on two city pages', () => {
    const broken = copy();
    broken.cityPages.vaughan.faqs[0].question = broken.cityPages.toronto.faqs[0].question;
    expect(errorOf(broken)).toContain(
      'cityPages.vaughan.faqs[0].question: same question as cityPages.toronto.faqs[0]',
    );
  });

  it('rejects placeholder text a visitor would see', () => {
    const broken = copy();
    broken.aboutPage.story.paragraphs[1] = 'Lorem ipsum dolor sit amet.';
    expect(errorOf(broken)).toContain('aboutPage.story.paragraphs[1]: placeholder text a visitor would see');
  });

  it('lists every problem, one per line, with a count', () => {
    const broken = copy();
    broken.services[0].id = 'managed';
    broken.caseStudies.pop();
    const message = errorOf(broken);
    expect(message).toMatch(/^Invalid content catalogue \(\d+ problems\):\n/);
    expect(message).toContain('caseStudies: needs 4 case studies, has 3');
    expect(message).toContain('services: service ids must be exactly');
  });

  it('rejects something that is not a catalogue at all', () => {
    expect(errorOf(null)).toContain('(catalogue)');
    expect(errorOf({} as Catalogue)).toContain('company:');
  });
});

describe('formatPath', () => {
  it('writes paths the way code reads them', () => {
    expect(formatPath(['industries', 2, 'services', 4, 'serviceId'])).toBe(
      'industries[2].services[4].serviceId',
    );
    expect(formatPath(['contactForms', 'managed-it', 'source'])).toBe('contactForms["managed-it"].source');
    expect(formatPath([])).toBe('(catalogue)');
  });
});
