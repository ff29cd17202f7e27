import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { STAFF_FIELD_MAX, type StaffAvailability, type StaffRole } from '@northline/schemas';

/**
 * A staff account (the specification's users table, §3 "Users"): email (lower-cased, unique), name,
 * role (`admin` or `sales`) and the password as an argon2id hash only, never in plain text (staff/staff-auth.ts).
 * Created from the command line (`pnpm --filter @northline/api user:create`). Table `staff_user` (migration
 * `Migration20261124000000_sales`).
 */
export const StaffUserSchema = defineEntity({
  name: 'StaffUser',
  tableName: 'staff_user',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    email: p.string().length(STAFF_FIELD_MAX.email).unique(),
    name: p.string().length(STAFF_FIELD_MAX.name),
    role: p.string().$type<StaffRole>().length(10),
    /** PHC string of argon2id (`$argon2id$v=19$m=…`); never leaves the API. */
    passwordHash: p.string().length(255).lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /**
     * When an admin disabled the account (`staff.users.disable`), null while it is active. A disabled
     * account cannot sign in and its sessions are deleted with the change. Migration
     * `Migration20261126100000_staff_sessions`.
     */
    disabledAt: p.datetime().nullable(),
    /**
     * Whether the member takes new leads and chats while present: `available`, or `away` (absent whether signed in or
     * not; their known companies' leads go round robin too). Set by the member or an admin
     * (`staff.desk.setAvailability`; decision 041). Presence: db/staff-presence.ts.
     */
    availability: p.string().$type<StaffAvailability>().length(10).default('available'),
    /** Open leads (new, contacted, meeting booked, qualified) the member holds at most before round robin skips them. */
    leadCapacity: p.integer().default(30),
    /**
     * The last heartbeat of the member's open staff stream, null before the first: presence (db/staff-presence.ts).
     * Migration `Migration20261205210000_staff_presence`.
     */
    lastSeenAt: p.datetime().nullable(),
    /**
     * Whether the staff app chimes on a new waiting chat for the member, on every browser they sign in on (on unless
     * they turn it off, `staff.settings.setWaitingSound`). Migration `Migration20261206110000_waiting_sound`;
     * docs/decisions/087-the-chime-is-a-setting-of-the-member.md.
     */
    waitingSound: p.boolean().default(true),
  },
});

/** A stored staff account (see {@link StaffUserSchema}). */
export class StaffUser extends StaffUserSchema.class {}
StaffUserSchema.setClass(StaffUser);
