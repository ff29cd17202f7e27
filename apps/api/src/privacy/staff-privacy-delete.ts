import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { deletePersonalData } from './privacy.ts';
import { privacyInputSchema } from './staff-privacy-input.ts';

/**
 * Deletes everything stored about a person (a PIPEDA deletion request): exactly the rows `staff.privacy.export`
 * lists, in one transaction (decision 062); other people's records stay, whatever their notes say. Writes an audit
 * entry without personal data. Input `{ email?, phone? }`. Output the counts deleted. Errors: 400; 401; 403 (sales, or cross-site). tRPC
 * `staff.privacy.delete`.
 */
export const staffPrivacyDelete = defineOperation({
  kind: 'mutation',
  input: privacyInputSchema,
  access: 'admin',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const counts = await deletePersonalData(ctx.db.em(), input, staff.id, ctx.clock());
    ctx.log.info({ staffId: staff.id, counts }, 'privacy deletion');
    return counts;
  },
});
