import { defineOperation } from '../operations/operation.ts';
import { listSavedReplies } from './saved-replies.ts';

/**
 * The team's saved replies for the live chat's reply box: output `{ replies: [{ id, title, body, authorName,
 * createdAt }], max }`, by title (A to Z). Errors: UNAUTHORIZED (401) without a staff session; SERVICE_UNAVAILABLE
 * (503). tRPC `staff.savedReplies.list`.
 */
export const staffSavedRepliesList = defineOperation({
  kind: 'query',
  input: undefined,
  access: 'staff',
  run: (ctx) => listSavedReplies(ctx.db.em()),
});
