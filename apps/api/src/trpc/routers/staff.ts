import {
  leadIdSchema,
  leadListInputSchema,
  leadNoteSchema,
  leadSpamMarkSchema,
  leadStatusChangeSchema,
  PRIVACY_PHONE_INVALID,
  privacyRequestSchema,
  signInSchema,
  staffAccountIdSchema,
} from '@northline/schemas';
import { TRPCError } from '@trpc/server';
import * as z from 'zod/mini';
import { listLeads } from '../../services/inbox.ts';
import { getLead } from '../../services/lead-detail.ts';
import { changeLeadStatus, markLeadSpam, setLeadNote } from '../../services/lead-status.ts';
import {
  auditPrivacy,
  countsOf,
  deletePersonalData,
  findPersonalData,
  normalisePhone,
} from '../../services/privacy.ts';
import {
  endStaffSession,
  listStaffAccounts,
  revokeStaffSessions,
  SESSION_IDLE_MS,
  STAFF_SESSION_COOKIE,
  setStaffDisabled,
  signIn,
  staffForToken,
} from '../../services/staff-auth.ts';
import { adminProcedure, router, sameOriginProcedure, staffProcedure } from '../trpc.ts';
import { liveRouter } from './live.ts';

/** Cookie attributes of the staff session: HttpOnly, Secure, SameSite=Lax, the whole origin. */
const SESSION_COOKIE_OPTIONS = {
  path: '/',
  httpOnly: true,
  secure: true,
  sameSite: 'lax',
} as const;

/**
 * Staff sign-in and sessions (services/staff-auth.ts). Used by the staff app with
 * the tRPC client.
 */
const authRouter = router({
  /**
   * Signs in. Input: `signInSchema` `{ email, password }`. Output: the staff member `{ id, email, name, role }`
   * and the `nl_staff` session cookie (HttpOnly; Secure; SameSite=Lax; Path=/; ends after 12 hours idle or 7
   * days after sign-in). Errors: BAD_REQUEST (400); UNAUTHORIZED (401) 'The email or password is not correct.'
   * for any wrong detail and for a disabled account; TOO_MANY_REQUESTS (429) after 5 failures per account or 20
   * per IP (an IPv6 client: per /64) in 15 minutes, counted before the password is checked so parallel guesses
   * cannot exceed it; FORBIDDEN (403) from another origin (CSRF).
   */
  signIn: sameOriginProcedure.input(signInSchema).mutation(async ({ ctx, input }) => {
    const { reply } = ctx.http;
    if (!reply)
      throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'No reply to set the cookie on' });
    try {
      const session = await signIn(ctx.db.em(), input, { ip: ctx.http.request.ip }, ctx.staffAuth);
      reply.setCookie(STAFF_SESSION_COOKIE, session.token, SESSION_COOKIE_OPTIONS);
      ctx.log.info({ staffId: session.user.id }, 'staff signed in');
      return session.user;
    } catch (error) {
      if (error instanceof TRPCError) ctx.log.info({ code: error.code }, 'staff sign-in refused');
      throw error;
    }
  }),

  /**
   * Ends the session (its row is deleted) and clears the cookie. No input; output `{ signedOut: true }`, also
   * when no session was open. Errors: FORBIDDEN (403) from another origin.
   */
  signOut: sameOriginProcedure.mutation(async ({ ctx }) => {
    await endStaffSession(ctx.db.em(), ctx.http.request.cookies[STAFF_SESSION_COOKIE]);
    ctx.http.reply?.clearCookie(STAFF_SESSION_COOKIE, SESSION_COOKIE_OPTIONS);
    return { signedOut: true as const };
  }),

  /**
   * The signed-in staff member, or null when signed out (the staff app's guard). Output `{ user, idleMinutes }`.
   */
  me: sameOriginProcedure.query(async ({ ctx }) => {
    const user = await staffForToken(ctx.db.em(), ctx.http.request.cookies[STAFF_SESSION_COOKIE]);
    return { user: user ?? null, idleMinutes: SESSION_IDLE_MS / 60_000 };
  }),
});

/** The lead inbox (services/inbox.ts, lead-detail.ts, lead-status.ts). Staff (admin or sales) only. */
const leadsRouter = router({
  /**
   * One page of the inbox, newest first. Input: `leadListInputSchema` (kind, status, quality, from/to
   * `YYYY-MM-DD` Toronto days, search over name/company/email, includeSpam, page, pageSize ≤ 100). Output
   * `{ leads: LeadSummary[], total, page, pageSize }`. Errors: 400; 401; SERVICE_UNAVAILABLE.
   */
  list: staffProcedure.input(leadListInputSchema).query(({ ctx, input }) => listLeads(ctx.db.em(), input)),

  /**
   * Everything about one lead: facts, attribution, transcript, quality explanation, the recommendation seen,
   * status history, notifications. Input `{ id }` (UUID). Errors: 400; 401; NOT_FOUND (404).
   */
  get: staffProcedure.input(leadIdSchema).query(({ ctx, input }) => getLead(ctx.db.em(), input.id)),

  /**
   * Moves a lead along new → contacted → qualified → won | lost (`canChangeLeadStatus`), recording who and
   * when. Input `{ id, status }`. Output `{ id, status, statusChangedAt, statusChangedBy }`. Errors: 400; 401;
   * 403 cross-site; NOT_FOUND (404); CONFLICT (409) for a move the workflow does not allow.
   */
  setStatus: staffProcedure.input(leadStatusChangeSchema).mutation(async ({ ctx, input }) => {
    const result = await changeLeadStatus(ctx.db.em(), input, ctx.staff);
    ctx.log.info({ leadId: input.id, status: input.status, staffId: ctx.staff.id }, 'lead status changed');
    return result;
  }),

  /**
   * Marks a lead spam or not spam by hand (decision 019), recording who and when. Input `{ id, spam }`. Output
   * `{ id, spam, spamMarkedBy, spamMarkedAt }`. Errors: 400; 401; 403 cross-site; NOT_FOUND (404).
   */
  setSpam: staffProcedure.input(leadSpamMarkSchema).mutation(async ({ ctx, input }) => {
    const result = await markLeadSpam(ctx.db.em(), input, ctx.staff);
    ctx.log.info({ leadId: input.id, spam: input.spam, staffId: ctx.staff.id }, 'lead marked');
    return result;
  }),

  /** Replaces the lead's note (≤ 4000 characters; empty clears it). Errors: 400; 401; 403; 404. */
  setNote: staffProcedure.input(leadNoteSchema).mutation(({ ctx, input }) => setLeadNote(ctx.db.em(), input)),
});

/**
 * A privacy request's input: {@link privacyRequestSchema}, and a phone number libphonenumber-js reads as a possible
 * number (E.164, region CA); 400 'Please enter a valid phone number' otherwise.
 */
const privacyInput = privacyRequestSchema.check(
  z.refine((input) => !input.phone || normalisePhone(input.phone) !== null, {
    message: PRIVACY_PHONE_INVALID,
    path: ['phone'],
  }),
);

/** Privacy requests (PIPEDA access and deletion; services/privacy.ts). Admins only. */
const privacyRouter = router({
  /**
   * What is stored about a person, as row counts. Input `{ email?, phone? }` (at least one). Output
   * `PersonalDataCounts`. Errors: 400; 401; FORBIDDEN (403) for sales users.
   */
  find: adminProcedure
    .input(privacyInput)
    .query(async ({ ctx, input }) => countsOf(await findPersonalData(ctx.db.em(), input))),

  /**
   * Everything stored about a person as one JSON document (the access request's answer), recorded in the audit
   * trail. A mutation, as it writes the audit entry. Input `{ email?, phone? }`. Errors: 400; 401; 403.
   */
  export: adminProcedure.input(privacyInput).mutation(async ({ ctx, input }) => {
    const data = await findPersonalData(ctx.db.em(), input);
    await auditPrivacy(ctx.db.em(), 'export', ctx.staff.id, countsOf(data));
    ctx.log.info({ staffId: ctx.staff.id, counts: countsOf(data) }, 'privacy export');
    return data;
  }),

  /**
   * Deletes everything stored about a person and writes an audit entry without personal data. Input
   * `{ email?, phone? }`. Output the counts deleted. Errors: 400; 401; 403.
   */
  delete: adminProcedure.input(privacyInput).mutation(async ({ ctx, input }) => {
    const counts = await deletePersonalData(ctx.db.em(), input, ctx.staff.id);
    ctx.log.info({ staffId: ctx.staff.id, counts }, 'privacy deletion');
    return counts;
  }),
});

/** Staff accounts (services/staff-auth.ts). Admins only. */
const usersRouter = router({
  /**
   * Every staff account, active ones first, by name: `StaffAccount[]` `{ id, email, name, role, createdAt,
   * disabledAt, sessions, lastSeenAt }`. Errors: 401; FORBIDDEN (403) for sales users.
   */
  list: adminProcedure.query(({ ctx }) => listStaffAccounts(ctx.db.em())),

  /**
   * Disables an account: it can no longer sign in, and every session of it ends (its next request gets 401).
   * Input `{ id }`. Output the account. Errors: 400; 401; 403 (sales, or cross-site); NOT_FOUND (404); CONFLICT
   * (409) 'The last active admin cannot be disabled.'
   */
  disable: adminProcedure.input(staffAccountIdSchema).mutation(async ({ ctx, input }) => {
    const account = await setStaffDisabled(ctx.db.em(), input.id, true);
    ctx.log.info({ staffId: ctx.staff.id, targetStaffId: input.id }, 'staff account disabled');
    return account;
  }),

  /** Lets a disabled account sign in again. Input `{ id }`. Output the account. Errors: 400; 401; 403; 404. */
  enable: adminProcedure.input(staffAccountIdSchema).mutation(async ({ ctx, input }) => {
    const account = await setStaffDisabled(ctx.db.em(), input.id, false);
    ctx.log.info({ staffId: ctx.staff.id, targetStaffId: input.id }, 'staff account enabled');
    return account;
  }),

  /**
   * Signs an account out everywhere (a lost laptop): deletes all its sessions; the account may sign in again.
   * Input `{ id }`. Output `{ revoked }`, the number of sessions ended. Errors: 400; 401; 403; 404.
   */
  revokeSessions: adminProcedure.input(staffAccountIdSchema).mutation(async ({ ctx, input }) => {
    const result = await revokeStaffSessions(ctx.db.em(), input.id);
    ctx.log.info(
      { staffId: ctx.staff.id, targetStaffId: input.id, revoked: result.revoked },
      'staff sessions revoked',
    );
    return result;
  }),
});

/** The staff app's procedures. */
export const staffRouter = router({
  auth: authRouter,
  leads: leadsRouter,
  privacy: privacyRouter,
  users: usersRouter,
  live: liveRouter,
});
