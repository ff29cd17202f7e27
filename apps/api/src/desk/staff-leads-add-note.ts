import { leadNoteAddSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { addLeadNote } from './lead-notes.ts';

/**
 * Appends a note to a lead's timeline with its author and the app's time; notes are never overwritten (decision
 * 043). Input `{ id, body }` (trimmed, 1-4000 characters). Output the note's activity entry `{ kind: 'note', id,
 * at, actor, body, earlier }`. Logs ids only, never the text. Appends `lead.note_added` to the event log with the note.
 * Errors: 400; 401; 403 cross-site; NOT_FOUND (404). tRPC `staff.leads.addNote`.
 */
export const staffLeadsAddNote = defineOperation({
  kind: 'mutation',
  input: leadNoteAddSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const note = await addLeadNote(ctx.db.em(), input, staff, ctx.clock());
    ctx.log.info({ leadId: input.id, noteId: note.id, staffId: staff.id }, 'lead note added');
    return note;
  },
});
