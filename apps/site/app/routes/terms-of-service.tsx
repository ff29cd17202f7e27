import { termsOfService } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { LegalDocument } from '../components/shared/legal-document.tsx';
import { SITE_URL } from '../env.ts';
import { metaFromLoader, type PageLoaderData } from '../lib/route-meta.ts';

/** Metadata and JSON-LD of the terms of service (prerendered into the HTML). */
export function loader(): PageLoaderData {
  return { meta: routeMeta('terms-of-service', { siteUrl: SITE_URL }) };
}

/** The head of the page, from the loader data (lib/route-meta.ts). */
export const meta = metaFromLoader;

/** The terms of service (specification §2): twelve numbered sections, last updated January 11, 2025. */
export default function TermsOfService() {
  return <LegalDocument document={termsOfService} />;
}
