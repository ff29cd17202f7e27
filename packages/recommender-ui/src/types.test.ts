/**
 * The published types (types.ts) against the contracts the API validates (@northline/schemas). Checked by
 * `tsc` (pnpm typecheck): answers the schemas produce must fit the published types, and requests the
 * published types allow must be accepted by the schemas.
 */
import type * as schemas from '@northline/schemas';
import { describe, expect, it } from 'vitest';
import type * as published from './types.ts';

/** True when A is assignable to B. */
type Fits<A, B> = [A] extends [B] ? true : false;
/** True when A and B are assignable both ways. */
type Same<A, B> = Fits<A, B> extends true ? Fits<B, A> : false;

const checks = {
  industry: true satisfies Same<published.Industry, schemas.Industry>,
  companySize: true satisfies Same<published.CompanySize, schemas.CompanySize>,
  budget: true satisfies Same<published.Budget, schemas.Budget>,
  timeline: true satisfies Same<published.Timeline, schemas.Timeline>,
  challenge: true satisfies Same<published.Challenge, schemas.Challenge>,
  serviceId: true satisfies Same<published.ServiceId, schemas.ServiceId>,
  priority: true satisfies Same<published.Priority, schemas.Priority>,
  complexity: true satisfies Same<published.Complexity, schemas.Complexity>,
  action: true satisfies Same<published.AnalyticsAction, schemas.AnalyticsAction>,
  compliance: true satisfies Same<published.ComplianceRequirement, schemas.ComplianceRequirement>,
  goal: true satisfies Same<published.Goal, schemas.Goal>,
  quickAnswer: true satisfies Fits<schemas.QuickRecommendation, published.QuickRecommendationResult>,
  recommendation: true satisfies Fits<schemas.Recommendation, published.Recommendation>,
  quickRequest: true satisfies Fits<
    published.QuickRecommendationRequest,
    schemas.QuickRecommendationFormValues
  >,
  profileRequest: true satisfies Fits<published.VisitorProfileRequest, schemas.VisitorProfileRequestInput>,
  analyticsEvent: true satisfies Same<published.AnalyticsEvent, schemas.AnalyticsEvent>,
};

describe('published types', () => {
  it('match @northline/schemas (checked by the typecheck)', () => {
    expect(Object.values(checks).every(Boolean)).toBe(true);
  });
});
