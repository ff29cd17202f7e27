import { staffAnswerPublishSchema, staffAnswerSchema } from '@northline/schemas';
import { staffOfContext } from '../operations/context.ts';
import { defineOperation } from '../operations/operation.ts';
import { forgetStaffAnswers } from './staff-answer-match.ts';
import { publishStaffAnswer } from './staff-answers.ts';

/**
 * Publishes a draft answer after review (any signed-in member other than its writer; decision 095): the assistant
 * answers matching questions with it and cites its page from then on (at once on this instance, within 30 s on the
 * others), its question is marked handled, and `unanswered.answer_published` is appended to the event log. Input
 * `{ id }`; output the answer. Publishing a published answer changes nothing. Logs ids only. Errors: BAD_REQUEST
 * (400) for an id that is not a UUID; UNAUTHORIZED (401); FORBIDDEN (403) cross-site; NOT_FOUND (404) for an
 * unknown answer; CONFLICT (409) when the member wrote it. tRPC `staff.unanswered.publishAnswer`; REST
 * `POST /api/staff/unanswered/answers/{id}/publish`.
 */
export const staffUnansweredPublishAnswer = defineOperation({
  kind: 'mutation',
  input: staffAnswerPublishSchema,
  output: staffAnswerSchema,
  access: 'staff',
  run: async (ctx, input) => {
    const staff = staffOfContext(ctx);
    const em = ctx.db.em();
    const answer = await publishStaffAnswer(em, input.id, staff, ctx.clock());
    forgetStaffAnswers(em);
    ctx.log.info({ answerId: answer.id, staffId: staff.id }, 'staff answer published');
    return answer;
  },
});
