import { staffAccountIdSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { setStaffDisabled } from './staff-auth.ts';

/**
 * Disables an account: it can no longer sign in, and every session of it ends (its next request gets 401, its open
 * streams end on every instance); in the same transaction its calendar feed's secret is revoked and the chats it
 * has claimed go back to the waiting queue (the visitor is told, as for a release). Input `{ id }`. Output the
 * account. Errors: 400; 401; 403 (sales, or cross-site); NOT_FOUND (404); CONFLICT (409) 'The last active admin
 * cannot be disabled.' tRPC `staff.users.disable`.
 */
export const staffUsersDisable = defineOperation({
  kind: 'mutation',
  input: staffAccountIdSchema,
  access: 'admin',
  run: async (ctx, input) => {
    const now = ctx.clock();
    const account = await setStaffDisabled(ctx.db.em(), input.id, true, undefined, (tx) =>
      ctx.staffDeparture.disabled(tx, input.id, now),
    );
    ctx.log.info({ staffId: staffOfContext(ctx).id, targetStaffId: input.id }, 'staff account disabled');
    return account;
  },
});
