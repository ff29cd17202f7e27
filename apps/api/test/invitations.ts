/**
 * Meeting invitations read back as a calendar program reads them, for the API's tests and its booking benchmark:
 * the e-mail's calendar part (`@northline/test-setup/calendar-mail`, shared with the site's browser tests) parsed
 * by node-ical, an iCalendar parser independent of the product's writer (scheduling/meeting-invite.ts).
 */
import ical from 'node-ical';

/** An invitation's one VEVENT as node-ical reads it. */
export interface InviteEvent {
  uid: string;
  /** `SEQUENCE` (RFC 5545 §3.8.7.4), as node-ical gives it: text or a number. */
  sequence: string | number;
  /** `DTSTART` as an instant; `tz` is its `TZID` (`America/Toronto`). */
  start: Date & { tz?: string };
  status?: string;
}

/**
 * Parses an invitation with node-ical: its METHOD (the VCALENDAR's, else the text's METHOD line) and its one VEVENT.
 *
 * @param text the iCalendar text (a calendar part's `text`, or an invitation written directly)
 * @throws Error 'no VEVENT' when the calendar has no event; node-ical's error when the text does not parse
 */
export function parseInvite(text: string): { method: string | undefined; event: InviteEvent } {
  const parsed = ical.sync.parseICS(text) as Record<
    string,
    { type?: string; method?: string } & Partial<InviteEvent>
  >;
  const components = Object.values(parsed);
  const event = components.find((component) => component?.type === 'VEVENT') as InviteEvent | undefined;
  const calendar = components.find((component) => component?.type === 'VCALENDAR');
  if (!event) throw new Error('no VEVENT');
  const method = calendar?.method ?? /^METHOD:(.+)$/m.exec(text)?.[1]?.trim();
  return { method, event };
}
