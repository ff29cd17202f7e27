/**
 * Privacy requests (PIPEDA 4.9, decision 062): an admin finds, exports and deletes the records *of* a person, matched
 * by their own e-mail and phone fields (the phone in any format), with every row under them (the live event log,
 * owners, unanswered questions included); never another person's record that only mentions them, which is listed
 * for staff to redact by hand. The deletion removes exactly what the export lists, and the audit entry keeps no
 * personal data. The nightly purge applies the privacy policy's retention (24 months after the last contact unless
 * won; spam after 30 days; unconfirmed newsletter signups after 30 days), once across instances.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { createSessionId, PRIVACY_PHONE_INVALID, PRIVACY_REQUEST_EMPTY } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { appendEvent } from '../src/events/log.ts';
import {
  deletePersonalData,
  emailMatches,
  MENTION_GONE_MESSAGE,
  MENTION_REDACTED_MESSAGE,
  nextPurgeAt,
  normalisePhone,
  PRIVACY_COVERAGE,
  PRIVACY_NOT_COVERED,
  PURGE_LOCK_KEY,
  personKeys,
  phoneMatches,
  purgeExpired,
  REDACTED,
  redactText,
  textMentions,
} from '../src/privacy/privacy.ts';
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

/** Used by the text-matching tests. */
const EMAIL = 'Amara.Okafor@Clinic.example';

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

/** Sends the contact form and answers the contact request's id and its lead's. */
async function contact(fields: Record<string, unknown>, headers: Record<string, string> = {}) {
  const sent = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers,
    payload: { ...validLead, ...fields },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const id = sent.json().id as string;
  const { rows } = await sql.query<{ id: string }>('select id from lead where contact_request_id = $1', [id]);
  return { id, leadId: rows[0]?.id as string };
}

/** The lead of a chat (a chat with the visitor's details becomes one). */
async function chatLead(sessionId: string): Promise<string> {
  const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
    sessionId,
  ]);
  expect(rows[0]?.id, 'the chat is a lead').toBeTruthy();
  return rows[0]?.id as string;
}

/** Books a meeting on a lead, straight into `meeting` with one outbox row, and answers its id. */
async function meetingOn(leadId: string, visitor: { email: string; phone: string | null; name: string }) {
  await sql.query(
    `insert into consultant (staff_user_id, bookable, updated_at) values ($1, true, now()) on conflict do nothing`,
    [admin.id],
  );
  const meetingId = randomUUID();
  const starts = new Date(Date.UTC(2026, 11, 1, 15) + Math.floor(Math.random() * 1000) * 3_600_000);
  await sql.query(
    `insert into meeting (id, consultant_staff_user_id, lead_id, starts_at, ends_at, booked_slot, status,
       visitor_name, visitor_email, company, phone, ical_uid, sequence, manage_token_hash, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $4, 'booked', $6, $7, 'Harbour Law LLP', $8, $9, 0, $10, now(), now())`,
    [
      meetingId,
      admin.id,
      leadId,
      starts,
      new Date(starts.getTime() + 30 * 60_000),
      visitor.name,
      visitor.email,
      visitor.phone,
      `${meetingId}@northline-it.example`,
      'a'.repeat(64),
    ],
  );
  await sql.query(
    `insert into delivery (id, meeting_id, channel, topic, sequence, urgent, status, attempts,
       next_attempt_at, created_at) values ($1, $2, 'webhook', 'meeting.booked', 0, true, 'pending', 0, now(), now())`,
    [randomUUID(), meetingId],
  );
  return meetingId;
}

/** Every row of every table of ours, as text, that holds `needle` (case-insensitive), or its digits. */
async function rowsMentioning(needle: string, digits = false): Promise<string[]> {
  const found: string[] = [];
  for (const table_name of await tableNames()) {
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

async function tableNames(): Promise<string[]> {
  const { rows } = await sql.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'mikro_orm%' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

/** The number of rows of every table. */
async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames()) {
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    counts[table] = rows[0]?.n ?? 0;
  }
  return counts;
}

const call = (path: string, input: object, headers = admin.headers, method: 'GET' | 'POST' = 'POST') =>
  method === 'GET'
    ? app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers })
    : app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input });

/** What an admin's privacy call answers, once it answered 200. */
async function adminData(path: string, input: object, method: 'GET' | 'POST' = 'POST') {
  const response = await call(path, input, admin.headers, method);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data;
}

type Row = Record<string, unknown>;

/** The export's rows, by the table they come from. */
function exportedRows(data: Record<string, unknown>) {
  const of = (rows: unknown) => (rows ?? []) as Row[];
  const nested = (owners: Row[], key: string) => owners.flatMap((owner) => of(owner[key]));
  const sessions = of(data.chatSessions);
  const profiles = of(data.visitorProfiles);
  const subscriptions = of(data.newsletterSubscriptions);
  const leads = of(data.leads);
  const meetings = of(data.meetings);
  const questions = of(data.unansweredQuestions);
  return {
    contact_request: of(data.contactRequests),
    chat_session: sessions,
    chat_message: nested(sessions, 'messages'),
    domain_event: [
      ...nested(sessions, 'qualityChanges'),
      ...nested(sessions, 'liveEvents'),
      ...nested(leads, 'statusChanges'),
      ...nested(leads, 'assignments'),
      ...nested(leads, 'events'),
    ],
    // The history the log keeps under its own headings.
    quality_changes: nested(sessions, 'qualityChanges'),
    status_changes: nested(leads, 'statusChanges'),
    assignments: nested(leads, 'assignments'),
    visitor_profile: profiles,
    recommendation: nested(profiles, 'recommendations'),
    recommendation_event: nested(profiles, 'recommendationEvents'),
    newsletter_subscription: subscriptions,
    newsletter_consent_event: nested(subscriptions, 'consentEvents'),
    lead: leads,
    lead_note: nested(leads, 'notes'),
    delivery: [...of(data.notifications), ...nested(meetings, 'messages')],
    meeting: meetings,
    unanswered_question: questions,
    unanswered_question_ask: nested(questions, 'asks'),
    idempotency_record: of(data.idempotencyRecords),
  };
}

/** Person B, who asks: their own records write the number in four formats. */
const B = {
  email: 'Bea.Nowak@Harbour.example',
  name: 'Bea Nowak',
  phoneOnForm: '416.555.0199',
  phoneInChat: '(416) 555-0199',
  phoneAlone: '+1 416 555 0199',
  phoneOnMeeting: '4165550199',
  digits: '4165550199',
};
/** Person A, whose records only mention B. */
const A = { email: 'arjun.mehta@clinic.example', phone: '647-555-0123', message: 'Our printer is broken' };
/** A's staff note: B's number in another format than any of B's own records. */
const A_NOTE = 'Spoke with a colleague, Bea, on +1 (416) 555-0199 about this account.';

/**
 * Stores person B in every table that can hold them, typing the phone differently each time: a chat with their
 * e-mail and phone as visitor details, a chat with only the phone (an unanswered question, a hand-off: live events),
 * a chat without details from which they sent the contact form (with an idempotency key), a second contact request
 * from a chat A also sent a form from, a visitor profile with a recommendation and its analytics event, a newsletter
 * signup, a meeting, a status change and a reassignment. Person A gets a chat (one message names B's e-mail), a lead
 * with a staff note naming B's number, and a contact request from the shared chat; an unanswered question whose
 * wording kept B's e-mail (asked in A's chat) stands for a redaction that missed.
 */
async function storeBAndA() {
  const sales = await signedInStaff(app, 'sales');
  const b = {
    chat: await chat('Our server is down', { email: B.email, phone: B.phoneInChat }),
    phoneChat: await chat('Tell me a joke about penguins', { phone: B.phoneAlone }),
    anonymousChat: await chat('Do you look after law offices?'),
  };
  const handoff = await app.inject({ method: 'POST', url: `/api/chat/${b.phoneChat}/handoff`, payload: {} });
  expect(handoff.statusCode, handoff.body).toBe(200);
  const bContact = await contact(
    { email: B.email, phone: B.phoneOnForm, chatSessionId: b.anonymousChat, message: 'Please call me' },
    { 'idempotency-key': `privacy-${randomUUID()}` },
  );
  const shared = await chat('Hello there');
  const bSecondContact = await contact({
    email: B.email.toLowerCase(),
    phone: '905-555-0110',
    chatSessionId: shared,
  });
  const moved = await call('staff.leads.setStatus', { id: bContact.leadId, status: 'contacted' });
  expect(moved.statusCode).toBe(200);
  await app.desk.idle();
  const { rows: owner } = await sql.query('select owner_id from lead where id = $1', [bContact.leadId]);
  const other = owner[0]?.owner_id === sales.id ? await signedInStaff(app, 'sales') : sales;
  const reassigned = await call('staff.leads.reassign', { id: bContact.leadId, ownerId: other.id });
  expect(reassigned.statusCode, reassigned.body).toBe(200);
  const profileId = createSessionId('test-session');
  const saved = await app.inject({
    method: 'POST',
    url: '/api/visitor-profile',
    payload: {
      sessionId: profileId,
      industry: 'healthcare',
      companySize: '11-50',
      currentChallenges: ['security-threats'],
      budget: '15k-50k',
      timeline: '1-3-months',
      contactInfo: { email: B.email, name: B.name },
    },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
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
  await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: B.email, consent: true } });
  const bMeeting = await meetingOn(bContact.leadId, {
    email: B.email,
    phone: B.phoneOnMeeting,
    name: B.name,
  });

  const aChat = await chat([A.message, `My colleague is at ${B.email.toLowerCase()}`], {
    email: A.email,
    phone: A.phone,
  });
  const aChatLead = await chatLead(aChat);
  const noted = await call('staff.leads.addNote', { id: aChatLead, body: A_NOTE });
  expect(noted.statusCode, noted.body).toBe(200);
  const aContact = await contact({ email: A.email, phone: A.phone, chatSessionId: shared });
  const missedRedaction = randomUUID();
  await sql.query(
    `insert into unanswered_question (id, normalised, question, reason, times_asked, first_asked_at, last_asked_at)
     values ($1, $2, $3, 'no-answer', 1, now(), now())`,
    [missedRedaction, `can you email ${randomUUID()}`, `Can you email ${B.email.toLowerCase()} the answer?`],
  );
  await sql.query(
    `insert into unanswered_question_ask (question_id, session_id, times_asked, last_asked_at) values ($1, $2, 1, now())`,
    [missedRedaction, aChat],
  );
  // Every lead's assignment is done before anything is counted.
  await app.desk.idle();
  const { rows: details } = await sql.query('select visitor_email from chat_session where id = $1', [aChat]);
  expect(details[0].visitor_email).toBe(A.email);
  return {
    b,
    bContact,
    bSecondContact,
    bMeeting,
    profileId,
    shared,
    aChat,
    aChatLead,
    aContact,
    missedRedaction,
  };
}

describe('privacy requests', () => {
  it('find, export and delete the records of B only: A’s note naming B’s number is a mention, and A keeps everything', async () => {
    const stored = await storeBAndA();
    const { b } = stored;
    const { rows: asked } = await sql.query<{ question_id: string }>(
      'select distinct question_id from unanswered_question_ask where session_id = any($1) order by question_id',
      [Object.values(b)],
    );
    const askedByB = asked.map((row) => row.question_id);
    const { rows: penguins } = await sql.query(
      `select 1 from unanswered_question_ask k join unanswered_question q on q.id = k.question_id
        where k.session_id = $1 and q.question = 'Tell me a joke about penguins'`,
      [b.phoneChat],
    );
    expect(penguins).toHaveLength(1);
    const { rows: bLeadRows } = await sql.query<{ id: string }>(
      `select id from lead where contact_request_id in ($1, $2) or chat_session_id in ($3, $4, $5)
        or newsletter_subscription_id in (select id from newsletter_subscription where email = $6)`,
      [
        stored.bContact.id,
        stored.bSecondContact.id,
        b.chat,
        b.phoneChat,
        b.anonymousChat,
        B.email.toLowerCase(),
      ],
    );
    const bLeads = bLeadRows.map((row) => row.id).sort();

    // By the number alone, typed in yet another way: every record of B's whose own phone is that number.
    const byPhone = await adminData('staff.privacy.find', { phone: '416 555 0199' }, 'GET');
    expect(byPhone.counts).toMatchObject({
      contactRequests: 1,
      chatSessions: 3,
      meetings: 1,
      visitorProfiles: 0,
    });
    // By the address alone (in other case): the records with it, and the chat without details B sent a form from.
    const byEmail = await adminData('staff.privacy.find', { email: B.email.toUpperCase() }, 'GET');
    expect(byEmail.counts).toMatchObject({
      contactRequests: 2,
      chatSessions: 2,
      visitorProfiles: 1,
      newsletterSubscriptions: 1,
      meetings: 1,
    });

    const found = await adminData('staff.privacy.find', { email: B.email, phone: B.phoneOnForm }, 'GET');
    expect(found.counts).toMatchObject({
      contactRequests: 2,
      chatSessions: 3,
      visitorProfiles: 1,
      newsletterSubscriptions: 1,
      leads: bLeads.length,
      meetings: 1,
      meetingMessages: 1,
      unansweredQuestions: askedByB.length,
      statusChanges: 1,
    });
    expect(found.counts.liveEvents).toBeGreaterThan(0);
    expect(found.counts.leadAssignments).toBeGreaterThan(0);
    // A's note, A's chat message and the question asked in A's chat: mentions, by id, lead and date only.
    const mentions = found.mentions as { kind: string; id: string; leadId: string | null; at: string }[];
    const { rows: aNote } = await sql.query('select id from lead_note where lead_id = $1', [
      stored.aChatLead,
    ]);
    const { rows: aMessage } = await sql.query(
      `select id from chat_message where session_id = $1 and content like 'My colleague%'`,
      [stored.aChat],
    );
    expect(mentions).toEqual(
      expect.arrayContaining([
        { kind: 'lead-note', id: aNote[0].id, leadId: stored.aChatLead, at: expect.any(String) },
        { kind: 'chat-message', id: aMessage[0].id, leadId: stored.aChatLead, at: expect.any(String) },
        { kind: 'unanswered-question', id: stored.missedRedaction, leadId: null, at: expect.any(String) },
      ]),
    );
    expect(mentions.every((mention) => Object.keys(mention).sort().join() === 'at,id,kind,leadId')).toBe(
      true,
    );
    const mentionText = JSON.stringify(mentions);
    for (const detail of [A.email, A.message, A_NOTE, stored.aChat, '555-0199', B.email.toLowerCase()]) {
      expect(mentionText).not.toContain(detail);
    }

    const data = await adminData('staff.privacy.export', { email: B.email, phone: B.phoneOnForm });
    expect(data.email).toBe(B.email.toLowerCase());
    expect(data.phone).toBe('+14165550199');
    expect(data).not.toHaveProperty('mentions');
    const rows = exportedRows(data);
    expect(rows.lead.map((lead) => lead.id).sort()).toEqual(bLeads);
    expect(rows.chat_session.map((session) => session.id).sort()).toEqual(Object.values(b).sort());
    expect(rows.contact_request.map((request) => request.id).sort()).toEqual(
      [stored.bContact.id, stored.bSecondContact.id].sort(),
    );
    expect(rows.meeting.map((meeting) => meeting.id)).toEqual([stored.bMeeting]);
    // The live event log of B's chats (the hand-off) and the lead's owners are in it.
    expect(rows.domain_event.map((event) => event.type)).toContain('conversation.handoff');
    expect(
      rows.assignments.some(
        (assignment) => (assignment.payload as { reason?: string } | undefined)?.reason === 'reassigned',
      ),
    ).toBe(true);
    expect(rows.unanswered_question.map((question) => question.id).sort()).toEqual(askedByB);
    expect(rows.unanswered_question_ask).toHaveLength(askedByB.length);
    expect(rows.recommendation).toHaveLength(1);
    expect(rows.recommendation_event).toHaveLength(1);
    expect(rows.newsletter_consent_event.map((event) => event.event)).toEqual(['requested']);
    expect(rows.idempotency_record).toHaveLength(1);
    expect(JSON.stringify(rows.idempotency_record[0]?.response)).toContain(stored.bContact.id);
    // Nothing of A's: not their address, number, message, note, chats or leads. (B's second request names the
    // chat it was sent from, which A sent a request from too: that chat is in neither person's export.)
    const text = JSON.stringify(data);
    for (const detail of [
      A.email,
      A.phone,
      A.message,
      A_NOTE,
      stored.aChat,
      stored.aChatLead,
      stored.aContact.id,
    ]) {
      expect(text).not.toContain(detail);
    }
    expect(text).not.toContain(stored.missedRedaction);
    // Every row in the database under one of B's exported records is in the export.
    const ids = (owners: Row[], key = 'id') => owners.map((owner) => String(owner[key]));
    const sessionIds = ids(rows.chat_session);
    const profileIds = ids(rows.visitor_profile, 'session_id');
    for (const [table, parent, owners] of [
      ['chat_message', 'session_id', sessionIds],
      ['unanswered_question_ask', 'session_id', sessionIds],
      ['recommendation', 'session_id', profileIds],
      ['recommendation_event', 'session_id', profileIds],
      ['newsletter_consent_event', 'subscription_id', ids(rows.newsletter_subscription)],
      ['lead_note', 'lead_id', ids(rows.lead)],
      ['meeting', 'lead_id', ids(rows.lead)],
    ] as const) {
      const { rows: owned } = await sql.query<{ n: number }>(
        `select count(*)::int as n from "${table}" where "${parent}"::text = any($1)`,
        [owners],
      );
      const listed: Record<string, Row[]> = rows;
      expect(listed[table]?.length, table).toBe(owned[0]?.n);
    }
    // An event of the log belongs to a chat, or (belonging to none) to a lead.
    const { rows: events } = await sql.query<{ n: number }>(
      `select count(*)::int as n from domain_event
        where session_id::text = any($1) or (session_id is null and lead_id::text = any($2))`,
      [sessionIds, ids(rows.lead)],
    );
    expect(rows.domain_event.length, 'domain_event').toBe(events[0]?.n);
    expect(rows.domain_event.some((event) => event.session_id === null)).toBe(true);
    // The history under its headings: a chat's quality changes, a lead's status changes and owners.
    for (const [heading, types, where, owners] of [
      ['quality_changes', ['lead.quality_changed'], 'session_id::text = any($2)', sessionIds],
      [
        'status_changes',
        ['lead.status_changed'],
        'session_id is null and lead_id::text = any($2)',
        ids(rows.lead),
      ],
      [
        'assignments',
        ['lead.assigned', 'lead.unassigned'],
        'session_id is null and lead_id::text = any($2)',
        ids(rows.lead),
      ],
    ] as const) {
      const { rows: history } = await sql.query<{ n: number }>(
        `select count(*)::int as n from domain_event where type = any($1) and ${where}`,
        [types, owners],
      );
      const listed: Record<string, Row[]> = rows;
      expect(listed[heading]?.length, heading).toBe(history[0]?.n);
      expect(
        listed[heading]?.every((event) => (types as readonly string[]).includes(String(event.type))),
      ).toBe(true);
    }
    // A delivery belongs to a lead or to a meeting.
    const { rows: deliveries } = await sql.query<{ n: number }>(
      'select count(*)::int as n from delivery where lead_id::text = any($1) or meeting_id::text = any($2)',
      [ids(rows.lead), ids(rows.meeting)],
    );
    expect(rows.delivery?.length, 'delivery').toBe(deliveries[0]?.n);

    // The deletion removes exactly the rows the export lists, table by table, and nothing else.
    const before = await rowCounts();
    const deleted = await adminData('staff.privacy.delete', { email: B.email, phone: B.phoneAlone });
    expect(deleted).toEqual(found.counts);
    const after = await rowCounts();
    const listed: Record<string, Row[]> = rows;
    for (const [table, count] of Object.entries(before)) {
      const expected = table === 'privacy_audit' ? -1 : (listed[table]?.length ?? 0);
      expect(count - (after[table] ?? 0), table).toBe(expected);
    }
    // A keeps the chat, its lead, the note, the contact request and the shared chat.
    const { rows: kept } = await sql.query(
      `select (select count(*)::int from chat_session where id in ($1, $2)) as chats,
         (select count(*)::int from lead where id in ($3, $4)) as leads,
         (select count(*)::int from lead_note where lead_id = $3 and body = $5) as notes,
         (select count(*)::int from chat_message where session_id = $1 and role = 'user') as messages,
         (select count(*)::int from contact_request where id = $6) as requests`,
      [stored.aChat, stored.shared, stored.aChatLead, stored.aContact.leadId, A_NOTE, stored.aContact.id],
    );
    expect(kept[0]).toEqual({ chats: 2, leads: 2, notes: 1, messages: 2, requests: 1 });
    // What still names B is exactly what the find listed as mentions: A's note, A's chat (its messages and live
    // events), the question asked in A's chat.
    const kinds: Record<string, string> = {
      lead_note: 'lead-note',
      chat_message: 'chat-message',
      domain_event: 'live-event',
      contact_request: 'contact-message',
      unanswered_question: 'unanswered-question',
    };
    const left: string[] = [];
    for (const table of await tableNames()) {
      const { rows: naming } = await sql.query<{ row: string }>(
        `select t::text as row from "${table}" t where strpos(lower(t::text), lower($1)) > 0
          or strpos(regexp_replace(t::text, '[^0-9]', '', 'g'), $2) > 0`,
        [B.email, B.digits],
      );
      if (naming.length === 0) continue;
      expect(kinds, table).toHaveProperty(table);
      const { rows: named } = await sql.query<{ id: string }>(
        `select t.id::text as id from "${table}" t where strpos(lower(t::text), lower($1)) > 0
          or strpos(regexp_replace(t::text, '[^0-9]', '', 'g'), $2) > 0`,
        [B.email, B.digits],
      );
      left.push(...named.map((row) => `${kinds[table]} ${row.id}`));
    }
    expect(left.sort()).toEqual(mentions.map((mention) => `${mention.kind} ${mention.id}`).sort());
    for (const id of [...Object.values(b), stored.profileId, stored.bContact.id, stored.bMeeting]) {
      expect(await rowsMentioning(id)).toEqual([]);
    }
    // B asked again finds nothing of theirs; the mentions are still listed.
    const again = await adminData('staff.privacy.find', { email: B.email, phone: B.phoneOnForm }, 'GET');
    expect(Object.values(again.counts).every((count) => count === 0)).toBe(true);
    expect(again.mentions.length).toBe(mentions.length);

    const { rows: audit } = await sql.query(
      `select action, performed_by_id, counts from privacy_audit where action in ('export', 'delete') order by performed_at`,
    );
    expect(audit.map((row) => row.action)).toEqual(['export', 'delete']);
    expect(audit.every((row) => row.performed_by_id === admin.id)).toBe(true);
    expect(audit[1].counts).toEqual(found.counts);
    // Whole words: a request id or a digest is hex, and 'bea' is three hex digits.
    const personal = /\bbea\b|nowak|4165550199|555.0199|\barjun\b/i;
    expect(JSON.stringify(audit)).not.toMatch(personal);
    expect(logLines.filter((line) => personal.test(line))).toEqual([]);
  });

  it('find a meeting by its own e-mail; the lead it was booked on joins only when its chat names no one else', async () => {
    const JUN = 'jun.park@harbourlaw.example';
    // A chat that gave only a phone number, and a meeting booked from it with an e-mail.
    const sessionId = await chat('Please call me back about our servers', { phone: '(905) 555-0199' });
    const leadId = await chatLead(sessionId);
    const meetingId = await meetingOn(leadId, { email: JUN, phone: null, name: 'Jun Park' });

    // By the address alone the chat's number is someone else's for all we know: the meeting only.
    expect((await adminData('staff.privacy.find', { email: JUN }, 'GET')).counts).toMatchObject({
      meetings: 1,
      meetingMessages: 1,
      leads: 0,
      chatSessions: 0,
    });
    // With the number too, the chat is theirs, its lead, and the lead's meeting.
    const both = { email: JUN, phone: '905 555 0199' };
    expect((await adminData('staff.privacy.find', both, 'GET')).counts).toMatchObject({
      meetings: 1,
      meetingMessages: 1,
      leads: 1,
      chatSessions: 1,
    });
    const data = await adminData('staff.privacy.export', both);
    expect(data.meetings).toHaveLength(1);
    expect(data.meetings[0]).toMatchObject({ id: meetingId, visitor_email: JUN, company: 'Harbour Law LLP' });
    expect(data.meetings[0].messages.map((message: { channel: string }) => message.channel)).toEqual([
      'webhook',
    ]);
    expect(await adminData('staff.privacy.delete', both)).toMatchObject({ meetings: 1, leads: 1 });
    expect(await rowsMentioning(JUN)).toEqual([]);
    expect(await rowsMentioning(meetingId)).toEqual([]);
    expect(await rowsMentioning(sessionId)).toEqual([]);
    expect(await rowsMentioning('9055550199', true)).toEqual([]);
    expect(logLines.filter((line) => /jun\.park|jun park|9055550199/i.test(line))).toEqual([]);
  });

  it('a meeting booked on someone else’s lead for another address: deleting that address leaves the lead and its chat', async () => {
    const OWNER = 'li.wei@dentalgroup.example';
    const STRANGER = 'not.the.booker@elsewhere.example';
    const sessionId = await chat('Can we book an assessment?', { email: OWNER });
    const leadId = await chatLead(sessionId);
    const meetingId = await meetingOn(leadId, { email: STRANGER, phone: null, name: 'Someone Else' });

    expect((await adminData('staff.privacy.find', { email: STRANGER }, 'GET')).counts).toMatchObject({
      meetings: 1,
      leads: 0,
      chatSessions: 0,
    });
    const strangers = await adminData('staff.privacy.export', { email: STRANGER });
    expect(JSON.stringify(strangers)).not.toContain(OWNER);
    expect(await adminData('staff.privacy.delete', { email: STRANGER })).toMatchObject({
      meetings: 1,
      leads: 0,
    });
    const { rows } = await sql.query(
      `select (select count(*)::int from meeting where id = $1) as meetings,
         (select count(*)::int from lead where id = $2) as leads,
         (select count(*)::int from chat_session where id = $3) as chats`,
      [meetingId, leadId, sessionId],
    );
    expect(rows[0]).toEqual({ meetings: 0, leads: 1, chats: 1 });
  });

  it('delete an unanswered question only they asked, and count down one others asked too', async () => {
    const DANA = 'dana.r@clinicgroup.example';
    const JOKE = 'Tell me a joke about penguins';
    const POEM = 'Can you write me a poem about spring?';
    const theirs = await chat([JOKE, POEM], { email: DANA });
    const someoneElses = await chat(JOKE);
    const group = async (question: string) =>
      (
        await sql.query<{ id: string; times_asked: number }>(
          'select id, times_asked from unanswered_question where question = $1',
          [question],
        )
      ).rows[0];
    const joke = await group(JOKE);
    expect(await group(POEM)).toMatchObject({ times_asked: 1 });
    expect((await adminData('staff.privacy.find', { email: DANA }, 'GET')).counts.unansweredQuestions).toBe(
      2,
    );

    await adminData('staff.privacy.delete', { email: DANA });
    expect(await group(POEM)).toBeUndefined();
    expect(await group(JOKE)).toEqual({ id: joke?.id, times_asked: (joke?.times_asked ?? 0) - 1 });
    const { rows: asks } = await sql.query(
      'select session_id from unanswered_question_ask where question_id = $1',
      [joke?.id],
    );
    expect(asks).toEqual([{ session_id: someoneElses }]);
    expect(await rowsMentioning(theirs)).toEqual([]);
  });

  it('delete a message written while the deletion runs with the rest, export and deletion agreeing', async () => {
    const CHEN = 'chen.li@maplelaw.example';
    const sessionId = await chat('Our backups failed last night', { email: CHEN });
    const { rows: before } = await sql.query(
      'select count(*)::int as n from chat_message where session_id = $1',
      [sessionId],
    );
    // A chat turn's message, not yet committed when the deletion starts.
    const writer = await sqlClient(url);
    await writer.query('begin');
    await writer.query(
      `insert into chat_message (id, session_id, position, role, content, created_at)
       values ($1, $2, 99, 'user', 'Sent while the deletion runs', now())`,
      [randomUUID(), sessionId],
    );
    const deletion = Promise.resolve(call('staff.privacy.delete', { email: CHEN }));
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database()
            and wait_event_type = 'Lock'`,
        );
        expect(rows[0].n).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    await writer.query('commit');
    await writer.end();
    const response = await deletion;
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.data.chatMessages).toBe(before[0].n + 1);
    expect(await rowsMentioning(sessionId)).toEqual([]);
  });

  it('cover every table with a lead, session, e-mail or phone column, and every table a deletion cascades to', async () => {
    const { rows: columns } = await sql.query<{ table_name: string; column_name: string }>(
      `select table_name, column_name from information_schema.columns where table_schema = 'public'
        and (column_name ~ '(^|_)(email|phone)$' or column_name in ('lead_id', 'session_id', 'chat_session_id',
          'contact_request_id', 'newsletter_subscription_id', 'subscription_id', 'meeting_id', 'question_id'))
        order by table_name, column_name`,
    );
    expect(columns.length).toBeGreaterThan(20);
    const uncovered = columns.filter(
      (column) =>
        !PRIVACY_COVERAGE[column.table_name]?.includes(column.column_name) &&
        !(column.table_name in PRIVACY_NOT_COVERED),
    );
    expect(uncovered).toEqual([]);
    // A row the deletion of a covered table would take with it must be listed too.
    const { rows: cascades } = await sql.query<{ child: string; parent: string }>(
      `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent from pg_constraint c
        where c.contype = 'f' and c.confdeltype = 'c' and c.connamespace = 'public'::regnamespace`,
    );
    const untaken = cascades.filter((fk) => fk.parent in PRIVACY_COVERAGE && !(fk.child in PRIVACY_COVERAGE));
    expect(untaken).toEqual([]);
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

describe('redacting a mention', () => {
  // One set of records for the three tests: the chat rate limit of the test app counts every chat message.
  let stored: Awaited<ReturnType<typeof storeBAndA>>;
  beforeAll(async () => {
    stored = await storeBAndA();
  });

  /** A new note on A's chat lead naming B's number (A_NOTE), as staff write it: its id. */
  async function noteOnA(): Promise<string> {
    const noted = await call('staff.leads.addNote', { id: stored.aChatLead, body: A_NOTE });
    expect(noted.statusCode, noted.body).toBe(200);
    return noted.json().result.data.id as string;
  }

  /** Every row of A's records, as text: what a redaction of one of A's texts leaves alone. */
  async function rowsOfA(except: string) {
    const { rows } = await sql.query<{ row: string }>(
      `select t::text as row from chat_message t where session_id = $1 and id::text <> $4
       union all select t::text from chat_session t where id = $1
       union all select t::text from lead t where id = $2
       union all select t::text from lead_note t where lead_id = $2 and id::text <> $4
       union all select t::text from contact_request t where id = $3
       union all select t::text from domain_event t where session_id = $1
       order by 1`,
      [stored.aChat, stored.aChatLead, stored.aContact.id, except],
    );
    return rows.map((row) => row.row);
  }

  it('replaces B’s number in A’s note and B’s address in A’s message, nothing else; once; audited without personal data', async () => {
    const person = { email: B.email, phone: B.phoneOnForm };
    const noteId = await noteOnA();
    const found = await adminData('staff.privacy.find', person, 'GET');
    expect(found.mentions.map((mention: { id: string }) => mention.id)).toContain(noteId);
    const aBefore = await rowsOfA(noteId);
    const notesBefore = (await rowCounts()).lead_note;
    const logStart = logLines.length;

    const redacted = await call('staff.privacy.redactMention', { kind: 'lead-note', id: noteId, ...person });
    expect(redacted.statusCode, redacted.body).toBe(200);
    expect(redacted.json().result.data).toEqual({ redacted: true });
    // The number as A wrote it ("+1 (416) 555-0199") is gone; every other character of the note stays.
    const { rows: after } = await sql.query<{ body: string }>('select body from lead_note where id = $1', [
      noteId,
    ]);
    expect(after[0]?.body).toBe(A_NOTE.replace('+1 (416) 555-0199', REDACTED));
    expect(after[0]?.body).toBe('Spoke with a colleague, Bea, on [redacted] about this account.');
    expect((await rowCounts()).lead_note).toBe(notesBefore);
    expect(await rowsOfA(noteId)).toEqual(aBefore);

    // B's find no longer lists the note; A's message naming B's address still is, and redacts the same way.
    const again = await adminData('staff.privacy.find', person, 'GET');
    const listed = again.mentions.map((mention: { id: string }) => mention.id);
    expect(listed).not.toContain(noteId);
    const { rows: messages } = await sql.query<{ id: string }>(
      `select id from chat_message where session_id = $1 and content like 'My colleague%'`,
      [stored.aChat],
    );
    const messageId = messages[0]?.id as string;
    expect(listed).toContain(messageId);
    const message = await call('staff.privacy.redactMention', {
      kind: 'chat-message',
      id: messageId,
      ...person,
    });
    expect(message.statusCode, message.body).toBe(200);
    const { rows: content } = await sql.query('select content from chat_message where id = $1', [messageId]);
    expect(content[0].content).toBe(`My colleague is at ${REDACTED}`);

    // Already redacted: 409, and nothing is written or audited.
    const twice = await call('staff.privacy.redactMention', { kind: 'lead-note', id: noteId, ...person });
    expect(twice.statusCode).toBe(409);
    expect(twice.body).toContain(MENTION_REDACTED_MESSAGE);

    const { rows: audit } = await sql.query(
      `select action, performed_by_id, counts from privacy_audit where action = 'redact' order by performed_at`,
    );
    expect(audit).toEqual([
      { action: 'redact', performed_by_id: admin.id, counts: { mentions: 1 } },
      { action: 'redact', performed_by_id: admin.id, counts: { mentions: 1 } },
    ]);
    const personal = /\bbea\b|nowak|4165550199|555.0199|\barjun\b|colleague/i;
    expect(JSON.stringify(audit)).not.toMatch(personal);
    const logged = logLines.slice(logStart);
    expect(logged.some((line) => line.includes(noteId))).toBe(true);
    expect(logged.filter((line) => personal.test(line))).toEqual([]);
  });

  it('reads the text under the row’s lock: a change committed while it waits is kept, not written over', async () => {
    const noteId = await noteOnA();
    const writer = await sqlClient(url);
    await writer.query('begin');
    await writer.query(`update lead_note set body = replace(body, 'Bea', 'B.') where id = $1`, [noteId]);
    const redaction = Promise.resolve(
      call('staff.privacy.redactMention', { kind: 'lead-note', id: noteId, phone: B.phoneAlone }),
    );
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query(
          `select count(*)::int as n from pg_stat_activity where datname = current_database()
            and wait_event_type = 'Lock'`,
        );
        expect(rows[0].n).toBeGreaterThan(0);
      },
      { timeout: 10_000, interval: 20 },
    );
    await writer.query('commit');
    await writer.end();
    const response = await redaction;
    expect(response.statusCode, response.body).toBe(200);
    const { rows: after } = await sql.query('select body from lead_note where id = $1', [noteId]);
    expect(after[0].body).toBe('Spoke with a colleague, B., on [redacted] about this account.');
  });

  it('is for admins only, and refuses a row that is gone (404) or an unknown kind (400)', async () => {
    const note = { kind: 'lead-note', id: await noteOnA(), phone: B.phoneInChat };
    const sales = await signedInStaff(app, 'sales');
    expect((await call('staff.privacy.redactMention', note, sales.headers)).statusCode).toBe(403);
    expect((await call('staff.privacy.redactMention', note, { origin: STAFF_ORIGIN })).statusCode).toBe(401);
    const { rows: unchanged } = await sql.query('select body from lead_note where id = $1', [note.id]);
    expect(unchanged[0].body).toBe(A_NOTE);
    const gone = await call('staff.privacy.redactMention', { ...note, id: randomUUID() });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain(MENTION_GONE_MESSAGE);
    expect((await call('staff.privacy.redactMention', { ...note, kind: 'live-event' })).statusCode).toBe(404);
    expect((await call('staff.privacy.redactMention', { ...note, kind: 'staff-user' })).statusCode).toBe(400);
    expect((await call('staff.privacy.redactMention', { kind: 'lead-note', id: note.id })).statusCode).toBe(
      400,
    );
  });
});

describe('matching a person by their own fields', () => {
  const keys = personKeys({ email: ' Bea.Nowak@Harbour.example ', phone: '416.555.0199' });

  it('compares the whole address without regard to case, a +tag included, and the number in E.164', () => {
    expect(emailMatches('bea.nowak@harbour.example', keys)).toBe(true);
    expect(emailMatches(' BEA.NOWAK@HARBOUR.EXAMPLE', keys)).toBe(true);
    for (const other of ['bea.nowak+news@harbour.example', 'xbea.nowak@harbour.example', null, '']) {
      expect(emailMatches(other, keys), String(other)).toBe(false);
    }
    for (const typed of [
      '+1 (416) 555-0199',
      '(416) 555-0199',
      '4165550199',
      '1-416-555-0199',
      '416 555 0199 ext. 12',
    ]) {
      expect(phoneMatches(typed, keys), typed).toBe(true);
    }
    for (const other of ['416-555-0198', '14165550199999', '', null, 'call me']) {
      expect(phoneMatches(other, keys), String(other)).toBe(false);
    }
    expect(phoneMatches('4165550199', personKeys({ email: 'x@example.com' }))).toBe(false);
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

describe('redacting a person in stored text', () => {
  const keys = personKeys({ email: EMAIL, phone: '416 555 0177' });

  it('replaces the whole address in any case and the number in any format, and nothing that only contains them', () => {
    const cases: [string, string][] = [
      [`mail ${EMAIL.toUpperCase()}, thanks`, 'mail [redacted], thanks'],
      [`<${EMAIL}>.`, '<[redacted]>.'],
      [`is it ${EMAIL.toLowerCase()}?`, 'is it [redacted]?'],
      ['call (416) 555-0177 today', 'call [redacted] today'],
      ['my cell: +1 416 555 0177.', 'my cell: [redacted].'],
      ['4165550177 or 416.555.0177', '[redacted] or [redacted]'],
      ['1-416-555-0177 ext. 4', '[redacted] ext. 4'],
      ['{"text":"+1 (416) 555-0177"}', '{"text":"[redacted]"}'],
    ];
    for (const [text, redacted] of cases) {
      expect(redactText(text, keys), text).toBe(redacted);
      expect(textMentions(redactText(text, keys), keys), text).toBe(false);
    }
    for (const text of [`x${EMAIL}`, `${EMAIL}.org`, 'call 416-555-0178', '14165550177999', '24165550177']) {
      expect(redactText(text, keys), text).toBe(text);
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

  it('purges the live hand-off’s old typing indicators, and keeps messages, lead events and recent ones', async () => {
    const insert = (type: string, sessionId: string | null, age: string) =>
      sql.query(
        `insert into domain_event (session_id, audience, type, payload, created_at)
         values ($1, 'staff', $2, '{}'::jsonb, now() - $3::interval) returning id::text`,
        [sessionId, type, age],
      );
    const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json();
    await app.inject({ method: 'POST', url: '/api/chat', payload: { sessionId, message: 'hello' } });
    const ids: string[] = [];
    for (const [type, session, age] of [
      ['conversation.typing', sessionId, '2 hours'],
      ['conversation.typing', sessionId, '10 seconds'],
      ['lead.status_changed', null, '2 days'],
      ['handoff.requested', sessionId, '2 days'],
      ['conversation.message', sessionId, '2 days'],
    ] as const) {
      ids.push((await insert(type, session, age)).rows[0].id);
    }
    await purgeExpired(app.db.em(), app.retention);
    const { rows } = await sql.query('select id::text from domain_event where id = any($1::bigint[])', [ids]);
    expect(rows.map((row) => row.id).sort()).toEqual([ids[1], ids[2], ids[3], ids[4]].sort());
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

/** `target[property]`, a method bound to `target` (its private fields refuse a proxy as `this`). */
function bound(target: object, property: string | symbol): unknown {
  const value: unknown = Reflect.get(target, property);
  return typeof value === 'function' ? value.bind(target) : value;
}

describe('a deletion while the lead gains an event', () => {
  it('deletes what it listed, and the event appended meanwhile goes with the lead', async () => {
    const email = 'race.privacy@clinic.example';
    const { leadId } = await contact({ email });
    await app.desk.idle();
    // The desk, a staff change or a chat turn may append a lead event while the deletion holds the lead's lock:
    // the log's `lead_id` has no foreign key whose check would wait for it. Here one commits right after the
    // deletion listed the lead's rows.
    let appended = false;
    const appendAfterListing = (tx: EntityManager): EntityManager =>
      new Proxy(tx as SqlEntityManager, {
        get(target, property) {
          if (property !== 'execute') return bound(target, property);
          return async (query: string, ...rest: unknown[]) => {
            const result = await (target.execute as (...args: unknown[]) => Promise<unknown>)(query, ...rest);
            if (
              !appended &&
              /from "domain_event" where "lead_id" in .* not in \('lead\.status_changed'/.test(query)
            ) {
              appended = true;
              await appendEvent(app.db.em(), {
                event: { type: 'lead.note_added', version: 1, payload: { noteId: randomUUID() } },
                leadId,
              });
            }
            return result;
          };
        },
      }) as unknown as EntityManager;
    const em = app.db.em().fork();
    const racing = new Proxy(em, {
      get(target, property) {
        if (property !== 'transactional') return bound(target, property);
        return (work: (tx: EntityManager) => Promise<unknown>) =>
          target.transactional((tx) => work(appendAfterListing(tx)));
      },
    });
    const counts = await deletePersonalData(racing, { email }, admin.id);
    expect(appended).toBe(true);
    expect(counts.leads).toBe(1);
    const { rows } = await sql.query('select id from domain_event where lead_id = $1', [leadId]);
    expect(rows).toEqual([]);
  });
});
