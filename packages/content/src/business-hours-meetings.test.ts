import { describe, expect, it } from 'vitest';
import {
  addDaysToDateKey,
  isDateKey,
  mondayOfDateKey,
  torontoDateKey,
  torontoDayStart,
  withinWeeklyHours,
} from './business-hours.ts';

describe('torontoDateKey', () => {
  it('is the Toronto date, not the UTC one', () => {
    expect(torontoDateKey(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-26');
    expect(torontoDateKey(new Date('2026-07-01T04:30:00Z'))).toBe('2026-07-01');
  });
});

describe('date keys: the staff views’ ranges and the booking’s days off', () => {
  it('tells a real calendar date from anything else', () => {
    expect(isDateKey('2028-02-29')).toBe(true);
    for (const key of ['2026-02-29', '2026-13-01', '2026-1-05', '2026-11-30T00:00', '', null, undefined]) {
      expect(isDateKey(key), String(key)).toBe(false);
    }
  });

  it('adds calendar days across months, years and the daylight-saving changes', () => {
    expect(addDaysToDateKey('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDaysToDateKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDateKey('2026-03-08', -1)).toBe('2026-03-07');
    expect(addDaysToDateKey('2026-11-01', 7)).toBe('2026-11-08');
    expect(() => addDaysToDateKey('2026-02-30', 1)).toThrow(RangeError);
  });

  it('finds the Monday of a week that runs Monday to Sunday', () => {
    expect(mondayOfDateKey('2026-11-30')).toBe('2026-11-30');
    expect(mondayOfDateKey('2026-12-06')).toBe('2026-11-30');
    expect(mondayOfDateKey('2027-01-01')).toBe('2026-12-28');
  });

  it('starts a Toronto day at its midnight: 23 hours on the spring change, 25 on the fall one', () => {
    expect(torontoDayStart('2026-11-30').toISOString()).toBe('2026-11-30T05:00:00.000Z');
    expect(torontoDayStart('2026-07-01').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    const hours = (key: string) =>
      (torontoDayStart(addDaysToDateKey(key, 1)).getTime() - torontoDayStart(key).getTime()) / 3_600_000;
    expect(hours('2026-03-08')).toBe(23);
    expect(hours('2026-11-01')).toBe(25);
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
