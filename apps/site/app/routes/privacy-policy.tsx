import { privacyPolicy } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { LegalDocument } from '../components/shared/legal-document.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the privacy policy (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('privacy-policy', { siteUrl: SITE_URL }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/** The privacy policy (specification §2): nine numbered sections, last updated January 11, 2025. */
export default function PrivacyPolicy() {
  return <LegalDocument document={privacyPolicy} />;
}
