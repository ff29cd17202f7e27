import { meetingBookingSchema } from '@northline/schemas';
import { idempotencyKeyOf } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { readBookingReference } from '../scheduling/meeting-tokens.ts';
import { visitorSessionActive } from '../visitor-sessions.ts';
import { BookingLimitError } from './meeting-limits.ts';
import { bookMeeting } from './meetings.ts';

/**
 * Books the free IT assessment at an offered slot (meetings/meetings.ts `bookMeeting`), once per
 * `Idempotency-Key`, within the booking's bounds (meetings/meeting-limits.ts). Input `meetingBookingSchema`: `{ start, name, email, company?, phone?, sessionId?,
 * contactRequestId?, reference?, attribution? }`; the chat link is kept only with its `X-Session-Token`, a booking
 * reference only while its signature and expiry check out (docs/decisions/042: the booking then joins that contact
 * request's lead and keeps its attribution). Output `{ meetingId, start, end, consultantName, message }`; sets
 * `ctx.outcome.replayed`. Errors: 400 with `issues` (a `start` that is not offered, a malformed Idempotency-Key or
 * reference); CONFLICT (409) 'That time was just taken…' when no consultant is free any more (REST adds
 * `nextSlots`), or 'This e-mail address already has 2 upcoming meetings…' past MEETING_UPCOMING_PER_EMAIL;
 * TOO_MANY_REQUESTS (429) with a `Retry-After` header past MEETING_BOOKINGS_PER_IP_HOUR or _DAY (the client
 * address) or MEETING_UPCOMING_PER_SESSION (the chat); 422 for a key reused with another body; 503. Logs the
 * meeting id, or the bound that refused, only. tRPC `meetings.book`; REST `POST /api/meetings`.
 */
export const meetingsBook = defineOperation({
  kind: 'mutation',
  input: meetingBookingSchema,
  run: async (ctx, input) => {
    const chatLinked = input.sessionId !== undefined && (await visitorSessionActive(ctx, input.sessionId));
    // A reference that does not check out (expired, forged) is dropped, never the booking.
    const referenced =
      input.reference === undefined
        ? undefined
        : readBookingReference(ctx.meetings.tokenSecret, input.reference, ctx.meetings.now());
    let outcome: Awaited<ReturnType<typeof bookMeeting>>;
    try {
      outcome = await bookMeeting(ctx, input, {
        idempotencyKey: idempotencyKeyOf(ctx),
        links: {
          sessionId: chatLinked ? input.sessionId : undefined,
          referencedContactRequestId: referenced,
          contactRequestId: input.contactRequestId,
        },
        liveChatNote: ctx.liveChatBookingNote,
        liveChatConsultant: ctx.liveChatConsultant,
        leadChannels: ctx.notifier.channels,
        quota: ctx.meetings.quotaFor(ctx.http.request),
      });
    } catch (error) {
      // The answer's Retry-After comes from the error itself, through the one error mapping.
      if (error instanceof BookingLimitError) {
        ctx.log.info({ bound: error.bound }, 'meeting booking refused');
      }
      throw error;
    }
    ctx.outcome.replayed = outcome.replayed;
    // A booking's new lead is hot: its alerts go at once.
    if (!outcome.replayed) {
      ctx.notifier.poke();
      ctx.desk.assignSoon();
    }
    ctx.log.info(
      {
        meetingId: outcome.result.meetingId,
        replayed: outcome.replayed,
        chatLinked,
        referenceDropped: input.reference !== undefined && referenced === undefined,
      },
      outcome.replayed ? 'meeting booking replayed' : 'meeting booked',
    );
    return outcome.result;
  },
});
