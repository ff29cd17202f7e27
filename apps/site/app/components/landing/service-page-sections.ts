import type {
  CloudSolutionsPage,
  CybersecurityPage,
  ItConsultingPage,
  ManagedItPage,
} from '@northline/content';
import { alternateTones, type PlannedSection } from './landing-sections.ts';

/** The content of any of the four service pages (§2). */
export type ServicePageContent = ManagedItPage | CybersecurityPage | CloudSolutionsPage | ItConsultingPage;

/** A section a service page can show. */
export type ServicePageSectionKey =
  | 'threats'
  | 'benefits'
  | 'strategies'
  | 'expertise'
  | 'services'
  | 'process'
  | 'faq'
  | 'urgent'
  | 'contact';

/**
 * The sections of a service page in order, with their backgrounds (specification §2):
 * cybersecurity opens with its threat cards; every page has benefits, then cloud its three strategies and
 * consulting its four expertise cards; then the six services, the four-step process, the FAQs (the questions of
 * its FAQPage data); cybersecurity's red call-to-action band; the contact form last.
 */
export function servicePageSections(page: ServicePageContent): PlannedSection<ServicePageSectionKey>[] {
  const keys: ServicePageSectionKey[] = [];
  if ('threats' in page) keys.push('threats');
  keys.push('benefits');
  if ('strategies' in page) keys.push('strategies');
  if ('expertise' in page) keys.push('expertise');
  keys.push('services', 'process', 'faq');
  if ('ctaBand' in page) keys.push('urgent');
  keys.push('contact');
  return alternateTones(keys, ['urgent']);
}
