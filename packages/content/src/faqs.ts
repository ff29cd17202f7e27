/**
 * FAQ entries per page (specification §2: every page sets FAQPage structured data where it has questions).
 * The questions live with their pages; this map only gathers them by route for the SEO layer and the assistant.
 */
import { cityPages } from './pages/city-pages.ts';
import { contactPage } from './pages/contact.ts';
import { homePage } from './pages/home.ts';
import { industryPages } from './pages/industry-pages.ts';
import { servicePages } from './pages/service-pages.ts';
import { servicesOverviewPage } from './pages/services-overview.ts';
import type { RouteKey } from './routes.ts';
import type { Faq } from './types.ts';

/** FAQs by route, for every route that has them (15 routes). */
export const pageFaqs: Readonly<Partial<Record<RouteKey, readonly Faq[]>>> = Object.fromEntries(
  [
    homePage,
    servicesOverviewPage,
    contactPage,
    ...Object.values(servicePages),
    ...Object.values(cityPages),
    ...Object.values(industryPages),
  ].map((page) => [page.route, page.faqs]),
);
