import { claims, company, prices } from '../../company.ts';
import { formatCad } from '../../format.ts';
import type { CybersecurityPage } from '../service-pages.ts';
import { callCta } from './shared.ts';

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
