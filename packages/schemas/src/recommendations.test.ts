import { describe, expect, it } from 'vitest';
import {
  generateRecommendationsRequestSchema,
  quickRecommendationRequestSchema,
  quickRecommendationResponseSchema,
  recommendationResultSchema,
} from './recommendations.ts';
import { messageAt, REMOVE, withValue } from './test-utils.ts';

const quickRequest = {
  industry: 'legal',
  companySize: '11-50',
  challenges: ['security-threats', 'compliance-issues'],
  budget: '5k-15k',
  timeline: '1-3-months',
};

describe('quick-recommendation request (specification §3, §5, §7)', () => {
  it('accepts a complete request', () => {
    expect(quickRecommendationRequestSchema.parse(quickRequest)).toEqual(quickRequest);
  });

  it('defaults challenges to none and timeline to 3-6-months, and leaves budget out', () => {
    const result = quickRecommendationRequestSchema.parse({ industry: 'healthcare', companySize: '1-10' });
    expect(result.challenges).toEqual([]);
    expect(result.timeline).toBe('3-6-months');
    expect(result.budget).toBeUndefined();
  });

  it("treats an unselected budget ('') as none", () => {
    expect(quickRecommendationRequestSchema.parse({ ...quickRequest, budget: '' }).budget).toBeUndefined();
  });

  it('gives each parse its own challenges list', () => {
    const first = quickRecommendationRequestSchema.parse({ industry: 'legal', companySize: '1-10' });
    first.challenges.push('security-threats');
    const second = quickRecommendationRequestSchema.parse({ industry: 'legal', companySize: '1-10' });
    expect(second.challenges).toEqual([]);
  });

  it.each([
    ['industry', REMOVE, 'Please select your industry'],
    ['industry', '', 'Please select your industry'],
    ['industry', 'retail', 'Please select your industry'],
    ['companySize', REMOVE, 'Please select your company size'],
    ['companySize', '1-5', 'Please select your company size'],
    ['challenges.0', 'Frequent downtime', 'Please choose challenges from the list'],
    ['challenges', 'security-threats', 'Challenges must be a list'],
    ['challenges', Array(11).fill('security-threats'), 'Challenges must have at most 10 items'],
    ['budget', 'lots', 'Please select a budget range'],
    ['timeline', 'someday', 'Please select a timeline'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(quickRecommendationRequestSchema, withValue(quickRequest, path, value), path)).toBe(
      message,
    );
  });
});

const quickResponse = {
  recommendation: {
    confidence: 0.87,
    customMessage: 'Law firms of your size benefit most from…',
    recommendedServices: [
      {
        serviceId: 'cybersecurity',
        serviceName: 'Cybersecurity',
        priority: 'high',
        estimatedCost: { monthly: 1500 },
        benefits: ['Protects client privilege', 'Meets LSO guidance'],
      },
    ],
  },
};

describe('quick-recommendation response (specification §3)', () => {
  it('accepts a valid response', () => {
    expect(quickRecommendationResponseSchema.safeParse(quickResponse).success).toBe(true);
  });

  it.each([
    ['recommendation.confidence', 1.01, 'Confidence must be between 0 and 1'],
    ['recommendation.confidence', -0.1, 'Confidence must be between 0 and 1'],
    ['recommendation.confidence', Number.NaN, 'Confidence must be a number'],
    ['recommendation.recommendedServices.0.priority', 'urgent', 'Priority must be high, medium or low'],
    ['recommendation.recommendedServices.0.serviceId', 'web-design', 'Unknown service'],
    [
      'recommendation.recommendedServices.0.estimatedCost.monthly',
      -1,
      'Monthly cost must be between 0 and 1000000',
    ],
    ['recommendation.recommendedServices.0.estimatedCost.monthly', '1500', 'Monthly cost must be a number'],
    ['recommendation.customMessage', REMOVE, 'Custom message is required'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(quickRecommendationResponseSchema, withValue(quickResponse, path, value), path)).toBe(
      message,
    );
  });
});

const result = {
  recommendation: {
    timestamp: '2025-01-11T14:30:00.000Z',
    confidence: 0.9,
    customMessage: 'Based on your profile…',
    recommendedServices: [
      {
        serviceId: 'managed-it',
        serviceName: 'Managed IT Services',
        priority: 'high',
        reasoning: 'Frequent downtime points to unmanaged endpoints.',
        estimatedCost: { monthly: 2000, setup: 500 },
        benefits: ['24/7 monitoring', '99.9% uptime SLA', 'Predictable costs', 'Help desk'],
        implementation: { complexity: 'medium', timeframe: '2-4 weeks', steps: ['Assessment', 'Onboarding'] },
      },
    ],
    industryInsights: ['Healthcare clinics in Ontario must meet PHIPA.'],
    nextSteps: ['Book a free assessment'],
    followUpQuestions: ['How many locations do you have?'],
  },
};

describe('recommendation result (specification §3 "Recommendation result")', () => {
  it('accepts a valid result, setup cost optional', () => {
    expect(recommendationResultSchema.safeParse(result).success).toBe(true);
    expect(
      recommendationResultSchema.safeParse(
        withValue(result, 'recommendation.recommendedServices.0.estimatedCost.setup', REMOVE),
      ).success,
    ).toBe(true);
  });

  it.each([
    ['recommendation.timestamp', '11/01/2025', 'Timestamp must be an ISO 8601 date and time'],
    [
      'recommendation.recommendedServices.0.implementation.complexity',
      'extreme',
      'Complexity must be low, medium or high',
    ],
    [
      'recommendation.recommendedServices.0.estimatedCost.setup',
      -5,
      'Setup cost must be between 0 and 1000000',
    ],
    [
      'recommendation.recommendedServices.0.reasoning',
      'r'.repeat(2001),
      'Reasoning must be at most 2000 characters',
    ],
    [
      'recommendation.recommendedServices.0.implementation.steps',
      Array(21).fill('s'),
      'Steps must have at most 20 items',
    ],
    ['recommendation.nextSteps', REMOVE, 'Next steps is required'],
    ['recommendation.followUpQuestions.0', 7, 'Follow-up question must be text'],
    ['recommendation.industryInsights.0', 'i'.repeat(501), 'Industry insight must be at most 500 characters'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(recommendationResultSchema, withValue(result, path, value), path)).toBe(message);
  });

  it('allows at most one service per service id', () => {
    const services = Array(7).fill(result.recommendation.recommendedServices[0]);
    expect(
      messageAt(
        recommendationResultSchema,
        withValue(result, 'recommendation.recommendedServices', services),
        'recommendation.recommendedServices',
      ),
    ).toBe('Recommended services must have at most 6 items');
  });
});

describe('generate-recommendations request (specification §7 POST /api/recommendations)', () => {
  it('defaults forceUpdate to false', () => {
    expect(generateRecommendationsRequestSchema.parse({ sessionId: 'test-session-1' }).forceUpdate).toBe(
      false,
    );
  });

  it('keeps forceUpdate true', () => {
    expect(
      generateRecommendationsRequestSchema.parse({ sessionId: 'test-session-1', forceUpdate: true })
        .forceUpdate,
    ).toBe(true);
  });

  it.each([
    ['forceUpdate', 'yes', 'forceUpdate must be true or false'],
    ['sessionId', REMOVE, 'Session id is required'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    const input = withValue({ sessionId: 'test-session-1', forceUpdate: true }, path, value);
    expect(messageAt(generateRecommendationsRequestSchema, input, path)).toBe(message);
  });
});
