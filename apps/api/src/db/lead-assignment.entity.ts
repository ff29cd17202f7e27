import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { LeadAssignmentReason } from '@northline/schemas';
import { Lead } from './lead.entity.ts';
import { StaffUser } from './staff-user.entity.ts';

/**
 * One change of a lead's owner (decision 041): from whom, to whom, by whom (null: the automatic assignment) and
 * why (`known-company`, `round-robin`, `reassigned`). Ids and a reason only, no personal data. Deleted with its
 * lead; a staff member is set to null when their account is deleted. Table `lead_assignment`.
 */
export const LeadAssignmentSchema = defineEntity({
  name: 'LeadAssignment',
  tableName: 'lead_assignment',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: p.manyToOne(Lead).deleteRule('cascade'),
    fromStaff: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    toStaff: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    byStaff: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    reason: p.string().$type<LeadAssignmentReason>().length(20),
    at: p.datetime(),
  },
  indexes: [{ properties: ['lead', 'at'] }],
});

/** A stored change of owner (see {@link LeadAssignmentSchema}). */
export class LeadAssignment extends LeadAssignmentSchema.class {}
LeadAssignmentSchema.setClass(LeadAssignment);

/**
 * The round robin's cursor (decision 041): one row (`id` 1) naming the staff member who got the last
 * round-robin lead. Whoever assigns locks it (`select … for update`), so assignments on several instances take
 * turns. Table `assignment_cursor`.
 */
export const AssignmentCursorSchema = defineEntity({
  name: 'AssignmentCursor',
  tableName: 'assignment_cursor',
  properties: {
    id: p.smallint().primary().autoincrement(false),
    lastStaff: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
  },
});

/** The stored cursor (see {@link AssignmentCursorSchema}). */
export class AssignmentCursor extends AssignmentCursorSchema.class {}
AssignmentCursorSchema.setClass(AssignmentCursor);
