import { staffAnswerSchema, staffAnswerWriteSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { writeStaffAnswer } from './staff-answers.ts';

/**
 * Writes an answer to an unanswered question, as a draft the assistant does not use until another member publishes
 * it (any signed-in member; decision 095); `unanswered.answer_written` is appended to the event log. Input
 * `{ questionId, question, body, page }`: the wording it answers (one line, 1-300 characters), the answer (1-800
 * characters, plain text, only the catalogue's prices and figures: the chat's fact check) and the route key of the
 * page it belongs to. Output the answer as the list shows it. Logs ids only. Errors: BAD_REQUEST (400) with each
 * field's message (an unknown page, facts the catalogue does not state); UNAUTHORIZED (401); FORBIDDEN (403)
 * cross-site; NOT_FOUND (404) for an unknown question. tRPC `staff.unanswered.writeAnswer`; REST
 * `POST /api/staff/unanswered/answers`.
 */
export const staffUnansweredWriteAnswer = defineOperation({
  kind: 'mutation',
  input: staffAnswerWriteSchema,
  output: staffAnswerSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const answer = await writeStaffAnswer(ctx.db.em(), input, staff, ctx.clock());
    ctx.log.info(
      { answerId: answer.id, questionId: input.questionId, staffId: staff.id },
      'staff answer written',
    );
    return answer;
  },
});
