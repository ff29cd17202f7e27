import { defineEntity, p } from '@mikro-orm/core';
import type { OpeningHoursRule } from '@northline/content';
import { StaffUser } from './staff-user.entity.ts';

/**
 * A staff member's booking profile (docs/decisions/033-meeting-booking.md): whether visitors may book them for the
 * free IT assessment, their weekly working hours (rules like `company.hours`, Toronto wall time; null: the
 * company's business hours), when they were last given a booking (the round robin takes the free consultant whose
 * last assignment is oldest) and the SHA-256 of their private calendar feed's secret (null: no feed). One row per
 * staff user, created when the member first changes a booking setting or is first booked; a member without one is
 * bookable in the company's hours. Deleted with the account. Table
 * `consultant` (migration `Migration20261126200000_meetings`).
 */
export const ConsultantSchema = defineEntity({
  name: 'Consultant',
  tableName: 'consultant',
  properties: {
    staffUser: p.oneToOne(StaffUser).primary().owner().deleteRule('cascade'),
    /** Whether visitors may book them: on by default (a member opts out). */
    bookable: p.boolean().default(true),
    /** Weekly working hours; null means the company's business hours (`company.hours`). */
    weeklyHours: p.json<OpeningHoursRule[]>().nullable(),
    /** When the round robin last gave this consultant a booking; null: never. */
    lastAssignedAt: p.datetime().nullable(),
    /** Hex SHA-256 of the calendar feed's secret; the secret itself is shown once and never stored. */
    feedSecretHash: p.string().length(64).nullable().unique(),
    updatedAt: p.datetime(),
  },
});

/** A stored booking profile (see {@link ConsultantSchema}). */
export class Consultant extends ConsultantSchema.class {}
ConsultantSchema.setClass(Consultant);

/**
 * A day a consultant does not take meetings (holiday, training), as a Toronto calendar date 'YYYY-MM-DD'. Table
 * `consultant_day_off` (migration `Migration20261126200000_meetings`).
 */
export const ConsultantDayOffSchema = defineEntity({
  name: 'ConsultantDayOff',
  tableName: 'consultant_day_off',
  properties: {
    consultant: p.manyToOne(Consultant).primary().deleteRule('cascade'),
    /** The Toronto calendar date, 'YYYY-MM-DD'. */
    day: p.string().length(10).primary(),
  },
});

/** A stored day off (see {@link ConsultantDayOffSchema}). */
export class ConsultantDayOff extends ConsultantDayOffSchema.class {}
ConsultantDayOffSchema.setClass(ConsultantDayOff);
