import { header, vaughanPage } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { CityPage } from '../components/landing/city-page.tsx';
import { SiteShell } from '../components/shared/site-shell.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata of the Vaughan page with its LocalBusiness (geo of Vaughan) and FAQPage JSON-LD. */
export function loader(): PageLoaderData {
  return { meta: routeMeta('vaughan', { siteUrl: SITE_URL, faqs: vaughanPage.faqs }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/**
 * The Vaughan page (specification §2 "City pages"): a 30-minute response promise with same-day visits, its
 * areas served and the contact form at `#contact`, which the header's 'Get Free Assessment' scrolls to.
 */
export default function VaughanPage() {
  return (
    <SiteShell route="vaughan" cta={header.assessmentCta}>
      <CityPage page={vaughanPage} />
    </SiteShell>
  );
}
