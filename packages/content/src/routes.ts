/**
 * The route table of specification §2: every public page, its path and whether search engines see it.
 */

/** Keys of the 23 routes of §2, in the order §2 lists them. `home` is `/`; the others are their path. */
export const ROUTE_KEYS = [
  'home',
  'services',
  'about',
  'contact',
  'case-studies',
  'blog',
  'managed-it-services',
  'cybersecurity',
  'cloud-solutions',
  'it-consulting',
  'toronto',
  'mississauga',
  'markham',
  'vaughan',
  'legal-it-services',
  'healthcare-it-services',
  'manufacturing-it-services',
  'real-estate-it-services',
  'privacy-policy',
  'terms-of-service',
  'ai-optimization-test',
  'ai-recommendation-test',
  'chatbot-demo',
] as const;

/** One of {@link ROUTE_KEYS}. */
export type RouteKey = (typeof ROUTE_KEYS)[number];

/** One public page (§2 route table). */
export interface Route {
  /** Stable key used everywhere else in the catalogue. */
  key: RouteKey;
  /** URL path, starting with '/', no trailing slash (except the home page's '/'). */
  path: string;
  /** Short name for breadcrumbs and link lists. */
  name: string;
  /**
   * Whether search engines may index the page. False for the three internal test pages
   * (they carry `noindex` and stay out of the sitemap).
   */
  indexable: boolean;
}

const internal = (key: RouteKey, name: string): Route => ({ key, path: `/${key}`, name, indexable: false });
const page = (key: RouteKey, name: string): Route => ({ key, path: `/${key}`, name, indexable: true });

/** Every route of §2, in §2's order. */
export const routes: readonly Route[] = [
  { key: 'home', path: '/', name: 'Home', indexable: true },
  page('services', 'Services'),
  page('about', 'About'),
  page('contact', 'Contact'),
  page('case-studies', 'Case Studies'),
  page('blog', 'Blog & Resources'),
  page('managed-it-services', 'Managed IT Services'),
  page('cybersecurity', 'Cybersecurity'),
  page('cloud-solutions', 'Cloud Solutions'),
  page('it-consulting', 'IT Consulting'),
  page('toronto', 'Toronto'),
  page('mississauga', 'Mississauga'),
  page('markham', 'Markham'),
  page('vaughan', 'Vaughan'),
  page('legal-it-services', 'Legal IT Services'),
  page('healthcare-it-services', 'Healthcare IT Services'),
  page('manufacturing-it-services', 'Manufacturing IT Services'),
  page('real-estate-it-services', 'Real Estate IT Services'),
  page('privacy-policy', 'Privacy Policy'),
  page('terms-of-service', 'Terms of Service'),
  internal('ai-optimization-test', 'AI Optimization Test'),
  internal('ai-recommendation-test', 'AI Recommendation Test'),
  internal('chatbot-demo', 'Chatbot Demo'),
];

/**
 * The path of a route, e.g. `routePath('toronto')` is '/toronto'.
 *
 * @throws Error when the key is not in the route table (cannot happen for a typed {@link RouteKey}).
 */
export function routePath(key: RouteKey): string {
  const route = routes.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`Unknown route key "${key}"`);
  return route.path;
}
