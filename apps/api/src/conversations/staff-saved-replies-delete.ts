import { savedReplyDeleteSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { deleteSavedReply } from './saved-replies.ts';

/**
 * Deletes a saved reply of the team (any signed-in member). Input `{ id }`. Output `{ deleted: true }`. Logs ids
 * only. Errors: BAD_REQUEST (400) for an id that is not a UUID; UNAUTHORIZED (401); FORBIDDEN (403) cross-site;
 * NOT_FOUND (404) when no reply has that id. tRPC `staff.savedReplies.delete`.
 */
export const staffSavedRepliesDelete = defineOperation({
  kind: 'mutation',
  input: savedReplyDeleteSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    await deleteSavedReply(ctx.db.em(), input.id);
    ctx.log.info({ savedReplyId: input.id, staffId: staff.id }, 'saved reply deleted');
    return { deleted: true as const };
  },
});
