/**
 * The staff meetings' views on Toronto dates ('YYYY-MM-DD'): today's date, a day's or a week's (Monday to Sunday)
 * range as instants for `staff.meetings.list`, and the labels. The calendar arithmetic (adding days, a week's
 * Monday, the instant a Toronto day starts) is `@northline/content/business-hours`', which the API's booking rules
 * use too.
 */
import {
  addDaysToDateKey,
  isDateKey,
  mondayOfDateKey,
  torontoDateKey,
  torontoDayStart,
} from '@northline/content/business-hours';

export { addDaysToDateKey, isDateKey };

/** A meetings view: one Toronto day, or its Monday-to-Sunday week. */
export type MeetingsView = 'day' | 'week';

/** Today's Toronto date at the instant `now` (ms since the epoch). */
export function todayKey(now: number): string {
  return torontoDateKey(new Date(now));
}

/** The UTC-midnight date of a date key, for the labels' formatting only; null when it is not a date. */
const utcDate = (key: string): Date | null => (isDateKey(key) ? new Date(`${key}T00:00:00Z`) : null);

/**
 * The range a view of `key` shows: its first date, its dates, and `[from, to)` as instants for
 * `staff.meetings.list`.
 */
export function rangeOf(
  view: MeetingsView,
  key: string,
): { first: string; days: string[]; from: string; to: string } {
  const first = view === 'week' ? mondayOfDateKey(key) : key;
  const count = view === 'week' ? 7 : 1;
  const days = Array.from({ length: count }, (_, index) => addDaysToDateKey(first, index));
  return {
    first,
    days,
    from: torontoDayStart(first).toISOString(),
    to: torontoDayStart(addDaysToDateKey(first, count)).toISOString(),
  };
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
