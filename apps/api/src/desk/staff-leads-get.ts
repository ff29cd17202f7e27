import { leadIdSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { getLead } from './lead-detail.ts';

/**
 * Everything about one lead: facts, attribution, transcript, quality explanation, the recommendation seen, status
 * history, notifications, its meetings (`{ id, start, end, status, consultantName }`, by start), owner and
 * first-response clock. Input `{ id }` (UUID). Errors: 400; 401; NOT_FOUND (404). tRPC `staff.leads.get`.
 */
export const staffLeadsGet = defineOperation({
  kind: 'query',
  input: leadIdSchema,
  access: 'staff',
  run: (ctx, input) =>
    getLead(ctx.db.em(), input.id, ctx.chatTranscripts, {
      targets: ctx.desk.settings.targets,
      now: ctx.clock(),
    }),
});
