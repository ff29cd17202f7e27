/**
 * Contact page copy (specification §2 "Contact"): contact detail cards, the message form section and
 * shortcut cards (emergency call, services, case studies, about).
 */
import { company } from '../company.ts';
import type { RouteKey } from '../routes.ts';
import type { CtaLink, Faq, Hero, IconName, SectionCopy } from '../types.ts';

/** A contact detail card: a way to reach us. */
export interface ContactDetailCard {
  /** Card heading. */
  title: string;
  /** lucide-react icon name. */
  icon: IconName;
  /** Lines shown on the card (phone number, address lines, hours). */
  lines: readonly string[];
  /** One short line of context. */
  note: string;
  /** Where the card links, if anywhere. */
  link?: CtaLink;
}

/** A shortcut card to another page or action. */
export interface ShortcutCard {
  /** Card heading. */
  title: string;
  /** One sentence. */
  text: string;
  /** lucide-react icon name. */
  icon: IconName;
  /** The link. */
  link: CtaLink;
  /** True for the urgent card (shown in red: red means urgent). */
  urgent: boolean;
}

/** The contact page (§2). */
export interface ContactPage {
  /** Route key: 'contact'. */
  route: RouteKey;
  hero: Hero;
  /** Heading of the contact detail cards' section. */
  detailsSection: SectionCopy;
  /** Contact detail cards: phone, email, office, hours. */
  details: readonly ContactDetailCard[];
  /** The message form section (form: `contactForms.contact`). */
  form: SectionCopy;
  /** Shortcut cards: emergency call, services, case studies, about (§2). */
  shortcuts: SectionCopy & { cards: readonly ShortcutCard[] };
  /** Heading of the FAQ section that shows `faqs` (FAQPage data must match visible questions). */
  faqSection: SectionCopy;
  /** FAQs (also FAQPage structured data). */
  faqs: readonly Faq[];
}

/** Contact page copy (§2 "Contact"). */
export const contactPage: ContactPage = {
  route: 'contact',
  hero: {
    eyebrow: 'Contact',
    title: 'Talk to a real person about your IT',
    subtitle:
      'Call, email or send the form below. We reply within 1 business day, and emergencies for managed clients are answered around the clock.',
    ctas: [{ label: `Call ${company.phones.main.display}`, target: { kind: 'phone', line: 'main' } }],
  },
  detailsSection: { title: 'Ways to reach us' },
  details: [
    {
      title: 'Phone',
      icon: 'phone',
      lines: [company.phones.main.display],
      note: 'A person answers during business hours; managed clients reach us 24/7 for emergencies.',
      link: { label: `Call ${company.phones.main.display}`, target: { kind: 'phone', line: 'main' } },
    },
    {
      title: 'Email',
      icon: 'mail',
      lines: [company.email],
      note: 'We reply within 1 business day.',
      link: { label: `Email ${company.email}`, target: { kind: 'email' } },
    },
    {
      title: 'Office',
      icon: 'map-pin',
      lines: [
        company.address.streetAddress,
        `${company.address.locality}, ${company.address.region} ${company.address.postalCode}`,
      ],
      note: 'Visits by appointment. Our engineers come to you across the GTA.',
    },
    {
      title: 'Hours',
      icon: 'clock',
      lines: company.hours.display,
      note: `${company.hours.emergency}.`,
    },
  ],
  form: {
    title: 'Send us a message',
    intro: 'Tell us what is going on. The more you share, the better our first answer will be.',
  },
  shortcuts: {
    title: 'Looking for something specific?',
    cards: [
      {
        title: 'Emergency IT Support',
        text: 'Systems down or a suspected breach? Call now. Managed clients get a response 24/7.',
        icon: 'siren',
        link: { label: `Call ${company.phones.main.display}`, target: { kind: 'phone', line: 'main' } },
        urgent: true,
      },
      {
        title: 'Our Services',
        text: 'Managed IT, cybersecurity, cloud and consulting, with prices in CAD.',
        icon: 'layout-grid',
        link: { label: 'View services', target: { kind: 'route', route: 'services' } },
        urgent: false,
      },
      {
        title: 'Case Studies',
        text: 'How a clinic, a law firm, a plant and a brokerage fixed their IT.',
        icon: 'file-text',
        link: { label: 'Read case studies', target: { kind: 'route', route: 'case-studies' } },
        urgent: false,
      },
      {
        title: 'About Us',
        text: 'Who we are, what we stand for and the people you will work with.',
        icon: 'users',
        link: { label: 'About Northline IT', target: { kind: 'route', route: 'about' } },
        urgent: false,
      },
    ],
  },
  faqSection: { title: 'Before you get in touch' },
  faqs: [
    {
      question: 'How soon will you reply to my message?',
      answer: 'Within 1 business day. If your systems are down, call us instead so we can help right away.',
    },
    {
      question: 'Can I visit your office?',
      answer:
        'Yes, by appointment. Most meetings happen at your office or by video, because our engineers travel across the GTA.',
    },
    {
      question: 'Is the first assessment really free?',
      answer:
        'Yes. The IT assessment is free and without obligation. Paid work starts only after you approve a written quote.',
    },
  ],
};
