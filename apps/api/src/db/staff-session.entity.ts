import { defineEntity, p } from '@mikro-orm/core';
import { StaffUser } from './staff-user.entity.ts';

/**
 * A signed-in staff session, server-side: the id is the SHA-256 (hex) of the random token the
 * `nl_staff` cookie carries, so a copy of this table cannot sign anyone in. `expiresAt` is `lastSeenAt` plus the
 * 12-hour idle limit, never later than `createdAt` plus the 7-day absolute lifetime; sign-out,
 * an admin's "sign out everywhere" and disabling the account delete the row. Deleted with its user. Table
 * `staff_session` (its `user_id` index: migration `Migration20261126100000_staff_sessions`).
 */
export const StaffSessionSchema = defineEntity({
  name: 'StaffSession',
  tableName: 'staff_session',
  properties: {
    id: p.string().length(64).primary(),
    user: p.manyToOne(StaffUser).deleteRule('cascade').index(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime(),
    expiresAt: p.datetime().index(),
  },
});

/** A stored staff session (see {@link StaffSessionSchema}). */
export class StaffSession extends StaffSessionSchema.class {}
StaffSessionSchema.setClass(StaffSession);
