import { header, managedItPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { ServicePage } from '../components/landing/service-page.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the managed IT services page (prerendered into the HTML), with its FAQPage. */
export function loader(): PageLoaderData {
  return { meta: routeMeta('managed-it-services', { siteUrl: SITE_URL, faqs: managedItPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The managed IT services page (specification §2 "Managed IT services"): benefits, six management services,
 * the four-step process (Assessment, Planning, Implementation, Monitoring) and the contact form, which the
 * header's 'Get Free Assessment' scrolls to.
 */
export default function ManagedItServices() {
  return (
    <SiteShell route="managed-it-services" cta={header.assessmentCta}>
      <ServicePage page={managedItPage} />
    </SiteShell>
  );
}
