import { staffAccountIdSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { setStaffDisabled } from './staff-auth.ts';

/**
 * Lets a disabled account sign in again. Input `{ id }`. Output the account. Errors: 400; 401; 403; 404. tRPC
 * `staff.users.enable`.
 */
export const staffUsersEnable = defineOperation({
  kind: 'mutation',
  input: staffAccountIdSchema,
  access: 'admin',
  run: async (ctx, input) => {
    const account = await setStaffDisabled(ctx.db.em(), input.id, false);
    ctx.log.info({ staffId: staffOfContext(ctx).id, targetStaffId: input.id }, 'staff account enabled');
    return account;
  },
});
