import { leadActivityInputSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { leadActivity } from './lead-activity.ts';

/**
 * One lead's activity history, newest first (decisions 043, 068): its arrival, staff notes (author, time, text),
 * status changes, owners (by whom, or automatic), the chat's quality changes and hand-off events, notifications
 * (event, channel, outcome and times; no message) and meetings. Each entry `{ kind, at (ISO 8601), actor, … }`.
 * Input `{ id (UUID), filter? }` (`all`, `notes`, `messages`, `system`; `all` when left out). Output
 * `{ id, entries }`. Errors: 400; 401; NOT_FOUND (404). tRPC `staff.leads.activity`.
 */
export const staffLeadsActivity = defineOperation({
  kind: 'query',
  input: leadActivityInputSchema,
  access: 'staff',
  run: (ctx, input) => leadActivity(ctx.db.em(), input.id, input.filter),
});
