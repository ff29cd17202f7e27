/**
 * The six industries (specification §1, §3 "Industry" option list). Four have their own page (§2).
 */
import type { ServiceId } from '@northline/schemas';
import type { ComplianceId } from './company.ts';
import type { RouteKey } from './routes.ts';
import type { IconName, IndustryId } from './types.ts';

/** A core service recommended to an industry, and why. */
export interface IndustryService {
  /** The recommended service (checked by `validateCatalogue`). */
  serviceId: ServiceId;
  /** Why it matters to this industry, one sentence. */
  why: string;
}

/** An industry we serve. */
export interface Industry {
  /** Stable id (§3). */
  id: IndustryId;
  /** Display name: 'Healthcare'. */
  name: string;
  /** One sentence for industry cards. */
  summary: string;
  /** The industry's typical IT problems, for the chat assistant and the recommender. */
  challenges: readonly string[];
  /** Compliance frameworks that usually apply (checked against the framework list). */
  compliance: readonly ComplianceId[];
  /** Services recommended to this industry, most important first. */
  services: readonly IndustryService[];
  /** The industry's page, when it has one (§2: healthcare, legal, manufacturing, real estate). */
  route?: RouteKey;
  /** lucide-react icon name. */
  icon: IconName;
  /** Search keywords. */
  keywords: readonly string[];
  /**
   * What an IT problem puts at stake in this industry, one sentence that follows the visitor's own description of
   * the problem ('that', 'it': the problem). Written from the industry page's facts (its systems, its records, its
   * regulator); the chat assistant says it when a visitor of this industry describes a problem.
   */
  situation: string;
}

/** The six industries (§3), in the order of `INDUSTRIES` (@northline/schemas). */
export const industries: readonly Industry[] = [
  {
    id: 'healthcare',
    name: 'Healthcare',
    summary:
      'EMR support, secure telehealth and PHIPA-ready systems for clinics, dental offices and family health teams.',
    challenges: [
      'EMR downtime stops patient care',
      'Patient records must meet PHIPA',
      'Phishing aimed at front-desk staff',
      'Aging servers in the back office',
    ],
    compliance: ['phipa', 'pipeda', 'hipaa'],
    services: [
      {
        serviceId: 'managed-it',
        why: 'Keeps EMR workstations, printers and Wi-Fi running through every clinic day.',
      },
      {
        serviceId: 'cybersecurity',
        why: 'Protects patient records from ransomware and phishing, and logs access for PHIPA.',
      },
      { serviceId: 'backup-recovery', why: 'Restores charts within hours if a server or laptop fails.' },
      {
        serviceId: 'cloud-solutions',
        why: 'Moves EMR and files to Canadian-hosted cloud so providers can chart anywhere.',
      },
    ],
    route: 'healthcare-it-services',
    icon: 'stethoscope',
    keywords: ['healthcare IT Toronto', 'clinic IT support', 'PHIPA compliance IT', 'EMR support Ontario'],
    situation:
      'In healthcare, that reaches patient records, which PHIPA requires you to keep private, and the EMR every appointment depends on.',
  },
  {
    id: 'legal',
    name: 'Legal',
    summary:
      'Secure document management, practice software support and confidential communication for law firms.',
    challenges: [
      'Client confidentiality under Law Society rules',
      'Document management across matters and offices',
      'Lawyers working from court, home and the office',
      'Ransomware targeting firms that hold trust funds',
    ],
    compliance: ['lso', 'pipeda'],
    services: [
      {
        serviceId: 'cybersecurity',
        why: 'Keeps privileged files and trust-account access safe from ransomware and fraud.',
      },
      { serviceId: 'managed-it', why: 'Keeps document management, billing and court-day laptops working.' },
      { serviceId: 'backup-recovery', why: 'Restores any matter folder, version by version, in minutes.' },
      { serviceId: 'cloud-solutions', why: 'Gives lawyers secure access to files from anywhere.' },
    ],
    route: 'legal-it-services',
    icon: 'scale',
    keywords: ['law firm IT Toronto', 'legal IT support', 'IT for lawyers Ontario', 'legal cybersecurity'],
    situation:
      "In a law firm, that reaches privileged client files, which the LSO's rules require you to keep confidential, and the lawyers who need them in court and at home.",
  },
  {
    id: 'manufacturing',
    name: 'Manufacturing',
    summary:
      'Secure plant networks, ERP and MES integration and shop-floor support that keeps lines running.',
    challenges: [
      'Unplanned downtime on the shop floor',
      'Old machine PCs on the same network as the office',
      'ERP and MES that do not talk to each other',
      'Supplier invoice fraud by email',
    ],
    compliance: ['iso-27001', 'iec-62443', 'pipeda'],
    services: [
      { serviceId: 'managed-it', why: 'Covers office and shop-floor systems across every shift.' },
      {
        serviceId: 'cybersecurity',
        why: 'Separates plant networks from office IT so one infected PC cannot stop a line.',
      },
      { serviceId: 'it-consulting', why: 'Plans ERP, MES and automation projects with a realistic budget.' },
      { serviceId: 'cloud-solutions', why: 'Moves ERP and reporting to reliable hosted platforms.' },
    ],
    route: 'manufacturing-it-services',
    icon: 'factory',
    keywords: [
      'manufacturing IT Toronto',
      'industrial network security',
      'ERP support GTA',
      'MES integration',
    ],
    situation:
      'On a plant floor, that means downtime: when the ERP, the MES or a machine PC stops, so does the line.',
  },
  {
    id: 'real-estate',
    name: 'Real Estate',
    summary:
      'CRM, transaction management and mobile support for brokerages and their agents, with RECO-ready records.',
    challenges: [
      'Agents working from phones and personal laptops',
      'Wire fraud with fake closing instructions',
      'Transaction records RECO and FINTRAC can ask for',
      'CRM, MLS and e-signing tools that do not connect',
    ],
    compliance: ['reco', 'pipeda', 'fintrac'],
    services: [
      {
        serviceId: 'cybersecurity',
        why: 'Stops email takeover and wire fraud before a deposit goes to the wrong account.',
      },
      {
        serviceId: 'cloud-solutions',
        why: 'Puts CRM, deal files and e-signing in one secure place agents reach from anywhere.',
      },
      {
        serviceId: 'help-desk',
        why: 'Gives agents quick help with phones, laptops and apps between showings.',
      },
      { serviceId: 'backup-recovery', why: 'Keeps every transaction file retrievable for RECO audits.' },
    ],
    route: 'real-estate-it-services',
    icon: 'building-2',
    keywords: [
      'real estate IT Toronto',
      'brokerage IT support',
      'RECO compliance IT',
      'real estate CRM support',
    ],
    situation:
      'In a brokerage, that reaches agents working from their phones between showings, the CRM that holds every deal, and the transaction records RECO can ask for.',
  },
  {
    id: 'financial',
    name: 'Financial Services',
    summary: 'Secure, auditable IT for wealth managers, accountants, insurance brokers and lenders.',
    challenges: [
      'Regulators and auditors asking for access controls',
      'Client data attractive to attackers',
      'Tax-season and month-end load on systems',
      'Secure document exchange with clients',
    ],
    compliance: ['pipeda', 'fintrac', 'pci-dss', 'sox'],
    services: [
      { serviceId: 'cybersecurity', why: 'Gives auditors the access controls and logs they ask for.' },
      { serviceId: 'managed-it', why: 'Keeps trading, planning and tax software running at peak times.' },
      { serviceId: 'it-consulting', why: 'Maps controls to regulatory requirements and plans the gaps.' },
      { serviceId: 'backup-recovery', why: 'Keeps client records for the full retention period.' },
    ],
    icon: 'landmark',
    keywords: ['financial services IT Toronto', 'IT for accountants', 'wealth management IT support'],
    situation:
      'In a financial office, that reaches client data attackers want, and the access controls regulators and auditors ask for.',
  },
  {
    id: 'professional',
    name: 'Professional Services',
    summary:
      'Reliable IT for engineering, architecture, accounting and consulting firms of 10 to 200 people.',
    challenges: [
      'Large design files that slow networks and laptops',
      'Staff split between office, home and client sites',
      'No in-house IT person',
      'Client contracts that ask about security',
    ],
    compliance: ['pipeda', 'iso-27001', 'gdpr'],
    services: [
      {
        serviceId: 'managed-it',
        why: 'Gives a firm without IT staff a full department for a per-user price.',
      },
      { serviceId: 'cloud-solutions', why: 'Lets teams share large files securely from any site.' },
      { serviceId: 'help-desk', why: 'Answers everyday questions so partners stay billable.' },
      { serviceId: 'cybersecurity', why: 'Answers client security questionnaires with real controls.' },
    ],
    icon: 'briefcase',
    keywords: ['professional services IT Toronto', 'IT for engineering firms', 'IT for consultants GTA'],
    situation:
      'For a professional firm, every hour lost to IT is a billable hour, across the office, home and client sites.',
  },
];

/**
 * The industry with this id.
 *
 * @throws Error when the id is unknown (cannot happen for a typed {@link IndustryId}).
 */
export function getIndustry(id: IndustryId): Industry {
  const industry = industries.find((candidate) => candidate.id === id);
  if (!industry) throw new Error(`Unknown industry id "${id}"`);
  return industry;
}
