/**
 * Metadata and structured data of one route of the §2 route table, from the catalogue: canonical path, robots,
 * location, breadcrumbs and the JSON-LD every page carries (specification §2 "Every page sets its own metadata").
 */
import {
  type Faq,
  industries,
  type LocationId,
  locations,
  notFoundPage,
  pageMeta,
  type Route,
  type RouteKey,
  routes,
  services,
  type ThankYouFormKey,
  thankYouPages,
} from '@northline/content';
import {
  type BreadcrumbItem,
  breadcrumbJsonLd,
  faqPageJsonLd,
  type JsonLdInput,
  jsonLdList,
  localBusinessJsonLd,
  organizationJsonLd,
  professionalServiceJsonLd,
  serviceJsonLd,
} from './json-ld.ts';
import { buildMeta, type MetaDescriptor, type PageMetaInput } from './meta.ts';

/** Routes whose page describes the business as a ProfessionalService instead of a LocalBusiness (§2). */
export const PROFESSIONAL_SERVICE_ROUTES: readonly RouteKey[] = [
  'manufacturing-it-services',
  'real-estate-it-services',
];

/** Routes that also carry the Organization document (the home page and the about page). */
export const ORGANIZATION_ROUTES: readonly RouteKey[] = ['home', 'about'];

/**
 * The route of the §2 table with this key.
 *
 * @throws Error when the key is not in the catalogue's route table (cannot happen for a typed {@link RouteKey})
 */
export function getRoute(key: RouteKey): Route {
  const route = routes.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`Unknown route key "${key}"`);
  return route;
}

/**
 * The location a route is about: the catalogue's `pageMeta[key].locationId`, else the city whose page the route
 * is, else none (the geo tags then use the default location, Toronto).
 */
export function routeLocation(key: RouteKey): LocationId | undefined {
  return pageMeta[key].locationId ?? locations.find((location) => location.route === key)?.id;
}

/**
 * The breadcrumb trail of a route (§2: BreadcrumbList on every page): Home alone on `/`; Home › Services › the
 * service on the four service pages; Home › the page everywhere else. Names are the route table's short names.
 *
 * @param key - a route of the §2 table
 * @returns the trail from the home page to the route, 1 to 3 items
 */
export function routeBreadcrumbs(key: RouteKey): BreadcrumbItem[] {
  const home = getRoute('home');
  const trail: BreadcrumbItem[] = [{ name: home.name, path: home.path }];
  if (key === 'home') return trail;
  if (pageMeta[key].serviceId) {
    const overview = getRoute('services');
    trail.push({ name: overview.name, path: overview.path });
  }
  const route = getRoute(key);
  trail.push({ name: route.name, path: route.path });
  return trail;
}

/** Options of {@link routeJsonLd}. */
export interface RouteJsonLdOptions {
  /** Site origin, e.g. `https://www.northline-it.example` (the `SITE_URL` setting). */
  siteUrl: string;
  /**
   * The FAQs the page shows (e.g. `torontoPage.faqs`); with at least one, a FAQPage document is added. Default:
   * none. The route passes its own page's FAQs so that a route's bundle does not carry every page's copy.
   */
  faqs?: readonly Faq[];
}

/**
 * The JSON-LD documents of a route (§2), in this order: the business (LocalBusiness, or ProfessionalService on the
 * manufacturing and real estate pages, {@link PROFESSIONAL_SERVICE_ROUTES}); the Organization on the home and
 * about pages; a Service with its CAD offer on each service page (all six services on /services); a FAQPage
 * when `faqs` is not empty; the BreadcrumbList ({@link routeBreadcrumbs}).
 *
 * @param key - a route of the §2 table
 * @param options - site origin and the page's FAQs
 * @returns the documents, ready for `script:ld+json` descriptors
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function routeJsonLd(key: RouteKey, options: RouteJsonLdOptions): JsonLdInput[] {
  const { siteUrl, faqs = [] } = options;
  const route = getRoute(key);
  const location = routeLocation(key);
  const industry = industries.find((candidate) => candidate.route === key);
  const documents: JsonLdInput[] = [
    industry && PROFESSIONAL_SERVICE_ROUTES.includes(key)
      ? professionalServiceJsonLd({ siteUrl, path: route.path, industry })
      : localBusinessJsonLd({ siteUrl, location }),
  ];
  if (ORGANIZATION_ROUTES.includes(key)) documents.push(organizationJsonLd({ siteUrl }));
  const sold =
    key === 'services' ? services : services.filter((service) => service.id === pageMeta[key].serviceId);
  for (const service of sold) documents.push(serviceJsonLd(service, { siteUrl, location }));
  if (faqs.length > 0) documents.push(faqPageJsonLd(faqs));
  documents.push(breadcrumbJsonLd(routeBreadcrumbs(key), { siteUrl }));
  return documents;
}

/**
 * The catalogue's metadata of a route (`pageMeta` of @northline/content) as {@link PageMetaInput}: title,
 * description, keywords, ogTitle, canonical (the route's path), location (its `locationId`, else the city whose
 * page it is) and service (the name of its `serviceId`).
 *
 * @param key - a route of the §2 table
 * @returns the page's metadata inputs, without structured data
 */
export function routePageMeta(key: RouteKey): PageMetaInput {
  const meta = pageMeta[key];
  const service = services.find((candidate) => candidate.id === meta.serviceId);
  const location = routeLocation(key);
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords,
    canonical: getRoute(key).path,
    ...(meta.ogTitle ? { ogTitle: meta.ogTitle } : {}),
    ...(location ? { location } : {}),
    ...(service ? { service: service.name } : {}),
  };
}

/** Options of {@link routeMeta}. */
export interface RouteMetaOptions extends RouteJsonLdOptions {
  /**
   * Inputs that replace the catalogue's for this page ({@link routePageMeta}), e.g. an `ogImage` or `customMeta`
   * such as `ai-` tags; `structuredData` is added after the route's own documents. Default: none.
   */
  page?: Partial<PageMetaInput>;
}

/**
 * Every meta descriptor of a route (§2 "Every page sets its own metadata"): {@link buildMeta} with the
 * catalogue's title, description, keywords, location and service ({@link routePageMeta}), the route's canonical
 * URL, robots from the route table ('noindex, nofollow' for the three internal test pages) and the
 * documents of {@link routeJsonLd} followed by `page.structuredData`.
 *
 * @param key - a route of the §2 table
 * @param options - site origin, optional overrides and FAQs
 * @returns the descriptors for the route module's `meta` export
 * @throws TypeError when `siteUrl`, `page.canonical` or `page.ogImage` is invalid
 *
 * @example
 * // apps/site/app/routes/toronto.tsx
 * export const meta: Route.MetaFunction = () =>
 *   routeMeta('toronto', { siteUrl: SITE_URL, faqs: torontoPage.faqs });
 */
export function routeMeta(key: RouteKey, options: RouteMetaOptions): MetaDescriptor[] {
  const { siteUrl, page = {}, faqs } = options;
  const structuredData = [...routeJsonLd(key, { siteUrl, faqs }), ...jsonLdList(page.structuredData)];
  return buildMeta(
    { ...routePageMeta(key), ...page, structuredData },
    { siteUrl, indexable: getRoute(key).indexable },
  );
}

/**
 * Meta descriptors of the 404 page (§2: title '404 Page Not Found'), from the catalogue's
 * `notFoundPage.meta`: title, description, 'noindex, nofollow', no canonical link and no structured data.
 *
 * @param options - the site origin
 * @returns the descriptors for the catch-all route's `meta` export
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function notFoundMeta(options: { siteUrl: string }): MetaDescriptor[] {
  return buildMeta(
    { title: notFoundPage.meta.title, description: notFoundPage.meta.description },
    { siteUrl: options.siteUrl, indexable: false },
  );
}

/**
 * Meta descriptors of a form's thank-you page (decision 003: where a form posted without JavaScript
 * lands), from the catalogue's `thankYouPages[form].meta`: title, description, 'noindex, nofollow', no canonical
 * link and no structured data. The pages are not in the route table, so the sitemap, llms.txt and the AI files
 * never list them.
 *
 * @param form - a contact form's page key (`contactForms`) or `newsletter`
 * @param options - the site origin
 * @returns the descriptors for the thank-you route's `meta` export
 * @throws TypeError when `siteUrl` is not an absolute http(s) URL
 */
export function thankYouMeta(form: ThankYouFormKey, options: { siteUrl: string }): MetaDescriptor[] {
  const { meta } = thankYouPages[form];
  return buildMeta(
    { title: meta.title, description: meta.description },
    { siteUrl: options.siteUrl, indexable: false },
  );
}
