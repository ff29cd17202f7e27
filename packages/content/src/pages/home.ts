/**
 * Home page copy (specification §2 "Home page"): hero, certification badges, four service cards, the statistics
 * band, four industry cards, one testimonial, the quick-recommendation widget, the contact and about sections.
 */
import { certifications, claims, company, prices } from '../company.ts';
import type { RouteKey } from '../routes.ts';
import type { CtaLink, Faq, Hero, IndustryId, SectionCopy, ServiceId, Stat } from '../types.ts';
import { type QuickRecommendationTexts, quickRecommendationTexts } from '../widget-texts.ts';

/** Copy of the home page's quick-recommendation widget (§2, §4): the widget's texts and the section around it. */
export interface QuickRecommendationCopy extends QuickRecommendationTexts {
  /** Section heading and introduction. */
  title: string;
  intro: string;
  /** Opens /ai-recommendation-test in a new tab (§2). */
  fullRecommendations: CtaLink;
}

/** The home page (§2). */
export interface HomePage {
  /** Route key: 'home'. */
  route: RouteKey;
  /** Ids of the sections the sticky header scrolls to (§2: services, industries, about, contact). */
  sectionIds: { services: string; industries: string; about: string; contact: string };
  /** Sticky header links, smooth-scrolling to the sections. */
  sectionNav: readonly CtaLink[];
  hero: Hero;
  /** Certification badges under the hero (ids of `certifications`). */
  certificationBadges: { title: string; certificationIds: readonly string[] };
  /** Four service cards (§2). */
  services: SectionCopy & { serviceIds: readonly ServiceId[]; linkLabel: string };
  /** The statistics band. */
  stats: readonly Stat[];
  /** Four industry cards (§2). */
  industries: SectionCopy & { industryIds: readonly IndustryId[]; linkLabel: string };
  /** The one testimonial (id of `testimonials`). */
  testimonialId: string;
  /** Heading of the testimonial's section. */
  testimonialSection: SectionCopy;
  quickRecommendation: QuickRecommendationCopy;
  /** Contact form section (form: `contactForms.home`). */
  contact: SectionCopy & { points: readonly string[] };
  /** About section. */
  about: SectionCopy & { paragraphs: readonly string[]; links: readonly CtaLink[] };
  /** Heading of the FAQ section that shows `faqs` (FAQPage data must match visible questions). */
  faqSection: SectionCopy;
  /** FAQs (also FAQPage structured data). */
  faqs: readonly Faq[];
}

/** Home page copy (§2 "Home page"). */
export const homePage: HomePage = {
  route: 'home',
  sectionIds: { services: 'services', industries: 'industries', about: 'about', contact: 'contact' },
  sectionNav: [
    { label: 'Services', target: { kind: 'anchor', id: 'services' } },
    { label: 'Industries', target: { kind: 'anchor', id: 'industries' } },
    { label: 'About', target: { kind: 'anchor', id: 'about' } },
    { label: 'Contact', target: { kind: 'anchor', id: 'contact' } },
  ],
  hero: {
    eyebrow: 'Managed IT for Toronto and the GTA since 2012',
    title: 'IT support that answers in minutes, not days',
    subtitle: `We run, secure and support the technology of ${claims.clients.display} GTA businesses for one fixed monthly price, ${prices.managedIt.display.toLowerCase()}.`,
    proof: `Response ${claims.torontoResponseMinutes.display} in Toronto · ${claims.uptimePercent.display} uptime · Rated ${company.rating.display}`,
    ctas: [
      { label: 'Get Free Assessment', target: { kind: 'anchor', id: 'contact' } },
      { label: `Call ${company.phones.main.display}`, target: { kind: 'phone', line: 'main' } },
    ],
  },
  certificationBadges: {
    title: 'Certified by the platforms you rely on',
    certificationIds: certifications.map((certification) => certification.id),
  },
  services: {
    title: 'What we do',
    intro:
      'Four services, one team. Start with the one that hurts most; most clients add the others within a year.',
    serviceIds: ['managed-it', 'cybersecurity', 'cloud-solutions', 'it-consulting'],
    linkLabel: 'Learn more',
  },
  stats: [
    { value: claims.clients.display, label: 'GTA businesses supported' },
    { value: claims.uptimePercent.display, label: 'Uptime on managed networks' },
    { value: '15 min', label: 'Response time in Toronto' },
    { value: claims.supportCoverage.display, label: 'Monitoring and emergency support' },
  ],
  industries: {
    title: 'Industries we know well',
    intro:
      'Clinics, law firms, plants and brokerages each have their own software and their own rules. We know both.',
    industryIds: ['healthcare', 'legal', 'manufacturing', 'real-estate'],
    linkLabel: 'See how we help',
  },
  testimonialId: 'home-liberty-village-engineering',
  testimonialSection: { title: 'What our clients say' },
  quickRecommendation: {
    title: 'Not sure where to start?',
    intro: 'Answer two questions and get a recommendation in about ten seconds. No email needed.',
    labels: {
      industry: 'Your industry',
      companySize: 'Company size',
      challenges: 'Biggest IT challenges (optional)',
      budget: 'Annual IT budget (optional)',
    },
    placeholders: {
      industry: 'Select your industry',
      companySize: 'Select company size',
      budget: 'Select a budget range',
    },
    submit: 'Get My Recommendation',
    loading: 'Analyzing your answers...',
    resultsTitle: 'Our recommendation',
    confidenceLabel: 'Match confidence',
    priorityLabels: quickRecommendationTexts.priorityLabels,
    monthlyCostLabel: 'Estimated monthly cost',
    getQuote: 'Get Quote',
    tryAgain: 'Try Different Options',
    fullRecommendations: {
      label: 'See Full Recommendations',
      target: { kind: 'route', route: 'ai-recommendation-test', newTab: true },
    },
    error: quickRecommendationTexts.error,
  },
  contact: {
    title: 'Get your free IT assessment',
    intro:
      'A senior engineer reviews your network, devices, backups and security, then walks you through what to fix first. It takes about an hour of your time and costs nothing.',
    points: [
      'Written report within 5 business days',
      'Clear priorities and a fixed monthly quote',
      'No obligation and no sales pressure',
    ],
  },
  about: {
    title: 'A Toronto team, since 2012',
    paragraphs: [
      'Northline IT started in 2012 with three engineers and a simple idea: small and mid-size businesses deserve the same fast, careful IT support big companies get.',
      `Today our team supports ${claims.clients.display} businesses from downtown Toronto to Vaughan and Mississauga. We answer in minutes, explain things in plain words and stand behind our work with a ${claims.moneyBackGuaranteeDays.display} money-back guarantee.`,
    ],
    links: [
      { label: 'About us', target: { kind: 'route', route: 'about' } },
      { label: 'Case studies', target: { kind: 'route', route: 'case-studies' } },
    ],
  },
  faqSection: {
    title: 'Frequently asked questions',
    intro: 'Straight answers on price, response times, contracts and where we work.',
  },
  faqs: [
    {
      question: 'How much do managed IT services cost in Toronto?',
      answer:
        'Our managed IT plans start at $99 per user per month in CAD. That covers help desk support, 24/7 monitoring, patching, endpoint protection and a quarterly review. Security assessments start at $299 and cloud migrations at $499.',
    },
    {
      question: 'How fast do you respond to a support request?',
      answer:
        'In Toronto a technician is working on your request in under 15 minutes. In Mississauga it is 20 minutes, Markham 25 and Vaughan and the rest of the GTA 30. Security incidents get a response within 5 minutes, 24/7.',
    },
    {
      question: 'Do I have to sign a long-term contract?',
      answer:
        'No. Our agreements run month to month and either side can end them with 30 days notice. New clients also have a 60-day money-back guarantee.',
    },
    {
      question: 'What areas do you serve?',
      answer:
        'Toronto and the GTA: Mississauga, Markham, Vaughan, Richmond Hill, Brampton, Oakville and Burlington. We do on-site work within about 25 km of each city and remote support anywhere in Canada.',
    },
  ],
};
