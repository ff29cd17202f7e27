/**
 * The four service pages of specification §2: managed IT, cybersecurity, cloud solutions, IT consulting.
 */
import type { FormKey } from '../forms.ts';
import type { RouteKey } from '../routes.ts';
import type { CtaLink, Faq, Feature, Hero, Process, SectionCopy, ServiceCard, ServiceId } from '../types.ts';
import { cloudSolutionsPage } from './service/cloud-solutions.ts';
import { cybersecurityPage } from './service/cybersecurity.ts';
import { itConsultingPage } from './service/it-consulting.ts';
import { managedItPage } from './service/managed-it.ts';

/** What the four service pages share. */
export interface ServicePageBase {
  /** The core service the page sells. */
  serviceId: ServiceId;
  /** Route key. */
  route: RouteKey;
  /** Key of the page's form in `contactForms`. */
  formKey: FormKey;
  hero: Hero;
  /** Benefit cards. */
  benefits: SectionCopy & { items: readonly Feature[] };
  /** Six service cards (§2). */
  services: SectionCopy & { items: readonly ServiceCard[] };
  /** The four-step process (§2). */
  process: Process;
  /** Contact form section. */
  contact: SectionCopy & { points: readonly string[] };
  /** FAQs (also FAQPage structured data). */
  faqs: readonly Faq[];
  /** Heading of the FAQ section that shows `faqs` (FAQPage data must match visible questions). */
  faqSection: SectionCopy;
}

/** Labels the four service pages share. */
export const SERVICE_PAGE_LABELS = {
  /** Read before a process step's typical duration (screen readers; shown as an icon). */
  stepDuration: 'Typical duration:',
  /** Small label above the price in the hero's price card. */
  pricing: 'Pricing',
  /** Heading of the list of what the price includes (the service's `includes`). */
  included: 'What it includes',
} as const;

/** The managed IT services page (§2 "Managed IT services"). */
export type ManagedItPage = ServicePageBase;

/** A threat card of the cybersecurity page. */
export interface ThreatCard extends Feature {
  /** A short fact that makes the threat concrete. */
  fact: string;
}

/** The cybersecurity page (§2 "Cybersecurity"). */
export interface CybersecurityPage extends ServicePageBase {
  /** Threat cards: Ransomware, Phishing, Network Intrusions, Data Breaches. */
  threats: SectionCopy & { items: readonly ThreatCard[] };
  /** The red call-to-action band (red means urgent). */
  ctaBand: { title: string; text: string; ctas: readonly CtaLink[] };
}

/** A cloud strategy card. */
export interface CloudStrategy extends Feature {
  /** Who it suits, starting with 'Best for:' (§2). */
  bestFor: string;
  /** What it includes. */
  points: readonly string[];
}

/** The cloud solutions page (§2 "Cloud solutions"). */
export interface CloudSolutionsPage extends ServicePageBase {
  /** Three strategies: Public, Private, Hybrid. */
  strategies: SectionCopy & { items: readonly CloudStrategy[] };
}

/** The IT consulting page (§2 "IT consulting"). */
export interface ItConsultingPage extends ServicePageBase {
  /** Four expertise cards. */
  expertise: SectionCopy & { items: readonly Feature[] };
}

/** The four service pages, by service id. */
export interface ServicePages {
  'managed-it': ManagedItPage;
  cybersecurity: CybersecurityPage;
  'cloud-solutions': CloudSolutionsPage;
  'it-consulting': ItConsultingPage;
}

// Each page is a module of its own (service/), so a page's bundle carries only its own copy.
export { cloudSolutionsPage, cybersecurityPage, itConsultingPage, managedItPage };

/** The four service pages, by service id (§2). */
export const servicePages: ServicePages = {
  'managed-it': managedItPage,
  cybersecurity: cybersecurityPage,
  'cloud-solutions': cloudSolutionsPage,
  'it-consulting': itConsultingPage,
};
