/**
 * Privacy requests (PIPEDA 4.9): an admin finds, exports and deletes everything stored about a person by email
 * address or phone number, wherever it is written (transcripts included), leaving no row with either and an audit
 * entry without them; the nightly purge applies the privacy policy's retention (24 months after the last contact
 * unless won; spam after 30 days; unconfirmed newsletter signups after 30 days), once across instances.
 */
import { randomUUID } from 'node:crypto';
import { createSessionId, PRIVACY_PHONE_INVALID, PRIVACY_REQUEST_EMPTY } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  nextPurgeAt,
  normalisePhone,
  PURGE_LOCK_KEY,
  personKeys,
  purgeExpired,
  textMentions,
} from '../src/services/privacy.ts';
import { leadApp, STAFF_ORIGIN, type StaffSignIn, signedInStaff, sqlClient, validLead } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let admin: StaffSignIn;
let logLines: string[];
let url: string;

beforeAll(async () => {
  const lead = await leadApp({
    // A webhook channel, so leads get notification rows (never delivered: the worker does not run here).
    LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/never',
    LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
  });
  ({ app, sql, logLines, url } = lead);
  admin = await lead.signInStaff('admin');
});

const EMAIL = 'Amara.Okafor@Clinic.example';
/** The person's phone number as the contact form stored it; the chats write it in other formats. */
const PHONE = '416-555-0177';
/** Its national digits, whatever the format: what a row holding the number in any format contains. */
const PHONE_DIGITS = '4165550177';
const OTHER_EMAIL = 'other@example.com';

/** Sends chat messages in a new session (the first with `visitorInfo`) and answers the session's id. */
async function chat(messages: string | string[], visitorInfo?: object) {
  const sessionId = createSessionId('chat');
  for (const [index, message] of [messages].flat().entries()) {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message, sessionId, ...(visitorInfo && index === 0 ? { visitorInfo } : {}) },
    });
    expect(answer.statusCode).toBe(200);
  }
  return sessionId;
}

/**
 * Stores the person in every table that can hold them: a chat with their email as visitor details, a chat where
 * they gave only a phone number, a chat with the email only in the transcript, one with the phone only in the
 * transcript, a visitor profile with a recommendation and its analytics event, a contact request sent with an
 * idempotency key (its stored answer), a newsletter signup with its consent event, leads, a status change and
 * notifications. Someone else gets a contact request and a chat with a phone one digit off.
 */
async function storeEverything() {
  const sessions = {
    visitorEmail: await chat('Our server is down', { email: EMAIL }),
    visitorPhone: await chat('Please call me back', { phone: '(416) 555-0177' }),
    // The chat keeps the first address or number it reads as the visitor's details; the second is only in the text.
    emailInText: await chat(['Write to reception@clinic.example', `Or to me at ${EMAIL.toLowerCase()}.`]),
    phoneInText: await chat(['The office is 905-555-0142', 'My cell is 416.555.0177, after 5 pm please']),
  };
  const profileId = createSessionId('test-session');
  await app.inject({
    method: 'POST',
    url: '/api/visitor-profile',
    payload: {
      sessionId: profileId,
      industry: 'healthcare',
      companySize: '11-50',
      currentChallenges: ['security-threats'],
      budget: '15k-50k',
      timeline: '1-3-months',
      contactInfo: { email: EMAIL.toLowerCase(), name: 'Amara Okafor' },
    },
  });
  await app.inject({ method: 'POST', url: '/api/recommendations', payload: { sessionId: profileId } });
  const tracked = await app.inject({
    method: 'POST',
    url: '/api/recommendation-analytics',
    payload: {
      sessionId: profileId,
      recommendationId: '',
      timestamp: new Date().toISOString(),
      action: 'contacted',
    },
  });
  expect(tracked.statusCode).toBe(201);
  const contact = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'idempotency-key': `privacy-${randomUUID()}` },
    payload: { ...validLead, email: EMAIL, phone: PHONE, chatSessionId: sessions.visitorEmail },
  });
  expect(contact.statusCode).toBe(201);
  await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: EMAIL, consent: true } });
  const { rows: lead } = await sql.query<{ id: string }>(
    'select id from lead where contact_request_id = $1',
    [contact.json().id],
  );
  const moved = await call('staff.leads.setStatus', { id: lead[0]?.id, status: 'contacted' });
  expect(moved.statusCode).toBe(200);
  // Someone else, who must be left alone.
  await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, email: OTHER_EMAIL, phone: '647-555-0123' },
  });
  const otherChat = await chat('Call me on 416-555-0178 please');
  const { rows: details } = await sql.query(
    'select visitor_email, visitor_phone from chat_session where id in ($1, $2) order by id',
    [sessions.emailInText, sessions.phoneInText],
  );
  expect(JSON.stringify(details)).not.toMatch(/amara|0177/i);
  return { sessions, profileId, contactId: contact.json().id as string, otherChat };
}

/** Every row of every table of ours, as text, that holds `needle` (case-insensitive), or its digits. */
async function rowsMentioning(needle: string, digits = false): Promise<string[]> {
  const { rows: tables } = await sql.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql.query(
      digits
        ? `select t::text as row from "${table_name}" t where strpos(regexp_replace(t::text, '[^0-9]', '', 'g'), $1) > 0`
        : `select t::text as row from "${table_name}" t where strpos(lower(t::text), lower($1)) > 0`,
      [needle],
    );
    for (const row of rows) found.push(`${table_name}: ${row.row}`);
  }
  return found;
}

const call = (path: string, input: object, headers = admin.headers, method: 'GET' | 'POST' = 'POST') =>
  method === 'GET'
    ? app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers })
    : app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input });

/** What an admin's privacy call answers, once it answered 200. */
async function adminData(path: string, input: object, method: 'GET' | 'POST' = 'POST') {
  const response = await call(path, input, admin.headers, method);
  expect(response.statusCode).toBe(200);
  return response.json().result.data;
}

describe('privacy requests', () => {
  it('find by email or phone, export every table and delete everything, leaving no row with either', async () => {
    const stored = await storeEverything();
    expect((await rowsMentioning(EMAIL)).length).toBeGreaterThanOrEqual(5);
    expect((await rowsMentioning(PHONE_DIGITS, true)).length).toBeGreaterThanOrEqual(3);

    // By email only: the chat with it as visitor details (and the contact request that followed it), the chat
    // with it in the transcript, the profile, the signup.
    expect(await adminData('staff.privacy.find', { email: EMAIL.toUpperCase() }, 'GET')).toMatchObject({
      contactRequests: 1,
      chatSessions: 2,
      visitorProfiles: 1,
      newsletterSubscriptions: 1,
    });
    // By phone only, typed another way: the contact request (and the chat it followed), the chat where the phone
    // was the only detail, the chat with it in the transcript; never the number one digit off.
    expect(await adminData('staff.privacy.find', { phone: '+1 (416) 555 0177' }, 'GET')).toMatchObject({
      contactRequests: 1,
      chatSessions: 3,
      visitorProfiles: 0,
      newsletterSubscriptions: 0,
    });

    const data = await adminData('staff.privacy.export', { email: EMAIL, phone: PHONE });
    expect(data.email).toBe(EMAIL.toLowerCase());
    expect(data.phone).toBe('+14165550177');
    expect(data.contactRequests[0]).toMatchObject({ email: EMAIL, company: validLead.company });
    expect(data.chatSessions.map((session: { id: string }) => session.id).sort()).toEqual(
      Object.values(stored.sessions).sort(),
    );
    const firstChat = data.chatSessions.find(
      (session: { id: string }) => session.id === stored.sessions.visitorEmail,
    );
    expect(firstChat.messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(
      data.chatSessions.some((session: { qualityChanges: unknown[] }) => session.qualityChanges.length > 0),
    ).toBe(true);
    expect(data.visitorProfiles[0].recommendations).toHaveLength(1);
    expect(data.visitorProfiles[0].recommendationEvents).toHaveLength(1);
    expect(data.newsletterSubscriptions[0].email).toBe(EMAIL.toLowerCase());
    expect(
      data.newsletterSubscriptions[0].consentEvents.map((event: { event: string }) => event.event),
    ).toEqual(['requested']);
    expect(data.leads).toHaveLength(6);
    expect(data.leads.flatMap((lead: { statusChanges: unknown[] }) => lead.statusChanges)).toHaveLength(1);
    expect(data.notifications.length).toBeGreaterThanOrEqual(3);
    expect(data.idempotencyRecords).toHaveLength(1);
    expect(JSON.stringify(data.idempotencyRecords[0].response)).toContain(stored.contactId);
    const text = JSON.stringify(data);
    expect(text).not.toContain(OTHER_EMAIL);
    expect(text).not.toContain(stored.otherChat);
    // Every row of any table that names the person, or belongs to a row that does, is in the export.
    for (const [table, column, parent] of [
      ['chat_message', 'id', 'session_id'],
      ['lead_quality_change', 'id', 'session_id'],
      ['recommendation', 'id', 'session_id'],
      ['recommendation_event', 'id', 'session_id'],
      ['newsletter_consent_event', 'id', 'subscription_id'],
      ['lead_status_change', 'id', 'lead_id'],
      ['notification', 'id', 'lead_id'],
    ] as const) {
      const { rows } = await sql.query<{ id: string; parent: string }>(
        `select "${column}"::text as id, "${parent}"::text as parent from "${table}"`,
      );
      for (const row of rows.filter((candidate) => text.includes(candidate.parent))) {
        expect(text, `${table} ${row.id}`).toContain(row.id);
      }
    }

    expect(await adminData('staff.privacy.delete', { email: EMAIL, phone: '(416) 555-0177' })).toMatchObject({
      contactRequests: 1,
      chatSessions: 4,
      leads: 6,
      idempotencyRecords: 1,
      statusChanges: 1,
      consentEvents: 1,
    });
    expect(await rowsMentioning(EMAIL)).toEqual([]);
    expect(await rowsMentioning(PHONE_DIGITS, true)).toEqual([]);
    expect(await rowsMentioning(stored.contactId)).toEqual([]);
    for (const sessionId of [...Object.values(stored.sessions), stored.profileId]) {
      expect(await rowsMentioning(sessionId)).toEqual([]);
    }
    expect(await rowsMentioning('Our server is down')).toEqual([]);
    expect((await rowsMentioning(OTHER_EMAIL)).length).toBeGreaterThan(0);
    expect((await rowsMentioning(stored.otherChat)).length).toBeGreaterThan(0);

    const { rows: audit } = await sql.query(
      'select action, performed_by_id, counts from privacy_audit order by performed_at',
    );
    expect(audit.map((row) => row.action)).toEqual(['export', 'delete']);
    expect(audit.every((row) => row.performed_by_id === admin.id)).toBe(true);
    expect(audit[1].counts).toMatchObject({ contactRequests: 1, chatSessions: 4 });
    expect(JSON.stringify(audit)).not.toMatch(/amara|4165550177|555-0177/i);
    const logged = logLines.filter((line) => /amara|4165550177|555.0177/i.test(line));
    expect(logged).toEqual([]);
  });

  it('finds, exports and deletes a person’s meetings and their outbox rows, even when only the meeting has the address', async () => {
    const MEETING_EMAIL = 'jun.park@harbourlaw.example';
    // A chat that gave only a phone number, and a meeting booked from it with the e-mail: the meeting is the one
    // row that holds the address.
    const sessionId = await chat('Please call me back about our servers', { phone: '(905) 555-0199' });
    const { rows: leads } = await sql.query<{ id: string }>(
      'select id from lead where chat_session_id = $1',
      [sessionId],
    );
    const leadId = leads[0]?.id;
    expect(leadId).toBeTruthy();
    await sql.query(
      `insert into consultant (staff_user_id, bookable, updated_at) values ($1, true, now()) on conflict do nothing`,
      [admin.id],
    );
    const meetingId = randomUUID();
    await sql.query(
      `insert into meeting (id, consultant_staff_user_id, lead_id, starts_at, ends_at, booked_slot, status,
         visitor_name, visitor_email, company, phone, ical_uid, sequence, manage_token_hash, created_at, updated_at)
       values ($1, $2, $3, '2026-12-01T15:00:00Z', '2026-12-01T15:30:00Z', '2026-12-01T15:00:00Z', 'booked',
         'Jun Park', $4, 'Harbour Law LLP', null, $5, 0, $6, now(), now())`,
      [meetingId, admin.id, leadId, MEETING_EMAIL, `${meetingId}@northline-it.example`, 'a'.repeat(64)],
    );
    for (const [kind, recipient] of [
      ['request', 'visitor'],
      ['webhook', 'webhook'],
    ]) {
      await sql.query(
        `insert into meeting_message (id, meeting_id, kind, recipient, event, sequence, status, attempts,
           next_attempt_at, created_at) values ($1, $2, $3, $4, 'meeting.booked', 0, 'pending', 0, now(), now())`,
        [randomUUID(), meetingId, kind, recipient],
      );
    }

    expect(await adminData('staff.privacy.find', { email: MEETING_EMAIL }, 'GET')).toMatchObject({
      meetings: 1,
      meetingMessages: 2,
      leads: 1,
      chatSessions: 1,
    });

    const data = await adminData('staff.privacy.export', { email: MEETING_EMAIL });
    expect(data.meetings).toHaveLength(1);
    expect(data.meetings[0]).toMatchObject({
      id: meetingId,
      visitor_email: MEETING_EMAIL,
      company: 'Harbour Law LLP',
    });
    expect(data.meetings[0].messages.map((message: { kind: string }) => message.kind).sort()).toEqual([
      'request',
      'webhook',
    ]);

    expect(await adminData('staff.privacy.delete', { email: MEETING_EMAIL })).toMatchObject({
      meetings: 1,
      meetingMessages: 2,
      leads: 1,
    });
    expect(await rowsMentioning(MEETING_EMAIL)).toEqual([]);
    expect(await rowsMentioning(meetingId)).toEqual([]);
    expect(await rowsMentioning(sessionId)).toEqual([]);
    expect(await rowsMentioning('9055550199', true)).toEqual([]);
    expect(logLines.filter((line) => /jun\.park|jun park|9055550199/i.test(line))).toEqual([]);
  });

  it('are for admins only: 403 for sales, 401 signed out, 400 for a malformed address or number, or neither', async () => {
    const sales = await signedInStaff(app, 'sales');
    expect((await call('staff.privacy.delete', { email: 'x@example.com' }, sales.headers)).statusCode).toBe(
      403,
    );
    expect((await call('staff.privacy.export', { phone: '416-555-0100' }, sales.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await call('staff.privacy.delete', { email: 'x@example.com' }, { origin: STAFF_ORIGIN })).statusCode,
    ).toBe(401);
    expect((await call('staff.privacy.delete', { email: 'not an address' })).statusCode).toBe(400);
    const neither = await call('staff.privacy.delete', {});
    expect(neither.statusCode).toBe(400);
    expect(neither.body).toContain(PRIVACY_REQUEST_EMPTY);
    for (const phone of ['call me', '12345', '1234567890123456']) {
      const refused = await call('staff.privacy.export', { phone });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.body).toContain(PRIVACY_PHONE_INVALID);
    }
  });
});

describe('matching a person in stored text', () => {
  const keys = personKeys({ email: EMAIL, phone: '416 555 0177' });

  it('reads phone numbers in any format into E.164 (region CA)', () => {
    expect(keys).toEqual({ email: EMAIL.toLowerCase(), phone: '+14165550177', phoneDigits: '4165550177' });
    expect(normalisePhone('+44 20 7946 0958')?.e164).toBe('+442079460958');
    expect(normalisePhone('555')).toBeNull();
    expect(() => personKeys({ phone: '555' })).toThrow(RangeError);
  });

  it('finds the whole address or number in a text, and nothing that only contains it', () => {
    for (const text of [
      `mail ${EMAIL.toUpperCase()}, thanks`,
      `<${EMAIL}>.`,
      `is it ${EMAIL.toLowerCase()}?`,
      'call (416) 555-0177',
      'my cell: +1 416 555 0177.',
      '4165550177',
      '1-416-555-0177 ext. 4',
    ]) {
      expect(textMentions(text, keys), text).toBe(true);
    }
    for (const text of [`x${EMAIL}`, `${EMAIL}.org`, 'call 416-555-0178', '14165550177999']) {
      expect(textMentions(text, keys), text).toBe(false);
    }
  });
});

describe('the nightly purge', () => {
  it('deletes leads and transcripts past the retention, keeps won leads and recent ones, and spam after 30 days', async () => {
    await sql.query(
      'delete from contact_request; delete from chat_session; delete from newsletter_subscription',
    );
    const post = (email: string, extra: object = {}) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: { ...validLead, email, ...extra } });
    const old = (await post('old@example.com')).json().id;
    const won = (await post('won@example.com')).json().id;
    const recent = (await post('recent@example.com')).json().id;
    const spam = (await post('spam@example.com', { website: 'x' })).json().id;
    const chatId = createSessionId('chat');
    await app.inject({ method: 'POST', url: '/api/chat', payload: { message: 'Hello', sessionId: chatId } });
    await sql.query(
      `update contact_request set submitted_at = now() - interval '25 months' where id in ($1, $2)`,
      [old, won],
    );
    await sql.query(`update lead set status = 'won' where contact_request_id = $1`, [won]);
    await sql.query(`update contact_request set submitted_at = now() - interval '31 days' where id = $1`, [
      spam,
    ]);
    await sql.query(`update chat_session set updated_at = now() - interval '25 months' where id = $1`, [
      chatId,
    ]);

    const counts = await purgeExpired(app.db.em(), app.retention);
    expect(counts).toMatchObject({ contact_request: 2, chat_session: 1 });
    const { rows } = await sql.query('select email from contact_request order by email');
    expect(rows.map((row) => row.email)).toEqual(['recent@example.com', 'won@example.com']);
    expect(recent).toBeTruthy();
    const { rows: audit } = await sql.query(`select counts from privacy_audit where action = 'purge'`);
    expect(audit).toHaveLength(1);
  });

  it('deletes newsletter signups never confirmed for NEWSLETTER_PENDING_DAYS, never a consent once given', async () => {
    await sql.query('delete from newsletter_subscription');
    const signUp = async (email: string) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload: { email, consent: true },
      });
      expect(answer.statusCode).toBe(201);
      return answer.json().id as string;
    };
    const age = async (id: string, days: number) => {
      await sql.query(
        `update newsletter_subscription set created_at = now() - $2 * interval '1 day' where id = $1`,
        [id, days],
      );
      await sql.query(
        `update newsletter_consent_event set "at" = now() - $2 * interval '1 day' where subscription_id = $1`,
        [id, days],
      );
    };
    const stale = await signUp('stale@example.com');
    const fresh = await signUp('fresh@example.com');
    const askedAgain = await signUp('asked-again@example.com');
    const confirmed = await signUp('confirmed@example.com');
    const cameBack = await signUp('came-back@example.com');
    await age(stale, 31);
    await age(fresh, 29);
    await age(askedAgain, 45);
    await age(confirmed, 31);
    await sql.query(`update newsletter_subscription set status = 'confirmed' where id = $1`, [confirmed]);
    // Asked again today: the period starts anew.
    await signUp('asked-again@example.com');
    // Confirmed and unsubscribed long ago, then pending again: the consent record stays.
    await sql.query(
      `insert into newsletter_consent_event (id, subscription_id, event, "at", consent_text)
       values (gen_random_uuid(), $1, 'confirmed', now() - interval '60 days', 'x'),
              (gen_random_uuid(), $1, 'unsubscribed', now() - interval '50 days', 'x')`,
      [cameBack],
    );
    await age(cameBack, 40);
    expect(app.retention.pendingNewsletterDays).toBe(30);

    const counts = await purgeExpired(app.db.em(), app.retention);
    expect(counts).toMatchObject({ newsletter_subscription: 1 });
    const { rows } = await sql.query('select email, status from newsletter_subscription order by email');
    expect(rows).toEqual([
      { email: 'asked-again@example.com', status: 'pending' },
      { email: 'came-back@example.com', status: 'pending' },
      { email: 'confirmed@example.com', status: 'confirmed' },
      { email: 'fresh@example.com', status: 'pending' },
    ]);
    const { rows: events } = await sql.query(
      'select 1 from newsletter_consent_event where subscription_id = $1',
      [stale],
    );
    expect(events).toEqual([]);
  });

  it('purges the live hand-off’s old typing indicators and lead events, and keeps messages and recent ones', async () => {
    const insert = (type: string, sessionId: string | null, age: string) =>
      sql.query(
        `insert into live_event (session_id, audience, type, payload, created_at)
         values ($1, 'staff', $2, '{}'::jsonb, now() - $3::interval) returning id::text`,
        [sessionId, type, age],
      );
    const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json();
    await app.inject({ method: 'POST', url: '/api/chat', payload: { sessionId, message: 'hello' } });
    const ids: string[] = [];
    for (const [type, session, age] of [
      ['typing', sessionId, '2 hours'],
      ['typing', sessionId, '10 seconds'],
      ['leads', null, '2 days'],
      ['leads', null, '1 hour'],
      ['message', sessionId, '2 days'],
    ] as const) {
      ids.push((await insert(type, session, age)).rows[0].id);
    }
    await purgeExpired(app.db.em(), app.retention);
    const { rows } = await sql.query('select id::text from live_event where id = any($1::bigint[])', [ids]);
    expect(rows.map((row) => row.id).sort()).toEqual([ids[1], ids[3], ids[4]].sort());
  });

  it('runs once across instances: two purgers racing, one does the work; none while another holds the lock', async () => {
    const post = (email: string) =>
      app.inject({ method: 'POST', url: '/api/contact', payload: { ...validLead, email } });
    const ids = [(await post('race-1@example.com')).json().id, (await post('race-2@example.com')).json().id];
    await sql.query(
      `update contact_request set submitted_at = now() - interval '25 months' where id = any($1)`,
      [ids],
    );
    const slot = new Date();
    const { rows: before } = await sql.query(
      `select count(*)::int as n from privacy_audit where action = 'purge'`,
    );

    // Another instance holds the lock: this one gives way at once and deletes nothing.
    const holder = await sqlClient(url);
    await holder.query('select pg_advisory_lock($1)', [PURGE_LOCK_KEY.toString()]);
    expect(await purgeExpired(app.db.em(), app.retention, new Date(), { onceSince: slot })).toBeNull();
    const { rows: kept } = await sql.query('select id from contact_request where id = any($1)', [ids]);
    expect(kept).toHaveLength(2);
    await holder.query('select pg_advisory_unlock($1)', [PURGE_LOCK_KEY.toString()]);
    await holder.end();

    // Two instances' timers fire together: one purges, the other returns null, whichever order they run in.
    const results = await Promise.all([
      purgeExpired(app.db.em(), app.retention, new Date(), { onceSince: slot }),
      purgeExpired(app.db.em(), app.retention, new Date(), { onceSince: slot }),
    ]);
    expect(results.filter((result) => result === null)).toHaveLength(1);
    expect(results.find((result) => result !== null)).toMatchObject({ contact_request: 2 });
    // A third, later the same night, finds the night's purge done.
    expect(await purgeExpired(app.db.em(), app.retention, new Date(), { onceSince: slot })).toBeNull();
    const { rows: after } = await sql.query(
      `select count(*)::int as n from privacy_audit where action = 'purge'`,
    );
    expect(after[0].n - before[0].n).toBe(1);
    const { rows: left } = await sql.query('select id from contact_request where id = any($1)', [ids]);
    expect(left).toEqual([]);
  });

  it('runs at the configured hour (UTC) every night', () => {
    expect(nextPurgeAt(new Date('2026-11-24T07:59:00Z'), 8).toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(nextPurgeAt(new Date('2026-11-24T08:00:00Z'), 8).toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });
});
