import { privacyPolicy } from '@northline/content';
import { routeMeta } from '@northline/seo';
import { LegalDocument } from '../components/legal-document.tsx';
import { SITE_URL } from '../env.ts';

/** Metadata and JSON-LD of the privacy policy (prerendered into the HTML). */
export function meta() {
  return routeMeta('privacy-policy', { siteUrl: SITE_URL });
}

/** The privacy policy (specification §2 "Privacy policy and Terms of service"). */
export default function PrivacyPolicy() {
  return <LegalDocument document={privacyPolicy} />;
}
