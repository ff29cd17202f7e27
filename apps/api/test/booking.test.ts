import type { WebhookPayload } from '@northline/schemas';
import { calendarPart } from '@northline/test-setup/calendar-mail';
import ical from 'node-ical';
import type pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { manageToken } from '../src/scheduling/meeting-tokens.ts';
import { type LeadApp, leadApp, lockWaiters, type StaffSignIn, sqlClient, validLead } from './helper.ts';
import { parseInvite } from './invitations.ts';
import { smtpReceiver, webhookReceiver } from './receivers.ts';

/** The fake clock: Thursday November 26, 2026, 09:00 in Toronto (EST). */
const clock = { now: new Date('2026-11-26T14:00:00Z') };
const WEBHOOK_SECRET = `whsec_${Buffer.from('meeting-webhook-secret-of-32-bytes!!').toString('base64')}`;
const TOKEN_SECRET = 'meeting-token-secret-for-the-tests-0123456789';
/** Monday November 30, 2026, 10:00 EST. */
const MONDAY_10 = '2026-11-30T15:00:00.000Z';

let app: LeadApp['app'];
let sql: pg.Client;
let url: string;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
let logLines: string[];
let admin: StaffSignIn;
let sales: StaffSignIn;

const visitor = {
  name: 'Priya Sharma',
  email: 'priya.sharma@harbourlaw.example',
  company: 'Harbour Law LLP',
};
const book = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/meetings', payload, headers });
const mutate = (path: string, payload: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: payload as Record<string, unknown> });

beforeAll(async () => {
  smtp = await smtpReceiver();
  hooks = await webhookReceiver(WEBHOOK_SECRET);
  const lead = await leadApp(
    {
      LOG_LEVEL: 'debug',
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      LEAD_WEBHOOK_URL: hooks.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SITE_URL: 'https://www.northline-it.example',
      MEETING_TOKEN_SECRET: TOKEN_SECRET,
    },
    { clock: () => clock.now },
  );
  ({ app, sql, url, logLines } = lead);
  admin = await lead.signInStaff('admin');
  sales = await lead.signInStaff('sales');
  // Booking is on by default: the admin opts out, so the sales member is the one consultant of these tests.
  expect((await mutate('staff.meetings.setBookable', { bookable: false }, admin.headers)).statusCode).toBe(
    200,
  );
});

describe('meeting booking', () => {
  it('migrates to exactly the schema the entities describe', async () => {
    const diff = await app.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('offers the next days grouped by Toronto day with booking on by default, none once every member opts out', async () => {
    const out = await mutate('staff.meetings.setBookable', { bookable: false }, sales.headers);
    expect(out.statusCode).toBe(200);
    const empty = await app.inject({ url: '/api/meetings/slots' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json().days).toEqual([]);
    const set = await mutate('staff.meetings.setBookable', { bookable: true }, sales.headers);
    expect(set.statusCode).toBe(200);
    const response = await app.inject({ url: '/api/meetings/slots?days=2' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.timeZone).toBe('America/Toronto');
    expect(body.days.map((day: { date: string }) => day.date)).toEqual(['2026-11-26', '2026-11-27']);
    // 4 business hours after 09:00: 13:00 EST.
    expect(body.days[0].slots[0]).toMatchObject({ start: '2026-11-26T18:00:00.000Z', label: '1:00 p.m.' });
    expect((await app.inject({ url: '/api/meetings/slots?days=0' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/meetings/slots?days=abc' })).statusCode).toBe(400);
    // A sales member may not change another member's settings.
    const other = await mutate(
      'staff.meetings.setBookable',
      { bookable: true, staffUserId: admin.id },
      sales.headers,
    );
    expect(other.statusCode).toBe(403);
  });

  it('refuses a time that is not offered with 400 on `start`', async () => {
    for (const start of [
      '2026-11-26T14:30:00.000Z',
      '2026-11-30T15:10:00.000Z',
      '2026-11-29T15:00:00.000Z',
      '2027-01-04T15:00:00.000Z',
    ]) {
      const response = await book({ ...visitor, start });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'start', message: 'Please choose one of the offered times.' },
      ]);
    }
    expect((await book({ ...visitor, start: 'tomorrow' })).statusCode).toBe(400);
    for (const start of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '2026-12-09T10:00:00-05:00']) {
      expect((await book({ ...visitor, start })).statusCode).toBe(start.endsWith('-05:00') ? 201 : 400);
    }
    expect((await book({ ...visitor, start: MONDAY_10, email: 'nope' })).statusCode).toBe(400);
  });

  it('answers odd input with 4xx, never 5xx', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { ...visitor, start: 12 },
      { ...visitor, start: MONDAY_10, name: 'a\u0000b' },
      { ...visitor, start: MONDAY_10, name: 'x'.repeat(5000) },
      { ...visitor, start: MONDAY_10, contactRequestId: 'not-a-uuid' },
      { ...visitor, start: MONDAY_10, sessionId: 'chat-1-unknown', attribution: { utmSource: 7 } },
      { ...visitor, start: '2026-02-30T10:00:00Z' },
    ];
    for (const payload of bodies) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/meetings',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    for (const url of [
      '/api/meetings/slots?days=-1',
      '/api/meetings/slots?days=22',
      '/api/meetings/manage/x',
      '/api/meetings/manage/%00%00%00%00%00%00%00%00%00%00',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const reschedule = await app.inject({
      method: 'POST',
      url: '/api/meetings/manage/abcdefghijkl/reschedule',
      payload: { start: 5 },
    });
    expect(reschedule.statusCode).toBe(400);
  });

  it('lets exactly one of simultaneous bookings of one consultant’s slot succeed; the others get 409 and the next slots', async () => {
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        book({ ...visitor, email: `racer${i}@example.com`, start: MONDAY_10 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(11);
    const refused = responses.find((response) => response.statusCode === 409)?.json();
    expect(refused.error).toBe('That time was just taken. Please choose another time.');
    expect(refused.nextSlots.length).toBeGreaterThan(0);
    expect(refused.nextSlots.map((slot: { start: string }) => slot.start)).not.toContain(MONDAY_10);
    // tRPC answers the same refusal with the next slots in `data.details`.
    const viaTrpc = await app.inject({
      method: 'POST',
      url: '/trpc/meetings.book',
      payload: { ...visitor, start: MONDAY_10 },
    });
    expect(viaTrpc.statusCode).toBe(409);
    expect(viaTrpc.json().error.data.details.nextSlots.length).toBeGreaterThan(0);
    const { rows } = await sql.query(
      `select count(*)::int as n from meeting where starts_at = $1 and status = 'booked'`,
      [MONDAY_10],
    );
    expect(rows[0].n).toBe(1);
    // The buffer: 10:30 is not offered either (one consultant), 11:00 is.
    const slots = (await app.inject({ url: '/api/meetings/slots?days=5' })).json();
    const monday = slots.days.find((day: { date: string }) => day.date === '2026-11-30');
    const starts = monday.slots.map((slot: { start: string }) => slot.start);
    expect(starts).not.toContain('2026-11-30T15:30:00.000Z');
    expect(starts).not.toContain('2026-11-30T14:30:00.000Z');
    expect(starts).toContain('2026-11-30T16:00:00.000Z');
  });

  it('lets only one of two overlapping slots of one consultant be booked at once (the consultants’ lock)', async () => {
    // Tuesday December 15, 2026, 10:00 and 10:30 EST: one consultant's meetings there overlap through the 15-minute
    // buffer, and their starts differ, so the unique key (consultant, booked slot) cannot tell them apart.
    const starts = ['2026-12-15T15:00:00.000Z', '2026-12-15T15:30:00.000Z'];
    const holder = await sqlClient(url);
    // Every insert into `meeting` waits until both bookings are in flight: without the lock both would have read
    // a free calendar before either inserts.
    await holder.query('begin');
    await holder.query('lock table "meeting" in share mode');
    const racing = Promise.all(
      starts.map((start, i) => book({ ...visitor, email: `overlap${i}@example.com`, start })),
    );
    await vi.waitFor(async () => expect(await waitingForLocks()).toBeGreaterThanOrEqual(2), 15_000);
    await holder.query('commit');
    const responses = await racing;
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const { rows } = await sql.query(
      `select count(*)::int as n from meeting where starts_at >= $1 and starts_at < $2 and status = 'booked'`,
      ['2026-12-15T00:00:00Z', '2026-12-16T00:00:00Z'],
    );
    expect(rows[0].n).toBe(1);
  });

  it('books once per Idempotency-Key and makes the booking a lead with its attribution', async () => {
    const payload = {
      ...visitor,
      start: '2026-11-30T17:00:00.000Z',
      attribution: { landingPage: '/toronto?utm_source=google', utmSource: 'google' },
    };
    const headers = { 'idempotency-key': 'booking-key-1' };
    const first = await book(payload, headers);
    expect(first.statusCode).toBe(201);
    const again = await book(payload, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().meetingId).toBe(first.json().meetingId);
    expect(first.json().message).toBe(
      'Your free IT assessment is booked for Monday, November 30, 2026 at 12:00 p.m. (Toronto time). We sent the invitation to your e-mail.',
    );
    expect((await book({ ...payload, name: 'Someone Else' }, headers)).statusCode).toBe(422);
    const { rows } = await sql.query(
      `select m.utm_source, m.sequence, l.kind, l.status, l.quality, c.source, c.first_name, c.last_name, c.landing_page
       from meeting m join lead l on l.id = m.lead_id join contact_request c on c.id = l.contact_request_id where m.id = $1`,
      [first.json().meetingId],
    );
    expect(rows[0]).toMatchObject({
      utm_source: 'google',
      sequence: 0,
      kind: 'contact',
      status: 'meeting_booked',
      quality: 'hot',
      source: 'meeting-booking',
      first_name: 'Priya',
      last_name: 'Sharma',
      landing_page: '/toronto?utm_source=google',
    });
    const counted = await sql.query('select count(*)::int as n from meeting where id = $1', [
      first.json().meetingId,
    ]);
    expect(counted.rows[0].n).toBe(1);
  });

  it('joins the existing lead of the visitor’s contact request (same e-mail only)', async () => {
    const contact = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    expect(contact.statusCode).toBe(201);
    const { rows: before } = await sql.query('select count(*)::int as n from lead');
    const other = await book({
      name: 'X Y',
      email: 'someone.else@example.com',
      start: '2026-12-01T15:00:00.000Z',
      contactRequestId: contact.json().id,
    });
    expect(other.statusCode).toBe(201);
    const same = await book({
      name: 'Priya Sharma',
      email: validLead.email,
      start: '2026-12-01T16:00:00.000Z',
      contactRequestId: contact.json().id,
    });
    expect(same.statusCode).toBe(201);
    const { rows } = await sql.query(
      'select l.contact_request_id from meeting m join lead l on l.id = m.lead_id where m.id = $1',
      [same.json().meetingId],
    );
    expect(rows[0].contact_request_id).toBe(contact.json().id);
    const { rows: after } = await sql.query('select count(*)::int as n from lead');
    expect(after[0].n).toBe(before[0].n + 1);
  });

  it('gives bookings round robin to the free consultant whose last assignment is oldest', async () => {
    await mutate('staff.meetings.setBookable', { bookable: true }, admin.headers);
    const first = await book({ ...visitor, start: '2026-12-02T15:00:00.000Z' });
    const second = await book({ ...visitor, start: '2026-12-02T15:00:00.000Z' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    // The admin was never assigned: first; then the sales member, whose last assignment is older now.
    expect(first.json().consultantName).toBe('Avery Admin');
    expect(second.json().consultantName).toBe('Sam Sales');
    expect((await book({ ...visitor, start: '2026-12-02T15:00:00.000Z' })).statusCode).toBe(409);
    // Days off and working hours take a consultant out.
    expect(
      (await mutate('staff.meetings.setDaysOff', { days: ['2026-12-03'] }, admin.headers)).statusCode,
    ).toBe(200);
    expect(
      (
        await mutate(
          'staff.meetings.setHours',
          { weeklyHours: [{ days: ['Thursday'], opens: '13:00', closes: '18:00' }] },
          sales.headers,
        )
      ).statusCode,
    ).toBe(200);
    const slots = (await app.inject({ url: '/api/meetings/slots?days=10' })).json();
    const thursday = slots.days.find((day: { date: string }) => day.date === '2026-12-03');
    expect(thursday.slots[0].start).toBe('2026-12-03T18:00:00.000Z');
    await mutate('staff.meetings.setHours', { weeklyHours: null }, sales.headers);
    await mutate('staff.meetings.setDaysOff', { days: [] }, admin.headers);
  });

  it('sends invitations calendars accept, reschedules under the same UID and cancels with METHOD:CANCEL', async () => {
    smtp.messages.length = 0;
    hooks.state.delivered.length = 0;
    const booked = await book({
      ...visitor,
      email: 'invitee@example.com',
      start: '2026-12-04T19:00:00.000Z',
    });
    expect(booked.statusCode).toBe(201);
    const meetingId = booked.json().meetingId as string;
    await app.deliveries.runDue(clock.now);
    const invites = smtp.messages.filter((message) => message.raw.includes(meetingId));
    // One to the visitor, one to the consultant the round robin chose.
    const consultantEmail = booked.json().consultantName === 'Avery Admin' ? admin.email : sales.email;
    expect(invites.map((message) => message.to[0]).sort()).toEqual(
      [consultantEmail, 'invitee@example.com'].sort(),
    );
    const toVisitor = invites.find((message) => message.to[0] === 'invitee@example.com');
    if (!toVisitor) throw new Error('no invitation to the visitor');
    // A reply reaches the other side; the consultant's copy says who the lead is and links it.
    expect(toVisitor.raw).toMatch(new RegExp(`^Reply-To: .*<${consultantEmail}>`, 'm'));
    const toConsultant = invites.find((message) => message.to[0] === consultantEmail);
    if (!toConsultant) throw new Error('no invitation to the consultant');
    expect(toConsultant.raw).toMatch(/^Reply-To: invitee@example\.com/m);
    const consultantText = toConsultant.raw.replace(/=\r?\n/g, '');
    expect(consultantText).toContain(`Company: ${visitor.company}`);
    const { rows: leadRows } = await sql.query<{ lead_id: string }>(
      'select lead_id from meeting where id = $1',
      [meetingId],
    );
    expect(consultantText).toContain(`/staff/leads/${leadRows[0]?.lead_id}`);
    const part = calendarPart(toVisitor.raw);
    expect(part.header).toMatch(/method=REQUEST/i);
    const request = parseInvite(part.text);
    expect(request.method).toBe('REQUEST');
    expect(request.event.uid).toBe(`${meetingId}@meetings.northline-it`);
    expect(Number(request.event.sequence)).toBe(0);
    expect(request.event.start.toISOString()).toBe('2026-12-04T19:00:00.000Z');
    expect(request.event.start.tz).toBe('America/Toronto');
    expect(part.text).toMatch(/DTSTART;TZID=America\/Toronto:20261204T140000/);
    expect(part.text).toContain('BEGIN:VTIMEZONE');
    const token = manageToken(TOKEN_SECRET, meetingId, 0);
    expect(toVisitor.raw.replace(/=\r?\n/g, '')).toContain(`/meetings/manage/${token}`);

    const view = await app.inject({ url: `/api/meetings/manage/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ meetingId, status: 'booked', start: '2026-12-04T19:00:00.000Z' });
    expect(JSON.stringify(view.json())).not.toContain('invitee@example.com');

    const moved = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${token}/reschedule`,
      payload: { start: '2026-12-07T15:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    const fresh = moved.json().token as string;
    expect(fresh).toBe(manageToken(TOKEN_SECRET, meetingId, 1));
    const replayed = await app.inject({ url: `/api/meetings/manage/${token}` });
    expect(replayed.statusCode).toBe(409);
    expect(replayed.json().error).toBe(
      'This link was replaced by a newer one. Please use the link in your latest e-mail from us.',
    );

    smtp.messages.length = 0;
    await app.deliveries.runDue(clock.now);
    const update = smtp.messages.find((message) => message.to[0] === 'invitee@example.com');
    if (!update) throw new Error('no update');
    const updated = parseInvite(calendarPart(update.raw).text);
    expect(updated.method).toBe('REQUEST');
    expect(updated.event.uid).toBe(`${meetingId}@meetings.northline-it`);
    expect(Number(updated.event.sequence)).toBe(1);
    expect(updated.event.start.toISOString()).toBe('2026-12-07T15:00:00.000Z');

    const cancelled = await app.inject({ method: 'POST', url: `/api/meetings/manage/${fresh}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const twice = await app.inject({ method: 'POST', url: `/api/meetings/manage/${fresh}/cancel` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('This meeting is already cancelled.');
    smtp.messages.length = 0;
    await app.deliveries.runDue(clock.now);
    const cancel = smtp.messages.find((message) => message.to[0] === 'invitee@example.com');
    if (!cancel) throw new Error('no cancellation');
    const cancelPart = calendarPart(cancel.raw);
    expect(cancelPart.header).toMatch(/method=CANCEL/i);
    const parsedCancel = parseInvite(cancelPart.text);
    expect(parsedCancel.method).toBe('CANCEL');
    expect(parsedCancel.event.uid).toBe(`${meetingId}@meetings.northline-it`);
    expect(Number(parsedCancel.event.sequence)).toBe(2);
    // The one event log: one event per change, about the meeting and its lead: ids, SEQUENCE and the version's
    // start (its reminder's time) only.
    const starts = ['2026-12-04T19:00:00.000Z', '2026-12-07T15:00:00.000Z', '2026-12-07T15:00:00.000Z'];
    const { rows: logged } = await sql.query(
      `select e.type, e.version, e.payload, e.lead_id = m.lead_id as "ofLead" from domain_event e
        join meeting m on m.id = e.meeting_id where e.meeting_id = $1 order by e.id`,
      [meetingId],
    );
    expect(logged).toEqual(
      (['meeting.booked', 'meeting.rescheduled', 'meeting.cancelled'] as const).map((type, sequence) => ({
        type,
        version: 1,
        payload: { meetingId, sequence, startsAt: starts[sequence] },
        ofLead: true,
      })),
    );

    // Webhooks: one per event, ids and times only; the receiver verified each signature and schema.
    const events = hooks.state.delivered.map(
      ({ payload }) => payload as WebhookPayload & { data: { meetingId?: string } },
    );
    expect(events.filter((event) => event.data.meetingId === meetingId).map((event) => event.type)).toEqual([
      'meeting.booked',
      'meeting.rescheduled',
      'meeting.cancelled',
    ]);
    // The meetings' calls (the worker also delivers the booking lead's own `lead.created`, which names the lead).
    const meetingCalls = hooks.state.delivered.filter(({ body }) => body.startsWith('{"type":"meeting.'));
    expect(meetingCalls.map(({ body }) => body).join()).not.toContain('invitee@example.com');

    // A forged link is 404; a link after the meeting's end is 409.
    expect(
      (
        await app.inject({
          url: `/api/meetings/manage/${meetingId}.0.forged-signature-xxxxxxxxxxxxxxxxxxxxxxxxxxx`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('sends the reminder 24 hours before, and skips the reminder of a moved meeting', async () => {
    const booked = await book({
      ...visitor,
      email: 'reminded@example.com',
      start: '2026-12-08T15:00:00.000Z',
    });
    expect(booked.statusCode).toBe(201);
    await app.deliveries.runDue(clock.now);
    smtp.messages.length = 0;
    await app.deliveries.runDue(new Date('2026-12-07T14:59:00Z'));
    expect(smtp.messages.filter((message) => message.to[0] === 'reminded@example.com')).toHaveLength(0);
    await app.deliveries.runDue(new Date('2026-12-07T15:00:00Z'));
    const reminder = smtp.messages.find((message) => message.to[0] === 'reminded@example.com');
    expect(reminder?.raw).toContain('A reminder of your free IT assessment tomorrow.');
    const { rows } = await sql.query(
      `select status from delivery where meeting_id = $1 and topic = 'meeting.reminder' and recipient = 'visitor'`,
      [booked.json().meetingId],
    );
    expect(rows.map((row) => row.status)).toEqual(['delivered']);
    // A moved meeting: the first version's reminder is skipped, the new version's is due 24 hours before it.
    const moving = await book({ ...visitor, email: 'moved@example.com', start: '2026-12-10T15:00:00.000Z' });
    expect(moving.statusCode).toBe(201);
    const movingToken = manageToken(TOKEN_SECRET, moving.json().meetingId, 0);
    const moved = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${movingToken}/reschedule`,
      payload: { start: '2026-12-11T15:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    await app.deliveries.runDue(new Date('2026-12-09T15:00:00Z'));
    const reminders = await sql.query(
      `select sequence, status from delivery where meeting_id = $1 and topic = 'meeting.reminder' and recipient = 'visitor' order by sequence`,
      [moving.json().meetingId],
    );
    expect(reminders.rows).toEqual([
      { sequence: 0, status: 'skipped' },
      { sequence: 1, status: 'pending' },
    ]);
    const token = manageToken(TOKEN_SECRET, booked.json().meetingId, 0);
    clock.now = new Date('2026-12-08T15:30:00Z');
    const expired = await app.inject({ url: `/api/meetings/manage/${token}` });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toBe('This link has expired: the meeting is over.');
    clock.now = new Date('2026-11-26T14:00:00Z');
  });

  it('sends no reminder within 12 hours of an invitation: the invitation that has just gone reminds', async () => {
    // Friday November 27, 2026, 10:00 EST: 25 hours ahead of the clock, then moved to 13:00 today (4 hours ahead).
    const soon = await book({ ...visitor, email: 'soon@example.com', start: '2026-11-27T15:00:00.000Z' });
    expect(soon.statusCode).toBe(201);
    const moved = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${manageToken(TOKEN_SECRET, soon.json().meetingId, 0)}/reschedule`,
      payload: { start: '2026-11-26T18:00:00.000Z' },
    });
    expect(moved.statusCode).toBe(200);
    // The dispatcher writes each version's e-mails from its event.
    await app.alerts.drain();
    const { rows } = await sql.query(
      `select topic, recipient, sequence, next_attempt_at from delivery where meeting_id = $1 and topic = 'meeting.reminder'`,
      [soon.json().meetingId],
    );
    // No reminder within 12 hours of an invitation: the first version's would have come an hour after it (24 hours
    // before Friday 10:00), and the moved version starts in 4 hours.
    expect(rows).toEqual([]);
    smtp.messages.length = 0;
    await app.deliveries.runDue(new Date('2026-11-26T15:00:00Z'));
    const toVisitor = smtp.messages.filter((message) => message.to[0] === 'soon@example.com');
    expect(toVisitor.some((message) => message.raw.includes('Your free IT assessment was moved.'))).toBe(
      true,
    );
    expect(toVisitor.some((message) => message.raw.includes('A reminder of your free IT assessment'))).toBe(
      false,
    );
  });

  it('writes a version’s e-mails once from its event, even when the dispatcher reads the event again', async () => {
    const booked = await book({ ...visitor, email: 'once@example.com', start: '2026-12-10T15:00:00.000Z' });
    expect(booked.statusCode).toBe(201);
    const { meetingId } = booked.json();
    const emails = async () =>
      (
        await sql.query(
          `select d.topic, d.recipient, d.sequence, d.event_id = e.id as "ofEvent" from delivery d
            join domain_event e on e.meeting_id = d.meeting_id and e.type = 'meeting.booked'
            where d.meeting_id = $1 and d.channel = 'email' order by d.topic, d.recipient`,
          [meetingId],
        )
      ).rows;
    await app.alerts.drain();
    const written = await emails();
    expect(written).toEqual([
      { topic: 'meeting.booked', recipient: 'consultant', sequence: 0, ofEvent: true },
      { topic: 'meeting.booked', recipient: 'visitor', sequence: 0, ofEvent: true },
      { topic: 'meeting.reminder', recipient: 'consultant', sequence: 0, ofEvent: true },
      { topic: 'meeting.reminder', recipient: 'visitor', sequence: 0, ofEvent: true },
    ]);
    // The dispatcher's position back before the booking (a run repeated after a crash): nothing more is written.
    const { rows: before } = await sql.query<{ moment: string }>(
      `select min(moment)::text as moment from domain_event where meeting_id = $1`,
      [meetingId],
    );
    await sql.query(`update event_consumer set position = $1 where name = 'alerts'`, [before[0]?.moment]);
    await app.alerts.drain();
    expect(await emails()).toEqual(written);
  });

  it('writes no free text of the visitor’s into their e-mails beyond a first name', async () => {
    smtp.messages.length = 0;
    const booked = await book({
      name: 'Verify your account at https://evil.example/login now',
      email: 'stranger@example.com',
      company: 'Urgent notice https://evil.example',
      phone: '+1 416 555 0100',
      start: '2026-12-09T15:00:00.000Z',
    });
    expect(booked.statusCode).toBe(201);
    const named = await book({
      name: 'Zoë O’Neil-Bryce',
      email: 'zoe@example.com',
      company: 'Harbour Law LLP',
      start: '2026-12-09T16:00:00.000Z',
    });
    expect(named.statusCode).toBe(201);
    await app.deliveries.runDue(clock.now);
    const stranger = smtp.messages.find((message) => message.to[0] === 'stranger@example.com');
    const zoe = smtp.messages.find((message) => message.to[0] === 'zoe@example.com');
    if (!stranger || !zoe) throw new Error('no invitation');
    const text = (raw: string) => raw.replace(/=\r?\n/g, '');
    // "Verify" reads as a first name; the rest of the sentence, the link and the company go nowhere.
    expect(text(stranger.raw)).toContain('Hello Verify,');
    for (const raw of [text(stranger.raw), calendarPart(stranger.raw).text]) {
      expect(raw).not.toContain('evil.example');
      expect(raw).not.toContain('account');
      expect(raw).not.toContain('Urgent');
      // The phone number in any of its spellings (a bare '555' also turns up in random tokens and boundaries).
      expect(raw).not.toMatch(/555[\s.-]?0100/);
    }
    const invite = calendarPart(zoe.raw).text;
    expect(invite).not.toContain('Neil');
    expect(invite).not.toContain('Harbour');
    expect(invite.replace(/\r\n /g, '')).toMatch(/ATTENDEE;[^\r\n]*CN="Zo/);
  });

  it('serves each consultant a private feed that regenerating or revoking ends', async () => {
    const issued = await mutate('staff.meetings.regenerateFeed', {}, admin.headers);
    expect(issued.statusCode).toBe(200);
    const feedUrl = new URL(issued.json().result.data.feedUrl as string);
    const feed = await app.inject({ url: feedUrl.pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const events = Object.values(ical.sync.parseICS(feed.body)).filter(
      (component) => component?.type === 'VEVENT',
    );
    expect(events.length).toBeGreaterThan(0);
    // Each meeting links its lead's staff page by absolute URL (a calendar app opens no relative link).
    const lines = feed.body.replace(/\r\n[ \t]/g, '').split('\r\n');
    const lead = /^https:\/\/www\.northline-it\.example\/staff\/leads\/[0-9a-f-]{36}$/;
    const urls = lines
      .filter((line) => line.startsWith('URL'))
      .map((line) => line.slice(line.indexOf(':') + 1));
    expect(urls).toHaveLength(events.length);
    for (const url of urls) expect(url).toMatch(lead);
    const descriptions = lines.filter((line) => line.startsWith('DESCRIPTION'));
    expect(descriptions).toHaveLength(events.length);
    for (const line of descriptions)
      expect(line).toMatch(/^DESCRIPTION:Lead: https:\/\/www\.northline-it\.example\/staff\/leads\//);
    expect(feed.body).not.toMatch(/^METHOD:/m);
    const again = await mutate('staff.meetings.regenerateFeed', {}, admin.headers);
    expect((await app.inject({ url: feedUrl.pathname })).statusCode).toBe(404);
    await mutate('staff.meetings.revokeFeed', {}, admin.headers);
    expect((await app.inject({ url: new URL(again.json().result.data.feedUrl).pathname })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/api/meetings/feed/not-a-secret.ics' })).statusCode).toBe(404);
  });

  it('lists meetings for staff: their own, or everyone’s for an admin', async () => {
    const input = encodeURIComponent(
      JSON.stringify({ from: '2026-11-26T00:00:00Z', to: '2026-12-31T00:00:00Z' }),
    );
    const mine = await app.inject({
      url: `/trpc/staff.meetings.list?input=${input}`,
      headers: sales.headers,
    });
    expect(mine.statusCode).toBe(200);
    const own = mine.json().result.data.meetings as { consultantId: string }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((meeting) => meeting.consultantId === sales.id)).toBe(true);
    const allInput = encodeURIComponent(
      JSON.stringify({ from: '2026-11-26T00:00:00Z', to: '2026-12-31T00:00:00Z', scope: 'all' }),
    );
    expect(
      (await app.inject({ url: `/trpc/staff.meetings.list?input=${allInput}`, headers: sales.headers }))
        .statusCode,
    ).toBe(403);
    const all = await app.inject({
      url: `/trpc/staff.meetings.list?input=${allInput}`,
      headers: admin.headers,
    });
    expect((all.json().result.data.meetings as unknown[]).length).toBeGreaterThan(own.length);
    // The inbox marks the leads that have a meeting booked.
    const inbox = await app.inject({
      url: `/trpc/staff.leads.list?input=${encodeURIComponent('{}')}`,
      headers: sales.headers,
    });
    const leads = inbox.json().result.data.leads as {
      id: string;
      meetingAt: string | null;
      sourcePage: string | null;
    }[];
    const booked = leads.filter((lead) => lead.meetingAt !== null);
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.every((lead) => !Number.isNaN(Date.parse(lead.meetingAt ?? '')))).toBe(true);
    expect(leads.some((lead) => lead.sourcePage === 'meeting-booking')).toBe(true);
  });

  it('logs no personal data, at debug', () => {
    const text = logLines.join('\n');
    for (const secret of [
      'priya.sharma@harbourlaw.example',
      'Priya',
      'invitee@example.com',
      'Harbour Law',
      'racer1@example.com',
      TOKEN_SECRET,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('meeting booked');
    // Neither a manage link's token nor a feed's secret: logged lines carry route patterns.
    expect(text).not.toMatch(/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}/);
    expect(text).not.toMatch(/feed\/[A-Za-z0-9_-]{43}/);
  });
});

/** Lock requests waiting in this file's database. */
const waitingForLocks = async (): Promise<number> => (await lockWaiters(sql)).length;

describe('booking on by default', () => {
  it('offers and books a fresh sales account whose booking settings nobody touched', async () => {
    const fresh = await leadApp({ MEETING_TOKEN_SECRET: TOKEN_SECRET }, { clock: () => clock.now });
    try {
      const rep = await fresh.signInStaff('sales');
      const { rows: before } = await fresh.sql.query('select 1 from consultant where staff_user_id = $1', [
        rep.id,
      ]);
      expect(before).toEqual([]);
      const slots = await fresh.app.inject({ url: '/api/meetings/slots?days=2' });
      expect(slots.statusCode).toBe(200);
      const first = slots.json().days[0]?.slots[0] as { start: string } | undefined;
      expect(first).toBeDefined();
      const booked = await fresh.app.inject({
        method: 'POST',
        url: '/api/meetings',
        payload: { ...visitor, start: first?.start },
      });
      expect(booked.statusCode).toBe(201);
      const { rows } = await fresh.sql.query(
        `select c.bookable, m.consultant_staff_user_id as consultant from meeting m
         join consultant c on c.staff_user_id = m.consultant_staff_user_id`,
      );
      expect(rows).toEqual([{ bookable: true, consultant: rep.id }]);
    } finally {
      await fresh.app.close();
    }
  });
});
