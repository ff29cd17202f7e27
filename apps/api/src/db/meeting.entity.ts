import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Consultant } from './consultant.entity.ts';
import { Lead } from './lead.entity.ts';
import { attributionProperties } from './lead-capture.properties.ts';

/** A meeting's state: `booked`, or `cancelled` by the visitor's link. */
export type MeetingStatus = 'booked' | 'cancelled';

/**
 * A booked free IT assessment (docs/decisions/033-meeting-booking.md): the consultant, the slot, the visitor's
 * name and e-mail (personal data: never logged, only in this row and the e-mails built from it), the lead it is
 * part of, the visitor's first-touch attribution, and its iCalendar identity (RFC 5545 UID, stable for the
 * meeting's life, and SEQUENCE, raised by every reschedule and the cancellation). `bookedSlot` is `startsAt`
 * while the meeting is booked and null once cancelled: the unique key (consultant, booked slot) is the race
 * guard that lets exactly one of two simultaneous bookings of a consultant's slot succeed. `manageTokenHash` is
 * the SHA-256 of the current reschedule/cancel link's token. Deleted with its lead (privacy deletion, retention)
 * or its consultant. Table `meeting` (migration `Migration20261126200000_meetings`).
 */
export const MeetingSchema = defineEntity({
  name: 'Meeting',
  tableName: 'meeting',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    consultant: p.manyToOne(Consultant).deleteRule('cascade'),
    lead: p.manyToOne(Lead).deleteRule('cascade').index(),
    startsAt: p.datetime().index(),
    endsAt: p.datetime(),
    /** `startsAt` while booked, null once cancelled (the race guard's unique key). */
    bookedSlot: p.datetime().nullable(),
    status: p.string().$type<MeetingStatus>().length(10),
    visitorName: p.string().length(100),
    visitorEmail: p.string().length(254),
    company: p.string().length(100).nullable(),
    phone: p.string().length(30).nullable(),
    ...attributionProperties,
    /** RFC 5545 UID: the same in every invitation, update and cancellation of the meeting. */
    icalUid: p.string().length(255).unique(),
    /** RFC 5545 SEQUENCE: 0 when booked, raised by each reschedule and by the cancellation. */
    sequence: p.integer().default(0),
    /** Hex SHA-256 of the current manage link's token. */
    manageTokenHash: p.string().length(64),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
  uniques: [{ properties: ['consultant', 'bookedSlot'] }],
});

/** A stored meeting (see {@link MeetingSchema}). */
export class Meeting extends MeetingSchema.class {}
MeetingSchema.setClass(Meeting);
