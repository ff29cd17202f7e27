import { defineOperation } from '../operations/operation.ts';
import { SESSION_IDLE_MS, STAFF_SESSION_COOKIE, staffForToken } from './staff-auth.ts';
import { readStaffSettings } from './staff-settings.ts';

/**
 * The signed-in staff member, or null when signed out (the staff app's guard). No input. Output `{ user, settings,
 * idleMinutes, now }`: the member `{ id, email, name, role }` or null; their `StaffSettings` (the chime's setting,
 * and whether waiting chats are offered to them now: their presence, db/staff-presence.ts) or null when signed out;
 * the minutes of inactivity that end a session; and the API's clock (ISO 8601), the one leads and first-response
 * clocks are stamped with: the staff app's times ("4 min ago", "today") read it instead of the browser's.
 * tRPC `staff.auth.me`.
 */
export const staffMe = defineOperation({
  kind: 'query',
  input: undefined,
  access: 'same-origin',
  run: async (ctx) => {
    const em = ctx.db.em();
    const user = await staffForToken(em, ctx.http.request.cookies[STAFF_SESSION_COOKIE]);
    const now = ctx.clock();
    const settings = user ? ((await readStaffSettings(em, user.id, now)) ?? null) : null;
    return { user: user ?? null, settings, idleMinutes: SESSION_IDLE_MS / 60_000, now: now.toISOString() };
  },
});
