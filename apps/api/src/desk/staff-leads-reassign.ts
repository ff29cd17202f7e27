import { leadReassignSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { reassignLead } from './lead-assignment.ts';

/**
 * Gives a lead to another staff member, or leaves it unassigned (`ownerId` null), recording from, to and by whom
 * (decision 041). A lead with an owner only that owner or an admin may reassign (decision 061). Input `{ id,
 * ownerId }`. Output `{ id, ownerId, ownerName }`. Logs ids only. Errors: 400; 401; 403 cross-site, or another
 * owner's lead; NOT_FOUND (404) for an unknown lead or account; CONFLICT (409) for a disabled account. tRPC
 * `staff.leads.reassign`.
 */
export const staffLeadsReassign = defineOperation({
  kind: 'mutation',
  input: leadReassignSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const result = await reassignLead(ctx.db.em(), input, staff, ctx.clock());
    ctx.log.info({ leadId: input.id, ownerId: input.ownerId, staffId: staff.id }, 'lead reassigned');
    return result;
  },
});
