import { staffAccountIdSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { revokeStaffSessions } from './staff-auth.ts';

/**
 * Signs an account out everywhere (a lost laptop): deletes all its sessions, so its open streams end on every
 * instance, and revokes its calendar feed's secret in the same transaction (the member issues a new one after
 * signing in); the account may sign in again. Input `{ id }`. Output `{ revoked }`, the number of sessions ended.
 * Errors: 400; 401; 403; 404. tRPC `staff.users.revokeSessions`.
 */
export const staffUsersRevokeSessions = defineOperation({
  kind: 'mutation',
  input: staffAccountIdSchema,
  access: 'admin',
  run: async (ctx, input) => {
    const now = ctx.clock();
    const result = await revokeStaffSessions(ctx.db.em(), input.id, (tx) =>
      ctx.staffDeparture.sessionsRevoked(tx, input.id, now),
    );
    ctx.log.info(
      { staffId: staffOfContext(ctx).id, targetStaffId: input.id, revoked: result.revoked },
      'staff sessions revoked',
    );
    return result;
  },
});
