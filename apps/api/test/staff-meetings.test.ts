/**
 * The staff app's meetings (decision 033): `staff.meetings.list` by range and consultant, with its authorization (a
 * member reads their own meetings; only an admin reads everyone's or another member's), the booking settings'
 * authorization, and a lead's meetings in `staff.leads.get`. Meetings are written straight into the real
 * PostgreSQL: the booking itself is tested in booking.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadApp, type StaffSignIn, validLead } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];
let admin: StaffSignIn;
let sales: StaffSignIn;
let otherSales: StaffSignIn;
let leadId: string;

/** Monday November 30, 2026 in Toronto (EST, UTC−5): [05:00Z, next day 05:00Z). */
const DAY = { from: '2026-11-30T05:00:00.000Z', to: '2026-12-01T05:00:00.000Z' };

const query = (path: string, input: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    url:
      input === undefined
        ? `/trpc/${path}`
        : `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`,
    headers,
  });
const mutate = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: payload as Record<string, unknown> });
const meetingsOf = (answer: { json: () => { result: { data: { meetings: { id: string }[] } } } }) =>
  answer.json().result.data.meetings as {
    id: string;
    consultantId: string;
    consultantName: string;
    status: string;
    visitorName: string;
  }[];

/** Inserts a meeting of `consultant` on the lead, at `start` (30 minutes), booked unless `cancelled`. */
async function insertMeeting(consultant: string, start: string, status: 'booked' | 'cancelled' = 'booked') {
  const id = randomUUID();
  const end = new Date(Date.parse(start) + 30 * 60_000).toISOString();
  await sql.query(
    `insert into meeting (id, consultant_staff_user_id, lead_id, starts_at, ends_at, booked_slot, status,
       visitor_name, visitor_email, company, ical_uid, sequence, manage_token_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, 'Priya Sharma', 'priya.sharma@harbourlaw.example', 'Harbour Law LLP',
       $8, 0, $9, now(), now())`,
    [
      id,
      consultant,
      leadId,
      start,
      end,
      status === 'booked' ? start : null,
      status,
      `${id}@northline-it.example`,
      'b'.repeat(64),
    ],
  );
  return id;
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  const lead = await leadApp();
  ({ app, sql, logLines } = lead);
  admin = await lead.signInStaff('admin');
  sales = await lead.signInStaff('sales');
  otherSales = await lead.signInStaff('sales');
  const contact = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
  expect(contact.statusCode).toBe(201);
  const { rows } = await sql.query<{ id: string }>('select id from lead where contact_request_id = $1', [
    contact.json().id,
  ]);
  leadId = rows[0]?.id ?? '';
  for (const member of [admin, sales, otherSales]) {
    await sql.query('insert into consultant (staff_user_id, bookable, updated_at) values ($1, true, now())', [
      member.id,
    ]);
  }
  ids.salesMonday = await insertMeeting(sales.id, '2026-11-30T15:00:00.000Z');
  ids.salesCancelled = await insertMeeting(sales.id, '2026-11-30T16:00:00.000Z', 'cancelled');
  ids.otherMonday = await insertMeeting(otherSales.id, '2026-11-30T17:00:00.000Z');
  ids.salesTuesday = await insertMeeting(sales.id, '2026-12-01T15:00:00.000Z');
  ids.adminEarlier = await insertMeeting(admin.id, '2026-11-20T15:00:00.000Z');
});

describe('staff.meetings.list', () => {
  it('answers 401 signed out', async () => {
    expect((await query('staff.meetings.list', DAY)).statusCode).toBe(401);
  });

  it('gives a member their own meetings of the range, booked and cancelled, by start', async () => {
    const answer = await query('staff.meetings.list', DAY, sales.headers);
    expect(answer.statusCode).toBe(200);
    const meetings = meetingsOf(answer);
    expect(meetings.map((meeting) => meeting.id)).toEqual([ids.salesMonday, ids.salesCancelled]);
    expect(meetings.map((meeting) => meeting.status)).toEqual(['booked', 'cancelled']);
    expect(meetings[0]).toMatchObject({ consultantId: sales.id, visitorName: 'Priya Sharma' });
    // Naming oneself is the same.
    const own = await query('staff.meetings.list', { ...DAY, consultantId: sales.id }, sales.headers);
    expect(meetingsOf(own).map((meeting) => meeting.id)).toEqual([ids.salesMonday, ids.salesCancelled]);
  });

  it('refuses a member another member’s meetings or everyone’s with 403', async () => {
    const other = await query('staff.meetings.list', { ...DAY, consultantId: otherSales.id }, sales.headers);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('Priya');
    expect((await query('staff.meetings.list', { ...DAY, scope: 'all' }, sales.headers)).statusCode).toBe(
      403,
    );
  });

  it('gives an admin everyone’s, or one consultant’s', async () => {
    const all = await query('staff.meetings.list', { ...DAY, scope: 'all' }, admin.headers);
    expect(meetingsOf(all).map((meeting) => meeting.id)).toEqual([
      ids.salesMonday,
      ids.salesCancelled,
      ids.otherMonday,
    ]);
    const one = await query('staff.meetings.list', { ...DAY, consultantId: otherSales.id }, admin.headers);
    expect(meetingsOf(one).map((meeting) => meeting.id)).toEqual([ids.otherMonday]);
    const week = await query(
      'staff.meetings.list',
      { from: '2026-11-16T05:00:00.000Z', to: '2026-11-23T05:00:00.000Z' },
      admin.headers,
    );
    expect(meetingsOf(week).map((meeting) => meeting.id)).toEqual([ids.adminEarlier]);
  });

  it('answers 400 with the field for a range that ends before it starts, is too long, or a malformed consultant', async () => {
    for (const [input, path] of [
      [{ from: DAY.to, to: DAY.from }, 'to'],
      [{ from: '2026-01-01T05:00:00.000Z', to: '2026-12-01T05:00:00.000Z' }, 'to'],
      [{ ...DAY, consultantId: 'someone' }, 'consultantId'],
      [{ from: 'monday', to: DAY.to }, 'from'],
    ] as const) {
      const answer = await query('staff.meetings.list', input, admin.headers);
      expect(answer.statusCode).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(`"${path}"`);
    }
  });
});

describe('the inbox’s meeting filter', () => {
  it('lists only leads with a meeting booked, in the inbox and its CSV export', async () => {
    const other = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email: 'no.meeting@example.com', company: 'No Meeting Inc' },
    });
    expect(other.statusCode).toBe(201);
    const all = await query('staff.leads.list', {}, sales.headers);
    expect(all.json().result.data.total).toBe(2);
    const booked = await query('staff.leads.list', { meetingBooked: true }, sales.headers);
    const leads = booked.json().result.data.leads as { id: string; meetingAt: string | null }[];
    expect(leads.map((lead) => lead.id)).toEqual([leadId]);
    expect(leads[0]?.meetingAt).toBe('2026-11-20T15:00:00.000Z');
    const csv = await app.inject({ url: '/api/staff/leads.csv?meetingBooked=true', headers: sales.headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Harbour Law LLP');
    expect(csv.body).not.toContain('No Meeting Inc');
  });
});

describe('who can be booked', () => {
  it('counts every active member bookable by default, and none once each opts out', async () => {
    const settings = async () =>
      (await query('staff.meetings.settings', undefined, sales.headers)).json().result.data;
    expect(await settings()).toMatchObject({ bookable: true, bookableMembers: 3 });
    for (const member of [admin, sales, otherSales]) {
      expect(
        (await mutate('staff.meetings.setBookable', { bookable: false }, member.headers)).statusCode,
      ).toBe(200);
    }
    expect(await settings()).toMatchObject({ bookable: false, bookableMembers: 0 });
    for (const member of [admin, sales, otherSales]) {
      expect(
        (await mutate('staff.meetings.setBookable', { bookable: true }, member.headers)).statusCode,
      ).toBe(200);
    }
    expect((await settings()).bookableMembers).toBe(3);
  });
});

describe('the booking settings’ authorization', () => {
  it('answers 401 signed out for every settings procedure', async () => {
    expect((await query('staff.meetings.settings', undefined)).statusCode).toBe(401);
    for (const [path, input] of [
      ['staff.meetings.setBookable', { bookable: true }],
      ['staff.meetings.setHours', { weeklyHours: null }],
      ['staff.meetings.setDaysOff', { days: [] }],
      ['staff.meetings.regenerateFeed', {}],
      ['staff.meetings.revokeFeed', {}],
    ] as const) {
      expect((await mutate(path, input, { origin: sales.headers.origin ?? '' })).statusCode, path).toBe(401);
    }
  });

  it('refuses a member changing another member’s settings (403), and lets an admin', async () => {
    for (const [path, input] of [
      ['staff.meetings.setBookable', { bookable: false, staffUserId: otherSales.id }],
      ['staff.meetings.setHours', { weeklyHours: null, staffUserId: otherSales.id }],
      ['staff.meetings.setDaysOff', { days: ['2026-12-24'], staffUserId: otherSales.id }],
    ] as const) {
      expect((await mutate(path, input, sales.headers)).statusCode, path).toBe(403);
    }
    const set = await mutate(
      'staff.meetings.setDaysOff',
      { days: ['2026-12-24'], staffUserId: otherSales.id },
      admin.headers,
    );
    expect(set.statusCode).toBe(200);
    expect(set.json().result.data.daysOff).toEqual(['2026-12-24']);
  });

  it('answers 400 with field issues for hours that close before they open', async () => {
    const answer = await mutate(
      'staff.meetings.setHours',
      { weeklyHours: [{ days: ['Monday'], opens: '17:00', closes: '09:00' }] },
      sales.headers,
    );
    expect(answer.statusCode).toBe(400);
    expect(JSON.stringify(answer.json())).toContain('weeklyHours');
  });
});

describe('a lead’s meetings in staff.leads.get', () => {
  it('lists them by start with their consultant and status', async () => {
    const answer = await query('staff.leads.get', { id: leadId }, sales.headers);
    expect(answer.statusCode).toBe(200);
    const meetings = answer.json().result.data.meetings as {
      id: string;
      status: string;
      consultantName: string;
      start: string;
      end: string;
    }[];
    expect(meetings.map((meeting) => meeting.id)).toEqual([
      ids.adminEarlier,
      ids.salesMonday,
      ids.salesCancelled,
      ids.otherMonday,
      ids.salesTuesday,
    ]);
    expect(meetings[0]).toMatchObject({
      status: 'booked',
      consultantName: 'Avery Admin',
      start: '2026-11-20T15:00:00.000Z',
      end: '2026-11-20T15:30:00.000Z',
    });
    expect(meetings[2]?.status).toBe('cancelled');
  });

  it('logs no visitor detail', () => {
    expect(logLines.filter((line) => /priya|harbourlaw/i.test(line))).toEqual([]);
  });
});
