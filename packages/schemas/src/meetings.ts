import * as z from 'zod/mini';
import { CONTACT_FIELD_MAX, MEETING_FIELD_MAX } from './constants.ts';

export { MEETING_FIELD_MAX } from './constants.ts';

import { attributionSchema } from './lead-capture.ts';
import { sessionIdSchema } from './session.ts';
import { isoTimestamp, requiredLine, safeString, tooLong, trimmedLine } from './text.ts';

/** The most Toronto days with slots that `GET /api/meetings/slots` answers. */
export const MEETING_SLOT_DAYS_MAX = 21;

/** Days of the week as `company.hours` spells them. */
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** A 24-hour 'HH:MM' wall time. */
const wallTime = (label: string) =>
  z
    .string({ error: `${label} must be a time like 09:30` })
    .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a time like 09:30`));

/**
 * The query of `GET /api/meetings/slots` (tRPC `meetings.slots`): `days`, how many Toronto days that have free
 * slots to list, 1 to {@link MEETING_SLOT_DAYS_MAX} (default 5; a query string's text is read as a number).
 */
export const meetingSlotsQuerySchema = z.object({
  days: z.optional(
    z.coerce
      .number({ error: `Days must be a whole number between 1 and ${MEETING_SLOT_DAYS_MAX}` })
      .check(
        z.int(`Days must be a whole number between 1 and ${MEETING_SLOT_DAYS_MAX}`),
        z.gte(1, `Days must be a whole number between 1 and ${MEETING_SLOT_DAYS_MAX}`),
        z.lte(MEETING_SLOT_DAYS_MAX, `Days must be a whole number between 1 and ${MEETING_SLOT_DAYS_MAX}`),
      ),
  ),
});

/** One bookable slot: ISO 8601 instants (UTC) and the start as Toronto wall time ('9:30 a.m.'). */
export const meetingSlotSchema = z.object({
  start: z.string(),
  end: z.string(),
  label: z.string(),
});

/** The free slots, grouped by Toronto day ('YYYY-MM-DD' and 'Monday, December 28'). */
export const meetingSlotsResponseSchema = z.object({
  timeZone: z.literal('America/Toronto'),
  durationMinutes: z.number(),
  days: z.array(
    z.object({
      date: z.string(),
      label: z.string(),
      slots: z.array(meetingSlotSchema),
    }),
  ),
});

/** See {@link meetingSlotsResponseSchema}. */
export type MeetingSlotsResponse = z.infer<typeof meetingSlotsResponseSchema>;

/**
 * A signed token of the meeting booking (a manage link's, a booking reference): 10 to 200 characters of
 * base64url and dots. It holds no personal data; the API checks its signature.
 *
 * @param message what a token of another shape is told
 */
const signedToken = (message: string) =>
  z
    .string({ error: message })
    .check(z.minLength(10, message), z.maxLength(200, message), z.regex(/^[A-Za-z0-9._-]+$/, message));

/** A booking reference (`reference` of {@link meetingBookingSchema}), as the booking page carries it. */
export const bookingReferenceSchema = signedToken('Reference is not valid');

/**
 * What `POST /api/meetings` (tRPC `meetings.book`) takes: the slot's `start` (an instant from the slots' list),
 * the visitor's name and e-mail, optional company and phone, and what links the booking to an existing lead:
 * `sessionId` (the chat, kept only with its `X-Session-Token`), `reference` (the signed reference of a contact
 * request sent without JavaScript, which the booking page carries: that lead and its attribution, whatever the
 * e-mail; dropped when expired or forged) or `contactRequestId` (kept only when its e-mail is the booking's).
 * `attribution` is the visitor's first touch. Name, company and phone are one line each
 * ('<Label> must be on one line').
 */
export const meetingBookingSchema = z.object({
  start: isoTimestamp('Start'),
  name: requiredLine('Name is required', 'Name', MEETING_FIELD_MAX.name),
  email: safeString('Email', 'Please enter a valid email address').check(
    z.trim(),
    z.maxLength(CONTACT_FIELD_MAX.email, tooLong('Email', CONTACT_FIELD_MAX.email)),
    z.email('Please enter a valid email address'),
  ),
  company: z.optional(trimmedLine('Company name', MEETING_FIELD_MAX.company)),
  phone: z.optional(trimmedLine('Phone', MEETING_FIELD_MAX.phone)),
  sessionId: z.optional(sessionIdSchema),
  contactRequestId: z.optional(z.uuid('Contact request id must be a UUID')),
  reference: z.optional(bookingReferenceSchema),
  attribution: z.optional(attributionSchema),
});

/** See {@link meetingBookingSchema}. */
export type MeetingBooking = z.infer<typeof meetingBookingSchema>;

/** The answer of a booking: the meeting, its consultant's name and the confirmation sentence. */
export const meetingBookedResponseSchema = z.object({
  meetingId: z.string(),
  start: z.string(),
  end: z.string(),
  consultantName: z.string(),
  message: z.string(),
});

/** See {@link meetingBookedResponseSchema}. */
export type MeetingBookedResponse = z.infer<typeof meetingBookedResponseSchema>;

/** The 409 of a slot taken meanwhile: the message and the next free slots to offer instead. */
export const meetingTakenErrorSchema = z.object({
  error: z.string(),
  nextSlots: z.array(meetingSlotSchema),
});

/**
 * Any 409 of the booking routes: a slot taken meanwhile carries `nextSlots` ({@link meetingTakenErrorSchema}); a
 * link replaced, expired or already cancelled, or an `Idempotency-Key` still being processed, does not.
 */
export const meetingConflictSchema = z.object({
  error: z.string(),
  nextSlots: z.optional(z.array(meetingSlotSchema)),
});

/** A manage link's token (path parameter), as the e-mails carry it. */
export const meetingTokenSchema = signedToken('Link is not valid');

/** The input of the manage operations' read and cancel: the link's token. */
export const meetingManageInputSchema = z.object({ token: meetingTokenSchema });

/** The input of a reschedule: the link's token and the new slot's start. */
export const meetingRescheduleInputSchema = z.object({
  token: meetingTokenSchema,
  start: isoTimestamp('Start'),
});

/** The body of `POST /api/meetings/manage/{token}/reschedule`. */
export const meetingRescheduleBodySchema = z.object({ start: isoTimestamp('Start') });

/**
 * What a manage link shows: the meeting's time and status and the consultant's first name. Nothing the link's
 * holder did not type in themselves; no e-mail, no phone.
 */
export const meetingManageViewSchema = z.object({
  meetingId: z.string(),
  status: z.enum(['booked', 'cancelled']),
  start: z.string(),
  end: z.string(),
  label: z.string(),
  consultantName: z.string(),
  /** A fresh link's token after a reschedule (the old one stops working); absent otherwise. */
  token: z.optional(z.string()),
});

/** See {@link meetingManageViewSchema}. */
export type MeetingManageView = z.infer<typeof meetingManageViewSchema>;

/** Weekly working hours: rules like `company.hours` (days, 'HH:MM' opens and closes, Toronto time). */
export const weeklyHoursSchema = z.array(
  z.object({
    days: z.array(z.enum(WEEKDAY_NAMES, 'Days must be weekday names such as Monday')).check(z.minLength(1)),
    opens: wallTime('Opens'),
    closes: wallTime('Closes'),
  }),
);

/** The longest range `staff.meetings.list` answers in one call, in days (a month view and a margin). */
export const STAFF_MEETINGS_RANGE_DAYS_MAX = 62;

/** Days from `from` to `to` (NaN when either is not a date: its own field's issue says so). */
const rangeDays = (input: { from: string; to: string }) =>
  (Date.parse(input.to) - Date.parse(input.from)) / 86_400_000;

/**
 * `staff.meetings.list`: meetings starting in [from, to) (at most {@link STAFF_MEETINGS_RANGE_DAYS_MAX} days);
 * `scope` `all` is for admins, and so is `consultantId` naming another member (one consultant's meetings).
 */
export const staffMeetingsListInputSchema = z
  .object({
    from: isoTimestamp('From'),
    to: isoTimestamp('To'),
    scope: z.optional(z.enum(['mine', 'all'])),
    consultantId: z.optional(z.uuid('Consultant id must be a UUID')),
  })
  .check(
    z.refine((input) => !(rangeDays(input) <= 0), { message: 'To must be after From', path: ['to'] }),
    z.refine((input) => !(rangeDays(input) > STAFF_MEETINGS_RANGE_DAYS_MAX), {
      message: `At most ${STAFF_MEETINGS_RANGE_DAYS_MAX} days at once`,
      path: ['to'],
    }),
  );

/** One meeting in the staff list. */
export const staffMeetingSchema = z.object({
  id: z.string(),
  consultantId: z.string(),
  consultantName: z.string(),
  leadId: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(['booked', 'cancelled']),
  visitorName: z.string(),
  company: z.nullable(z.string()),
  sequence: z.number(),
});
/** One meeting in the staff list, as `staff.meetings.list` answers it. */
export type StaffMeeting = z.infer<typeof staffMeetingSchema>;

/** `staff.meetings.setBookable`: the member's own flag, or another member's (`staffUserId`, admins). */
export const staffSetBookableInputSchema = z.object({
  bookable: z.boolean(),
  staffUserId: z.optional(z.uuid()),
});

/** `staff.meetings.setHours`: weekly hours, or null for the company's business hours. */
export const staffSetHoursInputSchema = z.object({
  weeklyHours: z.nullable(weeklyHoursSchema),
  staffUserId: z.optional(z.uuid()),
});

/** `staff.meetings.setDaysOff`: the full list of Toronto dates 'YYYY-MM-DD' off (replaces the stored list). */
export const staffSetDaysOffInputSchema = z.object({
  days: z
    .array(z.iso.date('Days off must be dates like 2026-12-24'))
    .check(z.maxLength(366, 'At most 366 days off')),
  staffUserId: z.optional(z.uuid()),
});
