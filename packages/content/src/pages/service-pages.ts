/**
 * The four service pages of specification §2: managed IT, cybersecurity, cloud solutions, IT consulting.
 */
import { claims, company, prices } from '../company.ts';
import { formatCad } from '../format.ts';
import type { FormKey } from '../forms.ts';
import type { RouteKey } from '../routes.ts';
import type { ServiceId } from '../services.ts';
import type { CtaLink, Faq, Feature, Hero, Process, SectionCopy, ServiceCard } from '../types.ts';

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
  /** The red call-to-action band (DESIGN.md: red for urgent). */
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

const callCta: CtaLink = {
  label: `Call ${company.phones.main.display}`,
  target: { kind: 'phone', line: 'main' },
};

/** Managed IT services page copy (§2). */
export const managedItPage: ManagedItPage = {
  serviceId: 'managed-it',
  route: 'managed-it-services',
  formKey: 'managed-it',
  hero: {
    eyebrow: 'Managed IT Services',
    title: 'Your IT department, for a fixed monthly price',
    subtitle: `We monitor, patch, secure and support every device your team uses, ${prices.managedIt.display.toLowerCase()}. Your staff call one number and reach a technician in minutes.`,
    proof: `Response ${claims.torontoResponseMinutes.display} in Toronto · ${claims.uptimePercent.display} uptime SLA · ${claims.moneyBackGuaranteeDays.display} money-back guarantee`,
    ctas: [{ label: 'Get Free Assessment', target: { kind: 'anchor', id: 'contact' } }, callCta],
  },
  benefits: {
    title: 'What changes when we manage your IT',
    items: [
      {
        title: 'One predictable bill',
        text: 'A per-user monthly price covers support, monitoring and patching. No surprise invoices for every fix.',
        icon: 'receipt',
      },
      {
        title: 'Problems fixed before you notice',
        text: 'Monitoring spots full disks, failing drives and expiring certificates and we fix them, often overnight.',
        icon: 'activity',
      },
      {
        title: `${claims.productivityGainPercent.display} more productive staff`,
        text: 'Clients report about a quarter more productive time once slow laptops and daily glitches are gone.',
        icon: 'trending-up',
      },
      {
        title: 'Security built in',
        text: 'Endpoint protection, email filtering and multi-factor sign-in are part of every plan.',
        icon: 'shield-check',
      },
    ],
  },
  services: {
    title: 'Six things we manage for you',
    items: [
      {
        title: '24/7 Network Monitoring',
        text: 'Servers, firewalls, switches and Wi-Fi are watched around the clock. Alerts reach an engineer, not an inbox.',
        icon: 'radar',
      },
      {
        title: 'Help Desk Support',
        text: 'Call, email or chat with our Toronto help desk. Most issues are fixed remotely on the first call.',
        icon: 'headphones',
        serviceId: 'help-desk',
      },
      {
        title: 'Patch & Update Management',
        text: 'Windows, macOS and business apps are updated on a schedule, tested first, and never in the middle of your workday.',
        icon: 'refresh-cw',
      },
      {
        title: 'Backup & Disaster Recovery',
        text: 'Daily encrypted backups stored in Canada, with a test restore every month.',
        icon: 'database-backup',
        serviceId: 'backup-recovery',
      },
      {
        title: 'Security Management',
        text: 'Antivirus with detection and response, email filtering, multi-factor sign-in and firewall rules kept current.',
        icon: 'shield',
        serviceId: 'cybersecurity',
      },
      {
        title: 'Vendor & Licence Management',
        text: 'We deal with your internet provider, phone vendor and software licences, so you have one number to call.',
        icon: 'clipboard-list',
      },
    ],
  },
  process: {
    title: 'How we take over your IT',
    intro: 'Most businesses of 10 to 50 people are fully onboarded within three weeks, with no downtime.',
    steps: [
      {
        step: 1,
        title: 'Assessment',
        text: 'We inventory every device, account and system, and test your backups and security.',
        duration: '1 week',
      },
      {
        step: 2,
        title: 'Planning',
        text: 'You get a written plan: what we fix first, what it costs and when it happens.',
        duration: '2-3 days',
      },
      {
        step: 3,
        title: 'Implementation',
        text: 'We install monitoring, close security gaps and document everything, mostly after hours.',
        duration: '1-2 weeks',
      },
      {
        step: 4,
        title: 'Monitoring',
        text: 'From then on we watch your systems 24/7 and meet with you every quarter to review.',
        duration: 'Ongoing',
      },
    ],
  },
  contact: {
    title: 'Get your free managed IT assessment',
    intro: 'Tell us about your team and we will book a one-hour assessment at a time that suits you.',
    points: [
      'Fixed monthly quote after the assessment',
      'Onboarding in about three weeks',
      'Month-to-month agreement',
    ],
  },
  faqSection: {
    title: 'Questions about managed IT',
    intro: 'What owners and office managers ask us before they sign.',
  },
  faqs: [
    {
      question: 'What is included in $99 per user per month?',
      answer:
        'Unlimited remote help desk support during business hours, 24/7 monitoring and emergency response, patching, endpoint protection, email filtering and a quarterly review. On-site visits, backup storage and projects are quoted separately.',
    },
    {
      question: 'What counts as a user?',
      answer:
        'A person with their own computer or Microsoft 365 account. Shared devices such as a reception PC or a shop-floor terminal are included at no extra charge.',
    },
    {
      question: 'Can you take over from our current IT provider?',
      answer:
        'Yes. We coordinate the handover, collect passwords and documentation, and keep everything running while we switch. Most handovers take two to three weeks.',
    },
    {
      question: 'Do you support Macs?',
      answer: 'Yes. We manage Windows PCs, Macs, iPhones, Android phones and Linux servers.',
    },
  ],
};

/** Cybersecurity page copy (§2). */
export const cybersecurityPage: CybersecurityPage = {
  serviceId: 'cybersecurity',
  route: 'cybersecurity',
  formKey: 'cybersecurity',
  hero: {
    eyebrow: 'Cybersecurity',
    title: 'Stop ransomware and phishing before they stop your business',
    subtitle: `We find your weak spots, close them and watch for attacks 24/7. If something gets through, an engineer responds within ${claims.incidentResponseMinutes.display}. Security assessments ${prices.securityAssessment.display.toLowerCase()}.`,
    proof: `${claims.threatPreventionPercent.display} of threats stopped before they reach your staff`,
    ctas: [{ label: 'Book a Security Assessment', target: { kind: 'anchor', id: 'contact' } }, callCta],
  },
  threats: {
    title: 'The threats GTA businesses face',
    intro:
      'Attackers do not only go after banks. Clinics, law firms and small manufacturers are easier targets.',
    items: [
      {
        title: 'Ransomware',
        text: 'Malware that encrypts your files and servers and demands payment to unlock them.',
        fact: 'Recovery often takes weeks, even when a ransom is paid.',
        icon: 'lock-keyhole',
      },
      {
        title: 'Phishing',
        text: 'Fake emails that trick staff into giving up passwords or paying fake invoices.',
        fact: 'Most breaches start with a single email.',
        icon: 'mail-warning',
      },
      {
        title: 'Network Intrusions',
        text: 'Attackers who get in through an unpatched firewall or a weak remote-access password and stay quietly.',
        fact: 'Intruders often wait weeks before they strike.',
        icon: 'network',
      },
      {
        title: 'Data Breaches',
        text: 'Client or patient data copied out of your systems, with reporting duties under PIPEDA and PHIPA.',
        fact: 'A breach can mean notifying every affected client.',
        icon: 'file-warning',
      },
    ],
  },
  benefits: {
    title: 'What our security gives you',
    items: [
      {
        title: `${claims.threatPreventionPercent.display} threat prevention`,
        text: 'Layered email, endpoint and network protection stops almost every attack before a person sees it.',
        icon: 'shield-check',
      },
      {
        title: `${claims.incidentResponseMinutes.display} incident response`,
        text: 'Our security operations team starts containment within 5 minutes of an alert, day or night.',
        icon: 'siren',
      },
      {
        title: `${claims.riskReductionPercent.display} lower risk`,
        text: 'Clients cut their measured risk by 85% on average within the first 90 days.',
        icon: 'trending-down',
      },
      {
        title: 'Compliance made simple',
        text: 'Evidence for PIPEDA, PHIPA, cyber-insurance questionnaires and client security reviews.',
        icon: 'file-check',
      },
    ],
  },
  services: {
    title: 'Our security services',
    items: [
      {
        title: 'Threat Protection',
        text: 'Endpoint detection and response on every laptop and server, plus email filtering that catches phishing and fake invoices.',
        icon: 'shield',
      },
      {
        title: '24/7 Security Monitoring',
        text: 'Security analysts watch alerts around the clock and isolate an infected device within minutes.',
        icon: 'radar',
      },
      {
        title: 'Data Encryption',
        text: 'Encrypted laptops, phones, backups and email, so a lost device is an inconvenience, not a breach.',
        icon: 'key-round',
      },
      {
        title: 'Compliance Management',
        text: 'Policies, access reviews and audit logs mapped to PIPEDA, PHIPA and your industry rules.',
        icon: 'clipboard-check',
      },
      {
        title: 'Security Awareness Training',
        text: 'Monthly phishing simulations and 10-minute lessons that staff actually finish.',
        icon: 'graduation-cap',
      },
      {
        title: 'Backup & Recovery',
        text: 'Immutable backups ransomware cannot touch, with tested recovery in hours, not weeks.',
        icon: 'database-backup',
        serviceId: 'backup-recovery',
      },
    ],
  },
  process: {
    title: 'Our security framework',
    intro: 'Four steps, repeated every year, based on the NIST Cybersecurity Framework.',
    steps: [
      {
        step: 1,
        title: 'Assess',
        text: 'We scan your network, review accounts and backups and test staff with a phishing simulation.',
        duration: '1 week',
      },
      {
        step: 2,
        title: 'Protect',
        text: 'We close the gaps: multi-factor sign-in, patching, encryption, email filtering and firewall rules.',
        duration: '2-4 weeks',
      },
      {
        step: 3,
        title: 'Detect',
        text: 'Detection and response tools on every device feed our 24/7 security monitoring.',
        duration: 'Ongoing',
      },
      {
        step: 4,
        title: 'Respond',
        text: 'If an attack gets through, we contain it within 5 minutes, recover your data and report what happened.',
        duration: 'Within 5 minutes',
      },
    ],
  },
  ctaBand: {
    title: 'Under attack right now?',
    text: `Call our incident line. A security engineer answers 24/7 and starts containment within ${claims.incidentResponseMinutes.display}. Do not turn off the affected computers; unplug their network cables.`,
    ctas: [
      { label: `Call ${company.phones.main.display}`, target: { kind: 'phone', line: 'main' } },
      { label: 'Request Emergency Help', target: { kind: 'anchor', id: 'contact' } },
    ],
  },
  contact: {
    title: 'Book your security consultation',
    intro: `Start with a free 30-minute call. A full security assessment starts at ${formatCad(prices.securityAssessment.amountCad)} and comes with a written, prioritized report.`,
    points: [
      'Report in plain words',
      'Priorities ranked by risk and cost',
      'No obligation to buy anything else',
    ],
  },
  faqSection: {
    title: 'Questions about our security services',
    intro: 'Straight answers on cost, incidents and insurance.',
  },
  faqs: [
    {
      question: 'What does the $299 security assessment include?',
      answer:
        'An external vulnerability scan, a review of your Microsoft 365 or Google Workspace security settings, a backup check, a phishing simulation and a written report that ranks every finding by risk. Larger networks are quoted after a short call.',
    },
    {
      question: 'What happens if we are hit by ransomware?',
      answer:
        'Call us right away. Our engineers isolate the affected devices within 5 minutes, stop the spread, restore from clean backups and help you meet your reporting duties under PIPEDA or PHIPA.',
    },
    {
      question: 'Will security tools slow down our computers?',
      answer: 'No. The tools we use are lightweight, and we tune them so staff do not notice them.',
    },
    {
      question: 'Can you help with our cyber-insurance questionnaire?',
      answer:
        'Yes. We fill in the technical answers with you and give you evidence such as multi-factor sign-in reports and backup test results.',
    },
  ],
};

/** Cloud solutions page copy (§2). */
export const cloudSolutionsPage: CloudSolutionsPage = {
  serviceId: 'cloud-solutions',
  route: 'cloud-solutions',
  formKey: 'cloud-solutions',
  hero: {
    eyebrow: 'Cloud Solutions',
    title: 'Move to the cloud without losing a day of work',
    subtitle: `We move your email, files and apps to Microsoft 365, Azure or AWS, usually over a weekend, then keep them secure and sized right. Migrations ${prices.cloudMigration.display.toLowerCase()}.`,
    proof: 'Canadian data centres available · Migrations planned around your business hours',
    ctas: [{ label: 'Get Free Cloud Assessment', target: { kind: 'anchor', id: 'contact' } }, callCta],
  },
  benefits: {
    title: 'Why move to the cloud',
    items: [
      {
        title: 'Work from anywhere',
        text: 'The same files and apps at the office, at home or at a client site, on any device.',
        icon: 'globe',
      },
      {
        title: 'No more server replacements',
        text: 'Stop buying a $15,000 server every five years. Pay monthly for what you use.',
        icon: 'piggy-bank',
      },
      {
        title: 'Built-in resilience',
        text: 'Cloud platforms keep copies of your data in more than one data centre, with 99.9% uptime or better.',
        icon: 'shield-check',
      },
      {
        title: 'Scale in minutes',
        text: 'Add a new hire, a new office or more storage the same day, not the same quarter.',
        icon: 'trending-up',
      },
    ],
  },
  strategies: {
    title: 'Choose the right cloud strategy',
    intro:
      'There is no single right answer. We recommend the one that fits your software, your rules and your budget.',
    items: [
      {
        title: 'Public Cloud',
        text: 'Microsoft 365, Azure or AWS, shared infrastructure run by the provider.',
        bestFor: 'Best for: growing teams that want low upfront cost and easy remote work.',
        points: ['Lowest upfront cost', 'Pay monthly per user or per resource', 'Canadian regions available'],
        icon: 'cloud',
      },
      {
        title: 'Private Cloud',
        text: 'Dedicated servers in a Canadian data centre, used only by your business.',
        bestFor: 'Best for: clinics, law firms and financial firms with strict privacy or residency needs.',
        points: [
          'Data stays in Canada',
          'Full control over access and configuration',
          'Predictable fixed cost',
        ],
        icon: 'server',
      },
      {
        title: 'Hybrid Cloud',
        text: 'Some systems stay on site, the rest move to the cloud, connected securely.',
        bestFor: 'Best for: manufacturers and firms with machines or software that must stay on site.',
        points: ['Keep shop-floor systems local', 'Cloud backup and remote access', 'Move at your own pace'],
        icon: 'cloud-cog',
      },
    ],
  },
  services: {
    title: 'Our cloud services',
    items: [
      {
        title: 'Cloud Migration',
        text: 'Email, files, databases and line-of-business apps moved with a tested plan and a rollback option.',
        icon: 'cloud-upload',
      },
      {
        title: 'Microsoft 365 & Google Workspace',
        text: 'Set up, secure and manage email, Teams, SharePoint and OneDrive, or Google Workspace.',
        icon: 'mail',
      },
      {
        title: 'Cloud Backup & Recovery',
        text: 'Backups of cloud data too, because Microsoft 365 does not keep deleted files forever.',
        icon: 'database-backup',
        serviceId: 'backup-recovery',
      },
      {
        title: 'Virtual Desktops',
        text: 'Azure Virtual Desktop for teams that need the same Windows desktop from any device.',
        icon: 'monitor',
      },
      {
        title: 'Cloud Security',
        text: 'Conditional access, multi-factor sign-in and configuration reviews that keep cloud accounts locked down.',
        icon: 'lock',
        serviceId: 'cybersecurity',
      },
      {
        title: 'Cost Optimization',
        text: 'Monthly reviews of licences and resources. Clients typically cut cloud spend by 15% to 30%.',
        icon: 'chart-line',
      },
    ],
  },
  process: {
    title: 'Our migration process',
    intro: 'Four steps, with your staff working normally until cut-over, which we schedule for a weekend.',
    steps: [
      {
        step: 1,
        title: 'Assessment',
        text: 'We map your data, apps and dependencies and check what can move as is.',
        duration: '1 week',
      },
      {
        step: 2,
        title: 'Planning',
        text: 'You approve a plan with a cut-over date, costs, a test list and a rollback option.',
        duration: '1 week',
      },
      {
        step: 3,
        title: 'Migration',
        text: 'We copy data in the background, then cut over on a weekend and test everything before Monday.',
        duration: '1-3 weeks',
      },
      {
        step: 4,
        title: 'Optimization',
        text: 'After go-live we right-size resources, tighten security and train your staff.',
        duration: '30 days',
      },
    ],
  },
  contact: {
    title: 'Get your free cloud assessment',
    intro: `We review what you run today and tell you what would move, where and what it costs. Migrations start at ${formatCad(prices.cloudMigration.amountCad)}.`,
    points: ['Fixed-price migration quote', 'Cut-over on a weekend', '30 days of post-migration tuning'],
  },
  faqSection: {
    title: 'Questions about moving to the cloud',
    intro: 'Data residency, timelines and cost.',
  },
  faqs: [
    {
      question: 'Can our data stay in Canada?',
      answer:
        'Yes. Microsoft 365, Azure and AWS all offer Canadian data centre regions, and we configure your tenant to use them. For private cloud we use Canadian data centres only.',
    },
    {
      question: 'How long does a cloud migration take?',
      answer:
        'For a business of 10 to 50 people, usually three to six weeks from assessment to go-live. The cut-over itself happens over one weekend.',
    },
    {
      question: 'What does a migration cost?',
      answer:
        'Small migrations start at $499. A typical 25-person office moving email and files costs $2,500 to $6,000, depending on data volume and apps.',
    },
  ],
};

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

/** The four service pages, by service id (§2). */
export const servicePages: ServicePages = {
  'managed-it': managedItPage,
  cybersecurity: cybersecurityPage,
  'cloud-solutions': cloudSolutionsPage,
  'it-consulting': itConsultingPage,
};
