import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type StaffMember, staffAvailabilitySchema } from '@northline/schemas';
import { DomainError } from '../errors.ts';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';

/**
 * Sets a staff member's availability and, optionally, capacity (`staff.desk.setAvailability`): their own, or
 * anyone's for an admin.
 *
 * @throws DomainError 'not-found' (404) for an unknown or disabled account (the operation refuses a sales member
 *   naming another account with 403 first)
 */
export async function setAvailability(
  em: EntityManager,
  input: { id?: string | undefined; availability: 'available' | 'away'; capacity?: number | undefined },
  staff: StaffMember,
): Promise<{ id: string; availability: 'available' | 'away'; capacity: number }> {
  const id = input.id ?? staff.id;
  const [row] = await (em as SqlEntityManager).execute<{ lead_capacity: number }[]>(
    `update "staff_user" set "availability" = ?, "lead_capacity" = coalesce(?, "lead_capacity")
     where "id" = ? and "disabled_at" is null returning "lead_capacity"`,
    [input.availability, input.capacity ?? null, id],
  );
  if (!row) throw new DomainError('not-found', 'Unknown staff account');
  return { id, availability: input.availability, capacity: row.lead_capacity };
}

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
