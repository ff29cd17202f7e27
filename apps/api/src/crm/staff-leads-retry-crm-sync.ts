import { crmSyncRetrySchema, leadIdSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { retryCrmSync } from './crm-leads.ts';

/**
 * Sends a lead to HubSpot again after its sync failed (any signed-in member; decisions 097 and 101): appends
 * `crm.sync_requested` (reason `retry`, actor the member) to the event log, from which the alert dispatcher plans
 * the lead's sync and the delivery worker's `crm` lane sends it; nothing when a sync of the lead is pending
 * already. Input `{ id }`. Output `{ id, requested }`. Logs ids only. Errors: BAD_REQUEST (400) for an id that is
 * not a UUID; UNAUTHORIZED (401); FORBIDDEN (403) cross-site; NOT_FOUND (404) for an unknown lead; CONFLICT (409)
 * when the sync is off or the lead is never sent (spam, a newsletter signup, no e-mail address). tRPC
 * `staff.leads.retryCrmSync`; REST `POST /api/staff/leads/{id}/crm-sync`.
 */
export const staffLeadsRetryCrmSync = defineOperation({
  kind: 'mutation',
  input: leadIdSchema,
  output: crmSyncRetrySchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const result = await retryCrmSync(ctx.db.em(), input.id, staff.id, ctx.crm.enabled, ctx.clock());
    ctx.log.info({ leadId: input.id, staffId: staff.id, requested: result.requested }, 'crm sync retried');
    return result;
  },
});
