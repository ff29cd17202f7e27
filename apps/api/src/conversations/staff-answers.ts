/**
 * The answers staff write to what the chat assistant could not answer (docs/decisions/095): the one writer of
 * `staff_answer`. A member writes an answer to a question of the unanswered list (the wording it answers, the text,
 * the page of the site it belongs to): a draft, which the assistant never uses. A member other than its writer
 * reviews and publishes it; from then on a visitor question the assistant would leave unanswered and that matches
 * the answer's wording is answered with it, citing its page (./staff-answer-match.ts). Each change appends its
 * event to the one event log in its transaction (`unanswered.answer_written`, `unanswered.answer_published`, and
 * `unanswered.handled` for the question a publication settles).
 *
 * An answer states only the catalogue's prices, figures and promises: the chat's fact check (chat/fact-check.ts)
 * refuses one that does not, when it is written and again whenever the assistant would use it. Answer texts are the
 * team's, not a visitor's, yet nothing here logs them: callers log ids only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type RouteKey, routes, staffUnanswered } from '@northline/content';
import type { StaffAnswer, StaffAnswerStatus, StaffAnswerWrite, StaffMember } from '@northline/schemas';
import type { DomainEvent } from '@northline/schemas/events';
import { checkReplyFacts } from '../chat/fact-check.ts';
import { citationOf } from '../chat/passages.ts';
import { DomainError, invalidField } from '../errors.ts';
import { appendEvent } from '../events/log.ts';
import { markQuestionHandled } from './unanswered.ts';

/** The pages an answer may belong to: every page search engines see (the internal test pages are not cited). */
export const ANSWER_PAGES: readonly RouteKey[] = routes
  .filter((route) => route.indexable)
  .map((route) => route.key);

const isAnswerPage = (key: string): key is RouteKey => (ANSWER_PAGES as readonly string[]).includes(key);

/** A stored answer with its writer's and publisher's names, as the queries here read it. */
interface AnswerRow {
  id: string;
  question_id: string | null;
  question_text: string;
  body: string;
  page: string;
  status: StaffAnswerStatus;
  written_by_id: string | null;
  written_by: string | null;
  written_at: Date | string;
  published_by: string | null;
  published_at: Date | string | null;
}

const SELECT_ANSWERS = `select a."id", a."question_id", a."question_text", a."body", a."page", a."status",
    a."written_by_id", w."name" as "written_by", a."written_at", p."name" as "published_by", a."published_at"
  from "staff_answer" a
    left join "staff_user" w on w."id" = a."written_by_id"
    left join "staff_user" p on p."id" = a."published_by_id"`;

function answerOf(row: AnswerRow): StaffAnswer {
  const page = isAnswerPage(row.page) ? row.page : 'services';
  return {
    id: row.id,
    questionId: row.question_id,
    question: row.question_text,
    body: row.body,
    page: { key: page, ...citationOf(page) },
    status: row.status,
    writtenBy: row.written_by,
    writtenAt: new Date(row.written_at).toISOString(),
    publishedBy: row.published_by,
    publishedAt: row.published_at === null ? null : new Date(row.published_at).toISOString(),
  };
}

/**
 * Whether an answer's text states only what the catalogue states (chat/fact-check.ts, with no visitor numbers to
 * repeat).
 */
export function answerFactsHold(body: string): boolean {
  return checkReplyFacts(body, { visitorMessages: [] }).length === 0;
}

/** Every written answer, newest first. */
export async function listStaffAnswers(em: EntityManager): Promise<StaffAnswer[]> {
  const rows = await (em as SqlEntityManager).execute<AnswerRow[]>(
    `${SELECT_ANSWERS} order by a."written_at" desc, a."id"`,
  );
  return rows.map(answerOf);
}

/** The published answers, oldest published first: what the assistant may answer with (./staff-answer-match.ts). */
export async function publishedStaffAnswers(em: EntityManager): Promise<StaffAnswer[]> {
  const rows = await (em as SqlEntityManager).execute<AnswerRow[]>(
    `${SELECT_ANSWERS} where a."status" = 'published' order by a."published_at", a."id"`,
  );
  return rows.map(answerOf);
}

/**
 * Writes a draft answer to a question and appends `unanswered.answer_written` (actor: the writer), in one
 * transaction.
 *
 * @param input checked by the operation's schema (`staffAnswerWriteSchema`)
 * @param staff the writer
 * @param now when (the app's clock)
 * @throws DomainError 'invalid' (400) on `page` for a key that is not one of {@link ANSWER_PAGES}, on `body` for a
 *   text the fact check refuses; 'not-found' (404) when the question does not exist
 */
export async function writeStaffAnswer(
  em: EntityManager,
  input: StaffAnswerWrite,
  staff: StaffMember,
  now: Date,
): Promise<StaffAnswer> {
  const copy = staffUnanswered.api;
  if (!isAnswerPage(input.page)) throw invalidField('page', copy.unknownPage);
  if (!answerFactsHold(input.body)) throw invalidField('body', copy.unverifiedFacts);
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const [question] = await sql.execute<{ id: string }[]>(
      'select "id" from "unanswered_question" where "id" = ? for share',
      [input.questionId],
    );
    if (!question) throw new DomainError('not-found', copy.unknownQuestion);
    const [row] = await sql.execute<{ id: string }[]>(
      `insert into "staff_answer" ("id", "question_id", "question_text", "body", "page", "status", "written_by_id",
        "written_at")
        values (gen_random_uuid(), ?, ?, ?, ?, 'draft', ?, ?) returning "id"`,
      [input.questionId, input.question, input.body, input.page, staff.id, now],
    );
    const id = (row as { id: string }).id;
    return recordedAnswer(tx, id, staff, now, {
      type: 'unanswered.answer_written',
      version: 1,
      payload: { answerId: id, questionId: input.questionId, page: input.page },
    });
  });
}

/**
 * Appends `event` (when given; actor: `staff`) in the transaction `tx` and reads the answer `id` back as staff see it.
 */
async function recordedAnswer(
  tx: EntityManager,
  id: string,
  staff: StaffMember,
  now: Date,
  event: DomainEvent | null,
): Promise<StaffAnswer> {
  if (event) await appendEvent(tx, { event, actorId: staff.id, at: now });
  const [stored] = await (tx as SqlEntityManager).execute<AnswerRow[]>(`${SELECT_ANSWERS} where a."id" = ?`, [
    id,
  ]);
  return answerOf(stored as AnswerRow);
}

/**
 * Publishes a draft answer after review: the assistant answers with it from the commit on. The reviewer is recorded
 * with the time; the answer's question is marked handled (./unanswered.ts); `unanswered.answer_published` is
 * appended (actor: the reviewer), all in one transaction. An answer published already stays as it was.
 *
 * @param id the answer's id
 * @param staff the reviewer: a member other than the writer
 * @param now when (the app's clock)
 * @throws DomainError 'not-found' (404) for an unknown answer; 'conflict' (409) when the reviewer wrote it
 */
export async function publishStaffAnswer(
  em: EntityManager,
  id: string,
  staff: StaffMember,
  now: Date,
): Promise<StaffAnswer> {
  const copy = staffUnanswered.api;
  return em.transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    const [row] = await sql.execute<AnswerRow[]>(
      `select "id", "status", "written_by_id", "question_id", "body" from "staff_answer" where "id" = ? for update`,
      [id],
    );
    if (!row) throw new DomainError('not-found', copy.unknownAnswer);
    if (row.status === 'draft') {
      if (row.written_by_id === staff.id) throw new DomainError('conflict', copy.ownAnswer);
      if (!answerFactsHold(row.body)) throw invalidField('id', copy.unverifiedFacts);
      await sql.execute(
        `update "staff_answer" set "status" = 'published', "published_by_id" = ?, "published_at" = ? where "id" = ?`,
        [staff.id, now, id],
      );
      if (row.question_id !== null) await markQuestionHandled(tx, row.question_id, staff, now);
      return recordedAnswer(tx, id, staff, now, {
        type: 'unanswered.answer_published',
        version: 1,
        payload: { answerId: id, questionId: row.question_id, writtenBy: row.written_by_id },
      });
    }
    return recordedAnswer(tx, id, staff, now, null);
  });
}
