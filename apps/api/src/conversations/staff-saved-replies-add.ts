import { savedReplyAddSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { addSavedReply } from './saved-replies.ts';

/**
 * Adds a saved reply for the whole team (any signed-in member: admin or sales). Input `{ title, body }`: a title on
 * one line, 1-80 characters, and a body of 1-2000 characters, both trimmed. Output the reply `{ id, title, body,
 * authorName, createdAt }`. Logs ids only. Errors: BAD_REQUEST (400) with each field's message; UNAUTHORIZED (401);
 * FORBIDDEN (403) cross-site; CONFLICT (409) when the team keeps 100 already. tRPC `staff.savedReplies.add`.
 */
export const staffSavedRepliesAdd = defineOperation({
  kind: 'mutation',
  input: savedReplyAddSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const reply = await addSavedReply(ctx.db.em(), input, staff, ctx.clock());
    ctx.log.info({ savedReplyId: reply.id, staffId: staff.id }, 'saved reply added');
    return reply;
  },
});
