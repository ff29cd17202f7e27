import { prices } from '../../company.ts';
import { formatCad } from '../../format.ts';
import type { CloudSolutionsPage } from '../service-pages.ts';
import { callCta } from './shared.ts';

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
