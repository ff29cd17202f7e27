import { header, torontoPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { CityPage } from '../components/city-page.tsx';
import { SiteShell } from '../components/site-shell.tsx';
import { SITE_URL } from '../env.ts';

/** Metadata of the Toronto page with its LocalBusiness (geo of Toronto) and FAQPage JSON-LD. */
export function meta() {
  return routeMeta('toronto', { siteUrl: SITE_URL, faqs: torontoPage.faqs });
}

/** The Toronto page (specification §2 "City pages"). */
export default function TorontoPage() {
  return (
    <SiteShell route="toronto" cta={header.assessmentCta}>
      <CityPage page={torontoPage} />
    </SiteShell>
  );
}
