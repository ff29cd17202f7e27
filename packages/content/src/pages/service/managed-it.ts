import { claims, prices } from '../../company.ts';
import type { ManagedItPage } from '../service-pages.ts';
import { callCta } from './shared.ts';

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
