import { defineEntity, p } from '@mikro-orm/core';
import { StaffUser } from './staff-user.entity.ts';

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
