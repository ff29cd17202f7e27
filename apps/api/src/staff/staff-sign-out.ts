import { defineOperation } from '../operations/operation.ts';
import { endStaffSession, STAFF_SESSION_COOKIE } from './staff-auth.ts';
import { STAFF_SESSION_COOKIE_OPTIONS } from './staff-session-cookie.ts';

/**
 * Ends the staff session (its row is deleted) and clears the cookie. No input; output `{ signedOut: true }`, also
 * when no session was open. Errors: FORBIDDEN (403) from another origin. tRPC `staff.auth.signOut`.
 */
export const staffSignOut = defineOperation({
  kind: 'mutation',
  input: undefined,
  access: 'same-origin',
  run: async (ctx) => {
    await endStaffSession(ctx.db.em(), ctx.http.request.cookies[STAFF_SESSION_COOKIE]);
    ctx.http.reply?.clearCookie(STAFF_SESSION_COOKIE, STAFF_SESSION_COOKIE_OPTIONS);
    return { signedOut: true as const };
  },
});
