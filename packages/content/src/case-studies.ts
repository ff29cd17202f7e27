/**
 * The four case studies (specification §2 "Case studies": healthcare, legal, manufacturing, real estate),
 * each with challenge, solution, results, timeframe and investment in CAD.
 */
import { formatCad } from './format.ts';
import type { IndustryId, LocationId, ServiceId } from './types.ts';

/** What a client paid, in CAD before tax. */
export interface Investment {
  /** One-time project cost. */
  setupCad: number;
  /** Ongoing monthly cost. */
  monthlyCad: number;
  /** As shown: '$18,500 one-time + $4,356/month'. */
  display: string;
}

/** A measured outcome. */
export interface CaseStudyResult {
  /** The figure as shown: '0 hours', '28% to 4%'. */
  metric: string;
  /** What it measures. */
  label: string;
}

/** One client story. */
export interface CaseStudy {
  /** Stable id; also the anchor id on /case-studies. */
  id: string;
  /** Industry (checked against the industry list). */
  industryId: IndustryId;
  /** City (checked against the locations). */
  locationId: LocationId;
  /** Headline. */
  title: string;
  /** Who the client is, anonymized: size, type, place. */
  client: string;
  /** The problem, in two or three sentences. */
  challenge: string;
  /** What we did, one line per item. */
  solution: readonly string[];
  /** Measured results. */
  results: readonly CaseStudyResult[];
  /** Project length, as shown: '8 weeks'. */
  timeframe: string;
  /** Cost in CAD. */
  investment: Investment;
  /** Services used (checked against the service list). */
  serviceIds: readonly ServiceId[];
}

const investment = (setupCad: number, monthlyCad: number): Investment => ({
  setupCad,
  monthlyCad,
  display: `${formatCad(setupCad)} one-time + ${formatCad(monthlyCad)}/month`,
});

/** The four case studies (§2), in the order healthcare, legal, manufacturing, real estate. */
export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'north-york-family-health-team',
    industryId: 'healthcare',
    locationId: 'toronto',
    title: 'A family health team moves its EMR off a failing server',
    client: 'Family health team in Don Mills, North York: 14 physicians and 30 staff',
    challenge:
      "The EMR ran on a seven-year-old server in a supply closet. It crashed twice in one month, cancelling a full morning of appointments each time. Backups had never been tested, and a phishing email had taken over a receptionist's mailbox.",
    solution: [
      'Moved the EMR and shared files to a hosted platform in a Canadian data centre over one weekend',
      'Turned on multi-factor authentication for all 44 accounts',
      'Encrypted every laptop and tablet and added remote wipe',
      'Set up nightly backups with a monthly test restore',
      'Ran phishing simulations and 15-minute training sessions for staff',
      'Wrote a PHIPA breach-response plan and access-logging procedure',
    ],
    results: [
      { metric: '0 hours', label: 'Unplanned EMR downtime in the 12 months after go-live' },
      { metric: '28% to 4%', label: 'Staff clicking on simulated phishing emails' },
      { metric: '10 seconds', label: 'Time to open a chart, down from over a minute' },
      { metric: '0 findings', label: "In the clinic's annual privacy review" },
    ],
    timeframe: '8 weeks',
    investment: investment(18_500, 4_356),
    serviceIds: ['cloud-solutions', 'cybersecurity', 'managed-it', 'backup-recovery'],
  },
  {
    id: 'financial-district-law-firm',
    industryId: 'legal',
    locationId: 'toronto',
    title: 'A Bay Street law firm shuts the door on ransomware',
    client: 'Litigation and corporate law firm in the Financial District: 35 lawyers, 70 staff in total',
    challenge:
      'A ransomware attack at a neighbouring firm made the partners look hard at their own setup: 1.2 million documents on an ageing file server, an old VPN lawyers disliked, and no way to prove who had opened a file. Court days meant lawyers emailing documents to personal accounts.',
    solution: [
      'Moved 1.2 million documents into a cloud document management system with matter-level permissions',
      'Replaced the VPN with conditional access and multi-factor sign-in',
      'Added 24/7 endpoint detection and response with 5-minute incident response',
      'Kept immutable off-site backups that ransomware cannot alter',
      'Set up a secure client portal to replace email attachments',
    ],
    results: [
      { metric: '20 minutes', label: 'To restore a deleted 4,000-document matter folder' },
      { metric: '70% less', label: 'Billable time lost to IT problems' },
      { metric: '0', label: 'Remote-access tickets since go-live' },
      { metric: '100%', label: 'Of file access logged for Law Society and insurer questions' },
    ],
    timeframe: '12 weeks',
    investment: investment(32_000, 6_930),
    serviceIds: ['cybersecurity', 'cloud-solutions', 'managed-it', 'backup-recovery'],
  },
  {
    id: 'brampton-parts-manufacturer',
    industryId: 'manufacturing',
    locationId: 'brampton',
    title: 'An auto-parts plant separates its shop floor from office IT',
    client: 'Tier-2 auto-parts manufacturer in Bramalea, Brampton: 220 employees over three shifts',
    challenge:
      "Office PCs, CNC controllers and the ERP server all sat on one flat network. A virus on an office laptop had already stopped a stamping line for a shift. Month-end close in the ERP took five days, and accounts payable received a convincing fake invoice from a supplier's hacked mailbox.",
    solution: [
      'Split the network into office, plant-floor and guest zones with industrial firewalls',
      'Isolated the Windows 7 machine controllers that could not be upgraded',
      'Moved the ERP to a hosted platform and connected it to the MES',
      'Added email authentication and a call-back rule for changed bank details',
      'Put plant-floor systems under 24/7 monitoring with shift-aware alerting',
    ],
    results: [
      { metric: '14 h to under 2 h', label: 'Unplanned plant downtime per quarter caused by IT' },
      { metric: '5 to 3 days', label: 'Month-end close in the ERP' },
      { metric: '$48,000', label: 'Fake supplier invoice caught before payment' },
      { metric: '99.9%', label: 'Uptime of plant-floor network since cut-over' },
    ],
    timeframe: '16 weeks',
    investment: investment(46_000, 5_940),
    serviceIds: ['cybersecurity', 'it-consulting', 'cloud-solutions', 'managed-it'],
  },
  {
    id: 'oakville-brokerage',
    industryId: 'real-estate',
    locationId: 'oakville',
    title: 'A 120-agent brokerage stops wire fraud and speeds up onboarding',
    client: 'Residential brokerage with offices in Oakville and Mississauga: 120 agents and 12 staff',
    challenge:
      "Agents used personal phones and laptops, deal files lived in a dozen inboxes, and a buyer nearly wired a $90,000 deposit to a fraudster after an agent's email was taken over. New agents waited two days for email and CRM access.",
    solution: [
      'Enrolled 120 agent phones and laptops in mobile device management, with remote wipe',
      'Connected the CRM, MLS feeds, e-signing and transaction management into one workflow',
      'Turned on SPF, DKIM and DMARC and multi-factor sign-in for every account',
      'Wrote a call-back procedure for any change to closing or deposit instructions',
      'Organized deal files for RECO and FINTRAC record-keeping with retention rules',
    ],
    results: [
      { metric: '2 days to 2 hours', label: 'To set up a new agent' },
      { metric: '0', label: 'Successful wire-fraud attempts since go-live' },
      { metric: 'Under 1 minute', label: 'To find any deal file for a RECO request' },
      { metric: '120', label: 'Agent devices that can be wiped if lost' },
    ],
    timeframe: '6 weeks',
    investment: investment(14_500, 3_600),
    serviceIds: ['cybersecurity', 'cloud-solutions', 'help-desk'],
  },
];
