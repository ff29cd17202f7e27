/**
 * The status follows the journey (leads/lead-rows.ts): a booked meeting moves its lead to `meeting_booked`, by the
 * consultant the meeting is with, in the status history; never over a status staff chose, never back from a later
 * status. A staff member's own choice (`staff.leads.setStatus`) is recorded as set by staff.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordStaffStatus } from '../src/leads/lead-rows.ts';
import { chatLeadId, type LeadApp, leadApp, type StaffSignIn, startChat, validLead } from './helper.ts';

/** Tuesday 8 December 2026, 10:40 a.m. in Toronto: the office is open, so a chat is handed to a person. */
const clock = { now: new Date('2026-12-08T15:40:00Z') };
/** Offered slots: 10:00, 11:00, 12:00 and 1:00 p.m. Toronto time on Wednesday 9 and Thursday 10 December 2026. */
const SLOTS = [
  '2026-12-09T15:00:00.000Z',
  '2026-12-09T16:00:00.000Z',
  '2026-12-09T17:00:00.000Z',
  '2026-12-09T18:00:00.000Z',
  '2026-12-10T15:00:00.000Z',
  '2026-12-10T16:00:00.000Z',
];

let app: LeadApp['app'];
let sql: pg.Client;
let sam: StaffSignIn;
let nextSlot = 0;

beforeAll(async () => {
  const lead = await leadApp(
    { MEETING_BOOKINGS_PER_IP_HOUR: '100', MEETING_BOOKINGS_PER_IP_DAY: '100' },
    { clock: () => clock.now },
  );
  ({ app, sql } = lead);
  sam = await lead.signInStaff('sales');
});

afterAll(async () => {
  await app.close();
  await sql.end();
});

const mutate = (path: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers: sam.headers, payload });

/** A contact request by `email`, and its lead's id. */
async function contactLead(email: string): Promise<{ contactRequestId: string; leadId: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, email },
  });
  expect(response.statusCode, response.body).toBe(201);
  const contactRequestId = response.json().id as string;
  const { rows } = await sql.query<{ id: string }>('select id from lead where contact_request_id = $1', [
    contactRequestId,
  ]);
  return { contactRequestId, leadId: rows[0]?.id ?? '' };
}

/** Books the next offered slot for `link` (the contact request or the chat the booking comes from). */
async function book(
  email: string,
  link: { contactRequestId: string } | { sessionId: string },
): Promise<{ meetingId: string }> {
  const start = SLOTS[nextSlot++];
  const response = await app.inject({
    method: 'POST',
    url: '/api/meetings',
    payload: { name: 'Priya Sharma', email, start, ...link },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { meetingId: response.json().meetingId as string };
}

async function leadRow(leadId: string) {
  const { rows } = await sql.query<{
    status: string;
    status_changed_by_id: string | null;
    status_set_by_staff: boolean;
  }>('select status, status_changed_by_id, status_set_by_staff from lead where id = $1', [leadId]);
  return rows[0];
}

async function statusEvents(leadId: string) {
  const { rows } = await sql.query<{ payload: { from: string; to: string }; actor_id: string | null }>(
    `select payload, actor_id from domain_event where lead_id = $1 and type = 'lead.status_changed' order by id`,
    [leadId],
  );
  return rows;
}

describe('a booked meeting moves its lead to meeting booked', () => {
  it('moves a new lead, by the consultant the meeting is with, into the status history and the event log', async () => {
    const email = 'new.lead@harbourlaw.example';
    const { contactRequestId, leadId } = await contactLead(email);
    const { meetingId } = await book(email, { contactRequestId });
    const { rows } = await sql.query<{ consultant_staff_user_id: string; lead_id: string }>(
      'select consultant_staff_user_id, lead_id from meeting where id = $1',
      [meetingId],
    );
    const consultantId = rows[0]?.consultant_staff_user_id;
    expect(rows[0]?.lead_id).toBe(leadId);
    expect(await leadRow(leadId)).toEqual({
      status: 'meeting_booked',
      status_changed_by_id: consultantId,
      status_set_by_staff: false,
    });
    expect(await statusEvents(leadId)).toEqual([
      { payload: { from: 'new', to: 'meeting_booked' }, actor_id: consultantId },
    ]);
    const detail = await app.inject({
      url: `/trpc/staff.leads.get?input=${encodeURIComponent(JSON.stringify({ id: leadId }))}`,
      headers: sam.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().result.data).toMatchObject({
      status: 'meeting_booked',
      statusHistory: [{ from: 'new', to: 'meeting_booked' }],
    });
  });

  it('moves the new lead a booking makes from new to meeting booked', async () => {
    const email = 'fresh.booker@harbourlaw.example';
    const { meetingId } = await book(email, { contactRequestId: '00000000-0000-4000-8000-000000000000' });
    const { rows } = await sql.query<{ lead_id: string }>('select lead_id from meeting where id = $1', [
      meetingId,
    ]);
    const leadId = rows[0]?.lead_id ?? '';
    expect((await leadRow(leadId))?.status).toBe('meeting_booked');
    expect((await statusEvents(leadId)).map((event) => event.payload)).toEqual([
      { from: 'new', to: 'meeting_booked' },
    ]);
  });

  it('moves a chat lead a consultant contacted live on to meeting booked: the journey’s own status gives way', async () => {
    const { sessionId } = await startChat(app, 'Can I talk to a person please?');
    const leadId = await chatLeadId(sql, sessionId);
    expect((await mutate('staff.live.claim', { leadId })).statusCode).toBe(200);
    expect((await mutate('staff.live.send', { leadId, message: 'Hi, Sam here.' })).statusCode).toBe(200);
    expect(await leadRow(leadId)).toMatchObject({ status: 'contacted', status_set_by_staff: false });
    await book('chat.booker@harbourlaw.example', { sessionId });
    expect((await leadRow(leadId))?.status).toBe('meeting_booked');
    expect((await statusEvents(leadId)).map((event) => event.payload)).toEqual([
      { from: 'new', to: 'contacted' },
      { from: 'contacted', to: 'meeting_booked' },
    ]);
  });

  it('keeps a status staff chose: a lead a member marked contacted stays contacted when the visitor books', async () => {
    const email = 'staff.chose@harbourlaw.example';
    const { contactRequestId, leadId } = await contactLead(email);
    const set = await mutate('staff.leads.setStatus', { id: leadId, status: 'contacted' });
    expect(set.statusCode, set.body).toBe(200);
    expect(await leadRow(leadId)).toEqual({
      status: 'contacted',
      status_changed_by_id: sam.id,
      status_set_by_staff: true,
    });
    await book(email, { contactRequestId });
    expect((await leadRow(leadId))?.status).toBe('contacted');
    expect((await statusEvents(leadId)).map((event) => event.payload)).toEqual([
      { from: 'new', to: 'contacted' },
    ]);
  });

  it('never moves a lead back: a qualified lead stays qualified when the visitor books', async () => {
    const email = 'already.qualified@harbourlaw.example';
    const { contactRequestId, leadId } = await contactLead(email);
    // A qualified status no person chose, so that only the workflow's order holds the lead where it is.
    await sql.query(`update lead set status = 'qualified', status_set_by_staff = false where id = $1`, [
      leadId,
    ]);
    await book(email, { contactRequestId });
    expect((await leadRow(leadId))?.status).toBe('qualified');
    expect(await statusEvents(leadId)).toEqual([]);
  });

  it('lets staff take a booked lead on to qualified, and mark a lead meeting booked by hand', async () => {
    const email = 'then.qualified@harbourlaw.example';
    const { contactRequestId, leadId } = await contactLead(email);
    await book(email, { contactRequestId });
    const qualified = await mutate('staff.leads.setStatus', { id: leadId, status: 'qualified' });
    expect(qualified.statusCode, qualified.body).toBe(200);
    expect(await leadRow(leadId)).toMatchObject({ status: 'qualified', status_set_by_staff: true });
    const back = await mutate('staff.leads.setStatus', { id: leadId, status: 'meeting_booked' });
    expect(back.statusCode).toBe(409);

    const other = await contactLead('by.hand@harbourlaw.example');
    const byHand = await mutate('staff.leads.setStatus', { id: other.leadId, status: 'meeting_booked' });
    expect(byHand.statusCode, byHand.body).toBe(200);
    expect(await leadRow(other.leadId)).toEqual({
      status: 'meeting_booked',
      status_changed_by_id: sam.id,
      status_set_by_staff: true,
    });
  });

  it('writes a member’s choice only while the lead still has the status the member chose from', async () => {
    const { leadId } = await contactLead('moved.meanwhile@harbourlaw.example');
    const stale = await recordStaffStatus(
      app.db.em().fork(),
      { leadId, from: 'contacted', to: 'qualified', staffUserId: sam.id, firstResponse: true },
      clock.now,
    );
    expect(stale).toBe(false);
    expect(await leadRow(leadId)).toEqual({
      status: 'new',
      status_changed_by_id: null,
      status_set_by_staff: false,
    });
  });
});
