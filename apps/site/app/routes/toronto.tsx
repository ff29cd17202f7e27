import { header, torontoPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { CityPage } from '../components/landing/city-page.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata of the Toronto page with its LocalBusiness (geo of Toronto) and FAQPage JSON-LD. */
export function loader(): PageLoaderData {
  return { meta: routeMeta('toronto', { siteUrl: SITE_URL, faqs: torontoPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The Toronto page (specification §2 "City pages"): a 15-minute response promise, the areas served and the
 * contact form at `#contact`, which the header's 'Get Free Assessment' scrolls to.
 */
export default function TorontoPage() {
  return (
    <SiteShell route="toronto" cta={header.assessmentCta}>
      <CityPage page={torontoPage} />
    </SiteShell>
  );
}
