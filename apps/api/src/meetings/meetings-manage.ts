import { meetingManageInputSchema, meetingRescheduleInputSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { cancelMeeting, readManagedMeeting, rescheduleMeeting } from './meetings.ts';

/**
 * What a meeting's manage link shows (no sign-in; the signed token is the key): input `{ token }`; output `{
 * meetingId, status, start, end, label, consultantName }`, nothing personal beyond what its holder typed in.
 * Errors: 400; NOT_FOUND (404) for a forged or unknown link; CONFLICT (409) for a link replaced by a reschedule or
 * after the meeting's end; 503. tRPC `meetings.manage`; REST `GET /api/meetings/manage/{token}`.
 */
export const meetingsManage = defineOperation({
  kind: 'query',
  input: meetingManageInputSchema,
  run: (ctx, input) => readManagedMeeting(ctx, input.token),
});

/**
 * Moves a booked meeting to another offered slot through its manage link: input `{ token, start }`; output the
 * meeting's view with a new link's `token` (the old link stops working); the UID stays and SEQUENCE rises, and
 * the updated invitations go out. Errors: 400 (`start` not offered); 404; 409 (replaced or expired link, cancelled
 * meeting, or the slot was just taken: REST adds `nextSlots`); 503. Logs the meeting id only. tRPC
 * `meetings.reschedule`; REST `POST /api/meetings/manage/{token}/reschedule`.
 */
export const meetingsReschedule = defineOperation({
  kind: 'mutation',
  input: meetingRescheduleInputSchema,
  run: async (ctx, input) => {
    const view = await rescheduleMeeting(ctx, input.token, input.start);
    ctx.log.info({ meetingId: view.meetingId }, 'meeting rescheduled');
    return view;
  },
});

/**
 * Cancels a booked meeting through its manage link: input `{ token }`; output the view with status `cancelled`;
 * the cancellations (METHOD:CANCEL) go out. Errors: 400; 404; 409 (already cancelled, replaced or expired link);
 * 503. tRPC `meetings.cancel`; REST `POST /api/meetings/manage/{token}/cancel`.
 */
export const meetingsCancel = defineOperation({
  kind: 'mutation',
  input: meetingManageInputSchema,
  run: async (ctx, input) => {
    const view = await cancelMeeting(ctx, input.token);
    ctx.log.info({ meetingId: view.meetingId }, 'meeting cancelled');
    return view;
  },
});
