/**
 * The calendar arithmetic of the staff meetings' views, on Toronto dates ('YYYY-MM-DD'): today's date, a day's or a
 * week's (Monday to Sunday) range as instants for `staff.meetings.list`, and the labels. A date is a calendar day,
 * so adding days is done on the date itself; only its start is turned into an instant, from Toronto wall time
 * (daylight-saving changes give a 23- or 25-hour day, which needs nothing special).
 */
import { fromTorontoWallTime, torontoDateKey } from '@northline/content/business-hours';

/** A meetings view: one Toronto day, or its Monday-to-Sunday week. */
export type MeetingsView = 'day' | 'week';

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC-midnight date of a Toronto date key (for weekday and label arithmetic only), or null when invalid. */
function utcDate(key: string): Date | null {
  const match = DATE_KEY.exec(key);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === key ? date : null;
}

/** Whether `key` is a real calendar date written 'YYYY-MM-DD'. */
export function isDateKey(key: string | null | undefined): key is string {
  return typeof key === 'string' && utcDate(key) !== null;
}

/** Today's Toronto date at the instant `now` (ms since the epoch). */
export function todayKey(now: number): string {
  return torontoDateKey(new Date(now));
}

/** The date `days` days after `key` (before, when negative). */
export function addDays(key: string, days: number): string {
  const date = utcDate(key);
  if (!date) throw new RangeError(`addDays: not a date ${key}`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The Monday of the week of `key` (weeks run Monday to Sunday, as in Canada's business calendars). */
export function mondayOf(key: string): string {
  const date = utcDate(key);
  if (!date) throw new RangeError(`mondayOf: not a date ${key}`);
  return addDays(key, -((date.getUTCDay() + 6) % 7));
}

/** The instant Toronto's day `key` starts (ISO 8601, UTC). */
export function startOf(key: string): string {
  const [year, month, day] = key.split('-').map(Number);
  return fromTorontoWallTime({
    year: year ?? 0,
    month: month ?? 0,
    day: day ?? 0,
    hour: 0,
    minute: 0,
  }).toISOString();
}

/**
 * The range a view of `key` shows: its first date, its dates, and `[from, to)` as instants for
 * `staff.meetings.list`.
 */
export function rangeOf(
  view: MeetingsView,
  key: string,
): { first: string; days: string[]; from: string; to: string } {
  const first = view === 'week' ? mondayOf(key) : key;
  const count = view === 'week' ? 7 : 1;
  const days = Array.from({ length: count }, (_, index) => addDays(first, index));
  return { first, days, from: startOf(first), to: startOf(addDays(first, count)) };
}

const longDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A date in words: 'Monday, November 30, 2026'. */
export function dayLabel(key: string): string {
  const date = utcDate(key);
  return date ? longDay.format(date) : key;
}

/** A date, short: 'Nov 30, 2026'. */
export function shortDayLabel(key: string): string {
  const date = utcDate(key);
  return date ? shortDay.format(date) : key;
}
