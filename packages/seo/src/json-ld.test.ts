import { industries, pageFaqs, ROUTE_KEYS, type RouteKey, services } from '@northline/content';
import { describe, expect, it } from 'vitest';
import {
  breadcrumbJsonLd,
  faqPageJsonLd,
  localBusinessJsonLd,
  organizationJsonLd,
  professionalServiceJsonLd,
  serializeJsonLd,
  serviceJsonLd,
} from './json-ld.ts';
import { routeBreadcrumbs, routeJsonLd } from './route-meta.ts';

const SITE = 'https://www.northline-it.example';

type Json = Record<string, unknown>;

/** Serialises, checks it parses back to the same value, and returns the parsed object. */
function roundTrip(document: unknown): Json {
  const parsed = JSON.parse(serializeJsonLd(document)) as Json;
  expect(parsed).toEqual(document);
  return parsed;
}

function list(value: unknown): Json[] {
  expect(Array.isArray(value)).toBe(true);
  return value as Json[];
}

function expectBusiness(document: Json) {
  expect(document['@context']).toBe('https://schema.org');
  expect(document.name).toBe('Northline IT');
  expect(document.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: expect.any(String),
    addressLocality: 'Toronto',
    addressRegion: 'ON',
    postalCode: expect.stringMatching(/^M5H/),
    addressCountry: 'CA',
  });
  expect(document.priceRange).toBe('$$');
  expect(document.foundingDate).toBe('2012');
  expect(document.telephone).toBe('+14165550142');
  expect(document.email).toBe('hello@northline-it.example');
  expect(document.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 150, bestRating: 5 });
  expect(document.geo).toMatchObject({ '@type': 'GeoCoordinates', latitude: expect.any(Number) });
  expect(list(document.areaServed).map((place) => place.name)).toEqual(
    expect.arrayContaining(['Toronto', 'Mississauga', 'Markham', 'Vaughan']),
  );
  expect(list(document.openingHoursSpecification)).toEqual([
    expect.objectContaining({
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    }),
    expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '09:00', closes: '17:00' }),
  ]);
}

describe('JSON-LD builders: the properties Google requires', () => {
  it('LocalBusiness: name, address, and the §3 facts', () => {
    const document = roundTrip(localBusinessJsonLd({ siteUrl: SITE }));
    expect(document['@type']).toBe('LocalBusiness');
    expect(document['@id']).toBe(`${SITE}/#business`);
    expect(document.url).toBe(`${SITE}/`);
    expectBusiness(document);
    expect(list(document.areaServed)).toHaveLength(4);
  });

  it('LocalBusiness on a page about another city names that city too', () => {
    const document = roundTrip(localBusinessJsonLd({ siteUrl: SITE, location: 'oakville' }));
    expect(list(document.areaServed).map((place) => place.name)).toContain('Oakville');
  });

  it('ProfessionalService: name, address and the industry', () => {
    const industry = industries.find((candidate) => candidate.id === 'manufacturing');
    if (!industry) throw new Error('manufacturing missing');
    const document = roundTrip(
      professionalServiceJsonLd({ siteUrl: SITE, path: '/manufacturing-it-services', industry }),
    );
    expect(document['@type']).toBe('ProfessionalService');
    expectBusiness({ ...document, name: 'Northline IT' });
    expect(document.name).toBe('Northline IT Manufacturing IT Services');
    expect(document.url).toBe(`${SITE}/manufacturing-it-services`);
  });

  it('Organization: name and url', () => {
    const document = roundTrip(organizationJsonLd({ siteUrl: SITE, logo: '/logo.png' }));
    expect(document).toMatchObject({ '@type': 'Organization', name: 'Northline IT', url: `${SITE}/` });
    expect(document.logo).toBe(`${SITE}/logo.png`);
  });

  it('FAQPage: mainEntity of Questions with name and acceptedAnswer text', () => {
    const document = roundTrip(
      faqPageJsonLd([
        { question: 'How fast?', answer: '15 minutes in Toronto.' },
        { question: 'How much?', answer: 'From $99.' },
      ]),
    );
    expect(document['@type']).toBe('FAQPage');
    const questions = list(document.mainEntity);
    expect(questions).toHaveLength(2);
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(question.name).toEqual(expect.any(String));
      expect(question.acceptedAnswer).toMatchObject({ '@type': 'Answer', text: expect.any(String) });
    }
    expect(() => faqPageJsonLd([])).toThrow(RangeError);
  });

  it('Service: name, provider, and an offer in CAD', () => {
    for (const service of services) {
      const document = roundTrip(serviceJsonLd(service, { siteUrl: SITE }));
      expect(document['@type']).toBe('Service');
      expect(document.name).toBe(service.name);
      expect(document.provider).toMatchObject({ '@type': 'LocalBusiness', name: 'Northline IT' });
      expect(document.offers).toMatchObject({
        '@type': 'Offer',
        price: service.startingPrice.amountCad,
        priceCurrency: 'CAD',
        priceSpecification: { priceCurrency: 'CAD' },
      });
    }
    const managed = services.find((service) => service.id === 'managed-it');
    if (!managed) throw new Error('managed-it missing');
    expect(serviceJsonLd(managed, { siteUrl: SITE }).offers).toMatchObject({
      price: 99,
      priceSpecification: { unitText: 'per user per month', minPrice: 99 },
    });
  });

  it('BreadcrumbList: itemListElement with position, name and item', () => {
    const document = roundTrip(
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Toronto', path: '/toronto' },
        ],
        { siteUrl: SITE },
      ),
    );
    expect(document.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'Toronto', item: `${SITE}/toronto` },
    ]);
    expect(() => breadcrumbJsonLd([], { siteUrl: SITE })).toThrow(RangeError);
  });
});

describe('routeJsonLd: the structured data of every page', () => {
  const types = (key: RouteKey) =>
    routeJsonLd(key, { siteUrl: SITE, faqs: pageFaqs[key] }).map(
      (document) => (roundTrip(document) as Json)['@type'],
    );

  it('gives every page a business document and a BreadcrumbList', () => {
    for (const key of ROUTE_KEYS) {
      const found = types(key);
      expect(found, key).toContain('BreadcrumbList');
      expect(
        found.includes('LocalBusiness') || found.includes('ProfessionalService'),
        `${key} has a business`,
      ).toBe(true);
    }
  });

  it('uses ProfessionalService on the manufacturing and real estate pages only (§2)', () => {
    for (const key of ROUTE_KEYS) {
      const professional = key === 'manufacturing-it-services' || key === 'real-estate-it-services';
      expect(types(key).includes('ProfessionalService'), key).toBe(professional);
    }
  });

  it('adds a Service on the service pages, FAQPage where the page has FAQs, Organization on home', () => {
    expect(types('managed-it-services')).toContain('Service');
    expect(types('services').filter((type) => type === 'Service')).toHaveLength(services.length);
    expect(types('home')).toEqual(expect.arrayContaining(['Organization', 'FAQPage']));
    expect(types('toronto')).toContain('FAQPage');
    expect(types('privacy-policy')).not.toContain('FAQPage');
    expect(
      routeJsonLd('home', { siteUrl: SITE }).map((document) => (document as Json)['@type']),
    ).not.toContain('FAQPage');
  });

  it('builds breadcrumbs from the route table', () => {
    expect(routeBreadcrumbs('home')).toEqual([{ name: 'Home', path: '/' }]);
    expect(routeBreadcrumbs('cybersecurity')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'Cybersecurity', path: '/cybersecurity' },
    ]);
    expect(routeBreadcrumbs('vaughan')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Vaughan', path: '/vaughan' },
    ]);
  });
});

describe('serializeJsonLd: safe inside <script>', () => {
  const hostile = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    name: '</script><script>alert("x")</script> <!-- & \u2028\u2029',
  };

  it('escapes <, >, &, U+2028 and U+2029', () => {
    const text = serializeJsonLd(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).not.toContain('</script');
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028');
    expect(text).toContain('\\u2029');
  });

  it('parses back to the same value', () => {
    expect(JSON.parse(serializeJsonLd(hostile))).toEqual(hostile);
  });

  it('cannot close the script element when placed in HTML', () => {
    const html = `<script type="application/ld+json">${serializeJsonLd(hostile)}</script>`;
    expect(html.match(/<\/script/gi)).toHaveLength(1);
  });

  it('rejects what is not JSON', () => {
    expect(() => serializeJsonLd(undefined)).toThrow(TypeError);
  });
});
