/**
 * The four industry pages of specification §2: legal, healthcare, manufacturing, real estate. They share a
 * layout: hero with trust badges, six service cards (#services), compliance lists, why-choose, consultation
 * form (#contact), and a footer with both phone lines.
 */
import { company } from '../company.ts';
import type { FormKey } from '../forms.ts';
import type { RouteKey } from '../routes.ts';
import type {
  CtaLink,
  Faq,
  Feature,
  Hero,
  IndustryId,
  PhoneLine,
  SectionCopy,
  ServiceCard,
} from '../types.ts';
import { healthcarePage } from './industry/healthcare.ts';
import { legalPage } from './industry/legal.ts';
import { manufacturingPage } from './industry/manufacturing.ts';
import { realEstatePage } from './industry/real-estate.ts';

/** Keys of the four industry pages. */
export const INDUSTRY_PAGE_IDS = ['legal', 'healthcare', 'manufacturing', 'real-estate'] as const;

/** One of {@link INDUSTRY_PAGE_IDS}. */
export type IndustryPageId = (typeof INDUSTRY_PAGE_IDS)[number];

/** A titled list of compliance points. */
export interface ComplianceGroup {
  /** Heading: a law, regulator or topic ('PIPEDA', 'RECO', 'MLS Data Security'). */
  title: string;
  /** One sentence on why it matters. */
  text: string;
  /** What we do or check, one line each. */
  items: readonly string[];
}

/** One industry page (§2 "Industry pages"). */
export interface IndustryPage {
  /** The industry (checked against the industry list). */
  industryId: IndustryId;
  /** Route key. */
  route: RouteKey;
  /** Key of the page's form in `contactForms`. */
  formKey: FormKey;
  /** Hero with trust badges (§2). Real estate has two calls to action: #contact and #services. */
  hero: Hero & { trustBadges: readonly string[] };
  /** Real estate's three highlights (§2: data security with PIPEDA, CRM integration, mobile solutions). */
  highlights?: SectionCopy & { items: readonly Feature[] };
  /** Six service cards (anchor id 'services', §2). */
  services: SectionCopy & { anchorId: string; items: readonly ServiceCard[] };
  /** Compliance lists. */
  compliance: SectionCopy & { groups: readonly ComplianceGroup[] };
  /** Why-choose section. */
  whyChoose: SectionCopy & { items: readonly Feature[] };
  /** Links to the service and area pages (real estate, §2). */
  relatedLinks?: SectionCopy & { links: readonly CtaLink[] };
  /** Consultation form section (anchor id 'contact'). */
  contact: SectionCopy & { points: readonly string[] };
  /** FAQs (also FAQPage structured data). */
  faqs: readonly Faq[];
  /** Phone lines the footer shows (both lines on industry pages). */
  footerPhones: readonly PhoneLine[];
}

/** Layout copy the four industry pages share: headings and labels that are not specific to one industry. */
export interface IndustryPageCopy {
  /** Accessible name of the hero's list of trust badges. */
  trustBadgesLabel: string;
  /** Heading of the questions section (its answers are also the page's FAQPage structured data). */
  faqTitle: string;
  /** Accessible name of the consultation section's list of what the visitor gets. */
  contactPointsLabel: string;
  /**
   * The band above the footer that shows both phone lines as `tel:` links (industry-page
   * footers show the second line (647) 555-0186 as well as the main one; both are phone numbers only).
   */
  phoneStrip: SectionCopy;
}

/** Shared layout copy of the industry pages (§2 "Industry pages"). */
export const industryPageCopy: IndustryPageCopy = {
  trustBadgesLabel: 'Why clients trust us',
  faqTitle: 'Frequently asked questions',
  contactPointsLabel: 'What your free consultation includes',
  phoneStrip: {
    title: 'Prefer to talk it through?',
    intro: `Call either line to speak with a consultant. ${company.hours.emergency}.`,
  },
};

// Each page is a module of its own (industry/), so a page's bundle carries only its own copy.
export { healthcarePage, legalPage, manufacturingPage, realEstatePage };

/** The four industry pages, by page id (§2). */
export const industryPages: Readonly<Record<IndustryPageId, IndustryPage>> = {
  legal: legalPage,
  healthcare: healthcarePage,
  manufacturing: manufacturingPage,
  'real-estate': realEstatePage,
};
