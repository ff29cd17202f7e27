/**
 * The value rules of the catalogue: its shape as a zod schema, one rule per field (non-empty texts, ISO dates,
 * phone formats, kebab-case icon names, descriptions of at most 160 characters, the fixed list lengths of §2).
 * They say what each value must look like; whether an id, key or route it names exists is for
 * references.ts. Copy-only records are checked loosely.
 */
import * as z from 'zod';
import { META_DESCRIPTION_MAX } from '../meta.ts';

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

/** The shape `validateCatalogue` checks before it follows references. */
export const catalogueShape = z.looseObject({
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
