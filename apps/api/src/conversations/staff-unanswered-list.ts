import { unansweredListSchema } from '@northline/schemas';
import { defineOperation } from '../operations/operation.ts';
import { listStaffAnswers } from './staff-answers.ts';
import { listUnanswered } from './unanswered.ts';

/**
 * The questions the chat assistant deflected, could not answer or answered about the wrong thing, for the content
 * team (decisions 047, 095): output `{ questions: [{ id, question, reason, count, firstAskedAt, lastAskedAt, status,
 * handledAt }], answers: [{ id, questionId, question, body, page, status, writtenBy, writtenAt, publishedBy,
 * publishedAt }] }`, the questions most asked first, then the most recently asked, at most 200, open and handled;
 * the answers newest first. Questions are stored with contact details replaced (`[email]`, `[phone]`, `[name]`,
 * `[company]`). Errors: UNAUTHORIZED (401) without a staff session; SERVICE_UNAVAILABLE (503). tRPC
 * `staff.unanswered.list`; REST `GET /api/staff/unanswered`.
 */
export const staffUnansweredList = defineOperation({
  kind: 'query',
  input: undefined,
  output: unansweredListSchema,
  access: 'staff',
  run: async (ctx) => {
    const em = ctx.db.em();
    return { questions: await listUnanswered(em), answers: await listStaffAnswers(em) };
  },
});
