import { header, itConsultingPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { ServicePage } from '../components/landing/service-page.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the IT consulting page (prerendered into the HTML), with its FAQPage. */
export function loader(): PageLoaderData {
  return { meta: routeMeta('it-consulting', { siteUrl: SITE_URL, faqs: itConsultingPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The IT consulting page (specification §2 "IT consulting"): benefits, four expertise cards, six services, the
 * four-step process (Discovery, Analysis, Strategy, Implementation) and the contact form.
 */
export default function ItConsulting() {
  return (
    <SiteShell route="it-consulting" cta={header.assessmentCta}>
      <ServicePage page={itConsultingPage} />
    </SiteShell>
  );
}
