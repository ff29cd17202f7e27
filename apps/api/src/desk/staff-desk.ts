import { defineOperation } from '../operations/operation.ts';
import { listDesk } from './lead-assignment.ts';

/**
 * Every active staff member's desk settings, by name: `DeskMember[]` `{ id, name, role, availability, capacity,
 * openLeads }` (the owner pickers and filters). Errors: 401. tRPC `staff.desk.list`.
 */
export const staffDeskList = defineOperation({
  kind: 'query',
  input: undefined,
  access: 'staff',
  run: (ctx) => listDesk(ctx.db.em()),
});
