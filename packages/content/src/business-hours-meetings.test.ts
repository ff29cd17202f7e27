import { describe, expect, it } from 'vitest';
import { torontoDateKey, withinWeeklyHours } from './business-hours.ts';

describe('torontoDateKey', () => {
  it('is the Toronto date, not the UTC one', () => {
    expect(torontoDateKey(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(torontoDateKey(new Date('2026-07-01T04:30:00Z'))).toBe('2026-07-01');
  });
});

describe('withinWeeklyHours', () => {
  const hours = [{ days: ['Monday'] as const, opens: '09:00', closes: '12:00' }];
  it('holds a period inside the rule of its Toronto weekday, in wall time on both sides of a DST change', () => {
    // Monday March 2 (EST) and Monday March 9 (EDT), 09:00-09:30 Toronto.
    expect(withinWeeklyHours(new Date('2026-03-02T14:00:00Z'), new Date('2026-03-02T14:30:00Z'), hours)).toBe(
      true,
    );
    expect(withinWeeklyHours(new Date('2026-03-09T13:00:00Z'), new Date('2026-03-09T13:30:00Z'), hours)).toBe(
      true,
    );
    expect(withinWeeklyHours(new Date('2026-03-09T14:00:00Z'), new Date('2026-03-09T14:30:00Z'), hours)).toBe(
      true,
    );
    // 08:30 EDT starts before the rule opens; 11:30-12:00 ends at its closing; 11:45-12:15 runs past it.
    expect(withinWeeklyHours(new Date('2026-03-09T12:30:00Z'), new Date('2026-03-09T13:00:00Z'), hours)).toBe(
      false,
    );
    expect(withinWeeklyHours(new Date('2026-03-09T15:30:00Z'), new Date('2026-03-09T16:00:00Z'), hours)).toBe(
      true,
    );
    expect(withinWeeklyHours(new Date('2026-03-09T15:45:00Z'), new Date('2026-03-09T16:15:00Z'), hours)).toBe(
      false,
    );
    // Tuesday has no rule.
    expect(withinWeeklyHours(new Date('2026-03-10T14:00:00Z'), new Date('2026-03-10T14:30:00Z'), hours)).toBe(
      false,
    );
  });
});
