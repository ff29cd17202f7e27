/**
 * The lead inbox: every lead in one list, whatever table holds it.
 *
 * A `lead` row (db/lead.entity.ts) is written with what it points at, together with its notifications, by
 * services/lead-rows.ts. The inbox reads the lead rows joined with what they point at, filtered and paged in the
 * database ({@link listLeads}), so 10,000 leads page as fast as 10. The detail of one lead is
 * services/lead-detail.ts; what staff change on it, services/lead-status.ts.
 *
 * Nothing here logs personal data; callers log lead ids only.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { company } from '@northline/content';
import type {
  Attribution,
  LeadFilter,
  LeadKind,
  LeadQuality,
  LeadSort,
  LeadStatus,
} from '@northline/schemas';
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
  quality: LeadQuality | null;
  /** The page of the form (`source`), 'Chat' or 'Newsletter'. */
  sourcePage: string | null;
  attribution: LeadAttribution;
  status: LeadStatus;
  spam: boolean;
  /** A soft sign of automation (decision 019): the inbox and the alerts say *possibly automated*. */
  possiblyAutomated: boolean;
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
  /** The first-response clock (services/lead-sla.ts); null without a target (newsletter signups) or when not asked for. */
  sla: SlaClock | null;
}

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

/** The inbox's columns. */
export const LEAD_COLUMNS = `l."id", l."kind", l."occurred_at", l."status", l."spam", l."possibly_automated",
  coalesce(l."quality", s."lead_quality") as "quality",
  case l."kind" when 'contact' then c."first_name" || ' ' || c."last_name" when 'chat' then s."visitor_name" end as "name",
  coalesce(c."company", s."visitor_company") as "company",
  coalesce(c."email", s."visitor_email", n."email") as "email",
  case l."kind" when 'contact' then c."source" when 'chat' then 'Chat' else 'Newsletter' end as "source_page",
  coalesce(c."landing_page", s."landing_page", n."landing_page") as "landing_page",
  coalesce(c."referrer_host", s."referrer_host", n."referrer_host") as "referrer_host",
  coalesce(c."utm_source", s."utm_source", n."utm_source") as "utm_source",
  coalesce(c."utm_medium", s."utm_medium", n."utm_medium") as "utm_medium",
  coalesce(c."utm_campaign", s."utm_campaign", n."utm_campaign") as "utm_campaign",
  coalesce(c."utm_term", s."utm_term", n."utm_term") as "utm_term",
  coalesce(c."utm_content", s."utm_content", n."utm_content") as "utm_content",
  coalesce(c."gclid", s."gclid", n."gclid") as "gclid",
  (select min(m."starts_at") from "meeting" m where m."lead_id" = l."id" and m."booked_slot" is not null) as "meeting_at",
  l."owner_id", (select u."name" from "staff_user" u where u."id" = l."owner_id") as "owner_name",
  l."first_response_at"`;

/** A row of {@link LEAD_COLUMNS}. */
export interface LeadRow {
  id: string;
  kind: LeadKind;
  occurred_at: Date | string;
  status: LeadStatus;
  spam: boolean;
  possibly_automated: boolean;
  quality: LeadQuality | null;
  name: string | null;
  company: string | null;
  email: string | null;
  source_page: string | null;
  landing_page: string | null;
  referrer_host: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  meeting_at: Date | string | null;
  owner_id: string | null;
  owner_name: string | null;
  first_response_at: Date | string | null;
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
    quality: row.quality,
    sourcePage: row.source_page,
    attribution,
    status: row.status,
    spam: row.spam,
    possiblyAutomated: row.possibly_automated,
    meetingAt: row.meeting_at === null ? null : toIso(row.meeting_at),
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    firstResponseAt: row.first_response_at === null ? null : toIso(row.first_response_at),
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

/**
 * The instant a calendar day starts in {@link INBOX_TIME_ZONE}.
 * @param day `YYYY-MM-DD`
 * @param plusDays days to add (1 gives the end of an inclusive range)
 */
export function startOfTorontoDay(day: string, plusDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const utcGuess = Date.UTC(year, month - 1, date + plusDays, 0, 0, 0);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: INBOX_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utcGuess));
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

/** The `order by` of each {@link LeadSort}; each ends with the id, so pages never overlap. */
const ORDERS: Record<LeadSort, string> = {
  newest: 'l."occurred_at" desc, l."id" desc',
  quality: `case coalesce(l."quality", s."lead_quality") when 'hot' then 0 when 'warm' then 1 when 'cold' then 2 else 3 end,
    l."first_response_at" is not null, l."occurred_at", l."id"`,
  waiting: 'l."first_response_at" is not null, l."occurred_at", l."id"',
};

/**
 * One page of the inbox (`staff.leads.list`): newest first, or by quality (hot first, unanswered first, waiting
 * longest first), or waiting longest first (unanswered leads before answered ones).
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
  const rows = await sql.execute<LeadRow[]>(
    `select ${LEAD_COLUMNS} ${LEAD_FROM} ${where.sql} order by ${ORDERS[input.sort ?? 'newest']} limit ? offset ?`,
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
 * Every lead matching a filter, newest first, read in batches (keyset paging), so an export of any size holds
 * only one batch in memory.
 *
 * @param batchSize rows per query
 */
export async function* leadsMatching(
  em: EntityManager,
  filter: LeadFilter,
  batchSize = 500,
  staffId?: string,
): AsyncGenerator<LeadSummary> {
  const sql = em as SqlEntityManager;
  const where = whereOf(filter, staffId);
  let after: { at: Date; id: string } | undefined;
  for (;;) {
    const keyset = after ? `${where.sql ? ' and' : 'where'} (l."occurred_at", l."id") < (?, ?)` : '';
    const rows = await sql.execute<LeadRow[]>(
      `select ${LEAD_COLUMNS} ${LEAD_FROM} ${where.sql}${keyset} order by l."occurred_at" desc, l."id" desc limit ?`,
      [...where.params, ...(after ? [after.at, after.id] : []), batchSize],
    );
    for (const row of rows) yield toSummary(row);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: new Date(last.occurred_at), id: last.id };
  }
}
