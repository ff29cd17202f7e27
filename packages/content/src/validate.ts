/**
 * `validateCatalogue`: checks the shape of the catalogue with zod, then every reference between its parts
 * (service, industry, location, testimonial, certification, compliance, route and form keys), the counts
 * the specification fixes, and the metadata rules. `index.ts` runs it on the real catalogue at module load,
 * so a broken catalogue fails the build and every test.
 */
import { DEFAULT_LOCATION_ID, INDUSTRIES, LOCATION_IDS, SERVICE_IDS } from '@northline/schemas';
import * as z from 'zod';
import type { Catalogue } from './catalogue.ts';
import { FORM_SOURCES, SIZE_BAND_SET_KEYS } from './forms.ts';
import { META_DESCRIPTION_MAX } from './meta.ts';
import type { ServicePageBase } from './pages/service-pages.ts';
import { ROUTE_KEYS } from './routes.ts';

// ---------------------------------------------------------------- structure

const text = z.string().trim().min(1, 'must not be empty');
const textList = z.array(text);
const iconName = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case lucide icon name');
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'must be a real calendar date');
const displayDate = z.object({ iso: isoDate, display: text });

const coordinates = z.object(
  {
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  },
  {
    error: (issue) => (issue.input === undefined ? 'missing coordinates (lat/lng)' : 'must be { lat, lng }'),
  },
);

const linkTarget = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('route'),
    route: z.string(),
    hash: z.string().optional(),
    newTab: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('anchor'), id: text }),
  z.object({ kind: z.literal('phone'), line: z.enum(['main', 'industry']) }),
  z.object({ kind: z.literal('email') }),
]);
const cta = z.object({ label: text, target: linkTarget });
const ctaList = z.array(cta);
const feature = z.object({ title: text, text, icon: iconName });
const serviceCard = feature.extend({ serviceId: z.string().optional(), bullets: textList.optional() });
const faq = z.object({
  question: text.refine((value) => value.endsWith('?'), 'a question must end with "?"'),
  answer: text,
});
const faqList = z.array(faq).min(1, 'needs at least one FAQ');
const stat = z.object({ value: text, label: text });
const section = z.object({ title: text, intro: text.optional() });
const hero = z.object({
  eyebrow: text.optional(),
  title: text,
  subtitle: text,
  proof: text.optional(),
  ctas: ctaList,
});
const processSteps = z.object({
  title: text,
  intro: text,
  steps: z
    .array(z.object({ step: z.number().int().positive(), title: text, text, duration: text }))
    .length(4, 'a process has exactly four steps (§2)'),
});
const price = z.object({
  amountCad: z.number().nonnegative(),
  unit: z.enum(['per-user-per-month', 'per-month', 'one-time', 'per-hour']),
  from: z.boolean(),
  display: text,
  short: text,
});
const phoneNumber = z.object({
  display: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must look like (416) 555-0142'),
  e164: z.string().regex(/^\+1\d{10}$/, 'must be E.164, +1 and ten digits'),
  href: z.string().regex(/^tel:\+1\d{10}$/, 'must be tel:+1 and ten digits'),
});

const company = z.object({
  name: text,
  tagline: text,
  fullTitle: text,
  description: text,
  foundingYear: z.number().int().min(1900).max(2100),
  phones: z.object({ main: phoneNumber, industry: phoneNumber }),
  email: z.email('must be an email address'),
  address: z.object({
    streetAddress: text,
    locality: text,
    region: z.string().length(2),
    postalCode: z.string().regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'must be a Canadian postal code (A1A 1A1)'),
    country: z.literal('CA'),
    isPlaceholder: z.boolean(),
  }),
  coordinates,
  hours: z.object({
    rules: z.array(z.object({ days: z.array(text).min(1), opens: text, closes: text })).min(1),
    timeZone: z.literal('America/Toronto'),
    display: textList,
    emergency: text,
  }),
  rating: z.object({
    value: z.number().min(0).max(5),
    best: z.literal(5),
    count: z.number().int().positive(),
    display: text,
  }),
  priceRange: text,
  currency: z.literal('CAD'),
  serviceRadiusKm: z.number().positive(),
  areaServed: z.array(z.string()).min(1),
  defaultSiteUrl: z.url(),
});

const service = z.object({
  id: text,
  name: text,
  shortName: text,
  summary: text,
  description: text,
  startingPrice: price,
  benefits: textList.min(1),
  includes: textList.min(1),
  route: z.string().optional(),
  icon: iconName,
  keywords: textList.min(1),
});

const industry = z.object({
  id: text,
  name: text,
  summary: text,
  challenges: textList.min(1),
  compliance: z.array(z.string()),
  services: z.array(z.object({ serviceId: z.string(), why: text })).min(1),
  route: z.string().optional(),
  icon: iconName,
  keywords: textList.min(1),
});

const location = z.object({
  id: text,
  name: text,
  province: z.literal('ON'),
  region: text,
  isDefault: z.boolean(),
  coordinates,
  postalCodePrefixes: z
    .array(z.string().regex(/^[ABCEGHJ-NPRSTVXY]\d[A-Z]$/, 'must be a forward sortation area such as M5H'))
    .min(1),
  neighbourhoods: textList.min(1),
  businessDistricts: textList.min(1),
  landmarks: textList.min(1),
  keywords: textList.min(1),
  responseMinutes: z.number().int().positive(),
  onSite: text,
  businessesServed: text,
  route: z.string().optional(),
});

const testimonial = z.object({
  id: text,
  name: text,
  role: text,
  company: text,
  neighbourhood: text,
  locationId: z.string(),
  industryId: z.string().optional(),
  text,
  rating: z.literal(5, 'testimonials are rated 5 (§3)'),
});

const caseStudy = z.object({
  id: text,
  industryId: z.string(),
  locationId: z.string(),
  title: text,
  client: text,
  challenge: text,
  solution: textList.min(1),
  results: z.array(z.object({ metric: text, label: text })).min(1),
  timeframe: text,
  investment: z.object({
    setupCad: z.number().nonnegative(),
    monthlyCad: z.number().nonnegative(),
    display: text,
  }),
  serviceIds: z.array(z.string()).min(1),
});

const pageMetaEntry = z.object({
  title: text,
  description: text.max(META_DESCRIPTION_MAX, `must be at most ${META_DESCRIPTION_MAX} characters (§9)`),
  keywords: textList.min(1),
  ogTitle: text.optional(),
  locationId: z.string().optional(),
  serviceId: z.string().optional(),
  lastModified: isoDate,
});

const toastCopy = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text }),
  z.object({ kind: z.literal('serverMessage'), fallback: text }),
  z.object({ kind: z.literal('errorMessage'), fallback: text }),
]);

const contactForm = z.object({
  page: text,
  route: z.string(),
  anchorId: text,
  schema: z.enum(['A', 'B']),
  messageOverrides: z.object({ company: text.optional(), employees: text.optional() }).optional(),
  labels: z.object({
    firstName: text,
    lastName: text,
    email: text,
    phone: text,
    company: text,
    employees: text,
    message: text,
  }),
  employeesPlaceholder: text,
  sizeBands: z.string(),
  source: z.string(),
  submitLabel: text,
  submittingLabel: z.enum(['Submitting...', 'Sending...']),
  success: z.object({ title: text, description: toastCopy }),
  failure: z.object({ title: text, description: toastCopy }),
  keepValuesOnFailure: z.boolean(),
  textarea: z.union([
    z.object({ minHeightPx: z.number().int().positive() }),
    z.object({ rows: z.number().int().positive() }),
  ]),
  privacyNotice: z.object({ text, linkLabel: text }),
});

const servicePageBase = z.object({
  serviceId: z.string(),
  route: z.string(),
  formKey: z.string(),
  hero,
  benefits: section.extend({ items: z.array(feature).min(1) }),
  services: section.extend({ items: z.array(serviceCard).length(6, 'needs exactly six service cards (§2)') }),
  process: processSteps,
  contact: section.extend({ points: textList }),
  faqs: faqList,
  faqSection: section,
});

const cityPage = z.object({
  locationId: z.string(),
  route: z.string(),
  formKey: z.string(),
  responseMinutes: z.number().int().positive(),
  hero,
  localFocus: section.extend({ paragraphs: textList.min(1), points: textList.min(1) }),
  benefits: section.extend({ items: z.array(feature).min(1) }),
  areasServed: section.extend({ areas: textList.min(1) }),
  summaryPanel: z.object({ title: text, items: z.array(z.object({ label: text, value: text })).min(1) }),
  servingAreasPanel: z.object({ title: text, text, districts: textList.min(1), landmarks: textList.min(1) }),
  neighbourhoods: section.extend({ cards: z.array(z.object({ name: text, text })).min(1) }),
  testimonials: section.extend({
    ids: z.array(z.string()).length(2, 'a city page shows two testimonials (§2)'),
  }),
  faqs: faqList,
  faqSection: section,
  contact: section,
});

const industryPage = z.object({
  industryId: z.string(),
  route: z.string(),
  formKey: z.string(),
  hero: hero.extend({ trustBadges: textList.min(1) }),
  highlights: section.extend({ items: z.array(feature).min(1) }).optional(),
  services: section.extend({
    anchorId: z.literal('services'),
    items: z.array(serviceCard).length(6, 'needs exactly six service cards (§2)'),
  }),
  compliance: section.extend({
    groups: z.array(z.object({ title: text, text, items: textList.min(1) })).min(1),
  }),
  whyChoose: section.extend({ items: z.array(feature).min(1) }),
  relatedLinks: section.extend({ links: ctaList }).optional(),
  contact: section.extend({ points: textList }),
  faqs: faqList,
  footerPhones: z.array(z.enum(['main', 'industry'])).min(1),
});

const legalDocument = z.object({
  route: z.string(),
  title: text,
  lastUpdated: displayDate,
  intro: text,
  sections: z
    .array(
      z.object({
        number: z.number().int().positive(),
        title: text,
        paragraphs: textList.min(1),
        bullets: textList.optional(),
      }),
    )
    .min(1),
});

const blogArticle = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case anchor slug'),
  category: z.string(),
  title: text,
  summary: text,
  date: displayDate,
  readMinutes: z.number().int().positive(),
  author: text,
});

/** The shape `validateCatalogue` checks before it follows references. Copy-only records are checked loosely. */
const catalogueShape = z.looseObject({
  company,
  services: z.array(service),
  industries: z.array(industry),
  locations: z.array(location),
  testimonials: z.array(testimonial),
  caseStudies: z.array(caseStudy),
  certifications: z.array(z.object({ id: text, name: text, badge: text, issuer: text, text })),
  complianceFrameworks: z.array(
    z.object({
      id: text,
      name: text,
      fullName: text,
      jurisdiction: text,
      industries: z.array(z.string()),
      summary: text,
    }),
  ),
  guarantees: z.array(z.object({ id: text, title: text, text })),
  prices: z.record(z.string(), price),
  routes: z.array(
    z.object({
      key: z.string(),
      path: z.string().regex(/^\/[a-z0-9-]*$/),
      name: text,
      indexable: z.boolean(),
    }),
  ),
  pageMeta: z.record(z.string(), pageMetaEntry),
  header: z.looseObject({ nav: ctaList, phoneCta: cta, assessmentCta: cta, quoteCta: cta }),
  footer: z.looseObject({ blurb: text, groups: z.array(z.object({ title: text, links: ctaList })) }),
  homePage: z.looseObject({
    route: z.string(),
    hero,
    stats: z.array(stat).min(1),
    testimonialId: z.string(),
    faqs: faqList,
  }),
  servicesOverviewPage: z.looseObject({ route: z.string(), hero, faqs: faqList }),
  servicePages: z.looseObject({
    'managed-it': servicePageBase,
    cybersecurity: servicePageBase.extend({
      threats: section.extend({ items: z.array(feature.extend({ fact: text })).length(4) }),
      ctaBand: z.object({ title: text, text, ctas: ctaList.min(1) }),
    }),
    'cloud-solutions': servicePageBase.extend({
      strategies: section.extend({
        items: z
          .array(
            feature.extend({
              bestFor: text.refine((value) => value.startsWith('Best for'), 'must start with "Best for"'),
              points: textList,
            }),
          )
          .length(3),
      }),
    }),
    'it-consulting': servicePageBase.extend({
      expertise: section.extend({ items: z.array(feature).length(4) }),
    }),
  }),
  cityPages: z.record(z.string(), cityPage),
  industryPages: z.record(z.string(), industryPage),
  aboutPage: z.looseObject({ route: z.string(), hero, stats: z.array(stat).length(4) }),
  contactPage: z.looseObject({ route: z.string(), hero, faqs: faqList }),
  caseStudiesPage: z.looseObject({ route: z.string(), hero }),
  blogPage: z.looseObject({
    route: z.string(),
    hero,
    categories: z.array(z.object({ id: z.string(), name: text, count: z.number().int().nonnegative() })),
    featured: section.extend({ article: blogArticle }),
    recent: section.extend({
      articles: z.array(blogArticle).length(6, 'the blog shows six recent articles (§2)'),
    }),
    resources: section.extend({
      items: z
        .array(
          z.object({
            slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
            title: text,
            description: text,
            format: text,
            icon: iconName,
          }),
        )
        .length(4, 'the blog offers four free resources (§2)'),
    }),
  }),
  privacyPolicy: legalDocument,
  termsOfService: legalDocument,
  notFoundPage: z.looseObject({ title: text, hint: text, links: ctaList.min(1) }),
  aiOptimizationTestPage: z.looseObject({ route: z.string() }),
  aiRecommendationTestPage: z.looseObject({ route: z.string() }),
  chatbotDemoPage: z.looseObject({
    route: z.string(),
    defaultMessage: text,
    examples: section.extend({ messages: textList.length(8, 'the chatbot demo has eight examples (§2)') }),
  }),
  contactForms: z.record(z.string(), contactForm),
});

// ---------------------------------------------------------------- references

type PathSegment = string | number;

interface Problem {
  path: readonly PathSegment[];
  message: string;
}

const identifier = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Writes a path the way code reads it: `industries[2].services[4].serviceId`, `contactForms["managed-it"]`. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (identifier.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out === '' ? '(catalogue)' : out;
}

/** Texts a visitor must never see (§ "no lorem ipsum, no placeholder text"). */
const PLACEHOLDER_TEXT = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\{phone\}|\{company\}|\bXXX\b/i;

/** The §2 sizes the catalogue must have. */
const EXPECTED_COUNTS = {
  caseStudies: 4,
  privacySections: 9,
  termsSections: 12,
  areasServed: { toronto: 17, mississauga: 13, markham: 13, vaughan: 12 },
  blogCategories: { all: 24, cybersecurity: 8, 'cloud-solutions': 6, 'it-management': 5, 'business-tips': 5 },
} as const;

function checkReferences(catalogue: Catalogue, problems: Problem[]): void {
  const add = (path: readonly PathSegment[], message: string) => problems.push({ path, message });

  const uniqueIds = <T>(
    list: readonly T[],
    key: (item: T) => string,
    base: string,
    field: string,
  ): Set<string> => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      const id = key(item);
      if (seen.has(id)) add([base, index, field], `duplicate ${field} "${id}"`);
      seen.add(id);
    });
    return seen;
  };

  const serviceIds = uniqueIds(catalogue.services, (s) => s.id, 'services', 'id');
  const industryIds = uniqueIds(catalogue.industries, (i) => i.id, 'industries', 'id');
  const locationIds = uniqueIds(catalogue.locations, (l) => l.id, 'locations', 'id');
  const testimonialIds = uniqueIds(catalogue.testimonials, (t) => t.id, 'testimonials', 'id');
  const certificationIds = uniqueIds(catalogue.certifications, (c) => c.id, 'certifications', 'id');
  const complianceIds = uniqueIds(catalogue.complianceFrameworks, (c) => c.id, 'complianceFrameworks', 'id');
  uniqueIds(catalogue.caseStudies, (c) => c.id, 'caseStudies', 'id');
  const routeKeys = uniqueIds(catalogue.routes, (r) => r.key, 'routes', 'key');
  uniqueIds(catalogue.routes, (r) => r.path, 'routes', 'path');

  const service = (path: readonly PathSegment[], id: string | undefined) => {
    if (id !== undefined && !serviceIds.has(id)) add(path, `unknown service id "${id}"`);
  };
  const industry = (path: readonly PathSegment[], id: string | undefined) => {
    if (id !== undefined && !industryIds.has(id)) add(path, `unknown industry id "${id}"`);
  };
  const locationRef = (path: readonly PathSegment[], id: string | undefined) => {
    if (id !== undefined && !locationIds.has(id)) add(path, `unknown location id "${id}"`);
  };
  const testimonialRef = (path: readonly PathSegment[], id: string) => {
    if (!testimonialIds.has(id)) add(path, `unknown testimonial id "${id}"`);
  };
  const certificationRef = (path: readonly PathSegment[], id: string) => {
    if (!certificationIds.has(id)) add(path, `unknown certification id "${id}"`);
  };
  const route = (path: readonly PathSegment[], key: string | undefined) => {
    if (key !== undefined && !routeKeys.has(key)) add(path, `unknown route key "${key}"`);
  };
  const form = (path: readonly PathSegment[], key: string, expectedRoute: string) => {
    const config = catalogue.contactForms[key];
    if (!config) add(path, `unknown form key "${key}"`);
    else if (config.route !== expectedRoute)
      add(path, `form "${key}" belongs to route "${config.route}", not "${expectedRoute}"`);
  };

  // Exact sets and counts of §2/§3.
  const sameSet = (
    path: PathSegment[],
    actual: Iterable<string>,
    expected: readonly string[],
    what: string,
  ) => {
    const got = [...actual];
    const missing = expected.filter((id) => !got.includes(id));
    const extra = got.filter((id) => !expected.includes(id));
    if (missing.length > 0 || extra.length > 0)
      add(
        path,
        `${what} must be exactly ${expected.join(', ')} (missing: ${missing.join(', ') || 'none'}; unexpected: ${extra.join(', ') || 'none'})`,
      );
  };
  sameSet(['services'], serviceIds, SERVICE_IDS, 'service ids');
  sameSet(['industries'], industryIds, INDUSTRIES, 'industry ids');
  sameSet(['locations'], locationIds, LOCATION_IDS, 'location ids');
  sameSet(['routes'], routeKeys, ROUTE_KEYS, 'route keys');
  sameSet(['pageMeta'], Object.keys(catalogue.pageMeta), ROUTE_KEYS, 'pageMeta keys');
  if (catalogue.caseStudies.length !== EXPECTED_COUNTS.caseStudies)
    add(
      ['caseStudies'],
      `needs ${EXPECTED_COUNTS.caseStudies} case studies, has ${catalogue.caseStudies.length}`,
    );
  const defaults = catalogue.locations.filter((l) => l.isDefault).map((l) => l.id);
  if (defaults.length !== 1 || defaults[0] !== DEFAULT_LOCATION_ID)
    add(['locations'], 'Toronto must be the only default location');

  // Company.
  catalogue.company.areaServed.forEach((id, i) => {
    locationRef(['company', 'areaServed', i], id);
  });

  // Services, industries, compliance.
  catalogue.services.forEach((s, i) => {
    route(['services', i, 'route'], s.route);
  });
  catalogue.industries.forEach((ind, i) => {
    route(['industries', i, 'route'], ind.route);
    ind.services.forEach((entry, j) => {
      service(['industries', i, 'services', j, 'serviceId'], entry.serviceId);
    });
    ind.compliance.forEach((id, j) => {
      if (!complianceIds.has(id)) add(['industries', i, 'compliance', j], `unknown compliance id "${id}"`);
    });
  });
  catalogue.complianceFrameworks.forEach((framework, i) => {
    framework.industries.forEach((id, j) => {
      industry(['complianceFrameworks', i, 'industries', j], id);
    });
  });

  // Locations: coordinates inside the GTA and Hamilton-Burlington area.
  catalogue.locations.forEach((l, i) => {
    route(['locations', i, 'route'], l.route);
    const c = l.coordinates;
    if (c && (c.lat < 43.2 || c.lat > 44.2 || c.lng < -80.2 || c.lng > -78.8))
      add(['locations', i, 'coordinates'], `(${c.lat}, ${c.lng}) is outside the GTA`);
  });

  // Testimonials and case studies.
  catalogue.testimonials.forEach((t, i) => {
    locationRef(['testimonials', i, 'locationId'], t.locationId);
    industry(['testimonials', i, 'industryId'], t.industryId);
  });
  catalogue.caseStudies.forEach((c, i) => {
    industry(['caseStudies', i, 'industryId'], c.industryId);
    locationRef(['caseStudies', i, 'locationId'], c.locationId);
    c.serviceIds.forEach((id, j) => {
      service(['caseStudies', i, 'serviceIds', j], id);
    });
  });

  // Page meta.
  const titles = new Map<string, string>();
  for (const [key, meta] of Object.entries(catalogue.pageMeta)) {
    locationRef(['pageMeta', key, 'locationId'], meta.locationId);
    service(['pageMeta', key, 'serviceId'], meta.serviceId);
    const other = titles.get(meta.title);
    if (other !== undefined) add(['pageMeta', key, 'title'], `duplicate title, also used by "${other}"`);
    titles.set(meta.title, key);
  }

  // Forms.
  const sources = new Map<string, string>();
  for (const [key, config] of Object.entries(catalogue.contactForms)) {
    if (config.page !== key) add(['contactForms', key, 'page'], `must equal its key "${key}"`);
    route(['contactForms', key, 'route'], config.route);
    if (!(SIZE_BAND_SET_KEYS as readonly string[]).includes(config.sizeBands))
      add(['contactForms', key, 'sizeBands'], `unknown size-band key "${config.sizeBands}"`);
    if (!(FORM_SOURCES as readonly string[]).includes(config.source))
      add(
        ['contactForms', key, 'source'],
        `unknown source "${config.source}" (decisions.md lists the allowed ones)`,
      );
    const other = sources.get(config.source);
    if (other !== undefined)
      add(['contactForms', key, 'source'], `duplicate source, also used by "${other}"`);
    sources.set(config.source, key);
  }

  // Pages.
  const used = new Map<string, string>();
  const showTestimonial = (path: PathSegment[], id: string) => {
    testimonialRef(path, id);
    const previous = used.get(id);
    if (previous !== undefined) add(path, `testimonial "${id}" is already shown at ${previous}`);
    used.set(id, formatPath(path));
  };

  const home = catalogue.homePage;
  route(['homePage', 'route'], home.route);
  home.services.serviceIds.forEach((id, i) => {
    service(['homePage', 'services', 'serviceIds', i], id);
  });
  home.industries.industryIds.forEach((id, i) => {
    industry(['homePage', 'industries', 'industryIds', i], id);
  });
  home.certificationBadges.certificationIds.forEach((id, i) => {
    certificationRef(['homePage', 'certificationBadges', 'certificationIds', i], id);
  });
  showTestimonial(['homePage', 'testimonialId'], home.testimonialId);

  const overview = catalogue.servicesOverviewPage;
  route(['servicesOverviewPage', 'route'], overview.route);
  overview.services.serviceIds.forEach((id, i) => {
    service(['servicesOverviewPage', 'services', 'serviceIds', i], id);
  });
  overview.addOns.serviceIds.forEach((id, i) => {
    service(['servicesOverviewPage', 'addOns', 'serviceIds', i], id);
  });
  overview.industries.industryIds.forEach((id, i) => {
    industry(['servicesOverviewPage', 'industries', 'industryIds', i], id);
  });

  for (const [key, page] of Object.entries(catalogue.servicePages) as [string, ServicePageBase][]) {
    service(['servicePages', key, 'serviceId'], page.serviceId);
    route(['servicePages', key, 'route'], page.route);
    form(['servicePages', key, 'formKey'], page.formKey, page.route);
    page.services.items.forEach((card, i) => {
      service(['servicePages', key, 'services', 'items', i, 'serviceId'], card.serviceId);
    });
  }

  const faqQuestions = new Map<string, string>();
  for (const [key, page] of Object.entries(catalogue.cityPages)) {
    const base: PathSegment[] = ['cityPages', key];
    const loc = catalogue.locations.find((l) => l.id === page.locationId);
    if (!loc) add([...base, 'locationId'], `unknown location id "${page.locationId}"`);
    else {
      if (!loc.coordinates) add([...base, 'locationId'], `location "${loc.id}" has no coordinates`);
      if (loc.responseMinutes !== page.responseMinutes)
        add(
          [...base, 'responseMinutes'],
          `${page.responseMinutes} differs from the location's ${loc.responseMinutes}`,
        );
    }
    route([...base, 'route'], page.route);
    form([...base, 'formKey'], page.formKey, page.route);
    const expectedAreas = EXPECTED_COUNTS.areasServed[key as keyof typeof EXPECTED_COUNTS.areasServed];
    if (expectedAreas !== undefined && page.areasServed.areas.length !== expectedAreas)
      add(
        [...base, 'areasServed', 'areas'],
        `needs ${expectedAreas} areas (§2), has ${page.areasServed.areas.length}`,
      );
    page.testimonials.ids.forEach((id, i) => {
      showTestimonial([...base, 'testimonials', 'ids', i], id);
    });
    page.faqs.forEach((entry, i) => {
      const other = faqQuestions.get(entry.question);
      if (other !== undefined) add([...base, 'faqs', i, 'question'], `same question as ${other}`);
      faqQuestions.set(entry.question, formatPath([...base, 'faqs', i]));
    });
  }

  for (const [key, page] of Object.entries(catalogue.industryPages)) {
    const base: PathSegment[] = ['industryPages', key];
    industry([...base, 'industryId'], page.industryId);
    route([...base, 'route'], page.route);
    form([...base, 'formKey'], page.formKey, page.route);
    page.services.items.forEach((card, i) => {
      service([...base, 'services', 'items', i, 'serviceId'], card.serviceId);
    });
  }

  catalogue.aboutPage.certifications.certificationIds.forEach((id, i) => {
    certificationRef(['aboutPage', 'certifications', 'certificationIds', i], id);
  });
  catalogue.caseStudiesPage.testimonials.ids.forEach((id, i) => {
    showTestimonial(['caseStudiesPage', 'testimonials', 'ids', i], id);
  });
  for (const key of [
    'aboutPage',
    'contactPage',
    'caseStudiesPage',
    'blogPage',
    'privacyPolicy',
    'termsOfService',
    'aiOptimizationTestPage',
    'aiRecommendationTestPage',
    'chatbotDemoPage',
  ] as const) {
    route([key, 'route'], catalogue[key].route);
  }
  for (const key of Object.keys(catalogue.pageFaqs)) route(['pageFaqs', key], key);

  // Blog: fixed counts (§2), 'All' is the sum of the others, articles use real categories, slugs unique.
  const blog = catalogue.blogPage;
  const categoryIds = new Set(blog.categories.map((c) => c.id));
  blog.categories.forEach((c, i) => {
    const expected = EXPECTED_COUNTS.blogCategories[c.id as keyof typeof EXPECTED_COUNTS.blogCategories];
    if (expected === undefined) add(['blogPage', 'categories', i, 'id'], `unknown blog category "${c.id}"`);
    else if (c.count !== expected)
      add(['blogPage', 'categories', i, 'count'], `must be ${expected} (§2), is ${c.count}`);
  });
  const all = blog.categories.find((c) => c.id === 'all');
  const sum = blog.categories.filter((c) => c.id !== 'all').reduce((total, c) => total + c.count, 0);
  if (!all || all.count !== sum)
    add(['blogPage', 'categories'], `'All' must equal the sum of the other categories (${sum})`);
  const articles: [PathSegment[], (typeof blog.recent.articles)[number]][] = [
    [['blogPage', 'featured', 'article'], blog.featured.article],
    ...blog.recent.articles.map((a, i): [PathSegment[], typeof a] => [
      ['blogPage', 'recent', 'articles', i],
      a,
    ]),
  ];
  const slugs = new Set<string>();
  for (const [path, article] of articles) {
    if ((article.category as string) === 'all' || !categoryIds.has(article.category))
      add([...path, 'category'], `unknown blog category "${article.category}"`);
    if (slugs.has(article.slug)) add([...path, 'slug'], `duplicate slug "${article.slug}"`);
    slugs.add(article.slug);
  }
  blog.resources.items.forEach((r, i) => {
    if (slugs.has(r.slug)) add(['blogPage', 'resources', 'items', i, 'slug'], `duplicate slug "${r.slug}"`);
    slugs.add(r.slug);
  });

  // Legal documents: counts and numbering.
  const legal = [
    ['privacyPolicy', catalogue.privacyPolicy, EXPECTED_COUNTS.privacySections],
    ['termsOfService', catalogue.termsOfService, EXPECTED_COUNTS.termsSections],
  ] as const;
  for (const [key, doc, expected] of legal) {
    if (doc.sections.length !== expected)
      add([key, 'sections'], `needs ${expected} numbered sections (§2), has ${doc.sections.length}`);
    doc.sections.forEach((s, i) => {
      if (s.number !== i + 1) add([key, 'sections', i, 'number'], `must be ${i + 1}, is ${s.number}`);
    });
  }

  // Every link anywhere points at a known route; no visitor-facing placeholder text.
  walk(catalogue, [], (value, path) => {
    if (typeof value === 'string') {
      if (PLACEHOLDER_TEXT.test(value))
        add(path, `placeholder text a visitor would see: "${value.slice(0, 60)}"`);
      return;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (record.kind === 'route' && typeof record.route === 'string')
        route([...path, 'route'], record.route);
    }
  });
}

function walk(
  value: unknown,
  path: PathSegment[],
  visit: (value: unknown, path: PathSegment[]) => void,
): void {
  visit(value, path);
  if (Array.isArray(value))
    value.forEach((item, index) => {
      walk(item, [...path, index], visit);
    });
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit);
}

/**
 * Checks a catalogue: its shape (zod), every reference between its parts, the counts §2 fixes
 * (6 services, 6 industries, 8 locations, 4 case studies, 17/13/13/12 areas, blog counts, 9 privacy and
 * 12 terms sections), unique titles, descriptions of at most 160 characters, unique testimonials and city FAQs,
 * and the absence of placeholder text.
 *
 * @param catalogue the catalogue to check (usually `catalogue` from catalogue.ts)
 * @returns the same object, typed, when it is valid
 * @throws Error listing every problem, one per line, each as `path: message`, e.g.
 *   `industries[2].services[4].serviceId: unknown service id "cloud"`
 */
export function validateCatalogue(catalogue: unknown): Catalogue {
  const problems: Problem[] = [];
  const shape = catalogueShape.safeParse(catalogue);
  if (shape.success) {
    checkReferences(catalogue as Catalogue, problems);
  } else {
    for (const issue of shape.error.issues)
      problems.push({ path: issue.path as PathSegment[], message: issue.message });
    // Follow references too where the broken shape allows it, so one run reports as much as it can.
    try {
      checkReferences(catalogue as Catalogue, problems);
    } catch {
      // A part the reference checks need is missing; the shape problems above already say which.
    }
  }
  if (problems.length > 0) {
    const lines = problems.map((problem) => `${formatPath(problem.path)}: ${problem.message}`);
    throw new Error(
      `Invalid content catalogue (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n${lines.join('\n')}`,
    );
  }
  return catalogue as Catalogue;
}
