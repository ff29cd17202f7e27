import { meetingSlotsQuerySchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { listMeetingSlots } from './meetings.ts';

/** How many days with free slots the list shows when the query names none. */
export const DEFAULT_SLOT_DAYS = 5;

/**
 * The free IT assessment's free slots from now (meetings/meetings.ts `listMeetingSlots`): input `{ days? }` (Toronto
 * days with free slots, 1 to 21, default 5); output `{ timeZone: 'America/Toronto', durationMinutes, days: [{ date,
 * label, slots: [{ start, end, label }] }] }` with ISO 8601 UTC instants. A slot is listed when at least one
 * bookable consultant is free (business hours, 4 business hours of notice, no Ontario statutory holiday, at most
 * MEETING_MAX_DAYS_AHEAD days ahead). Errors: 400 with `issues`; 503. tRPC `meetings.slots`; REST
 * `GET /api/meetings/slots?days=`.
 */
export const meetingsSlots = defineOperation({
  kind: 'query',
  input: meetingSlotsQuerySchema,
  run: (ctx, input) => listMeetingSlots(ctx, input.days ?? DEFAULT_SLOT_DAYS),
});
