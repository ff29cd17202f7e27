/**
 * The sales reports (decision 044): team figures over a range of Toronto calendar days, every query in this one
 * place. Weeks run Monday to Sunday in Toronto time and are named by their Monday. Spam-flagged leads count
 * nowhere but in the spam share. What a figure means:
 *
 * - **Leads**: rows of `lead` (contact requests, chats that became leads, newsletter signups) that arrived
 *   (`occurred_at`) in the range, not spam.
 * - **Source page**: the page of the form (its `source`, when it is one of the site's forms or the booking
 *   page's `meeting-booking`), `Chat` or `Newsletter`; null for none or an unknown one (a value a client made up
 *   is never shown).
 * - **UTM source and campaign**: the lead's first-touch attribution, read as the inbox reads it (a post without
 *   JavaScript keeps only its landing page: its query's `utm_*` then count).
 * - **City, industry**: the city or industry page the lead came from: its first-touch landing page when that is
 *   one, else its form's page; null when neither is.
 * - **Funnel**: chats started in the range (`chat_session.created_at`), then leads that arrived in the range and
 *   reached each status at any time since (its current status, or any `to` of its `lead.status_changed` events;
 *   the order is new, contacted, meeting_booked, qualified, won). `fromChat` follows the chat leads only.
 * - **Time to first response**: business minutes from arrival to the first response, as the SLA clock counts
 *   them (desk/lead-sla.ts `slaClock`); median and 90th percentile by nearest rank over the answered leads
 *   (PostgreSQL's `percentile_disc`). **Within SLA**: answered by the target, of the leads answered or overdue
 *   (a lead still inside its target is not decided yet). Leads without a target (newsletter signups) count in
 *   neither. By week of arrival, and by the person credited: who gave the first response (its `lead.first_response`
 *   event), else the current owner (so a reassignment never moves an answer to the new owner).
 * - **Spam share**: spam-flagged leads of every lead that arrived, spam included.
 * - **Not yet in HubSpot**: with the HubSpot sync on, the leads it sends whose contact HubSpot does not hold yet,
 *   now, whatever the range (crm/crm-leads.ts counts them, through {@link CrmBacklog}).
 *
 * Only counts, labels of the site's own pages, UTM values and staff names leave here: no lead's name, e-mail,
 * phone, message or session id. A UTM value that holds an `@` (an e-mail address pasted into a link) is shown as
 * `(withheld)`.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { contactForms, FORM_SOURCES, industries, locations, routePath } from '@northline/content';
import { torontoDateKey } from '@northline/content/business-hours';
import {
  FUNNEL_STAGES,
  type LeadQuality,
  type LeadReport,
  type LeadReportInput,
  REPORT_MAX_DAYS,
  type ReportTable,
} from '@northline/schemas';
import { invalidField } from '../errors.ts';
import { INBOX_TIME_ZONE, startOfTorontoDay } from './inbox.ts';
import { csvRow, UTF8_BOM } from './lead-csv.ts';
import { type SlaTargets, slaClock } from './lead-sla.ts';

/** The `source` of the leads the booking page makes (meetings/meetings.ts). */
export const BOOKING_SOURCE = 'meeting-booking';

/** Weeks a report covers by default: the current one and the 11 before it. */
export const DEFAULT_REPORT_WEEKS = 12;

/** What a UTM value holding an `@` is shown as. */
export const WITHHELD = '(withheld)';

const DAY_MS = 86_400_000;

/** The UTC-midnight date of a `YYYY-MM-DD` key (calendar arithmetic only), or null when not a real date. */
function civil(key: string): Date | null {
  const date = new Date(`${key}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== key ? null : date;
}

/** The date `days` after `key`. */
export function addDays(key: string, days: number): string {
  const date = civil(key);
  if (!date) throw new RangeError(`addDays: not a date ${key}`);
  return new Date(date.getTime() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the week of `key` (weeks run Monday to Sunday). */
export function mondayOf(key: string): string {
  const date = civil(key);
  if (!date) throw new RangeError(`mondayOf: not a date ${key}`);
  return addDays(key, -((date.getUTCDay() + 6) % 7));
}

/** A report's range: inclusive Toronto days, the instants `[start, end)` and the weeks' Mondays. */
export interface ReportRange {
  from: string;
  to: string;
  start: Date;
  end: Date;
  weeks: string[];
}

/**
 * The range of a report: the days asked for, else the last {@link DEFAULT_REPORT_WEEKS} weeks up to today
 * (Toronto, from the app's clock).
 *
 * @param input `from`/`to`, `YYYY-MM-DD`, either or both left out
 * @param now the app's clock
 * @throws DomainError 'invalid' (400, with the field) for a date that does not exist, `from` after `to`, or a range
 *   longer than `REPORT_MAX_DAYS`
 */
export function reportRange(input: LeadReportInput, now: Date): ReportRange {
  for (const field of ['from', 'to'] as const) {
    const value = input[field];
    if (value !== undefined && !civil(value)) throw invalidField(field, `${value} is not a date`);
  }
  const to = input.to ?? torontoDateKey(now);
  const from = input.from ?? addDays(mondayOf(to), -7 * (DEFAULT_REPORT_WEEKS - 1));
  const span = ((civil(to)?.getTime() ?? 0) - (civil(from)?.getTime() ?? 0)) / DAY_MS + 1;
  if (span < 1) throw invalidField('to', 'The end date must not be before the start date');
  if (span > REPORT_MAX_DAYS) {
    throw invalidField('from', `A report covers at most ${REPORT_MAX_DAYS} days`);
  }
  const weeks: string[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) weeks.push(week);
  return { from, to, start: startOfTorontoDay(from), end: startOfTorontoDay(to, 1), weeks };
}

/** A share in percent with one decimal, or null without a whole. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((1000 * part) / whole) / 10;
}

/**
 * The nearest-rank percentile of sorted values (PostgreSQL's `percentile_disc`): the smallest value with at least
 * `fraction` of the values at or below it; null for none.
 */
export function nearestRank(sorted: readonly number[], fraction: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? null;
}

/** The path of a landing page (`/toronto?utm_source=x` → `/toronto`), lower case, without a trailing slash. */
function pathOf(landingPage: string | null): string | null {
  if (!landingPage) return null;
  const path = landingPage.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path || null;
}

/** City and industry pages by path: `/toronto` → Toronto, `/legal-it-services` → Legal. */
const CITY_BY_PATH = new Map(
  locations.flatMap((location): [string, string][] =>
    location.route ? [[routePath(location.route), location.name]] : [],
  ),
);
const INDUSTRY_BY_PATH = new Map(
  industries.flatMap((industry): [string, string][] =>
    industry.route ? [[routePath(industry.route), industry.name]] : [],
  ),
);
/** A form's page by its `source`: 'Toronto Location Page' → `/toronto`. */
const PATH_BY_SOURCE = new Map<string, string>(
  Object.values(contactForms).map((form) => [form.source, routePath(form.route)]),
);
/** The source labels a report shows: the site's forms', and the booking page's (meetings/meetings.ts). */
const KNOWN_SOURCES: ReadonlySet<string> = new Set([...FORM_SOURCES, BOOKING_SOURCE]);

/** A UTM value as a report shows it: trimmed, `(withheld)` when it holds an `@`, null when empty. */
function utmValue(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  return text.includes('@') ? WITHHELD : text;
}

/**
 * The UTM source and campaign of a lead as the inbox reads them (desk/inbox.ts `toSummary`): the stored
 * columns, else, for a post without JavaScript (no `utm_source`, no `gclid`), its landing page's query.
 */
function campaignOf(row: AttributionRow): { utmSource: string | null; utmCampaign: string | null } {
  if (!row.utm_source && !row.gclid && row.landing_page?.includes('?')) {
    const query = new URLSearchParams(row.landing_page.slice(row.landing_page.indexOf('?') + 1));
    const read = (name: string) => query.get(name)?.trim().slice(0, 200) || null;
    return {
      utmSource: utmValue(read('utm_source')),
      utmCampaign: utmValue(read('utm_campaign') ?? row.utm_campaign),
    };
  }
  return { utmSource: utmValue(row.utm_source), utmCampaign: utmValue(row.utm_campaign) };
}

/** One group of the attribution query: leads with the same attribution columns. */
interface AttributionRow {
  kind: string;
  source: string | null;
  landing_page: string | null;
  utm_source: string | null;
  utm_campaign: string | null;
  gclid: string | null;
  leads: number | string;
}

/** One lead with a first-response target, for the SLA figures (no personal details). */
interface ClockRow {
  week: string;
  occurred_at: Date | string;
  quality: LeadQuality | null;
  first_response_at: Date | string | null;
  /** Who the lead's clock is credited to: who gave its first response, else its owner. */
  owner_id: string | null;
  owner_name: string | null;
}

/** Adds `leads` to a key's count. */
function tally<K>(counts: Map<K, number>, key: K, leads: number): void {
  counts.set(key, (counts.get(key) ?? 0) + leads);
}

/** Counts, most first, then by label (nulls last). */
function ranked<K extends string | null>(counts: Map<K, number>): [K, number][] {
  return [...counts].sort(
    ([a, x], [b, y]) => y - x || (a === null ? 1 : b === null ? -1 : a.localeCompare(b)),
  );
}

/** The SQL of the lead's attribution columns, coalesced over what it points at (as the inbox's LEAD_COLUMNS). */
const ATTRIBUTION = (column: string) =>
  `coalesce(c."${column}", s."${column}", n."${column}") as "${column}"`;

/** The Monday of a timestamp's Toronto week, `YYYY-MM-DD`. */
const WEEK_OF = (column: string) =>
  `to_char(date_trunc('week', ${column} at time zone cast(? as text)), 'YYYY-MM-DD')`;

/**
 * The statuses that are funnel stages, in the funnel's order: {@link FUNNEL_STAGES} after `chats` and `leads`
 * (contacted, meeting_booked, qualified, won).
 */
const STATUS_STAGES = FUNNEL_STAGES.slice(2);

/**
 * How far a status is along the funnel: new 0, contacted 1, meeting_booked 2, qualified 3, won 4 (the index in
 * {@link FUNNEL_STAGES} less one); lost is no stage (0).
 */
const STAGE_OF = (column: string) =>
  `case ${column} ${STATUS_STAGES.map((status, index) => `when '${status}' then ${index + 1}`).join(' ')} else 0 end`;

/** The first-response figures of a group of clocks (see the module's definitions). */
function responseFigures(rows: readonly ClockRow[], targets: SlaTargets, now: Date) {
  const answered: number[] = [];
  let leads = 0;
  let withinSla = 0;
  let decided = 0;
  for (const row of rows) {
    const clock = slaClock(
      {
        occurredAt: new Date(row.occurred_at),
        quality: row.quality,
        firstResponseAt: row.first_response_at === null ? null : new Date(row.first_response_at),
      },
      targets,
      now,
    );
    if (!clock) continue;
    leads += 1;
    if (clock.responseMinutes !== null) answered.push(clock.responseMinutes);
    if (clock.state === 'met') withinSla += 1;
    if (clock.state !== 'open') decided += 1;
  }
  answered.sort((a, b) => a - b);
  return {
    leads,
    answered: answered.length,
    medianMinutes: nearestRank(answered, 0.5),
    p90Minutes: nearestRank(answered, 0.9),
    withinSla,
    decided,
    withinSlaPercent: percentOf(withinSla, decided),
  };
}

/**
 * The HubSpot sync's backlog as the report reads it (a port, wired by plugins/app/feature-ports.ts from
 * crm/crm-leads.ts): whether the sync is on, and how many leads it sends that HubSpot does not hold yet.
 */
export interface CrmBacklog {
  readonly enabled: boolean;
  notYetInHubSpot(em: EntityManager): Promise<number>;
}

/**
 * The whole report over a range (see the module's definitions).
 *
 * @param input the range (`from`/`to`, inclusive Toronto days; the last 12 weeks by default)
 * @param settings the SLA targets (business minutes by quality), the app's clock, and the HubSpot backlog (absent:
 *   the sync counts as off)
 * @returns the figures, every week of the range present (zeros included)
 * @throws DomainError 'invalid' (400) for an invalid range ({@link reportRange}); the database's error when it is down
 */
export async function leadReport(
  em: EntityManager,
  input: LeadReportInput,
  settings: { targets: SlaTargets; now: Date; crm?: CrmBacklog | undefined },
): Promise<LeadReport> {
  const sql = em as SqlEntityManager;
  const range = reportRange(input, settings.now);
  const within = [range.start, range.end];
  const joins = `from "lead" l
    left join "contact_request" c on c."id" = l."contact_request_id"
    left join "chat_session" s on s."id" = l."chat_session_id"
    left join "newsletter_subscription" n on n."id" = l."newsletter_subscription_id"`;

  const weeklyRows = await sql.execute<
    { week: string; kind: string; spam: boolean; leads: number | string }[]
  >(
    `select ${WEEK_OF('l."occurred_at"')} as "week", l."kind", l."spam", count(*) as "leads"
     from "lead" l where l."occurred_at" >= ? and l."occurred_at" < ?
     group by 1, 2, 3`,
    [INBOX_TIME_ZONE, ...within],
  );
  const attributionRows = await sql.execute<AttributionRow[]>(
    `select l."kind", c."source", ${ATTRIBUTION('landing_page')}, ${ATTRIBUTION('utm_source')},
       ${ATTRIBUTION('utm_campaign')}, ${ATTRIBUTION('gclid')}, count(*) as "leads"
     ${joins}
     where not l."spam" and l."occurred_at" >= ? and l."occurred_at" < ?
     group by 1, 2, 3, 4, 5, 6`,
    within,
  );
  const [chats] = await sql.execute<{ chats: number | string }[]>(
    `select count(*) as "chats" from "chat_session" where "created_at" >= ? and "created_at" < ?`,
    within,
  );
  const funnelRows = await sql.execute<{ from_chat: boolean; stage: number; leads: number | string }[]>(
    `select l."kind" = 'chat' as "from_chat",
       greatest(${STAGE_OF('l."status"')}, coalesce((select max(${STAGE_OF(`h."payload"->>'to'`)})
         from "domain_event" h where h."lead_id" = l."id" and h."type" = 'lead.status_changed'), 0)) as "stage",
       count(*) as "leads"
     from "lead" l where not l."spam" and l."occurred_at" >= ? and l."occurred_at" < ?
     group by 1, 2`,
    within,
  );
  const clockRows = await sql.execute<ClockRow[]>(
    `select ${WEEK_OF('l."occurred_at"')} as "week", l."occurred_at",
       coalesce(l."quality", s."lead_quality") as "quality", l."first_response_at", u."id" as "owner_id",
       u."name" as "owner_name"
     from "lead" l left join "chat_session" s on s."id" = l."chat_session_id"
       left join lateral (
         select cast(e."payload"->>'staffUserId' as uuid) as "id" from "domain_event" e
         where e."lead_id" = l."id" and e."type" = 'lead.first_response' and e."payload"->>'staffUserId' is not null
         order by e."id" limit 1) r on l."first_response_at" is not null
       left join "staff_user" u on u."id" = coalesce(r."id", l."owner_id")
     where not l."spam" and l."kind" <> 'newsletter' and l."occurred_at" >= ? and l."occurred_at" < ?`,
    [INBOX_TIME_ZONE, ...within],
  );

  // Weeks and spam.
  const weekly = new Map(
    range.weeks.map((week) => [week, { week, leads: 0, contact: 0, chat: 0, newsletter: 0, spam: 0 }]),
  );
  for (const row of weeklyRows) {
    const week = weekly.get(row.week);
    if (!week) continue;
    const leads = Number(row.leads);
    if (row.spam) week.spam += leads;
    else {
      week.leads += leads;
      if (row.kind === 'contact' || row.kind === 'chat' || row.kind === 'newsletter') week[row.kind] += leads;
    }
  }
  const weeks = [...weekly.values()];
  const totalLeads = weeks.reduce((sum, week) => sum + week.leads, 0);
  const totalSpam = weeks.reduce((sum, week) => sum + week.spam, 0);

  // Attribution.
  const sources = new Map<string | null, number>();
  const campaigns = new Map<
    string,
    { utmSource: string | null; utmCampaign: string | null; leads: number }
  >();
  const cities = new Map<string | null, number>();
  const industriesCount = new Map<string | null, number>();
  for (const row of attributionRows) {
    const leads = Number(row.leads);
    const formSource =
      row.kind === 'contact' && row.source && KNOWN_SOURCES.has(row.source) ? row.source : null;
    tally(
      sources,
      row.kind === 'chat' ? 'Chat' : row.kind === 'newsletter' ? 'Newsletter' : formSource,
      leads,
    );
    const campaign = campaignOf(row);
    const key = JSON.stringify([campaign.utmSource, campaign.utmCampaign]);
    const entry = campaigns.get(key) ?? { ...campaign, leads: 0 };
    entry.leads += leads;
    campaigns.set(key, entry);
    const landing = pathOf(row.landing_page);
    const formPath = formSource ? (PATH_BY_SOURCE.get(formSource) ?? null) : null;
    const pick = (pages: Map<string, string>) =>
      (landing ? pages.get(landing) : undefined) ?? (formPath ? pages.get(formPath) : undefined) ?? null;
    tally(cities, pick(CITY_BY_PATH), leads);
    tally(industriesCount, pick(INDUSTRY_BY_PATH), leads);
  }
  const nullsLast = (a: string | null, b: string | null) =>
    a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

  // Funnel.
  const reached = (fromChat: boolean, stage: number) =>
    funnelRows
      .filter((row) => (!fromChat || row.from_chat) && Number(row.stage) >= stage)
      .reduce((sum, row) => sum + Number(row.leads), 0);
  const chatCount = Number(chats?.chats ?? 0);
  const funnel = FUNNEL_STAGES.map((stage, index) => {
    const fromChat = index === 0 ? chatCount : reached(true, index - 1);
    const all = index === 0 ? null : reached(false, index - 1);
    const beforeChat = index === 0 ? null : index === 1 ? chatCount : reached(true, index - 2);
    const beforeAll = index < 2 ? null : reached(false, index - 2);
    return {
      stage,
      fromChat,
      fromChatPercent: beforeChat === null ? null : percentOf(fromChat, beforeChat),
      all,
      allPercent: beforeAll === null || all === null ? null : percentOf(all, beforeAll),
    };
  });

  // First response.
  const byWeek = new Map(range.weeks.map((week) => [week, [] as ClockRow[]]));
  const byOwner = new Map<string | null, { name: string | null; rows: ClockRow[] }>();
  for (const row of clockRows) {
    byWeek.get(row.week)?.push(row);
    const owner = byOwner.get(row.owner_id) ?? { name: row.owner_name, rows: [] };
    owner.rows.push(row);
    byOwner.set(row.owner_id, owner);
  }

  return {
    range: { from: range.from, to: range.to, weeks: range.weeks },
    generatedAt: settings.now.toISOString(),
    totals: {
      leads: totalLeads,
      chats: chatCount,
      submissions: totalLeads + totalSpam,
      spam: totalSpam,
      spamPercent: percentOf(totalSpam, totalLeads + totalSpam),
      response: responseFigures(clockRows, settings.targets, settings.now),
    },
    weekly: weeks.map(({ spam: _spam, ...week }) => week),
    sourcePages: ranked(sources).map(([sourcePage, leads]) => ({ sourcePage, leads })),
    campaigns: [...campaigns.values()].sort(
      (a, b) =>
        b.leads - a.leads || nullsLast(a.utmSource, b.utmSource) || nullsLast(a.utmCampaign, b.utmCampaign),
    ),
    cities: ranked(cities).map(([city, leads]) => ({ city, leads })),
    industries: ranked(industriesCount).map(([industry, leads]) => ({ industry, leads })),
    funnel,
    responseByWeek: [...byWeek].map(([week, rows]) => ({
      week,
      ...responseFigures(rows, settings.targets, settings.now),
    })),
    responseByOwner: [...byOwner]
      .sort(([, a], [, b]) => nullsLast(a.name, b.name))
      .map(([ownerId, owner]) => ({
        ownerId,
        ownerName: owner.name,
        ...responseFigures(owner.rows, settings.targets, settings.now),
      })),
    spamByWeek: weeks.map((week) => ({
      week: week.week,
      submissions: week.leads + week.spam,
      spam: week.spam,
      spamPercent: percentOf(week.spam, week.leads + week.spam),
    })),
    crm: settings.crm?.enabled ? { notYetInHubSpot: await settings.crm.notYetInHubSpot(em) } : null,
  };
}

/** A cell of a report's CSV. */
type Cell = string | number | null;

/** The columns and rows of each table, as the CSV download writes them (the JSON's values, in its order). */
export function reportTableRows(
  report: LeadReport,
  table: ReportTable,
): { header: string[]; rows: Cell[][] } {
  const response = [
    'Leads with a target',
    'Answered',
    'Median minutes',
    'P90 minutes',
    'Within SLA',
    'Decided',
    'Within SLA %',
  ];
  const responseCells = (row: LeadReport['totals']['response']): Cell[] => [
    row.leads,
    row.answered,
    row.medianMinutes,
    row.p90Minutes,
    row.withinSla,
    row.decided,
    row.withinSlaPercent,
  ];
  switch (table) {
    case 'weekly':
      return {
        header: ['Week (Monday)', 'Leads', 'Contact', 'Chat', 'Newsletter'],
        rows: report.weekly.map((row) => [row.week, row.leads, row.contact, row.chat, row.newsletter]),
      };
    case 'source-pages':
      return {
        header: ['Source page', 'Leads'],
        rows: report.sourcePages.map((row) => [row.sourcePage, row.leads]),
      };
    case 'campaigns':
      return {
        header: ['utm_source', 'utm_campaign', 'Leads'],
        rows: report.campaigns.map((row) => [row.utmSource, row.utmCampaign, row.leads]),
      };
    case 'cities':
      return { header: ['City', 'Leads'], rows: report.cities.map((row) => [row.city, row.leads]) };
    case 'industries':
      return {
        header: ['Industry', 'Leads'],
        rows: report.industries.map((row) => [row.industry, row.leads]),
      };
    case 'funnel':
      return {
        header: ['Stage', 'From chat', 'From chat %', 'All leads', 'All leads %'],
        rows: report.funnel.map((row) => [
          row.stage,
          row.fromChat,
          row.fromChatPercent,
          row.all,
          row.allPercent,
        ]),
      };
    case 'response-by-week':
      return {
        header: ['Week (Monday)', ...response],
        rows: report.responseByWeek.map((row) => [row.week, ...responseCells(row)]),
      };
    case 'response-by-owner':
      return {
        header: ['Owner id', 'Owner', ...response],
        rows: report.responseByOwner.map((row) => [row.ownerId, row.ownerName, ...responseCells(row)]),
      };
    case 'spam-by-week':
      return {
        header: ['Week (Monday)', 'Submissions', 'Spam', 'Spam %'],
        rows: report.spamByWeek.map((row) => [row.week, row.submissions, row.spam, row.spamPercent]),
      };
  }
}

/**
 * One table of a report as CSV (the inbox export's rules, desk/lead-csv.ts: RFC 4180, UTF-8 with a BOM,
 * formula-injection safe); empty cells for nulls.
 */
export function reportCsv(report: LeadReport, table: ReportTable): string {
  const { header, rows } = reportTableRows(report, table);
  return UTF8_BOM + csvRow(header) + rows.map(csvRow).join('');
}
