/**
 * Business time of Northline IT: the one source of "is the office open?", "when does it next open?", "how much
 * open time lies between two instants?" and "which meeting slots can a visitor book?" for the live hand-off,
 * meeting booking (4 business hours of notice) and SLA clocks.
 *
 * Rules:
 * - The hours are `company.hours` (company.ts), in its `America/Toronto` wall time; a day without a rule
 *   (Sunday) is closed. This module reads them and never restates them.
 * - The office is closed on Ontario's nine statutory public holidays (Employment Standards Act, 2000, s. 1
 *   "public holiday"): New Year's Day, Family Day, Good Friday, Victoria Day, Canada Day, Labour Day,
 *   Thanksgiving, Christmas Day and Boxing Day. The dates come from `date-holidays` (region CA-ON, type
 *   'public'), kept to those nine names: Easter Monday, which the library also types 'public', and the Civic
 *   Holiday ('optional') are not statutory in Ontario and the office is open on them.
 * - A statutory holiday on a Saturday or Sunday is observed on a substitute weekday as well (ESA s. 29: a
 *   public holiday on a non-working day is replaced by another working day; the usual practice is the next
 *   one): the first Monday to Friday after it that is neither a statutory holiday nor already a substitute.
 *   The office is closed on both the holiday itself (a Saturday holiday closes the Saturday hours) and its
 *   substitute. Boxing Day 2026 (Saturday) closes Saturday December 26 and Monday December 28; Christmas Day
 *   2027 (Saturday) and Boxing Day 2027 (Sunday) close Monday December 27 and Tuesday December 28.
 *
 * Instants are `Date`s; durations are milliseconds. Open periods are half-open: the office is open at its
 * opening time and closed at its closing time sharp.
 *
 * Import it from the subpath `@northline/content/business-hours`: the package's main entry does not re-export
 * it, so the public site's bundle carries no holiday data.
 */
import { tzOffset } from '@date-fns/tz';
import Holidays from 'date-holidays';
import { company, DAYS_OF_WEEK, type DayOfWeek, type OpeningHoursRule } from './company.ts';

/** The office's IANA time zone, from `company.hours`. */
export const BUSINESS_TIME_ZONE = company.hours.timeZone;

/** The minimum notice of a meeting booking: 4 business hours, in milliseconds. */
export const MEETING_MINIMUM_NOTICE_MS = 4 * 60 * 60 * 1000;

/** The input of {@link fromTorontoWallTime}: a date and time on a Toronto wall clock. */
export interface TorontoWallTimeInput {
  /** Four-digit year. */
  year: number;
  /** Month, 1 (January) to 12. */
  month: number;
  /** Day of the month, 1 to 31. */
  day: number;
  /** Hour, 0 to 23. */
  hour: number;
  /** Minute, 0 to 59. */
  minute: number;
  /** Second, 0 to 59; 0 when left out. */
  second?: number;
}

/** A wall-clock time in Toronto, as {@link torontoWallTime} reads it (milliseconds dropped). */
export interface TorontoWallTime extends TorontoWallTimeInput {
  /** Second, 0 to 59. */
  second: number;
  /** The day of the week in Toronto, spelled as in `company.hours`. */
  weekday: DayOfWeek;
}

/** A day on which the office is closed for an Ontario statutory holiday. */
export interface OntarioHoliday {
  /** The holiday's English name; a substitute day adds ' (observed)': 'Boxing Day (observed)'. */
  name: string;
  /** The closed day, 'YYYY-MM-DD' in Toronto. */
  date: string;
  /** True when `date` is the substitute weekday of a holiday that fell on a Saturday or Sunday. */
  substitute: boolean;
}

/** One open period of the office: from `opens` (inclusive) to `closes` (exclusive). */
export interface OpenPeriod {
  /** The instant the office opens (open from this instant on). */
  opens: Date;
  /** The instant the office closes (closed from this instant on). */
  closes: Date;
}

/** The nine statutory public holidays of the Employment Standards Act, as `date-holidays` names them in English. */
const STATUTORY_HOLIDAY_NAMES: ReadonlySet<string> = new Set([
  "New Year's Day",
  'Family Day',
  'Good Friday',
  'Victoria Day',
  'Canada Day',
  'Labour Day',
  'Thanksgiving',
  'Christmas Day',
  'Boxing Day',
]);

/** The weekday of an index like `Date.prototype.getUTCDay`'s (0 is Sunday). */
const weekdayOf = (utcDay: number): DayOfWeek => DAYS_OF_WEEK[(utcDay + 6) % 7] ?? 'Sunday';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** The longest closed run searched before giving up: no real calendar comes near it. */
const MAX_CLOSED_DAYS = 31;

/** A calendar date without a time zone. */
interface CivilDate {
  year: number;
  month: number;
  day: number;
}

let calendar: Holidays | undefined;

/** The `date-holidays` calendar of Ontario, constructed on first use. */
function holidayCalendar(): Holidays {
  calendar ??= new Holidays('CA', 'ON', { languages: ['en'], types: ['public'] });
  return calendar;
}

const holidaysByYear = new Map<number, ReadonlyMap<string, OntarioHoliday>>();

/** Zero-padded 'YYYY-MM-DD' of a civil date. */
function isoDate({ year, month, day }: CivilDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The civil date `days` after `date` (negative goes back). */
function addDays(date: CivilDate, days: number): CivilDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** 0 (Sunday) to 6 (Saturday) for a civil date. */
function weekdayIndex(date: CivilDate): number {
  return new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
}

/**
 * The closed days of one year, keyed 'YYYY-MM-DD': the nine statutory holidays and the substitutes of those on a
 * weekend. Throws when `date-holidays` no longer reports all nine, so a data change fails loudly.
 */
function closedDaysOf(year: number): ReadonlyMap<string, OntarioHoliday> {
  const cached = holidaysByYear.get(year);
  if (cached) return cached;
  const statutory = holidayCalendar()
    .getHolidays(year, 'en')
    .filter((holiday) => holiday.type === 'public' && STATUTORY_HOLIDAY_NAMES.has(holiday.name))
    .map((holiday) => {
      const [y = '', m = '', d = ''] = holiday.date.slice(0, 10).split('-');
      return { name: holiday.name, civil: { year: Number(y), month: Number(m), day: Number(d) } };
    })
    .sort((a, b) => isoDate(a.civil).localeCompare(isoDate(b.civil)));
  const names = new Set(statutory.map((holiday) => holiday.name));
  if (names.size !== STATUTORY_HOLIDAY_NAMES.size) {
    const missing = [...STATUTORY_HOLIDAY_NAMES].filter((name) => !names.has(name));
    throw new Error(`date-holidays CA-ON lacks statutory holidays in ${year}: ${missing.join(', ')}`);
  }
  const closed = new Map<string, OntarioHoliday>();
  for (const { name, civil } of statutory) {
    const date = isoDate(civil);
    closed.set(date, { name, date, substitute: false });
  }
  for (const { name, civil } of statutory) {
    const weekday = weekdayIndex(civil);
    if (weekday !== 0 && weekday !== 6) continue;
    let candidate = addDays(civil, 1);
    while (weekdayIndex(candidate) === 0 || weekdayIndex(candidate) === 6 || closed.has(isoDate(candidate))) {
      candidate = addDays(candidate, 1);
    }
    const date = isoDate(candidate);
    closed.set(date, { name: `${name} (observed)`, date, substitute: true });
  }
  holidaysByYear.set(year, closed);
  return closed;
}

/** The Toronto calendar date of an instant. */
function torontoDate(at: Date): CivilDate {
  const { year, month, day } = torontoWallTime(at);
  return { year, month, day };
}

/** The holiday closing the office on a civil date, if any. */
function holidayOnDate(date: CivilDate): OntarioHoliday | undefined {
  return closedDaysOf(date.year).get(isoDate(date));
}

/**
 * The Toronto wall-clock time of an instant (DST-aware, from the IANA time-zone data of the runtime).
 *
 * @param at - The instant.
 * @returns Year, month (1-12), day, hour (0-23), minute, second and the weekday name in Toronto.
 * @throws RangeError when `at` is an invalid date.
 */
export function torontoWallTime(at: Date): TorontoWallTime {
  const time = at.getTime();
  if (Number.isNaN(time)) throw new RangeError('torontoWallTime: invalid date');
  const shifted = new Date(time + tzOffset(BUSINESS_TIME_ZONE, at) * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    weekday: weekdayOf(shifted.getUTCDay()),
  };
}

/**
 * The instant of a Toronto wall-clock time. Around the daylight-saving changes:
 * - a time that does not exist (the spring-forward gap, 02:00-02:59 on the second Sunday of March) resolves
 *   forward by the gap: 02:30 becomes 03:30 EDT;
 * - a time that occurs twice (the fall-back hour, 01:00-01:59 on the first Sunday of November) takes the
 *   earlier instant, the one in daylight time (EDT, UTC-4).
 *
 * @param wall - Year, month (1-12), day, hour (0-23), minute and optional second, in Toronto.
 * @returns The instant.
 * @throws RangeError when a field is out of range or not an integer (February 30 is an error, not March 2).
 */
export function fromTorontoWallTime(wall: TorontoWallTimeInput): Date {
  const { year, month, day, hour, minute, second = 0 } = wall;
  const fields = [year, month, day, hour, minute, second];
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(local);
  if (
    !fields.every(Number.isInteger) ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  ) {
    throw new RangeError(`fromTorontoWallTime: invalid wall time ${JSON.stringify(wall)}`);
  }
  // Of the offsets in force a day before and a day after, the first that gives back this wall time wins, so a
  // repeated hour takes the earlier instant. A skipped time has none and takes the offset before the gap, which
  // lands it as far past the gap's end as it was past the gap's start.
  const before = tzOffset(BUSINESS_TIME_ZONE, new Date(local - DAY_MS));
  const after = tzOffset(BUSINESS_TIME_ZONE, new Date(local + DAY_MS));
  for (const offset of [before, after]) {
    const candidate = new Date(local - offset * MINUTE_MS);
    if (tzOffset(BUSINESS_TIME_ZONE, candidate) === offset) return candidate;
  }
  return new Date(local - before * MINUTE_MS);
}

/**
 * The Ontario statutory holiday, or the substitute day of one, that closes the office on the Toronto day of `at`.
 * Source: the Employment Standards Act, 2000 (the nine public holidays and s. 29 substitute days), with dates
 * from `date-holidays` region CA-ON; see the module comment for the substitute rule.
 *
 * @param at - Any instant of the day.
 * @returns The holiday's name and the Toronto date 'YYYY-MM-DD', or `undefined` on an ordinary day.
 * @throws Error when `date-holidays` does not report all nine statutory holidays for that year.
 */
export function ontarioHolidayOn(at: Date): OntarioHoliday | undefined {
  return holidayOnDate(torontoDate(at));
}

/**
 * The open instants of each civil date asked for, as epoch milliseconds (null: closed all day), keyed 'YYYY-MM-DD':
 * a pure function of the date (`company.hours` and the holidays do not change while the process runs), so each
 * date's six time-zone lookups are done once. Cleared past {@link OPEN_PERIODS_KEPT} dates.
 */
const openPeriodsByDate = new Map<string, readonly [opens: number, closes: number] | null>();

/** The most dates {@link openPeriodsByDate} keeps: about a year's. */
const OPEN_PERIODS_KEPT = 400;

/** The open period on a Toronto civil date, or `undefined` when the office is closed all day (new `Date`s each call). */
function openPeriodOnDate(date: CivilDate): OpenPeriod | undefined {
  const key = isoDate(date);
  let period = openPeriodsByDate.get(key);
  if (period === undefined) {
    period = computeOpenPeriod(date);
    if (openPeriodsByDate.size >= OPEN_PERIODS_KEPT) openPeriodsByDate.clear();
    openPeriodsByDate.set(key, period);
  }
  return period === null ? undefined : { opens: new Date(period[0]), closes: new Date(period[1]) };
}

/** {@link openPeriodOnDate} worked out: the rule of the weekday, less holidays, its times placed in Toronto. */
function computeOpenPeriod(date: CivilDate): readonly [number, number] | null {
  const weekday = weekdayOf(weekdayIndex(date));
  const rule = company.hours.rules.find((candidate) => candidate.days.includes(weekday));
  if (!rule || holidayOnDate(date)) return null;
  const at = (hhmm: string): number => {
    const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
    return fromTorontoWallTime({ year: date.year, month: date.month, day: date.day, hour, minute }).getTime();
  };
  return [at(rule.opens), at(rule.closes)];
}

/**
 * The office's open period on the Toronto day of `at` (`company.hours`, less statutory holidays and substitute
 * days), whether or not `at` falls inside it.
 *
 * @param at - Any instant of the day.
 * @returns Its opening (inclusive) and closing (exclusive) instants, or `undefined` when closed all day.
 */
export function openPeriodOn(at: Date): OpenPeriod | undefined {
  return openPeriodOnDate(torontoDate(at));
}

/**
 * Whether the office is open at `at`: within `company.hours` on a day that is not an Ontario statutory holiday
 * nor a substitute day. Opening time counts as open, closing time as closed.
 *
 * @param at - The instant.
 * @returns True when a consultant is on duty.
 */
export function isBusinessOpen(at: Date): boolean {
  const period = openPeriodOn(at);
  return period !== undefined && period.opens <= at && at < period.closes;
}

/**
 * The open period that contains `at`, or else the next one to start after it.
 *
 * @param at - The instant.
 * @returns The period; `opens` is earlier than or equal to `at` only when the office is open at `at`.
 * @throws RangeError when no open period starts within 31 days (only with empty `company.hours`).
 */
export function currentOrNextOpenPeriod(at: Date): OpenPeriod {
  let date = torontoDate(at);
  for (let i = 0; i <= MAX_CLOSED_DAYS; i += 1) {
    const period = openPeriodOnDate(date);
    if (period && at < period.closes) return period;
    date = addDays(date, 1);
  }
  throw new RangeError(`No open period within ${MAX_CLOSED_DAYS} days of ${at.toISOString()}`);
}

/**
 * The instant the office next opens, strictly after `at`: when the office is closed, the start of the next open
 * period (Saturday 17:30 gives Monday 08:00); when it is open, the start of the following period (Tuesday 10:40
 * gives Wednesday 08:00), not `at`. For "open now, or when?" use {@link currentOrNextOpening}.
 *
 * @param at - The instant.
 * @returns The next opening instant, later than `at`.
 * @throws RangeError when no opening falls within 31 days (only with empty `company.hours`).
 */
export function nextBusinessOpening(at: Date): Date {
  const period = currentOrNextOpenPeriod(at);
  if (period.opens > at) return period.opens;
  return currentOrNextOpenPeriod(period.closes).opens;
}

/**
 * `at` itself when the office is open then, else the instant it next opens. The start of an SLA clock and the
 * "available from" of the live hand-off.
 *
 * @param at - The instant.
 * @returns `at` (a new `Date` of the same instant) or the next opening.
 * @throws RangeError when no opening falls within 31 days (only with empty `company.hours`).
 */
export function currentOrNextOpening(at: Date): Date {
  const period = currentOrNextOpenPeriod(at);
  return period.opens > at ? period.opens : new Date(at.getTime());
}

/**
 * The minutes of the longest regular business day (`company.hours`: Monday to Friday 08:00-18:00, 600 minutes):
 * "one business day" of an SLA target.
 */
export const BUSINESS_DAY_MINUTES: number = Math.max(
  ...company.hours.rules.map((rule) => {
    const minutes = (hhmm: string) => {
      const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
      return hour * 60 + minute;
    };
    return minutes(rule.closes) - minutes(rule.opens);
  }),
);

/**
 * The open time between two instants, in milliseconds: the overlap of [from, to) with the office's open periods
 * (`company.hours`, less statutory holidays and substitute days). Signed: swapping the arguments negates it.
 *
 * @param from - The start instant.
 * @param to - The end instant.
 * @returns Milliseconds of open time; 0 when both lie in the same closed stretch; negative when `to` < `from`.
 * @throws RangeError when either date is invalid.
 */
export function businessHoursBetween(from: Date, to: Date): number {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) {
    throw new RangeError('businessHoursBetween: invalid date');
  }
  if (to < from) return -businessHoursBetween(to, from);
  let total = 0;
  let date = torontoDate(from);
  const last = isoDate(torontoDate(to));
  while (isoDate(date) <= last) {
    const period = openPeriodOnDate(date);
    if (period) {
      const start = Math.max(period.opens.getTime(), from.getTime());
      const end = Math.min(period.closes.getTime(), to.getTime());
      if (end > start) total += end - start;
    }
    date = addDays(date, 1);
  }
  return total;
}

/**
 * The earliest instant at which `ms` of open time has passed since `from`: the deadline of an SLA clock, or the
 * earliest start of a meeting booked at `from` ({@link MEETING_MINIMUM_NOTICE_MS}). Closed time (nights, Sundays,
 * statutory holidays and substitute days) does not count. Friday 16:00 + 4 hours is Saturday 11:00 (two hours
 * on Friday, two from Saturday 09:00); Friday 16:00 + 2 hours is Friday 18:00, the closing instant itself.
 * `businessHoursBetween(from, addBusinessTime(from, ms))` equals `ms`.
 *
 * @param from - The start instant.
 * @param ms - Open time to add, in milliseconds; fractions round up to a whole millisecond.
 * @returns The instant; `from` itself when `ms` is 0.
 * @throws RangeError when `ms` is negative or not finite, or `from` is invalid.
 */
export function addBusinessTime(from: Date, ms: number): Date {
  if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`addBusinessTime: ms must be >= 0, got ${ms}`);
  if (Number.isNaN(from.getTime())) throw new RangeError('addBusinessTime: invalid date');
  let remaining = Math.ceil(ms);
  if (remaining === 0) return new Date(from.getTime());
  let cursor = from;
  for (;;) {
    const period = currentOrNextOpenPeriod(cursor);
    const start = Math.max(period.opens.getTime(), cursor.getTime());
    const available = period.closes.getTime() - start;
    if (remaining <= available) return new Date(start + remaining);
    remaining -= available;
    cursor = period.closes;
  }
}

/**
 * An instant in plain English for visitors, in Toronto time: 'Monday, December 28 at 8:00 a.m. (Toronto time)'.
 * Hours are 12-hour with 'a.m.' and 'p.m.' as the site writes them; noon is '12:00 p.m.', midnight '12:00 a.m.'.
 *
 * @param at - The instant.
 * @param options - `year: true` adds the year after the day: 'Monday, December 28, 2026 at 8:00 a.m. (Toronto time)'.
 * @returns The sentence fragment.
 * @throws RangeError when `at` is an invalid date.
 */
export function formatTorontoDateTime(at: Date, options: { year?: boolean } = {}): string {
  const wall = torontoWallTime(at);
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  const period = wall.hour < 12 ? 'a.m.' : 'p.m.';
  const year = options.year ? `, ${wall.year}` : '';
  const minute = String(wall.minute).padStart(2, '0');
  return `${wall.weekday}, ${MONTHS[wall.month - 1]} ${wall.day}${year} at ${hour12}:${minute} ${period} (Toronto time)`;
}

/** One meeting slot offered to a visitor: from `starts` (inclusive) to `ends` (exclusive). */
export interface MeetingSlot {
  /** The meeting's start instant. */
  starts: Date;
  /** The meeting's end instant. */
  ends: Date;
}

/** The shape of the slots of {@link meetingSlots} and {@link isBookableMeetingSlot}. */
export interface MeetingSlotOptions {
  /** Meeting length in minutes, a positive integer. */
  durationMinutes: number;
  /** Minutes between slot starts, counted from each opening (08:00, 08:30, ... with 30); defaults to the duration. */
  stepMinutes?: number;
  /** How many open days to offer, counting from the first day with a bookable slot; defaults to 5. */
  days?: number;
}

/** Duration and step of slot options in milliseconds, after checking them. */
function slotShape(options: MeetingSlotOptions): { duration: number; step: number } {
  const { durationMinutes, stepMinutes = durationMinutes } = options;
  if (
    !Number.isInteger(durationMinutes) ||
    durationMinutes <= 0 ||
    !Number.isInteger(stepMinutes) ||
    stepMinutes <= 0
  ) {
    throw new RangeError(`Meeting slots need positive whole minutes, got ${JSON.stringify(options)}`);
  }
  return { duration: durationMinutes * MINUTE_MS, step: stepMinutes * MINUTE_MS };
}

/**
 * The meeting slots a visitor can book at `now`: each lies wholly inside one open period (`company.hours`; none
 * on Sundays, Ontario statutory holidays or substitute days), starts on the step grid from that period's opening,
 * and starts no earlier than {@link MEETING_MINIMUM_NOTICE_MS} (4 business hours) after `now`.
 *
 * @param now - The instant of booking.
 * @param options - Duration, step and number of open days, in minutes and days.
 * @returns The slots in time order, over the first `days` open days that have one.
 * @throws RangeError when the duration or step is not a positive whole number of minutes, `days` is not a
 *   positive integer, or the meeting fits in no open period (longer than a whole day's hours).
 */
export function meetingSlots(now: Date, options: MeetingSlotOptions): MeetingSlot[] {
  const { duration, step } = slotShape(options);
  const days = options.days ?? 5;
  if (!Number.isInteger(days) || days <= 0)
    throw new RangeError(`meetingSlots: days must be >= 1, got ${days}`);
  const earliest = addBusinessTime(now, MEETING_MINIMUM_NOTICE_MS).getTime();
  const slots: MeetingSlot[] = [];
  let period = currentOrNextOpenPeriod(new Date(earliest));
  let offered = 0;
  let empty = 0;
  while (offered < days) {
    const before = slots.length;
    for (let start = period.opens.getTime(); start + duration <= period.closes.getTime(); start += step) {
      if (start >= earliest) slots.push({ starts: new Date(start), ends: new Date(start + duration) });
    }
    if (slots.length > before) {
      offered += 1;
      empty = 0;
    } else if (++empty > MAX_CLOSED_DAYS) {
      throw new RangeError(
        `meetingSlots: a ${options.durationMinutes}-minute meeting fits in no open period`,
      );
    }
    period = currentOrNextOpenPeriod(period.closes);
  }
  return slots;
}

/**
 * Whether a visitor may book a meeting starting at `starts` when asked at `now`: the same rules as
 * {@link meetingSlots} (inside one open period, on the step grid, at least 4 business hours after `now`), with no
 * limit on how far ahead. The API checks a posted slot with it rather than trusting the form.
 *
 * @param now - The instant of booking.
 * @param starts - The requested start instant.
 * @param options - Duration and step in minutes; `days` is ignored.
 * @returns True when `starts` is a bookable slot start.
 * @throws RangeError when the duration or step is not a positive whole number of minutes.
 */
export function isBookableMeetingSlot(now: Date, starts: Date, options: MeetingSlotOptions): boolean {
  const { duration, step } = slotShape(options);
  if (Number.isNaN(starts.getTime())) return false;
  const period = openPeriodOn(starts);
  if (!period) return false;
  const start = starts.getTime();
  const fromOpening = start - period.opens.getTime();
  return (
    fromOpening >= 0 &&
    fromOpening % step === 0 &&
    start + duration <= period.closes.getTime() &&
    start >= addBusinessTime(now, MEETING_MINIMUM_NOTICE_MS).getTime()
  );
}

/**
 * The Toronto calendar date of an instant, 'YYYY-MM-DD' (the key of a consultant's day off).
 *
 * @param at - The instant.
 * @returns The date in Toronto, zero-padded.
 * @throws RangeError when `at` is an invalid date.
 */
export function torontoDateKey(at: Date): string {
  return isoDate(torontoDate(at));
}

/** A date key: 'YYYY-MM-DD'. */
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The civil date of a date key, or undefined when it is not a real calendar date ('2026-02-30'). */
function civilOfKey(key: string): CivilDate | undefined {
  const match = DATE_KEY.exec(key);
  if (!match) return undefined;
  const civil = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isoDate(addDays(civil, 0)) === key ? civil : undefined;
}

/** The civil date of a date key. @throws RangeError naming `caller` when the key is not a date */
function civilOrThrow(key: string, caller: string): CivilDate {
  const civil = civilOfKey(key);
  if (!civil) throw new RangeError(`${caller}: not a date ${key}`);
  return civil;
}

/**
 * Whether `key` is a real calendar date written 'YYYY-MM-DD' (a Toronto date key, as {@link torontoDateKey}
 * writes them).
 */
export function isDateKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && civilOfKey(key) !== undefined;
}

/**
 * The date key `days` calendar days after `key` (before, when negative): calendar arithmetic on the date itself,
 * so a daylight-saving change never shifts it.
 *
 * @throws RangeError when `key` is not a date
 */
export function addDaysToDateKey(key: string, days: number): string {
  return isoDate(addDays(civilOrThrow(key, 'addDaysToDateKey'), days));
}

/**
 * The Monday of the week of a date key: weeks run Monday to Sunday, as in Canada's business calendars (ISO 8601).
 *
 * @throws RangeError when `key` is not a date
 */
export function mondayOfDateKey(key: string): string {
  const civil = civilOrThrow(key, 'mondayOfDateKey');
  return isoDate(addDays(civil, -((weekdayIndex(civil) + 6) % 7)));
}

/**
 * The instant Toronto's day `key` starts (midnight wall time). A day's range is from its start to the next day's:
 * 23 or 25 hours on a daylight-saving change, which needs nothing special.
 *
 * @throws RangeError when `key` is not a date
 */
export function torontoDayStart(key: string): Date {
  const { year, month, day } = civilOrThrow(key, 'torontoDayStart');
  return fromTorontoWallTime({ year, month, day, hour: 0, minute: 0 });
}

/** Minutes since Toronto midnight of an 'HH:MM' wall time. */
function minutesOf(hhmm: string): number {
  const [hour = 0, minute = 0] = hhmm.split(':').map(Number);
  return hour * 60 + minute;
}

/**
 * Whether the period [starts, ends) lies inside weekly hours given as rules like `company.hours` (a consultant's
 * working hours): both ends on the same Toronto day, and one rule for that weekday opens at or before the start
 * and closes at or after the end (wall time, so the hours hold across daylight-saving changes). Holidays are not
 * this function's concern: {@link meetingSlots} leaves them out.
 *
 * @param starts - The period's start instant.
 * @param ends - The period's end instant (exclusive).
 * @param rules - The weekly hours, 24-hour 'HH:MM' Toronto wall times.
 * @returns True when the whole period is inside the hours.
 * @throws RangeError when either date is invalid.
 */
export function withinWeeklyHours(starts: Date, ends: Date, rules: readonly OpeningHoursRule[]): boolean {
  const from = torontoWallTime(starts);
  const to = torontoWallTime(new Date(ends.getTime() - 1));
  if (from.year !== to.year || from.month !== to.month || from.day !== to.day) return false;
  const start = from.hour * 60 + from.minute;
  const end = start + Math.ceil((ends.getTime() - starts.getTime()) / MINUTE_MS);
  return rules.some(
    (rule) =>
      rule.days.includes(from.weekday) && minutesOf(rule.opens) <= start && end <= minutesOf(rule.closes),
  );
}
