import { company } from '../../company.ts';
import type { IndustryPage } from '../industry-pages.ts';
import { consultationCta, footerPhones, servicesCta } from './shared.ts';

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
