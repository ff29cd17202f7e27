/**
 * Services overview page copy (specification §2 "Services overview (/services)"): four service cards with starting
 * prices, four industry cards, a why-choose block and calls to action to /contact and /case-studies.
 */
import { claims, company } from '../company.ts';
import type { RouteKey } from '../routes.ts';
import type { CtaLink, Faq, Feature, Hero, IndustryId, SectionCopy, ServiceId } from '../types.ts';

/** The services overview page (§2). */
export interface ServicesOverviewPage {
  /** Route key: 'services'. */
  route: RouteKey;
  hero: Hero;
  /** Four service cards with starting prices (§2). */
  services: SectionCopy & { serviceIds: readonly ServiceId[]; priceLabel: string; linkLabel: string };
  /** Services sold inside the others, listed under the cards. */
  addOns: SectionCopy & { serviceIds: readonly ServiceId[] };
  /** Four industry cards (§2). */
  industries: SectionCopy & { industryIds: readonly IndustryId[]; linkLabel: string };
  /** The why-choose block. */
  whyChoose: SectionCopy & { items: readonly Feature[] };
  /** Calls to action to /contact and /case-studies (§2). */
  cta: SectionCopy & { links: readonly CtaLink[] };
  /** Contact form section (form: `contactForms.services`). */
  contact: SectionCopy;
  /** Heading of the FAQ section that shows `faqs` (FAQPage data must match visible questions). */
  faqSection: SectionCopy;
  /** FAQs (also FAQPage structured data). */
  faqs: readonly Faq[];
}

/** Services overview copy (§2). */
export const servicesOverviewPage: ServicesOverviewPage = {
  route: 'services',
  hero: {
    eyebrow: 'Services',
    title: 'IT services for GTA businesses of 10 to 200 people',
    subtitle:
      'Support, security, cloud and advice from one local team, with prices published up front in Canadian dollars.',
    proof: `${claims.clients.display} clients · ${claims.uptimePercent.display} uptime · ${company.rating.display}`,
    ctas: [
      { label: 'Get Free Assessment', target: { kind: 'anchor', id: 'contact' } },
      { label: `Call ${company.phones.main.display}`, target: { kind: 'phone', line: 'main' } },
    ],
  },
  services: {
    title: 'Our core services',
    intro:
      'Every price below is a starting price in CAD, before HST. Your quote is fixed after a free assessment.',
    serviceIds: ['managed-it', 'cybersecurity', 'cloud-solutions', 'it-consulting'],
    priceLabel: 'Starting at',
    linkLabel: 'Learn more',
  },
  addOns: {
    title: 'Also available',
    intro: 'Included in managed IT plans, or on their own for teams that run the rest themselves.',
    serviceIds: ['backup-recovery', 'help-desk'],
  },
  industries: {
    title: 'Built for your industry',
    intro: 'We set up and support the software your sector runs on, and we know the rules it answers to.',
    industryIds: ['healthcare', 'legal', 'manufacturing', 'real-estate'],
    linkLabel: 'Industry details',
  },
  whyChoose: {
    title: 'Why GTA businesses choose Northline IT',
    items: [
      {
        title: 'Answers in minutes',
        text: 'Under 15 minutes in Toronto, 20 in Mississauga, 25 in Markham and 30 in Vaughan. A real technician, not a ticket number.',
        icon: 'timer',
      },
      {
        title: 'Prices you can plan around',
        text: 'One per-user monthly price, published here. Changes only with 30 days written notice.',
        icon: 'receipt',
      },
      {
        title: 'Security in every plan',
        text: 'Endpoint protection, email filtering and patching come standard, not as upsells.',
        icon: 'shield-check',
      },
      {
        title: 'Certified engineers',
        text: 'Microsoft, AWS, Cisco, CISSP and ITIL certified people work on your systems.',
        icon: 'badge-check',
      },
      {
        title: 'Canadian privacy know-how',
        text: 'We set up systems that meet PIPEDA and PHIPA, and we explain what that means for you.',
        icon: 'lock',
      },
      {
        title: '60-day money-back guarantee',
        text: 'Not happy in the first 60 days? We refund your monthly fees.',
        icon: 'hand-coins',
      },
    ],
  },
  cta: {
    title: 'See what this looks like for a business like yours',
    intro: 'Read how a clinic, a law firm, a plant and a brokerage fixed their IT, or tell us about yours.',
    links: [
      { label: 'Contact Us', target: { kind: 'route', route: 'contact' } },
      { label: 'Read Case Studies', target: { kind: 'route', route: 'case-studies' } },
    ],
  },
  contact: {
    title: 'Get a free assessment',
    intro: 'Tell us a little about your business. We reply within 1 business day with times for a call.',
  },
  faqSection: { title: 'Questions about our services' },
  faqs: [
    {
      question: 'Which service should I start with?',
      answer:
        'Most businesses without an IT person start with managed IT, which includes help desk, monitoring and basic security. If you already have IT staff, a $299 security assessment or a few hours of consulting is a good first step.',
    },
    {
      question: 'Are your prices in Canadian dollars?',
      answer: 'Yes. Every price on this site is in CAD and excludes HST.',
    },
    {
      question: 'Can you work with our existing IT person?',
      answer:
        'Yes. Many clients keep an in-house person for day-to-day work and use us for security, cloud projects, after-hours monitoring and backup.',
    },
  ],
};
