import { realEstatePage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { IndustryPage } from '../components/industry/industry-page.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the real estate IT services page (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('real-estate-it-services', { siteUrl: SITE_URL, faqs: realEstatePage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The real estate IT services page (specification §2 "Industry pages"): the industry layout with two hero calls
 * to action (`#contact`, `#services`), three highlights, six cards, the PIPEDA and RECO compliance section, the
 * consultation form and both phone lines at the foot of the page.
 */
export default function RealEstateItServices() {
  return <IndustryPage page={realEstatePage} />;
}
