import { defineOperation } from '../operations/operation.ts';
import { lookUpPerson } from './privacy.ts';
import { privacyInputSchema } from './staff-privacy-input.ts';

/**
 * What is stored about a person (a PIPEDA access request's first step): the row counts of their records (matched by
 * their own e-mail and phone fields, decision 062), and the notes, messages and questions of other people's records
 * that mention them, for staff to redact by hand (kind, row id, lead id, date; never the text). Input
 * `{ email?, phone? }` (at least one). Output `PrivacyLookup` `{ counts, mentions }`. Errors: 400; 401; FORBIDDEN
 * (403) for sales users. tRPC `staff.privacy.find`.
 */
export const staffPrivacyFind = defineOperation({
  kind: 'query',
  input: privacyInputSchema,
  access: 'admin',
  run: async (ctx, input) => lookUpPerson(ctx.db.em(), input),
});
