/**
 * Case studies page copy (specification §2 "Case studies"): the four studies (case-studies.ts), track-record
 * stats, industry links and three testimonials.
 */
import { claims, company } from '../company.ts';
import type { RouteKey } from '../routes.ts';
import type { CtaLink, Hero, SectionCopy, Stat } from '../types.ts';

/** The case studies page (§2). */
export interface CaseStudiesPage {
  /** Route key: 'case-studies'. */
  route: RouteKey;
  hero: Hero;
  /** Labels of the parts of a case study card. */
  labels: {
    challenge: string;
    solution: string;
    results: string;
    timeframe: string;
    investment: string;
  };
  /** Track-record stats. */
  trackRecord: SectionCopy & { stats: readonly Stat[] };
  /** Links to the four industry pages. */
  industryLinks: SectionCopy & { links: readonly CtaLink[] };
  /** Three testimonials (ids of `testimonials`). */
  testimonials: SectionCopy & { ids: readonly string[] };
  /** Closing call to action. */
  cta: SectionCopy & { links: readonly CtaLink[] };
}

/** Case studies page copy (§2). */
export const caseStudiesPage: CaseStudiesPage = {
  route: 'case-studies',
  hero: {
    eyebrow: 'Case Studies',
    title: 'Real problems, measured results',
    subtitle:
      'Four GTA businesses, four industries. What went wrong, what we did, what it cost and what changed. Client names are withheld at their request.',
    ctas: [{ label: 'Get Free Assessment', target: { kind: 'route', route: 'contact' } }],
  },
  labels: {
    challenge: 'The challenge',
    solution: 'What we did',
    results: 'Results',
    timeframe: 'Timeframe',
    investment: 'Investment (CAD, before HST)',
  },
  trackRecord: {
    title: 'Our track record',
    stats: [
      { value: claims.clients.display, label: 'Active clients' },
      { value: claims.uptimePercent.display, label: 'Average uptime' },
      { value: '15 min', label: 'Response time in Toronto' },
      { value: `${company.rating.value}/5`, label: `From ${company.rating.count} client reviews` },
    ],
  },
  industryLinks: {
    title: 'Explore by industry',
    links: [
      { label: 'Healthcare IT', target: { kind: 'route', route: 'healthcare-it-services' } },
      { label: 'Legal IT', target: { kind: 'route', route: 'legal-it-services' } },
      { label: 'Manufacturing IT', target: { kind: 'route', route: 'manufacturing-it-services' } },
      { label: 'Real Estate IT', target: { kind: 'route', route: 'real-estate-it-services' } },
    ],
  },
  testimonials: {
    title: "In our clients' words",
    ids: [
      'case-studies-don-mills-health',
      'case-studies-bramalea-components',
      'case-studies-oakville-realty',
    ],
  },
  cta: {
    title: 'Want results like these?',
    intro: 'Start with a free assessment. You will know what to fix first, and what it costs, within a week.',
    links: [
      { label: 'Get Free Assessment', target: { kind: 'route', route: 'contact' } },
      { label: 'View Services', target: { kind: 'route', route: 'services' } },
    ],
  },
};
