/**
 * Which meeting slots a visitor may book, and which consultant takes a booking (docs/decisions/033). Pure: no
 * I/O, the clock is an argument. Rules:
 * - the slot grid is the company's: `meetingSlots` of `@northline/content/business-hours` (inside business
 *   hours, never on an Ontario statutory holiday or substitute day, starts every `durationMinutes` from each
 *   opening, at least 4 business hours after `now`), cut at `maxDaysAhead` × 24 hours after `now`;
 * - a consultant is free for a slot when the slot lies inside their weekly hours (the company's when they set
 *   none), its Toronto day is not one of their days off, and it keeps `bufferMinutes` clear of each of their
 *   booked meetings on both sides;
 * - a slot is offered when at least one bookable consultant is free;
 * - a booking goes to the free consultant whose last assignment is oldest (never assigned first; ties by id):
 *   a round robin among the free ones.
 */
import type { OpeningHoursRule } from '@northline/content';
import {
  formatTorontoDateTime,
  isBookableMeetingSlot,
  type MeetingSlot,
  meetingSlots,
  torontoDateKey,
  withinWeeklyHours,
} from '@northline/content/business-hours';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The booking rules (settings MEETING_DURATION_MINUTES, MEETING_BUFFER_MINUTES, MEETING_MAX_DAYS_AHEAD). */
export interface MeetingRules {
  /** A meeting's length in minutes (30). */
  durationMinutes: number;
  /** Minutes kept free between two meetings of one consultant (15). */
  bufferMinutes: number;
  /** How far ahead a visitor may book, in days of 24 hours after now (21). */
  maxDaysAhead: number;
}

/** What the availability rule knows of one bookable consultant. */
export interface ConsultantCalendar {
  /** The staff user's id. */
  id: string;
  /** Weekly hours; null: the company's business hours (the slot grid already lies inside them). */
  weeklyHours: readonly OpeningHoursRule[] | null;
  /** Toronto dates 'YYYY-MM-DD' off. */
  daysOff: ReadonlySet<string>;
  /** The consultant's booked meetings (any order). */
  busy: readonly { startsAt: Date; endsAt: Date }[];
  /** When the round robin last gave them a booking; null: never. */
  lastAssignedAt: Date | null;
}

/**
 * The company's slot grid a visitor may book at `now`: `meetingSlots` with the rules' duration, starting no later
 * than `maxDaysAhead` days after `now`.
 *
 * @param now the instant of asking
 * @param rules duration, buffer and horizon
 * @returns the slots in time order
 */
export function slotGrid(now: Date, rules: MeetingRules): MeetingSlot[] {
  const horizon = now.getTime() + rules.maxDaysAhead * DAY_MS;
  // Open days outnumber calendar days never, so asking for `maxDaysAhead + 1` open days covers the horizon.
  return meetingSlots(now, { durationMinutes: rules.durationMinutes, days: rules.maxDaysAhead + 1 }).filter(
    (slot) => slot.starts.getTime() <= horizon,
  );
}

/**
 * Whether a start instant is on the grid a visitor may book at `now` (business hours, notice, grid, horizon).
 *
 * @param now the instant of asking
 * @param starts the requested start
 * @param rules duration, buffer and horizon
 */
export function isOnSlotGrid(now: Date, starts: Date, rules: MeetingRules): boolean {
  // The window first: the holiday calendar is only asked about dates inside it (never about year 1 or 9999).
  return (
    starts.getTime() > now.getTime() &&
    starts.getTime() <= now.getTime() + rules.maxDaysAhead * DAY_MS &&
    isBookableMeetingSlot(now, starts, { durationMinutes: rules.durationMinutes })
  );
}

/** A slot's facts computed once for every consultant: its Toronto date. */
interface SlotFacts {
  slot: MeetingSlot;
  day: string;
}

/** Whether a consultant is free for a slot (see the module comment). */
function isFree(consultant: ConsultantCalendar, facts: SlotFacts, bufferMs: number): boolean {
  if (consultant.daysOff.has(facts.day)) return false;
  const start = facts.slot.starts.getTime();
  const end = facts.slot.ends.getTime();
  for (const meeting of consultant.busy) {
    if (start < meeting.endsAt.getTime() + bufferMs && meeting.startsAt.getTime() < end + bufferMs)
      return false;
  }
  return (
    consultant.weeklyHours === null ||
    withinWeeklyHours(facts.slot.starts, facts.slot.ends, consultant.weeklyHours)
  );
}

/** Round-robin order: never assigned first, then the oldest last assignment, then by id. */
function roundRobinOrder(a: ConsultantCalendar, b: ConsultantCalendar): number {
  const at = a.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  const bt = b.lastAssignedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  if (at !== bt) return at < bt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The consultants free for a slot, in round-robin order: the first one takes the booking.
 *
 * @param slot the slot
 * @param consultants the bookable consultants
 * @param rules the buffer between meetings
 */
export function freeConsultants<T extends ConsultantCalendar>(
  slot: MeetingSlot,
  consultants: readonly T[],
  rules: MeetingRules,
): T[] {
  const facts = { slot, day: torontoDateKey(slot.starts) };
  const bufferMs = rules.bufferMinutes * MINUTE_MS;
  return consultants.filter((consultant) => isFree(consultant, facts, bufferMs)).sort(roundRobinOrder);
}

/**
 * The slots a visitor may book at `now`: the grid's slots for which at least one consultant is free.
 *
 * @param now the instant of asking
 * @param consultants the bookable consultants with their meetings and days off
 * @param rules duration, buffer and horizon
 * @returns the slots in time order
 */
export function availableSlots(
  now: Date,
  consultants: readonly ConsultantCalendar[],
  rules: MeetingRules,
): MeetingSlot[] {
  if (consultants.length === 0) return [];
  const bufferMs = rules.bufferMinutes * MINUTE_MS;
  const dayOf = new Map<number, string>();
  return slotGrid(now, rules).filter((slot) => {
    // Every slot of one opening shares its Toronto date; key the cache by the opening's day number in UTC-5.
    const bucket = Math.floor((slot.starts.getTime() - 5 * 3_600_000) / DAY_MS);
    let day = dayOf.get(bucket);
    if (day === undefined) {
      day = torontoDateKey(slot.starts);
      dayOf.set(bucket, day);
    }
    const facts = { slot, day };
    return consultants.some((consultant) => isFree(consultant, facts, bufferMs));
  });
}

/** One Toronto day of slots as the API answers it. */
export interface SlotDay {
  /** 'YYYY-MM-DD' in Toronto. */
  date: string;
  /** 'Monday, December 28'. */
  label: string;
  slots: { start: string; end: string; label: string }[];
}

/**
 * Slots grouped by Toronto day, at most `days` days, with labels in the site's style ('9:30 a.m.').
 *
 * @param slots slots in time order
 * @param days how many days to keep
 */
export function groupByTorontoDay(slots: readonly MeetingSlot[], days: number): SlotDay[] {
  const grouped: SlotDay[] = [];
  for (const slot of slots) {
    const date = torontoDateKey(slot.starts);
    let day = grouped.at(-1);
    if (day?.date !== date) {
      if (grouped.length === days) break;
      const text = formatTorontoDateTime(slot.starts);
      day = { date, label: text.slice(0, text.indexOf(' at ')), slots: [] };
      grouped.push(day);
    }
    day.slots.push({
      start: slot.starts.toISOString(),
      end: slot.ends.toISOString(),
      label: timeLabel(slot.starts),
    });
  }
  return grouped;
}

/** The Toronto wall time of an instant as the site writes it: '9:30 a.m.'. */
export function timeLabel(at: Date): string {
  const text = formatTorontoDateTime(at);
  return text.slice(text.indexOf(' at ') + 4, text.indexOf(' (Toronto time)'));
}
