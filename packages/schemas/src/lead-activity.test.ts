import { describe, expect, it } from 'vitest';
import {
  activityCategory,
  filterActivity,
  LEAD_ACTIVITY_FILTERS,
  type LeadActivityEntry,
  leadActivityInputSchema,
  timelineOf,
} from './lead-activity.ts';

const system = { type: 'system' } as const;
const staff = { type: 'staff', id: '22222222-2222-4222-8222-222222222222', name: 'Sam Sales' } as const;

/** A lead's entries as the API gathers them: source by source, not in time order. */
const GATHERED: LeadActivityEntry[] = [
  { kind: 'received', at: '2026-11-30T15:00:00.000Z', actor: { type: 'visitor' }, source: 'contact' },
  // Same instant as the arrival, its effect: listed after it as gathered.
  {
    kind: 'assignment',
    at: '2026-11-30T15:00:00.000Z',
    actor: system,
    from: null,
    to: staff,
    reason: 'round-robin',
  },
  { kind: 'status', at: '2026-11-30T15:20:00.000Z', actor: staff, from: 'new', to: 'contacted' },
  { kind: 'note', id: 'n1', at: '2026-11-30T15:30:00.000Z', actor: staff, body: 'Called.', earlier: false },
  {
    kind: 'notification',
    at: '2026-11-30T15:01:00.000Z',
    actor: system,
    event: 'lead.created',
    channel: 'email',
    status: 'delivered',
    attempts: 1,
    deliveredAt: '2026-11-30T15:01:02.000Z',
    failedAt: null,
  },
] as LeadActivityEntry[];

describe('the timeline', () => {
  it('runs newest first, the effect of one instant above its cause, without changing its input', () => {
    const before = JSON.stringify(GATHERED);
    expect(timelineOf(GATHERED).map((entry) => entry.kind)).toEqual([
      'note',
      'status',
      'notification',
      'assignment',
      'received',
    ]);
    expect(JSON.stringify(GATHERED)).toBe(before);
  });

  it('keeps the entries of one filter, newest first', () => {
    expect(timelineOf(GATHERED, 'notes').map((entry) => entry.kind)).toEqual(['note']);
    expect(timelineOf(GATHERED, 'messages').map((entry) => entry.kind)).toEqual(['received']);
    expect(timelineOf(GATHERED, 'system').map((entry) => entry.kind)).toEqual([
      'status',
      'notification',
      'assignment',
    ]);
    expect(filterActivity(GATHERED, 'all')).toEqual(GATHERED);
  });

  it('puts every entry in exactly one filter besides all', () => {
    for (const entry of GATHERED) {
      expect(LEAD_ACTIVITY_FILTERS.filter((filter) => filter !== 'all')).toContain(activityCategory(entry));
    }
  });

  it('takes a filter as input, all when left out, and refuses another', () => {
    const id = '33333333-3333-4333-8333-333333333333';
    expect(leadActivityInputSchema.safeParse({ id }).success).toBe(true);
    expect(leadActivityInputSchema.safeParse({ id, filter: 'notes' }).success).toBe(true);
    expect(leadActivityInputSchema.safeParse({ id, filter: 'spam' }).success).toBe(false);
  });
});
