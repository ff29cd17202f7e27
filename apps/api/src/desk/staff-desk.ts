import { staffAvailabilitySchema } from '@northline/schemas';
import { DomainError } from '../errors.ts';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { listDesk, setAvailability } from './lead-assignment.ts';

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

/**
 * Sets a staff member's availability (`available` or `away`) and optionally their open-lead capacity: one's own
 * (no `id`), or anyone's for an admin (decision 041). Output `{ id, availability, capacity }`. Errors: 400; 401;
 * FORBIDDEN (403) when a sales member names another account, or cross-site; NOT_FOUND (404) for an unknown or
 * disabled account. tRPC `staff.desk.setAvailability`.
 */
export const staffDeskSetAvailability = defineOperation({
  kind: 'mutation',
  input: staffAvailabilitySchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    if (input.id !== undefined && input.id !== staff.id && staff.role !== 'admin') {
      throw new DomainError('forbidden', 'Only an admin can change another account');
    }
    const result = await setAvailability(ctx.db.em(), input, staff);
    ctx.log.info(
      { staffId: result.id, availability: result.availability, capacity: result.capacity, by: staff.id },
      'desk availability set',
    );
    return result;
  },
});
