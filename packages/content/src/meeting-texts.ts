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
  /** The 429 of a client address that booked its share of meetings for the hour or the day. */
  addressLimited: `Several meetings were just booked from your connection, so we cannot book another one right now. Please try again later, or call us at ${company.phones.main.display} and we will find a time with you.`,
  /** The 409 of an e-mail address that holds `max` upcoming meetings (the address itself is never repeated). */
  emailLimited: (max: number) =>
    `This e-mail address already has ${upcoming(max)} with us. To change one, use the link in its invitation.`,
  /** The 429 of a chat that holds `max` upcoming meetings. */
  sessionLimited: (max: number) =>
    `This chat already has ${upcoming(max)} booked. To change one, use the link in its invitation.`,
} as const;

/** '1 upcoming meeting', '2 upcoming meetings'. */
function upcoming(count: number): string {
  return `${count} upcoming meeting${count === 1 ? '' : 's'}`;
}

/** The longest first name an e-mail greets a visitor by, in characters; a longer first word is left out. */
export const GREETING_NAME_MAX = 30;

/** A first name: letters and their marks, inner apostrophes and hyphens (Zoë, O'Neil, Jean-Luc). */
const FIRST_NAME = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/**
 * The name the visitor's e-mails greet them by: the first word of the name they typed, when it reads as a first
 * name (letters, marks, inner apostrophes and hyphens, at most {@link GREETING_NAME_MAX} characters); else none.
 * So an e-mail from the company's own address never carries a sentence, a link or a line break a stranger typed
 * into the booking form (docs/decisions/058).
 *
 * @param name the name as the visitor typed it
 * @returns the first name, or '' when the first word is not one
 */
export function greetingName(name: string): string {
  const first = name.normalize('NFC').trim().split(/\s+/u)[0] ?? '';
  return FIRST_NAME.test(first) && [...first].length <= GREETING_NAME_MAX ? first : '';
}

/**
 * The visitor's name on one line for the consultant's copies: control and format characters (line breaks,
 * bidirectional overrides) become spaces, runs of spaces one, at most 100 characters, in quotation marks so it
 * reads as what the visitor typed, not as the e-mail's own words.
 */
function quotedName(name: string): string {
  const line = name
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  return `“${[...line].slice(0, 100).join('')}”`;
}

/** 'Hello Priya,' or, without a first name, 'Hello,'. */
function hello(facts: MeetingEmailFacts): string {
  const first = greetingName(facts.visitorName);
  return first ? `Hello ${first},` : 'Hello,';
}

/** The facts of one meeting an e-mail is written from. */
export interface MeetingEmailFacts {
  /**
   * The visitor's name as typed: the visitor's e-mails greet them by its first name only ({@link greetingName}),
   * the consultant's quote it on one line.
   */
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
  /**
   * The consultant's copy only: what the lead says of itself, made safe by the caller (one-line `company` and
   * `phone`, the `problem` in the visitor's words already quoted line by line), and its staff page.
   */
  lead?: { company: string | null; phone: string | null; problem: string | null; url: string } | undefined;
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

/** The consultant's lines about the lead: company, phone, the problem in the visitor's words, the lead's page. */
const leadLines = (facts: MeetingEmailFacts): string => {
  const lead = facts.lead;
  if (!lead) return '';
  const lines = [
    lead.company ? `Company: ${lead.company}` : '',
    lead.phone ? `Phone: ${lead.phone}` : '',
    lead.problem ? `In their words:\n${lead.problem}` : '',
    `Lead: ${lead.url}`,
  ].filter(Boolean);
  return `\n\n${lines.join('\n')}`;
};

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
        ? `${hello(facts)}\n\n${rescheduled ? 'Your free IT assessment was moved.' : 'Your free IT assessment is booked.'} The invitation is attached: add it to your calendar.\n\n${details(facts)}${footer(facts)}\n\n${company.name}`
        : `${rescheduled ? 'A booked assessment was moved' : 'A visitor booked a free IT assessment with you'}: ${quotedName(facts.visitorName)}.\n\n${details(facts)}${leadLines(facts)}`,
  }),
  /** The cancellation. */
  cancel: (facts: MeetingEmailFacts, recipient: 'visitor' | 'consultant'): MeetingEmail => ({
    subject: `Cancelled: ${meetingSummary} — ${facts.when}`,
    text:
      recipient === 'visitor'
        ? `${hello(facts)}\n\nYour free IT assessment of ${facts.when} is cancelled. You are welcome to book another time on our site.\n\n${company.name}`
        : `${quotedName(facts.visitorName)} cancelled the assessment of ${facts.when}.`,
  }),
  /** The reminder 24 hours before. */
  reminder: (facts: MeetingEmailFacts, recipient: 'visitor' | 'consultant'): MeetingEmail => ({
    subject: `Reminder: ${meetingSummary} — ${facts.when}`,
    text:
      recipient === 'visitor'
        ? `${hello(facts)}\n\nA reminder of your free IT assessment tomorrow.\n\n${details(facts)}${footer(facts)}\n\n${company.name}`
        : `Reminder: your assessment with ${quotedName(facts.visitorName)} is tomorrow.\n\n${details(facts)}${leadLines(facts)}`,
  }),
} as const;
