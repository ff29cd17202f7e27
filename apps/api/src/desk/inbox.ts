/**
 * The lead inbox: every lead in one list, whatever table holds it.
 *
 * A `lead` row (db/lead.entity.ts) is written with what it points at, together with its notifications, by
 * leads/lead-rows.ts. The inbox reads the lead rows joined with what they point at, filtered and paged in the
 * database ({@link listLeads}), so 10,000 leads page as fast as 10. The detail of one lead is
 * desk/lead-detail.ts; what staff change on it, desk/lead-status.ts.
 *
 * Nothing here logs personal data; callers log lead ids only.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { company } from '@northline/content';
import {
  type Attribution,
  DEFAULT_LEAD_SORT,
  LEAD_FILTER_OPTIONS_MAX,
  type LeadFilter,
  type LeadFilterOptions,
  type LeadKind,
  type LeadLanguage,
  type LeadQuality,
  type LeadSort,
  type LeadStatus,
} from '@northline/schemas';
import { problemStatement } from '../chat/problem-statement.ts';
import type { AttributionRow } from '../leads/lead-capture.ts';
import { telLink } from '../visitor-text.ts';
import { type SlaClock, type SlaTargets, slaClock } from './lead-sla.ts';

/** The attribution of a lead as the inbox shows it (decision 003's columns). */
export type LeadAttribution = Attribution;

/** One row of the inbox. */
export interface LeadSummary {
  id: string;
  kind: LeadKind;
  /** When the lead arrived, ISO 8601. */
  occurredAt: string;
  name: string | null;
  company: string | null;
  email: string | null;
  /** The phone number as the visitor typed it (the form's, or the chat's visitor details), null when none. */
  phone: string | null;
  /**
   * The phone number as a `tel:` link in E.164 (notification-messages.ts `telLink`, read as Canadian without a
   * country code), null without a phone number.
   */
  phoneHref: string | null;
  quality: LeadQuality | null;
  /** The page of the form (`source`), 'Chat' or 'Newsletter'. */
  sourcePage: string | null;
  attribution: LeadAttribution;
  status: LeadStatus;
  spam: boolean;
  /** A soft sign of automation (decision 019): the inbox and the alerts say *possibly automated*. */
  possiblyAutomated: boolean;
  /** The language the visitor wrote in (decision 096): the inbox, the lead's page and the alerts say *French*. */
  language: LeadLanguage;
  /**
   * The start of the lead's earliest booked free IT assessment, ISO 8601, or null: the inbox shows *meeting booked*
   * from it (decision 033; the status workflow stays sales' own).
   */
  meetingAt: string | null;
  /** The staff member who owns the lead (decision 041), null when unassigned. */
  ownerId: string | null;
  /** The owner's name, null when unassigned. */
  ownerName: string | null;
  /** The lead's first response (first move to contacted, or first staff chat reply), ISO 8601, or null. */
  firstResponseAt: string | null;
  /** The first-response clock (desk/lead-sla.ts); null without a target (newsletter signups) or when not asked for. */
  sla: SlaClock | null;
  /**
   * The prospect's own words, at most {@link PREVIEW_MAX} characters: the form's message, or the chat visitor's
   * problem statement (chat/problem-statement.ts: their first message that says what they need, as the alerts quote
   * it), else their latest message; null when none.
   */
  preview: string | null;
  /** The visitor reported an incident: the chat was handed to a person as an emergency. */
  emergency: boolean;
  /** The lead's chat waits for a consultant right now (its hand-off is `waiting`). */
  waitingForPerson: boolean;
}

/** The longest preview of the prospect's words the inbox shows, in characters. */
export const PREVIEW_MAX = 160;

/**
 * The prospect's words (of {@link LEAD_FROM}): the form's message, or the chat visitor's latest message (read
 * through the message table's (session, position) key), as the export and the alerts say them.
 */
const VISITOR_WORDS_SQL = `coalesce(nullif(c."message", ''), (select m."content" from "chat_message" m
    where m."session_id" = s."id" and m."role" = 'user' order by m."position" desc limit 1))`;

/** The most of a chat visitor's first messages the inbox reads for their problem statement. */
const OPENING_MESSAGES = 12;

/**
 * A chat lead's first {@link OPENING_MESSAGES} visitor messages, oldest first, each cut to {@link PREVIEW_MAX}
 * characters (null for a form lead with a message, and for a chat without one).
 */
const VISITOR_OPENING_SQL = `case when nullif(c."message", '') is null then (select array_agg(o."content" order by o."position")
    from (select left(m."content", ${PREVIEW_MAX}) as "content", m."position" from "chat_message" m
      where m."session_id" = s."id" and m."role" = 'user' order by m."position" limit ${OPENING_MESSAGES}) o) end`;

/** What the inbox's per-viewer parts need: who asks (the *Mine* filter) and the SLA clock's targets and time. */
export interface InboxViewer {
  staffId: string;
  targets: SlaTargets;
  now: Date;
}

/** One page of the inbox. */
export interface LeadPage {
  leads: LeadSummary[];
  /** Leads matching the filters, all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** The part of every inbox query that joins a lead to what it points at (the detail's too). */
export const LEAD_FROM = `from "lead" l
  left join "contact_request" c on c."id" = l."contact_request_id"
  left join "chat_session" s on s."id" = l."chat_session_id"
  left join "newsletter_subscription" n on n."id" = l."newsletter_subscription_id"`;

/** A lead's source page (of {@link LEAD_FROM}): the form's page name (`source`), 'Chat' or 'Newsletter'. */
const SOURCE_PAGE_SQL = `case l."kind" when 'contact' then c."source" when 'chat' then 'Chat' else 'Newsletter' end`;

/** A lead's attribution column `name` (of {@link LEAD_FROM}): the contact request's, the chat's or the signup's. */
const attributionSql = (name: string) => `coalesce(c."${name}", s."${name}", n."${name}")`;

/**
 * The `utm_campaign` parameter of a lead's landing page as it is written there (percent-encoded), null when it has
 * none; read only when the lead carries no `utm_source` and no `gclid` ({@link toSummary}'s rule for a post without
 * JavaScript). `chr(63)` is the `?` that starts the query (a literal one would be read as a parameter).
 */
const LANDING_CAMPAIGN_SQL = `case when ${attributionSql('utm_source')} is null and ${attributionSql('gclid')} is null
  then substring('&' || split_part(${attributionSql('landing_page')}, chr(63), 2) from '&utm_campaign=([^&#]+)') end`;

/** The inbox's columns. */
export const LEAD_COLUMNS = `l."id", l."kind", l."occurred_at", l."status", l."spam", l."possibly_automated", l."language",
  coalesce(l."quality", s."lead_quality") as "quality",
  case l."kind" when 'contact' then c."first_name" || ' ' || c."last_name" when 'chat' then s."visitor_name" end as "name",
  coalesce(c."company", s."visitor_company") as "company",
  coalesce(c."email", s."visitor_email", n."email") as "email",
  coalesce(nullif(c."phone", ''), s."visitor_phone") as "phone",
  ${SOURCE_PAGE_SQL} as "source_page",
  ${attributionSql('landing_page')} as "landing_page",
  ${attributionSql('referrer_host')} as "referrer_host",
  ${attributionSql('utm_source')} as "utm_source",
  ${attributionSql('utm_medium')} as "utm_medium",
  ${attributionSql('utm_campaign')} as "utm_campaign",
  ${attributionSql('utm_term')} as "utm_term",
  ${attributionSql('utm_content')} as "utm_content",
  ${attributionSql('gclid')} as "gclid",
  (select min(m."starts_at") from "meeting" m where m."lead_id" = l."id" and m."booked_slot" is not null) as "meeting_at",
  l."owner_id", (select u."name" from "staff_user" u where u."id" = l."owner_id") as "owner_name",
  l."first_response_at",
  left(${VISITOR_WORDS_SQL}, ${PREVIEW_MAX}) as "preview",
  ${VISITOR_OPENING_SQL} as "visitor_opening",
  coalesce(s."handoff_reason" = 'emergency', false) as "emergency",
  coalesce(s."handoff_state" = 'waiting', false) as "waiting_for_person"`;

/** A row of {@link LEAD_COLUMNS}. */
export interface LeadRow extends AttributionRow {
  id: string;
  kind: LeadKind;
  occurred_at: Date | string;
  status: LeadStatus;
  spam: boolean;
  possibly_automated: boolean;
  language: LeadLanguage;
  quality: LeadQuality | null;
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  source_page: string | null;
  meeting_at: Date | string | null;
  owner_id: string | null;
  owner_name: string | null;
  first_response_at: Date | string | null;
  preview: string | null;
  /** A chat lead's first visitor messages (see {@link VISITOR_OPENING_SQL}). */
  visitor_opening: string[] | null;
  emergency: boolean;
  waiting_for_person: boolean;
}

const toIso = (value: Date | string): string => new Date(value).toISOString();

/** A row of {@link LEAD_COLUMNS} as the inbox shows it (the attribution of a no-JavaScript post read from its landing page). */
export function toSummary(row: LeadRow, viewer?: Pick<InboxViewer, 'targets' | 'now'>): LeadSummary {
  const attribution: LeadAttribution = {};
  const set = (key: keyof LeadAttribution, value: string | null) => {
    if (value) attribution[key] = value;
  };
  set('landingPage', row.landing_page);
  set('referrerHost', row.referrer_host);
  set('utmSource', row.utm_source);
  set('utmMedium', row.utm_medium);
  set('utmCampaign', row.utm_campaign);
  set('utmTerm', row.utm_term);
  set('utmContent', row.utm_content);
  set('gclid', row.gclid);
  // A post without JavaScript keeps only its landing page (decision 003): its campaign parameters still tell
  // where the visitor came from.
  if (!row.utm_source && !row.gclid && row.landing_page?.includes('?')) {
    const query = new URLSearchParams(row.landing_page.slice(row.landing_page.indexOf('?') + 1));
    const fromQuery = (key: keyof LeadAttribution, name: string) => {
      const value = query.get(name)?.trim().slice(0, 200);
      if (value) attribution[key] = value;
    };
    fromQuery('utmSource', 'utm_source');
    fromQuery('utmMedium', 'utm_medium');
    fromQuery('utmCampaign', 'utm_campaign');
    fromQuery('utmTerm', 'utm_term');
    fromQuery('utmContent', 'utm_content');
    fromQuery('gclid', 'gclid');
  }
  return {
    id: row.id,
    kind: row.kind,
    occurredAt: toIso(row.occurred_at),
    name: row.name,
    company: row.company,
    email: row.email,
    phone: row.phone,
    phoneHref: row.phone ? telLink(row.phone) : null,
    quality: row.quality,
    sourcePage: row.source_page,
    attribution,
    status: row.status,
    spam: row.spam,
    possiblyAutomated: row.possibly_automated,
    language: row.language,
    meetingAt: row.meeting_at === null ? null : toIso(row.meeting_at),
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    firstResponseAt: row.first_response_at === null ? null : toIso(row.first_response_at),
    preview: (row.visitor_opening && problemStatement(row.visitor_opening).statement) || row.preview,
    emergency: row.emergency,
    waitingForPerson: row.waiting_for_person,
    sla: viewer
      ? slaClock(
          {
            occurredAt: new Date(row.occurred_at),
            quality: row.kind === 'newsletter' ? null : row.quality,
            firstResponseAt: row.first_response_at === null ? null : new Date(row.first_response_at),
          },
          viewer.targets,
          viewer.now,
        )
      : null,
  };
}

/** The time zone the inbox's dates are calendar days of: the business's (`company.hours`, Toronto). */
export const INBOX_TIME_ZONE = company.hours.timeZone;

/** An instant's wall-clock date and minute in {@link INBOX_TIME_ZONE}: `YYYY`, `MM`, `DD`, `HH` (00–23), `mm`. */
export const torontoMinutes = new Intl.DateTimeFormat('en-CA', {
  timeZone: INBOX_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The instant a calendar day starts in {@link INBOX_TIME_ZONE}.
 * @param day `YYYY-MM-DD`
 * @param plusDays days to add (1 gives the end of an inclusive range)
 */
export function startOfTorontoDay(day: string, plusDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const utcGuess = Date.UTC(year, month - 1, date + plusDays, 0, 0, 0);
  const parts = torontoMinutes.formatToParts(new Date(utcGuess));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return new Date(utcGuess - (asUtc - utcGuess));
}

/** `where` clause and parameters of a filter. */
function whereOf(filter: LeadFilter, staffId: string | undefined): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (filter.owner === 'unassigned') clauses.push('l."owner_id" is null');
  else if (filter.owner) {
    clauses.push('l."owner_id" = ?');
    // *Mine* without a viewer matches nobody (the nil uuid is no account).
    params.push(filter.owner === 'mine' ? (staffId ?? '00000000-0000-0000-0000-000000000000') : filter.owner);
  }
  if (!filter.includeSpam) clauses.push('l."spam" = false');
  if (filter.meetingBooked) {
    clauses.push(
      'exists (select 1 from "meeting" m where m."lead_id" = l."id" and m."booked_slot" is not null)',
    );
  }
  if (filter.kind) {
    clauses.push('l."kind" = ?');
    params.push(filter.kind);
  }
  if (filter.status) {
    clauses.push('l."status" = ?');
    params.push(filter.status);
  }
  if (filter.quality) {
    clauses.push('coalesce(l."quality", s."lead_quality") = ?');
    params.push(filter.quality);
  }
  if (filter.from) {
    clauses.push('l."occurred_at" >= ?');
    params.push(startOfTorontoDay(filter.from));
  }
  if (filter.to) {
    clauses.push('l."occurred_at" < ?');
    params.push(startOfTorontoDay(filter.to, 1));
  }
  const sourcePage = filter.sourcePage?.trim();
  if (sourcePage) {
    clauses.push(`${SOURCE_PAGE_SQL} = ?`);
    params.push(sourcePage);
  }
  const campaign = filter.campaign?.trim();
  if (campaign) {
    // The campaign the inbox shows: the landing page's when it has one (as written there, in either encoding of
    // a space), else the stored one.
    const encoded = encodeURIComponent(campaign);
    clauses.push(`case when (${LANDING_CAMPAIGN_SQL}) is not null then (${LANDING_CAMPAIGN_SQL}) in (?, ?)
      else ${attributionSql('utm_campaign')} = ? end`);
    params.push(encoded, encoded.replace(/%20/g, '+'), campaign);
  }
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    clauses.push(`(lower(c."first_name" || ' ' || c."last_name") like ? or lower(s."visitor_name") like ?
      or lower(coalesce(c."company", s."visitor_company")) like ?
      or lower(coalesce(c."email", s."visitor_email", n."email")) like ?)`);
    params.push(pattern, pattern, pattern, pattern);
  }
  return { sql: clauses.length ? `where ${clauses.join(' and ')}` : '', params };
}

/**
 * The `order by` of each {@link LeadSort}; each ends with the id, so pages never overlap. `attention`, the default,
 * puts first what needs a person: an unanswered emergency, then a chat waiting for a consultant, then unanswered
 * leads by quality (hot, warm, the rest) and waiting longest, then every answered lead, newest first.
 */
const ORDERS: Record<LeadSort, string> = {
  attention: `case when l."first_response_at" is null and s."handoff_reason" = 'emergency' then 0
      when s."handoff_state" = 'waiting' then 1
      when l."first_response_at" is null then
        case coalesce(l."quality", s."lead_quality") when 'hot' then 2 when 'warm' then 3 else 4 end
      else 5 end,
    case when l."first_response_at" is null then l."occurred_at" end, l."occurred_at" desc, l."id" desc`,
  newest: 'l."occurred_at" desc, l."id" desc',
  quality: `case coalesce(l."quality", s."lead_quality") when 'hot' then 0 when 'warm' then 1 when 'cold' then 2 else 3 end,
    l."first_response_at" is not null, l."occurred_at", l."id"`,
  waiting: 'l."first_response_at" is not null, l."occurred_at", l."id"',
};

/**
 * One page of the inbox (`staff.leads.list`): by default what needs a person first (`attention`), or newest first,
 * or by quality (hot first, unanswered first, waiting longest first), or waiting longest first (unanswered leads
 * before answered ones).
 *
 * @param input filters (see `leadFilterSchema`, with `owner` and `sort`), `page` from 1 and `pageSize` (1-100)
 * @param viewer who asks (`owner: 'mine'`) and the SLA clock's targets and time; without it no clock is computed
 * @returns the page's leads and the total matching
 */
export async function listLeads(
  em: EntityManager,
  input: LeadFilter & { page: number; pageSize: number },
  viewer?: InboxViewer,
): Promise<LeadPage> {
  const sql = em as SqlEntityManager;
  const where = whereOf(input, viewer?.staffId);
  const [counted] = await sql.execute<{ total: string | number }[]>(
    `select count(*) as "total" ${LEAD_FROM} ${where.sql}`,
    where.params,
  );
  // The page's ids first, sorted on the order's keys alone (a sort of narrow rows, without the columns' reads),
  // then the page's columns for those ids, in the same order.
  const order = ORDERS[input.sort ?? DEFAULT_LEAD_SORT];
  const rows = await sql.execute<LeadRow[]>(
    `with "page" as materialized (
        select l."id", row_number() over (order by ${order}) as "n" ${LEAD_FROM} ${where.sql}
        order by ${order} limit ? offset ?)
      select ${LEAD_COLUMNS} from "page" p join "lead" l on l."id" = p."id"
        left join "contact_request" c on c."id" = l."contact_request_id"
        left join "chat_session" s on s."id" = l."chat_session_id"
        left join "newsletter_subscription" n on n."id" = l."newsletter_subscription_id"
      order by p."n"`,
    [...where.params, input.pageSize, (input.page - 1) * input.pageSize],
  );
  return {
    leads: rows.map((row) => toSummary(row, viewer)),
    total: Number(counted?.total ?? 0),
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * A lead's latest note, as an SQL expression over {@link LEAD_FROM}: what the export's *Latest note* column reads.
 * The one place that says where notes are kept: the lead's timeline, `lead_note` (decision 043), newest by time
 * (then by id), read through its (lead, time) index.
 */
export function latestNoteSql(): string {
  return `(select n."body" from "lead_note" n where n."lead_id" = l."id" order by n."created_at" desc, n."id" desc limit 1)`;
}

/**
 * The export's columns beyond {@link LEAD_COLUMNS}: what the prospect wrote (the form's message, or the chat
 * visitor's latest message, as the alerts say it), the company's size as given (the form's band, or the number of
 * employees the chat captured) and the latest note.
 */
const LEAD_EXPORT_COLUMNS = `${LEAD_COLUMNS},
  ${VISITOR_WORDS_SQL} as "message",
  coalesce(nullif(c."employees", ''), cast(s."employees" as varchar)) as "employees",
  ${latestNoteSql()} as "latest_note"`;

/** A row of {@link LEAD_EXPORT_COLUMNS}. */
interface LeadExportRow extends LeadRow {
  message: string | null;
  employees: string | null;
  latest_note: string | null;
}

/** One lead of the CSV export: its inbox row with what only the export shows. */
export interface LeadExport extends LeadSummary {
  /** The form's message, or the chat visitor's latest message; null when none. */
  message: string | null;
  /** The company's size as given: the form's band (`11-50`) or the chat's number of employees; null when none. */
  companySize: string | null;
  /** The lead's latest note ({@link latestNoteSql}), null when none. */
  latestNote: string | null;
}

/**
 * Every lead matching a filter, newest first, read in batches (keyset paging), so an export of any size holds
 * only one batch in memory. Each lead carries its first-response clock at `viewer.now`.
 *
 * @param viewer who asks (`owner: 'mine'`) and the SLA clock's targets and time
 * @param batchSize rows per query
 */
export async function* leadsMatching(
  em: EntityManager,
  filter: LeadFilter,
  viewer: InboxViewer,
  batchSize = 500,
): AsyncGenerator<LeadExport> {
  const sql = em as SqlEntityManager;
  const where = whereOf(filter, viewer.staffId);
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const keyset = after ? `${where.sql ? ' and' : 'where'} (l."occurred_at", l."id") < (?, ?)` : '';
    const rows = await sql.execute<LeadExportRow[]>(
      `select ${LEAD_EXPORT_COLUMNS} ${LEAD_FROM} ${where.sql}${keyset} order by l."occurred_at" desc, l."id" desc limit ?`,
      [...where.params, ...(after ? [after.at, after.id] : []), batchSize],
    );
    for (const row of rows) {
      yield {
        ...toSummary(row, viewer),
        message: row.message,
        companySize: row.employees,
        latestNote: row.latest_note,
      };
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: new Date(last.occurred_at), id: last.id };
  }
}

/**
 * The values the inbox's source-page and campaign filters offer (`staff.leads.filterOptions`): every source page
 * and every campaign of the leads, spam-flagged ones too, as the inbox shows them (a campaign read from a landing
 * page decoded as {@link toSummary} decodes it), sorted, at most {@link LEAD_FILTER_OPTIONS_MAX} of each.
 */
export async function leadFilterOptions(em: EntityManager): Promise<LeadFilterOptions> {
  const sql = em as SqlEntityManager;
  const pages = await sql.execute<{ value: string }[]>(
    `select distinct ${SOURCE_PAGE_SQL} as "value" ${LEAD_FROM}
     where ${SOURCE_PAGE_SQL} is not null and ${SOURCE_PAGE_SQL} <> '' order by 1 limit ?`,
    [LEAD_FILTER_OPTIONS_MAX],
  );
  const campaigns = await sql.execute<{ stored: string | null; landing: string | null }[]>(
    `select distinct ${attributionSql('utm_campaign')} as "stored", ${LANDING_CAMPAIGN_SQL} as "landing" ${LEAD_FROM}
     where ${attributionSql('utm_campaign')} is not null or (${LANDING_CAMPAIGN_SQL}) is not null`,
  );
  const values = new Set<string>();
  for (const row of campaigns) {
    const landing = row.landing
      ? new URLSearchParams(`utm_campaign=${row.landing}`).get('utm_campaign')?.trim().slice(0, 200)
      : undefined;
    const value = landing || row.stored;
    if (value) values.add(value);
  }
  return {
    sourcePages: pages.map((row) => row.value),
    campaigns: [...values].sort((a, b) => a.localeCompare(b, 'en-CA')).slice(0, LEAD_FILTER_OPTIONS_MAX),
  };
}
