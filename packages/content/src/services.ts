/**
 * The six core services (specification §1 offers, §3 service ids, §9 prices).
 */
import type { ServiceId } from '@northline/schemas';
import { type Price, prices } from './company.ts';
import type { RouteKey } from './routes.ts';
import type { IconName } from './types.ts';

/** A core service. */
export interface Service {
  /** Stable id (§3). */
  id: ServiceId;
  /** Full name: 'Managed IT Services'. */
  name: string;
  /** Short name for navigation: 'Managed IT'. */
  shortName: string;
  /** One sentence for cards. */
  summary: string;
  /** Two or three sentences for the services overview and the chat assistant. */
  description: string;
  /** Starting price in CAD (§9). */
  startingPrice: Price;
  /** Four concrete benefits. */
  benefits: readonly string[];
  /** What the price includes. */
  includes: readonly string[];
  /** The service's own page, when it has one (§2); backup and help desk are sold inside the others. */
  route?: RouteKey;
  /** lucide-react icon name. */
  icon: IconName;
  /** Search keywords. */
  keywords: readonly string[];
}

/** The six services (§3), in the order of `SERVICE_IDS` (@northline/schemas). */
export const services: readonly Service[] = [
  {
    id: 'managed-it',
    name: 'Managed IT Services',
    shortName: 'Managed IT',
    summary:
      'Your whole IT department for a fixed monthly price: help desk, monitoring, patching and security.',
    description:
      'We look after every laptop, server, network and Microsoft 365 account your team uses. Problems are caught by 24/7 monitoring, usually before anyone notices, and your staff reach a real technician in minutes.',
    startingPrice: prices.managedIt,
    benefits: [
      'One predictable monthly bill per user',
      'Response in under 15 minutes in Toronto',
      '99.9% uptime on managed servers and networks',
      'Staff about 25% more productive with fewer IT interruptions',
    ],
    includes: [
      'Unlimited remote help desk, 8 a.m. to 6 p.m. weekdays and Saturday 9 to 5',
      '24/7 monitoring and emergency response',
      'Patching of Windows, macOS and business apps',
      'Endpoint protection and email filtering',
      'Quarterly review with a named account manager',
    ],
    route: 'managed-it-services',
    icon: 'server',
    keywords: [
      'managed IT services Toronto',
      'IT support GTA',
      'outsourced IT department',
      'managed service provider',
    ],
  },
  {
    id: 'cybersecurity',
    name: 'Cybersecurity',
    shortName: 'Cybersecurity',
    summary:
      'Stop ransomware and phishing before they cost you a week of work, with 5-minute incident response.',
    description:
      'We assess your risk, lock down email, devices and networks, and watch for attacks around the clock. If something gets through, an engineer starts containment within 5 minutes.',
    startingPrice: prices.securityAssessment,
    benefits: [
      '99.9% of threats stopped before they reach staff',
      '5-minute incident response, 24/7',
      '85% lower risk after the first 90 days',
      'Evidence for PIPEDA, PHIPA and insurer questionnaires',
    ],
    includes: [
      'Security assessment with a written, prioritized report',
      'Endpoint detection and response on every device',
      'Multi-factor authentication and email security',
      'Monthly phishing simulations and short staff training',
    ],
    route: 'cybersecurity',
    icon: 'shield-check',
    keywords: [
      'cybersecurity Toronto',
      'ransomware protection',
      'security assessment GTA',
      'managed security',
    ],
  },
  {
    id: 'cloud-solutions',
    name: 'Cloud Solutions',
    shortName: 'Cloud Solutions',
    summary: 'Move off the office server to Microsoft 365, Azure or AWS without losing a day of work.',
    description:
      'We plan and run your move to the cloud, usually over a weekend, then keep it secure and sized right. Your team works from the office, home or a client site with the same files and apps.',
    startingPrice: prices.cloudMigration,
    benefits: [
      'Work from anywhere with the same files and apps',
      'No server hardware to replace every five years',
      'Data kept in Canadian data centres where you need it',
      'Monthly cost reviews so you pay only for what you use',
    ],
    includes: [
      'Cloud readiness assessment',
      'Migration of email, files and line-of-business apps',
      'Backup, security and access policies from day one',
      'Post-migration support and cost optimization',
    ],
    route: 'cloud-solutions',
    icon: 'cloud',
    keywords: [
      'cloud migration Toronto',
      'Microsoft 365 migration',
      'Azure consulting GTA',
      'cloud solutions',
    ],
  },
  {
    id: 'it-consulting',
    name: 'IT Consulting',
    shortName: 'IT Consulting',
    summary: 'Senior advice on budgets, roadmaps, vendors and compliance, billed by the hour.',
    description:
      'A senior consultant learns how your business runs, then gives you a written plan: what to fix, what to buy, what it costs and in what order. Vendor-neutral, billed at $150 per hour.',
    startingPrice: prices.consultingHourly,
    benefits: [
      'A written three-year IT roadmap tied to your budget',
      'Vendor-neutral advice: we earn no commission on what you buy',
      'Fewer surprise costs and failed projects',
      'Board-ready answers on risk and compliance',
    ],
    includes: [
      'Discovery interviews and a technology inventory',
      'Risk and cost analysis',
      'Prioritized roadmap and budget',
      'Help with vendor selection and project oversight',
    ],
    route: 'it-consulting',
    icon: 'lightbulb',
    keywords: ['IT consulting Toronto', 'IT strategy', 'virtual CIO GTA', 'technology roadmap'],
  },
  {
    id: 'backup-recovery',
    name: 'Backup & Recovery',
    shortName: 'Backup & Recovery',
    summary: 'Encrypted, tested backups of servers and Microsoft 365, with a recovery plan that works.',
    description:
      'We back up servers, laptops and Microsoft 365 to encrypted Canadian storage, keep copies that ransomware cannot alter, and test a restore every month so you know it works before you need it.',
    startingPrice: prices.backupRecovery,
    benefits: [
      'Files restored in minutes, whole servers in hours',
      'Immutable copies ransomware cannot encrypt',
      'Monthly restore tests with a written result',
      'Backups stored in Canada',
    ],
    includes: [
      'Daily backups of servers and Microsoft 365',
      '30 days of versions, longer on request',
      'Monthly test restore and report',
      'Disaster recovery plan for your key systems',
    ],
    icon: 'database-backup',
    keywords: ['data backup Toronto', 'disaster recovery GTA', 'Microsoft 365 backup', 'business continuity'],
  },
  {
    id: 'help-desk',
    name: 'Help Desk Support',
    shortName: 'Help Desk',
    summary: 'Friendly technicians who pick up the phone, for teams that already run their own servers.',
    description:
      'Your staff call, email or chat with our Toronto help desk and reach a technician, not a queue. Password resets, Outlook trouble, printers, new hires: handled and logged.',
    startingPrice: prices.helpDesk,
    benefits: [
      'A technician answers in minutes, not hours',
      'Every ticket logged with a clear outcome',
      'New staff set up on their first morning',
      'Monthly report of what was fixed and why',
    ],
    includes: [
      'Phone, email and chat support during business hours',
      'Remote fixes for desktops, laptops and phones',
      'Account setup and offboarding',
      'Monthly ticket report',
    ],
    icon: 'headphones',
    keywords: ['IT help desk Toronto', 'outsourced help desk', 'IT support line', 'technical support GTA'],
  },
];

/**
 * The service with this id.
 *
 * @throws Error when the id is unknown (cannot happen for a typed {@link ServiceId}).
 */
export function getService(id: ServiceId): Service {
  const service = services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`Unknown service id "${id}"`);
  return service;
}
