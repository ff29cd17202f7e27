/**
 * The fixed option lists of the specification (§3, "Option lists", and the value sets of §3's entities).
 * Each list is an `as const` array (the values, in display order), a zod enum, its type, and, where the values
 * are slugs, a label map for display. The contact forms' size bands live in contact.ts ({@link SIZE_BANDS}).
 */
import * as z from 'zod/mini';

// ---------------------------------------------------------------- industries

/** Industries a visitor can pick (§3 "Industry"), in display order. */
export const INDUSTRIES = [
  'healthcare',
  'legal',
  'manufacturing',
  'real-estate',
  'financial',
  'professional',
] as const;

/** One of {@link INDUSTRIES}. */
export type Industry = (typeof INDUSTRIES)[number];

/** An industry; anything else (or nothing) fails with 'Please select your industry' (§5 quick recommendation). */
export const industrySchema = z.enum(INDUSTRIES, 'Please select your industry');

/** Display label of each industry. */
export const INDUSTRY_LABELS: Readonly<Record<Industry, string>> = {
  healthcare: 'Healthcare',
  legal: 'Legal',
  manufacturing: 'Manufacturing',
  'real-estate': 'Real Estate',
  financial: 'Financial Services',
  professional: 'Professional Services',
};

// ---------------------------------------------------------------- company sizes

/**
 * Company sizes (employees) of the quick-recommendation widget and the visitor profile (§3 "Company size
 * (recommendation)"). Not the contact forms' size bands, which differ by page (contact.ts `SIZE_BANDS`).
 */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;

/** One of {@link COMPANY_SIZES}. */
export type CompanySize = (typeof COMPANY_SIZES)[number];

/** A company size; anything else (or nothing) fails with 'Please select your company size' (§5). */
export const companySizeSchema = z.enum(COMPANY_SIZES, 'Please select your company size');

/** Display label of each company size. */
export const COMPANY_SIZE_LABELS: Readonly<Record<CompanySize, string>> = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '201-500': '201-500 employees',
  '500+': '500+ employees',
};

// ---------------------------------------------------------------- budgets

/** Annual IT budget ranges in CAD (§3 "Budget"). */
export const BUDGETS = ['under-5k', '5k-15k', '15k-50k', '50k-100k', 'over-100k'] as const;

/** One of {@link BUDGETS}. */
export type Budget = (typeof BUDGETS)[number];

/** A budget range; anything else fails with 'Please select a budget range'. */
export const budgetSchema = z.enum(BUDGETS, 'Please select a budget range');

/** Display label of each budget range (CAD). */
export const BUDGET_LABELS: Readonly<Record<Budget, string>> = {
  'under-5k': 'Under $5,000',
  '5k-15k': '$5,000 - $15,000',
  '15k-50k': '$15,000 - $50,000',
  '50k-100k': '$50,000 - $100,000',
  'over-100k': 'Over $100,000',
};

// ---------------------------------------------------------------- timelines

/** When the visitor wants to start (§3 "Timeline"). */
export const TIMELINES = ['immediate', '1-3-months', '3-6-months', '6-12-months', 'future'] as const;

/** One of {@link TIMELINES}. */
export type Timeline = (typeof TIMELINES)[number];

/** A timeline; anything else fails with 'Please select a timeline'. */
export const timelineSchema = z.enum(TIMELINES, 'Please select a timeline');

/** The timeline the quick-recommendation widget always sends (§3: "timeline (fixed 3-6-months)"). */
export const DEFAULT_TIMELINE: Timeline = '3-6-months';

/** Display label of each timeline. */
export const TIMELINE_LABELS: Readonly<Record<Timeline, string>> = {
  immediate: 'Immediately',
  '1-3-months': '1-3 months',
  '3-6-months': '3-6 months',
  '6-12-months': '6-12 months',
  future: 'Future planning',
};

// ---------------------------------------------------------------- challenges

/**
 * IT challenges (§3 "Challenges"): the quick-recommendation widget's five first, then the five the
 * recommendation test page adds. Slugs are stable values; {@link CHALLENGE_LABELS} holds the visible text.
 */
export const CHALLENGES = [
  'frequent-downtime',
  'security-threats',
  'high-it-costs',
  'slow-support-response',
  'compliance-issues',
  'outdated-technology',
  'remote-work-challenges',
  'data-backup-concerns',
  'network-performance',
  'software-integration',
] as const;

/** One of {@link CHALLENGES}. */
export type Challenge = (typeof CHALLENGES)[number];

/** The five challenge chips of the quick-recommendation widget (§3). */
export const WIDGET_CHALLENGES = [
  'frequent-downtime',
  'security-threats',
  'high-it-costs',
  'slow-support-response',
  'compliance-issues',
] as const satisfies readonly Challenge[];

/** A challenge; anything else fails with 'Please choose challenges from the list'. */
export const challengeSchema = z.enum(CHALLENGES, 'Please choose challenges from the list');

/** Display label of each challenge (the widget's wording for its five, §3). */
export const CHALLENGE_LABELS: Readonly<Record<Challenge, string>> = {
  'frequent-downtime': 'Frequent downtime',
  'security-threats': 'Security threats',
  'high-it-costs': 'High IT costs',
  'slow-support-response': 'Slow support response',
  'compliance-issues': 'Compliance issues',
  'outdated-technology': 'Outdated technology',
  'remote-work-challenges': 'Remote work challenges',
  'data-backup-concerns': 'Data backup concerns',
  'network-performance': 'Network performance',
  'software-integration': 'Software integration',
};

// ---------------------------------------------------------------- compliance

/**
 * Compliance requirements (§3 "Compliance") plus PHIPA. PHIPA (Ontario's Personal Health Information
 * Protection Act) is not in §3's list, but it governs the health records of every Ontario healthcare client
 * and §1 names it in the site's compliance messaging, so a Toronto MSP's healthcare visitors must be able to
 * pick it. It sits after HIPAA so the health-privacy laws read together.
 */
export const COMPLIANCE_REQUIREMENTS = [
  'hipaa',
  'phipa',
  'sox',
  'pci-dss',
  'iso-27001',
  'gdpr',
  'pipeda',
  'financial-regulations',
  'industry-standards',
] as const;

/** One of {@link COMPLIANCE_REQUIREMENTS}. */
export type ComplianceRequirement = (typeof COMPLIANCE_REQUIREMENTS)[number];

/** A compliance requirement; anything else fails with 'Please choose compliance requirements from the list'. */
export const complianceRequirementSchema = z.enum(
  COMPLIANCE_REQUIREMENTS,
  'Please choose compliance requirements from the list',
);

/** Display label of each compliance requirement. */
export const COMPLIANCE_LABELS: Readonly<Record<ComplianceRequirement, string>> = {
  hipaa: 'HIPAA',
  phipa: 'PHIPA',
  sox: 'SOX',
  'pci-dss': 'PCI DSS',
  'iso-27001': 'ISO 27001',
  gdpr: 'GDPR',
  pipeda: 'PIPEDA',
  'financial-regulations': 'Financial regulations',
  'industry-standards': 'Industry standards',
};

// ---------------------------------------------------------------- goals

/** Business goals (§3 "Goals"). */
export const GOALS = [
  'reduce-it-costs',
  'improve-security',
  'increase-productivity',
  'enable-remote-work',
  'scale-operations',
  'modernize-technology',
  'ensure-compliance',
  'improve-uptime',
] as const;

/** One of {@link GOALS}. */
export type Goal = (typeof GOALS)[number];

/** A goal; anything else fails with 'Please choose goals from the list'. */
export const goalSchema = z.enum(GOALS, 'Please choose goals from the list');

/** Display label of each goal. */
export const GOAL_LABELS: Readonly<Record<Goal, string>> = {
  'reduce-it-costs': 'Reduce IT costs',
  'improve-security': 'Improve security',
  'increase-productivity': 'Increase productivity',
  'enable-remote-work': 'Enable remote work',
  'scale-operations': 'Scale operations',
  'modernize-technology': 'Modernize technology',
  'ensure-compliance': 'Ensure compliance',
  'improve-uptime': 'Improve uptime',
};

// ---------------------------------------------------------------- services

/** Ids of the services a recommendation can name (§3 "Service ids"). */
export const SERVICE_IDS = [
  'managed-it',
  'cybersecurity',
  'cloud-solutions',
  'it-consulting',
  'backup-recovery',
  'help-desk',
] as const;

/** One of {@link SERVICE_IDS}. */
export type ServiceId = (typeof SERVICE_IDS)[number];

/** A service id; anything else fails with 'Unknown service'. */
export const serviceIdSchema = z.enum(SERVICE_IDS, 'Unknown service');

/** Display label of each service. */
export const SERVICE_LABELS: Readonly<Record<ServiceId, string>> = {
  'managed-it': 'Managed IT Services',
  cybersecurity: 'Cybersecurity',
  'cloud-solutions': 'Cloud Solutions',
  'it-consulting': 'IT Consulting',
  'backup-recovery': 'Backup & Recovery',
  'help-desk': 'Help Desk Support',
};

// ---------------------------------------------------------------- small value sets

/** How ready a chat visitor is to buy (§3 chat reply `leadQuality`); the widget starts at 'cold' (§4). */
export const LEAD_QUALITIES = ['cold', 'warm', 'hot'] as const;

/** One of {@link LEAD_QUALITIES}. */
export type LeadQuality = (typeof LEAD_QUALITIES)[number];

/** A lead quality; anything else fails with 'Lead quality must be cold, warm or hot'. */
export const leadQualitySchema = z.enum(LEAD_QUALITIES, 'Lead quality must be cold, warm or hot');

/** The lead quality of a new chat session (§4: "Lead quality starts cold"). */
export const DEFAULT_LEAD_QUALITY: LeadQuality = 'cold';

/** Priority of a recommended service (§3; shown red, yellow, blue in §4). */
export const PRIORITIES = ['high', 'medium', 'low'] as const;

/** One of {@link PRIORITIES}. */
export type Priority = (typeof PRIORITIES)[number];

/** A priority; anything else fails with 'Priority must be high, medium or low'. */
export const prioritySchema = z.enum(PRIORITIES, 'Priority must be high, medium or low');

/** Implementation complexity of a recommended service (§3 `implementation.complexity`). */
export const COMPLEXITIES = ['low', 'medium', 'high'] as const;

/** One of {@link COMPLEXITIES}. */
export type Complexity = (typeof COMPLEXITIES)[number];

/** A complexity; anything else fails with 'Complexity must be low, medium or high'. */
export const complexitySchema = z.enum(COMPLEXITIES, 'Complexity must be low, medium or high');

/** What a recommendation analytics event records (§3, §4: Details logs viewed, Get Quote logs contacted). */
export const ANALYTICS_ACTIONS = ['viewed', 'contacted'] as const;

/** One of {@link ANALYTICS_ACTIONS}. */
export type AnalyticsAction = (typeof ANALYTICS_ACTIONS)[number];

/** An analytics action; anything else fails with 'Action must be viewed or contacted'. */
export const analyticsActionSchema = z.enum(ANALYTICS_ACTIONS, 'Action must be viewed or contacted');

// ---------------------------------------------------------------- locations

/**
 * The locations the SEO layer knows (§3 "Locations"), Toronto first (the default). Their facts (coordinates,
 * postal codes, neighbourhoods) live in packages/content; this is only the key a page's metadata names.
 */
export const LOCATION_IDS = [
  'toronto',
  'mississauga',
  'markham',
  'vaughan',
  'richmond-hill',
  'brampton',
  'oakville',
  'burlington',
] as const;

/** One of {@link LOCATION_IDS}. */
export type LocationId = (typeof LOCATION_IDS)[number];

/** A location id; anything else fails with 'Unknown location'. */
export const locationIdSchema = z.enum(LOCATION_IDS, 'Unknown location');

/** The location a page's metadata uses when it names none (§3: "Toronto (default)"). */
export const DEFAULT_LOCATION_ID: LocationId = 'toronto';

/** Display label of each location. */
export const LOCATION_LABELS: Readonly<Record<LocationId, string>> = {
  toronto: 'Toronto',
  mississauga: 'Mississauga',
  markham: 'Markham',
  vaughan: 'Vaughan',
  'richmond-hill': 'Richmond Hill',
  brampton: 'Brampton',
  oakville: 'Oakville',
  burlington: 'Burlington',
};

// ---------------------------------------------------------------- helpers

/** One entry of a select or chip list: the value sent, the label shown. */
export interface Option<T extends string> {
  value: T;
  label: string;
}

/**
 * Pairs each value of an option list with its label, in list order, for selects and chip strips.
 *
 * @example toOptions(INDUSTRIES, INDUSTRY_LABELS) // [{ value: 'healthcare', label: 'Healthcare' }, ...]
 */
export function toOptions<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): Option<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
