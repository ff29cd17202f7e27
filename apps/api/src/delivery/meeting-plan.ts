/**
 * Which e-mails a meeting version sends (docs/decisions/075-deliveries-planned-from-the-event-log.md): the rule the
 * alert dispatcher (delivery/alert-dispatcher.ts) applies to each `meeting.booked`, `meeting.rescheduled` and
 * `meeting.cancelled` of the log, free of I/O.
 *
 * - The version's e-mail goes to the visitor and to the consultant, due at the event's time: the invitation
 *   (`meeting.booked`), its update (`meeting.rescheduled`) or the cancellation (`meeting.cancelled`).
 * - A booked or moved meeting also gets its reminder (`meeting.reminder`) to both, due
 *   {@link MEETING_REMINDER_BEFORE_MS} before its start, unless that time comes less than
 *   {@link MEETING_REMINDER_MIN_GAP_MS} after the event: the invitation that goes now is then the reminder (booking
 *   tools send a reminder only to a booking made before its window, docs/decisions/058; a reminder hours after the
 *   invitation reads as a duplicate).
 * - A version without its start plans nothing: such an event was stored with its e-mails already written.
 *
 * Each e-mail is unique per meeting, SEQUENCE, recipient and topic (`delivery_meeting_email_unique`), so a version
 * planned twice writes nothing more.
 */
import type { DeliveryRecipient, MeetingTopic } from '../db/delivery.entity.ts';

/**
 * How long before a meeting its reminder e-mail is due: 24 hours. A meeting booked or moved later than that gets
 * none.
 */
export const MEETING_REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/** The least time between a version's e-mail and its reminder: 12 hours. Closer, the version's e-mail reminds. */
export const MEETING_REMINDER_MIN_GAP_MS = 12 * 60 * 60 * 1000;

/** The topics of a meeting's versions: the event types that plan its e-mails. */
export const MEETING_VERSION_TOPICS = ['meeting.booked', 'meeting.rescheduled', 'meeting.cancelled'] as const;

/** One of {@link MEETING_VERSION_TOPICS}. */
export type MeetingVersionTopic = (typeof MEETING_VERSION_TOPICS)[number];

/** A meeting version as its event tells it. */
export interface MeetingVersion {
  topic: MeetingVersionTopic;
  /** The version's start; undefined for an event that does not carry it. */
  startsAt: Date | undefined;
  /** The event's time: when the version was made. */
  at: Date;
}

/** One e-mail of a meeting version: its recipient, topic and when it is due. */
export interface PlannedMeetingEmail {
  recipient: DeliveryRecipient;
  topic: MeetingTopic;
  due: Date;
}

/** Whether an event type is one of {@link MEETING_VERSION_TOPICS}. */
export function isMeetingVersionTopic(type: string): type is MeetingVersionTopic {
  return (MEETING_VERSION_TOPICS as readonly string[]).includes(type);
}

/**
 * The e-mails of one meeting version (see the module's rules).
 *
 * @returns the e-mails, the version's own first (visitor, consultant), then the reminders; none for a version
 *   without its start
 */
export function planMeetingEmails(version: MeetingVersion): PlannedMeetingEmail[] {
  if (version.startsAt === undefined) return [];
  const reminderDue = new Date(version.startsAt.getTime() - MEETING_REMINDER_BEFORE_MS);
  const reminds =
    version.topic !== 'meeting.cancelled' &&
    reminderDue.getTime() - version.at.getTime() >= MEETING_REMINDER_MIN_GAP_MS;
  const recipients: readonly DeliveryRecipient[] = ['visitor', 'consultant'];
  return [
    ...recipients.map((recipient) => ({ recipient, topic: version.topic, due: version.at })),
    ...(reminds
      ? recipients.map((recipient) => ({ recipient, topic: 'meeting.reminder' as const, due: reminderDue }))
      : []),
  ];
}
