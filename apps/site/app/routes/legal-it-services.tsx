import { legalPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { IndustryPage } from '../components/industry/industry-page.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the legal IT services page (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('legal-it-services', { siteUrl: SITE_URL, faqs: legalPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The legal IT services page (specification §2 "Industry pages"): the industry layout (Get Quote to `#contact`,
 * six service cards at `#services`, compliance lists, the consultation form) and both phone lines at the foot of
 * the page.
 */
export default function LegalItServices() {
  return <IndustryPage page={legalPage} />;
}
