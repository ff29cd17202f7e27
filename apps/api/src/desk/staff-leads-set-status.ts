import { leadStatusChangeSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { changeLeadStatus } from './lead-status.ts';

/**
 * Moves a lead along new → contacted → meeting_booked → qualified → won | lost (`canChangeLeadStatus`), recording who and when.
 * Input `{ id, status }`. Output `{ id, status, statusChangedAt, statusChangedBy }`. Logs ids and the status only.
 * Appends `lead.status_changed` (and `lead.first_response` on the first move to contacted, qualified or won) to
 * the event log in the change's transaction (the inboxes refetch).
 * Errors: 400; 401; 403 cross-site; NOT_FOUND (404); CONFLICT (409) for a move the workflow does not allow. tRPC
 * `staff.leads.setStatus`.
 */
export const staffLeadsSetStatus = defineOperation({
  kind: 'mutation',
  input: leadStatusChangeSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const result = await changeLeadStatus(ctx.db.em(), input, staff, ctx.clock());
    ctx.log.info({ leadId: input.id, status: input.status, staffId: staff.id }, 'lead status changed');
    return result;
  },
});
