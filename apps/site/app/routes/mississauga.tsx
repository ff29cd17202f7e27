import { header, mississaugaPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { CityPage } from '../components/landing/city-page.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata of the Mississauga page with its LocalBusiness (geo of Mississauga) and FAQPage JSON-LD. */
export function loader(): PageLoaderData {
  return { meta: routeMeta('mississauga', { siteUrl: SITE_URL, faqs: mississaugaPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The Mississauga page (specification §2 "City pages"): a 20-minute response promise (on the page and in its
 * summary alike), the areas served and the contact form at `#contact`, which the header's 'Get Free Assessment'
 * scrolls to.
 */
export default function MississaugaPage() {
  return (
    <SiteShell route="mississauga" cta={header.assessmentCta}>
      <CityPage page={mississaugaPage} />
    </SiteShell>
  );
}
