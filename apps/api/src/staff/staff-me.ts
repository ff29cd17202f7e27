import { defineOperation } from '../operations/operation.ts';
import { SESSION_IDLE_MS, STAFF_SESSION_COOKIE, staffForToken } from './staff-auth.ts';

/**
 * The signed-in staff member, or null when signed out (the staff app's guard). No input. Output `{ user,
 * idleMinutes, now }`: the member `{ id, email, name, role }` or null, the minutes of inactivity that end a session,
 * and the API's clock (ISO 8601), the one leads and first-response clocks are stamped with: the staff app's times
 * ("4 min ago", "today") read it instead of the browser's. tRPC `staff.auth.me`.
 */
export const staffMe = defineOperation({
  kind: 'query',
  input: undefined,
  access: 'same-origin',
  run: async (ctx) => {
    const user = await staffForToken(ctx.db.em(), ctx.http.request.cookies[STAFF_SESSION_COOKIE]);
    return { user: user ?? null, idleMinutes: SESSION_IDLE_MS / 60_000, now: ctx.clock().toISOString() };
  },
});
