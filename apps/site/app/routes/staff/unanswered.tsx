import { staffApp, staffUnanswered } from '@northline/content';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime, staffMeta } from '../../staff/format.ts';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { StaffTable } from '../../staff/staff-table.tsx';
import { useTRPC } from '../../staff/trpc.ts';

/** noindex. */
export const meta = () => staffMeta(staffUnanswered.metaTitle);

const copy = staffUnanswered;

/**
 * /staff/unanswered: the questions the chat assistant deflected (outside business IT) or could not answer, with
 * contact details replaced, grouped by their normalised text (`staff.unanswered.list`): the question, why it was
 * not answered, how many times and when it was last asked, the most asked first. For the content team, who add
 * the missing page or answer. Every signed-in staff member may read it.
 */
export default function StaffUnansweredQuestions() {
  const trpc = useTRPC();
  const list = useQuery(trpc.staff.unanswered.list.queryOptions());
  const questions = list.data?.questions ?? [];
  return (
    <StaffPage title={copy.title} titleId="unanswered-title" intro={copy.intro}>
      <p role="status" aria-live="polite" className={css.status}>
        {list.isError
          ? copy.loadFailed
          : list.isPending
            ? staffApp.loading
            : questions.length === 0
              ? copy.empty
              : ''}
      </p>
      {questions.length > 0 ? (
        <StaffTable
          columns={Object.values(copy.columns)}
          busy={list.isFetching}
          wrapClassName={css.scrollTableWrap}
          name={{ labelledBy: 'unanswered-title' }}
        >
          {questions.map((question) => (
            <tr key={question.id}>
              <th scope="row">{question.question}</th>
              <td>{copy.reasons[question.reason]}</td>
              <td>{question.count}</td>
              <td className={css.nowrap}>
                <time dateTime={question.lastAskedAt}>{formatDateTime(question.lastAskedAt)}</time>
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : null}
    </StaffPage>
  );
}
