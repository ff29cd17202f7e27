import { staffMeetings } from '@northline/content';
import { Badge } from '@northline/ui';
import { formatDateTime, formatTime } from './format.ts';
import * as mcss from './meetings.css.ts';
import * as css from './staff.css.ts';

const copy = staffMeetings.lead;

/** One meeting of a lead as `staff.leads.get` answers it. */
export interface LeadMeetingItem {
  id: string;
  start: string;
  end: string;
  status: 'booked' | 'cancelled';
  consultantName: string;
}

export interface LeadMeetingsPanelProps {
  /** The lead's meetings, by start. */
  meetings: readonly LeadMeetingItem[];
  /** The current time (ms since the epoch): meetings that have not ended by then are upcoming. */
  now: number;
}

/**
 * A lead's free IT assessments on its detail page: the upcoming ones (not ended yet) first, then the past ones,
 * each with its Toronto date and time, consultant and status (booked or cancelled).
 */
export function LeadMeetingsPanel({ meetings, now }: LeadMeetingsPanelProps) {
  const upcoming = meetings.filter((meeting) => Date.parse(meeting.end) > now);
  const past = meetings.filter((meeting) => Date.parse(meeting.end) <= now).reverse();
  return (
    <section className={`${css.panel} ${mcss.leadMeetingsOrder}`} aria-labelledby="lead-meetings">
      <h2 id="lead-meetings" className={css.h2}>
        {copy.heading}
      </h2>
      {meetings.length === 0 ? <p className={css.summary}>{copy.none}</p> : null}
      {(
        [
          ['upcoming', copy.upcoming, upcoming],
          ['past', copy.past, past],
        ] as const
      ).map(([key, heading, list]) =>
        list.length > 0 ? (
          <div key={key}>
            <h3 className={mcss.dayHeading} id={`lead-meetings-${key}`}>
              {heading}
            </h3>
            <ul className={css.list} aria-labelledby={`lead-meetings-${key}`}>
              {list.map((meeting) => (
                <li key={meeting.id} className={css.row}>
                  <span>
                    <time dateTime={meeting.start}>{formatDateTime(meeting.start)}</time>–
                    <time dateTime={meeting.end}>{formatTime(meeting.end)}</time>{' '}
                    <span className={css.muted}>{copy.with(meeting.consultantName)}</span>
                  </span>
                  <Badge tone={meeting.status === 'booked' ? 'success' : 'neutral'}>
                    {staffMeetings.list.statuses[meeting.status]}
                  </Badge>
                </li>
              ))}
            </ul>
          </div>
        ) : null,
      )}
    </section>
  );
}
