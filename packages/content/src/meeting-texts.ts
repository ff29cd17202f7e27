/**
 * What the meeting booking says to visitors and consultants (docs/decisions/033): the answers of the booking
 * API and the texts of the invitation, update, cancellation and reminder e-mails. Times are written with
 * `formatTorontoDateTime` by the caller and passed in as text, so this module carries no holiday data.
 */
import { company } from './company.ts';

/** The sentences the booking API answers with (its messages are shown to the visitor as they are). */
export const meetingApiMessages = {
  /** The 409 of a slot another visitor took first. */
  slotTaken: 'That time was just taken. Please choose another time.',
  /** The 400 issue of a start that is not an offered slot (past, too soon, off the grid, too far ahead). */
  notOffered: 'Please choose one of the offered times.',
  /** A manage link that does not verify or names no meeting. */
  linkInvalid: 'This link is not valid. Please use the link in your latest e-mail from us.',
  /** A manage link of an earlier version of the meeting (it was rescheduled since). */
  linkReplaced: 'This link was replaced by a newer one. Please use the link in your latest e-mail from us.',
  /** A manage link after the meeting's end. */
  linkExpired: 'This link has expired: the meeting is over.',
  /** Reschedule or cancel of a cancelled meeting. */
  alreadyCancelled: 'This meeting is already cancelled.',
  /** A feed URL whose secret is unknown or revoked. */
  feedNotFound: 'Calendar feed not found',
  /** The booking's confirmation sentence. */
  booked: (when: string) =>
    `Your free IT assessment is booked for ${when}. We sent the invitation to your e-mail.`,
} as const;

/** The facts of one meeting an e-mail is written from. */
export interface MeetingEmailFacts {
  /** The visitor's name. */
  visitorName: string;
  /** The consultant's name. */
  consultantName: string;
  /** The start in words: 'Monday, December 28, 2026 at 9:30 a.m. (Toronto time)'. */
  when: string;
  /** Minutes. */
  durationMinutes: number;
  /** The meeting link or address. */
  location: string;
  /** The reschedule/cancel page (absent in the consultant's copy). */
  manageUrl?: string | undefined;
}

/** The assessment's name, as calendars show it. */
export const meetingSummary = `Free IT assessment with ${company.name}`;

/** One e-mail: subject and plain text. */
export interface MeetingEmail {
  subject: string;
  text: string;
}

const footer = (facts: MeetingEmailFacts): string =>
  facts.manageUrl ? `\n\nNeed another time, or can't make it? Reschedule or cancel: ${facts.manageUrl}` : '';

const details = (facts: MeetingEmailFacts): string =>
  `When: ${facts.when} (${facts.durationMinutes} minutes)\nWhere: ${facts.location}\nWith: ${facts.consultantName}, ${company.name}`;

/** The e-mails of the meeting booking, by kind and recipient. */
export const meetingEmails = {
  /** The invitation (SEQUENCE 0) or the update after a reschedule. */
  request: (
    facts: MeetingEmailFacts,
    rescheduled: boolean,
    recipient: 'visitor' | 'consultant',
  ): MeetingEmail => ({
    subject: `${rescheduled ? 'Updated: ' : ''}${meetingSummary} — ${facts.when}`,
    text:
      recipient === 'visitor'
        ? `Hello ${facts.visitorName},\n\n${rescheduled ? 'Your free IT assessment was moved.' : 'Your free IT assessment is booked.'} The invitation is attached: add it to your calendar.\n\n${details(facts)}${footer(facts)}\n\n${company.name}`
        : `${rescheduled ? 'A booked assessment was moved' : 'A visitor booked a free IT assessment with you'}: ${facts.visitorName}.\n\n${details(facts)}`,
  }),
  /** The cancellation. */
  cancel: (facts: MeetingEmailFacts, recipient: 'visitor' | 'consultant'): MeetingEmail => ({
    subject: `Cancelled: ${meetingSummary} — ${facts.when}`,
    text:
      recipient === 'visitor'
        ? `Hello ${facts.visitorName},\n\nYour free IT assessment of ${facts.when} is cancelled. You are welcome to book another time on our site.\n\n${company.name}`
        : `${facts.visitorName} cancelled the assessment of ${facts.when}.`,
  }),
  /** The reminder 24 hours before. */
  reminder: (facts: MeetingEmailFacts, recipient: 'visitor' | 'consultant'): MeetingEmail => ({
    subject: `Reminder: ${meetingSummary} — ${facts.when}`,
    text:
      recipient === 'visitor'
        ? `Hello ${facts.visitorName},\n\nA reminder of your free IT assessment tomorrow.\n\n${details(facts)}${footer(facts)}\n\n${company.name}`
        : `Reminder: your assessment with ${facts.visitorName} is tomorrow.\n\n${details(facts)}`,
  }),
} as const;
