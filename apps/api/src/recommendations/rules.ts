/**
 * The recommendation rules: how a visitor profile (specification §3 "Visitor profile") turns into points for
 * the six services (§3 "Service ids"). Each rule is data: an id, a condition over the profile that returns
 * the profile facts it used, points per service id, and a reason template that names those facts.
 *
 * Service names, benefits and prices are not here: they come from `@northline/content`. The industry rules
 * are generated from the catalogue's industries (each industry's recommended services, most important first),
 * so the industry pages and the recommender never disagree. README.md in this folder explains every rule.
 */
import { claims, industries, routePath, services } from '@northline/content';
import {
  BUDGET_LABELS,
  type Budget,
  CHALLENGE_LABELS,
  type Challenge,
  COMPANY_SIZE_LABELS,
  COMPLIANCE_LABELS,
  type CompanySize,
  type ComplianceRequirement,
  GOAL_LABELS,
  type Goal,
  INDUSTRY_LABELS,
  type ProfilePriority,
  type ServiceId,
  TIMELINE_LABELS,
  type Timeline,
  type VisitorProfile,
} from '@northline/schemas';

/** Points a rule gives, per service id (whole numbers above 0; services left out get none). */
export type ServicePoints = Readonly<Partial<Record<ServiceId, number>>>;

/**
 * One recommendation rule.
 *
 * - `match` is the condition: it returns the profile facts the rule used, as the labels a visitor saw
 *   ('Frequent downtime', 'PHIPA', '11-50 employees'), or `undefined` when the rule does not apply. It is pure.
 * - `points` are added to each named service's score when the rule applies.
 * - `reason` is the sentence added to a service's reasoning; `{facts}` is replaced by the matched facts
 *   ('Healthcare and PHIPA'). One template for every service the rule scores, or one per service id.
 */
export interface RecommendationRule {
  /** Stable id, kebab-case ('challenge-frequent-downtime'); README.md lists each. */
  id: string;
  /** Why the rule exists, for the README and for reviewers; never shown to visitors. */
  rationale: string;
  /** The condition: the facts used, or `undefined` when the rule does not apply. */
  match: (profile: VisitorProfile) => readonly string[] | undefined;
  /** Points per service id when the rule applies. */
  points: ServicePoints;
  /** Reason template(s) naming the facts through `{facts}`. */
  reason: string | Readonly<Partial<Record<ServiceId, string>>>;
}

/** A rule that applied to a profile, with the facts it used. */
export interface RuleMatch {
  /** The rule. */
  rule: RecommendationRule;
  /** The facts the rule used (visitor-facing labels), never empty. */
  facts: readonly string[];
}

/** The placeholder of a reason template that {@link renderReason} replaces with the matched facts. */
export const FACTS_PLACEHOLDER = '{facts}';

/** Writes a list of facts as prose: 'A', 'A and B', 'A, B and C'. */
export function joinFacts(facts: readonly string[]): string {
  if (facts.length <= 1) return facts.join('');
  return `${facts.slice(0, -1).join(', ')} and ${facts.at(-1)}`;
}

/**
 * The reason a matched rule gives for one service: the rule's template (its per-service one when it has one)
 * with `{facts}` replaced by the matched facts. `undefined` when the rule gives that service no points.
 */
export function renderReason(match: RuleMatch, serviceId: ServiceId): string | undefined {
  const { rule, facts } = match;
  if (!rule.points[serviceId]) return undefined;
  const template = typeof rule.reason === 'string' ? rule.reason : rule.reason[serviceId];
  return template?.replaceAll(FACTS_PLACEHOLDER, joinFacts(facts));
}

// ---------------------------------------------------------------- builders

/** The facts of `values` the profile list contains, as labels, or `undefined` when there are none. */
function present<T extends string>(
  list: readonly T[],
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): readonly string[] | undefined {
  const found = values.filter((value) => list.includes(value)).map((value) => labels[value]);
  return found.length > 0 ? found : undefined;
}

/** A rule on one reported challenge. */
function challengeRule(
  challenge: Challenge,
  points: ServicePoints,
  why: string,
  rationale: string,
): RecommendationRule {
  return {
    id: `challenge-${challenge}`,
    rationale,
    match: (profile: VisitorProfile) => present(profile.currentChallenges, [challenge], CHALLENGE_LABELS),
    points,
    reason: `You reported "{facts}": ${why}`,
  };
}

/** A rule on one business goal. */
function goalRule(goal: Goal, points: ServicePoints, why: string, rationale: string): RecommendationRule {
  return {
    id: `goal-${goal}`,
    rationale,
    match: (profile: VisitorProfile) => present(profile.goals, [goal], GOAL_LABELS),
    points,
    reason: `Your goal "{facts}": ${why}`,
  };
}

/** A rule on one of several values of an optional single choice (size, budget, timeline). */
function choiceRule<T extends string>(
  id: string,
  pick: (profile: VisitorProfile) => T | undefined,
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
  points: ServicePoints,
  reason: string,
  rationale: string,
): RecommendationRule {
  return {
    id,
    rationale,
    match: (profile) => {
      const value = pick(profile);
      return value !== undefined && values.includes(value) ? [labels[value]] : undefined;
    },
    points,
    reason,
  };
}

/** A rule on any of several compliance requirements. */
function complianceRule(
  id: string,
  requirements: readonly ComplianceRequirement[],
  points: ServicePoints,
  reason: string,
  rationale: string,
): RecommendationRule {
  return {
    id,
    rationale,
    match: (profile) => present(profile.complianceNeeds, requirements, COMPLIANCE_LABELS),
    points,
    reason,
  };
}

// ---------------------------------------------------------------- industry (from the catalogue)

/**
 * Points of an industry's recommended services by their position in the catalogue's list (most important
 * first): 3, 2, 1, 1; any further service gets 1.
 */
export const INDUSTRY_POSITION_POINTS: readonly number[] = [3, 2, 1, 1];

/** One rule per industry of `@northline/content`, scoring its recommended services with the catalogue's "why". */
const industryRules: RecommendationRule[] = industries.map((industry) => ({
  id: `industry-${industry.id}`,
  rationale: `The catalogue's services for ${industry.name} (packages/content industries.ts), scored by position.`,
  match: (profile) => (profile.industry === industry.id ? [INDUSTRY_LABELS[profile.industry]] : undefined),
  points: Object.fromEntries(
    industry.services.map((entry, index) => [entry.serviceId, INDUSTRY_POSITION_POINTS[index] ?? 1]),
  ),
  reason: Object.fromEntries(industry.services.map((entry) => [entry.serviceId, `{facts}: ${entry.why}`])),
}));

// ---------------------------------------------------------------- compliance

const HEALTH_PRIVACY: readonly ComplianceRequirement[] = ['hipaa', 'phipa'];

const complianceRules: RecommendationRule[] = [
  {
    id: 'healthcare-health-privacy',
    rationale:
      'A healthcare organisation bound by PHIPA or HIPAA must control, log and protect access to patient records and report breaches: security comes first.',
    match: (profile) => {
      if (profile.industry !== 'healthcare') return undefined;
      const laws = present(profile.complianceNeeds, HEALTH_PRIVACY, COMPLIANCE_LABELS);
      return laws ? [INDUSTRY_LABELS.healthcare, ...laws] : undefined;
    },
    points: { cybersecurity: 4, 'backup-recovery': 1 },
    reason:
      '{facts}: patient records must be access-controlled, logged and encrypted, and privacy breaches reported; managed security and tested backups give you the controls and the evidence.',
  },
  {
    id: 'compliance-any',
    rationale:
      'Any named framework needs technical controls (security) and policies with evidence (consulting).',
    match: (profile) =>
      profile.complianceNeeds.length > 0
        ? profile.complianceNeeds.map((requirement) => COMPLIANCE_LABELS[requirement])
        : undefined,
    points: { cybersecurity: 2, 'it-consulting': 2 },
    reason:
      'Compliance with {facts}: each requirement needs a security control plus a written policy and evidence for auditors; we map one to the other and show the gaps.',
  },
  complianceRule(
    'compliance-financial-controls',
    ['sox', 'pci-dss', 'financial-regulations'],
    { cybersecurity: 2, 'backup-recovery': 1 },
    '{facts}: auditors ask for controlled access to financial and payment systems, an audit trail of changes and records kept for the full retention period.',
    'Financial and payment rules are mostly about access control, audit trails and record retention.',
  ),
  complianceRule(
    'compliance-management-standard',
    ['iso-27001', 'industry-standards'],
    { 'it-consulting': 2 },
    '{facts}: a standard is run as a management system (risk register, policies, internal audits), which a consultant sets up with you.',
    'Certifiable standards are a management system first: planning and documentation, which is consulting work.',
  ),
];

// ---------------------------------------------------------------- challenges

const challengeRules: RecommendationRule[] = [
  challengeRule(
    'frequent-downtime',
    { 'managed-it': 6, 'backup-recovery': 1 },
    '24/7 monitoring and patching catch failing hardware and bad updates before they stop work, and tested backups shorten any outage that still happens.',
    'Downtime is what managed IT (monitoring, patching, fast response) prevents; alone it makes managed IT high.',
  ),
  challengeRule(
    'security-threats',
    { cybersecurity: 6, 'backup-recovery': 2 },
    'endpoint detection, multi-factor sign-in and phishing training stop most attacks, and copies ransomware cannot change mean an attack cannot hold your data hostage.',
    'Threats call for cybersecurity first; immutable backups are the last line against ransomware.',
  ),
  challengeRule(
    'high-it-costs',
    { 'managed-it': 3, 'cloud-solutions': 2, 'it-consulting': 2 },
    'one per-user price replaces surprise repair bills, the cloud ends server replacements, and a cost review finds licences you no longer need.',
    'Costs fall with predictable per-user pricing, fewer servers and a review of spending.',
  ),
  challengeRule(
    'slow-support-response',
    { 'help-desk': 6, 'managed-it': 3 },
    `our help desk answers in minutes (${claims.torontoResponseMinutes.display} in Toronto) and logs every ticket to a clear outcome.`,
    'Slow support is what a help desk fixes directly; managed IT includes one. Alone it makes help desk high.',
  ),
  challengeRule(
    'compliance-issues',
    { cybersecurity: 4, 'it-consulting': 4 },
    'a consultant maps what your rules require, and managed security puts the controls and the audit evidence in place.',
    'Compliance problems need both the plan (consulting) and the controls (security), equally.',
  ),
  challengeRule(
    'outdated-technology',
    { 'cloud-solutions': 4, 'it-consulting': 3, 'managed-it': 1 },
    'a roadmap sets the order of replacements, and a move to the cloud retires ageing servers instead of buying new ones.',
    'Old systems are replaced by a planned move, most often to the cloud.',
  ),
  challengeRule(
    'remote-work-challenges',
    { 'cloud-solutions': 5, cybersecurity: 2, 'help-desk': 1 },
    'cloud files and apps work the same from home, the office or a client site, with multi-factor sign-in protecting every device.',
    'Remote work runs on cloud services and needs identity security and remote support.',
  ),
  challengeRule(
    'data-backup-concerns',
    { 'backup-recovery': 6, 'cloud-solutions': 1 },
    'daily encrypted backups stored in Canada, copies ransomware cannot change, and a restore tested every month.',
    'Backup worries are what the backup service answers; alone they make backup and recovery high.',
  ),
  challengeRule(
    'network-performance',
    { 'managed-it': 4, 'it-consulting': 1 },
    'we monitor switches, Wi-Fi and internet links and fix bottlenecks, with a network review when the design itself is the limit.',
    'Network performance is day-to-day managed IT work; a redesign is consulting.',
  ),
  challengeRule(
    'software-integration',
    { 'it-consulting': 4, 'cloud-solutions': 2 },
    'a consultant maps how your systems should share data and plans the integration, often on cloud platforms built to connect.',
    'Integration is a planning and architecture problem first.',
  ),
];

// ---------------------------------------------------------------- goals

const goalRules: RecommendationRule[] = [
  goalRule(
    'reduce-it-costs',
    { 'managed-it': 2, 'cloud-solutions': 1, 'it-consulting': 1 },
    'a fixed per-user price, pay-as-you-go cloud and a spending review make IT costs smaller and predictable.',
    'Goals weigh less than reported problems: a goal is a direction, a challenge is pain today.',
  ),
  goalRule(
    'improve-security',
    { cybersecurity: 3 },
    'an assessment shows where you are exposed, then we close the gaps in order of risk.',
    'Security as a goal points at cybersecurity.',
  ),
  goalRule(
    'increase-productivity',
    { 'help-desk': 2, 'managed-it': 1 },
    `staff get answers in minutes instead of waiting; managed clients report about ${claims.productivityGainPercent.display} more productive staff.`,
    'Productivity is lost mostly to waiting for help.',
  ),
  goalRule(
    'enable-remote-work',
    { 'cloud-solutions': 3, cybersecurity: 1 },
    'the same files and apps from anywhere, with secure sign-in on every device.',
    'Remote work is a cloud project with an identity-security part.',
  ),
  goalRule(
    'scale-operations',
    { 'cloud-solutions': 2, 'it-consulting': 2 },
    'cloud capacity grows with you, and a roadmap keeps systems ahead of hiring.',
    'Growth needs elastic infrastructure and a plan.',
  ),
  goalRule(
    'modernize-technology',
    { 'cloud-solutions': 2, 'it-consulting': 2 },
    'a roadmap picks what to replace first, and the cloud is usually where it goes.',
    'Modernisation is planned (consulting) and mostly lands in the cloud.',
  ),
  goalRule(
    'ensure-compliance',
    { cybersecurity: 2, 'it-consulting': 2 },
    'controls, policies and evidence that stand up to an auditor or an insurer questionnaire.',
    'Compliance as a goal: the same pair as the compliance challenge, with less weight.',
  ),
  goalRule(
    'improve-uptime',
    { 'managed-it': 3, 'backup-recovery': 2 },
    `monitoring and patching keep systems up (${claims.uptimePercent.display} uptime on managed networks), and tested backups shorten recovery.`,
    'Uptime is what managed IT and backup deliver together.',
  ),
];

// ---------------------------------------------------------------- size, budget, timeline, preferences

const companySize = (profile: VisitorProfile): CompanySize | undefined => profile.companySize;
const budget = (profile: VisitorProfile): Budget | undefined => profile.budget;
const timeline = (profile: VisitorProfile): Timeline | undefined => profile.timeline;

/** The condition of a preference rule: the visitor put `priority` first (§3 `preferences.priority`). */
const prefers =
  (priority: ProfilePriority) =>
  (profile: VisitorProfile): readonly string[] | undefined =>
    profile.preferences.priority === priority ? [priority] : undefined;

const contextRules: RecommendationRule[] = [
  choiceRule(
    'size-small',
    companySize,
    ['1-10'],
    COMPANY_SIZE_LABELS,
    { 'managed-it': 2, 'help-desk': 1 },
    'With {facts} there is rarely an in-house IT person; a managed service or help desk gives you a whole IT team for a per-user price.',
    'Small firms have no IT staff, so they buy IT as a service.',
  ),
  choiceRule(
    'size-growing',
    companySize,
    ['11-50', '51-200'],
    COMPANY_SIZE_LABELS,
    { 'managed-it': 2, cybersecurity: 1 },
    'With {facts}, IT has outgrown the colleague who is good with computers; a managed service with security built in costs less than hiring a team.',
    'Mid-size firms are the core managed-IT market and a common ransomware target.',
  ),
  choiceRule(
    'size-large',
    companySize,
    ['201-500', '500+'],
    COMPANY_SIZE_LABELS,
    { 'it-consulting': 2, 'help-desk': 2, cybersecurity: 1 },
    'With {facts} you likely have IT staff; co-managed help desk, security and strategy extend your team instead of replacing it.',
    'Large firms keep internal IT and buy help desk capacity, security and strategy around it.',
  ),
  choiceRule(
    'budget-tight',
    budget,
    ['under-5k'],
    BUDGET_LABELS,
    { 'help-desk': 2, 'it-consulting': 1 },
    'Your annual IT budget ({facts}) fits per-user help desk and a few hours of advice before a full managed contract.',
    'A small budget starts with the cheapest per-user service and targeted advice.',
  ),
  choiceRule(
    'budget-ample',
    budget,
    ['50k-100k', 'over-100k'],
    BUDGET_LABELS,
    { 'managed-it': 1, cybersecurity: 1, 'cloud-solutions': 1 },
    'Your annual IT budget ({facts}) leaves room for a complete program: support, security and modern infrastructure together.',
    'A large budget can carry support, security and infrastructure at once.',
  ),
  choiceRule(
    'timeline-immediate',
    timeline,
    ['immediate'],
    TIMELINE_LABELS,
    { 'managed-it': 1, 'help-desk': 1 },
    'Your timeline ({facts}): support and monitoring can start within days of signing, before any larger project.',
    'What can start this week is support and monitoring.',
  ),
  choiceRule(
    'timeline-planning',
    timeline,
    ['6-12-months', 'future'],
    TIMELINE_LABELS,
    { 'it-consulting': 2, 'cloud-solutions': 1 },
    'Your timeline ({facts}) leaves time to plan: a roadmap first, then projects such as a cloud move in the right order.',
    'A distant start is the time for a roadmap and planned projects.',
  ),
  {
    id: 'prefers-cost',
    rationale: 'A visitor who puts cost first gets the cheapest per-user service nudged up.',
    match: prefers('cost'),
    points: { 'help-desk': 1 },
    reason: 'You put {facts} first: help desk is our lowest per-user price and covers everyday problems.',
  },
  {
    id: 'prefers-speed',
    rationale: 'A visitor who puts speed first gets the services that start within days nudged up.',
    match: prefers('speed'),
    points: { 'managed-it': 1, 'help-desk': 1 },
    reason: 'You put {facts} first: support and monitoring start within days and answer in minutes.',
  },
];

// ---------------------------------------------------------------- behaviour (from the catalogue)

/** A path without origin, query, fragment or trailing slash: 'https://x/cybersecurity/?a' → '/cybersecurity'. */
function pathOf(page: string): string {
  const withoutOrigin = page.replace(/^[a-z]+:\/\/[^/]+/i, '');
  const path = withoutOrigin.split(/[?#]/)[0] ?? '';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.toLowerCase();
}

/** Points a service gets when the visitor viewed it or visited its page (behaviour data, §3). */
export const INTEREST_POINTS = 2;

/**
 * One rule per service of `@northline/content`: the visitor viewed it (servicesViewed holds its id, name or
 * short name, any case) or visited its page (pagesVisited holds its path, with or without origin).
 */
const interestRules: RecommendationRule[] = services.map((service) => {
  const names = [service.id, service.name, service.shortName].map((name) => name.toLowerCase());
  const page = service.route ? routePath(service.route) : undefined;
  return {
    id: `interest-${service.id}`,
    rationale: 'What a visitor looks at is weak but real evidence of interest (behaviour data).',
    match: (profile) => {
      const { servicesViewed, pagesVisited } = profile.behaviorData;
      const viewed = servicesViewed.some((entry) => names.includes(entry.trim().toLowerCase()));
      const visited = page !== undefined && pagesVisited.some((entry) => pathOf(entry) === page);
      return viewed || visited ? [service.name] : undefined;
    },
    points: { [service.id]: INTEREST_POINTS },
    reason: 'You looked at {facts} on our site, so we weighed your interest in it.',
  };
});

// ---------------------------------------------------------------- the table

/**
 * Every rule, in evaluation order (the order also breaks ties between reasons of equal points): industry,
 * compliance, challenges, goals, size/budget/timeline/preferences, behaviour.
 */
export const RECOMMENDATION_RULES: readonly RecommendationRule[] = [
  ...industryRules,
  ...complianceRules,
  ...challengeRules,
  ...goalRules,
  ...contextRules,
  ...interestRules,
];

/** The rules that apply to a profile, in {@link RECOMMENDATION_RULES} order, with the facts each used. */
export function matchRules(
  profile: VisitorProfile,
  rules: readonly RecommendationRule[] = RECOMMENDATION_RULES,
): RuleMatch[] {
  const matches: RuleMatch[] = [];
  for (const rule of rules) {
    const facts = rule.match(profile);
    if (facts && facts.length > 0) matches.push({ rule, facts });
  }
  return matches;
}
