import { leadListInputSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { listLeads } from './inbox.ts';

/**
 * One page of the inbox, newest first. Input: `leadListInputSchema` (kind, status, quality, from/to `YYYY-MM-DD`
 * Toronto days, search over name/company/email, sourcePage, campaign, includeSpam, meetingBooked, owner `mine` |
 * `unassigned` | a staff id, sort `newest` | `quality` | `waiting`, page, pageSize ≤ 100). Output `{ leads:
 * LeadSummary[] (with owner, SLA clock and `tel:` link), total, page, pageSize }`. Errors: 400; 401; SERVICE_UNAVAILABLE (503). tRPC `staff.leads.list`.
 */
export const staffLeadsList = defineOperation({
  kind: 'query',
  input: leadListInputSchema,
  access: 'staff',
  run: (ctx, input) =>
    listLeads(ctx.db.em(), input, {
      staffId: staffOfContext(ctx).id,
      targets: ctx.desk.settings.targets,
      now: ctx.clock(),
    }),
});
