import { cloudSolutionsPage, header } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { ServicePage } from '../components/landing/service-page.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the cloud solutions page (prerendered into the HTML), with its FAQPage. */
export function loader(): PageLoaderData {
  return { meta: routeMeta('cloud-solutions', { siteUrl: SITE_URL, faqs: cloudSolutionsPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The cloud solutions page (specification §2 "Cloud solutions"): benefits, three strategies (Public, Private,
 * Hybrid, each with a best-for line), six services, the four-step migration and the contact form.
 */
export default function CloudSolutions() {
  return (
    <SiteShell route="cloud-solutions" cta={header.assessmentCta}>
      <ServicePage page={cloudSolutionsPage} />
    </SiteShell>
  );
}
