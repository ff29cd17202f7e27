import { prices } from '../../company.ts';
import type { ItConsultingPage } from '../service-pages.ts';
import { callCta } from './shared.ts';

/** IT consulting page copy (§2). */
export const itConsultingPage: ItConsultingPage = {
  serviceId: 'it-consulting',
  route: 'it-consulting',
  formKey: 'it-consulting',
  hero: {
    eyebrow: 'IT Consulting',
    title: 'A clear IT plan, tied to your business and your budget',
    subtitle: `Senior consultants who have run IT for GTA firms tell you what to fix, what to buy and in what order. ${prices.consultingHourly.display}, no commission on anything you buy.`,
    proof: 'Vendor-neutral advice · Written roadmap you own',
    ctas: [{ label: 'Book Free Consultation', target: { kind: 'anchor', id: 'contact' } }, callCta],
  },
  benefits: {
    title: 'What good IT advice gets you',
    items: [
      {
        title: 'A roadmap you can follow',
        text: 'A written three-year plan with costs and dates, not a slide deck.',
        icon: 'map',
      },
      {
        title: 'Money spent where it counts',
        text: 'We show which projects pay back and which can wait.',
        icon: 'piggy-bank',
      },
      {
        title: 'Fewer failed projects',
        text: 'Clear requirements and vendor checks before you sign anything.',
        icon: 'circle-check',
      },
      {
        title: 'Independent advice',
        text: 'We earn nothing from what you buy, so our advice is about what you need.',
        icon: 'scale',
      },
    ],
  },
  expertise: {
    title: 'Where we can help',
    items: [
      {
        title: 'IT Strategy & Roadmaps',
        text: 'Three-year plans for infrastructure, software and staffing, tied to your growth plans.',
        icon: 'compass',
      },
      {
        title: 'Cybersecurity & Compliance',
        text: 'Risk assessments and control plans for PIPEDA, PHIPA, SOX and client security reviews.',
        icon: 'shield-check',
      },
      {
        title: 'Cloud & Infrastructure Design',
        text: 'Networks, servers and cloud platforms designed for your size, not for a bank.',
        icon: 'network',
      },
      {
        title: 'Business Continuity',
        text: 'Plans that say exactly what happens if your office, server or key vendor goes down.',
        icon: 'life-buoy',
      },
    ],
  },
  services: {
    title: 'Consulting services',
    items: [
      {
        title: 'IT Assessments & Audits',
        text: 'A full review of your systems, security, licences and vendors, with a ranked list of findings.',
        icon: 'search',
      },
      {
        title: 'Strategic IT Roadmaps',
        text: 'A three-year plan with projects, dates, owners and budget.',
        icon: 'map',
      },
      {
        title: 'Technology Budget Planning',
        text: 'Annual budgets and five-year replacement schedules your accountant will like.',
        icon: 'calculator',
      },
      {
        title: 'Vendor Selection & Management',
        text: 'Requirements, short lists, demos and contract review for ERP, CRM, phones and more.',
        icon: 'clipboard-list',
      },
      {
        title: 'Virtual CIO',
        text: 'A senior IT leader at your management meetings a few hours a month, without a full-time salary.',
        icon: 'user-round-check',
      },
      {
        title: 'Project Management',
        text: 'Office moves, system rollouts and mergers run to a plan, on time and on budget.',
        icon: 'kanban',
      },
    ],
  },
  process: {
    title: 'How a consulting engagement works',
    intro: 'Most roadmaps take three to five weeks and 20 to 40 consulting hours.',
    steps: [
      {
        step: 1,
        title: 'Discovery',
        text: 'We interview owners and key staff and inventory your systems, contracts and costs.',
        duration: '1 week',
      },
      {
        step: 2,
        title: 'Analysis',
        text: 'We measure risk, cost and fit against your goals and industry rules.',
        duration: '1-2 weeks',
      },
      {
        step: 3,
        title: 'Strategy',
        text: 'You get a written roadmap with priorities, budgets and a timeline, and we walk your team through it.',
        duration: '1 week',
      },
      {
        step: 4,
        title: 'Implementation',
        text: 'We run the projects ourselves or oversee your vendors, reporting progress every two weeks.',
        duration: 'As planned',
      },
    ],
  },
  contact: {
    title: 'Book a free consultation',
    intro: `A 30-minute call with a senior consultant to scope your needs. Consulting is billed at ${prices.consultingHourly.short} after that, with an estimate up front.`,
    points: ['Estimate of hours before we start', 'Written deliverables you keep', 'No obligation'],
  },
  faqSection: {
    title: 'Questions about IT consulting',
    intro: 'How we bill, what you keep and what a virtual CIO does.',
  },
  faqs: [
    {
      question: 'How much does IT consulting cost?',
      answer:
        'Consulting is $150 per hour in CAD. We give you an estimate before any work starts; a typical three-year roadmap for a 25-person business takes 20 to 40 hours.',
    },
    {
      question: 'Do we have to use your managed services afterwards?',
      answer: 'No. The roadmap is yours. You can carry it out with your own staff, another provider or us.',
    },
    {
      question: 'What is a virtual CIO?',
      answer:
        'A senior IT leader who joins your management meetings a few hours a month, owns the IT budget and roadmap and manages vendors, at a fraction of a full-time salary.',
    },
  ],
};
