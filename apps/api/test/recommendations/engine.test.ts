import { industries, services } from '@northline/content';
import {
  BUDGETS,
  CHALLENGE_LABELS,
  type Challenge,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  COMPLIANCE_LABELS,
  type CompanySize,
  createEmptyVisitorProfile,
  INDUSTRIES,
  INDUSTRY_LABELS,
  type Industry,
  type Priority,
  type QuickRecommendationRequest,
  quickRecommendationResponseSchema,
  type Recommendation,
  recommendationSchema,
  SERVICE_IDS,
  type ServiceId,
  type VisitorProfile,
  type VisitorProfileInput,
  WIDGET_CHALLENGES,
} from '@northline/schemas';
import { describe, expect, it } from 'vitest';
import {
  computeConfidence,
  MAX_REASONS_PER_SERVICE,
  MIN_RECOMMENDED_SERVICES,
  PRIORITY_THRESHOLDS,
  profileCompleteness,
  profileFromQuickRequest,
  quickRecommend,
  rankServices,
  recommend,
} from '../../src/recommendations/engine.ts';
import { joinFacts } from '../../src/recommendations/rules.ts';
import { FULL_PROFILE, NOW, profileOf, TABLE } from './fixtures.ts';

const PRIORITY_ORDER: Readonly<Record<Priority, number>> = { high: 0, medium: 1, low: 2 };

const serviceOf = (result: Recommendation, id: ServiceId) =>
  result.recommendedServices.find((service) => service.serviceId === id);
const rankOf = (result: Recommendation, id: ServiceId) =>
  result.recommendedServices.findIndex((service) => service.serviceId === id) + 1;

/** Every subset of the widget's five challenge chips. */
const widgetChallengeSets: Challenge[][] = Array.from({ length: 2 ** WIDGET_CHALLENGES.length }, (_, mask) =>
  WIDGET_CHALLENGES.filter((_challenge, bit) => (mask >> bit) & 1),
);

describe('recommend: every table row gives a valid, deterministic result', () => {
  it.each(
    TABLE.map(
      (row) => [row.industry, row.companySize, row.challenges.join(',') || 'none', row.profile] as const,
    ),
  )('%s, %s, challenges %s', (_industry, _size, _challenges, profile) => {
    const snapshot = structuredClone(profile);
    const first = recommend(profile, { now: NOW });
    const second = recommend(structuredClone(profile), { now: NOW });

    expect(recommendationSchema.parse(first)).toEqual(first);
    expect(second).toEqual(first);
    expect(profile).toEqual(snapshot);
    expect(first.timestamp).toBe(NOW.toISOString());
    expect(first.confidence).toBeGreaterThanOrEqual(0);
    expect(first.confidence).toBeLessThanOrEqual(1);

    const ids = first.recommendedServices.map((service) => service.serviceId);
    expect(ids.length).toBeGreaterThanOrEqual(MIN_RECOMMENDED_SERVICES);
    expect(ids.length).toBeLessThanOrEqual(SERVICE_IDS.length);
    expect(new Set(ids).size).toBe(ids.length);
    expect(first.industryInsights.length).toBeGreaterThan(0);
    expect(first.nextSteps.length).toBeGreaterThan(0);
    expect(first.followUpQuestions.length).toBeGreaterThan(0);
  });
});

describe('ranking', () => {
  it('sorts by score, then by the fixed order of SERVICE_IDS, and includes every service with points', () => {
    for (const { profile } of TABLE) {
      const ranking = rankServices(profile);
      expect(ranking.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const [index, entry] of ranking.entries()) {
        const next = ranking[index + 1];
        if (!next) continue;
        expect(entry.score).toBeGreaterThanOrEqual(next.score);
        if (entry.score === next.score) {
          expect(SERVICE_IDS.indexOf(entry.serviceId)).toBeLessThan(SERVICE_IDS.indexOf(next.serviceId));
        }
      }
      const result = recommend(profile, { now: NOW });
      const withPoints = ranking.filter((entry) => entry.score > 0).map((entry) => entry.serviceId);
      const named = result.recommendedServices.map((service) => service.serviceId);
      expect(named).toEqual(ranking.slice(0, named.length).map((entry) => entry.serviceId));
      expect(named).toEqual(expect.arrayContaining(withPoints));
      expect(result.recommendedServices.map((service) => service.priority)).toEqual(
        ranking.slice(0, named.length).map((entry) => entry.priority),
      );
    }
  });

  it('names the first three services of the fixed order, all low, when nothing is known', () => {
    const result = recommend(createEmptyVisitorProfile(), { now: NOW });
    expect(result.recommendedServices.map((service) => [service.serviceId, service.priority])).toEqual([
      ['managed-it', 'low'],
      ['cybersecurity', 'low'],
      ['cloud-solutions', 'low'],
    ]);
    expect(recommendationSchema.parse(result)).toEqual(result);
  });

  it('gives priorities from the thresholds: high only at 6+ points within the first three', () => {
    for (const { profile } of TABLE) {
      for (const entry of rankServices(profile)) {
        const expected: Priority =
          entry.score >= PRIORITY_THRESHOLDS.high && entry.rank <= 3
            ? 'high'
            : entry.score >= PRIORITY_THRESHOLDS.medium
              ? 'medium'
              : 'low';
        expect(entry.priority).toBe(expected);
      }
    }
  });

  it("ranks an industry's first catalogue service first when only the industry is known", () => {
    for (const industry of industries) {
      const result = recommend(profileOf({ industry: industry.id }), { now: NOW });
      expect(result.recommendedServices[0]?.serviceId).toBe(industry.services[0]?.serviceId);
    }
  });
});

describe('documented rules hold for every industry and size', () => {
  const grid = INDUSTRIES.flatMap((industry) => COMPANY_SIZES.map((size) => [industry, size] as const));
  const resultFor = (industry: Industry, companySize: CompanySize, extra: VisitorProfileInput) =>
    recommend(profileOf({ industry, companySize, ...extra }), { now: NOW });

  it.each(COMPANY_SIZES)('healthcare with PHIPA or HIPAA puts cybersecurity high (%s)', (companySize) => {
    for (const complianceNeeds of [['phipa'], ['hipaa'], ['hipaa', 'phipa']] as const) {
      const result = resultFor('healthcare', companySize, { complianceNeeds: [...complianceNeeds] });
      expect(serviceOf(result, 'cybersecurity')?.priority).toBe('high');
      for (const need of complianceNeeds) {
        expect(serviceOf(result, 'cybersecurity')?.reasoning).toContain(COMPLIANCE_LABELS[need]);
      }
    }
  });

  it.each(grid)('%s, %s: frequent downtime puts managed IT high', (industry, size) => {
    const result = resultFor(industry, size, { currentChallenges: ['frequent-downtime'] });
    expect(serviceOf(result, 'managed-it')?.priority).toBe('high');
    expect(rankOf(result, 'managed-it')).toBeLessThanOrEqual(2);
  });

  it.each(grid)('%s, %s: data backup concerns put backup and recovery high', (industry, size) => {
    const result = resultFor(industry, size, { currentChallenges: ['data-backup-concerns'] });
    expect(serviceOf(result, 'backup-recovery')?.priority).toBe('high');
  });

  it.each(grid)('%s, %s: security threats put cybersecurity high', (industry, size) => {
    const result = resultFor(industry, size, { currentChallenges: ['security-threats'] });
    expect(serviceOf(result, 'cybersecurity')?.priority).toBe('high');
  });

  it.each(grid)('%s, %s: compliance issues raise cybersecurity and IT consulting', (industry, size) => {
    const result = resultFor(industry, size, { currentChallenges: ['compliance-issues'] });
    for (const id of ['cybersecurity', 'it-consulting'] as const) {
      expect(PRIORITY_ORDER[serviceOf(result, id)?.priority ?? 'low']).toBeLessThanOrEqual(
        PRIORITY_ORDER.medium,
      );
      expect(rankOf(result, id)).toBeGreaterThan(0);
      expect(rankOf(result, id)).toBeLessThanOrEqual(3);
    }
  });

  it.each(grid)(
    '%s, %s: slow support response puts help desk high and managed IT medium or higher',
    (industry, size) => {
      const result = resultFor(industry, size, { currentChallenges: ['slow-support-response'] });
      expect(serviceOf(result, 'help-desk')?.priority).toBe('high');
      expect(PRIORITY_ORDER[serviceOf(result, 'managed-it')?.priority ?? 'low']).toBeLessThanOrEqual(
        PRIORITY_ORDER.medium,
      );
    },
  );

  it.each(grid)('%s, %s: remote work challenges put cloud solutions in the first three', (industry, size) => {
    const result = resultFor(industry, size, { currentChallenges: ['remote-work-challenges'] });
    expect(rankOf(result, 'cloud-solutions')).toBeGreaterThan(0);
    expect(rankOf(result, 'cloud-solutions')).toBeLessThanOrEqual(3);
  });

  it('counts viewing a service or visiting its page as interest', () => {
    const base = rankServices(profileOf({ industry: 'legal' }));
    const score = (profile: VisitorProfile, id: ServiceId) =>
      rankServices(profile).find((entry) => entry.serviceId === id)?.score ?? 0;
    const baseScore = (id: ServiceId) => base.find((entry) => entry.serviceId === id)?.score ?? 0;
    const viewed = profileOf({ industry: 'legal', behaviorData: { servicesViewed: ['Help Desk Support'] } });
    const visited = profileOf({
      industry: 'legal',
      behaviorData: { pagesVisited: ['/it-consulting?ref=x'] },
    });
    expect(score(viewed, 'help-desk')).toBeGreaterThan(baseScore('help-desk'));
    expect(score(visited, 'it-consulting')).toBeGreaterThan(baseScore('it-consulting'));
    expect(recommend(viewed, { now: NOW }).recommendedServices.map((s) => s.serviceId)).toContain(
      'help-desk',
    );
  });
});

describe('reasoning names the profile facts it used', () => {
  it('quotes every matched fact when a service has few reasons, and always the size band', () => {
    for (const { profile, companySize } of TABLE) {
      const result = recommend(profile, { now: NOW });
      for (const entry of rankServices(profile)) {
        const service = serviceOf(result, entry.serviceId);
        if (!service) continue;
        expect(service.reasoning).toContain(COMPANY_SIZE_LABELS[companySize]);
        if (entry.matches.length > MAX_REASONS_PER_SERVICE) continue;
        for (const match of entry.matches) expect(service.reasoning).toContain(joinFacts(match.facts));
      }
    }
  });

  it('names the challenge, the industry and the compliance need in the services they raised', () => {
    const result = recommend(
      profileOf({
        industry: 'financial',
        companySize: '11-50',
        currentChallenges: ['frequent-downtime'],
        complianceNeeds: ['pci-dss'],
      }),
      { now: NOW },
    );
    expect(serviceOf(result, 'managed-it')?.reasoning).toContain(CHALLENGE_LABELS['frequent-downtime']);
    expect(serviceOf(result, 'managed-it')?.reasoning).toContain(INDUSTRY_LABELS.financial);
    expect(serviceOf(result, 'cybersecurity')?.reasoning).toContain(COMPLIANCE_LABELS['pci-dss']);
  });

  it('says when a service is listed without matching facts and when the size is assumed', () => {
    const result = recommend(createEmptyVisitorProfile(), { now: NOW });
    for (const service of result.recommendedServices) {
      expect(service.reasoning).toContain('None of your answers points to');
      expect(service.reasoning).toContain('assumed until you tell us your size');
    }
  });
});

describe('confidence', () => {
  it('rises with every part of the profile that becomes known, within 0..1', () => {
    const steps: VisitorProfileInput[] = [
      {},
      { industry: 'manufacturing' },
      { companySize: '51-200' },
      { currentChallenges: ['outdated-technology'] },
      { budget: '15k-50k' },
      { timeline: '1-3-months' },
      { goals: ['scale-operations'] },
      { complianceNeeds: ['iso-27001'] },
      { behaviorData: { servicesViewed: ['cloud-solutions'] } },
      { behaviorData: { servicesViewed: ['cloud-solutions'], timeOnSite: 300 } },
    ];
    let input: VisitorProfileInput = {};
    const confidences = steps.map((step) => {
      input = { ...input, ...step };
      return recommend(profileOf(input), { now: NOW }).confidence;
    });
    for (const [index, value] of confidences.entries()) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
      if (index > 0) expect(value).toBeGreaterThan(confidences[index - 1] ?? 1);
    }
  });

  it('never drops when a table profile gains a challenge, a goal or a compliance need', () => {
    for (const { profile } of TABLE) {
      const before = computeConfidence(profile, rankServices(profile));
      const richer: VisitorProfile[] = [
        {
          ...profile,
          currentChallenges: [...new Set([...profile.currentChallenges, 'high-it-costs' as const])],
        },
        { ...profile, goals: ['modernize-technology'] },
        { ...profile, complianceNeeds: ['pipeda'] },
      ];
      for (const more of richer)
        expect(computeConfidence(more, rankServices(more))).toBeGreaterThanOrEqual(before);
    }
  });

  it('is higher when the rules agree more strongly on the same completeness', () => {
    const weak = profileOf({
      industry: 'legal',
      companySize: '11-50',
      currentChallenges: ['network-performance'],
    });
    const strong = profileOf({
      industry: 'legal',
      companySize: '11-50',
      currentChallenges: ['security-threats'],
    });
    expect(profileCompleteness(weak)).toBe(profileCompleteness(strong));
    expect(recommend(strong, { now: NOW }).confidence).toBeGreaterThan(
      recommend(weak, { now: NOW }).confidence,
    );
  });

  it('stays at most 0.95 for a complete profile', () => {
    expect(profileCompleteness(FULL_PROFILE)).toBeCloseTo(1);
    expect(recommend(FULL_PROFILE, { now: NOW }).confidence).toBeLessThanOrEqual(0.95);
  });
});

describe('recommendation texts', () => {
  it('fills every part for a complete profile, and names insights from the catalogue', () => {
    const result = recommend(FULL_PROFILE, { now: NOW });
    expect(recommendationSchema.parse(result)).toEqual(result);
    const healthcare = industries.find((industry) => industry.id === 'healthcare');
    expect(result.industryInsights.join(' ')).toContain(healthcare?.summary ?? '?');
    expect(result.industryInsights.join(' ')).toContain('PHIPA');
    expect(result.nextSteps.join(' ')).toContain('PHIPA and PIPEDA');
    expect(result.customMessage).toContain('healthcare');
    // Contact details never end up in the texts.
    expect(JSON.stringify(result)).not.toContain('dana@clinic.example');
  });

  it('uses the catalogue names and benefits for each service', () => {
    const result = recommend(FULL_PROFILE, { now: NOW });
    for (const service of result.recommendedServices) {
      const catalogue = services.find((candidate) => candidate.id === service.serviceId);
      expect(service.serviceName).toBe(catalogue?.name);
      expect(service.benefits).toEqual(catalogue?.benefits);
    }
  });

  it('says whether the first-year cost of the leading services fits the stated budget', () => {
    const tight = recommend(
      profileOf({
        industry: 'manufacturing',
        companySize: '500+',
        budget: 'under-5k',
        currentChallenges: ['frequent-downtime'],
      }),
      { now: NOW },
    );
    expect(tight.industryInsights.join(' ')).toContain('above your annual IT budget');
    const ample = recommend(
      profileOf({
        industry: 'manufacturing',
        companySize: '1-10',
        budget: 'over-100k',
        currentChallenges: ['frequent-downtime'],
      }),
      { now: NOW },
    );
    expect(ample.industryInsights.join(' ')).toContain('within your annual IT budget');
  });

  it('asks about what the profile lacks', () => {
    const result = recommend(profileOf({ industry: 'legal' }), { now: NOW });
    expect(result.followUpQuestions).toContain('How many people work in your business?');
    expect(result.followUpQuestions.join(' ')).toContain('LSO');
  });
});

describe('quickRecommend', () => {
  /** No budget, the smallest and the largest (the budget rules fire only at the ends). */
  const QUICK_BUDGETS = [undefined, BUDGETS[0], BUDGETS[BUDGETS.length - 1]] as const;
  const requests: QuickRecommendationRequest[] = INDUSTRIES.flatMap((industry) =>
    COMPANY_SIZES.flatMap((companySize) =>
      widgetChallengeSets.flatMap((challenges) =>
        QUICK_BUDGETS.map((budget) => ({
          industry,
          companySize,
          challenges,
          budget,
          timeline: '3-6-months' as const,
        })),
      ),
    ),
  );

  it('validates against the schema and repeats itself for every industry, size, widget challenge set and budget', () => {
    for (const request of requests) {
      const response = quickRecommend(request);
      expect(quickRecommendationResponseSchema.parse(response)).toEqual(response);
      expect(quickRecommend(structuredClone(request))).toEqual(response);
      expect(response.recommendation.recommendedServices.length).toBeGreaterThanOrEqual(
        MIN_RECOMMENDED_SERVICES,
      );
    }
  });

  it('shares the scoring of recommend', () => {
    for (const request of requests.filter((_request, index) => index % 7 === 0)) {
      const quick = quickRecommend(request).recommendation;
      const full = recommend(profileFromQuickRequest(request), { now: NOW });
      expect(quick.confidence).toBe(full.confidence);
      expect(quick.customMessage).toBe(full.customMessage);
      expect(quick.recommendedServices).toEqual(
        full.recommendedServices.map((service) => ({
          serviceId: service.serviceId,
          serviceName: service.serviceName,
          priority: service.priority,
          estimatedCost: { monthly: service.estimatedCost.monthly },
          benefits: service.benefits,
        })),
      );
    }
  });

  it('puts managed IT high for the widget chip "Frequent downtime"', () => {
    const response = quickRecommend({
      industry: 'professional',
      companySize: '11-50',
      challenges: ['frequent-downtime'],
      budget: undefined,
      timeline: '3-6-months',
    });
    const managed = response.recommendation.recommendedServices.find((s) => s.serviceId === 'managed-it');
    expect(managed?.priority).toBe('high');
  });
});
