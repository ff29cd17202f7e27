/**
 * The cost model of a recommendation (specification §3 "Recommendation result" `estimatedCost`, §9 prices).
 * Every amount is a catalogue price of `@northline/content` (`prices`, CAD before tax) times a quantity that
 * depends only on the company size band; the tables below are the quantities. Results are whole CAD.
 */
import { formatCad, type Price, prices } from '@northline/content';
import { COMPANY_SIZE_LABELS, COMPANY_SIZES, type CompanySize, type ServiceId } from '@northline/schemas';

/** A number per company size band (§3 "Company size (recommendation)"). */
export type SizeTable = Readonly<Record<CompanySize, number>>;

/** A size table computed per band. */
function bySize(quantity: (size: CompanySize) => number): SizeTable {
  return Object.fromEntries(COMPANY_SIZES.map((size) => [size, quantity(size)])) as Record<
    CompanySize,
    number
  >;
}

/**
 * The head-count that stands for each size band: about the middle of the band, weighted toward the firms we
 * actually see (the '500+' band stands for 750).
 */
export const REPRESENTATIVE_HEADCOUNT: SizeTable = {
  '1-10': 6,
  '11-50': 30,
  '51-200': 125,
  '201-500': 350,
  '500+': 750,
};

/** The band costs are estimated for when the profile names none (the typical GTA client); said in the reasoning. */
export const ASSUMED_COMPANY_SIZE: CompanySize = '11-50';

/** People per scope unit: a starting price ('From $299') covers a team of up to this many people. */
export const PEOPLE_PER_SCOPE_UNIT = 10;

/** Scope units per band: the head-count divided by {@link PEOPLE_PER_SCOPE_UNIT}, rounded up (1, 3, 13, 35, 75). */
export const SCOPE_UNITS: SizeTable = bySize((size) =>
  Math.ceil(REPRESENTATIVE_HEADCOUNT[size] / PEOPLE_PER_SCOPE_UNIT),
);

/** Engineer hours a month of managed security (alert review, phishing simulations, reporting): one per scope unit. */
export const SECURITY_HOURS_PER_MONTH: SizeTable = SCOPE_UNITS;

/** Engineer hours a month of cloud management (cost and access reviews, changes): 1, 2, 7, 18, 38. */
export const CLOUD_HOURS_PER_MONTH: SizeTable = bySize((size) => Math.ceil(SCOPE_UNITS[size] / 2));

/** Consultant hours a month of ongoing advice (virtual CIO). */
export const ADVISORY_HOURS_PER_MONTH: SizeTable = {
  '1-10': 4,
  '11-50': 8,
  '51-200': 16,
  '201-500': 24,
  '500+': 40,
};

/** Consultant hours of the one-time discovery and written roadmap. */
export const ROADMAP_HOURS: SizeTable = {
  '1-10': 8,
  '11-50': 16,
  '51-200': 24,
  '201-500': 40,
  '500+': 60,
};

/** One cost line: a catalogue price times a quantity per size band. */
export interface CostBasis {
  /** Which catalogue price (`prices` of `@northline/content`). */
  price: keyof typeof prices;
  /** How many of the price's unit each band buys. */
  quantity: SizeTable;
  /** What one quantity is, for the explanation: 'users', 'engineer hours'. */
  quantityLabel: string;
}

/**
 * How each service's monthly and setup cost is made (CAD). Services the catalogue prices per user are
 * priced per user; per month, per 500 GB block of backup (one per scope unit); one-time starting prices are
 * multiplied by the scope units; ongoing work on project-priced services is engineer time at the catalogue's
 * hourly rate. A service without `setup` has no setup fee (0).
 */
export const COST_MODEL: Readonly<Record<ServiceId, { monthly: CostBasis; setup?: CostBasis }>> = {
  'managed-it': {
    monthly: { price: 'managedIt', quantity: REPRESENTATIVE_HEADCOUNT, quantityLabel: 'users' },
  },
  cybersecurity: {
    monthly: {
      price: 'consultingHourly',
      quantity: SECURITY_HOURS_PER_MONTH,
      quantityLabel: 'engineer hours',
    },
    setup: { price: 'securityAssessment', quantity: SCOPE_UNITS, quantityLabel: 'assessment scope units' },
  },
  'cloud-solutions': {
    monthly: { price: 'consultingHourly', quantity: CLOUD_HOURS_PER_MONTH, quantityLabel: 'engineer hours' },
    setup: { price: 'cloudMigration', quantity: SCOPE_UNITS, quantityLabel: 'migration scope units' },
  },
  'it-consulting': {
    monthly: {
      price: 'consultingHourly',
      quantity: ADVISORY_HOURS_PER_MONTH,
      quantityLabel: 'advisory hours',
    },
    setup: { price: 'consultingHourly', quantity: ROADMAP_HOURS, quantityLabel: 'roadmap hours' },
  },
  'backup-recovery': {
    monthly: { price: 'backupRecovery', quantity: SCOPE_UNITS, quantityLabel: 'blocks of 500 GB' },
  },
  'help-desk': { monthly: { price: 'helpDesk', quantity: REPRESENTATIVE_HEADCOUNT, quantityLabel: 'users' } },
};

/** A service's estimated cost for one size band. */
export interface CostEstimate {
  /** Monthly cost, whole CAD. */
  monthly: number;
  /** One-time setup cost, whole CAD; 0 when the service has none. */
  setup: number;
  /** The band the estimate is for. */
  companySize: CompanySize;
  /** True when the profile named no size and {@link ASSUMED_COMPANY_SIZE} was used. */
  assumedSize: boolean;
  /** One sentence naming the band, the quantities and the catalogue prices ('30 users × $99 = $2,970 a month'). */
  explanation: string;
}

/** The amount of one cost line for a band, in whole CAD. */
function amount(basis: CostBasis, size: CompanySize): number {
  return Math.round(prices[basis.price].amountCad * basis.quantity[size]);
}

/** '30 users × $99 = $2,970' */
function describe(basis: CostBasis, size: CompanySize): string {
  const price: Price = prices[basis.price];
  return `${basis.quantity[size]} ${basis.quantityLabel} × ${formatCad(price.amountCad)} = ${formatCad(amount(basis, size))}`;
}

/**
 * The estimated cost of a service for a company size (§3 `estimatedCost`; CAD, before tax, whole dollars).
 *
 * @param companySize the profile's band; when `undefined`, {@link ASSUMED_COMPANY_SIZE} is used and said so
 */
export function estimateCost(serviceId: ServiceId, companySize: CompanySize | undefined): CostEstimate {
  const size = companySize ?? ASSUMED_COMPANY_SIZE;
  const model = COST_MODEL[serviceId];
  const monthly = amount(model.monthly, size);
  const setup = model.setup ? amount(model.setup, size) : 0;
  const band = companySize
    ? COMPANY_SIZE_LABELS[size]
    : `${COMPANY_SIZE_LABELS[size]} (assumed until you tell us your size)`;
  const setupText = model.setup ? `setup ${describe(model.setup, size)} one-time` : 'no setup fee';
  return {
    monthly,
    setup,
    companySize: size,
    assumedSize: companySize === undefined,
    explanation: `Estimated for ${band}: ${describe(model.monthly, size)} a month; ${setupText}.`,
  };
}
