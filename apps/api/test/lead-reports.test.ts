/**
 * The sales reports (decision 044) against a known set of leads on the real PostgreSQL and a fixed clock: every
 * figure of `staff.reports.get` equals a plain SQL ground truth written here (not the service's queries: weeks
 * from ISO weekdays, business minutes counted minute by minute over the office's hours and Ontario's holidays,
 * percentiles with `percentile_disc`); each CSV table equals the JSON; staff only; no personal data in any answer
 * or log line.
 */
import type { LeadReport } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, logCapture, signedInStaff, sqlClient, testApp, testEnv } from './helper.ts';

/** The fixed clock: Thursday November 26, 2026, 15:00 in Toronto (EST). */
const NOW = new Date('2026-11-26T20:00:00Z');
const TZ = 'America/Toronto';
/** The default range at {@link NOW}: the 12 weeks from Monday September 7 to today. */
const FROM = '2026-09-07';
const TO = '2026-11-26';
/** Ontario's statutory holidays in the range (Labour Day, Thanksgiving): the office is closed. */
const HOLIDAYS = ['2026-09-07', '2026-10-12'];
/** First-response targets in business minutes (the defaults: SLA_HOT/WARM/COLD_MINUTES). */
const TARGETS = { hot: 5, warm: 60, cold: 600 };

/** Personal details of the seeded visitors: none may appear in a report, a CSV or a log line. */
const PERSONAL = [
  'Priya',
  'Sharma',
  'priya.sharma@harbourlaw.example',
  '416-555-0199',
  'Secret message text',
  'chat-report-',
  'bob@example.com',
  'Visitor Name',
];

/** The statuses that are funnel stages, in order. */
const STATUS_STAGES = ['contacted', 'meeting_booked', 'qualified', 'won'];

type Status = 'new' | 'contacted' | 'meeting_booked' | 'qualified' | 'won' | 'lost';

/** One seeded lead: Toronto wall times, what it points at, its desk state. */
interface Seed {
  kind: 'contact' | 'chat' | 'newsletter';
  at: string;
  source?: string;
  landing?: string;
  utmSource?: string;
  utmCampaign?: string;
  quality?: 'hot' | 'warm' | 'cold';
  spam?: boolean;
  status?: Status;
  /** Status history, in order (each step from the one before; the first from `new`). */
  history?: Status[];
  owner?: 'a' | 'b';
  respondedAt?: string;
}

/** Chats that never became leads (Toronto wall times). */
const LONE_CHATS = ['2026-11-18 10:00', '2026-11-24 16:00', '2026-09-08 11:00'];

const SEEDS: Seed[] = [
  {
    kind: 'contact',
    at: '2026-11-23 10:00',
    source: 'Toronto Location Page',
    utmSource: 'google',
    utmCampaign: 'fall-promo',
    quality: 'warm',
    owner: 'a',
    respondedAt: '2026-11-23 10:30',
    status: 'contacted',
    history: ['contacted'],
  },
  {
    kind: 'contact',
    at: '2026-11-24 17:30',
    source: 'Legal IT Services',
    utmSource: 'google',
    utmCampaign: 'fall-promo',
    quality: 'hot',
    owner: 'b',
    respondedAt: '2026-11-25 08:10',
    status: 'qualified',
    history: ['contacted', 'meeting_booked', 'qualified'],
  },
  // A post without JavaScript: only the landing page, its query carries the campaign.
  {
    kind: 'contact',
    at: '2026-11-20 17:55',
    source: 'Home Page',
    landing: '/mississauga?utm_source=newsletter&utm_campaign=spring%20sale',
    quality: 'cold',
    owner: 'a',
    respondedAt: '2026-11-21 09:30',
    status: 'won',
    history: ['contacted', 'won'],
  },
  {
    kind: 'chat',
    at: '2026-11-16 11:00',
    landing: '/healthcare-it-services',
    utmSource: 'bing',
    quality: 'hot',
    owner: 'b',
    respondedAt: '2026-11-16 11:03',
    status: 'contacted',
    history: ['qualified', 'won', 'contacted'],
  },
  // Booked a meeting from the chat: straight from new to meeting booked.
  {
    kind: 'chat',
    at: '2026-11-17 09:00',
    landing: '/toronto/',
    quality: 'warm',
    owner: 'a',
    status: 'meeting_booked',
    history: ['meeting_booked'],
  },
  { kind: 'contact', at: '2026-11-25 12:00', source: 'Home Page', quality: 'hot', spam: true },
  {
    kind: 'contact',
    at: '2026-10-05 13:00',
    source: 'Contact Page',
    quality: 'warm',
    spam: true,
    status: 'won',
    history: ['won'],
  },
  { kind: 'newsletter', at: '2026-10-14 12:00', landing: '/vaughan', utmSource: 'linkedin' },
  {
    kind: 'contact',
    at: '2026-10-13 09:00',
    source: 'Cybersecurity Page',
    quality: 'hot',
    owner: 'a',
    respondedAt: '2026-10-13 09:20',
    status: 'meeting_booked',
    history: ['contacted', 'meeting_booked'],
  },
  // Friday evening to the Tuesday after Thanksgiving: a Saturday counts, the Sunday and the holiday do not.
  {
    kind: 'contact',
    at: '2026-10-09 17:50',
    source: 'Manufacturing IT Services',
    quality: 'warm',
    owner: 'b',
    respondedAt: '2026-10-13 08:30',
    status: 'qualified',
    history: ['qualified'],
  },
  {
    kind: 'contact',
    at: '2026-11-02 08:05',
    source: 'Real Estate IT Services',
    utmSource: 'bob@example.com',
    utmCampaign: 'retarget',
    quality: 'cold',
    status: 'lost',
    history: ['lost'],
  },
  // Still inside its five minutes at 15:00: not decided.
  { kind: 'contact', at: '2026-11-26 14:58', source: 'Contact Page', quality: 'hot', owner: 'a' },
  {
    kind: 'contact',
    at: '2026-09-10 09:00',
    source: 'priya.sharma@harbourlaw.example',
    quality: 'cold',
    owner: 'b',
    respondedAt: '2026-09-10 12:00',
  },
  // Sunday night after the end of daylight time: the week of Monday October 26 in Toronto (November 2 in UTC).
  { kind: 'contact', at: '2026-11-01 23:30', source: 'Services Page', quality: 'cold' },
  { kind: 'contact', at: '2026-11-19 10:00', source: 'meeting-booking', quality: 'warm', owner: 'a' },
  // Before the range: counted nowhere.
  {
    kind: 'contact',
    at: '2026-09-06 12:00',
    source: 'Toronto Location Page',
    quality: 'hot',
    owner: 'a',
    respondedAt: '2026-09-06 12:01',
  },
];

let app: FastifyInstance;
let sql: pg.Client;
let logs: ReturnType<typeof logCapture>;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
let sales: Awaited<ReturnType<typeof signedInStaff>>;
let report: LeadReport;

/** `timestamp 'YYYY-MM-DD HH:mm' at time zone Toronto` as a parameter. */
const toronto = (at: string) => `${at} ${TZ}`;

async function seed(): Promise<void> {
  const owners = { a: admin.id, b: sales.id };
  let n = 0;
  for (const at of LONE_CHATS) {
    n += 1;
    await sql.query(
      `insert into chat_session (id, created_at, updated_at, visitor_name, lead_quality, interested_services)
       values ($1, $2::timestamptz, $2::timestamptz, 'Visitor Name', 'cold', '[]')`,
      [`chat-report-lone-${n}`, toronto(at)],
    );
  }
  for (const lead of SEEDS) {
    n += 1;
    const at = toronto(lead.at);
    let pointer: { column: string; id: string };
    if (lead.kind === 'contact') {
      const { rows } = await sql.query(
        `insert into contact_request (id, first_name, last_name, email, phone, company, employees, message, source,
           submitted_at, landing_page, utm_source, utm_campaign, spam)
         values (gen_random_uuid(), 'Priya', 'Sharma', 'priya.sharma@harbourlaw.example', '416-555-0199',
           'Harbour Law LLP', '11-50', 'Secret message text', $1, $2::timestamptz, $3, $4, $5, $6) returning id`,
        [
          lead.source ?? null,
          at,
          lead.landing ?? null,
          lead.utmSource ?? null,
          lead.utmCampaign ?? null,
          !!lead.spam,
        ],
      );
      pointer = { column: 'contact_request_id', id: rows[0].id };
    } else if (lead.kind === 'chat') {
      const id = `chat-report-${n}`;
      await sql.query(
        `insert into chat_session (id, created_at, updated_at, visitor_name, visitor_email, lead_quality,
           interested_services, landing_page, utm_source, utm_campaign)
         values ($1, $2::timestamptz, $2::timestamptz, 'Visitor Name', 'priya.sharma@harbourlaw.example', $3, '[]',
           $4, $5, $6)`,
        [id, at, lead.quality, lead.landing ?? null, lead.utmSource ?? null, lead.utmCampaign ?? null],
      );
      pointer = { column: 'chat_session_id', id };
    } else {
      const { rows } = await sql.query(
        `insert into newsletter_subscription (id, email, consent_text, consented_at, created_at, landing_page,
           utm_source, utm_campaign)
         values (gen_random_uuid(), 'priya.sharma@harbourlaw.example', 'Yes', $1::timestamptz, $1::timestamptz,
           $2, $3, $4) returning id`,
        [at, lead.landing ?? null, lead.utmSource ?? null, lead.utmCampaign ?? null],
      );
      pointer = { column: 'newsletter_subscription_id', id: rows[0].id };
    }
    const { rows } = await sql.query(
      `insert into lead (id, kind, ${pointer.column}, occurred_at, quality, spam, status, owner_id, assigned_at,
         first_response_at)
       values (gen_random_uuid(), $1, $2, $3::timestamptz, $4, $5, $6, $7, $8, $9::timestamptz) returning id`,
      [
        lead.kind,
        pointer.id,
        at,
        lead.kind === 'contact' ? (lead.quality ?? null) : null,
        !!lead.spam,
        lead.status ?? 'new',
        lead.owner ? owners[lead.owner] : null,
        lead.owner ? at : null,
        lead.respondedAt ? toronto(lead.respondedAt) : null,
      ],
    );
    let from: Status = 'new';
    for (const [step, to] of (lead.history ?? []).entries()) {
      await sql.query(
        `insert into domain_event (type, version, payload, audience, lead_id, created_at)
         values ('lead.status_changed', 1, jsonb_build_object('from', $2::text, 'to', $3::text), 'staff', $1,
           $4::timestamptz + make_interval(mins => $5))`,
        [rows[0].id, from, to, at, step + 1],
      );
      from = to;
    }
  }
}

beforeAll(async () => {
  const url = await createTestDatabase();
  logs = logCapture();
  app = await testApp({
    env: testEnv({ DATABASE_URL: url }),
    background: false,
    waitForDatabase: true,
    clock: () => NOW,
    logger: { level: 'debug', stream: logs.stream },
  });
  sql = await sqlClient(url);
  admin = await signedInStaff(app, 'admin', 'avery@northline-it.example');
  sales = await signedInStaff(app, 'sales', 'sam@northline-it.example');
  // Owners' names sort Avery before Sam; the automatic assignment never runs here (no background work).
  await seed();
  const response = await app.inject({ url: '/api/staff/reports', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  report = response.json() as LeadReport;
});

/**
 * A ranked breakdown against its ground truth: the same rows, most leads first (ties in any order: how labels
 * sort is the database's collation's business, not a figure).
 */
function expectRanked<Row extends { leads: number }>(actual: readonly Row[], expected: readonly Row[]): void {
  const key = (row: Row) => JSON.stringify(Object.entries(row).sort(([a], [b]) => a.localeCompare(b)));
  expect([...actual].map(key).sort()).toEqual([...expected].map(key).sort());
  expect(actual.map((row) => row.leads)).toEqual([...actual.map((row) => row.leads)].sort((a, b) => b - a));
}

/** The rows of a ground-truth query. */
async function truth<Row>(text: string, params: unknown[] = []): Promise<Row[]> {
  return (await sql.query(text, params)).rows as Row[];
}

/** The range as instants, in SQL: `$1` and `$2` are the first and last Toronto days. */
const IN_RANGE = `l.occurred_at >= ($1::date::timestamp at time zone '${TZ}')
  and l.occurred_at < (($2::date + 1)::timestamp at time zone '${TZ}')`;

/** The Monday of a lead's Toronto week, from its ISO weekday. */
const MONDAY = `to_char((l.occurred_at at time zone '${TZ}')::date
  - (extract(isodow from l.occurred_at at time zone '${TZ}')::int - 1), 'YYYY-MM-DD')`;

/** The Mondays of the range, every one. */
const MONDAYS = `select to_char(d, 'YYYY-MM-DD') as week
  from generate_series(date '${FROM}', date '${TO}', interval '7 days') as d`;

/** Share in percent with one decimal, as a float (null without a whole). */
const PCT = (part: string, whole: string) =>
  `case when ${whole} = 0 then null else round(100.0 * ${part} / ${whole}, 1)::float end`;

/** Whole business minutes between two instants: minute by minute over the office's hours, less the holidays. */
const BUSINESS_MINUTES = (from: string, to: string) => `(select count(*)::int
  from generate_series(${from}, ${to} - interval '1 minute', interval '1 minute') as m
  where (m at time zone '${TZ}')::date <> all(array[${HOLIDAYS.map((day) => `date '${day}'`).join(', ')}])
    and ((extract(isodow from m at time zone '${TZ}') between 1 and 5
          and (m at time zone '${TZ}')::time >= time '08:00' and (m at time zone '${TZ}')::time < time '18:00')
      or (extract(isodow from m at time zone '${TZ}') = 6
          and (m at time zone '${TZ}')::time >= time '09:00' and (m at time zone '${TZ}')::time < time '17:00')))`;

/** Every lead with a target in the range: its week, owner, business minutes to respond (or so far), target. */
const CLOCKS = `select ${MONDAY} as week, l.owner_id, u.name as owner_name,
    case when l.first_response_at is null then null else ${BUSINESS_MINUTES('l.occurred_at', 'l.first_response_at')} end as minutes,
    case when l.first_response_at is null then ${BUSINESS_MINUTES('l.occurred_at', `timestamptz '${NOW.toISOString()}'`)} end as elapsed,
    case coalesce(l.quality, s.lead_quality) when 'hot' then ${TARGETS.hot} when 'warm' then ${TARGETS.warm} else ${TARGETS.cold} end as target
  from lead l left join chat_session s on s.id = l.chat_session_id left join staff_user u on u.id = l.owner_id
  where not l.spam and l.kind <> 'newsletter' and coalesce(l.quality, s.lead_quality) is not null and ${IN_RANGE}`;

/** The first-response figures of groups of {@link CLOCKS}, by `key` (selected as `select`). */
const RESPONSE = (key: string, select = key) => `select ${select},
    count(*)::int as leads,
    count(minutes)::int as answered,
    percentile_disc(0.5) within group (order by minutes) as "medianMinutes",
    percentile_disc(0.9) within group (order by minutes) as "p90Minutes",
    count(*) filter (where minutes <= target)::int as "withinSla",
    count(*) filter (where minutes is not null or elapsed >= target)::int as decided,
    ${PCT('count(*) filter (where minutes <= target)', 'count(*) filter (where minutes is not null or elapsed >= target)')} as "withinSlaPercent"
  from (${CLOCKS}) c group by ${key}`;

describe('staff.reports.get: every figure against SQL', () => {
  it('covers the last 12 weeks by default, Monday to Sunday in Toronto', async () => {
    const weeks = await truth<{ week: string }>(MONDAYS);
    expect(report.range).toEqual({ from: FROM, to: TO, weeks: weeks.map((row) => row.week) });
    expect(report.range.weeks).toHaveLength(12);
    expect(report.generatedAt).toBe(NOW.toISOString());
  });

  it('counts leads by week and kind, spam left out, the weeks without leads as zeros', async () => {
    const rows = await truth(
      `select w.week, coalesce(t.leads, 0)::int as leads, coalesce(t.contact, 0)::int as contact,
         coalesce(t.chat, 0)::int as chat, coalesce(t.newsletter, 0)::int as newsletter
       from (${MONDAYS}) w left join (
         select ${MONDAY} as week, count(*) as leads, count(*) filter (where kind = 'contact') as contact,
           count(*) filter (where kind = 'chat') as chat, count(*) filter (where kind = 'newsletter') as newsletter
         from lead l where not l.spam and ${IN_RANGE} group by 1) t on t.week = w.week
       order by w.week`,
      [FROM, TO],
    );
    expect(report.weekly).toEqual(rows);
    // The Sunday-night lead after the end of daylight time is in the week of October 26.
    expect(report.weekly.find((row) => row.week === '2026-10-26')?.leads).toBe(1);
    const [totals] = await truth<{ leads: number; spam: number; submissions: number; chats: number }>(
      `select count(*) filter (where not l.spam)::int as leads, count(*) filter (where l.spam)::int as spam,
         count(*)::int as submissions,
         (select count(*)::int from chat_session where created_at >= ($1::date::timestamp at time zone '${TZ}')
            and created_at < (($2::date + 1)::timestamp at time zone '${TZ}')) as chats
       from lead l where ${IN_RANGE}`,
      [FROM, TO],
    );
    expect(totals).toEqual({ leads: 13, spam: 2, submissions: 15, chats: 5 });
    expect(report.totals).toMatchObject({
      ...totals,
      spamPercent: Math.round((1000 * (totals?.spam ?? 0)) / (totals?.submissions ?? 1)) / 10,
    });
  });

  it('counts leads by source page: the site’s forms, the booking page, Chat, Newsletter; anything else as none', async () => {
    const rows = await truth<{ sourcePage: string | null; leads: number }>(
      `select case l.kind when 'chat' then 'Chat' when 'newsletter' then 'Newsletter'
           else case when c.source in ('Home Page', 'Services Page', 'Managed IT Services Page', 'Cybersecurity Page',
             'Cloud Solutions Page', 'IT Consulting Page', 'Contact Page', 'Toronto Location Page',
             'Mississauga Location Page', 'Markham Location Page', 'Vaughan Location Page', 'Legal IT Services',
             'Healthcare IT Services', 'Manufacturing IT Services', 'Real Estate IT Services', 'meeting-booking')
             then c.source end end as "sourcePage",
         count(*)::int as leads
       from lead l left join contact_request c on c.id = l.contact_request_id
       where not l.spam and ${IN_RANGE} group by 1 order by 2 desc, 1 asc nulls last`,
      [FROM, TO],
    );
    expectRanked(report.sourcePages, rows);
    expect(report.sourcePages.some((row) => row.sourcePage === null)).toBe(true);
  });

  it('counts leads by UTM source and campaign, a post without JavaScript by its landing page, an e-mail withheld', async () => {
    const rows = await truth<{ utmSource: string | null; utmCampaign: string | null; leads: number }>(
      `select case when v.src like '%@%' then '(withheld)' else v.src end as "utmSource",
         case when v.camp like '%@%' then '(withheld)' else v.camp end as "utmCampaign", count(*)::int as leads
       from (select
           coalesce(coalesce(c.utm_source, s.utm_source, n.utm_source),
             replace(substring(coalesce(c.landing_page, s.landing_page, n.landing_page) from 'utm_source=([^&#]*)'), '%20', ' ')) as src,
           case when coalesce(c.utm_source, s.utm_source, n.utm_source) is null
             then coalesce(replace(substring(coalesce(c.landing_page, s.landing_page, n.landing_page) from 'utm_campaign=([^&#]*)'), '%20', ' '),
               coalesce(c.utm_campaign, s.utm_campaign, n.utm_campaign))
             else coalesce(c.utm_campaign, s.utm_campaign, n.utm_campaign) end as camp
         from lead l left join contact_request c on c.id = l.contact_request_id
           left join chat_session s on s.id = l.chat_session_id
           left join newsletter_subscription n on n.id = l.newsletter_subscription_id
         where not l.spam and ${IN_RANGE}) v
       group by 1, 2 order by 3 desc, 1 asc nulls last, 2 asc nulls last`,
      [FROM, TO],
    );
    expectRanked(report.campaigns, rows);
    expect(report.campaigns).toContainEqual({
      utmSource: 'newsletter',
      utmCampaign: 'spring sale',
      leads: 1,
    });
    expect(report.campaigns).toContainEqual({ utmSource: '(withheld)', utmCampaign: 'retarget', leads: 1 });
  });

  it('counts leads by city and industry page: the landing page first, else the form’s page', async () => {
    const pages = `(values ('/toronto', 'Toronto', null), ('/mississauga', 'Mississauga', null),
        ('/markham', 'Markham', null), ('/vaughan', 'Vaughan', null), ('/legal-it-services', null, 'Legal'),
        ('/healthcare-it-services', null, 'Healthcare'), ('/manufacturing-it-services', null, 'Manufacturing'),
        ('/real-estate-it-services', null, 'Real Estate')) as p(path, city, industry)`;
    const forms = `(values ('Toronto Location Page', '/toronto'), ('Mississauga Location Page', '/mississauga'),
        ('Markham Location Page', '/markham'), ('Vaughan Location Page', '/vaughan'),
        ('Legal IT Services', '/legal-it-services'), ('Healthcare IT Services', '/healthcare-it-services'),
        ('Manufacturing IT Services', '/manufacturing-it-services'),
        ('Real Estate IT Services', '/real-estate-it-services')) as f(source, path)`;
    const lead = `select rtrim(lower(split_part(coalesce(c.landing_page, s.landing_page, n.landing_page), '?', 1)), '/') as landing,
        (select f.path from ${forms} where f.source = c.source) as form
      from lead l left join contact_request c on c.id = l.contact_request_id
        left join chat_session s on s.id = l.chat_session_id
        left join newsletter_subscription n on n.id = l.newsletter_subscription_id
      where not l.spam and ${IN_RANGE}`;
    for (const [column, key] of [
      ['city', 'cities'],
      ['industry', 'industries'],
    ] as const) {
      const rows = await truth<{ leads: number }>(
        `select coalesce((select p.${column} from ${pages} where p.path = x.landing),
             (select p.${column} from ${pages} where p.path = x.form)) as "${column}", count(*)::int as leads
         from (${lead}) x group by 1 order by 2 desc, 1 asc nulls last`,
        [FROM, TO],
      );
      expectRanked<{ leads: number }>(report[key], rows);
    }
    expect(report.cities).toContainEqual({ city: 'Mississauga', leads: 1 });
    expect(report.industries).toContainEqual({ industry: 'Healthcare', leads: 1 });
  });

  it('follows the funnel chat → lead → contacted → meeting booked → qualified → won over status history', async () => {
    const [row] = await truth<Record<string, number>>(
      `select (select count(*)::int from chat_session where created_at >= ($1::date::timestamp at time zone '${TZ}')
           and created_at < (($2::date + 1)::timestamp at time zone '${TZ}')) as chats,
         count(*) filter (where l.kind = 'chat')::int as chat_leads, count(*)::int as leads,
         ${STATUS_STAGES.map((stage, index) => {
           const later = STATUS_STAGES.slice(index)
             .map((s) => `'${s}'`)
             .join(', ');
           const reached = `(l.status in (${later}) or exists (select 1 from domain_event h where h.lead_id = l.id and h.type = 'lead.status_changed' and h.payload->>'to' in (${later})))`;
           return `count(*) filter (where l.kind = 'chat' and ${reached})::int as chat_${stage},
               count(*) filter (where ${reached})::int as all_${stage}`;
         }).join(', ')}
       from lead l where not l.spam and ${IN_RANGE}`,
      [FROM, TO],
    );
    if (!row) throw new Error('no ground truth');
    const pct = (part: number, whole: number) =>
      whole === 0 ? null : Math.round((1000 * part) / whole) / 10;
    expect(report.funnel).toEqual([
      { stage: 'chats', fromChat: row.chats, fromChatPercent: null, all: null, allPercent: null },
      {
        stage: 'leads',
        fromChat: row.chat_leads,
        fromChatPercent: pct(row.chat_leads ?? 0, row.chats ?? 0),
        all: row.leads,
        allPercent: null,
      },
      {
        stage: 'contacted',
        fromChat: row.chat_contacted,
        fromChatPercent: pct(row.chat_contacted ?? 0, row.chat_leads ?? 0),
        all: row.all_contacted,
        allPercent: pct(row.all_contacted ?? 0, row.leads ?? 0),
      },
      {
        stage: 'meeting_booked',
        fromChat: row.chat_meeting_booked,
        fromChatPercent: pct(row.chat_meeting_booked ?? 0, row.chat_contacted ?? 0),
        all: row.all_meeting_booked,
        allPercent: pct(row.all_meeting_booked ?? 0, row.all_contacted ?? 0),
      },
      {
        stage: 'qualified',
        fromChat: row.chat_qualified,
        fromChatPercent: pct(row.chat_qualified ?? 0, row.chat_meeting_booked ?? 0),
        all: row.all_qualified,
        allPercent: pct(row.all_qualified ?? 0, row.all_meeting_booked ?? 0),
      },
      {
        stage: 'won',
        fromChat: row.chat_won,
        fromChatPercent: pct(row.chat_won ?? 0, row.chat_qualified ?? 0),
        all: row.all_won,
        allPercent: pct(row.all_won ?? 0, row.all_qualified ?? 0),
      },
    ]);
    // The reopened chat lead counts as won; the spam lead marked won counts nowhere. The chat lead that booked
    // straight from new counts as meeting booked, and as contacted: a stage counts every lead past it.
    expect(row).toMatchObject({ chats: 5, chat_leads: 2, chat_won: 1, all_won: 2, chat_meeting_booked: 2 });
    expect(report.funnel.find((stage) => stage.stage === 'meeting_booked')).toMatchObject({ fromChat: 2 });
  });

  it('measures time to first response in business minutes by week: median, 90th percentile, within SLA', async () => {
    const rows = await truth(
      `select w.week, coalesce(r.leads, 0) as leads, coalesce(r.answered, 0) as answered, r."medianMinutes",
         r."p90Minutes", coalesce(r."withinSla", 0) as "withinSla", coalesce(r.decided, 0) as decided,
         r."withinSlaPercent"
       from (${MONDAYS}) w left join (${RESPONSE('week')}) r on r.week = w.week order by w.week`,
      [FROM, TO],
    );
    expect(report.responseByWeek).toEqual(rows);
    // Friday 17:50 to the Tuesday after Thanksgiving 08:30: 10 + 480 (Saturday) + 30 business minutes.
    expect(report.responseByWeek.find((row) => row.week === '2026-10-05')?.medianMinutes).toBe(520);
    const [all] = await truth(
      `select leads, answered, "medianMinutes", "p90Minutes", "withinSla", decided, "withinSlaPercent"
       from (${RESPONSE('scope', `'all'::text as scope`)}) r`,
      [FROM, TO],
    );
    expect(report.totals.response).toEqual(all);
    // The lead still inside its five minutes is not decided.
    expect(report.totals.response.decided).toBe(report.totals.response.leads - 1);
  });

  it('measures time to first response by owner when nobody is recorded as responder, unassigned last', async () => {
    const rows = await truth(
      `select owner_id as "ownerId", owner_name as "ownerName", leads, answered, "medianMinutes", "p90Minutes",
         "withinSla", decided, "withinSlaPercent"
       from (${RESPONSE('owner_id, owner_name')}) r order by owner_name asc nulls last`,
      [FROM, TO],
    );
    expect(report.responseByOwner).toEqual(rows);
    expect(report.responseByOwner.map((row) => row.ownerId)).toEqual([admin.id, sales.id, null]);
  });

  it('credits a first response to whoever gave it, not to the owner the lead was reassigned to', async () => {
    // One of Sam's answered leads was answered by Avery before it moved to Sam: its log names Avery.
    const { rows } = await sql.query<{ id: string }>(
      `select id from lead where owner_id = $1 and first_response_at is not null and not spam
         and occurred_at >= $2 order by occurred_at limit 1`,
      [sales.id, new Date(`${FROM}T05:00:00Z`)],
    );
    const leadId = rows[0]?.id;
    expect(leadId).toBeDefined();
    await sql.query(
      `insert into domain_event (type, version, payload, audience, lead_id, actor_id, created_at)
       values ('lead.first_response', 1, $1, 'staff', $2, $3, now())`,
      [JSON.stringify({ staffUserId: admin.id, channel: 'live_chat' }), leadId, admin.id],
    );
    try {
      const response = await app.inject({ url: '/api/staff/reports', headers: admin.headers });
      const credited = (response.json() as LeadReport).responseByOwner;
      const earlier = (id: string | null) => report.responseByOwner.find((row) => row.ownerId === id);
      const credit = (id: string | null) => credited.find((row) => row.ownerId === id);
      expect(credit(admin.id)?.leads).toBe((earlier(admin.id)?.leads ?? 0) + 1);
      expect(credit(admin.id)?.answered).toBe((earlier(admin.id)?.answered ?? 0) + 1);
      expect(credit(sales.id)?.leads).toBe((earlier(sales.id)?.leads ?? 0) - 1);
      expect(credit(sales.id)?.answered).toBe((earlier(sales.id)?.answered ?? 0) - 1);
    } finally {
      await sql.query(`delete from domain_event where lead_id = $1 and type = 'lead.first_response'`, [
        leadId,
      ]);
    }
  });

  it('gives the spam share by week', async () => {
    const rows = await truth(
      `select w.week, coalesce(t.submissions, 0)::int as submissions, coalesce(t.spam, 0)::int as spam,
         ${PCT('coalesce(t.spam, 0)', 'coalesce(t.submissions, 0)')} as "spamPercent"
       from (${MONDAYS}) w left join (
         select ${MONDAY} as week, count(*) as submissions, count(*) filter (where l.spam) as spam
         from lead l where ${IN_RANGE} group by 1) t on t.week = w.week
       order by w.week`,
      [FROM, TO],
    );
    expect(report.spamByWeek).toEqual(rows);
  });

  it('takes a range of its own; the same figures through tRPC and for a sales rep (team figures)', async () => {
    const input = encodeURIComponent(JSON.stringify({ from: '2026-11-16', to: '2026-11-22' }));
    const viaTrpc = await app.inject({
      url: `/trpc/staff.reports.get?input=${input}`,
      headers: sales.headers,
    });
    expect(viaTrpc.statusCode).toBe(200);
    const week = viaTrpc.json().result.data as LeadReport;
    const viaRest = await app.inject({
      url: '/api/staff/reports?from=2026-11-16&to=2026-11-22',
      headers: admin.headers,
    });
    expect(viaRest.json()).toEqual(week);
    // Staff answers are never stored by a cache.
    expect(viaRest.headers['cache-control']).toBe('no-store');
    expect(week.range).toEqual({ from: '2026-11-16', to: '2026-11-22', weeks: ['2026-11-16'] });
    const [count] = await truth<{ leads: number }>(
      `select count(*)::int as leads from lead l where not l.spam and ${IN_RANGE}`,
      ['2026-11-16', '2026-11-22'],
    );
    expect(week.totals.leads).toBe(count?.leads);
    expect(week.weekly).toEqual([expect.objectContaining({ week: '2026-11-16', leads: count?.leads })]);
  });

  it('refuses an invalid range with 400 and the field', async () => {
    for (const [query, field] of [
      ['from=2026-11-20&to=2026-11-10', 'to'],
      ['from=2026-02-30', 'from'],
      ['from=2020-01-01&to=2026-11-26', 'from'],
      ['to=26-11-2026', 'to'],
    ] as const) {
      const response = await app.inject({ url: `/api/staff/reports?${query}`, headers: admin.headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(field);
    }
  });
});

/** Parses RFC 4180 CSV (quoted fields, doubled quotes) after the byte-order mark. */
function parseCsv(text: string): string[][] {
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.slice(1);
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += char;
  }
  return rows;
}

/** A JSON value as its CSV cell. */
const cell = (value: string | number | null) => (value === null ? '' : String(value));

/** The first-response columns a week's row and an owner's row share, in the CSV's order. */
const responseCells = (x: Omit<LeadReport['responseByWeek'][number], 'week'>) => [
  x.leads,
  x.answered,
  x.medianMinutes,
  x.p90Minutes,
  x.withinSla,
  x.decided,
  x.withinSlaPercent,
];

/** Each CSV table's rows, from the JSON. */
const expected: Record<string, (r: LeadReport) => (string | number | null)[][]> = {
  weekly: (r) => r.weekly.map((x) => [x.week, x.leads, x.contact, x.chat, x.newsletter]),
  'source-pages': (r) => r.sourcePages.map((x) => [x.sourcePage, x.leads]),
  campaigns: (r) => r.campaigns.map((x) => [x.utmSource, x.utmCampaign, x.leads]),
  cities: (r) => r.cities.map((x) => [x.city, x.leads]),
  industries: (r) => r.industries.map((x) => [x.industry, x.leads]),
  funnel: (r) => r.funnel.map((x) => [x.stage, x.fromChat, x.fromChatPercent, x.all, x.allPercent]),
  'response-by-week': (r) => r.responseByWeek.map((x) => [x.week, ...responseCells(x)]),
  'response-by-owner': (r) => r.responseByOwner.map((x) => [x.ownerId, x.ownerName, ...responseCells(x)]),
  'spam-by-week': (r) => r.spamByWeek.map((x) => [x.week, x.submissions, x.spam, x.spamPercent]),
};

describe('CSV downloads', () => {
  it('answers each table as CSV with the JSON’s figures, named by table and range', async () => {
    for (const [table, rowsOf] of Object.entries(expected)) {
      const response = await app.inject({ url: `/api/staff/reports/${table}.csv`, headers: sales.headers });
      expect(response.statusCode, table).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="northline-${table}-${FROM}-to-${TO}.csv"`,
      );
      const [header, ...rows] = parseCsv(response.body);
      expect(header?.length, table).toBeGreaterThan(1);
      expect(rows, table).toEqual(rowsOf(report).map((row) => row.map(cell)));
    }
  });

  it('keeps the range of the query string', async () => {
    const response = await app.inject({
      url: '/api/staff/reports/weekly.csv?from=2026-11-16&to=2026-11-29',
      headers: admin.headers,
    });
    const [, ...rows] = parseCsv(response.body);
    expect(rows.map((row) => row[0])).toEqual(['2026-11-16', '2026-11-23']);
  });

  it('answers 404 for an unknown table', async () => {
    const response = await app.inject({ url: '/api/staff/reports/leads.csv', headers: admin.headers });
    expect(response.statusCode).toBe(404);
  });
});

describe('access and privacy', () => {
  it('answers 401 without a staff session, on every transport', async () => {
    for (const url of [
      '/api/staff/reports',
      '/api/staff/reports/weekly.csv',
      `/trpc/staff.reports.get?input=${encodeURIComponent('{}')}`,
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(401);
      expect(response.body).not.toContain('weekly":');
    }
    const signedOut = await app.inject({
      url: '/api/staff/reports',
      headers: { cookie: 'nl_staff=not-a-session' },
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('carries no personal data in the JSON, any CSV or any log line', async () => {
    const answers = [JSON.stringify(report)];
    for (const table of Object.keys(expected)) {
      answers.push(
        (await app.inject({ url: `/api/staff/reports/${table}.csv`, headers: admin.headers })).body,
      );
    }
    const text = `${answers.join('\n')}\n${logs.lines.join('\n')}`;
    expect(logs.lines.some((line) => line.includes('lead report'))).toBe(true);
    for (const detail of PERSONAL) expect(text).not.toContain(detail);
  });
});
