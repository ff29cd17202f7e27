/**
 * The company: identity, contact lines, address, hours, rating, claims, prices, response promises,
 * guarantees, certifications, compliance frameworks and the constants of the terms of service.
 * Sources: specification §1 and §9; where it gives two values, one is kept and used everywhere.
 */
import { formatCad } from './format.ts';
import type { IndustryId, LocationId } from './types.ts';

/** A phone line in its three forms (shown, `tel:` link and E.164). */
export interface PhoneNumber {
  /** As shown: '(416) 555-0142'. */
  display: string;
  /** E.164: '+14165550142'. */
  e164: string;
  /** Link target: 'tel:+14165550142'. */
  href: string;
}

/** A postal address in Canada. */
export interface PostalAddress {
  /** Street line, including the suite. */
  streetAddress: string;
  /** City. */
  locality: string;
  /** Province code, 'ON'. */
  region: string;
  /** Canadian postal code, 'A1A 1A1'. */
  postalCode: string;
  /** ISO 3166-1 alpha-2 country code, 'CA'. */
  country: string;
  /**
   * True while the address is a placeholder (downtown Toronto, postal code M5H). It must be
   * replaced with the real office before launch; see the package README.
   */
  isPlaceholder: boolean;
}

/** Latitude and longitude in decimal degrees (WGS 84). */
export interface Coordinates {
  /** Latitude, north positive. */
  lat: number;
  /** Longitude, east positive (negative in Ontario). */
  lng: number;
}

/** Day of the week as schema.org names it (openingHoursSpecification). */
export type DayOfWeek = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** The days of the week in calendar order, Monday first (ISO 8601). */
export const DAYS_OF_WEEK: readonly DayOfWeek[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** One opening-hours rule: these days, from `opens` to `closes` (24-hour 'HH:MM', Toronto time). */
export interface OpeningHoursRule {
  /** Days the rule applies to. */
  days: readonly DayOfWeek[];
  /** Opening time, 'HH:MM'. */
  opens: string;
  /** Closing time, 'HH:MM'. */
  closes: string;
}

/** Office hours plus the emergency promise, the same on every page and in structured data. */
export interface OpeningHours {
  /** The regular rules (Mon-Fri 08:00-18:00, Sat 09:00-17:00). Sunday is closed. */
  rules: readonly OpeningHoursRule[];
  /** IANA time zone of the times. */
  timeZone: 'America/Toronto';
  /** The hours as shown on pages, one line per group of days. */
  display: readonly string[];
  /** The 24/7 promise for managed clients, as one line. */
  emergency: string;
}

/** The aggregate review rating (4.9 of 5 from 150 reviews, everywhere). */
export interface Rating {
  /** Average rating. */
  value: number;
  /** Best possible rating. */
  best: number;
  /** Number of reviews. */
  count: number;
  /** As shown: '4.9/5 from 150 reviews'. */
  display: string;
}

/** The company's identity and contact facts. */
export interface Company {
  /** Trading name: 'Northline IT'. */
  name: string;
  /** 'Managed IT Services for Toronto & the GTA'. */
  tagline: string;
  /** Name and tagline: 'Northline IT — Managed IT Services for Toronto & the GTA'. */
  fullTitle: string;
  /** Two-sentence description for structured data and the chat assistant. */
  description: string;
  /** Year founded (§1, §3 structured data): 2012. */
  foundingYear: number;
  /** The main line and the industry-page footers' second line ((416) 555-0142 and (647) 555-0186). */
  phones: { main: PhoneNumber; industry: PhoneNumber };
  /** The one public email address. */
  email: string;
  /** Office address (a placeholder until launch). */
  address: PostalAddress;
  /** Office coordinates (downtown Toronto). */
  coordinates: Coordinates;
  /** Office and support hours. */
  hours: OpeningHours;
  /** Aggregate rating. */
  rating: Rating;
  /** schema.org priceRange (§3): '$$'. */
  priceRange: string;
  /** ISO 4217 currency of every price (§1): 'CAD'. */
  currency: 'CAD';
  /** Radius of on-site service around each served city, in km (§1, §9): 25. */
  serviceRadiusKm: number;
  /** Cities named as areaServed in structured data (§3): Toronto, Mississauga, Markham, Vaughan. */
  areaServed: readonly LocationId[];
  /** Default public origin for canonical URLs; deployments override it with the `SITE_URL` setting. */
  defaultSiteUrl: string;
}

const phone = (display: string): PhoneNumber => {
  const digits = display.replace(/\D/g, '');
  return { display, e164: `+1${digits}`, href: `tel:+1${digits}` };
};

/** The company (§1; §3 structured data): fictional identity placeholders a deployment replaces here. */
export const company: Company = {
  name: 'Northline IT',
  tagline: 'Managed IT Services for Toronto & the GTA',
  fullTitle: 'Northline IT — Managed IT Services for Toronto & the GTA',
  description:
    'Northline IT is a managed IT services provider in downtown Toronto, founded in 2012. We support, secure and ' +
    'run the technology of 500+ businesses across Toronto and the GTA for a fixed monthly price.',
  foundingYear: 2012,
  phones: { main: phone('(416) 555-0142'), industry: phone('(647) 555-0186') },
  email: 'hello@northline-it.example',
  address: {
    streetAddress: '120 Adelaide Street West, Suite 1500',
    locality: 'Toronto',
    region: 'ON',
    postalCode: 'M5H 1T1',
    country: 'CA',
    isPlaceholder: true,
  },
  coordinates: { lat: 43.6503, lng: -79.3838 },
  hours: {
    rules: [
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' },
      { days: ['Saturday'], opens: '09:00', closes: '17:00' },
    ],
    timeZone: 'America/Toronto',
    display: ['Monday to Friday: 8 a.m. to 6 p.m.', 'Saturday: 9 a.m. to 5 p.m.', 'Sunday: closed'],
    emergency: '24/7 emergency support and monitoring for managed clients',
  },
  rating: { value: 4.9, best: 5, count: 150, display: '4.9/5 from 150 reviews' },
  priceRange: '$$',
  currency: 'CAD',
  serviceRadiusKm: 25,
  areaServed: ['toronto', 'mississauga', 'markham', 'vaughan'],
  defaultSiteUrl: 'https://www.northline-it.example',
};

/**
 * The company's claims (§1, §9), as numbers and as shown. Every page that states one of these reads it here.
 * The '60-minute response' variant of §1 is dropped: the promise is under 15 minutes in Toronto.
 */
export const claims = {
  /** Years in business, shown as '12+' (founded 2012). */
  yearsInBusiness: { value: 12, display: '12+' },
  /** Active managed clients across the GTA, shown as '500+'. */
  clients: { value: 500, display: '500+' },
  /** Uptime of managed networks and the SLA target, in percent (§9). */
  uptimePercent: { value: 99.9, display: '99.9%' },
  /** Support and monitoring coverage. */
  supportCoverage: { display: '24/7' },
  /** Response time in Toronto, minutes: the general claim "response in under 15 minutes in Toronto". */
  torontoResponseMinutes: { value: 15, display: 'under 15 minutes' },
  /** Security incident response, minutes (cybersecurity page, §9). */
  incidentResponseMinutes: { value: 5, display: '5 minutes' },
  /** Share of threats stopped before they reach staff, percent (§9). */
  threatPreventionPercent: { value: 99.9, display: '99.9%' },
  /** Reduction of security risk after onboarding, percent (§9). */
  riskReductionPercent: { value: 85, display: '85%' },
  /** Productivity gain reported by managed clients, percent (§9). */
  productivityGainPercent: { value: 25, display: '25%' },
  /** Money-back guarantee, days (§1). */
  moneyBackGuaranteeDays: { value: 60, display: '60-day' },
  /**
   * Businesses served since 2012 by area (§1: 500+ Toronto, 300+ Mississauga around Square One, 150+ Markham,
   * 100+ Vaughan, 200+ in the other cities). These count every business we have worked for, including one-off
   * projects and assessments, which is why they add up to more than the 500+ active clients.
   */
  businessesServedByArea: {
    toronto: { value: 500, display: '500+' },
    mississauga: { value: 300, display: '300+' },
    markham: { value: 150, display: '150+' },
    vaughan: { value: 100, display: '100+' },
    other: { value: 200, display: '200+' },
  },
} as const;

/**
 * Response promise per served city, in minutes from the first call or ticket to a technician working on it
 * (§2, §9; Mississauga says 20 on its page and in its summary alike): Toronto 15, Mississauga 20, Markham 25,
 * Vaughan 30, every other area 30.
 */
export const RESPONSE_MINUTES = {
  toronto: 15,
  mississauga: 20,
  markham: 25,
  vaughan: 30,
  other: 30,
} as const;

/** How soon a contact request is answered (§9): 1 business day; industry pages say 24 hours. */
export const REPLY_PROMISES = {
  /** Contact page, home, service and city forms. */
  businessDays: 1,
  /** Industry-page forms (§8). */
  hours: 24,
} as const;

/** Billing unit of a price. */
export type PriceUnit = 'per-user-per-month' | 'per-month' | 'one-time' | 'per-hour';

/** A price in CAD. */
export interface Price {
  /** Amount in Canadian dollars, before tax (HST 13% is added on invoices). */
  amountCad: number;
  /** What the amount buys. */
  unit: PriceUnit;
  /** True when the amount is a starting price ('From $299'). */
  from: boolean;
  /** Long form: 'From $99 per user per month'. */
  display: string;
  /** Short form for cards: '$99/user/month'. */
  short: string;
}

const unitLong: Record<PriceUnit, string> = {
  'per-user-per-month': ' per user per month',
  'per-month': ' per month',
  'one-time': '',
  'per-hour': ' per hour',
};
const unitShort: Record<PriceUnit, string> = {
  'per-user-per-month': '/user/month',
  'per-month': '/month',
  'one-time': '',
  'per-hour': '/hour',
};

/**
 * What a price tag shows after the amount, per unit ('$99 CAD per user / month'); empty for one-time
 * prices, which read complete without it.
 */
export const PRICE_UNIT_LABELS: Readonly<Record<PriceUnit, string>> = {
  'per-user-per-month': 'per user / month',
  'per-month': 'per month',
  'one-time': '',
  'per-hour': 'per hour',
};

/** Builds a {@link Price} with its display forms. */
export function price(amountCad: number, unit: PriceUnit, from: boolean): Price {
  const amount = formatCad(amountCad);
  return {
    amountCad,
    unit,
    from,
    display: `${from ? 'From ' : ''}${amount}${unitLong[unit]}`,
    short: `${from ? 'From ' : ''}${amount}${unitShort[unit]}`,
  };
}

/**
 * Prices in CAD (§9): managed IT from $99 per user per month, security assessment from $299, cloud migration
 * from $499, consulting $150 per hour. Backup and help desk are not priced in the specification; these are ours.
 */
export const prices = {
  /** Managed IT services, per user per month (§9). */
  managedIt: price(99, 'per-user-per-month', true),
  /** Security assessment, one-time (§9). */
  securityAssessment: price(299, 'one-time', true),
  /** Cloud migration, one-time (§9). */
  cloudMigration: price(499, 'one-time', true),
  /** IT consulting, per hour (§9). */
  consultingHourly: price(150, 'per-hour', false),
  /** Managed backup and disaster recovery, per month for the first 500 GB (not in the specification). */
  backupRecovery: price(149, 'per-month', true),
  /** Help desk only (no monitoring or patching), per user per month (not in the specification). */
  helpDesk: price(59, 'per-user-per-month', true),
  /** The IT assessment of the contact forms: free. */
  itAssessment: {
    amountCad: 0,
    unit: 'one-time',
    from: false,
    display: 'Free',
    short: 'Free',
  } satisfies Price,
} as const;

/** A promise the company stands behind (§1, §9). */
export interface Guarantee {
  /** Stable id. */
  id: string;
  /** Heading. */
  title: string;
  /** What exactly is promised. */
  text: string;
}

/** The guarantees (§1 money-back, §9 uptime and response times, terms' notice periods). */
export const guarantees: readonly Guarantee[] = [
  {
    id: 'money-back',
    title: '60-day money-back guarantee',
    text: 'If you are not happy with our managed services in the first 60 days, we refund your monthly fees. No forms, no argument.',
  },
  {
    id: 'uptime',
    title: '99.9% uptime SLA',
    text: 'Servers and networks we manage stay up 99.9% of each month, or you get a service credit.',
  },
  {
    id: 'response',
    title: 'Guaranteed response times',
    text: 'Critical issues get an engineer within 2 hours, high-priority ones within 4 hours. In Toronto we usually answer in under 15 minutes.',
  },
  {
    id: 'no-lock-in',
    title: 'No long-term lock-in',
    text: 'Month-to-month agreements. Leave with 30 days notice, and we hand over every password and document.',
  },
  {
    id: 'fixed-price',
    title: 'Fixed monthly price',
    text: 'One per-user price covers support, monitoring and patching. Prices change only with 30 days written notice.',
  },
];

/** A certification held by the company or its engineers (§2 About: five certifications). */
export interface Certification {
  /** Stable id. */
  id: string;
  /** Full name. */
  name: string;
  /** Short label for badges. */
  badge: string;
  /** Who issues it. */
  issuer: string;
  /** What it means for a client, one sentence. */
  text: string;
}

/** The five certifications (§2 About; badges on the home page). */
export const certifications: readonly Certification[] = [
  {
    id: 'microsoft-solutions-partner',
    name: 'Microsoft Solutions Partner — Modern Work',
    badge: 'Microsoft Solutions Partner',
    issuer: 'Microsoft',
    text: 'Proven skill deploying and securing Microsoft 365, Teams and Intune for business customers.',
  },
  {
    id: 'aws-solutions-architect',
    name: 'AWS Certified Solutions Architect',
    badge: 'AWS Certified',
    issuer: 'Amazon Web Services',
    text: 'Our cloud engineers design AWS environments that are secure, resilient and sized to your budget.',
  },
  {
    id: 'cisco-ccnp',
    name: 'Cisco Certified Network Professional (CCNP Enterprise)',
    badge: 'Cisco CCNP',
    issuer: 'Cisco',
    text: 'Network engineers certified to plan and run enterprise switching, routing and wireless.',
  },
  {
    id: 'cissp',
    name: 'Certified Information Systems Security Professional (CISSP)',
    badge: 'CISSP',
    issuer: 'ISC2',
    text: 'Our security lead holds the industry benchmark for information security leadership.',
  },
  {
    id: 'itil-4',
    name: 'ITIL 4 Foundation',
    badge: 'ITIL 4',
    issuer: 'PeopleCert (AXELOS)',
    text: 'Our service desk follows ITIL practice: every ticket logged, prioritized and closed with a record.',
  },
];

/** Ids of the compliance frameworks the company works with. */
export type ComplianceId =
  | 'pipeda'
  | 'phipa'
  | 'hipaa'
  | 'reco'
  | 'lso'
  | 'fintrac'
  | 'pci-dss'
  | 'sox'
  | 'iso-27001'
  | 'gdpr'
  | 'iec-62443';

/** A law, regulator's rule or standard a client may have to meet (§1 compliance messaging, §3 compliance list). */
export interface ComplianceFramework {
  /** Stable id. */
  id: ComplianceId;
  /** Short name: 'PIPEDA'. */
  name: string;
  /** Full name. */
  fullName: string;
  /** Where it applies: 'Canada', 'Ontario', 'United States', 'European Union', 'International'. */
  jurisdiction: string;
  /** Industries it mostly concerns (checked against the industry list). */
  industries: readonly IndustryId[];
  /** What it asks of a business's IT, in one or two sentences. */
  summary: string;
}

/** The compliance frameworks we help clients meet (§1: HIPAA, PHIPA, PIPEDA, RECO; §3 compliance options). */
export const complianceFrameworks: readonly ComplianceFramework[] = [
  {
    id: 'pipeda',
    name: 'PIPEDA',
    fullName: 'Personal Information Protection and Electronic Documents Act',
    jurisdiction: 'Canada',
    industries: ['healthcare', 'legal', 'manufacturing', 'real-estate', 'financial', 'professional'],
    summary:
      "Canada's private-sector privacy law. Personal information must be protected by safeguards that match its sensitivity, and serious breaches reported to the Privacy Commissioner.",
  },
  {
    id: 'phipa',
    name: 'PHIPA',
    fullName: 'Personal Health Information Protection Act, 2004 (Ontario)',
    jurisdiction: 'Ontario',
    industries: ['healthcare'],
    summary:
      "Ontario's health privacy law. Clinics must control and log who sees patient records and report certain privacy breaches to the Information and Privacy Commissioner of Ontario.",
  },
  {
    id: 'hipaa',
    name: 'HIPAA',
    fullName: 'Health Insurance Portability and Accountability Act',
    jurisdiction: 'United States',
    industries: ['healthcare'],
    summary:
      'The U.S. health privacy law. It matters to Ontario clinics and health-tech firms that handle data of U.S. patients or insurers.',
  },
  {
    id: 'reco',
    name: 'RECO',
    fullName: 'Real Estate Council of Ontario (Trust in Real Estate Services Act, 2002)',
    jurisdiction: 'Ontario',
    industries: ['real-estate'],
    summary:
      'Brokerages must keep complete transaction records, protect client information and be able to produce files when RECO asks.',
  },
  {
    id: 'lso',
    name: 'LSO',
    fullName: 'Law Society of Ontario Rules of Professional Conduct and By-Laws',
    jurisdiction: 'Ontario',
    industries: ['legal'],
    summary:
      'Lawyers must keep client information confidential (Rule 3.3), verify client identity (By-Law 7.1), keep proper financial records (By-Law 9) and use technology competently.',
  },
  {
    id: 'fintrac',
    name: 'FINTRAC',
    fullName: 'Proceeds of Crime (Money Laundering) and Terrorist Financing Act, administered by FINTRAC',
    jurisdiction: 'Canada',
    industries: ['real-estate', 'financial'],
    summary:
      'Real estate and financial businesses must verify client identity and keep transaction records for at least five years.',
  },
  {
    id: 'pci-dss',
    name: 'PCI DSS',
    fullName: 'Payment Card Industry Data Security Standard',
    jurisdiction: 'International',
    industries: ['financial', 'professional', 'healthcare'],
    summary:
      'Any business that takes card payments must secure the systems that store, process or send card data.',
  },
  {
    id: 'sox',
    name: 'SOX',
    fullName: 'Sarbanes-Oxley Act',
    jurisdiction: 'United States',
    industries: ['financial', 'manufacturing'],
    summary:
      'Companies listed in the U.S., and their Canadian subsidiaries, need controlled access to financial systems and an audit trail of changes.',
  },
  {
    id: 'iso-27001',
    name: 'ISO 27001',
    fullName: 'ISO/IEC 27001 Information Security Management',
    jurisdiction: 'International',
    industries: ['manufacturing', 'financial', 'professional'],
    summary:
      'The international standard for running information security as a managed system: risks, controls, audits.',
  },
  {
    id: 'gdpr',
    name: 'GDPR',
    fullName: 'General Data Protection Regulation',
    jurisdiction: 'European Union',
    industries: ['professional', 'financial'],
    summary: 'Applies to GTA firms that handle personal data of people in the European Union.',
  },
  {
    id: 'iec-62443',
    name: 'IEC 62443',
    fullName: 'IEC 62443 Security for Industrial Automation and Control Systems',
    jurisdiction: 'International',
    industries: ['manufacturing'],
    summary: 'The standard for securing plant-floor networks, PLCs and machine controllers.',
  },
];

/**
 * Constants of the terms of service (§9). The terms text (legal.ts) is written from these, so a change here
 * changes the terms.
 */
export const TERMS = {
  /** Response times by priority (§9). Hours are wall-clock hours from the ticket being logged. */
  responseTimes: {
    critical: { hours: 2, display: '2 hours' },
    high: { hours: 4, display: '4 hours' },
    standard: { hours: null, display: 'next business day' },
    low: { hours: 48, display: '48 hours' },
  },
  /** Monthly uptime target of managed infrastructure, percent. */
  uptimeTargetPercent: 99.9,
  /** Invoices are due this many days after the invoice date. */
  paymentDueDays: 30,
  /** Interest on overdue amounts, percent per month (18% per year). */
  lateInterestPercentPerMonth: 1.5,
  /** Services may be suspended when an invoice is this many days overdue or more. */
  suspensionAfterDaysOverdue: 60,
  /** Written notice before a price change, days. */
  priceChangeNoticeDays: 30,
  /** Written notice to end the agreement, days (either party). */
  terminationNoticeDays: 30,
  /** Liability is capped at the fees paid in this many preceding months. */
  liabilityCapMonths: 12,
  /** Governing law. */
  governingLaw: 'the laws of the Province of Ontario and the federal laws of Canada that apply there',
  /** Courts with jurisdiction. */
  venue: 'the courts of Ontario sitting in Toronto',
} as const;
