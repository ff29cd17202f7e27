/**
 * The reference checks of the catalogue: every id, key and route one part names exists in another part
 * (service, industry, location, testimonial, certification, compliance, route and form keys, size-band keys,
 * form sources), and the sets and counts the specification fixes across parts. One check per section of the
 * catalogue, run in the order of {@link SECTION_CHECKS}; each adds what it finds to the problem list and
 * never throws on a valid shape.
 */
import { DEFAULT_LOCATION_ID, INDUSTRIES, LOCATION_IDS, SERVICE_IDS } from '@northline/schemas';
import type { Catalogue } from '../catalogue.ts';
import { FORM_SOURCES, SIZE_BAND_SET_KEYS } from '../forms.ts';
import type { ServicePageBase } from '../pages/service-pages.ts';
import { ROUTE_KEYS } from '../routes.ts';
import { formatPath, type PathSegment, type Problem } from './problems.ts';

/** Texts a visitor must never see (§ "no lorem ipsum, no placeholder text"). */
const PLACEHOLDER_TEXT = /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|\{phone\}|\{company\}|\bXXX\b/i;

/** The §2 sizes the catalogue must have beyond the id lists of `@northline/schemas`. */
const EXPECTED_COUNTS = {
  caseStudies: 4,
  privacySections: 9,
  termsSections: 12,
  areasServed: { toronto: 17, mississauga: 13, markham: 13, vaughan: 12 },
  blogCategories: { all: 24, cybersecurity: 8, 'cloud-solutions': 6, 'it-management': 5, 'business-tips': 5 },
} as const;

type Path = readonly PathSegment[];

/** What every section check is given: the problem list, the catalogue's ids, and one look-up per kind of reference. */
interface Checker {
  add(path: Path, message: string): void;
  /** The ids each list declares (duplicates already reported). */
  ids: Record<
    'services' | 'industries' | 'locations' | 'testimonials' | 'certifications' | 'compliance' | 'routes',
    Set<string>
  >;
  service(path: Path, id: string | undefined): void;
  industry(path: Path, id: string | undefined): void;
  location(path: Path, id: string | undefined): void;
  testimonial(path: Path, id: string): void;
  certification(path: Path, id: string): void;
  route(path: Path, key: string | undefined): void;
  /** The form exists and sits on `expectedRoute`. */
  form(path: Path, key: string, expectedRoute: string): void;
  /** The testimonial exists and no other page shows it. */
  showTestimonial(path: PathSegment[], id: string): void;
}

/** Collects the ids of every list, reporting duplicates, and builds the look-ups on them. */
function createChecker(catalogue: Catalogue, problems: Problem[]): Checker {
  const add = (path: Path, message: string) => problems.push({ path, message });

  const uniqueIds = <T>(list: readonly T[], key: (item: T) => string, base: string, field: string) => {
    const seen = new Set<string>();
    list.forEach((item, index) => {
      const id = key(item);
      if (seen.has(id)) add([base, index, field], `duplicate ${field} "${id}"`);
      seen.add(id);
    });
    return seen;
  };

  const ids: Checker['ids'] = {
    services: uniqueIds(catalogue.services, (s) => s.id, 'services', 'id'),
    industries: uniqueIds(catalogue.industries, (i) => i.id, 'industries', 'id'),
    locations: uniqueIds(catalogue.locations, (l) => l.id, 'locations', 'id'),
    testimonials: uniqueIds(catalogue.testimonials, (t) => t.id, 'testimonials', 'id'),
    certifications: uniqueIds(catalogue.certifications, (c) => c.id, 'certifications', 'id'),
    compliance: uniqueIds(catalogue.complianceFrameworks, (c) => c.id, 'complianceFrameworks', 'id'),
    routes: new Set(),
  };
  uniqueIds(catalogue.caseStudies, (c) => c.id, 'caseStudies', 'id');
  ids.routes = uniqueIds(catalogue.routes, (r) => r.key, 'routes', 'key');
  uniqueIds(catalogue.routes, (r) => r.path, 'routes', 'path');

  /** A look-up that reports `unknown <what> "<id>"` for an id missing from `known`; undefined is fine. */
  const known =
    (set: Set<string>, what: string) =>
    (path: Path, id: string | undefined): void => {
      if (id !== undefined && !set.has(id)) add(path, `unknown ${what} "${id}"`);
    };

  const testimonial = known(ids.testimonials, 'testimonial id');
  const shownAt = new Map<string, string>();
  return {
    add,
    ids,
    service: known(ids.services, 'service id'),
    industry: known(ids.industries, 'industry id'),
    location: known(ids.locations, 'location id'),
    testimonial,
    certification: known(ids.certifications, 'certification id'),
    route: known(ids.routes, 'route key'),
    form(path, key, expectedRoute) {
      const config = catalogue.contactForms[key];
      if (!config) add(path, `unknown form key "${key}"`);
      else if (config.route !== expectedRoute)
        add(path, `form "${key}" belongs to route "${config.route}", not "${expectedRoute}"`);
    },
    showTestimonial(path, id) {
      testimonial(path, id);
      const previous = shownAt.get(id);
      if (previous !== undefined) add(path, `testimonial "${id}" is already shown at ${previous}`);
      shownAt.set(id, formatPath(path));
    },
  };
}

/** Exact sets and counts of §2/§3: the ids of `@northline/schemas`, every route key, four case studies. */
function checkIdSets(catalogue: Catalogue, check: Checker): void {
  const sameSet = (path: Path, actual: Iterable<string>, expected: readonly string[], what: string) => {
    const got = [...actual];
    const missing = expected.filter((id) => !got.includes(id));
    const extra = got.filter((id) => !expected.includes(id));
    if (missing.length > 0 || extra.length > 0)
      check.add(
        path,
        `${what} must be exactly ${expected.join(', ')} (missing: ${missing.join(', ') || 'none'}; unexpected: ${extra.join(', ') || 'none'})`,
      );
  };
  sameSet(['services'], check.ids.services, SERVICE_IDS, 'service ids');
  sameSet(['industries'], check.ids.industries, INDUSTRIES, 'industry ids');
  sameSet(['locations'], check.ids.locations, LOCATION_IDS, 'location ids');
  sameSet(['routes'], check.ids.routes, ROUTE_KEYS, 'route keys');
  sameSet(['pageMeta'], Object.keys(catalogue.pageMeta), ROUTE_KEYS, 'pageMeta keys');
  if (catalogue.caseStudies.length !== EXPECTED_COUNTS.caseStudies)
    check.add(
      ['caseStudies'],
      `needs ${EXPECTED_COUNTS.caseStudies} case studies, has ${catalogue.caseStudies.length}`,
    );
  const defaults = catalogue.locations.filter((l) => l.isDefault).map((l) => l.id);
  if (defaults.length !== 1 || defaults[0] !== DEFAULT_LOCATION_ID)
    check.add(['locations'], 'Toronto must be the only default location');
}

/** The company serves known locations. */
function checkCompany(catalogue: Catalogue, check: Checker): void {
  catalogue.company.areaServed.forEach((id, i) => {
    check.location(['company', 'areaServed', i], id);
  });
}

/** Services link to known routes. */
function checkServices(catalogue: Catalogue, check: Checker): void {
  catalogue.services.forEach((s, i) => {
    check.route(['services', i, 'route'], s.route);
  });
}

/** Industries link to known routes, recommend known services and name known compliance frameworks. */
function checkIndustries(catalogue: Catalogue, check: Checker): void {
  catalogue.industries.forEach((ind, i) => {
    check.route(['industries', i, 'route'], ind.route);
    ind.services.forEach((entry, j) => {
      check.service(['industries', i, 'services', j, 'serviceId'], entry.serviceId);
    });
    ind.compliance.forEach((id, j) => {
      if (!check.ids.compliance.has(id))
        check.add(['industries', i, 'compliance', j], `unknown compliance id "${id}"`);
    });
  });
}

/** Compliance frameworks apply to known industries. */
function checkComplianceFrameworks(catalogue: Catalogue, check: Checker): void {
  catalogue.complianceFrameworks.forEach((framework, i) => {
    framework.industries.forEach((id, j) => {
      check.industry(['complianceFrameworks', i, 'industries', j], id);
    });
  });
}

/** Locations link to known routes and lie inside the GTA and Hamilton-Burlington area. */
function checkLocations(catalogue: Catalogue, check: Checker): void {
  catalogue.locations.forEach((l, i) => {
    check.route(['locations', i, 'route'], l.route);
    const c = l.coordinates;
    if (c && (c.lat < 43.2 || c.lat > 44.2 || c.lng < -80.2 || c.lng > -78.8))
      check.add(['locations', i, 'coordinates'], `(${c.lat}, ${c.lng}) is outside the GTA`);
  });
}

/** Testimonials name known locations and industries. */
function checkTestimonials(catalogue: Catalogue, check: Checker): void {
  catalogue.testimonials.forEach((t, i) => {
    check.location(['testimonials', i, 'locationId'], t.locationId);
    check.industry(['testimonials', i, 'industryId'], t.industryId);
  });
}

/** Case studies name known industries, locations and services. */
function checkCaseStudies(catalogue: Catalogue, check: Checker): void {
  catalogue.caseStudies.forEach((c, i) => {
    check.industry(['caseStudies', i, 'industryId'], c.industryId);
    check.location(['caseStudies', i, 'locationId'], c.locationId);
    c.serviceIds.forEach((id, j) => {
      check.service(['caseStudies', i, 'serviceIds', j], id);
    });
  });
}

/** Page metadata names known locations and services; no two pages share a title. */
function checkPageMeta(catalogue: Catalogue, check: Checker): void {
  const titles = new Map<string, string>();
  for (const [key, meta] of Object.entries(catalogue.pageMeta)) {
    check.location(['pageMeta', key, 'locationId'], meta.locationId);
    check.service(['pageMeta', key, 'serviceId'], meta.serviceId);
    const other = titles.get(meta.title);
    if (other !== undefined)
      check.add(['pageMeta', key, 'title'], `duplicate title, also used by "${other}"`);
    titles.set(meta.title, key);
  }
}

/** Each contact form is keyed by its page, sits on a known route, uses known size bands and its own source. */
function checkContactForms(catalogue: Catalogue, check: Checker): void {
  const sources = new Map<string, string>();
  for (const [key, config] of Object.entries(catalogue.contactForms)) {
    if (config.page !== key) check.add(['contactForms', key, 'page'], `must equal its key "${key}"`);
    check.route(['contactForms', key, 'route'], config.route);
    if (!(SIZE_BAND_SET_KEYS as readonly string[]).includes(config.sizeBands))
      check.add(['contactForms', key, 'sizeBands'], `unknown size-band key "${config.sizeBands}"`);
    if (!(FORM_SOURCES as readonly string[]).includes(config.source))
      check.add(
        ['contactForms', key, 'source'],
        `unknown source "${config.source}" (FORM_SOURCES lists the allowed ones)`,
      );
    const other = sources.get(config.source);
    if (other !== undefined)
      check.add(['contactForms', key, 'source'], `duplicate source, also used by "${other}"`);
    sources.set(config.source, key);
  }
}

/** The home page names known services, industries, certifications and a testimonial no other page shows. */
function checkHomePage(catalogue: Catalogue, check: Checker): void {
  const home = catalogue.homePage;
  check.route(['homePage', 'route'], home.route);
  home.services.serviceIds.forEach((id, i) => {
    check.service(['homePage', 'services', 'serviceIds', i], id);
  });
  home.industries.industryIds.forEach((id, i) => {
    check.industry(['homePage', 'industries', 'industryIds', i], id);
  });
  home.certificationBadges.certificationIds.forEach((id, i) => {
    check.certification(['homePage', 'certificationBadges', 'certificationIds', i], id);
  });
  check.showTestimonial(['homePage', 'testimonialId'], home.testimonialId);
}

/** The services overview names known services (and add-ons) and industries. */
function checkServicesOverviewPage(catalogue: Catalogue, check: Checker): void {
  const overview = catalogue.servicesOverviewPage;
  check.route(['servicesOverviewPage', 'route'], overview.route);
  overview.services.serviceIds.forEach((id, i) => {
    check.service(['servicesOverviewPage', 'services', 'serviceIds', i], id);
  });
  overview.addOns.serviceIds.forEach((id, i) => {
    check.service(['servicesOverviewPage', 'addOns', 'serviceIds', i], id);
  });
  overview.industries.industryIds.forEach((id, i) => {
    check.industry(['servicesOverviewPage', 'industries', 'industryIds', i], id);
  });
}

/** Each service page names a known service, route and its own form; its cards name known services. */
function checkServicePages(catalogue: Catalogue, check: Checker): void {
  for (const [key, page] of Object.entries(catalogue.servicePages) as [string, ServicePageBase][]) {
    check.service(['servicePages', key, 'serviceId'], page.serviceId);
    check.route(['servicePages', key, 'route'], page.route);
    check.form(['servicePages', key, 'formKey'], page.formKey, page.route);
    page.services.items.forEach((card, i) => {
      check.service(['servicePages', key, 'services', 'items', i, 'serviceId'], card.serviceId);
    });
  }
}

/**
 * Each city page names a known location with coordinates and the same response time, its route and form,
 * the §2 number of areas served, testimonials no other page shows, and FAQs no other city page asks.
 */
function checkCityPages(catalogue: Catalogue, check: Checker): void {
  const faqQuestions = new Map<string, string>();
  for (const [key, page] of Object.entries(catalogue.cityPages)) {
    const base: PathSegment[] = ['cityPages', key];
    const loc = catalogue.locations.find((l) => l.id === page.locationId);
    if (!loc) check.add([...base, 'locationId'], `unknown location id "${page.locationId}"`);
    else {
      if (!loc.coordinates) check.add([...base, 'locationId'], `location "${loc.id}" has no coordinates`);
      if (loc.responseMinutes !== page.responseMinutes)
        check.add(
          [...base, 'responseMinutes'],
          `${page.responseMinutes} differs from the location's ${loc.responseMinutes}`,
        );
    }
    check.route([...base, 'route'], page.route);
    check.form([...base, 'formKey'], page.formKey, page.route);
    const expectedAreas = EXPECTED_COUNTS.areasServed[key as keyof typeof EXPECTED_COUNTS.areasServed];
    if (expectedAreas !== undefined && page.areasServed.areas.length !== expectedAreas)
      check.add(
        [...base, 'areasServed', 'areas'],
        `needs ${expectedAreas} areas (§2), has ${page.areasServed.areas.length}`,
      );
    page.testimonials.ids.forEach((id, i) => {
      check.showTestimonial([...base, 'testimonials', 'ids', i], id);
    });
    page.faqs.forEach((entry, i) => {
      const other = faqQuestions.get(entry.question);
      if (other !== undefined) check.add([...base, 'faqs', i, 'question'], `same question as ${other}`);
      faqQuestions.set(entry.question, formatPath([...base, 'faqs', i]));
    });
  }
}

/** Each industry page names a known industry, route and its own form; its cards name known services. */
function checkIndustryPages(catalogue: Catalogue, check: Checker): void {
  for (const [key, page] of Object.entries(catalogue.industryPages)) {
    const base: PathSegment[] = ['industryPages', key];
    check.industry([...base, 'industryId'], page.industryId);
    check.route([...base, 'route'], page.route);
    check.form([...base, 'formKey'], page.formKey, page.route);
    page.services.items.forEach((card, i) => {
      check.service([...base, 'services', 'items', i, 'serviceId'], card.serviceId);
    });
  }
}

/** The remaining pages sit on known routes; about names known certifications, case studies unshown testimonials. */
function checkOtherPages(catalogue: Catalogue, check: Checker): void {
  catalogue.aboutPage.certifications.certificationIds.forEach((id, i) => {
    check.certification(['aboutPage', 'certifications', 'certificationIds', i], id);
  });
  catalogue.caseStudiesPage.testimonials.ids.forEach((id, i) => {
    check.showTestimonial(['caseStudiesPage', 'testimonials', 'ids', i], id);
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
    check.route([key, 'route'], catalogue[key].route);
  }
  for (const key of Object.keys(catalogue.pageFaqs)) check.route(['pageFaqs', key], key);
}

/** Blog: fixed counts (§2), 'All' is the sum of the others, articles use real categories, slugs unique. */
function checkBlog(catalogue: Catalogue, check: Checker): void {
  const blog = catalogue.blogPage;
  const categoryIds = new Set(blog.categories.map((c) => c.id));
  blog.categories.forEach((c, i) => {
    const expected = EXPECTED_COUNTS.blogCategories[c.id as keyof typeof EXPECTED_COUNTS.blogCategories];
    if (expected === undefined)
      check.add(['blogPage', 'categories', i, 'id'], `unknown blog category "${c.id}"`);
    else if (c.count !== expected)
      check.add(['blogPage', 'categories', i, 'count'], `must be ${expected} (§2), is ${c.count}`);
  });
  const all = blog.categories.find((c) => c.id === 'all');
  const sum = blog.categories.filter((c) => c.id !== 'all').reduce((total, c) => total + c.count, 0);
  if (!all || all.count !== sum)
    check.add(['blogPage', 'categories'], `'All' must equal the sum of the other categories (${sum})`);
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
      check.add([...path, 'category'], `unknown blog category "${article.category}"`);
    if (slugs.has(article.slug)) check.add([...path, 'slug'], `duplicate slug "${article.slug}"`);
    slugs.add(article.slug);
  }
  blog.resources.items.forEach((r, i) => {
    if (slugs.has(r.slug))
      check.add(['blogPage', 'resources', 'items', i, 'slug'], `duplicate slug "${r.slug}"`);
    slugs.add(r.slug);
  });
}

/** Legal documents: the §2 number of sections, numbered 1, 2, 3... */
function checkLegal(catalogue: Catalogue, check: Checker): void {
  const legal = [
    ['privacyPolicy', catalogue.privacyPolicy, EXPECTED_COUNTS.privacySections],
    ['termsOfService', catalogue.termsOfService, EXPECTED_COUNTS.termsSections],
  ] as const;
  for (const [key, doc, expected] of legal) {
    if (doc.sections.length !== expected)
      check.add([key, 'sections'], `needs ${expected} numbered sections (§2), has ${doc.sections.length}`);
    doc.sections.forEach((s, i) => {
      if (s.number !== i + 1) check.add([key, 'sections', i, 'number'], `must be ${i + 1}, is ${s.number}`);
    });
  }
}

/** Every link anywhere points at a known route; no visitor-facing placeholder text. */
function checkLinksAndText(catalogue: Catalogue, check: Checker): void {
  walk(catalogue, [], (value, path) => {
    if (typeof value === 'string') {
      if (PLACEHOLDER_TEXT.test(value))
        check.add(path, `placeholder text a visitor would see: "${value.slice(0, 60)}"`);
      return;
    }
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const record = value as Record<string, unknown>;
      if (record.kind === 'route' && typeof record.route === 'string')
        check.route([...path, 'route'], record.route);
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

/** The section checks, in the order their problems are reported. */
const SECTION_CHECKS: readonly ((catalogue: Catalogue, check: Checker) => void)[] = [
  checkIdSets,
  checkCompany,
  checkServices,
  checkIndustries,
  checkComplianceFrameworks,
  checkLocations,
  checkTestimonials,
  checkCaseStudies,
  checkPageMeta,
  checkContactForms,
  checkHomePage,
  checkServicesOverviewPage,
  checkServicePages,
  checkCityPages,
  checkIndustryPages,
  checkOtherPages,
  checkBlog,
  checkLegal,
  checkLinksAndText,
];

/**
 * Runs every reference check on `catalogue`, adding each problem to `problems`. Throws only when a part the
 * checks read is missing (a broken shape, which the value rules already report).
 */
export function checkReferences(catalogue: Catalogue, problems: Problem[]): void {
  const check = createChecker(catalogue, problems);
  for (const section of SECTION_CHECKS) section(catalogue, check);
}
