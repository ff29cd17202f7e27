import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  type ConsultantCalendar,
  freeConsultants,
  groupByTorontoDay,
  isOnSlotGrid,
  type MeetingRules,
  slotGrid,
} from '../src/meetings/meeting-availability.ts';

const RULES: MeetingRules = { durationMinutes: 30, bufferMinutes: 15, maxDaysAhead: 21 };

const consultant = (id: string, extra: Partial<ConsultantCalendar> = {}): ConsultantCalendar => ({
  id,
  weeklyHours: null,
  daysOff: new Set(),
  busy: [],
  lastAssignedAt: null,
  ...extra,
});

const starts = (slots: { starts: Date }[]) => slots.map((slot) => slot.starts.toISOString());
const on = (slots: { starts: Date }[], day: string) => starts(slots).filter((iso) => iso.startsWith(day));

describe('meeting availability', () => {
  it('follows the spring-forward weekend of March 8, 2026: EST on Saturday, EDT from Monday', () => {
    // Friday March 6, 10:00 EST.
    const slots = availableSlots(new Date('2026-03-06T15:00:00Z'), [consultant('a')], RULES);
    // 4 business hours of notice: Friday 14:00 EST is the first slot.
    expect(starts(slots)[0]).toBe('2026-03-06T19:00:00.000Z');
    // Saturday 09:00 EST = 14:00 UTC, last slot 16:30 EST (ends at closing, 17:00).
    expect(on(slots, '2026-03-07')[0]).toBe('2026-03-07T14:00:00.000Z');
    expect(on(slots, '2026-03-07').at(-1)).toBe('2026-03-07T21:30:00.000Z');
    // Sunday closed.
    expect(on(slots, '2026-03-08')).toEqual([]);
    // Monday 08:00 EDT = 12:00 UTC; last slot 17:30 EDT = 21:30 UTC.
    expect(on(slots, '2026-03-09')[0]).toBe('2026-03-09T12:00:00.000Z');
    expect(on(slots, '2026-03-09').at(-1)).toBe('2026-03-09T21:30:00.000Z');
    expect(on(slots, '2026-03-09')).toHaveLength(20);
  });

  it('follows the fall-back weekend of November 1, 2026: EDT on Saturday, EST from Monday', () => {
    // Friday October 30, 10:00 EDT.
    const slots = availableSlots(new Date('2026-10-30T14:00:00Z'), [consultant('a')], RULES);
    expect(on(slots, '2026-10-31')[0]).toBe('2026-10-31T13:00:00.000Z');
    expect(on(slots, '2026-11-01')).toEqual([]);
    expect(on(slots, '2026-11-02')[0]).toBe('2026-11-02T13:00:00.000Z');
    expect(on(slots, '2026-11-02').at(-1)).toBe('2026-11-02T22:30:00.000Z');
    const days = groupByTorontoDay(slots, 3);
    expect(days.map((day) => day.date)).toEqual(['2026-10-30', '2026-10-31', '2026-11-02']);
    expect(days[2]?.label).toBe('Monday, November 2');
    expect(days[2]?.slots[0]?.label).toBe('8:00 a.m.');
  });

  it('offers nothing on Ontario statutory holidays and their substitute days', () => {
    // Wednesday December 23, 2026, 09:00 EST.
    const slots = availableSlots(new Date('2026-12-23T14:00:00Z'), [consultant('a')], RULES);
    for (const day of ['2026-12-25', '2026-12-26', '2026-12-27', '2026-12-28']) {
      expect(
        slots.filter(
          (slot) => slot.starts.toISOString() >= `${day}T05` && slot.starts.toISOString() < `${day}T23`,
        ),
      ).toEqual([]);
    }
    expect(on(slots, '2026-12-29')[0]).toBe('2026-12-29T13:00:00.000Z');
    // Good Friday, April 3, 2026.
    const easter = availableSlots(new Date('2026-04-01T14:00:00Z'), [consultant('a')], RULES);
    expect(on(easter, '2026-04-03')).toEqual([]);
    expect(on(easter, '2026-04-04')[0]).toBe('2026-04-04T13:00:00.000Z');
  });

  it('keeps 4 business hours of notice across the night and the weekend', () => {
    // Friday November 27, 2026, 16:00 EST: two hours on Friday, two from Saturday 09:00 → Saturday 11:00.
    const slots = availableSlots(new Date('2026-11-27T21:00:00Z'), [consultant('a')], RULES);
    expect(starts(slots)[0]).toBe('2026-11-28T16:00:00.000Z');
    expect(isOnSlotGrid(new Date('2026-11-27T21:00:00Z'), new Date('2026-11-28T15:30:00Z'), RULES)).toBe(
      false,
    );
    expect(isOnSlotGrid(new Date('2026-11-27T21:00:00Z'), new Date('2026-11-28T16:00:00Z'), RULES)).toBe(
      true,
    );
    // Off the grid.
    expect(isOnSlotGrid(new Date('2026-11-27T21:00:00Z'), new Date('2026-11-30T13:10:00Z'), RULES)).toBe(
      false,
    );
  });

  it('offers slots at most MEETING_MAX_DAYS_AHEAD days ahead', () => {
    const now = new Date('2026-11-26T14:00:00Z');
    const slots = slotGrid(now, RULES);
    const last = slots.at(-1)?.starts.getTime() ?? 0;
    expect(last).toBeLessThanOrEqual(now.getTime() + 21 * 86_400_000);
    expect(last).toBeGreaterThan(now.getTime() + 20 * 86_400_000);
    expect(isOnSlotGrid(now, new Date('2026-12-19T14:00:00Z'), RULES)).toBe(false);
  });

  it('keeps a 15-minute buffer around a consultant’s meetings', () => {
    const now = new Date('2026-11-26T14:00:00Z');
    // Monday November 30, 10:00-10:30 EST is booked.
    const busy = [{ startsAt: new Date('2026-11-30T15:00:00Z'), endsAt: new Date('2026-11-30T15:30:00Z') }];
    const slots = on(availableSlots(now, [consultant('a', { busy })], RULES), '2026-11-30');
    expect(slots).toContain('2026-11-30T14:00:00.000Z');
    expect(slots).not.toContain('2026-11-30T14:30:00.000Z');
    expect(slots).not.toContain('2026-11-30T15:00:00.000Z');
    expect(slots).not.toContain('2026-11-30T15:30:00.000Z');
    expect(slots).toContain('2026-11-30T16:00:00.000Z');
    // A second, free consultant keeps the slot on offer.
    const both = on(availableSlots(now, [consultant('a', { busy }), consultant('b')], RULES), '2026-11-30');
    expect(both).toContain('2026-11-30T15:00:00.000Z');
  });

  it('follows working hours and days off', () => {
    const now = new Date('2026-11-26T14:00:00Z');
    const partTime = consultant('a', {
      weeklyHours: [{ days: ['Monday'], opens: '09:00', closes: '12:00' }],
      daysOff: new Set(['2026-12-07']),
    });
    const slots = availableSlots(now, [partTime], RULES);
    expect(on(slots, '2026-11-30')).toEqual([
      '2026-11-30T14:00:00.000Z',
      '2026-11-30T14:30:00.000Z',
      '2026-11-30T15:00:00.000Z',
      '2026-11-30T15:30:00.000Z',
      '2026-11-30T16:00:00.000Z',
      '2026-11-30T16:30:00.000Z',
    ]);
    expect(on(slots, '2026-12-01')).toEqual([]);
    expect(on(slots, '2026-12-07')).toEqual([]);
    expect(on(slots, '2026-12-14')).toHaveLength(6);
  });

  it('gives the booking to the free consultant whose last assignment is oldest', () => {
    const slot = { starts: new Date('2026-11-30T15:00:00Z'), ends: new Date('2026-11-30T15:30:00Z') };
    const order = freeConsultants(
      slot,
      [
        consultant('recent', { lastAssignedAt: new Date('2026-11-25T12:00:00Z') }),
        consultant('older', { lastAssignedAt: new Date('2026-11-20T12:00:00Z') }),
        consultant('busy', {
          busy: [{ startsAt: slot.starts, endsAt: slot.ends }],
          lastAssignedAt: new Date('2026-11-01T12:00:00Z'),
        }),
        consultant('never'),
      ],
      RULES,
    );
    expect(order.map((c) => c.id)).toEqual(['never', 'older', 'recent']);
  });

  it('offers, over 21 days for 10 consultants with 40 meetings each, exactly the slots one of them is free for', () => {
    // How fast this runs is bench:booking's figure (target p99 20 ms); here, that the answer is right at that size.
    const now = new Date('2026-11-26T14:00:00Z');
    const bufferMs = RULES.bufferMinutes * 60_000;
    const consultants = Array.from({ length: 10 }, (_, i) =>
      consultant(`c${i}`, {
        busy: [
          ...Array.from({ length: 40 }, (_, j) => ({
            startsAt: new Date(now.getTime() + (j * 13 + i) * 3_600_000),
            endsAt: new Date(now.getTime() + (j * 13 + i) * 3_600_000 + 1_800_000),
          })),
          // Everyone's team meeting, Thursday December 3, 10:00 to 11:00 in Toronto.
          { startsAt: new Date('2026-12-03T15:00:00Z'), endsAt: new Date('2026-12-03T16:00:00Z') },
        ],
        daysOff: new Set(['2026-12-01']),
      }),
    );
    // A consultant is free for a slot when no meeting of theirs, widened by the buffer, touches it, and the day
    // (2026-12-01 in Toronto: 05:00 UTC that day to 05:00 UTC the next) is not their day off.
    const freeFor = (slot: { starts: Date; ends: Date }) =>
      consultants.some(
        (calendar) =>
          !(
            slot.starts >= new Date('2026-12-01T05:00:00Z') && slot.starts < new Date('2026-12-02T05:00:00Z')
          ) &&
          calendar.busy.every(
            (meeting) =>
              meeting.endsAt.getTime() + bufferMs <= slot.starts.getTime() ||
              meeting.startsAt.getTime() - bufferMs >= slot.ends.getTime(),
          ),
      );
    const grid = slotGrid(now, RULES);
    const expected = grid.filter(freeFor);

    const slots = availableSlots(now, consultants, RULES);

    expect(starts(slots)).toEqual(starts(expected));
    // The team meeting takes its hour and the buffers around it from everyone, the common day off a whole day.
    const december3 = on(grid, '2026-12-03').filter((iso) => !on(slots, '2026-12-03').includes(iso));
    expect(december3).toEqual([
      '2026-12-03T14:30:00.000Z',
      '2026-12-03T15:00:00.000Z',
      '2026-12-03T15:30:00.000Z',
      '2026-12-03T16:00:00.000Z',
    ]);
    expect(on(slots, '2026-12-01')).toEqual([]);
    expect(on(grid, '2026-12-01').length).toBeGreaterThan(0);
  });
});
