/**
 * The iCalendar objects of meetings (RFC 5545), as scheduling messages (RFC 5546 iTIP) and as a feed, written with
 * ical-generator:
 * - `METHOD:REQUEST` invites and updates: the same UID for the meeting's whole life, SEQUENCE 0 when booked and
 *   raised by each reschedule, so calendars replace the event instead of adding one (RFC 5546 §2.1.4, §3.2.2);
 * - `METHOD:CANCEL` with the same UID, a raised SEQUENCE and STATUS:CANCELLED (RFC 5546 §3.2.5);
 * - DTSTART and DTEND carry `TZID=America/Toronto` with the zone's VTIMEZONE (RFC 5545 §3.6.5; the rules of Canada's
 *   Eastern time since 2007: daylight time from the second Sunday of March to the first Sunday of November at 02:00);
 * - ORGANIZER is the consultant and ATTENDEE the visitor (RSVP requested), plus the consultant as a required
 *   participant; LOCATION is the meeting link or address, URL and DESCRIPTION carry the reschedule/cancel page.
 */
import { TZDate } from '@date-fns/tz';
import { BUSINESS_TIME_ZONE } from '@northline/content/business-hours';
import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';

/** The time zone of every meeting: the business's (`company.hours.timeZone`, America/Toronto). */
export const MEETING_TIME_ZONE = BUSINESS_TIME_ZONE;

/** America/Toronto's VTIMEZONE (RFC 5545 §3.6.5), rules in force since 2007. */
export const TORONTO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${MEETING_TIME_ZONE}`,
  `X-LIC-LOCATION:${MEETING_TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:20070311T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:20071104T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A person in an invitation. */
export interface InvitePerson {
  name: string;
  email: string;
}

/** One meeting as a VEVENT. */
export interface InviteEvent {
  /** RFC 5545 UID. */
  uid: string;
  /** RFC 5545 SEQUENCE. */
  sequence: number;
  starts: Date;
  ends: Date;
  /** DTSTAMP: when this version was written. */
  stamp: Date;
  summary: string;
  description: string;
  /** The meeting link or address. */
  location: string;
  /** The reschedule/cancel page, when the recipient may use it. */
  url?: string | undefined;
  organizer: InvitePerson;
  /** The visitor; absent in the feed. */
  attendee?: InvitePerson | undefined;
  cancelled?: boolean;
}

function calendarOf(method: ICalCalendarMethod | null) {
  return ical({
    prodId: { company: 'Northline IT', product: 'Meetings', language: 'EN' },
    ...(method ? { method } : {}),
  });
}

/**
 * The calendar's text with the VTIMEZONE its events' TZID names, before the first component. The zone is not set
 * on the calendar itself: ical-generator would then write DTSTAMP in Toronto time, where RFC 5545 §3.8.7.2 wants
 * UTC.
 */
function withTimeZone(text: string): string {
  const at = text.search(/BEGIN:VEVENT\r\n|END:VCALENDAR/);
  return `${text.slice(0, at)}${TORONTO_VTIMEZONE}\r\n${text.slice(at)}`;
}

function addEvent(calendar: ReturnType<typeof calendarOf>, event: InviteEvent): void {
  calendar.createEvent({
    id: event.uid,
    sequence: event.sequence,
    // A TZDate makes ical-generator write Toronto wall time after TZID (a plain Date would use the process's zone).
    start: new TZDate(event.starts.getTime(), MEETING_TIME_ZONE),
    end: new TZDate(event.ends.getTime(), MEETING_TIME_ZONE),
    stamp: event.stamp,
    timezone: MEETING_TIME_ZONE,
    summary: event.summary,
    description: event.description,
    location: event.location,
    ...(event.url ? { url: event.url } : {}),
    status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: event.organizer.name, email: event.organizer.email },
    attendees: [
      ...(event.attendee
        ? [
            {
              name: event.attendee.name,
              email: event.attendee.email,
              rsvp: !event.cancelled,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.NEEDSACTION,
            },
          ]
        : []),
    ],
  });
}

/**
 * A scheduling message of one meeting (RFC 5546): `REQUEST` for the invitation and every update, `CANCEL` for the
 * cancellation (the event then says STATUS:CANCELLED).
 *
 * @param method 'REQUEST' or 'CANCEL'
 * @param event the meeting's version to send
 * @returns the iCalendar text (CRLF lines, folded at 75 octets)
 */
export function meetingInvite(method: 'REQUEST' | 'CANCEL', event: InviteEvent): string {
  const calendar = calendarOf(method === 'REQUEST' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL);
  addEvent(calendar, { ...event, cancelled: method === 'CANCEL' });
  return withTimeZone(calendar.toString());
}

/**
 * A consultant's private feed (RFC 5545 without METHOD: a published calendar): every booked meeting as a VEVENT
 * with its UID and SEQUENCE, so a subscribed calendar updates events in place.
 *
 * @param name the calendar's display name (X-WR-CALNAME)
 * @param events the booked meetings
 */
export function meetingFeed(name: string, events: readonly InviteEvent[]): string {
  const calendar = calendarOf(null);
  calendar.name(name);
  for (const event of events) addEvent(calendar, event);
  return withTimeZone(calendar.toString());
}
