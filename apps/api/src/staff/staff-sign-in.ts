import { signInSchema } from '@northline/schemas';
import { DomainError } from '../errors.ts';
import { defineOperation } from '../operations/operation.ts';
import { STAFF_SESSION_COOKIE, signIn } from './staff-auth.ts';
import { STAFF_SESSION_COOKIE_OPTIONS } from './staff-session-cookie.ts';

/**
 * Signs a staff member in. Input: `signInSchema` `{ email, password }`. Output: the staff member `{ id, email, name,
 * role }`, and the `nl_staff` session cookie on the reply (HttpOnly; Secure; SameSite=Lax; Path=/; the session ends
 * after 12 hours idle or 7 days after sign-in). Logs the staff id only.
 *
 * Errors: BAD_REQUEST (400); UNAUTHORIZED (401) 'The email or password is not correct.' for any wrong detail and for
 * a disabled account; TOO_MANY_REQUESTS (429) after 5 failures per account or 20 per IP (an IPv6 client: per /64) in
 * 15 minutes, counted before the password is checked so parallel guesses cannot exceed it (OWASP ASVS V2.2);
 * FORBIDDEN (403) from another origin (CSRF). tRPC `staff.auth.signIn`.
 */
export const staffSignIn = defineOperation({
  kind: 'mutation',
  input: signInSchema,
  access: 'same-origin',
  run: async (ctx, input) => {
    const { reply } = ctx.http;
    if (!reply)
      throw new Error('staff sign-in runs over HTTP: it needs the reply to set the session cookie on');
    try {
      const session = await signIn(ctx.db.em(), input, { ip: ctx.http.request.ip }, ctx.staffAuth);
      reply.setCookie(STAFF_SESSION_COOKIE, session.token, STAFF_SESSION_COOKIE_OPTIONS);
      ctx.log.info({ staffId: session.user.id }, 'staff signed in');
      return session.user;
    } catch (error) {
      // A refused sign-in is a security event (OWASP ASVS V7): logged with its kind, never the e-mail.
      if (error instanceof DomainError) ctx.log.info({ refusal: error.kind }, 'staff sign-in refused');
      throw error;
    }
  },
});
