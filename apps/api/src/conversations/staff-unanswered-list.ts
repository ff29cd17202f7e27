import { unansweredListSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { listUnanswered } from './unanswered.ts';

/**
 * The questions the chat assistant deflected or could not answer, for the content team (decision 047): output
 * `{ questions: [{ id, question, reason, count, firstAskedAt, lastAskedAt }] }`, the most asked first, then the most
 * recently asked, at most 200. Questions are stored with contact details replaced (`[email]`, `[phone]`, `[name]`,
 * `[company]`). Errors: UNAUTHORIZED (401) without a staff session; SERVICE_UNAVAILABLE (503). tRPC
 * `staff.unanswered.list`; REST `GET /api/staff/unanswered`.
 */
export const staffUnansweredList = defineOperation({
  kind: 'query',
  input: undefined,
  output: unansweredListSchema,
  access: 'staff',
  run: (ctx) => listUnanswered(ctx.db.em()),
});
