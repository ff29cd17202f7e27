import { leadNoteSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { addLeadNote } from './lead-notes.ts';

/**
 * The older name of `staff.leads.addNote`, kept for callers of the single note (decision 043): appends `note` to
 * the lead's timeline, as `addNote` does; it no longer replaces anything, and an empty note is refused (notes are
 * never cleared). Input `{ id, note }` (trimmed, 1-4000 characters). Output `{ id, note }`: the lead's id and the
 * note as stored. Logs ids only. Errors: 400; 401; 403 cross-site; NOT_FOUND (404). tRPC `staff.leads.setNote`.
 *
 * @deprecated use `staff.leads.addNote`
 */
export const staffLeadsSetNote = defineOperation({
  kind: 'mutation',
  input: leadNoteSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const note = await addLeadNote(ctx.db.em(), { id: input.id, body: input.note }, staff, ctx.clock());
    ctx.log.info({ leadId: input.id, noteId: note.id, staffId: staff.id }, 'lead note added');
    return { id: input.id, note: note.body };
  },
});
