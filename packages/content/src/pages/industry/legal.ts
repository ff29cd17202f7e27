import { company } from '../../company.ts';
import type { IndustryPage } from '../industry-pages.ts';
import { consultationCta, footerPhones, servicesCta } from './shared.ts';

/** The legal IT services page (§2). */
export const legalPage: IndustryPage = {
  industryId: 'legal',
  route: 'legal-it-services',
  formKey: 'legal',
  hero: {
    eyebrow: 'IT Services for Law Firms',
    title: 'Secure, dependable IT for Ontario law firms',
    subtitle:
      "We keep document management, billing and court-day laptops working, and your clients' files confidential, so your lawyers can stay on their matters.",
    proof: `Law firms from sole practitioners to 80 lawyers · ${company.rating.display}`,
    ctas: [consultationCta, servicesCta],
    trustBadges: [
      'Law Society confidentiality',
      'PIPEDA compliant',
      '24/7 monitoring',
      '15-minute Toronto response',
    ],
  },
  services: {
    title: 'IT services for legal practices',
    anchorId: 'services',
    items: [
      {
        title: 'Document Management',
        text: 'iManage, NetDocuments or SharePoint organized by matter, with permissions, version history and full-text search.',
        icon: 'folder-lock',
        serviceId: 'cloud-solutions',
        bullets: [
          'Matter-based folders and permissions',
          'Email filing from Outlook',
          'Migration from shared drives',
        ],
      },
      {
        title: 'Practice Management & Billing',
        text: 'Clio, PCLaw and other practice software kept updated, backed up and fast, including trust accounting.',
        icon: 'receipt',
        serviceId: 'managed-it',
        bullets: [
          'Updates tested before month-end',
          'Integration with Outlook and accounting',
          'Help desk that knows the software',
        ],
      },
      {
        title: 'Secure Client Communication',
        text: 'Encrypted email and a client portal, so documents no longer travel as ordinary attachments.',
        icon: 'mail-check',
        serviceId: 'cybersecurity',
        bullets: ['One-click email encryption', 'Branded client portal', 'Expiring links for large files'],
      },
      {
        title: 'Cybersecurity for Law Firms',
        text: 'Firms holding trust funds and privileged files are prime targets. We stop ransomware and payment fraud.',
        icon: 'shield-check',
        serviceId: 'cybersecurity',
        bullets: [
          'Multi-factor sign-in everywhere',
          '24/7 detection and response',
          'Phishing training for staff',
        ],
      },
      {
        title: 'Backup & Disaster Recovery',
        text: 'Every version of every document backed up in Canada, restorable in minutes, and tested monthly.',
        icon: 'database-backup',
        serviceId: 'backup-recovery',
        bullets: ['Immutable copies', 'Matter-level restores', 'Written recovery plan'],
      },
      {
        title: 'Remote & Courtroom Work',
        text: 'Secure laptops and remote access for court, home and client meetings, plus set-up for virtual hearings.',
        icon: 'laptop',
        serviceId: 'managed-it',
        bullets: [
          'Encrypted laptops with remote wipe',
          'Secure access without a clunky VPN',
          'Early-morning support on court days',
        ],
      },
    ],
  },
  compliance: {
    title: 'Confidentiality and compliance',
    intro: 'Your professional duties shape how your IT must work. We build to them.',
    groups: [
      {
        title: 'Law Society of Ontario',
        text: 'The Rules of Professional Conduct and By-Laws apply to how you store and share client information.',
        items: [
          'Client confidentiality under Rule 3.3',
          'Client identification and verification records under By-Law 7.1',
          'Financial and trust records under By-Law 9',
          'Technological competence expected of every lawyer',
        ],
      },
      {
        title: 'Privacy (PIPEDA)',
        text: 'Client and staff personal information needs safeguards that match its sensitivity.',
        items: [
          'Access limited to the people working on a matter',
          'Records of every privacy breach, reported when required',
          'Retention schedules for closed files',
          'Secure disposal of drives and devices',
        ],
      },
      {
        title: 'Security controls we put in place',
        text: 'The evidence insurers and corporate clients now ask for.',
        items: [
          'Multi-factor sign-in for every account',
          'Encrypted laptops, phones and backups',
          'Access logs for documents and email',
          'Annual security review and staff training',
        ],
      },
    ],
  },
  whyChoose: {
    title: 'Why law firms choose Northline IT',
    items: [
      {
        title: 'We know legal software',
        text: 'Document management, practice management and trust accounting are daily work for our team.',
        icon: 'scale',
      },
      {
        title: 'Confidentiality by design',
        text: 'Permissions by matter, encryption everywhere and logs that show who opened what.',
        icon: 'lock',
      },
      {
        title: 'Court-day support',
        text: 'Help from 8 a.m., and emergency support around the clock for managed clients.',
        icon: 'clock',
      },
      {
        title: 'Fixed monthly pricing',
        text: 'From $99 per user per month, so IT is a known cost, not a surprise disbursement.',
        icon: 'receipt',
      },
    ],
  },
  contact: {
    title: 'Book a free consultation for your firm',
    intro: 'Tell us about your firm. A consultant who works with law firms replies within 24 hours.',
    points: ['Confidential conversation', 'Review of your security and backups', 'Fixed monthly quote'],
  },
  faqs: [
    {
      question: 'Do you support Clio, PCLaw and iManage?',
      answer:
        'Yes. We support the common practice management, billing and document management systems used by Ontario firms, and we coordinate with the vendors when their help is needed.',
    },
    {
      question: 'How do you protect our trust account from payment fraud?',
      answer:
        'We lock down email with multi-factor sign-in and authentication records, flag look-alike domains and help you set a call-back rule before any change to payment instructions is accepted.',
    },
    {
      question: 'Can our lawyers reach files securely from court or home?',
      answer:
        'Yes. Encrypted laptops and conditional access let lawyers open files from anywhere, while lost devices can be wiped remotely.',
    },
  ],
  footerPhones,
};
