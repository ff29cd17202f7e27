import type { IndustryPage } from '../industry-pages.ts';
import { footerPhones } from './shared.ts';

/** The real estate IT services page (§2: two CTAs, three highlights, six cards of four bullets, four compliance topics). */
export const realEstatePage: IndustryPage = {
  industryId: 'real-estate',
  route: 'real-estate-it-services',
  formKey: 'real-estate',
  hero: {
    eyebrow: 'IT Services for Real Estate',
    title: 'IT for brokerages whose agents work everywhere',
    subtitle:
      'CRM, transaction management and mobile support for GTA brokerages, with security that stops wire fraud and records that stand up to RECO.',
    proof: 'Brokerages from 5 to 100+ agents · 24/7 support',
    ctas: [
      { label: 'Get Free Consultation', target: { kind: 'anchor', id: 'contact' } },
      { label: 'View Services', target: { kind: 'anchor', id: 'services' } },
    ],
    trustBadges: ['PIPEDA compliant', 'RECO-ready records', 'Mobile device security', '24/7 support'],
  },
  highlights: {
    title: 'What brokerages need most',
    items: [
      {
        title: 'Data Security',
        text: 'Client identity documents and offers protected to PIPEDA standards, on every agent device.',
        icon: 'shield-check',
      },
      {
        title: 'CRM Integration',
        text: 'Leads, listings, MLS data and e-signing connected, so agents stop copying data between apps.',
        icon: 'link',
      },
      {
        title: 'Mobile Solutions',
        text: 'Phones, tablets and laptops set up, secured and supported wherever agents are showing homes.',
        icon: 'smartphone',
      },
    ],
  },
  services: {
    title: 'IT services for real estate',
    anchorId: 'services',
    items: [
      {
        title: 'CRM & Lead Management',
        text: 'A CRM your agents actually use, connected to your website, portals and email.',
        icon: 'users',
        serviceId: 'cloud-solutions',
        bullets: [
          'CRM setup and data migration',
          'Website and portal lead routing',
          'Automated follow-up workflows',
          'Agent training and support',
        ],
      },
      {
        title: 'Property Management Systems',
        text: 'Rental and property management software for leasing teams, kept secure and integrated.',
        icon: 'building',
        serviceId: 'managed-it',
        bullets: [
          'Setup and data migration',
          'Tenant and owner portals',
          'Integration with accounting',
          'User access management',
        ],
      },
      {
        title: 'Mobile Workforce Solutions',
        text: 'Every agent phone and laptop enrolled, encrypted and wipeable if lost.',
        icon: 'smartphone',
        serviceId: 'help-desk',
        bullets: [
          'Mobile device management',
          'Remote wipe of lost devices',
          'Secure Wi-Fi and hotspot setup',
          'Help desk between showings',
        ],
      },
      {
        title: 'Real Estate Cloud Solutions',
        text: 'Deal files, forms and email in a secure cloud workspace agents reach from anywhere.',
        icon: 'cloud',
        serviceId: 'cloud-solutions',
        bullets: [
          'Microsoft 365 or Google Workspace',
          'Shared brokerage folders',
          'Backups stored in Canada',
          'New-agent onboarding in hours',
        ],
      },
      {
        title: 'Transaction Management',
        text: 'Offers, deposits, documents and signatures tracked in one place, ready for audit.',
        icon: 'file-signature',
        serviceId: 'cloud-solutions',
        bullets: [
          'Transaction management setup',
          'E-signature integration',
          'Deal file checklists',
          'Retention rules for closed deals',
        ],
      },
      {
        title: 'Marketing & Communication',
        text: 'Email, phone and listing marketing tools that work together and look professional.',
        icon: 'megaphone',
        serviceId: 'managed-it',
        bullets: [
          'Cloud phone system with mobile app',
          'Email newsletters that reach inboxes',
          'Listing presentation tools',
          'Branded email signatures',
        ],
      },
    ],
  },
  compliance: {
    title: 'Compliance and security for brokerages',
    intro: 'Four areas every Ontario brokerage has to get right.',
    groups: [
      {
        title: 'PIPEDA',
        text: 'Clients trust you with identity documents, financial details and their home address.',
        items: [
          'Consent and privacy notices on forms',
          'Encrypted storage of client documents',
          'Access limited to the agents on a deal',
          'Breach records and reporting when required',
        ],
      },
      {
        title: 'RECO',
        text: 'The Trust in Real Estate Services Act requires complete, retrievable records.',
        items: [
          'Complete deal files for every trade',
          'Records kept for the required retention period',
          'Files produced quickly when RECO asks',
          'Supervision records for brokers of record',
        ],
      },
      {
        title: 'MLS Data Security',
        text: 'Board and MLS rules limit how listing data may be stored and shared.',
        items: [
          'Individual logins, never shared accounts',
          'Multi-factor sign-in for MLS and CRM',
          'Controls on exporting listing data',
          'Access removed the day an agent leaves',
        ],
      },
      {
        title: 'Financial Transaction Security',
        text: 'Deposit and closing funds are the main target of wire fraud.',
        items: [
          'Email authentication (SPF, DKIM, DMARC)',
          'Call-back checks for changed payment instructions',
          'FINTRAC client identification records kept securely',
          'Training agents to spot fake closing emails',
        ],
      },
    ],
  },
  whyChoose: {
    title: 'Why brokerages choose Northline IT',
    items: [
      {
        title: 'Agents onboarded in hours',
        text: 'Laptop, email, CRM and MLS access ready the day a new agent joins.',
        icon: 'user-plus',
      },
      {
        title: 'Fraud stopped before closing',
        text: 'Email security and call-back rules that protect deposits and closing funds.',
        icon: 'shield-alert',
      },
      {
        title: 'Support that fits showings',
        text: 'Quick phone help for agents on the road, evenings and Saturdays included.',
        icon: 'phone',
      },
      {
        title: 'Audit-ready records',
        text: 'Every deal file where it should be when RECO or FINTRAC asks.',
        icon: 'folder-check',
      },
    ],
  },
  relatedLinks: {
    title: 'Services and areas',
    intro: 'More on our services and the GTA areas where our brokerage clients work.',
    links: [
      { label: 'Managed IT Services', target: { kind: 'route', route: 'managed-it-services' } },
      { label: 'Cybersecurity', target: { kind: 'route', route: 'cybersecurity' } },
      { label: 'Cloud Solutions', target: { kind: 'route', route: 'cloud-solutions' } },
      { label: 'IT Consulting', target: { kind: 'route', route: 'it-consulting' } },
      { label: 'Toronto', target: { kind: 'route', route: 'toronto' } },
      { label: 'Mississauga', target: { kind: 'route', route: 'mississauga' } },
      { label: 'Markham', target: { kind: 'route', route: 'markham' } },
      { label: 'Vaughan', target: { kind: 'route', route: 'vaughan' } },
    ],
  },
  contact: {
    title: 'Book a free consultation for your brokerage',
    intro:
      'Tell us about your brokerage. A consultant who works with real estate teams replies within 24 hours.',
    points: [
      'Review of agent devices and email security',
      'CRM and transaction workflow check',
      'Fixed monthly quote',
    ],
  },
  faqs: [
    {
      question: 'Can you support agents who use their own phones?',
      answer:
        "Yes. Mobile device management keeps brokerage data in a separate, encrypted work profile that can be wiped without touching the agent's personal photos or apps.",
    },
    {
      question: 'How do you help prevent real estate wire fraud?',
      answer:
        'We secure every mailbox with multi-factor sign-in and email authentication, flag look-alike domains and help you set a rule that any change to deposit or closing instructions is confirmed by phone.',
    },
    {
      question: 'Which CRM and transaction tools do you work with?',
      answer:
        'We work with the CRM, transaction management and e-signing tools popular with Ontario brokerages and connect them to Microsoft 365 or Google Workspace.',
    },
  ],
  footerPhones,
};
