import { staffApp, staffMeetings } from '@northline/content';
import {
  DEFAULT_LEAD_SORT,
  LEAD_FILTER_TEXT_MAX,
  LEAD_KINDS,
  LEAD_QUALITIES,
  LEAD_SORTS,
  LEAD_STATUSES,
  type LeadFilter,
  type LeadLanguage,
  type LeadQuality,
  type LeadStatus,
} from '@northline/schemas';
import { Badge, Button, breakpoints, Field } from '@northline/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ago, formatDateTime, qualityTone, staffMeta, statusTone } from '../../staff/format.ts';
import { SlaBadge } from '../../staff/sla-badge.tsx';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { StaffTable } from '../../staff/staff-table.tsx';
import { useTRPC } from '../../staff/trpc.ts';
import { useNow } from '../../staff/use-now.ts';

/** noindex. */
export const meta = () => staffMeta(staffApp.inbox.metaTitle);

const copy = staffApp.inbox;
/** Leads per page. */
export const PAGE_SIZE = 25;

const FILTER_KEYS = [
  'search',
  'kind',
  'status',
  'quality',
  'sourcePage',
  'campaign',
  'owner',
  'sort',
  'from',
  'to',
  'includeSpam',
  'meetingBooked',
] as const;

/** The inbox's filters as the URL holds them (so a filter can be bookmarked, and Back restores it). */
export function filterFromParams(params: URLSearchParams): LeadFilter {
  const pick = <T extends string>(name: string, values: readonly T[]) => {
    const value = params.get(name);
    return value && (values as readonly string[]).includes(value) ? (value as T) : undefined;
  };
  const day = (name: string) => {
    const value = params.get(name);
    return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  };
  const filter: LeadFilter = {};
  const search = params.get('search')?.trim();
  if (search) filter.search = search.slice(0, 200);
  const sourcePage = params.get('sourcePage')?.trim();
  if (sourcePage) filter.sourcePage = sourcePage.slice(0, LEAD_FILTER_TEXT_MAX);
  const campaign = params.get('campaign')?.trim();
  if (campaign) filter.campaign = campaign.slice(0, LEAD_FILTER_TEXT_MAX);
  const kind = pick('kind', LEAD_KINDS);
  if (kind) filter.kind = kind;
  const status = pick('status', LEAD_STATUSES);
  if (status) filter.status = status;
  const quality = pick('quality', LEAD_QUALITIES);
  if (quality) filter.quality = quality;
  const from = day('from');
  if (from) filter.from = from;
  const to = day('to');
  if (to) filter.to = to;
  const owner = params.get('owner');
  if (owner === 'mine' || owner === 'unassigned' || (owner && /^[0-9a-f-]{36}$/i.test(owner)))
    filter.owner = owner;
  const sort = pick('sort', LEAD_SORTS);
  if (sort) filter.sort = sort;
  if (params.get('includeSpam') === 'true') filter.includeSpam = true;
  if (params.get('meetingBooked') === 'true') filter.meetingBooked = true;
  return filter;
}

/** The query string of the CSV export of a filter. */
function exportHref(filter: LeadFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value !== undefined) params.set(key, String(value));
  const query = params.toString();
  return `/api/staff/leads.csv${query ? `?${query}` : ''}`;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) => [
  { value: '', label: copy.any },
  ...values.map((value) => ({ value, label: labels[value] })),
];

/** The options of a filter over values present among the leads, with the current one even when it is not listed. */
const presentOptions = (values: readonly string[] | undefined, current: string | undefined) => [
  { value: '', label: copy.any },
  ...(current && !values?.includes(current) ? [current] : []).concat(values ?? []).map((value) => ({
    value,
    label: value,
  })),
];

/** A select of the filter form: its URL parameter, label and options, and its value when the URL names none. */
interface SelectFilterField {
  name: 'kind' | 'status' | 'quality' | 'sourcePage' | 'campaign' | 'owner' | 'sort';
  label: string;
  options: { value: string; label: string }[];
  /** The value shown when the URL has no such parameter (`''`, *Any*, unless said). */
  unset?: string;
}

/** A date of the filter form (a Toronto day, `YYYY-MM-DD`). */
interface DateFilterField {
  name: 'from' | 'to';
  label: string;
}

/**
 * The filter form's selects and dates in their order: type, status and quality; source page and campaign over the
 * values present among the leads (`present`); owner (*Mine*, *Unassigned*, each member of `desk`); the order
 * (newest first unless chosen); and the two dates.
 */
function filterFields(
  filter: LeadFilter,
  present: { sourcePages: readonly string[]; campaigns: readonly string[] } | undefined,
  desk: readonly { id: string; name: string }[] | undefined,
): (SelectFilterField | DateFilterField)[] {
  return [
    { name: 'kind', label: copy.kind, options: options(LEAD_KINDS, staffApp.kinds) },
    { name: 'status', label: copy.status, options: options(LEAD_STATUSES, staffApp.statuses) },
    { name: 'quality', label: copy.quality, options: options(LEAD_QUALITIES, staffApp.qualities) },
    {
      name: 'sourcePage',
      label: copy.sourcePage,
      options: presentOptions(present?.sourcePages, filter.sourcePage),
    },
    { name: 'campaign', label: copy.campaign, options: presentOptions(present?.campaigns, filter.campaign) },
    {
      name: 'owner',
      label: copy.owner,
      options: [
        { value: '', label: copy.any },
        { value: 'mine', label: copy.ownerMine },
        { value: 'unassigned', label: copy.ownerUnassigned },
        ...(desk ?? []).map((member) => ({ value: member.id, label: member.name })),
      ],
    },
    {
      name: 'sort',
      label: copy.sort,
      options: LEAD_SORTS.map((value) => ({ value, label: copy.sorts[value] })),
      unset: DEFAULT_LEAD_SORT,
    },
    { name: 'from', label: copy.from },
    { name: 'to', label: copy.to },
  ];
}

/** The filter form's checkboxes: each sends `true` when ticked. */
const FILTER_CHECKBOXES = [
  { name: 'includeSpam', label: copy.includeSpam },
  { name: 'meetingBooked', label: staffMeetings.inbox.filter },
] as const;

/** Filters set in a filter, for the phone's *Filters* button (the order alone is not a filter). */
const activeFilters = (filter: LeadFilter) => Object.keys(filter).filter((key) => key !== 'sort').length;

/** Widths at which the filters are always shown: the table's (the md breakpoint and up). */
const WIDE_QUERY = `(min-width: ${breakpoints.md}px)`;

function subscribeWide(onChange: () => void): () => void {
  const media = window.matchMedia(WIDE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** Whether the screen shows the table (md and wider), where the filters are always open; false on phones. */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribeWide,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

/**
 * A lead's call link (`tel:` in E.164, from the API): "Call" and, for assistive technology, whom (the company, else
 * the name), then the number as typed.
 */
function CallLink({
  lead,
}: {
  lead: { phone: string | null; phoneHref: string | null; company: string | null; name: string | null };
}) {
  if (!lead.phoneHref || !lead.phone) return null;
  return (
    <span className={css.callLine}>
      <a href={lead.phoneHref} className={css.callLink}>
        {copy.call}
        <span className={css.visuallyHidden}> {lead.company ?? lead.name ?? lead.phone}</span>
      </a>
      <span className={`${css.muted} ${css.nowrap}`}>{lead.phone}</span>
    </span>
  );
}

/**
 * /staff: every lead newest first (contact requests, chats that became leads, newsletter
 * signups) with when, name, company, quality, source page, attribution and status; filters by type, status,
 * quality, source page and campaign (the values present), owner (*Mine*, *Unassigned*, a member) and dates, a
 * search, spam hidden unless asked, leads with a meeting booked (marked, and a filter), sorted newest first, by
 * quality or by time waiting, each lead's owner, first-response clock and call link, paging on the server, and the
 * CSV export of the filter. The filters are a GET form whose fields are the URL's parameters; on phones they fold
 * behind a *Filters* button (a `<details>`), so the first lead is on the first screen.
 * New and changed leads arrive without polling: the staff layout's live stream invalidates these lists on each
 * `leads` event (staff/live-events.tsx), and a tab that regains focus fetches them again.
 */
export default function StaffInbox() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFromParams(params), [params]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const leads = useQuery(
    trpc.staff.leads.list.queryOptions(
      { ...filter, page, pageSize: PAGE_SIZE },
      { placeholderData: keepPreviousData },
    ),
  );
  const desk = useQuery(trpc.staff.desk.list.queryOptions());
  const filterOptions = useQuery(trpc.staff.leads.filterOptions.queryOptions());
  const wide = useWide();
  const now = useNow(60_000);
  // Phones: folded until opened; the table's widths: always open (the button is hidden there).
  const [unfolded, setUnfolded] = useState(false);
  const data = leads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const first = data && data.total > 0 ? (page - 1) * PAGE_SIZE + 1 : 0;
  const last = data ? Math.min(page * PAGE_SIZE, data.total) : 0;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = form.get(key);
      if (typeof value === 'string' && value.trim()) next.set(key, value.trim());
    }
    // On a phone the filters fold again, so the leads they found are on the screen.
    setUnfolded(false);
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };

  return (
    <StaffPage
      title={copy.title}
      actions={
        <Button href={exportHref(filter)} variant="outline" size="sm" download>
          {copy.export}
        </Button>
      }
    >
      <details
        className={css.filterFold}
        open={wide || unfolded}
        onToggle={(event) => {
          if (!wide) setUnfolded(event.currentTarget.open);
        }}
      >
        <summary className={css.filterToggle}>{copy.filtersToggle(activeFilters(filter))}</summary>
        <form
          className={css.filters}
          method="get"
          onSubmit={apply}
          aria-label={copy.filters}
          key={params.toString()}
        >
          <div className={css.searchField}>
            <Field
              label={copy.search}
              hint={copy.searchHint}
              name="search"
              type="search"
              defaultValue={filter.search ?? ''}
            />
          </div>
          {filterFields(filter, filterOptions.data, desk.data).map((field) =>
            'options' in field ? (
              <Field
                key={field.name}
                as="select"
                label={field.label}
                name={field.name}
                defaultValue={filter[field.name] ?? field.unset ?? ''}
                options={field.options}
              />
            ) : (
              <Field
                key={field.name}
                label={field.label}
                name={field.name}
                type="date"
                defaultValue={filter[field.name] ?? ''}
              />
            ),
          )}
          <div className={css.filterActions}>
            {FILTER_CHECKBOXES.map((box) => (
              <label key={box.name} className={css.checkbox}>
                <input
                  type="checkbox"
                  name={box.name}
                  value="true"
                  defaultChecked={filter[box.name] === true}
                />
                {box.label}
              </label>
            ))}
            <Button type="button" variant="ghost" size="sm" onClick={() => setParams(new URLSearchParams())}>
              {copy.clear}
            </Button>
            <Button type="submit" size="sm">
              {copy.apply}
            </Button>
          </div>
        </form>
      </details>

      <p className={css.summary} role="status" aria-live="polite">
        {leads.isError ? staffApp.loadFailed : data ? copy.count(data.total, first, last) : staffApp.loading}
      </p>

      {data && data.leads.length > 0 ? (
        <StaffTable
          columns={Object.values(copy.columns)}
          busy={leads.isFetching}
          wrapClassName={css.tableWrap}
          name={{ label: copy.title }}
        >
          {data.leads.map((lead) => (
            <tr key={lead.id} className={lead.status === 'new' ? css.newRow : undefined}>
              <td className={css.nowrap}>
                <time dateTime={lead.occurredAt} title={formatDateTime(lead.occurredAt)}>
                  {ago(lead.occurredAt, now)}
                </time>
                <span className={css.small}>{formatDateTime(lead.occurredAt)}</span>
              </td>
              <td className={css.nameCell}>
                <span className={css.row}>
                  <LeadLink lead={lead} inbox={params.toString()} />
                  {lead.company ? <span className={css.muted}>{lead.company}</span> : null}
                  <CallLink lead={lead} />
                </span>
                <VisitorWords preview={lead.preview} />
              </td>
              <td>
                <span className={css.row}>
                  <UrgencyMarks lead={lead} />
                  <QualityBadge quality={lead.quality} />
                </span>
              </td>
              <td>
                <span className={css.row}>
                  <StatusMarks lead={lead} />
                </span>
              </td>
              <td>
                <span className={css.wholeWords}>
                  {lead.ownerName ?? <span className={css.muted}>{copy.unassigned}</span>}
                </span>
              </td>
              <td>
                <SlaBadge sla={lead.sla} now={now} />
              </td>
            </tr>
          ))}
        </StaffTable>
      ) : null}

      {data && data.leads.length > 0 ? (
        <ul className={css.cards} aria-label={copy.title}>
          {data.leads.map((lead) => (
            <li key={lead.id} className={`${css.card} ${lead.status === 'new' ? css.cardNew : ''}`}>
              <div className={css.cardTop}>
                <LeadLink lead={lead} inbox={params.toString()} />
                <time dateTime={lead.occurredAt} className={css.muted}>
                  {ago(lead.occurredAt, now)}
                </time>
              </div>
              {lead.company ? <span>{lead.company}</span> : null}
              <VisitorWords preview={lead.preview} />
              <CallLink lead={lead} />
              <span className={css.row}>
                <UrgencyMarks lead={lead} />
                <QualityBadge quality={lead.quality} />
                <StatusMarks lead={lead} />
                <SlaBadge sla={lead.sla} now={now} />
              </span>
              <span>{lead.ownerName ?? copy.unassigned}</span>
            </li>
          ))}
        </ul>
      ) : null}

      {data && data.total > PAGE_SIZE ? (
        <nav className={css.pager} aria-label="Pages">
          <p className={css.summary}>{copy.page(page, pages)}</p>
          <div className={css.pagerButtons}>
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {copy.previous}
            </Button>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {copy.next}
            </Button>
          </div>
        </nav>
      ) : null}
    </StaffPage>
  );
}

/**
 * The lead's name (else its e-mail, else *Unnamed*) linking to its page; the page's *Back to the inbox* returns to
 * the filter it came from (`inbox`: the inbox's URL parameters, carried in the history entry's state). The table's
 * row and the phone's card show the same link.
 */
function LeadLink({
  lead,
  inbox,
}: {
  lead: { id: string; name: string | null; email: string | null };
  inbox: string;
}) {
  return (
    <Link to={`/staff/leads/${lead.id}`} state={{ inbox }} className={css.leadLink}>
      {lead.name ?? lead.email ?? copy.unnamed}
    </Link>
  );
}

/** The lead's quality (hot, warm, cold) as a badge of its tone; nothing for a lead not rated. */
function QualityBadge({ quality }: { quality: LeadQuality | null }) {
  if (!quality) return null;
  return <Badge tone={qualityTone(quality)}>{staffApp.qualities[quality]}</Badge>;
}

/**
 * Where the lead stands, in the order the row's status cell and the card list them: its status, the spam mark,
 * the possibly-automated mark (decision 019), the French mark (decision 096) and a booked meeting ({@link MeetingMarker}).
 */
function StatusMarks({
  lead,
}: {
  lead: {
    status: LeadStatus;
    spam: boolean;
    possiblyAutomated: boolean;
    language: LeadLanguage;
    meetingAt: string | null;
  };
}) {
  return (
    <>
      <Badge tone={statusTone(lead.status)}>{staffApp.statuses[lead.status]}</Badge>
      {lead.spam ? <Badge tone="danger">{copy.spam}</Badge> : null}
      {lead.possiblyAutomated ? <Badge tone="warning">{copy.possiblyAutomated}</Badge> : null}
      {lead.language === 'fr' ? <Badge tone="primary">{copy.french}</Badge> : null}
      <MeetingMarker meetingAt={lead.meetingAt} />
    </>
  );
}

/**
 * The prospect's own words under the lead's name (the form's message, or the chat visitor's latest message; the API
 * cuts them at `PREVIEW_MAX` characters), on one line the row's width cuts with an ellipsis; the whole of it in
 * the lead's page.
 */
function VisitorWords({ preview }: { preview: string | null }) {
  if (!preview) return null;
  return <span className={css.preview}>{preview}</span>;
}

/**
 * What makes a lead urgent, first in its row: an emergency the visitor reported, or a chat waiting for a consultant
 * now. Words on a badge, never colour alone.
 */
function UrgencyMarks({ lead }: { lead: { emergency: boolean; waitingForPerson: boolean } }) {
  return (
    <>
      {lead.emergency ? <Badge tone="danger">{copy.emergency}</Badge> : null}
      {lead.waitingForPerson ? <Badge tone="warning">{copy.waitingForPerson}</Badge> : null}
    </>
  );
}

/**
 * The inbox's mark of a lead with a free IT assessment booked (decision 033: read from the meeting table, not the
 * status): "Meeting booked" with the earliest booked meeting's Toronto time as its date.
 */
function MeetingMarker({ meetingAt }: { meetingAt: string | null }) {
  if (!meetingAt) return null;
  return (
    <Badge tone="primary" className={css.wrapBadge}>
      <span className={css.visuallyHidden}>{staffMeetings.inbox.bookedAt(formatDateTime(meetingAt))}</span>
      <span aria-hidden="true">{staffMeetings.inbox.booked}</span>
    </Badge>
  );
}
