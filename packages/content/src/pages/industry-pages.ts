/**
 * The four industry pages of specification §2: legal, healthcare, manufacturing, real estate. They share a
 * layout: hero with trust badges, six service cards (#services), compliance lists, why-choose, consultation
 * form (#contact), and a footer with both phone lines.
 */
import { company } from '../company.ts';
import type { FormKey } from '../forms.ts';
import type { IndustryId } from '../industries.ts';
import type { RouteKey } from '../routes.ts';
import type { CtaLink, Faq, Feature, Hero, PhoneLine, SectionCopy, ServiceCard } from '../types.ts';

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
  /** Phone lines the footer shows (decisions.md: both lines on industry pages). */
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
   * The band above the footer that shows both phone lines as `tel:` links (decisions.md: industry-page
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

const consultationCta: CtaLink = {
  label: 'Request Free Consultation',
  target: { kind: 'anchor', id: 'contact' },
};
const servicesCta: CtaLink = { label: 'View Services', target: { kind: 'anchor', id: 'services' } };
const footerPhones: readonly PhoneLine[] = ['main', 'industry'];

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

/** The healthcare IT services page (§2: EHR, telemedicine, practice management, cloud, cybersecurity, compliance). */
export const healthcarePage: IndustryPage = {
  industryId: 'healthcare',
  route: 'healthcare-it-services',
  formKey: 'healthcare',
  hero: {
    eyebrow: 'IT Services for Healthcare',
    title: 'IT that keeps your clinic running and your patient records private',
    subtitle:
      'EMR support, secure virtual care and PHIPA-ready systems for clinics, dental offices, physiotherapy practices and family health teams across the GTA.',
    proof: `Clinics of 1 to 100+ providers · ${company.rating.display}`,
    ctas: [consultationCta, servicesCta],
    trustBadges: ['PHIPA & HIPAA ready', 'PIPEDA compliant', 'Canadian data hosting', '24/7 monitoring'],
  },
  services: {
    title: 'IT services for healthcare providers',
    anchorId: 'services',
    items: [
      {
        title: 'EHR & EMR Support',
        text: 'We keep your EMR fast and available, whether it is Accuro, TELUS PS Suite, OSCAR Pro or a hospital-connected EHR.',
        icon: 'file-heart',
        serviceId: 'managed-it',
        bullets: [
          'Workstation and printer setup',
          'Lab and hospital report integrations',
          'Vendor coordination',
        ],
      },
      {
        title: 'Telemedicine',
        text: 'Secure video visits and e-consults with good cameras, good audio and no patient data on personal devices.',
        icon: 'video',
        serviceId: 'cloud-solutions',
        bullets: [
          'Privacy-approved video platforms',
          'Home and clinic setups',
          'Patient-friendly connection guides',
        ],
      },
      {
        title: 'Practice Management',
        text: 'Scheduling, billing to OHIP and insurers, online booking and patient reminders working together.',
        icon: 'calendar-check',
        serviceId: 'managed-it',
        bullets: ['Online booking integration', 'Billing software support', 'Front-desk phone systems'],
      },
      {
        title: 'Healthcare Cloud',
        text: 'Hosted EMR, files and email in Canadian data centres, so providers can chart from anywhere.',
        icon: 'cloud',
        serviceId: 'cloud-solutions',
        bullets: ['Canadian data residency', 'Secure remote charting', 'No server in the supply closet'],
      },
      {
        title: 'Medical Cybersecurity',
        text: 'Ransomware and phishing protection for clinics, where downtime means cancelled appointments.',
        icon: 'shield-plus',
        serviceId: 'cybersecurity',
        bullets: ['Multi-factor sign-in', 'Encrypted devices', 'Phishing training for front-desk staff'],
      },
      {
        title: 'Compliance Support',
        text: 'Access controls, audit logs, breach plans and agreements that meet PHIPA and, where needed, HIPAA.',
        icon: 'clipboard-check',
        serviceId: 'it-consulting',
        bullets: ['PHIPA privacy assessments', 'Breach-response plan', 'Staff privacy training records'],
      },
    ],
  },
  compliance: {
    title: 'Health privacy, handled',
    intro: 'Ontario clinics answer to PHIPA first. We set up systems that make compliance the default.',
    groups: [
      {
        title: 'PHIPA (Ontario)',
        text: 'The Personal Health Information Protection Act governs every patient record you hold.',
        items: [
          'Role-based access and audit logs for patient records',
          'Breach notification to patients and the Information and Privacy Commissioner of Ontario',
          'Agreements with every agent that handles health information',
          'Secure disposal of records and devices',
        ],
      },
      {
        title: 'HIPAA (U.S. patients)',
        text: 'Applies when you handle data of U.S. patients or bill U.S. insurers.',
        items: [
          'Administrative, physical and technical safeguards',
          'Business associate agreements',
          'Encryption in transit and at rest',
        ],
      },
      {
        title: 'PIPEDA and professional rules',
        text: 'Staff and commercial data, and the record-keeping rules of your regulatory college.',
        items: [
          'Safeguards for staff and supplier personal information',
          'Retention of records as your college requires',
          'Documented privacy policies and training',
        ],
      },
    ],
  },
  whyChoose: {
    title: 'Why clinics choose Northline IT',
    items: [
      {
        title: 'Work around patient hours',
        text: 'Updates and moves happen evenings and weekends, never during clinic hours.',
        icon: 'calendar-clock',
      },
      {
        title: 'Data stays in Canada',
        text: 'We host patient data in Canadian data centres only.',
        icon: 'map-pin',
      },
      {
        title: 'Plain-language privacy',
        text: 'Straight answers on PHIPA for your privacy officer, without legal jargon.',
        icon: 'message-square-text',
      },
      {
        title: 'Fast help at the front desk',
        text: 'A frozen check-in screen gets a technician in minutes, not tomorrow.',
        icon: 'timer',
      },
    ],
  },
  contact: {
    title: 'Book a free consultation for your practice',
    intro: 'Tell us about your practice. A consultant who works with clinics replies within 24 hours.',
    points: ['Review of EMR, backups and security', 'PHIPA gap check', 'Fixed monthly quote'],
  },
  faqs: [
    {
      question: 'Which EMR systems do you support?',
      answer:
        'We support the EMRs common in Ontario, including Accuro, TELUS PS Suite and OSCAR Pro, and we work with the vendor on upgrades and integrations.',
    },
    {
      question: 'Is patient data stored in Canada?',
      answer:
        'Yes. The hosted systems and backups we set up for healthcare clients use Canadian data centres.',
    },
    {
      question: 'What happens if our clinic has a privacy breach?',
      answer:
        'We contain it, work out which records were affected and help your privacy officer notify patients and the Information and Privacy Commissioner of Ontario when PHIPA requires it.',
    },
  ],
  footerPhones,
};

/** The manufacturing IT services page (§2: smart manufacturing, network security, analytics, cloud, ERP/MES, support). */
export const manufacturingPage: IndustryPage = {
  industryId: 'manufacturing',
  route: 'manufacturing-it-services',
  formKey: 'manufacturing',
  hero: {
    eyebrow: 'IT Services for Manufacturing',
    title: 'IT that keeps your lines running',
    subtitle:
      'Secure plant networks, ERP and MES integration and round-the-clock support for manufacturers in Vaughan, Brampton, Mississauga and across the GTA.',
    proof: 'Plants from 25 to 1,000+ employees · 99.9% uptime SLA',
    ctas: [consultationCta, servicesCta],
    trustBadges: ['24/7 shift support', 'IEC 62443-aligned networks', 'ISO 27001 ready', '99.9% uptime SLA'],
  },
  services: {
    title: 'IT services for manufacturers',
    anchorId: 'services',
    items: [
      {
        title: 'Smart Manufacturing',
        text: 'Sensors, machine connectivity and dashboards that show what every line is doing right now.',
        icon: 'cpu',
        serviceId: 'it-consulting',
        bullets: ['Machine data collection', 'Live production dashboards', 'Projects sized to real payback'],
      },
      {
        title: 'Industrial Network Security',
        text: 'Plant-floor networks separated from office IT, so one infected laptop cannot stop a line.',
        icon: 'shield-check',
        serviceId: 'cybersecurity',
        bullets: [
          'Network segmentation and industrial firewalls',
          'Protection for legacy machine PCs',
          '24/7 monitoring of plant systems',
        ],
      },
      {
        title: 'Data Analytics',
        text: 'Scrap, downtime and overall equipment effectiveness (OEE) reports pulled from your ERP and machines.',
        icon: 'chart-column',
        serviceId: 'it-consulting',
        bullets: ['OEE and downtime reporting', 'Power BI dashboards', 'Data from ERP, MES and machines'],
      },
      {
        title: 'Manufacturing Cloud',
        text: 'Hosted ERP, file sharing and backups, with on-site systems kept local where latency matters.',
        icon: 'cloud-cog',
        serviceId: 'cloud-solutions',
        bullets: [
          'Hybrid cloud design',
          'Off-site backups of plant data',
          'Secure remote access for vendors',
        ],
      },
      {
        title: 'ERP & MES Integration',
        text: 'Orders, inventory, scheduling and shop-floor execution connected, so data is entered once.',
        icon: 'workflow',
        serviceId: 'it-consulting',
        bullets: [
          'ERP selection and upgrades',
          'MES and barcode integration',
          'Month-end performance tuning',
        ],
      },
      {
        title: 'Industrial Support',
        text: 'Help for every shift, with engineers who understand plant floors and safety rules.',
        icon: 'wrench',
        serviceId: 'managed-it',
        bullets: ['24/7 emergency line', 'Same-day on-site visits', 'Spare-parts planning for critical PCs'],
      },
    ],
  },
  compliance: {
    title: 'Standards and customer requirements',
    intro: 'Your customers and insurers increasingly audit your IT. We help you pass.',
    groups: [
      {
        title: 'Industrial security (IEC 62443)',
        text: 'The standard for securing automation and control systems.',
        items: [
          'Zones and conduits between plant and office',
          'Controlled vendor remote access',
          'Asset inventory of machines and PLCs',
        ],
      },
      {
        title: 'Quality and information security',
        text: 'Certifications your customers ask about.',
        items: [
          'ISO 27001 controls and evidence',
          'ISO 9001 document control support',
          'TISAX readiness for automotive suppliers',
          'Controlled Goods Program record-keeping for defence suppliers',
        ],
      },
      {
        title: 'Privacy (PIPEDA)',
        text: 'Employee and customer personal information.',
        items: [
          'Secure HR and payroll data',
          'Access reviews for personal information',
          'Breach records and reporting',
        ],
      },
    ],
  },
  whyChoose: {
    title: 'Why manufacturers choose Northline IT',
    items: [
      {
        title: 'We work around production',
        text: 'Changes happen at shift change or on planned shutdowns, never mid-run.',
        icon: 'calendar-clock',
      },
      {
        title: 'Old machines welcome',
        text: 'We keep legacy machine PCs running safely instead of telling you to replace a $500,000 machine.',
        icon: 'factory',
      },
      {
        title: 'Fraud stopped at the inbox',
        text: 'Fake supplier invoices are the costliest attack on manufacturers. We block them.',
        icon: 'mail-warning',
      },
      {
        title: 'Support on every shift',
        text: 'Monitoring and emergency help around the clock for plants that never stop.',
        icon: 'clock',
      },
    ],
  },
  contact: {
    title: 'Book a free consultation for your plant',
    intro: 'Tell us about your plant. A consultant who works with manufacturers replies within 24 hours.',
    points: ['Plant network review', 'ERP and MES check', 'Fixed monthly quote'],
  },
  faqs: [
    {
      question: 'Can you secure machines that still run Windows 7 or XP?',
      answer:
        'Yes. When a controller cannot be upgraded, we isolate it on its own network segment, limit what it can talk to and monitor it closely.',
    },
    {
      question: 'Do you support our ERP system?',
      answer:
        'We support the infrastructure and integrations of common mid-market ERPs and work with your ERP vendor on upgrades, performance and month-end issues.',
    },
    {
      question: 'Can you support all three shifts?',
      answer:
        'Yes. Plant systems are monitored 24/7 and managed clients can reach our emergency line at any hour.',
    },
  ],
  footerPhones,
};

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

/** The four industry pages, by page id (§2). */
export const industryPages: Readonly<Record<IndustryPageId, IndustryPage>> = {
  legal: legalPage,
  healthcare: healthcarePage,
  manufacturing: manufacturingPage,
  'real-estate': realEstatePage,
};
