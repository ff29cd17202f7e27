import type { IndustryPage } from '../industry-pages.ts';
import { consultationCta, footerPhones, servicesCta } from './shared.ts';

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
