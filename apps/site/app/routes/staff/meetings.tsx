import { staffApp, staffMeetings } from '@northline/content';
import { torontoDateKey } from '@northline/content/business-hours';
import type { StaffMeeting, StaffMember } from '@northline/schemas';
import { Badge, Field } from '@northline/ui';
import { useQuery } from '@tanstack/react-query';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { formatTime, staffMeta } from '../../staff/format.ts';
import {
  addDaysToDateKey,
  dayLabel,
  isDateKey,
  type MeetingsView,
  rangeOf,
  shortDayLabel,
  todayKey,
} from '../../staff/meeting-dates.ts';
import * as mcss from '../../staff/meetings.css.ts';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { useTRPC } from '../../staff/trpc.ts';
import { useNow } from '../../staff/use-now.ts';

/** noindex. */
export const meta = () => staffMeta(staffMeetings.list.metaTitle);

const copy = staffMeetings.list;

/** The view of the URL's `view` (week unless `day`). */
const viewOf = (value: string | null): MeetingsView => (value === 'day' ? 'day' : 'week');

/**
 * /staff/meetings: the free IT assessments booked, in Toronto time, as a day or a week (Monday to Sunday). The
 * view, the date and (admins) the consultant are in the URL (`?view=day&date=2026-11-30&consultant=<id>`), so the
 * switch, "previous", "today" and "next" are links: keyboard-operable, bookmarkable, and the browser's back
 * button steps back through them. A member sees their own meetings; an admin everyone's, or one consultant's.
 * Each meeting shows its time, the visitor and company (a link to the lead), the consultant and its status.
 */
export default function StaffMeetings() {
  const user = useOutletContext<StaffMember>();
  const admin = user.role === 'admin';
  const trpc = useTRPC();
  const now = useNow(60_000);
  const [params, setParams] = useSearchParams();
  const view = viewOf(params.get('view'));
  const today = todayKey(now);
  const dateParam = params.get('date');
  const date = isDateKey(dateParam) ? dateParam : today;
  const consultant = admin ? (params.get('consultant') ?? '') : '';
  const range = rangeOf(view, date);
  const input = {
    from: range.from,
    to: range.to,
    ...(consultant ? { consultantId: consultant } : admin ? { scope: 'all' as const } : {}),
  };
  const meetings = useQuery(trpc.staff.meetings.list.queryOptions(input));
  const accounts = useQuery({ ...trpc.staff.users.list.queryOptions(), enabled: admin });
  const settings = useQuery(trpc.staff.meetings.settings.queryOptions());

  /** The URL of this page with `changes` over the current parameters (a default value drops its parameter). */
  const hrefWith = (changes: { view?: MeetingsView; date?: string }) => {
    const next = new URLSearchParams(params);
    const nextView = changes.view ?? view;
    const nextDate = changes.date ?? date;
    if (nextView === 'week') next.delete('view');
    else next.set('view', nextView);
    if (nextDate === today) next.delete('date');
    else next.set('date', nextDate);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const step = view === 'week' ? 7 : 1;
  const title =
    view === 'week'
      ? copy.weekOf(shortDayLabel(range.first), shortDayLabel(range.days.at(-1) ?? range.first))
      : dayLabel(date);
  const list: StaffMeeting[] = meetings.data?.meetings ?? [];
  const byDay = new Map<string, StaffMeeting[]>();
  for (const meeting of list) {
    const day = torontoDateKey(new Date(meeting.start));
    byDay.set(day, [...(byDay.get(day) ?? []), meeting]);
  }
  const showConsultant = admin && !consultant;

  return (
    <StaffPage
      title={copy.title}
      actions={
        <Link to="/staff/meetings/settings" className={css.leadLink}>
          {copy.settings}
        </Link>
      }
      intro={copy.intro}
    >
      {settings.data?.bookableMembers === 0 ? (
        <p className={css.alert} role="alert">
          {copy.nobodyBookable}
        </p>
      ) : null}
      <div className={mcss.toolbar}>
        <nav aria-labelledby="meetings-view" className={mcss.segmented}>
          <span id="meetings-view" className={mcss.segmentLabel}>
            {copy.views}
          </span>
          {(['day', 'week'] as const).map((option) => (
            <Link
              key={option}
              to={hrefWith({ view: option })}
              className={mcss.segment}
              aria-current={view === option ? 'true' : undefined}
            >
              {copy[option]}
            </Link>
          ))}
        </nav>
        <nav aria-label={copy.dates} className={mcss.segmented}>
          <Link
            to={hrefWith({ date: addDaysToDateKey(range.first, -step) })}
            className={mcss.segment}
            aria-label={view === 'week' ? copy.previousWeek : copy.previousDay}
          >
            <span aria-hidden="true">‹</span>
          </Link>
          <Link
            to={hrefWith({ date: today })}
            className={mcss.segment}
            aria-current={range.days.includes(today) ? 'true' : undefined}
          >
            {copy.today}
          </Link>
          <Link
            to={hrefWith({ date: addDaysToDateKey(range.first, step) })}
            className={mcss.segment}
            aria-label={view === 'week' ? copy.nextWeek : copy.nextDay}
          >
            <span aria-hidden="true">›</span>
          </Link>
        </nav>
        {admin ? (
          <div className={mcss.filter}>
            <Field
              as="select"
              label={copy.consultant}
              name="consultant"
              value={consultant}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.value) next.set('consultant', event.target.value);
                else next.delete('consultant');
                setParams(next);
              }}
              options={[
                { value: '', label: copy.everyone },
                ...(accounts.data ?? [])
                  .filter((account) => !account.disabledAt || account.id === consultant)
                  .map((account) => ({
                    value: account.id,
                    label: account.id === user.id ? `${account.name} (${copy.mine})` : account.name,
                  })),
              ]}
            />
          </div>
        ) : null}
      </div>

      <h2 className={mcss.rangeTitle} id="meetings-range">
        {title}
      </h2>
      <p className={css.summary} role="status" aria-live="polite">
        {meetings.isError
          ? copy.loadFailed
          : meetings.data
            ? copy.count(list.filter((meeting) => meeting.status === 'booked').length)
            : staffApp.loading}
      </p>

      {meetings.data && list.length === 0 ? (
        <div className={mcss.empty}>
          <p>{copy.empty}</p>
          <p className={css.small}>{copy.emptyHint}</p>
        </div>
      ) : null}

      {list.length > 0 ? (
        <div className={mcss.days} aria-busy={meetings.isFetching}>
          {range.days
            .filter((day) => byDay.has(day))
            .map((day) => (
              <section key={day} aria-labelledby={`meetings-${day}`}>
                {view === 'week' ? (
                  <h3 className={mcss.dayHeading} id={`meetings-${day}`}>
                    {dayLabel(day)}
                    {day === today ? <span className={css.muted}> · {copy.today}</span> : null}
                  </h3>
                ) : (
                  <span id={`meetings-${day}`} className={css.visuallyHidden}>
                    {dayLabel(day)}
                  </span>
                )}
                <ul className={mcss.meetingList}>
                  {(byDay.get(day) ?? []).map((meeting) => (
                    <MeetingCard key={meeting.id} meeting={meeting} showConsultant={showConsultant} />
                  ))}
                </ul>
              </section>
            ))}
        </div>
      ) : null}
    </StaffPage>
  );
}

/** One meeting: its Toronto time, the visitor (a link to the lead) and company, the consultant and status. */
function MeetingCard({ meeting, showConsultant }: { meeting: StaffMeeting; showConsultant: boolean }) {
  const cancelled = meeting.status === 'cancelled';
  return (
    <li className={`${mcss.meeting} ${cancelled ? mcss.cancelled : ''}`}>
      <span className={mcss.time}>
        <time dateTime={meeting.start}>{formatTime(meeting.start)}</time>
        <span className={css.small}>
          <time dateTime={meeting.end}>{formatTime(meeting.end)}</time>
        </span>
      </span>
      <span className={mcss.meetingBody}>
        <span>
          <Link
            to={`/staff/leads/${meeting.leadId}`}
            className={css.leadLink}
            aria-label={copy.openLead(meeting.visitorName)}
          >
            {meeting.visitorName}
          </Link>
          {meeting.company ? <span className={css.muted}> · {meeting.company}</span> : null}
        </span>
        {showConsultant ? <span className={css.muted}>{copy.with(meeting.consultantName)}</span> : null}
        <span>
          <Badge tone={cancelled ? 'neutral' : 'success'}>{copy.statuses[meeting.status]}</Badge>
        </span>
      </span>
    </li>
  );
}
