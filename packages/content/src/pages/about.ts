/**
 * About page copy (specification §2 "About"): hero, stats, story, four values, five certifications,
 * leadership cards and calls to action.
 */
import { certifications, claims, company } from '../company.ts';
import type { RouteKey } from '../routes.ts';
import type { CtaLink, Feature, Hero, SectionCopy, Stat } from '../types.ts';

/** A leadership card. */
export interface Leader {
  /** Person's name (fictional, like the company). */
  name: string;
  /** Job title. */
  role: string;
  /** Two sentences on background and what they own. */
  bio: string;
  /** Certifications or credentials held, as shown. */
  credentials: readonly string[];
}

/** The about page (§2). */
export interface AboutPage {
  /** Route key: 'about'. */
  route: RouteKey;
  hero: Hero;
  /** Stats: 12+ years, 500+ clients, 99.9% uptime, 24/7 (§2). */
  stats: readonly Stat[];
  /** Our story. */
  story: SectionCopy & { paragraphs: readonly string[] };
  /** The four values: Excellence, Reliability, Innovation, Partnership (§2). */
  values: SectionCopy & { items: readonly Feature[] };
  /** The five certifications (ids of `certifications`). */
  certifications: SectionCopy & { certificationIds: readonly string[] };
  /** Leadership cards; `credentialsLabel` names each card's list of credentials for assistive technology. */
  leadership: SectionCopy & { people: readonly Leader[]; credentialsLabel: string };
  /** Calls to action. */
  cta: SectionCopy & { links: readonly CtaLink[] };
}

/** About page copy (§2 "About"). */
export const aboutPage: AboutPage = {
  route: 'about',
  hero: {
    eyebrow: 'About Northline IT',
    title: "Toronto's calm, fast IT team since 2012",
    subtitle:
      'We started with three engineers and one promise: answer quickly, explain clearly and fix things properly. Twelve years and 500+ clients later, that is still the job.',
    ctas: [
      { label: 'Work With Us', target: { kind: 'route', route: 'contact' } },
      { label: 'Read Case Studies', target: { kind: 'route', route: 'case-studies' } },
    ],
  },
  stats: [
    { value: claims.yearsInBusiness.display, label: 'Years in business' },
    { value: claims.clients.display, label: 'Clients across the GTA' },
    { value: claims.uptimePercent.display, label: 'Uptime on managed networks' },
    { value: claims.supportCoverage.display, label: 'Monitoring and support' },
  ],
  story: {
    title: 'Our story',
    paragraphs: [
      `${company.name} was founded in ${company.foundingYear} in a small downtown Toronto office by three engineers who had spent years inside large IT departments. They kept meeting owners of 20-person firms who waited days for help and paid for projects that never quite worked.`,
      'So we built the provider we would want to hire: published prices, a help desk that picks up, engineers who explain what they did and why, and monitoring that catches problems before the phone rings.',
      "Today our team looks after law firms on Bay Street, clinics in Markham, plants in Concord and brokerages in Oakville. We have grown, but we still answer in minutes and we still treat every client's network as if it were our own.",
    ],
  },
  values: {
    title: 'What we stand for',
    items: [
      {
        title: 'Excellence',
        text: 'We fix the cause, not the symptom, and we document every change so the next person understands it.',
        icon: 'award',
      },
      {
        title: 'Reliability',
        text: 'We do what we said, when we said. Response times and uptime are written into our agreements.',
        icon: 'shield-check',
      },
      {
        title: 'Innovation',
        text: 'We test new tools on ourselves first and bring you only what saves time or lowers risk.',
        icon: 'lightbulb',
      },
      {
        title: 'Partnership',
        text: 'We meet every quarter, plan your budget with you and tell you when something is not worth buying.',
        icon: 'handshake',
      },
    ],
  },
  certifications: {
    title: 'Certifications',
    intro: 'Our engineers hold the certifications of the platforms you run on.',
    certificationIds: certifications.map((certification) => certification.id),
  },
  leadership: {
    title: 'Leadership',
    intro: 'The people who answer for your service, by name.',
    credentialsLabel: 'Credentials',
    people: [
      {
        name: 'Michael Brennan',
        role: 'Founder and Chief Executive Officer',
        bio: "Michael ran infrastructure for a national accounting firm before founding Northline IT in 2012. He still reviews every new client's assessment.",
        credentials: ['ITIL 4 Foundation', 'Microsoft Certified: Azure Solutions Architect'],
      },
      {
        name: 'Aisha Rahman',
        role: 'Director of Cybersecurity',
        bio: 'Aisha leads our security operations team and incident response. She spent eight years defending networks at a Canadian bank.',
        credentials: ['CISSP', 'GIAC Certified Incident Handler'],
      },
      {
        name: 'David Liu',
        role: 'Director of Service Delivery',
        bio: 'David runs the help desk and field engineers, and owns our response-time promises for every city we serve.',
        credentials: ['ITIL 4 Foundation', 'Cisco CCNP Enterprise'],
      },
      {
        name: 'Sofia Ferreira',
        role: 'Head of Client Success',
        bio: 'Sofia leads quarterly reviews and budget planning with clients, and makes sure nothing falls between our team and yours.',
        credentials: ['AWS Certified Solutions Architect'],
      },
    ],
  },
  cta: {
    title: "Let's talk about your IT",
    intro: 'A free assessment is the easiest way to see how we work.',
    links: [
      { label: 'Get Free Assessment', target: { kind: 'route', route: 'contact' } },
      { label: `Call ${company.phones.main.display}`, target: { kind: 'phone', line: 'main' } },
    ],
  },
};
