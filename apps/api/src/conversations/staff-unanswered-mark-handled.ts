import { unansweredHandledSchema, unansweredMarkHandledSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { markQuestionHandled } from './unanswered.ts';

/**
 * Marks an unanswered question handled (any signed-in member; decision 095): it leaves the open list and keeps
 * counting; `unanswered.handled` is appended to the event log. Input `{ id }`; output `{ id, handledAt }` (the first
 * time it was handled, when it was already). Logs ids only. Errors: BAD_REQUEST (400) for an id that is not a UUID;
 * UNAUTHORIZED (401); FORBIDDEN (403) cross-site; NOT_FOUND (404) for an unknown question. tRPC
 * `staff.unanswered.markHandled`; REST `POST /api/staff/unanswered/{id}/handled`.
 */
export const staffUnansweredMarkHandled = defineOperation({
  kind: 'mutation',
  input: unansweredMarkHandledSchema,
  output: unansweredHandledSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const handled = await markQuestionHandled(ctx.db.em(), input.id, staff, ctx.clock());
    ctx.log.info({ questionId: handled.id, staffId: staff.id }, 'unanswered question handled');
    return handled;
  },
});
