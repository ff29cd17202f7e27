import { formatMinutes, formatPercent, staffReports } from '@northline/content';
import type { LeadReport, ReportTable } from '@northline/schemas';
import { Button, Field } from '@northline/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, memo, type ReactNode, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { staffMeta } from '../../staff/format.ts';
import type { ChartSpec } from '../../staff/report-chart-spec.ts';
import * as rcss from '../../staff/reports.css.ts';
import * as css from '../../staff/staff.css.ts';
import { StaffPage } from '../../staff/staff-page.tsx';
import { StaffTable } from '../../staff/staff-table.tsx';
import { statusOf, useTRPC } from '../../staff/trpc.ts';

/** noindex. */
export const meta = () => staffMeta(staffReports.metaTitle);

const copy = staffReports;

/** How many categories a bar chart draws (the table lists them all). */
const CHART_TOP = 10;

const DATE_KEY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The chart module, loaded only when a chart is first drawn (the chart library stays out of every other page's
 * JavaScript); a failed load shows a note instead, the tables being there either way.
 */
const ReportChart = lazy(() =>
  import('../../staff/report-chart.tsx').catch(() => ({
    default: () => <p className={css.summary}>{copy.chartFailed}</p>,
  })),
);

const weekLabel = new Intl.DateTimeFormat('en-CA', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const dayLabel = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'UTC',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A week's Monday, `YYYY-MM-DD`, as a short label: 'Nov 16'. */
const shortWeek = (key: string) => weekLabel.format(new Date(`${key}T00:00:00Z`));
/** A day, `YYYY-MM-DD`, as a label: 'Nov 16, 2026'. */
const longDay = (key: string) => dayLabel.format(new Date(`${key}T00:00:00Z`));

/** A label that may be none: '(none)'. */
const orNone = (value: string | null) => value ?? copy.none;

/**
 * /staff/reports: the sales team's figures over a period (the last 12 weeks by default; `?from=&to=` in the URL,
 * inclusive Toronto days, so a period is bookmarkable): leads by week, source page, UTM source and campaign, city
 * and industry; the conversion funnel; time to first response by week and by owner; the spam share. Each chart
 * is a figure whose caption sums it up, drawn by a chart library loaded only here (and hidden from assistive
 * technology); below it, the same figures as a table, and a link to download that table as CSV. Every staff
 * member sees the team's figures.
 */
export default function StaffReports() {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const fromParam = params.get('from') ?? '';
  const toParam = params.get('to') ?? '';
  const input = {
    ...(DATE_KEY.test(fromParam) ? { from: fromParam } : {}),
    ...(DATE_KEY.test(toParam) ? { to: toParam } : {}),
  };
  const report = useQuery(trpc.staff.reports.get.queryOptions(input));
  const data = report.data;
  const [draft, setDraft] = useState({ from: fromParam, to: toParam });
  const [invalid, setInvalid] = useState(false);
  const shown = data ? { from: draft.from || data.range.from, to: draft.to || data.range.to } : draft;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown.from && shown.to && shown.from > shown.to) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const next = new URLSearchParams();
    if (shown.from) next.set('from', shown.from);
    if (shown.to) next.set('to', shown.to);
    setParams(next);
  };

  return (
    <StaffPage title={copy.title} intro={copy.intro}>
      <form className={rcss.rangeForm} onSubmit={submit} aria-label={copy.range.legend}>
        <Field
          label={copy.range.from}
          type="date"
          name="from"
          value={shown.from}
          onChange={(event) => setDraft({ ...shown, from: event.target.value })}
          error={invalid ? copy.invalidRange : undefined}
        />
        <Field
          label={copy.range.to}
          type="date"
          name="to"
          value={shown.to}
          onChange={(event) => setDraft({ ...shown, to: event.target.value })}
        />
        <div className={rcss.rangeActions}>
          <Button type="submit">{copy.range.show}</Button>
          <Link
            to="?"
            className={css.leadLink}
            onClick={() => {
              setDraft({ from: '', to: '' });
              setInvalid(false);
            }}
          >
            {copy.range.lastWeeks}
          </Link>
        </div>
      </form>

      <p className={css.summary} role="status" aria-live="polite">
        {report.isError
          ? statusOf(report.error) === 400
            ? copy.invalidRange
            : copy.loadFailed
          : data
            ? copy.range.showing(longDay(data.range.from), longDay(data.range.to))
            : copy.loading}
      </p>

      {data ? <ReportBody report={data} /> : null}
    </StaffPage>
  );
}

/** Every section of a loaded report; drawn again only when the report changes (not while a date is typed). */
const ReportBody = memo(function ReportBody({ report }: { report: LeadReport }) {
  const range = report.range;
  const weeks = report.weekly.map((row) => shortWeek(row.week));
  const busiest = report.weekly.reduce<LeadReport['weekly'][number] | null>(
    (best, row) => (row.leads > (best?.leads ?? 0) ? row : best),
    null,
  );
  const totals = report.totals;
  const response = totals.response;
  const funnelOf = (stage: string) => report.funnel.find((row) => row.stage === stage);
  const bestOwner = report.responseByOwner
    .filter((row) => row.withinSlaPercent !== null)
    .reduce<LeadReport['responseByOwner'][number] | null>(
      (best, row) => ((row.withinSlaPercent ?? 0) > (best?.withinSlaPercent ?? -1) ? row : best),
      null,
    );
  const ownerName = (row: LeadReport['responseByOwner'][number]) => row.ownerName ?? copy.unassigned;

  return (
    <>
      <section aria-labelledby="report-totals" className={rcss.totals}>
        <h2 id="report-totals" className={css.visuallyHidden}>
          {copy.totals.heading}
        </h2>
        <dl className={rcss.totalsList}>
          <Total label={copy.totals.leads} value={String(totals.leads)} />
          <Total label={copy.totals.chats} value={String(totals.chats)} />
          <Total label={copy.totals.withinSla} value={formatPercent(response.withinSlaPercent)} />
          <Total label={copy.totals.spam} value={formatPercent(totals.spamPercent)} />
          {report.crm ? (
            <Total label={copy.totals.notYetInHubSpot} value={String(report.crm.notYetInHubSpot)} />
          ) : null}
        </dl>
      </section>

      <div className={rcss.sections}>
        <ReportSection
          id="weekly"
          table="weekly"
          range={range}
          heading={copy.weekly.heading}
          summary={copy.weekly.summary(
            totals.leads,
            report.weekly.length,
            busiest ? shortWeek(busiest.week) : null,
            busiest?.leads ?? 0,
          )}
          chart={{
            kind: 'columns',
            categories: weeks,
            series: [{ label: copy.totals.leads, values: report.weekly.map((row) => row.leads) }],
          }}
          columns={copy.weekly.columns}
          rows={report.weekly.map((row) => [
            weekCell(row.week),
            row.leads,
            row.contact,
            row.chat,
            row.newsletter,
          ])}
        />

        <ReportSection
          id="funnel"
          table="funnel"
          range={range}
          heading={copy.funnel.heading}
          note={copy.funnel.note}
          summary={copy.funnel.summary(
            funnelOf('chats')?.fromChat ?? 0,
            funnelOf('leads')?.fromChat ?? 0,
            funnelOf('leads')?.all ?? 0,
            funnelOf('won')?.all ?? 0,
          )}
          chart={{
            kind: 'bars',
            categories: report.funnel.map((row) => copy.funnel.stages[row.stage]),
            series: [
              { label: copy.funnel.series.fromChat, values: report.funnel.map((row) => row.fromChat) },
              { label: copy.funnel.series.all, values: report.funnel.map((row) => row.all) },
            ],
          }}
          columns={copy.funnel.columns}
          rows={report.funnel.map((row) => [
            copy.funnel.stages[row.stage],
            row.fromChat,
            formatPercent(row.fromChatPercent),
            row.all ?? '–',
            formatPercent(row.allPercent),
          ])}
        />

        {breakdownsOf(report).map((breakdown) => (
          <Breakdown key={breakdown.id} {...breakdown} range={range} total={totals.leads} />
        ))}

        <ReportSection
          id="response-by-week"
          table="response-by-week"
          wide
          range={range}
          heading={copy.response.byWeek}
          note={copy.response.note}
          summary={copy.response.weekSummary(
            response.medianMinutes,
            response.p90Minutes,
            response.withinSlaPercent,
          )}
          chart={{
            kind: 'line',
            categories: weeks,
            series: [
              {
                label: copy.response.series.median,
                values: report.responseByWeek.map((row) => row.medianMinutes),
              },
              { label: copy.response.series.p90, values: report.responseByWeek.map((row) => row.p90Minutes) },
            ],
          }}
          columns={[copy.response.weekColumn, ...copy.response.columns]}
          rows={report.responseByWeek.map((row) => [weekCell(row.week), ...responseCells(row)])}
        />

        <ReportSection
          id="response-by-owner"
          table="response-by-owner"
          wide
          range={range}
          heading={copy.response.byOwner}
          summary={copy.response.ownerSummary(
            report.responseByOwner.length,
            bestOwner ? ownerName(bestOwner) : null,
            bestOwner?.withinSlaPercent ?? null,
          )}
          chart={
            report.responseByOwner.length > 0
              ? {
                  kind: 'bars',
                  categories: report.responseByOwner.map(ownerName),
                  series: [
                    {
                      label: copy.response.columns[6] ?? '',
                      values: report.responseByOwner.map((row) => row.withinSlaPercent),
                    },
                  ],
                  max: 100,
                }
              : undefined
          }
          columns={[copy.response.ownerColumn, ...copy.response.columns]}
          rows={report.responseByOwner.map((row) => [ownerName(row), ...responseCells(row)])}
        />

        <ReportSection
          id="spam-by-week"
          table="spam-by-week"
          range={range}
          heading={copy.spam.heading}
          summary={copy.spam.summary(totals.spam, totals.submissions, totals.spamPercent)}
          chart={{
            kind: 'columns',
            categories: weeks,
            series: [
              { label: copy.spam.series.spam, values: report.spamByWeek.map((row) => row.spamPercent) },
            ],
            max: 100,
          }}
          columns={copy.spam.columns}
          rows={report.spamByWeek.map((row) => [
            weekCell(row.week),
            row.submissions,
            row.spam,
            formatPercent(row.spamPercent),
          ])}
        />
      </div>
    </>
  );
});

/** A week's first cell: its Monday as a date, `YYYY-MM-DD` in `dateTime`. */
function weekCell(week: string): ReactNode {
  return (
    <time key="week" dateTime={week}>
      {longDay(week)}
    </time>
  );
}

/** The counts by label, in their order: source page, UTM source and campaign, city, industry. */
function breakdownsOf(report: LeadReport): Pick<BreakdownProps, 'id' | 'heading' | 'columns' | 'items'>[] {
  return [
    {
      id: 'source-pages',
      ...copy.sourcePages,
      items: report.sourcePages.map((row) => ({
        label: orNone(row.sourcePage),
        cells: [],
        leads: row.leads,
      })),
    },
    {
      id: 'campaigns',
      ...copy.campaigns,
      items: report.campaigns.map((row) => ({
        label: `${orNone(row.utmSource)} / ${orNone(row.utmCampaign)}`,
        cells: [orNone(row.utmSource), orNone(row.utmCampaign)],
        leads: row.leads,
      })),
    },
    {
      id: 'cities',
      ...copy.cities,
      items: report.cities.map((row) => ({ label: orNone(row.city), cells: [], leads: row.leads })),
    },
    {
      id: 'industries',
      ...copy.industries,
      items: report.industries.map((row) => ({ label: orNone(row.industry), cells: [], leads: row.leads })),
    },
  ];
}

/** The cells of a first-response row, as the table shows them. */
function responseCells(row: LeadReport['totals']['response']): ReactNode[] {
  return [
    row.leads,
    row.answered,
    formatMinutes(row.medianMinutes),
    formatMinutes(row.p90Minutes),
    row.withinSla,
    row.decided,
    formatPercent(row.withinSlaPercent),
  ];
}

/** One figure of the totals. */
function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className={rcss.total}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Props of {@link Breakdown}. */
interface BreakdownProps {
  id: Exclude<ReportTable, 'weekly' | 'funnel' | 'response-by-week' | 'response-by-owner' | 'spam-by-week'>;
  heading: string;
  columns: readonly string[];
  range: LeadReport['range'];
  /** Each label's count, most first; `cells` are the label's columns when it has more than one. */
  items: { label: string; cells: string[]; leads: number }[];
  /** The leads of the period, for the caption's share. */
  total: number;
}

/** A count by label (source page, campaign, city, industry): the top {@link CHART_TOP} as bars, all in the table. */
function Breakdown({ id, heading, columns, range, items, total }: BreakdownProps) {
  const top = items.slice(0, CHART_TOP);
  const first = items[0];
  return (
    <ReportSection
      id={id}
      table={id}
      range={range}
      heading={heading}
      summary={copy.breakdownSummary(first ? first.label : null, first?.leads ?? 0, total)}
      chart={
        top.length > 0
          ? {
              kind: 'bars',
              categories: top.map((item) => item.label),
              series: [{ label: copy.totals.leads, values: top.map((item) => item.leads) }],
            }
          : undefined
      }
      columns={columns}
      rows={items.map((item) => [...(item.cells.length > 0 ? item.cells : [item.label]), item.leads])}
      labelColumns={Math.max(1, items[0]?.cells.length ?? 1)}
    />
  );
}

/**
 * One report section: its heading, a figure (the chart, hidden from assistive technology, and a caption that
 * sums it up), the table of the same figures in a scrolling region of its own, and the table's CSV download.
 */
function ReportSection({
  id,
  table,
  range,
  heading,
  note,
  summary,
  chart,
  columns,
  rows,
  labelColumns = 1,
  wide = false,
}: {
  id: string;
  table: ReportTable;
  range: LeadReport['range'];
  heading: string;
  note?: string;
  summary: string;
  chart: ChartSpec | undefined;
  columns: readonly string[];
  rows: ReactNode[][];
  /** How many leading columns are labels (the rest are figures, aligned right). */
  labelColumns?: number;
  /** Whether the section takes the full width on wide screens (a table of many columns). */
  wide?: boolean;
}) {
  const headingId = `report-${id}`;
  const csv = `/api/staff/reports/${table}.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;
  return (
    <section
      aria-labelledby={headingId}
      className={wide ? `${rcss.section} ${rcss.sectionWide}` : rcss.section}
    >
      <h2 id={headingId} className={css.h2}>
        {heading}
      </h2>
      {note ? <p className={rcss.note}>{note}</p> : null}
      <figure className={rcss.figure}>
        {chart ? (
          <div className={rcss.chart} aria-hidden="true" data-chart={id}>
            <Suspense fallback={<div className={rcss.chartPlaceholder}>{copy.chartLoading}</div>}>
              <ReportChart spec={chart} />
            </Suspense>
          </div>
        ) : null}
        <figcaption className={rcss.caption}>{summary}</figcaption>
      </figure>
      <StaffTable
        columns={columns}
        busy={false}
        wrapClassName={css.scrollTableWrap}
        name={{ label: `${copy.dataTable}: ${heading}` }}
      >
        {rows.map((cells, index) => (
          // Rows have no id of their own; their order is the report's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one report never reorder
          <tr key={index}>
            {cells.map((cell, column) =>
              column === 0 ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <th key={column} scope="row">
                  {cell}
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                <td key={column} className={column < labelColumns ? undefined : rcss.number}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </StaffTable>
      <p className={rcss.download}>
        <a href={csv} download className={css.leadLink} aria-label={copy.downloadOf(heading)}>
          {copy.download}
        </a>
      </p>
    </section>
  );
}
