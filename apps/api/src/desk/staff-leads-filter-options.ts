import { defineOperation } from '../operations/operation.ts';
import { leadFilterOptions } from './inbox.ts';

/**
 * The values the inbox's source-page and campaign filters offer: `LeadFilterOptions` `{ sourcePages, campaigns }`,
 * those present among the leads, sorted (desk/inbox.ts `leadFilterOptions`). Errors: 401; SERVICE_UNAVAILABLE
 * (503). tRPC `staff.leads.filterOptions`.
 */
export const staffLeadsFilterOptions = defineOperation({
  kind: 'query',
  input: undefined,
  access: 'staff',
  run: (ctx) => leadFilterOptions(ctx.db.em()),
});
