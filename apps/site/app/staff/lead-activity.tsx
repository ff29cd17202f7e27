/**
 * The lead page's "Activity" section (/staff/leads/:id; decisions 043, 068): the "Add note" form and the lead's
 * activity history (`staff.leads.activity`) as an ordered list, newest first, each entry with what happened, who
 * did it and when (a `<time>` shown in Toronto time), under a filter (All, Notes, Messages, System: a radio group
 * whose choice is the page address's `activity` parameter, so a link or a reload keeps it). Entries that arrive
 * while the page is open are announced in a polite live region.
 */

import { staffApp } from '@northline/content';
import {
  filterActivity,
  LEAD_ACTIVITY_FILTERS,
  type LeadActivityActor,
  type LeadActivityEntry,
  type LeadActivityFilter,
} from '@northline/schemas';
import { LEAD_NOTE_MAX } from '@northline/schemas/constants';
import { Button, Field } from '@northline/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from './format.ts';
import * as styles from './lead-activity.css.ts';
import * as css from './staff.css.ts';
import { useTRPC } from './trpc.ts';

const copy = staffApp.lead;
const texts = staffApp.lead.activity;

/** How often the history is read again while the page is open (other staff's work, the outbox), in ms. */
export const ACTIVITY_REFRESH_MS = 30_000;

/** A moment as the history shows it: a `<time>` with the instant, in Toronto time. */
function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

const actorName = (actor: LeadActivityActor) =>
  texts.actor(actor.type === 'staff' ? { type: 'staff', name: actor.name } : actor);

/** What an entry says happened (one line), without its actor and time. */
function headline(entry: LeadActivityEntry): string {
  switch (entry.kind) {
    case 'note':
      return entry.earlier
        ? texts.earlierNote
        : texts.noteBy(entry.actor.type === 'staff' ? entry.actor.name : null);
    case 'received':
      return texts.received(entry.source);
    case 'status':
      return texts.status(staffApp.statuses[entry.from], staffApp.statuses[entry.to]);
    case 'assignment':
      return texts.assignment(entry.from?.name ?? null, entry.to?.name ?? null, entry.reason);
    case 'quality':
      return texts.quality(staffApp.qualities[entry.from], staffApp.qualities[entry.to], entry.points);
    case 'notification':
      return texts.notification(entry.event, entry.channel);
    case 'chat':
      if (entry.event === 'handoff-requested' && entry.reason === 'hot-lead')
        return texts.chat['handed-off-hot'];
      return entry.reason
        ? `${texts.chat[entry.event]} (${texts.handoffReasons[entry.reason]})`
        : texts.chat[entry.event];
    case 'meeting':
      return texts.meeting(entry.event, entry.status, formatDateTime(entry.start), entry.consultantName);
  }
}

/** What tells an entry from every other of the lead's: its kind, time and what sets it apart at that time. */
function keyOf(entry: LeadActivityEntry): string {
  switch (entry.kind) {
    case 'note':
      return `note-${entry.id}`;
    case 'notification':
      return `notification-${entry.at}-${entry.event}-${entry.channel}`;
    case 'meeting':
      return `meeting-${entry.at}-${entry.meetingId}-${entry.event}`;
    case 'chat':
      return `chat-${entry.at}-${entry.event}`;
    case 'received':
      return `received-${entry.at}`;
    default:
      return `${entry.kind}-${entry.at}-${entry.from}-${entry.to}`;
  }
}

/** One entry of the history: what happened; who and when; a note's text; a notification's outcome. */
function ActivityItem({ entry }: { entry: LeadActivityEntry }) {
  return (
    <li className={styles.entry} data-kind={entry.kind}>
      <p className={styles.headline}>{headline(entry)}</p>
      <p className={styles.meta}>
        {entry.kind === 'note' ? (
          // A note's headline names its author.
          entry.earlier ? (
            <>
              {texts.earlierNoteWhen} <When at={entry.at} />
            </>
          ) : (
            <When at={entry.at} />
          )
        ) : (
          <>
            {actorName(entry.actor)} · <When at={entry.at} />
          </>
        )}
        {entry.kind === 'notification' ? (
          <>
            {' · '}
            {texts.notificationOutcome(entry.status, entry.attempts)}
            {entry.deliveredAt || entry.failedAt ? (
              <>
                {' '}
                <When at={entry.deliveredAt ?? entry.failedAt ?? entry.at} />
              </>
            ) : null}
          </>
        ) : null}
      </p>
      {entry.kind === 'note' ? <p className={`${css.message} ${styles.note}`}>{entry.body}</p> : null}
    </li>
  );
}

/** The page address's parameter that holds the timeline's filter. */
export const ACTIVITY_FILTER_PARAM = 'activity';

/** A filter from the page address: one of {@link LEAD_ACTIVITY_FILTERS}, else `all`. */
export function activityFilterOf(value: string | null): LeadActivityFilter {
  return LEAD_ACTIVITY_FILTERS.find((filter) => filter === value) ?? 'all';
}

/**
 * The timeline's filter: a radio group with its legend; each choice is described by what it holds. The choice is
 * written to the page address (replacing the entry, so Back leaves the page rather than stepping through filters).
 */
function ActivityFilter({
  value,
  onChange,
}: {
  value: LeadActivityFilter;
  onChange: (filter: LeadActivityFilter) => void;
}) {
  return (
    <fieldset className={styles.filter}>
      <legend className={styles.filterLegend}>{texts.filterLegend}</legend>
      {LEAD_ACTIVITY_FILTERS.map((filter) => (
        <label key={filter} className={styles.filterChoice}>
          <input
            type="radio"
            name="activity-filter"
            value={filter}
            checked={value === filter}
            onChange={() => onChange(filter)}
            aria-describedby={`activity-filter-${filter}`}
          />{' '}
          {texts.filters[filter]}
        </label>
      ))}
      {LEAD_ACTIVITY_FILTERS.map((filter) => (
        <span key={filter} id={`activity-filter-${filter}`} className={css.visuallyHidden}>
          {texts.filterHints[filter]}
        </span>
      ))}
    </fieldset>
  );
}

/** Props of {@link LeadActivityPanel}. */
export interface LeadActivityPanelProps {
  /** The lead's id. */
  leadId: string;
  /** Called with what the page's live region should say after adding a note (done, or failed). */
  onAnnounce: (announcement: string) => void;
}

/**
 * The "Activity" section: a native form that appends a note (`staff.leads.addNote`; an empty note is refused on
 * the field, the field takes at most 4000 characters), then the filter and the history as an `<ol>` labelled by
 * its heading, newest first. The history is read whole and filtered here (`filterActivity` of
 * @northline/schemas, the API's own rule), so a change of filter needs no request. After a note is added the field
 * empties, the history is read again, and the new entries are announced.
 */
export function LeadActivityPanel({ leadId, onAnnounce }: LeadActivityPanelProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const activity = useQuery(
    trpc.staff.leads.activity.queryOptions({ id: leadId }, { refetchInterval: ACTIVITY_REFRESH_MS }),
  );
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const addNote = useMutation(
    trpc.staff.leads.addNote.mutationOptions({
      onSuccess: async () => {
        setBody('');
        setError(undefined);
        onAnnounce(copy.noteSaved);
        await queryClient.invalidateQueries({ queryKey: trpc.staff.leads.activity.queryKey({ id: leadId }) });
      },
      onError: () => onAnnounce(copy.saveFailed),
    }),
  );

  // New entries since the history was first shown are announced (not the ones it opened with).
  const count = activity.data?.entries.length;
  const shown = useRef<number | undefined>(undefined);
  const [added, setAdded] = useState('');
  useEffect(() => {
    if (count === undefined) return;
    if (shown.current !== undefined && count > shown.current) setAdded(texts.added(count - shown.current));
    shown.current = count;
  }, [count]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const note = body.trim();
    if (!note) {
      setError(copy.noteEmpty);
      return;
    }
    addNote.mutate({ id: leadId, body: note });
  };

  const [params, setParams] = useSearchParams();
  const addressed = activityFilterOf(params.get(ACTIVITY_FILTER_PARAM));
  // The choice shows at once; the address follows (a router navigation, asynchronous), and a change of address
  // (Back, a link) is shown in turn.
  const [filter, setFilter] = useState(addressed);
  useEffect(() => setFilter(addressed), [addressed]);
  const choose = (next: LeadActivityFilter) => {
    setFilter(next);
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(ACTIVITY_FILTER_PARAM);
        else updated.set(ACTIVITY_FILTER_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const all = activity.data?.entries ?? [];
  const entries = filterActivity(all, filter);
  return (
    <section className={`${css.panel} ${css.sectionOrder.note}`} aria-labelledby="lead-activity">
      <h2 id="lead-activity" className={css.h2}>
        {texts.title}
      </h2>
      <form onSubmit={submit} className={css.stack} aria-labelledby="lead-add-note" noValidate>
        <h3 id="lead-add-note" className={styles.subheading}>
          {copy.noteSection}
        </h3>
        <Field
          as="textarea"
          label={copy.note}
          hint={copy.noteHint}
          name="body"
          required
          maxLength={LEAD_NOTE_MAX}
          value={body}
          error={error}
          onChange={(event) => {
            setBody(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <div>
          <Button type="submit" size="sm" disabled={addNote.isPending}>
            {copy.saveNote}
          </Button>
        </div>
      </form>
      <p role="status" aria-live="polite" className={css.status}>
        {added}
      </p>
      <h3 id="lead-history" className={`${styles.subheading} ${styles.spacedAbove}`}>
        {texts.history}
      </h3>
      <p className={css.summary}>{texts.intro}</p>
      <ActivityFilter value={filter} onChange={choose} />
      {activity.isError ? (
        <p className={css.summary}>{texts.loadFailed}</p>
      ) : entries.length > 0 ? (
        <ol className={styles.timeline} aria-labelledby="lead-history">
          {entries.map((entry) => (
            <ActivityItem key={keyOf(entry)} entry={entry} />
          ))}
        </ol>
      ) : activity.isPending ? (
        <p className={css.summary}>{staffApp.loading}</p>
      ) : (
        <p className={css.summary}>{all.length > 0 ? texts.emptyFiltered : texts.empty}</p>
      )}
    </section>
  );
}
