import { describe, expect, it } from 'vitest';
import { suggestionsResponseSchema } from './suggestions.ts';
import { messageAt, REMOVE, withValue } from './test-utils.ts';

const response = {
  quickAnswers: {
    pricing: 'Managed IT from $99 CAD per user per month.',
    response_time: 'Under 15 minutes in Toronto.',
    contact: 'Call (416) 555-0142.',
  },
  commonQueries: ['How much does managed IT cost?', 'Do you support PHIPA compliance?'],
};

describe('suggestions response (specification §3, §7 GET /api/ai/suggestions)', () => {
  it('accepts a valid response', () => {
    expect(suggestionsResponseSchema.parse(response)).toEqual(response);
  });

  it.each([
    ['quickAnswers.response_time', REMOVE, 'Response time answer is required'],
    ['quickAnswers.pricing', 'p'.repeat(1001), 'Pricing answer must be at most 1000 characters'],
    ['commonQueries', 'one', 'Common queries must be a list'],
    ['commonQueries', Array(51).fill('q'), 'Common queries must have at most 50 items'],
    ['commonQueries.1', 3, 'Common query must be text'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(suggestionsResponseSchema, withValue(response, path, value), path)).toBe(message);
  });
});
