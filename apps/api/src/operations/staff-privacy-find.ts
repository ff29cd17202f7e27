import { countsOf, findPersonalData } from '../services/privacy.ts';
import { defineOperation } from './operation.ts';
import { privacyInputSchema } from './staff-privacy-input.ts';

/**
 * What is stored about a person, as row counts (a PIPEDA access request's first step). Input `{ email?, phone? }`
 * (at least one). Output `PersonalDataCounts`. Errors: 400; 401; FORBIDDEN (403) for sales users. tRPC
 * `staff.privacy.find`.
 */
export const staffPrivacyFind = defineOperation({
  kind: 'query',
  input: privacyInputSchema,
  access: 'admin',
  run: async (ctx, input) => countsOf(await findPersonalData(ctx.db.em(), input)),
});
