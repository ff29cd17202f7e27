import { zodResolver } from '@hookform/resolvers/zod';
import { routes, staffApp, staffUnanswered } from '@northline/content';
import {
  STAFF_ANSWER_BODY_MAX,
  STAFF_ANSWER_QUESTION_MAX,
  type StaffAnswerWrite,
  staffAnswerWriteSchema,
  type UnansweredList,
} from '@northline/schemas';
import { Button, Field } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTime, staffMeta } from '../../staff/format.ts';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { StaffTable } from '../../staff/staff-table.tsx';
import { statusOf, useTRPC } from '../../staff/trpc.ts';

/** noindex. */
export const meta = () => staffMeta(staffUnanswered.metaTitle);

const copy = staffUnanswered;

type Question = UnansweredList['questions'][number];
type AnswerField = keyof StaffAnswerWrite;

/** The pages an answer may belong to (those search engines see), by their names. */
const PAGE_OPTIONS = routes
  .filter((route) => route.indexable)
  .map((route) => ({ value: route.key, label: `${route.name} (${route.path})` }));

/** The field messages of a refused call (400 `issues`), by field; empty for any other failure. */
function fieldErrorsOf(error: unknown): Partial<Record<AnswerField, string>> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues = (error.data as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const errors: Partial<Record<AnswerField, string>> = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (
      (issue.path === 'question' || issue.path === 'body' || issue.path === 'page') &&
      typeof issue.message === 'string'
    ) {
      errors[issue.path] ??= issue.message;
    }
  }
  return errors;
}

/** Props of {@link QuestionsTable}. */
interface QuestionsTableProps {
  questions: readonly Question[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Whether the list is being fetched again. */
  busy: boolean;
  /** The header of the last column, after question, reason, count and last asked. */
  lastColumn: string;
  /** The last cell of a question's row (a `td`). */
  lastCell: (question: Question) => ReactNode;
}

/**
 * A table of unanswered questions: each row the question, its reason, how often and when it was last asked, then
 * the cell the list needs (actions on the open list, when it was handled on the other).
 */
function QuestionsTable({ questions, labelledBy, busy, lastColumn, lastCell }: QuestionsTableProps) {
  return (
    <StaffTable
      columns={[
        copy.columns.question,
        copy.columns.reason,
        copy.columns.count,
        copy.columns.lastAsked,
        lastColumn,
      ]}
      busy={busy}
      wrapClassName={css.scrollTableWrap}
      name={{ labelledBy }}
    >
      {questions.map((question) => (
        <tr key={question.id}>
          <th scope="row">{question.question}</th>
          <td>{copy.reasons[question.reason]}</td>
          <td>{question.count}</td>
          <td className={css.nowrap}>
            <time dateTime={question.lastAskedAt}>{formatDateTime(question.lastAskedAt)}</time>
          </td>
          {lastCell(question)}
        </tr>
      ))}
    </StaffTable>
  );
}

/** Props of {@link AnswerForm}. */
interface AnswerFormProps {
  /** The question the answer is for. */
  question: Question;
  /** Called with the saved draft's question once stored. */
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * The form that writes an answer to one question (`staff.unanswered.writeAnswer`): the wording it answers
 * (prefilled with the question's), the answer, and a picker of the page it belongs to. react-hook-form with the
 * API's own schema checks it first; the API's field messages (an unknown page, a figure the catalogue does not
 * state) go under their fields. The wording field takes the focus when the form opens.
 */
function AnswerForm({ question, onSaved, onCancel }: AnswerFormProps) {
  const trpc = useTRPC();
  const [failure, setFailure] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<StaffAnswerWrite>({
    resolver: zodResolver(staffAnswerWriteSchema),
    defaultValues: { questionId: question.id, question: question.question, body: '', page: '' },
    mode: 'onSubmit',
  });
  useEffect(() => setFocus('question'), [setFocus]);
  const write = useMutation(
    trpc.staff.unanswered.writeAnswer.mutationOptions({
      onMutate: () => setFailure(''),
      onSuccess: () => onSaved(),
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        const names = Object.keys(fields) as AnswerField[];
        for (const name of names) setError(name, { message: fields[name] });
        if (names.length === 0) setFailure(copy.actions.failed);
      },
    }),
  );
  const onSubmit = handleSubmit((values) => write.mutate(values));
  return (
    <section className={css.panel} aria-labelledby="unanswered-answer-form">
      <h2 id="unanswered-answer-form" className={css.h2}>
        {copy.form.heading}
      </h2>
      {failure ? (
        <p role="alert" className={css.notice}>
          {failure}
        </p>
      ) : null}
      <form className={css.stack} onSubmit={onSubmit} noValidate>
        <Field
          label={copy.form.question}
          hint={copy.form.questionHint}
          maxLength={STAFF_ANSWER_QUESTION_MAX}
          required
          requiredMark={false}
          autoComplete="off"
          error={errors.question?.message}
          {...register('question')}
        />
        <Field
          as="textarea"
          label={copy.form.body}
          hint={copy.form.bodyHint}
          rows={5}
          maxLength={STAFF_ANSWER_BODY_MAX}
          required
          requiredMark={false}
          error={errors.body?.message}
          {...register('body')}
        />
        <Field
          as="select"
          label={copy.form.page}
          hint={copy.form.pageHint}
          placeholder={copy.form.pagePlaceholder}
          options={PAGE_OPTIONS}
          required
          requiredMark={false}
          error={errors.page?.message}
          {...register('page')}
        />
        <div className={css.row}>
          <Button type="submit" disabled={write.isPending} loading={write.isPending}>
            {copy.form.submit}
          </Button>
          <Button type="button" variant="outline" onClick={onCancel}>
            {copy.form.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * /staff/unanswered: what the chat assistant could not answer (`staff.unanswered.list`), for the content team
 * (decisions 047, 095). The open questions (question, why, times asked, last asked) each with "Mark handled" and
 * "Write an answer"; the handled ones below, still counted; and the written answers with their page, status, writer
 * and publisher, a draft with "Review and publish" (another member than its writer publishes; the API says so
 * otherwise). Every signed-in staff member may act. What happened is said in a polite status; a failure in an alert.
 */
export default function StaffUnansweredQuestions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.staff.unanswered.list.queryOptions());
  const listKey = trpc.staff.unanswered.list.queryKey();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const [answering, setAnswering] = useState<Question | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: listKey });
  const failed = (error: unknown) =>
    setFailure(
      [404, 409].includes(statusOf(error)) && error instanceof Error ? error.message : copy.actions.failed,
    );

  const markHandled = useMutation(
    trpc.staff.unanswered.markHandled.mutationOptions({
      onMutate: () => setFailure(''),
      onSuccess: () => {
        setAnnouncement(copy.actions.handled);
        headingRef.current?.focus();
      },
      onError: failed,
      onSettled: refresh,
    }),
  );
  const publish = useMutation(
    trpc.staff.unanswered.publishAnswer.mutationOptions({
      onMutate: () => setFailure(''),
      onSuccess: () => setAnnouncement(copy.answers.published),
      onError: failed,
      onSettled: refresh,
    }),
  );

  const questions = list.data?.questions ?? [];
  const open = questions.filter((question) => question.status === 'open');
  const handled = questions.filter((question) => question.status === 'handled');
  const answers = list.data?.answers ?? [];
  const loading = list.isError ? copy.loadFailed : list.isPending ? staffApp.loading : '';
  return (
    <StaffPage title={copy.title} titleId="unanswered-title" intro={copy.intro}>
      <p role="status" aria-live="polite" className={css.status}>
        {loading || announcement || (list.data && questions.length === 0 ? copy.empty : '')}
      </p>
      {failure ? (
        <p role="alert" className={css.notice}>
          {failure}
        </p>
      ) : null}
      {answering ? (
        <AnswerForm
          key={answering.id}
          question={answering}
          onCancel={() => setAnswering(null)}
          onSaved={() => {
            setAnswering(null);
            setAnnouncement(copy.form.saved);
            refresh();
          }}
        />
      ) : null}
      <h2 id="unanswered-open" className={css.h2} ref={headingRef} tabIndex={-1}>
        {copy.openHeading}
      </h2>
      {list.data && open.length === 0 ? <p className={css.summary}>{copy.openEmpty}</p> : null}
      {open.length > 0 ? (
        <QuestionsTable
          questions={open}
          labelledBy="unanswered-open"
          busy={list.isFetching}
          lastColumn={copy.columns.actions}
          lastCell={(question) => (
            <td>
              <div className={css.row}>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={copy.actions.markHandledLabel(question.question)}
                  disabled={markHandled.isPending}
                  onClick={() => markHandled.mutate({ id: question.id })}
                >
                  {copy.actions.markHandled}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={copy.actions.writeAnswerLabel(question.question)}
                  onClick={() => setAnswering(question)}
                >
                  {copy.actions.writeAnswer}
                </Button>
              </div>
            </td>
          )}
        />
      ) : null}
      <h2 id="unanswered-handled" className={css.h2}>
        {copy.handledHeading}
      </h2>
      {list.data && handled.length === 0 ? <p className={css.summary}>{copy.handledEmpty}</p> : null}
      {handled.length > 0 ? (
        <QuestionsTable
          questions={handled}
          labelledBy="unanswered-handled"
          busy={list.isFetching}
          lastColumn={copy.columns.handledAt}
          lastCell={(question) => (
            <td className={css.nowrap}>
              {question.handledAt ? (
                <time dateTime={question.handledAt}>{formatDateTime(question.handledAt)}</time>
              ) : null}
            </td>
          )}
        />
      ) : null}
      <h2 id="unanswered-answers" className={css.h2}>
        {copy.answers.heading}
      </h2>
      <p className={css.summary}>{copy.answers.intro}</p>
      {list.data && answers.length === 0 ? <p className={css.summary}>{copy.answers.empty}</p> : null}
      {answers.length > 0 ? (
        <StaffTable
          columns={Object.values(copy.answers.columns)}
          busy={list.isFetching}
          wrapClassName={css.scrollTableWrap}
          name={{ labelledBy: 'unanswered-answers' }}
        >
          {answers.map((answer) => (
            <tr key={answer.id}>
              <th scope="row">{answer.question}</th>
              <td className={css.message}>{answer.body}</td>
              <td>
                <a href={answer.page.path}>{answer.page.title}</a>
              </td>
              <td>{copy.answers.status[answer.status]}</td>
              <td>{answer.writtenBy ?? copy.answers.nobody}</td>
              <td>{answer.publishedBy ?? copy.answers.nobody}</td>
              <td>
                {answer.status === 'draft' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={copy.answers.publishLabel(answer.question)}
                    disabled={publish.isPending}
                    onClick={() => publish.mutate({ id: answer.id })}
                  >
                    {copy.answers.publish}
                  </Button>
                ) : null}
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : null}
    </StaffPage>
  );
}
