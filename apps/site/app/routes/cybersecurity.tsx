import { cybersecurityPage, header } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { ServicePage } from '../components/landing/service-page.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the cybersecurity page (prerendered into the HTML), with its FAQPage. */
export function loader(): PageLoaderData {
  return { meta: routeMeta('cybersecurity', { siteUrl: SITE_URL, faqs: cybersecurityPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The cybersecurity page (specification §2 "Cybersecurity"): four threat cards, benefits, six services, the
 * four-step framework (Assess, Protect, Detect, Respond), a red call-to-action band and the contact form.
 */
export default function Cybersecurity() {
  return (
    <SiteShell route="cybersecurity" cta={header.assessmentCta}>
      <ServicePage page={cybersecurityPage} />
    </SiteShell>
  );
}
