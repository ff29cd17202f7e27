import { leadNoteSchema } from '@northline/schemas';
import { setLeadNote } from '../services/lead-status.ts';
import { defineOperation } from './operation.ts';

/**
 * Replaces the lead's note (at most 4000 characters; empty clears it). Input `{ id, note }`. Errors: 400; 401; 403
 * cross-site; NOT_FOUND (404). tRPC `staff.leads.setNote`.
 */
export const staffLeadsSetNote = defineOperation({
  kind: 'mutation',
  input: leadNoteSchema,
  access: 'staff',
  run: (ctx, input) => setLeadNote(ctx.db.em(), input),
});
