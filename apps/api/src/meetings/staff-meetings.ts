import {
  staffMeetingsListInputSchema,
  staffSetBookableInputSchema,
  staffSetDaysOffInputSchema,
  staffSetHoursInputSchema,
} from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import {
  consultantSettings,
  listStaffMeetings,
  regenerateFeed,
  revokeFeed,
  setBookable,
  setDaysOff,
  setWeeklyHours,
} from './meeting-staff.ts';

/**
 * Booked and cancelled meetings starting in [from, to) (at most 62 days), by start: input `{ from, to, scope?,
 * consultantId? }` (`mine` by default; `all` for admins; `consultantId` one consultant's, another member's for
 * admins only); output `{ meetings: [{ id, consultantId, consultantName, leadId, start, end, status, visitorName,
 * company, sequence }] }`. Errors: 400 (`to` not after `from`, a longer range); 401; 403 (`all` or another
 * member's without admin). tRPC `staff.meetings.list`.
 */
export const staffMeetingsList = defineOperation({
  kind: 'query',
  input: staffMeetingsListInputSchema,
  access: 'staff',
  run: (ctx, input) => listStaffMeetings(ctx.db.em(), staffOfContext(ctx), input),
});

/**
 * The caller's booking settings: `{ staffUserId, bookable, weeklyHours | null, daysOff, feed, bookableMembers }`
 * (`bookableMembers`: how many active members visitors can book now). Errors: 401. tRPC `staff.meetings.settings`.
 */
export const staffMeetingsSettings = defineOperation({
  kind: 'query',
  input: undefined,
  access: 'staff',
  run: (ctx) => consultantSettings(ctx.db.em(), staffOfContext(ctx).id),
});

/**
 * Marks the caller (or, for an admin, `staffUserId`) bookable or not: input `{ bookable, staffUserId? }`; output
 * the settings. Errors: 400; 401; 403 (cross-site, or another member without admin); 404 unknown member. tRPC
 * `staff.meetings.setBookable`.
 */
export const staffMeetingsSetBookable = defineOperation({
  kind: 'mutation',
  input: staffSetBookableInputSchema,
  access: 'staff',
  run: (ctx, input) => setBookable(ctx.db.em(), staffOfContext(ctx), input, ctx.meetings.now()),
});

/**
 * Sets weekly working hours (rules like `company.hours`, Toronto time; null: the company's): input `{ weeklyHours,
 * staffUserId? }`; output the settings. Errors: 400 (a period that does not close after it opens); 401; 403; 404.
 * tRPC `staff.meetings.setHours`.
 */
export const staffMeetingsSetHours = defineOperation({
  kind: 'mutation',
  input: staffSetHoursInputSchema,
  access: 'staff',
  run: (ctx, input) => setWeeklyHours(ctx.db.em(), staffOfContext(ctx), input, ctx.meetings.now()),
});

/**
 * Replaces the days off (Toronto dates 'YYYY-MM-DD'): input `{ days, staffUserId? }`; output the settings. Errors:
 * 400; 401; 403; 404. tRPC `staff.meetings.setDaysOff`.
 */
export const staffMeetingsSetDaysOff = defineOperation({
  kind: 'mutation',
  input: staffSetDaysOffInputSchema,
  access: 'staff',
  run: (ctx, input) => setDaysOff(ctx.db.em(), staffOfContext(ctx), input, ctx.meetings.now()),
});

/**
 * Issues a new private calendar feed URL for the caller (the previous one stops working): output `{ feedUrl }`,
 * shown once (`GET /api/meetings/feed/{secret}.ics`). Errors: 401; 403 cross-site. tRPC
 * `staff.meetings.regenerateFeed`.
 */
export const staffMeetingsRegenerateFeed = defineOperation({
  kind: 'mutation',
  input: undefined,
  access: 'staff',
  run: (ctx) => regenerateFeed(ctx.db.em(), staffOfContext(ctx), ctx.meetings.siteUrl, ctx.meetings.now()),
});

/** Revokes the caller's feed URL: output `{ feed: false }`. Errors: 401; 403. tRPC `staff.meetings.revokeFeed`. */
export const staffMeetingsRevokeFeed = defineOperation({
  kind: 'mutation',
  input: undefined,
  access: 'staff',
  run: (ctx) => revokeFeed(ctx.db.em(), staffOfContext(ctx), ctx.meetings.now()),
});
