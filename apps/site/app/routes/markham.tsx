import { header, markhamPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { CityPage } from '../components/landing/city-page.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata of the Markham page with its LocalBusiness (geo of Markham) and FAQPage JSON-LD. */
export function loader(): PageLoaderData {
  return { meta: routeMeta('markham', { siteUrl: SITE_URL, faqs: markhamPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The Markham page (specification §2 "City pages"): a 25-minute response promise with same-day visits, its
 * neighbourhoods and the contact form at `#contact`, which the header's 'Get Free Assessment' scrolls to.
 */
export default function MarkhamPage() {
  return (
    <SiteShell route="markham" cta={header.assessmentCta}>
      <CityPage page={markhamPage} />
    </SiteShell>
  );
}
