import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { auditPrivacy, countsOf, findPersonalData } from './privacy.ts';
import { privacyInputSchema } from './staff-privacy-input.ts';

/**
 * Everything stored about a person as one JSON document (a PIPEDA access request's answer): their records, matched
 * by their own e-mail and phone fields, with every row under them (decision 062); never another person's record that
 * only mentions them. Recorded in the audit trail without personal data. A mutation, as it writes the audit entry. Input `{ email?, phone? }`. Errors: 400;
 * 401; 403 (sales, or cross-site). tRPC `staff.privacy.export`.
 */
export const staffPrivacyExport = defineOperation({
  kind: 'mutation',
  input: privacyInputSchema,
  access: 'admin',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const data = await findPersonalData(ctx.db.em(), input);
    await auditPrivacy(ctx.db.em(), 'export', staff.id, countsOf(data));
    ctx.log.info({ staffId: staff.id, counts: countsOf(data) }, 'privacy export');
    return data;
  },
});
