import { describe, expect, it } from 'vitest';
import { ChatRequestError } from './client.ts';
import { firstWords, refusalReason, restoredDelivery, withDelivery } from './delivery.ts';
import type { ConversationMessage } from './types.ts';

const at = '2026-12-02T15:00:00.000Z';

describe('firstWords', () => {
  it('quotes a short message whole and cuts a long one at a word, within 40 characters', () => {
    expect(firstWords('  Hello\n  there ')).toBe('Hello there');
    const cut = firstWords('Are you still there? The printer is on fire and smoking');
    expect(cut).toBe('Are you still there? The printer is on…');
    expect(cut.length).toBeLessThanOrEqual(41);
  });
});

describe('withDelivery', () => {
  const messages: ConversationMessage[] = [
    { role: 'user', content: 'One', timestamp: at, idempotencyKey: 'k-1' },
    { role: 'assistant', content: 'Answer', timestamp: at },
    { role: 'user', content: 'Two', timestamp: at, idempotencyKey: 'k-2' },
  ];

  it('marks one message not delivered with its reason, then delivered without its key', () => {
    const failed = withDelivery(messages, 'k-2', { state: 'failed', failure: 'Wait a few seconds.' });
    expect(failed[2]).toEqual({
      role: 'user',
      content: 'Two',
      timestamp: at,
      idempotencyKey: 'k-2',
      delivery: 'failed',
      failure: 'Wait a few seconds.',
    });
    expect(failed[0]).toBe(messages[0]);
    const retrying = withDelivery(failed, 'k-2', { state: 'retrying' });
    expect(retrying[2]).toMatchObject({ delivery: 'retrying', idempotencyKey: 'k-2' });
    expect(retrying[2]?.failure).toBeUndefined();
    expect(withDelivery(retrying, 'k-2', { state: 'delivered' })[2]).toEqual({
      role: 'user',
      content: 'Two',
      timestamp: at,
    });
    expect(withDelivery(messages, 'unknown', { state: 'delivered' })).toBe(messages);
  });

  it('restores a message that was being sent again as not delivered', () => {
    const restored = restoredDelivery([{ ...messages[0], delivery: 'retrying' } as ConversationMessage]);
    expect(restored[0]?.delivery).toBe('failed');
  });

  it('restores a message whose send had not settled as not delivered, and one the live stream echoed as arrived', () => {
    const restored = restoredDelivery([
      { role: 'user', content: 'Sent and answered', timestamp: at },
      { role: 'user', content: 'On its way', timestamp: at, idempotencyKey: 'k-1' },
      { role: 'user', content: 'Echoed', timestamp: at, idempotencyKey: 'k-2', id: '41' },
      {
        role: 'user',
        content: 'Refused',
        timestamp: at,
        idempotencyKey: 'k-3',
        delivery: 'failed',
        failure: 'Wait.',
      },
    ]);
    expect(restored).toEqual([
      { role: 'user', content: 'Sent and answered', timestamp: at },
      { role: 'user', content: 'On its way', timestamp: at, idempotencyKey: 'k-1', delivery: 'failed' },
      { role: 'user', content: 'Echoed', timestamp: at, id: '41' },
      {
        role: 'user',
        content: 'Refused',
        timestamp: at,
        idempotencyKey: 'k-3',
        delivery: 'failed',
        failure: 'Wait.',
      },
    ]);
  });
});

describe('refusalReason', () => {
  it("is a 429's text only: other failures have none", () => {
    expect(refusalReason(new ChatRequestError(429, 'Wait a few seconds.'))).toBe('Wait a few seconds.');
    expect(refusalReason(new ChatRequestError(503, 'The database is unavailable.'))).toBeUndefined();
    expect(refusalReason(new TypeError('Failed to fetch'))).toBeUndefined();
  });
});
