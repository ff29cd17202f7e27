import { header, managedItPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { ServicePage } from '../components/service-page.tsx';
import { SiteShell } from '../components/site-shell.tsx';
import { SITE_URL } from '../env.ts';

/** Metadata and JSON-LD of the managed IT services page (prerendered into the HTML), with its FAQPage. */
export function meta() {
  return routeMeta('managed-it-services', { siteUrl: SITE_URL, faqs: managedItPage.faqs });
}

/** The managed IT services page (specification §2 "Managed IT services"). */
export default function ManagedItServices() {
  return (
    <SiteShell route="managed-it-services" cta={header.assessmentCta}>
      <ServicePage page={managedItPage} />
    </SiteShell>
  );
}
