/**
 * The booking panel's rules about free times (booking-panel.tsx): how many days and times it shows, and the
 * formats of a slot's Toronto day and time. Pure helpers, without React.
 */
import type { MeetingDay, MeetingSlot } from './booking-client.ts';

/** The time zone of every slot (the office's). */
export const MEETING_TIME_ZONE = 'America/Toronto';

/** Days with free times fetched first, and how many more each 'More times' adds. */
export const FIRST_DAYS = 3;
/**
 * Days fetched first when the panel opens because nobody can answer the chat now (docs/decisions/088): the first
 * bookable day's times, the next opening's; 'More times' adds the others.
 */
export const NEXT_OPENING_DAYS = 1;
export const MORE_DAYS = 4;
/** The most days the API lists (`MEETING_SLOT_DAYS_MAX`). */
export const MAX_DAYS = 21;
/** Times shown per day until the visitor asks for more. */
export const FIRST_SLOTS_PER_DAY = 6;

/** A locale's formatters of a slot's Toronto day, time and both ('Monday, December 2' / '1:00 p.m.'). */
export function torontoFormats(locale: string) {
  const make = (options: Intl.DateTimeFormatOptions) => {
    try {
      return new Intl.DateTimeFormat(locale, { timeZone: MEETING_TIME_ZONE, ...options });
    } catch {
      // A locale the browser does not know: Canadian English.
      return new Intl.DateTimeFormat('en-CA', { timeZone: MEETING_TIME_ZONE, ...options });
    }
  };
  const day = make({ weekday: 'long', month: 'long', day: 'numeric' });
  const time = make({ hour: 'numeric', minute: '2-digit' });
  const key = make({ year: 'numeric', month: '2-digit', day: '2-digit' });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    when: (iso: string) => `${day.format(new Date(iso))}, ${time.format(new Date(iso))}`,
    /** The Toronto date of an instant, to group slots by day. */
    dateKey: (iso: string) => key.format(new Date(iso)),
  };
}

/**
 * The formatters {@link torontoFormats} makes: `day`, `time` and `when` of an ISO instant, and its Toronto
 * `dateKey`.
 */
export type BookingFormats = ReturnType<typeof torontoFormats>;

/** Groups flat slots (a 409's `nextSlots`) by Toronto day, in order. */
export function groupByDay(slots: readonly MeetingSlot[], dateKey: (iso: string) => string): MeetingDay[] {
  const days: MeetingDay[] = [];
  for (const slot of slots) {
    const date = dateKey(slot.start);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
