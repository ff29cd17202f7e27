/**
 * The service-recommendation engine (specification §3 "Quick-recommendation request/response", "Visitor
 * profile", "Recommendation result"; §4 quick-recommendation widget and recommendations view; §9 prices).
 *
 * Pure and deterministic: no I/O, no clock (the timestamp comes from `options.now`), no randomness. The same
 * profile always gives the same result. Scoring is the rule table of rules.ts; names, benefits and prices come
 * from `@northline/content`; costs from costs.ts; implementation plans from plans.ts.
 */
import {
  claims,
  company,
  complianceFrameworks,
  formatCad,
  industries,
  REPLY_PROMISES,
  type Service,
  services,
} from '@northline/content';
import {
  BUDGET_LABELS,
  type Budget,
  CHALLENGE_LABELS,
  COMPANY_SIZE_LABELS,
  COMPLIANCE_LABELS,
  createEmptyVisitorProfile,
  INDUSTRY_LABELS,
  type Priority,
  type QuickRecommendationRequest,
  type QuickRecommendationResponse,
  type Recommendation,
  type RecommendedService,
  SERVICE_IDS,
  type ServiceId,
  type VisitorProfile,
} from '@northline/schemas';
import { estimateCost } from './costs.ts';
import { planImplementation, SERVICE_PLANS } from './plans.ts';
import { joinFacts, matchRules, type RuleMatch, renderReason } from './rules.ts';

// ---------------------------------------------------------------- ranking

/** Scores at or above which a service is high (only within the first {@link HIGH_PRIORITY_MAX_RANK}) or medium. */
export const PRIORITY_THRESHOLDS = { high: 6, medium: 3 } as const;

/** Only the first this many services of the ranking can be high priority; later ones with a high score are medium. */
export const HIGH_PRIORITY_MAX_RANK = 3;

/** Fewest services a recommendation names (zero-score services fill up to this many, in {@link SERVICE_IDS} order). */
export const MIN_RECOMMENDED_SERVICES = 3;

/** Most rule reasons quoted in one service's reasoning; further ones are counted. */
export const MAX_REASONS_PER_SERVICE = 4;

/** One service's place in the ranking of a profile. */
export interface ServiceScore {
  /** The service. */
  serviceId: ServiceId;
  /** Sum of the points of every rule that applied (0 when none did). */
  score: number;
  /** 1-based position: score descending, ties in {@link SERVICE_IDS} order. */
  rank: number;
  /** From {@link PRIORITY_THRESHOLDS} and {@link HIGH_PRIORITY_MAX_RANK}. */
  priority: Priority;
  /** The rules that gave this service points, strongest first (ties in rule-table order). */
  matches: RuleMatch[];
}

/** The priority of a score at a rank (§3: high, medium, low). */
function priorityOf(score: number, rank: number): Priority {
  if (score >= PRIORITY_THRESHOLDS.high && rank <= HIGH_PRIORITY_MAX_RANK) return 'high';
  if (score >= PRIORITY_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/**
 * Ranks all six services for a profile: applies every rule, sums the points per service, sorts by score
 * (descending) and then by the fixed order of {@link SERVICE_IDS}. Deterministic.
 */
export function rankServices(profile: VisitorProfile): ServiceScore[] {
  const matches = matchRules(profile);
  const scored = SERVICE_IDS.map((serviceId, order) => {
    const own = matches.filter((match) => (match.rule.points[serviceId] ?? 0) > 0);
    const points = (match: RuleMatch) => match.rule.points[serviceId] ?? 0;
    // Array.prototype.sort is stable: equal points keep rule-table order.
    const strongest = [...own].sort((a, b) => points(b) - points(a));
    const score = own.reduce((sum, match) => sum + points(match), 0);
    return { serviceId, score, order, matches: strongest };
  });
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.map(({ serviceId, score, matches: serviceMatches }, index) => ({
    serviceId,
    score,
    rank: index + 1,
    priority: priorityOf(score, index + 1),
    matches: serviceMatches,
  }));
}

/**
 * The services a recommendation names: every service with points, and at least
 * {@link MIN_RECOMMENDED_SERVICES} (filled with the next ones of the ranking), in ranking order.
 */
export function selectServices(ranking: readonly ServiceScore[]): ServiceScore[] {
  return ranking.filter((entry) => entry.score > 0 || entry.rank <= MIN_RECOMMENDED_SERVICES);
}

// ---------------------------------------------------------------- confidence

/**
 * Weight of each part of the profile in its completeness (sums to 1). Behaviour counts twice: what the
 * visitor looked at (services viewed, pages visited, documents) and engagement (a minute on the site, a chat
 * message or a form sent).
 */
export const COMPLETENESS_WEIGHTS = {
  industry: 0.2,
  companySize: 0.2,
  challenges: 0.15,
  budget: 0.1,
  timeline: 0.1,
  goals: 0.1,
  complianceNeeds: 0.05,
  viewedContent: 0.05,
  engagement: 0.05,
} as const;

/**
 * confidence = base + completeness × completenessWeight + strength × strengthWeight, rounded to 2 decimals:
 * 0.25 with nothing known, at most 0.95. Strength is how strongly the rules agree on the leading service: its
 * score divided by `strengthSaturation`, at most 1. No rule takes points away, so neither part can fall when
 * the profile gains a fact: confidence never drops as more of the profile is known.
 */
export const CONFIDENCE_MODEL = {
  base: 0.25,
  completenessWeight: 0.45,
  strengthWeight: 0.25,
  strengthSaturation: 12,
} as const;

/** Seconds on the site that count as engagement. */
export const ENGAGED_SECONDS = 60;

/** How much of the profile is known, 0 to 1, by {@link COMPLETENESS_WEIGHTS}. */
export function profileCompleteness(profile: VisitorProfile): number {
  const behaviour = profile.behaviorData;
  const known: Record<keyof typeof COMPLETENESS_WEIGHTS, boolean> = {
    industry: profile.industry !== undefined,
    companySize: profile.companySize !== undefined,
    challenges: profile.currentChallenges.length > 0,
    budget: profile.budget !== undefined,
    timeline: profile.timeline !== undefined,
    goals: profile.goals.length > 0,
    complianceNeeds: profile.complianceNeeds.length > 0,
    viewedContent:
      behaviour.servicesViewed.length + behaviour.pagesVisited.length + behaviour.documentsDownloaded.length >
      0,
    engagement:
      behaviour.timeOnSite >= ENGAGED_SECONDS ||
      behaviour.chatInteractions > 0 ||
      behaviour.formSubmissions > 0,
  };
  let sum = 0;
  for (const [part, weight] of Object.entries(COMPLETENESS_WEIGHTS)) {
    if (known[part as keyof typeof COMPLETENESS_WEIGHTS]) sum += weight;
  }
  return Math.min(1, sum);
}

/** The confidence of a recommendation (§3: 0 to 1) for a profile and its ranking, by {@link CONFIDENCE_MODEL}. */
export function computeConfidence(profile: VisitorProfile, ranking: readonly ServiceScore[]): number {
  const top = ranking[0]?.score ?? 0;
  const strength = Math.min(1, top / CONFIDENCE_MODEL.strengthSaturation);
  const value =
    CONFIDENCE_MODEL.base +
    profileCompleteness(profile) * CONFIDENCE_MODEL.completenessWeight +
    strength * CONFIDENCE_MODEL.strengthWeight;
  return Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;
}

// ---------------------------------------------------------------- texts

/** Upper bound of each annual budget range in CAD (§3 "Budget"); 'over-100k' has none. */
export const BUDGET_CEILINGS: Readonly<Record<Budget, number>> = {
  'under-5k': 5_000,
  '5k-15k': 15_000,
  '15k-50k': 50_000,
  '50k-100k': 100_000,
  'over-100k': Number.POSITIVE_INFINITY,
};

/** Cuts a text to `max` characters, ending with an ellipsis when cut (schema bounds of §3's texts). */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The catalogue's record of a service. */
function catalogueService(serviceId: ServiceId): Service {
  const service = services.find((candidate) => candidate.id === serviceId);
  if (!service) throw new Error(`The content catalogue has no service "${serviceId}"`);
  return service;
}

/** A service's reasoning: the reasons of its strongest rules (naming the facts), then how the cost was made. */
function reasoningOf(entry: ServiceScore, service: Service, costExplanation: string): string {
  const reasons = entry.matches
    .map((match) => renderReason(match, entry.serviceId))
    .filter((reason): reason is string => reason !== undefined);
  const quoted = reasons.slice(0, MAX_REASONS_PER_SERVICE);
  const more = reasons.length - quoted.length;
  const parts =
    quoted.length > 0
      ? quoted
      : [
          `None of your answers points to ${service.name} directly; it is listed so you can compare it with the services that are.`,
        ];
  if (more > 0) parts.push(`${more} more of your answers also point to ${service.name}.`);
  parts.push(costExplanation);
  return clip(parts.join(' '), 2000);
}

/** 'a healthcare business with 11-50 employees', 'your business'. */
function subjectOf(profile: VisitorProfile): string {
  const industry = profile.industry
    ? `a ${INDUSTRY_LABELS[profile.industry].toLowerCase()} business`
    : undefined;
  const size = profile.companySize ? `with ${COMPANY_SIZE_LABELS[profile.companySize]}` : undefined;
  if (industry) return size ? `${industry} ${size}` : industry;
  return size ? `a business ${size}` : 'your business';
}

/** The custom message (§3 `customMessage`): whom it is for, what to start with, what it answers, the first cost. */
function customMessageOf(
  profile: VisitorProfile,
  chosen: readonly RecommendedService[],
  confidence: number,
): string {
  const leading = chosen.filter((service) => service.priority === 'high').slice(0, 2);
  const first = leading.length > 0 ? leading : chosen.slice(0, 1);
  const names = joinFacts(first.map((service) => service.serviceName));
  const sentences = [`For ${subjectOf(profile)}, we recommend starting with ${names}.`];
  if (profile.currentChallenges.length > 0) {
    const challenges = profile.currentChallenges.map((challenge) =>
      CHALLENGE_LABELS[challenge].toLowerCase(),
    );
    sentences.push(`This plan answers the problems you named: ${joinFacts(challenges)}.`);
  }
  const top = first[0];
  if (top) {
    const setup = top.estimatedCost.setup ? ` plus ${formatCad(top.estimatedCost.setup)} to set up` : '';
    sentences.push(
      `${top.serviceName} is estimated at ${formatCad(top.estimatedCost.monthly)} a month${setup}; a free assessment turns the estimate into a firm quote.`,
    );
  }
  if (confidence < 0.6) sentences.push('Tell us a little more about your business and we can sharpen this.');
  return clip(sentences.join(' '), 2000);
}

/** Industry insights (§3 `industryInsights`): the industry's profile and problems, its rules, the budget fit. */
function insightsOf(profile: VisitorProfile, chosen: readonly RecommendedService[]): string[] {
  const insights: string[] = [];
  const industry = industries.find((candidate) => candidate.id === profile.industry);
  if (industry) {
    insights.push(`${industry.name}: ${industry.summary}`);
    insights.push(
      `What we see most in ${industry.name.toLowerCase()} in the GTA: ${industry.challenges.join('; ')}.`,
    );
  }
  const named = new Set<string>(profile.complianceNeeds);
  for (const framework of complianceFrameworks) {
    if (named.has(framework.id))
      insights.push(`${framework.name} (${framework.jurisdiction}): ${framework.summary}`);
  }
  if (industry) {
    const unnamed = complianceFrameworks.filter(
      (framework) => industry.compliance.includes(framework.id) && !named.has(framework.id),
    );
    if (unnamed.length > 0) {
      const names = joinFacts(unnamed.map((framework) => framework.name));
      insights.push(
        `${industry.name} businesses in Ontario usually also answer to ${names}; we check them in the assessment.`,
      );
    }
  }
  if (profile.budget) {
    const high = chosen.filter((service) => service.priority === 'high');
    const counted = high.length > 0 ? high : chosen.slice(0, 1);
    const firstYear = counted.reduce(
      (sum, service) => sum + service.estimatedCost.monthly * 12 + (service.estimatedCost.setup ?? 0),
      0,
    );
    const names = joinFacts(counted.map((service) => service.serviceName));
    const label = BUDGET_LABELS[profile.budget];
    const estimate = `Starting with ${names} costs about ${formatCad(firstYear)} in the first year (monthly fees plus setup)`;
    insights.push(
      firstYear <= BUDGET_CEILINGS[profile.budget]
        ? `${estimate}, within your annual IT budget (${label}).`
        : `${estimate}, above your annual IT budget (${label}); we would phase the work, beginning with ${counted[0]?.serviceName ?? names}.`,
    );
  }
  if (insights.length === 0) {
    insights.push(
      `${company.name} has supported ${claims.clients.display} businesses across Toronto and the GTA since ${company.foundingYear}; most start with support and security, then plan bigger projects.`,
    );
  }
  return insights.map((insight) => clip(insight, 500));
}

/** Next steps (§3 `nextSteps`): assessment, the first service's first step, compliance homework, contact. */
function nextStepsOf(profile: VisitorProfile, chosen: readonly RecommendedService[]): string[] {
  const steps = ['Book the free IT assessment: an engineer reviews your systems and sends a written report.'];
  const [top, second] = chosen;
  if (top) {
    const first = top.implementation.steps[0];
    steps.push(
      `Start with ${top.serviceName}${first ? `: ${first.charAt(0).toLowerCase()}${first.slice(1)}` : ''}.`,
    );
  }
  if (second && second.priority !== 'low') {
    steps.push(`Then add ${second.serviceName} (typically ${second.implementation.timeframe} to set up).`);
  }
  if (profile.complianceNeeds.length > 0) {
    const frameworks = joinFacts(profile.complianceNeeds.map((need) => COMPLIANCE_LABELS[need]));
    steps.push(`Gather your current policies and any auditor or insurer questionnaires about ${frameworks}.`);
  }
  if (profile.timeline === 'immediate') {
    steps.push(`Call ${company.phones.main.display} to start this week.`);
  } else if (profile.timeline === '6-12-months' || profile.timeline === 'future') {
    steps.push('Put the first year of the roadmap into your next budget cycle.');
  }
  const reply = `within ${REPLY_PROMISES.businessDays} business day`;
  const contact = profile.contactInfo;
  if (profile.behaviorData.formSubmissions > 0) {
    steps.push(`We have your request and will reply ${reply}.`);
  } else if (contact?.email || contact?.phone) {
    steps.push(`Ask for a written quote: a consultant replies ${reply}.`);
  } else {
    steps.push(`Ask for a written quote: leave your email or phone and a consultant replies ${reply}.`);
  }
  return steps.map((step) => clip(step, 500));
}

/** Follow-up questions (§3 `followUpQuestions`): what the profile lacks, then one per leading service. */
function followUpQuestionsOf(profile: VisitorProfile, chosen: readonly RecommendedService[]): string[] {
  const questions: string[] = [];
  if (!profile.industry) questions.push('Which industry is your business in?');
  if (!profile.companySize) questions.push('How many people work in your business?');
  if (profile.currentChallenges.length === 0)
    questions.push('Which IT problems cost your team the most time today?');
  if (!profile.budget) questions.push('What do you spend on IT in a year, roughly?');
  if (!profile.timeline) questions.push('When would you like the changes in place?');
  if (profile.complianceNeeds.length === 0) {
    const industry = industries.find((candidate) => candidate.id === profile.industry);
    const usual = complianceFrameworks.filter((framework) => industry?.compliance.includes(framework.id));
    questions.push(
      usual.length > 0
        ? `Do you have to meet ${joinFacts(usual.map((framework) => framework.name))}, or other privacy or industry rules?`
        : 'Do you have to meet any privacy or industry rules, such as PIPEDA or PCI DSS?',
    );
  }
  for (const service of chosen.slice(0, 3)) questions.push(SERVICE_PLANS[service.serviceId].question);
  return questions.slice(0, 8);
}

// ---------------------------------------------------------------- results

/** Everything of a recommendation except its timestamp, shared by {@link recommend} and {@link quickRecommend}. */
type Draft = Omit<Recommendation, 'timestamp'>;

function draftFor(profile: VisitorProfile): Draft {
  const ranking = rankServices(profile);
  const confidence = computeConfidence(profile, ranking);
  const recommendedServices = selectServices(ranking).map((entry): RecommendedService => {
    const service = catalogueService(entry.serviceId);
    const cost = estimateCost(entry.serviceId, profile.companySize);
    return {
      serviceId: entry.serviceId,
      serviceName: service.name,
      priority: entry.priority,
      reasoning: reasoningOf(entry, service, cost.explanation),
      estimatedCost: { monthly: cost.monthly, setup: cost.setup },
      benefits: [...service.benefits],
      implementation: planImplementation(entry.serviceId, cost.companySize, profile.complianceNeeds),
    };
  });
  return {
    confidence,
    customMessage: customMessageOf(profile, recommendedServices, confidence),
    recommendedServices,
    industryInsights: insightsOf(profile, recommendedServices),
    nextSteps: nextStepsOf(profile, recommendedServices),
    followUpQuestions: followUpQuestionsOf(profile, recommendedServices),
  };
}

/** Options of {@link recommend}. */
export interface RecommendOptions {
  /** When the recommendation is made; its ISO 8601 form is the result's `timestamp` (and its id, §3). */
  now: Date;
}

/**
 * The full recommendation for a visitor profile (§3 "Recommendation result"; §4 recommendations view;
 * `GET /api/recommendations/{sessionId}`): confidence 0 to 1, a custom message, 3 to 6 services ranked by
 * score (each with priority, reasoning naming the profile facts used, monthly and setup cost in whole CAD,
 * benefits, implementation), industry insights, next steps and follow-up questions. Valid against
 * `recommendationSchema`. Pure: the same profile and `now` give a deep-equal result.
 *
 * @param profile a parsed visitor profile (`visitorProfileSchema`; defaults filled in)
 * @throws RangeError when `options.now` is an invalid date
 */
export function recommend(profile: VisitorProfile, options: RecommendOptions): Recommendation {
  const draft = draftFor(profile);
  return { timestamp: options.now.toISOString(), ...draft };
}

/**
 * The visitor profile a quick-recommendation request stands for: its industry, size, challenges, budget and
 * timeline; no compliance needs, goals or behaviour; default preferences.
 */
export function profileFromQuickRequest(request: QuickRecommendationRequest): VisitorProfile {
  return {
    ...createEmptyVisitorProfile(),
    industry: request.industry,
    companySize: request.companySize,
    currentChallenges: [...request.challenges],
    budget: request.budget,
    timeline: request.timeline,
  };
}

/**
 * The quick recommendation of the home page widget (§3 "Quick-recommendation response", §4, §7
 * `POST /api/quick-recommendations`): `{ recommendation: { confidence, recommendedServices, customMessage } }`
 * with each service's id, name, priority, monthly cost in whole CAD and benefits. Scored exactly like
 * {@link recommend} for {@link profileFromQuickRequest}. Valid against `quickRecommendationResponseSchema`; pure.
 *
 * @param request a parsed request (`quickRecommendationRequestSchema`; challenges and timeline filled in)
 */
export function quickRecommend(request: QuickRecommendationRequest): QuickRecommendationResponse {
  const draft = draftFor(profileFromQuickRequest(request));
  return {
    recommendation: {
      confidence: draft.confidence,
      recommendedServices: draft.recommendedServices.map((service) => ({
        serviceId: service.serviceId,
        serviceName: service.serviceName,
        priority: service.priority,
        estimatedCost: { monthly: service.estimatedCost.monthly },
        benefits: service.benefits,
      })),
      customMessage: draft.customMessage,
    },
  };
}
