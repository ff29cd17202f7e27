import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from './analytics.ts';
import { messageAt, REMOVE, withValue } from './test-utils.ts';

const event = {
  sessionId: 'test-session-1736600000000-abc',
  recommendationId: '2025-01-11T14:30:00.000Z',
  timestamp: '2025-01-11T14:31:00.000Z',
  action: 'contacted',
  serviceId: 'cybersecurity',
  value: 1500,
};

describe('recommendation analytics event (specification §3, §7)', () => {
  it('accepts a complete event', () => {
    expect(analyticsEventSchema.parse(event)).toEqual(event);
  });

  it('accepts a follow-up click: no service, no value, empty recommendation id', () => {
    const input = {
      ...withValue(withValue(event, 'serviceId', REMOVE), 'value', REMOVE),
      recommendationId: '',
    };
    expect(analyticsEventSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['action', 'clicked', 'Action must be viewed or contacted'],
    ['action', REMOVE, 'Action must be viewed or contacted'],
    ['serviceId', 'web-design', 'Unknown service'],
    ['timestamp', 'now', 'Timestamp must be an ISO 8601 date and time'],
    ['recommendationId', REMOVE, 'Recommendation id is required'],
    ['recommendationId', 'r'.repeat(101), 'Recommendation id must be at most 100 characters'],
    ['value', -1, 'Value must be between 0 and 1000000'],
    ['value', 'high', 'Value must be a number'],
    ['sessionId', '', 'Session id is required'],
  ])('rejects %s = %j with "%s"', (path, value, message) => {
    expect(messageAt(analyticsEventSchema, withValue(event, path, value), path)).toBe(message);
  });
});
