import { manufacturingPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { IndustryPage } from '../components/industry/industry-page.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the manufacturing IT services page (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return {
    meta: routeMeta('manufacturing-it-services', { siteUrl: SITE_URL, faqs: manufacturingPage.faqs }),
  };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The manufacturing IT services page (specification §2 "Industry pages"): the industry layout with its six
 * service cards, the consultation form at `#contact`, both phone lines at the foot of the page, and ProfessionalService
 * structured data of its own.
 */
export default function ManufacturingItServices() {
  return <IndustryPage page={manufacturingPage} />;
}
