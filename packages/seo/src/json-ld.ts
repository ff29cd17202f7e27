/**
 * JSON-LD builders typed with schema-dts, from the catalogue (specification §2 "Every page sets its own
 * metadata", §3 "Locations" structured data facts; where the specification gives two values, one is kept
 * everywhere). Every builder is pure: the site origin comes in as `siteUrl`, facts come from @northline/content.
 */
import {
  company,
  complianceFrameworks,
  type Faq,
  getLocation,
  type Industry,
  type Location,
  type LocationId,
  type Price,
  type PriceUnit,
  type Service,
} from '@northline/content';
import type {
  BreadcrumbList,
  City,
  FAQPage,
  Graph,
  LocalBusiness,
  OpeningHoursSpecification,
  Organization,
  PostalAddress,
  ProfessionalService,
  Service as ServiceSchema,
  Thing,
  WithContext,
} from 'schema-dts';
import { absoluteUrl, normalizeSiteUrl } from './url.ts';

/**
 * One JSON-LD document a page may carry: a builder's result (`WithContext<Thing>`), a `@graph`, or a plain
 * object written in the catalogue (compatible with `structuredData` of `pageMetadataSchema`, §3).
 */
export type JsonLdInput = WithContext<Thing> | Graph | Readonly<Record<string, unknown>>;

/**
 * One JSON-LD document or a list of them (as `structuredData` accepts) as a list; `undefined` is an empty list.
 *
 * @param value - nothing, one document or a list of documents
 * @returns the documents, in order
 */
export function jsonLdList(value: JsonLdInput | readonly JsonLdInput[] | undefined): readonly JsonLdInput[] {
  if (value === undefined) return [];
  return isJsonLdArray(value) ? value : [value];
}

function isJsonLdArray(value: JsonLdInput | readonly JsonLdInput[]): value is readonly JsonLdInput[] {
  return Array.isArray(value);
}

/** The `@id` fragments that tie the documents of a page together (one business, one organization). */
export const JSON_LD_IDS = {
  /** The LocalBusiness: `${siteUrl}/#business`. */
  business: '#business',
  /** The Organization: `${siteUrl}/#organization`. */
  organization: '#organization',
} as const;

const SCHEMA_CONTEXT = 'https://schema.org' as const;

/** `${siteUrl}/#business` and friends. */
function siteId(siteUrl: string, fragment: string): string {
  return `${normalizeSiteUrl(siteUrl)}/${fragment}`;
}

/** The company's office as a schema.org PostalAddress. */
function postalAddress(): PostalAddress {
  const { address } = company;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** A served city as a schema.org City. */
function city(location: Location): City {
  return {
    '@type': 'City',
    name: location.name,
    containedInPlace: { '@type': 'AdministrativeArea', name: location.region },
  };
}

/**
 * The cities named as areaServed (§3: Toronto, Mississauga, Markham, Vaughan), plus `extra` when it is not one
 * of them (a page about Oakville still names Oakville).
 */
function areaServed(extra?: LocationId): City[] {
  const ids: LocationId[] = [...company.areaServed];
  if (extra && !ids.includes(extra)) ids.push(extra);
  return ids.map((id) => city(getLocation(id)));
}

/** Office hours as openingHoursSpecification (Mon-Fri 08:00-18:00, Sat 09:00-17:00, as on the pages). */
function openingHours(): OpeningHoursSpecification[] {
  return company.hours.rules.map((rule) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [...rule.days],
    opens: rule.opens,
    closes: rule.closes,
  }));
}

/** The properties every description of the business shares (name and address are required by Google). */
function businessProperties(siteUrl: string, location?: LocationId) {
  return {
    name: company.name,
    description: company.description,
    url: absoluteUrl(siteUrl, '/'),
    telephone: company.phones.main.e164,
    email: company.email,
    address: postalAddress(),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: company.coordinates.lat,
      longitude: company.coordinates.lng,
    },
    openingHoursSpecification: openingHours(),
    areaServed: areaServed(location),
    priceRange: company.priceRange,
    currenciesAccepted: company.currency,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: company.rating.value,
      bestRating: company.rating.best,
      worstRating: 1,
      reviewCount: company.rating.count,
    },
    foundingDate: String(company.foundingYear),
  } satisfies Partial<LocalBusiness & object>;
}

/** Options of {@link localBusinessJsonLd}. */
export interface LocalBusinessOptions {
  /** Site origin, e.g. `https://www.northline-it.example` (the `SITE_URL` setting). */
  siteUrl: string;
  /**
   * The city the page is about (city pages, §2). Added to areaServed when it is not one of the four cities of
   * §3. Default: none (the four cities only).
   */
  location?: LocationId;
}

/**
 * The company as a schema.org LocalBusiness (§2 "local business", §3 structured data facts): name, address
 * (both required by Google), description, url, telephone (E.164), email, geo (office coordinates, decimal
 * degrees), openingHoursSpecification (the pages' hours), areaServed (Toronto, Mississauga, Markham, Vaughan),
 * priceRange '$$', currenciesAccepted 'CAD', aggregateRating 4.9 of 5 from 150 reviews and foundingDate '2012'.
 * Its `@id` is `${siteUrl}/#business`.
 *
 * @param options - the site origin and, on a city page, its location
 * @returns a JSON-LD document for a `script:ld+json` meta descriptor
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function localBusinessJsonLd(options: LocalBusinessOptions): WithContext<LocalBusiness> {
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'LocalBusiness',
    '@id': siteId(options.siteUrl, JSON_LD_IDS.business),
    ...businessProperties(options.siteUrl, options.location),
  };
}

/** Options of {@link professionalServiceJsonLd}. */
export interface ProfessionalServiceOptions {
  /** Site origin (the `SITE_URL` setting). */
  siteUrl: string;
  /** Root-relative path of the page that carries it, e.g. `/manufacturing-it-services`. */
  path: string;
  /** The industry the page serves (its name, summary and compliance frameworks are used). */
  industry: Industry;
}

/**
 * The company's practice for one industry as a schema.org ProfessionalService (§2: "the manufacturing and real
 * estate pages set their own professional-service data"). It has every property of
 * {@link localBusinessJsonLd} (name and address included), with the name '<company> <industry> IT Services',
 * the industry's summary as description, the page URL as url, `knowsAbout` (the industry and its compliance
 * frameworks) and `parentOrganization` pointing at the business. Its `@id` is `<page URL>#professional-service`.
 *
 * @param options - site origin, page path and industry
 * @returns a JSON-LD document for a `script:ld+json` meta descriptor
 * @throws TypeError when `siteUrl` or `path` is invalid
 */
export function professionalServiceJsonLd(
  options: ProfessionalServiceOptions,
): WithContext<ProfessionalService> {
  const { siteUrl, path, industry } = options;
  const pageUrl = absoluteUrl(siteUrl, path);
  const frameworks = complianceFrameworks.filter((framework) => industry.compliance.includes(framework.id));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'ProfessionalService',
    '@id': `${pageUrl}#professional-service`,
    ...businessProperties(siteUrl),
    name: `${company.name} ${industry.name} IT Services`,
    description: industry.summary,
    url: pageUrl,
    knowsAbout: [`${industry.name} IT`, ...frameworks.map((framework) => framework.fullName)],
    parentOrganization: { '@id': siteId(siteUrl, JSON_LD_IDS.business) },
  };
}

/** Options of {@link organizationJsonLd}. */
export interface OrganizationOptions {
  /** Site origin (the `SITE_URL` setting). */
  siteUrl: string;
  /** Root-relative path or absolute URL of the logo image, when the site has one. Default: none. */
  logo?: string;
}

/**
 * The company as a schema.org Organization (Google: name and url; also legal contact facts): name, url,
 * description, email, telephone, address, foundingDate and a customer-support contactPoint (English, Canada).
 * Its `@id` is `${siteUrl}/#organization`.
 *
 * @param options - the site origin and an optional logo
 * @returns a JSON-LD document for a `script:ld+json` meta descriptor
 * @throws TypeError when `siteUrl` or `logo` is invalid
 */
export function organizationJsonLd(options: OrganizationOptions): WithContext<Organization> {
  const { siteUrl, logo } = options;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Organization',
    '@id': siteId(siteUrl, JSON_LD_IDS.organization),
    name: company.name,
    url: absoluteUrl(siteUrl, '/'),
    description: company.description,
    ...(logo ? { logo: absoluteUrl(siteUrl, logo) } : {}),
    email: company.email,
    telephone: company.phones.main.e164,
    address: postalAddress(),
    foundingDate: String(company.foundingYear),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: company.phones.main.e164,
      email: company.email,
      areaServed: company.address.country,
      availableLanguage: 'English',
    },
  };
}

/**
 * The questions and answers of a page as a schema.org FAQPage (§2 "FAQ page"): `mainEntity` is one Question
 * per FAQ with its `name` (the question) and `acceptedAnswer.text` (the answer), as Google requires.
 *
 * @param faqs - the page's FAQs from the catalogue, in display order
 * @returns a JSON-LD document for a `script:ld+json` meta descriptor
 * @throws RangeError when `faqs` is empty (Google requires at least one question)
 */
export function faqPageJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
  if (faqs.length === 0) throw new RangeError('A FAQPage needs at least one question');
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** How a price's unit reads in `unitText`. */
const UNIT_TEXT: Record<PriceUnit, string> = {
  'per-user-per-month': 'per user per month',
  'per-month': 'per month',
  'one-time': 'one-time',
  'per-hour': 'per hour',
};

/** Options of {@link serviceJsonLd}. */
export interface ServiceOptions {
  /** Site origin (the `SITE_URL` setting). */
  siteUrl: string;
  /** A city to add to areaServed when it is not one of the four of §3. Default: none. */
  location?: LocationId;
}

/**
 * A core service as a schema.org Service with its starting price as an Offer in CAD (§1 "Currency is CAD", §9
 * prices): name, description, serviceType, url (the service's page, or the services overview when it has
 * none), provider (the business, by `@id`, with its name, url, telephone and address), areaServed and
 * `offers` { price (number, CAD), priceCurrency 'CAD', description ('From $99 per user per month'),
 * priceSpecification (UnitPriceSpecification with unitText, and minPrice for starting prices) }.
 *
 * @param service - the service from the catalogue
 * @param options - site origin and optional extra city
 * @returns a JSON-LD document for a `script:ld+json` meta descriptor
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function serviceJsonLd(service: Service, options: ServiceOptions): WithContext<ServiceSchema> {
  const { siteUrl, location } = options;
  const pageUrl = absoluteUrl(siteUrl, service.route ? `/${service.route}` : '/services');
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Service',
    '@id': `${pageUrl}#service-${service.id}`,
    name: service.name,
    description: service.description,
    serviceType: service.name,
    url: pageUrl,
    provider: {
      '@type': 'LocalBusiness',
      '@id': siteId(siteUrl, JSON_LD_IDS.business),
      name: company.name,
      url: absoluteUrl(siteUrl, '/'),
      telephone: company.phones.main.e164,
      address: postalAddress(),
    },
    areaServed: areaServed(location),
    offers: priceOffer(service.startingPrice, pageUrl),
  };
}

/** A catalogue price as a schema.org Offer in CAD. */
function priceOffer(price: Price, url: string) {
  return {
    '@type': 'Offer' as const,
    price: price.amountCad,
    priceCurrency: company.currency,
    description: price.display,
    url,
    priceSpecification: {
      '@type': 'UnitPriceSpecification' as const,
      price: price.amountCad,
      priceCurrency: company.currency,
      unitText: UNIT_TEXT[price.unit],
      ...(price.from ? { minPrice: price.amountCad } : {}),
    },
  };
}

/** One step of a breadcrumb trail. */
export interface BreadcrumbItem {
  /** The page's short name, e.g. 'Managed IT Services'. */
  name: string;
  /** Root-relative path (`/managed-it-services`) or absolute URL. */
  path: string;
}

/**
 * A breadcrumb trail as a schema.org BreadcrumbList (§2: every page): `itemListElement` is one ListItem per step
 * with `position` (1-based), `name` and `item` (absolute URL, no trailing slash except the root), as Google
 * requires.
 *
 * @param items - the trail from the home page to the current page
 * @param options - the site origin
 * @returns a JSON-LD document for a `script:ld+json` meta descriptor
 * @throws RangeError when `items` is empty; TypeError when `siteUrl` or a path is invalid
 */
export function breadcrumbJsonLd(
  items: readonly BreadcrumbItem[],
  options: { siteUrl: string },
): WithContext<BreadcrumbList> {
  if (items.length === 0) throw new RangeError('A BreadcrumbList needs at least one item');
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(options.siteUrl, item.path),
    })),
  };
}

/** Characters that must not appear raw inside a `<script>` element, and their JSON escapes. */
const SCRIPT_UNSAFE: Readonly<Record<string, string>> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON text of a JSON-LD document that is safe inside `<script type="application/ld+json">`: `<`, `>`, `&`,
 * U+2028 and U+2029 are written as `\u003c`, `\u003e`, `\u0026`, `\u2028`, `\u2029`, so content containing
 * `</script>` or `<!--` cannot end the element, and the text still parses back to the same value with
 * `JSON.parse`.
 *
 * React Router 8.4's `script:ld+json` meta descriptor already escapes the same five characters (its
 * `escapeHtml` in lib/dom/ssr/markup.ts), so the site does not need this for meta descriptors; use it whenever
 * JSON-LD is written into HTML by other means (a hand-written `<script dangerouslySetInnerHTML>`, a template).
 *
 * @param data - any JSON-serialisable value
 * @returns the escaped JSON text
 * @throws TypeError when `data` cannot be serialised (undefined, a function, a cycle, a BigInt)
 */
export function serializeJsonLd(data: unknown): string {
  const json = JSON.stringify(data);
  if (json === undefined) throw new TypeError('JSON-LD must be a JSON-serialisable value');
  return json.replace(/[<>&\u2028\u2029]/g, (character) => SCRIPT_UNSAFE[character] ?? character);
}
