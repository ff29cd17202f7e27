import { staffAccountIdSchema } from '@northline/schemas';
import { setStaffDisabled } from '../services/staff-auth.ts';
import { staffOfContext } from './context.ts';
import { defineOperation } from './operation.ts';

/**
 * Disables an account: it can no longer sign in, and every session of it ends (its next request gets 401). Input
 * `{ id }`. Output the account. Errors: 400; 401; 403 (sales, or cross-site); NOT_FOUND (404); CONFLICT (409) 'The
 * last active admin cannot be disabled.' tRPC `staff.users.disable`.
 */
export const staffUsersDisable = defineOperation({
  kind: 'mutation',
  input: staffAccountIdSchema,
  access: 'admin',
  run: async (ctx, input) => {
    const account = await setStaffDisabled(ctx.db.em(), input.id, true);
    ctx.log.info({ staffId: staffOfContext(ctx).id, targetStaffId: input.id }, 'staff account disabled');
    return account;
  },
});
