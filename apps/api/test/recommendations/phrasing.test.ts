import { quickRecommendationResponseSchema, recommendationSchema } from '@northline/schemas';
import { describe, expect, it, vi } from 'vitest';
import { quickRecommend, recommend } from '../../src/recommendations/engine.ts';
import {
  applyPhrasing,
  applyQuickPhrasing,
  MAX_PHRASED_TEXT,
  type Phraser,
  phraseQuickRecommendation,
  phraseRecommendation,
  phrasingDraft,
} from '../../src/recommendations/phrasing.ts';
import { FULL_PROFILE, NOW } from './fixtures.ts';

const result = recommend(FULL_PROFILE, { now: NOW });
const [first, second] = result.recommendedServices;
if (!first || !second) throw new Error('fixture must recommend at least two services');

/** `result` with only the phrasable texts changed. */
function expectOnlyTextsChanged(
  phrased: typeof result,
  customMessage: string,
  reasoning: Record<string, string> = {},
): void {
  expect(phrased).toEqual({
    ...result,
    customMessage,
    recommendedServices: result.recommendedServices.map((service) => ({
      ...service,
      reasoning: reasoning[service.serviceId] ?? service.reasoning,
    })),
  });
}

describe('applyPhrasing', () => {
  it('replaces the custom message and the reasoning of named services', () => {
    const phrased = applyPhrasing(result, {
      customMessage: '  A clearer message.  ',
      reasoning: { [first.serviceId]: 'Reworded reasoning.' },
    });
    expectOnlyTextsChanged(phrased, 'A clearer message.', { [first.serviceId]: 'Reworded reasoning.' });
    expect(recommendationSchema.parse(phrased)).toEqual(phrased);
  });

  it('ignores everything else a phraser answers: ranking, priorities, prices, confidence, other lists', () => {
    const snapshot = structuredClone(result);
    const phrased = applyPhrasing(result, {
      customMessage: 'New message.',
      reasoning: { [second.serviceId]: 'New reasoning.' },
      confidence: 1,
      timestamp: '2000-01-01T00:00:00.000Z',
      recommendedServices: [{ ...second, priority: 'low', estimatedCost: { monthly: 1, setup: 1 } }],
      priority: { [first.serviceId]: 'low' },
      estimatedCost: { [first.serviceId]: { monthly: 0 } },
      industryInsights: ['injected'],
      nextSteps: ['injected'],
      followUpQuestions: ['injected'],
    });
    expectOnlyTextsChanged(phrased, 'New message.', { [second.serviceId]: 'New reasoning.' });
    expect(result).toEqual(snapshot);
  });

  it('ignores reasoning for services not in the result, and unusable texts', () => {
    const absent = (
      [
        'managed-it',
        'cybersecurity',
        'cloud-solutions',
        'it-consulting',
        'backup-recovery',
        'help-desk',
      ] as const
    ).find((id) => !result.recommendedServices.some((service) => service.serviceId === id));
    const phrased = applyPhrasing(result, {
      customMessage: '   ',
      reasoning: {
        ...(absent ? { [absent]: 'Should not appear.' } : {}),
        'not-a-service': 'Nope.',
        [first.serviceId]: { priority: 'low' },
        [second.serviceId]: 'x'.repeat(MAX_PHRASED_TEXT + 1),
      },
    });
    expect(phrased).toEqual(result);
    expect(JSON.stringify(phrased)).not.toContain('Should not appear.');
  });

  it.each([null, undefined, 'text', 42, [], [{ customMessage: 'x' }], { reasoning: ['x'] }])(
    'leaves the result as it was for the answer %j',
    (answer) => {
      expect(applyPhrasing(result, answer)).toEqual(result);
    },
  );
});

describe('applyQuickPhrasing', () => {
  const quick = quickRecommend({
    industry: 'legal',
    companySize: '11-50',
    challenges: ['security-threats'],
    budget: undefined,
    timeline: '3-6-months',
  });

  it('replaces only the custom message', () => {
    const phrased = applyQuickPhrasing(quick, {
      customMessage: 'Reworded.',
      reasoning: { cybersecurity: 'x' },
      recommendedServices: [],
      confidence: 0,
    });
    expect(phrased).toEqual({ recommendation: { ...quick.recommendation, customMessage: 'Reworded.' } });
    expect(quickRecommendationResponseSchema.parse(phrased)).toEqual(phrased);
    expect(applyQuickPhrasing(quick, { confidence: 0 })).toEqual(quick);
  });
});

describe('phraseRecommendation', () => {
  it('sends the phraser the profile without contact details and applies its answer', async () => {
    const phraser = vi.fn<Phraser>(async () => ({ customMessage: 'From the model.' }));
    const phrased = await phraseRecommendation(FULL_PROFILE, result, phraser);
    expect(phrased.customMessage).toBe('From the model.');
    expect(phraser).toHaveBeenCalledTimes(1);
    const draft = phraser.mock.calls[0]?.[0];
    expect(draft).toEqual(phrasingDraft(FULL_PROFILE, result));
    expect(draft && 'contactInfo' in draft.profile).toBe(false);
    expect(JSON.stringify(draft)).not.toContain('dana@clinic.example');
  });

  it('keeps the engine texts when there is no phraser or it fails', async () => {
    expect(await phraseRecommendation(FULL_PROFILE, result, undefined)).toBe(result);
    const onError = vi.fn();
    const failing: Phraser = async () => {
      throw new Error('model unavailable');
    };
    expect(await phraseRecommendation(FULL_PROFILE, result, failing, onError)).toBe(result);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'model unavailable' }));
  });

  it('phrases a quick recommendation the same way', async () => {
    const request = {
      industry: 'healthcare',
      companySize: '1-10',
      challenges: [],
      budget: undefined,
      timeline: '3-6-months',
    } as const;
    const quick = quickRecommend({ ...request, challenges: [] });
    const phrased = await phraseQuickRecommendation({ ...request, challenges: [] }, quick, async (draft) => ({
      customMessage: `Hello ${draft.profile.industry}.`,
    }));
    expect(phrased.recommendation.customMessage).toBe('Hello healthcare.');
    expect(phrased.recommendation.recommendedServices).toEqual(quick.recommendation.recommendedServices);
    const failed = await phraseQuickRecommendation({ ...request, challenges: [] }, quick, async () => {
      throw new Error('down');
    });
    expect(failed).toBe(quick);
  });
});
