import { defineOperation } from '../operations/operation.ts';
import { listStaffAccounts } from './staff-auth.ts';

/**
 * Every staff account, active ones first, by name: `StaffAccount[]` `{ id, email, name, role, createdAt,
 * disabledAt, sessions, lastSeenAt }`. Errors: 401; FORBIDDEN (403) for sales users. tRPC `staff.users.list`.
 */
export const staffUsersList = defineOperation({
  kind: 'query',
  input: undefined,
  access: 'admin',
  run: (ctx) => listStaffAccounts(ctx.db.em()),
});
