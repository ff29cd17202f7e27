import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessTime,
  BUSINESS_DAY_MINUTES,
  businessHoursBetween,
  currentOrNextOpening,
  currentOrNextOpenPeriod,
  formatTorontoDateTime,
  fromTorontoWallTime,
  isBookableMeetingSlot,
  isBusinessOpen,
  MEETING_MINIMUM_NOTICE_MS,
  meetingSlots,
  nextBusinessOpening,
  ontarioHolidayOn,
  openPeriodOn,
  torontoWallTime,
} from './business-hours.ts';

const HOUR = 3_600_000;

/** A fixed instant from an ISO string with its Toronto offset written out (-05:00 EST, -04:00 EDT). */
const at = (iso: string): Date => new Date(iso);

/** Every closed holiday of a year, found by asking about noon of each day. */
function closedDaysOf(year: number): string[] {
  const found: string[] = [];
  for (
    let day = new Date(Date.UTC(year, 0, 1, 17));
    day.getUTCFullYear() === year;
    day = new Date(day.getTime() + 24 * HOUR)
  ) {
    const holiday = ontarioHolidayOn(day);
    if (holiday) found.push(`${holiday.date} ${holiday.name}`);
  }
  return found;
}

describe('ordinary weeks (company.hours)', () => {
  it('is open on a Tuesday at 10:40 and opens next on Wednesday at 08:00', () => {
    const tuesday = at('2026-11-24T10:40:00-05:00');
    expect(isBusinessOpen(tuesday)).toBe(true);
    expect(currentOrNextOpening(tuesday)).toEqual(tuesday);
    expect(nextBusinessOpening(tuesday)).toEqual(at('2026-11-25T08:00:00-05:00'));
    expect(openPeriodOn(tuesday)).toEqual({
      opens: at('2026-11-24T08:00:00-05:00'),
      closes: at('2026-11-24T18:00:00-05:00'),
    });
  });

  it('opens at 08:00 sharp and closes at 18:00 sharp on a weekday', () => {
    expect(isBusinessOpen(at('2026-11-24T07:59:59-05:00'))).toBe(false);
    expect(isBusinessOpen(at('2026-11-24T08:00:00-05:00'))).toBe(true);
    expect(isBusinessOpen(at('2026-11-24T17:59:59-05:00'))).toBe(true);
    expect(isBusinessOpen(at('2026-11-24T18:00:00-05:00'))).toBe(false);
    expect(nextBusinessOpening(at('2026-11-24T07:59:59-05:00'))).toEqual(at('2026-11-24T08:00:00-05:00'));
  });

  it('keeps Saturday hours 09:00-17:00: closed at 17:30, next open Monday at 08:00', () => {
    expect(isBusinessOpen(at('2026-11-28T08:59:00-05:00'))).toBe(false);
    expect(isBusinessOpen(at('2026-11-28T09:00:00-05:00'))).toBe(true);
    expect(isBusinessOpen(at('2026-11-28T16:59:00-05:00'))).toBe(true);
    const saturdayEvening = at('2026-11-28T17:30:00-05:00');
    expect(isBusinessOpen(saturdayEvening)).toBe(false);
    expect(nextBusinessOpening(saturdayEvening)).toEqual(at('2026-11-30T08:00:00-05:00'));
    expect(currentOrNextOpening(saturdayEvening)).toEqual(at('2026-11-30T08:00:00-05:00'));
  });

  it('is closed all Sunday', () => {
    const sundayNoon = at('2026-11-29T12:00:00-05:00');
    expect(isBusinessOpen(sundayNoon)).toBe(false);
    expect(openPeriodOn(sundayNoon)).toBeUndefined();
    expect(nextBusinessOpening(sundayNoon)).toEqual(at('2026-11-30T08:00:00-05:00'));
  });

  it('counts 58 open hours in an ordinary week (5 × 10 + 8)', () => {
    expect(businessHoursBetween(at('2026-11-23T00:00:00-05:00'), at('2026-11-30T00:00:00-05:00'))).toBe(
      58 * HOUR,
    );
  });
});

describe('Ontario statutory holidays (Employment Standards Act)', () => {
  it('closes on the nine statutory holidays of 2026, and on the Monday after Boxing Day on a Saturday', () => {
    expect(closedDaysOf(2026)).toEqual([
      "2026-01-01 New Year's Day",
      '2026-02-16 Family Day',
      '2026-04-03 Good Friday',
      '2026-05-18 Victoria Day',
      '2026-07-01 Canada Day',
      '2026-09-07 Labour Day',
      '2026-10-12 Thanksgiving',
      '2026-12-25 Christmas Day',
      '2026-12-26 Boxing Day',
      '2026-12-28 Boxing Day (observed)',
    ]);
  });

  it('gives Christmas and Boxing Day 2027 (Saturday and Sunday) the Monday and Tuesday after', () => {
    expect(closedDaysOf(2027).slice(-4)).toEqual([
      '2027-12-25 Christmas Day',
      '2027-12-26 Boxing Day',
      '2027-12-27 Christmas Day (observed)',
      '2027-12-28 Boxing Day (observed)',
    ]);
    expect(nextBusinessOpening(at('2027-12-24T18:00:00-05:00'))).toEqual(at('2027-12-29T08:00:00-05:00'));
  });

  it('observes New Year’s Day and Canada Day 2028 (both Saturdays) on the Monday after', () => {
    expect(ontarioHolidayOn(at('2028-01-03T12:00:00-05:00'))).toEqual({
      name: "New Year's Day (observed)",
      date: '2028-01-03',
      substitute: true,
    });
    expect(ontarioHolidayOn(at('2028-07-03T12:00:00-04:00'))?.name).toBe('Canada Day (observed)');
  });

  it('keeps the office open on Easter Monday, the Civic Holiday and Remembrance Day (not statutory in Ontario)', () => {
    expect(isBusinessOpen(at('2027-03-29T10:00:00-04:00'))).toBe(true);
    expect(isBusinessOpen(at('2026-08-03T10:00:00-04:00'))).toBe(true);
    expect(isBusinessOpen(at('2026-11-11T10:00:00-05:00'))).toBe(true);
    expect(ontarioHolidayOn(at('2027-03-29T10:00:00-04:00'))).toBeUndefined();
  });

  it('closes Boxing Day 2026 (a Saturday) and its substitute Monday, opening again Tuesday December 29 at 08:00', () => {
    const boxingDay = at('2026-12-26T10:00:00-05:00');
    expect(ontarioHolidayOn(boxingDay)).toEqual({
      name: 'Boxing Day',
      date: '2026-12-26',
      substitute: false,
    });
    expect(isBusinessOpen(boxingDay)).toBe(false);
    const substitute = at('2026-12-28T10:00:00-05:00');
    expect(ontarioHolidayOn(substitute)).toEqual({
      name: 'Boxing Day (observed)',
      date: '2026-12-28',
      substitute: true,
    });
    expect(isBusinessOpen(substitute)).toBe(false);
    expect(nextBusinessOpening(boxingDay)).toEqual(at('2026-12-29T08:00:00-05:00'));
    expect(nextBusinessOpening(substitute)).toEqual(at('2026-12-29T08:00:00-05:00'));
  });

  it('names the holiday by its Toronto date, not the UTC one', () => {
    // 23:30 on December 24 in Toronto is already December 25 in UTC.
    expect(ontarioHolidayOn(at('2026-12-24T23:30:00-05:00'))).toBeUndefined();
    expect(ontarioHolidayOn(at('2026-12-25T00:00:00-05:00'))?.name).toBe('Christmas Day');
  });

  it('is open on Christmas Eve afternoon and, from the evening, next opens on Tuesday December 29', () => {
    expect(isBusinessOpen(at('2026-12-24T17:00:00-05:00'))).toBe(true);
    const evening = at('2026-12-24T19:00:00-05:00');
    expect(isBusinessOpen(evening)).toBe(false);
    const opening = nextBusinessOpening(evening);
    expect(opening).toEqual(at('2026-12-29T08:00:00-05:00'));
    expect(formatTorontoDateTime(opening)).toBe('Tuesday, December 29 at 8:00 a.m. (Toronto time)');
  });

  it('closes on Good Friday 2027 (March 26) and opens Saturday at 09:00', () => {
    const goodFriday = at('2027-03-26T11:00:00-04:00');
    expect(ontarioHolidayOn(goodFriday)).toEqual({
      name: 'Good Friday',
      date: '2027-03-26',
      substitute: false,
    });
    expect(isBusinessOpen(goodFriday)).toBe(false);
    expect(nextBusinessOpening(goodFriday)).toEqual(at('2027-03-27T09:00:00-04:00'));
  });

  it('closes on Family Day 2027 (February 15)', () => {
    const familyDay = at('2027-02-15T09:30:00-05:00');
    expect(ontarioHolidayOn(familyDay)?.name).toBe('Family Day');
    expect(isBusinessOpen(familyDay)).toBe(false);
    expect(nextBusinessOpening(familyDay)).toEqual(at('2027-02-16T08:00:00-05:00'));
  });
});

describe('Toronto wall time across daylight-saving changes', () => {
  it('reads the wall clock on both sides of spring forward (Sunday March 8 2026, 02:00 → 03:00)', () => {
    expect(torontoWallTime(at('2026-03-08T06:59:59Z'))).toEqual({
      year: 2026,
      month: 3,
      day: 8,
      hour: 1,
      minute: 59,
      second: 59,
      weekday: 'Sunday',
    });
    expect(torontoWallTime(at('2026-03-08T07:00:00Z'))).toMatchObject({ hour: 3, minute: 0 });
  });

  it('resolves a nonexistent spring-forward time forward by the gap', () => {
    expect(fromTorontoWallTime({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 })).toEqual(
      at('2026-03-08T03:30:00-04:00'),
    );
    expect(fromTorontoWallTime({ year: 2026, month: 3, day: 8, hour: 3, minute: 0 })).toEqual(
      at('2026-03-08T03:00:00-04:00'),
    );
    expect(fromTorontoWallTime({ year: 2026, month: 3, day: 8, hour: 1, minute: 59 })).toEqual(
      at('2026-03-08T01:59:00-05:00'),
    );
  });

  it('takes the earlier instant of the repeated fall-back hour (Sunday November 1 2026)', () => {
    expect(fromTorontoWallTime({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 })).toEqual(
      at('2026-11-01T01:30:00-04:00'),
    );
    expect(torontoWallTime(at('2026-11-01T01:30:00-05:00'))).toMatchObject({ day: 1, hour: 1, minute: 30 });
    expect(fromTorontoWallTime({ year: 2026, month: 11, day: 1, hour: 2, minute: 0 })).toEqual(
      at('2026-11-01T02:00:00-05:00'),
    );
  });

  it('rejects impossible wall times', () => {
    expect(() => fromTorontoWallTime({ year: 2026, month: 2, day: 30, hour: 9, minute: 0 })).toThrow(
      RangeError,
    );
    expect(() => fromTorontoWallTime({ year: 2026, month: 2, day: 3, hour: 24, minute: 0 })).toThrow(
      RangeError,
    );
    expect(() => fromTorontoWallTime({ year: 2026, month: 2, day: 3, hour: 9, minute: 0.5 })).toThrow(
      RangeError,
    );
  });

  it('keeps 08:00 opening in EST before and EDT after the change', () => {
    expect(nextBusinessOpening(at('2026-03-07T17:00:00-05:00'))).toEqual(at('2026-03-09T08:00:00-04:00'));
    expect(nextBusinessOpening(at('2026-10-31T17:00:00-04:00'))).toEqual(at('2026-11-02T08:00:00-05:00'));
  });
});

describe('business-time arithmetic (SLA clocks, minimum notice)', () => {
  it('adds 4 business hours to Friday 16:00 before spring forward: two on Friday, two on Saturday from 09:00', () => {
    expect(addBusinessTime(at('2026-03-06T16:00:00-05:00'), 4 * HOUR)).toEqual(
      at('2026-03-07T11:00:00-05:00'),
    );
  });

  it('adds 12 business hours over the spring-forward weekend: Friday 16:00 EST → Monday 10:00 EDT', () => {
    const friday = at('2026-03-06T16:00:00-05:00');
    const monday = at('2026-03-09T10:00:00-04:00');
    expect(addBusinessTime(friday, 12 * HOUR)).toEqual(monday);
    expect(businessHoursBetween(friday, monday)).toBe(12 * HOUR);
    // 65 hours pass on the clock: 66 of wall time less the hour the clocks skip.
    expect(monday.getTime() - friday.getTime()).toBe(65 * HOUR);
  });

  it('adds 12 business hours over the fall-back weekend: Friday 16:00 EDT → Monday 10:00 EST', () => {
    const friday = at('2026-10-30T16:00:00-04:00');
    const monday = at('2026-11-02T10:00:00-05:00');
    expect(addBusinessTime(friday, 12 * HOUR)).toEqual(monday);
    expect(businessHoursBetween(friday, monday)).toBe(12 * HOUR);
    expect(monday.getTime() - friday.getTime()).toBe(67 * HOUR);
  });

  it('skips Family Day: Friday February 12 2027 16:00 + 12 hours is Tuesday 10:00', () => {
    expect(addBusinessTime(at('2027-02-12T16:00:00-05:00'), 12 * HOUR)).toEqual(
      at('2027-02-16T10:00:00-05:00'),
    );
  });

  it('skips Good Friday 2027: Thursday 16:00 + 4 hours is Saturday 11:00', () => {
    expect(addBusinessTime(at('2027-03-25T16:00:00-04:00'), 4 * HOUR)).toEqual(
      at('2027-03-27T11:00:00-04:00'),
    );
  });

  it('puts the minimum notice of a booking made on Christmas Eve 15:00 at Tuesday December 29 09:00', () => {
    expect(MEETING_MINIMUM_NOTICE_MS).toBe(4 * HOUR);
    expect(addBusinessTime(at('2026-12-24T15:00:00-05:00'), MEETING_MINIMUM_NOTICE_MS)).toEqual(
      at('2026-12-29T09:00:00-05:00'),
    );
  });

  it('ends exactly at closing when the open time runs out there, and starts a closed clock at the next opening', () => {
    expect(addBusinessTime(at('2026-11-27T16:00:00-05:00'), 2 * HOUR)).toEqual(
      at('2026-11-27T18:00:00-05:00'),
    );
    expect(addBusinessTime(at('2026-11-28T20:00:00-05:00'), HOUR)).toEqual(at('2026-11-30T09:00:00-05:00'));
    expect(addBusinessTime(at('2026-11-28T20:00:00-05:00'), 0)).toEqual(at('2026-11-28T20:00:00-05:00'));
  });

  it('counts no open time across a closed stretch and is signed', () => {
    expect(businessHoursBetween(at('2026-12-24T18:00:00-05:00'), at('2026-12-29T08:00:00-05:00'))).toBe(0);
    expect(businessHoursBetween(at('2026-11-24T12:00:00-05:00'), at('2026-11-24T10:00:00-05:00'))).toBe(
      -2 * HOUR,
    );
  });

  it('rejects a negative or non-finite duration', () => {
    expect(() => addBusinessTime(at('2026-11-24T10:00:00-05:00'), -1)).toThrow(RangeError);
    expect(() => addBusinessTime(at('2026-11-24T10:00:00-05:00'), Number.POSITIVE_INFINITY)).toThrow(
      RangeError,
    );
  });

  it('returns the period containing an open instant and the next one for a closed instant', () => {
    expect(currentOrNextOpenPeriod(at('2026-12-26T10:00:00-05:00'))).toEqual({
      opens: at('2026-12-29T08:00:00-05:00'),
      closes: at('2026-12-29T18:00:00-05:00'),
    });
  });
});

describe('meeting slots (4 business hours of notice, none on holidays)', () => {
  const hourLong = { durationMinutes: 60, stepMinutes: 30 };

  it('offers slots from 4 business hours after a Tuesday 10:40 booking, on the half-hour grid', () => {
    const slots = meetingSlots(at('2026-11-24T10:40:00-05:00'), { ...hourLong, days: 2 });
    const tuesday = slots.filter((slot) => slot.starts < at('2026-11-25T00:00:00-05:00'));
    expect(tuesday.map((slot) => formatTorontoDateTime(slot.starts))).toEqual([
      'Tuesday, November 24 at 3:00 p.m. (Toronto time)',
      'Tuesday, November 24 at 3:30 p.m. (Toronto time)',
      'Tuesday, November 24 at 4:00 p.m. (Toronto time)',
      'Tuesday, November 24 at 4:30 p.m. (Toronto time)',
      'Tuesday, November 24 at 5:00 p.m. (Toronto time)',
    ]);
    expect(tuesday.at(-1)?.ends).toEqual(at('2026-11-24T18:00:00-05:00'));
    // Wednesday: 08:00 to 17:00 every half hour.
    expect(slots.length - tuesday.length).toBe(19);
  });

  it('offers Saturday slots within 09:00-17:00', () => {
    const slots = meetingSlots(at('2026-11-27T12:00:00-05:00'), { ...hourLong, days: 2 });
    const saturday = slots.filter((slot) => torontoWallTime(slot.starts).weekday === 'Saturday');
    expect(saturday[0]?.starts).toEqual(at('2026-11-28T09:00:00-05:00'));
    expect(saturday.at(-1)?.ends).toEqual(at('2026-11-28T17:00:00-05:00'));
  });

  it('offers nothing over Christmas 2026: a booking on Christmas Eve at 15:00 first gets Tuesday December 29 09:00', () => {
    const slots = meetingSlots(at('2026-12-24T15:00:00-05:00'), { ...hourLong, days: 1 });
    expect(slots[0]?.starts).toEqual(at('2026-12-29T09:00:00-05:00'));
    expect(slots.every((slot) => torontoWallTime(slot.starts).day === 29)).toBe(true);
  });

  it('accepts a posted slot only on the grid, inside the hours and after the notice', () => {
    const now = at('2026-11-24T10:40:00-05:00');
    expect(isBookableMeetingSlot(now, at('2026-11-24T15:00:00-05:00'), hourLong)).toBe(true);
    expect(isBookableMeetingSlot(now, at('2026-11-24T14:30:00-05:00'), hourLong)).toBe(false);
    expect(isBookableMeetingSlot(now, at('2026-11-24T15:10:00-05:00'), hourLong)).toBe(false);
    expect(isBookableMeetingSlot(now, at('2026-11-24T17:30:00-05:00'), hourLong)).toBe(false);
    expect(isBookableMeetingSlot(now, at('2026-11-29T10:00:00-05:00'), hourLong)).toBe(false);
    expect(isBookableMeetingSlot(now, at('2026-12-28T10:00:00-05:00'), hourLong)).toBe(false);
    expect(isBookableMeetingSlot(now, at('2026-12-29T10:00:00-05:00'), hourLong)).toBe(true);
  });

  it('rejects shapes that cannot be booked', () => {
    const now = at('2026-11-24T10:40:00-05:00');
    expect(() => meetingSlots(now, { durationMinutes: 0 })).toThrow(RangeError);
    expect(() => meetingSlots(now, { durationMinutes: 30, days: 0 })).toThrow(RangeError);
    expect(() => meetingSlots(now, { durationMinutes: 11 * 60 })).toThrow(RangeError);
  });
});

describe('properties over 2026-2028', () => {
  const instant = fc
    .integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') })
    .map((ms) => new Date(ms));

  it('businessHoursBetween(from, addBusinessTime(from, ms)) is ms', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 200 * HOUR }), (from, ms) => {
        const end = addBusinessTime(from, ms);
        expect(businessHoursBetween(from, end)).toBe(ms);
        if (ms > 0) expect(isBusinessOpen(new Date(end.getTime() - 1))).toBe(true);
      }),
    );
  });

  it('addBusinessTime(from, businessHoursBetween(from, to)) reaches no later than to, with no open time left', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 20 * 24 * HOUR }), (from, span) => {
        const to = new Date(from.getTime() + span);
        const reached = addBusinessTime(from, businessHoursBetween(from, to));
        expect(reached.getTime()).toBeLessThanOrEqual(to.getTime());
        expect(businessHoursBetween(reached, to)).toBe(0);
      }),
    );
  });

  it('agrees with isBusinessOpen: the millisecond after an instant is open time exactly when the office is open', () => {
    fc.assert(
      fc.property(instant, (from) => {
        expect(businessHoursBetween(from, new Date(from.getTime() + 1))).toBe(isBusinessOpen(from) ? 1 : 0);
      }),
    );
  });

  it('offers only slots that are open throughout, after the notice, and that isBookableMeetingSlot accepts', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const options = { durationMinutes: 45, stepMinutes: 15, days: 3 };
        const notice = addBusinessTime(now, MEETING_MINIMUM_NOTICE_MS);
        for (const slot of meetingSlots(now, options)) {
          expect(slot.starts.getTime()).toBeGreaterThanOrEqual(notice.getTime());
          expect(businessHoursBetween(slot.starts, slot.ends)).toBe(45 * 60_000);
          expect(ontarioHolidayOn(slot.starts)).toBeUndefined();
          expect(isBookableMeetingSlot(now, slot.starts, options)).toBe(true);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('maps a wall time back to the same wall time', () => {
    fc.assert(
      fc.property(instant, (raw) => {
        const t = new Date(Math.floor(raw.getTime() / 1000) * 1000);
        const wall = torontoWallTime(t);
        expect(torontoWallTime(fromTorontoWallTime(wall))).toEqual(wall);
      }),
    );
  });
});

describe('formatTorontoDateTime', () => {
  it('writes the day and time for visitors in the site’s a.m./p.m. style', () => {
    expect(formatTorontoDateTime(at('2026-12-28T08:00:00-05:00'))).toBe(
      'Monday, December 28 at 8:00 a.m. (Toronto time)',
    );
    expect(formatTorontoDateTime(at('2026-11-24T12:00:00-05:00'))).toBe(
      'Tuesday, November 24 at 12:00 p.m. (Toronto time)',
    );
    expect(formatTorontoDateTime(at('2026-11-24T13:05:00-05:00'))).toBe(
      'Tuesday, November 24 at 1:05 p.m. (Toronto time)',
    );
    expect(formatTorontoDateTime(at('2026-11-25T00:15:00-05:00'))).toBe(
      'Wednesday, November 25 at 12:15 a.m. (Toronto time)',
    );
  });

  it('writes the Toronto day even when UTC has moved on, and the year on request', () => {
    expect(formatTorontoDateTime(at('2026-07-01T23:30:00-04:00'), { year: true })).toBe(
      'Wednesday, July 1, 2026 at 11:30 p.m. (Toronto time)',
    );
  });
});

describe('first-response targets in business minutes', () => {
  const MINUTE = 60_000;

  it('counts one business day as the longest regular day (Monday to Friday 08:00-18:00)', () => {
    expect(BUSINESS_DAY_MINUTES).toBe(600);
  });

  it('carries a hot lead at Friday 17:58 over the evening to Saturday 09:03', () => {
    const due = addBusinessTime(at('2026-11-27T17:58:00-05:00'), 5 * MINUTE);
    expect(due).toEqual(at('2026-11-28T09:03:00-05:00'));
    expect(businessHoursBetween(at('2026-11-27T17:58:00-05:00'), due)).toBe(5 * MINUTE);
  });

  it('skips Sunday and Family Day: a cold lead at Saturday 16:00 is due Tuesday 17:00', () => {
    const due = addBusinessTime(at('2027-02-13T16:00:00-05:00'), 600 * MINUTE);
    expect(due).toEqual(at('2027-02-16T17:00:00-05:00'));
  });

  it('counts real minutes across the spring-forward night: a warm lead at Saturday 16:30 is due Monday 08:30 EDT', () => {
    const due = addBusinessTime(at('2027-03-13T16:30:00-05:00'), 60 * MINUTE);
    expect(due).toEqual(at('2027-03-15T08:30:00-04:00'));
    expect(businessHoursBetween(at('2027-03-13T16:30:00-05:00'), due)).toBe(60 * MINUTE);
  });
});
