import { cybersecurityPage, header } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { ServicePage } from '../components/service-page.tsx';
import { SiteShell } from '../components/site-shell.tsx';
import { SITE_URL } from '../env.ts';

/** Metadata and JSON-LD of the cybersecurity page (prerendered into the HTML), with its FAQPage. */
export function meta() {
  return routeMeta('cybersecurity', { siteUrl: SITE_URL, faqs: cybersecurityPage.faqs });
}

/** The cybersecurity page (specification §2 "Cybersecurity"). */
export default function Cybersecurity() {
  return (
    <SiteShell route="cybersecurity" cta={header.assessmentCta}>
      <ServicePage page={cybersecurityPage} />
    </SiteShell>
  );
}
