import { leadSpamMarkSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { markLeadSpam } from './lead-status.ts';

/**
 * Marks a lead spam or not spam by hand, recording who and when (a person's judgement overrides the automatic
 * one; decision 019). Input `{ id, spam }`. Output `{ id, spam, spamMarkedBy, spamMarkedAt }`. Errors: 400; 401;
 * 403 cross-site; NOT_FOUND (404). Appends `lead.spam_marked` to the event log with the mark (the inboxes refetch). tRPC
 * `staff.leads.setSpam`.
 */
export const staffLeadsSetSpam = defineOperation({
  kind: 'mutation',
  input: leadSpamMarkSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const result = await markLeadSpam(ctx.db.em(), input, staff);
    ctx.log.info({ leadId: input.id, spam: input.spam, staffId: staff.id }, 'lead marked');
    return result;
  },
});
