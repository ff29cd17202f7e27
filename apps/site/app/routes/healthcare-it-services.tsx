import { healthcarePage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { IndustryPage } from '../components/industry/industry-page.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the healthcare IT services page (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('healthcare-it-services', { siteUrl: SITE_URL, faqs: healthcarePage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The healthcare IT services page (specification §2 "Industry pages"): the industry layout with EHR,
 * telemedicine, practice management, cloud, cybersecurity and compliance cards, the consultation form at
 * `#contact` and both phone lines at the foot of the page.
 */
export default function HealthcareItServices() {
  return <IndustryPage page={healthcarePage} />;
}
