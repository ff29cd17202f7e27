/**
 * The one event log (docs/decisions/066-the-one-event-log.md) on the real PostgreSQL: every state change of a lead,
 * its hand-off and its owner appends exactly one typed, versioned event in the change's own transaction or
 * statement (a rolled-back change leaves none), payloads carry ids, states and times (never the person's name,
 * e-mail address, phone number or message), an unknown type or version is refused before anything is written,
 * and the staff stream maps the lead events to the inbox's `leads` event. Commit order under concurrent appends:
 * test/event-log.test.ts.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { reassignLead } from '../src/desk/lead-assignment.ts';
import { addLeadNote } from '../src/desk/lead-notes.ts';
import { escalateBreachedLeads } from '../src/desk/lead-sla.ts';
import { changeLeadStatus } from '../src/desk/lead-status.ts';
import {
  appendEvent,
  type DomainEventRow,
  type DomainEventWrite,
  UnknownDomainEventError,
} from '../src/events/log.ts';
import { staffEventOf, streamEventName } from '../src/events/streams.ts';
import {
  askForAPerson,
  type LeadApp,
  leadApp,
  officeOpenClock,
  STAFF_ORIGIN,
  type StaffSignIn,
  validLead,
} from './helper.ts';

let lead: LeadApp;
let sql: pg.Client;
let sales: StaffSignIn;
let admin: StaffSignIn;

beforeAll(async () => {
  lead = await leadApp({}, { clock: officeOpenClock() });
  sql = lead.sql;
  sales = await lead.signInStaff('sales', 'sam@northline-it.example');
  admin = await lead.signInStaff('admin', 'avery@northline-it.example');
});

/** The personal data every lead of these tests carries, which no non-conversation payload may hold. */
const PERSON = {
  first: validLead.firstName,
  last: validLead.lastName,
  phone: '555-0199',
  company: validLead.company,
  message: validLead.message,
  note: 'Called Priya Sharma at 416 555 0199',
};

interface StoredEvent {
  id: string;
  type: string;
  version: number;
  payload: Record<string, unknown>;
  audience: string;
  session_id: string | null;
  meeting_id: string | null;
  actor_id: string | null;
}

/** A lead's events, oldest first. */
async function eventsOf(leadId: string): Promise<StoredEvent[]> {
  const { rows } = await sql.query<StoredEvent>(
    `select id::text, type, version, payload, audience, session_id, meeting_id, actor_id::text
      from domain_event where lead_id = $1 order by domain_event.id`,
    [leadId],
  );
  return rows;
}

/** The events of `type` of a lead. */
const ofType = async (leadId: string, type: string) =>
  (await eventsOf(leadId)).filter((event) => event.type === type);

/** Posts a contact request from `email` and returns its lead's id (after the desk assigned it). */
async function contactLead(email: string, fields: Record<string, unknown> = {}): Promise<string> {
  const response = await lead.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, email, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  await lead.app.desk.idle();
  const { rows } = await sql.query<{ id: string }>(
    'select l.id from lead l join contact_request r on r.id = l.contact_request_id where r.email = $1',
    [email],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('no lead');
  return id;
}

/** Calls a staff procedure as `who`. */
function call(path: string, payload: Record<string, unknown>, who: StaffSignIn = sales) {
  return lead.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { origin: STAFF_ORIGIN, ...who.headers },
    payload,
  });
}

const staffMember = (who: StaffSignIn) => ({
  id: who.id,
  name: 'Sam Sales',
  email: 'sam@northline-it.example',
  role: 'sales' as const,
});

describe('each change appends exactly one event of its type, version 1', () => {
  it('a contact request: lead.created with kind, quality, status, spam and source, in its one statement', async () => {
    const leadId = await contactLead('created@harbourlaw.example');
    const created = await ofType(leadId, 'lead.created');
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      version: 1,
      audience: 'staff',
      payload: { kind: 'contact', status: 'new', spam: false, source: 'contact_form' },
    });
    expect(['cold', 'warm', 'hot']).toContain(created[0]?.payload.quality);
    // The desk assigned it after the commit: its own event.
    const assigned = await ofType(leadId, 'lead.assigned');
    expect(assigned).toHaveLength(1);
    expect(assigned[0]?.payload).toMatchObject({
      previousOwnerId: null,
      reason: expect.stringMatching(/^(round-robin|known-company)$/),
    });
  });

  it('a spam-flagged contact request: lead.created with spam true, which the staff stream does not announce', async () => {
    const leadId = await contactLead('bot@spam.example', { website: 'http://spam.example' });
    const created = await ofType(leadId, 'lead.created');
    expect(created).toHaveLength(1);
    expect(created[0]?.payload).toMatchObject({ spam: true });
    const [row] = await rowsOf(leadId);
    expect(row && staffEventOf(row)).toBeUndefined();
  });

  it('a replayed contact request appends nothing', async () => {
    const key = randomUUID();
    const post = () =>
      lead.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'idempotency-key': key },
        payload: { ...validLead, email: 'replayed@harbourlaw.example' },
      });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    const { rows } = await sql.query(
      'select l.id from lead l join contact_request r on r.id = l.contact_request_id where r.email = $1',
      ['replayed@harbourlaw.example'],
    );
    expect(rows).toHaveLength(1);
    expect(await ofType(rows[0].id, 'lead.created')).toHaveLength(1);
  });

  it('a status move, a spam mark and a note: each its event, by its actor; the first response names who', async () => {
    const leadId = await contactLead('status@harbourlaw.example');
    expect((await call('staff.leads.setStatus', { id: leadId, status: 'contacted' })).statusCode).toBe(200);
    expect((await call('staff.leads.setStatus', { id: leadId, status: 'qualified' })).statusCode).toBe(200);
    const moves = await ofType(leadId, 'lead.status_changed');
    expect(moves.map((event) => event.payload)).toEqual([
      { from: 'new', to: 'contacted' },
      { from: 'contacted', to: 'qualified' },
    ]);
    expect(moves.every((event) => event.actor_id === sales.id && event.version === 1)).toBe(true);
    const responses = await ofType(leadId, 'lead.first_response');
    expect(responses).toHaveLength(1);
    expect(responses[0]?.payload).toEqual({ staffUserId: sales.id, channel: 'status' });

    expect((await call('staff.leads.setSpam', { id: leadId, spam: true })).statusCode).toBe(200);
    expect((await ofType(leadId, 'lead.spam_marked')).map((event) => event.payload)).toEqual([
      { spam: true },
    ]);
    // Marked back: a second event; each by the member, for staff, with the lead's row as it says.
    expect((await call('staff.leads.setSpam', { id: leadId, spam: false })).statusCode).toBe(200);
    const marks = await ofType(leadId, 'lead.spam_marked');
    expect(marks.map((event) => [event.payload, event.actor_id, event.audience, event.version])).toEqual([
      [{ spam: true }, sales.id, 'staff', 1],
      [{ spam: false }, sales.id, 'staff', 1],
    ]);
    const { rows: marked } = await sql.query(
      'select spam, spam_marked_by_id::text as "by" from lead where id = $1',
      [leadId],
    );
    expect(marked).toEqual([{ spam: false, by: sales.id }]);

    const added = await call('staff.leads.addNote', { id: leadId, body: PERSON.note });
    expect(added.statusCode).toBe(200);
    const notes = await ofType(leadId, 'lead.note_added');
    expect(notes.map((event) => event.payload)).toEqual([{ noteId: added.json().result.data.id }]);
  });

  it('a reassignment and an unassignment: lead.assigned (reassigned, from whom) and lead.unassigned', async () => {
    const leadId = await contactLead('owner@harbourlaw.example');
    const [{ owner_id: first } = { owner_id: null }] = (
      await sql.query<{ owner_id: string | null }>('select owner_id from lead where id = $1', [leadId])
    ).rows;
    expect((await call('staff.leads.reassign', { id: leadId, ownerId: admin.id }, admin)).statusCode).toBe(
      200,
    );
    expect((await call('staff.leads.reassign', { id: leadId, ownerId: null }, admin)).statusCode).toBe(200);
    const events = (await eventsOf(leadId)).filter(
      (event) => event.type.startsWith('lead.') && event.type !== 'lead.created',
    );
    expect(events.map((event) => [event.type, event.payload])).toEqual([
      [
        'lead.assigned',
        {
          ownerId: first,
          previousOwnerId: null,
          reason: expect.stringMatching(/^(round-robin|known-company)$/),
        },
      ],
      ['lead.assigned', { ownerId: admin.id, previousOwnerId: first, reason: 'reassigned' }],
      ['lead.unassigned', { previousOwnerId: admin.id }],
    ]);
    expect(events.slice(1).every((event) => event.actor_id === admin.id)).toBe(true);
  });

  it('a missed first-response target: lead.sla_breached with when it was due and the owner, once', async () => {
    const leadId = await contactLead('late@harbourlaw.example');
    const later = new Date(Date.now() + 20 * 86_400_000);
    const targets = { hot: 1, warm: 1, cold: 1 };
    expect(await escalateBreachedLeads(lead.app.db.em(), later, targets)).toContain(leadId);
    expect(await escalateBreachedLeads(lead.app.db.em(), later, targets)).not.toContain(leadId);
    const breached = await ofType(leadId, 'lead.sla_breached');
    expect(breached).toHaveLength(1);
    const { rows } = await sql.query<{ owner_id: string | null }>('select owner_id from lead where id = $1', [
      leadId,
    ]);
    expect(breached[0]?.payload).toMatchObject({ ownerId: rows[0]?.owner_id });
    expect(new Date(String(breached[0]?.payload.dueAt)).getTime()).toBeLessThanOrEqual(later.getTime());
  });

  it('a chat lead and its hand-off: lead.created (chat), handoff.requested, claimed, first response by the consultant, ended', async () => {
    const { sessionId } = (await lead.app.inject({ method: 'POST', url: '/api/sessions' })).json();
    await askForAPerson(lead.app, sessionId, 'chat.visitor@harbourlaw.example');
    const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
      sessionId,
    ]);
    const leadId = rows[0]?.id;
    if (!leadId) throw new Error('no chat lead');
    expect(await ofType(leadId, 'lead.created')).toHaveLength(1);
    expect((await ofType(leadId, 'lead.created'))[0]?.payload).toMatchObject({ kind: 'chat', spam: false });
    const requested = await ofType(leadId, 'handoff.requested');
    expect(requested.map((event) => event.payload)).toEqual([
      { trigger: 'visitor-request', alert: 'urgent' },
    ]);
    expect((await call('staff.live.claim', { leadId })).statusCode).toBe(200);
    expect((await call('staff.live.send', { leadId, message: 'Hello, this is Sam.' })).statusCode).toBe(200);
    expect((await call('staff.live.send', { leadId, message: 'Still there?' })).statusCode).toBe(200);
    expect((await call('staff.live.release', { leadId })).statusCode).toBe(200);
    expect((await ofType(leadId, 'handoff.claimed')).map((event) => event.payload)).toEqual([
      { staffUserId: sales.id },
    ]);
    expect((await ofType(leadId, 'lead.first_response')).map((event) => event.payload)).toEqual([
      { staffUserId: sales.id, channel: 'live_chat' },
    ]);
    expect((await ofType(leadId, 'handoff.ended')).map((event) => event.payload)).toEqual([
      { how: 'released', staffUserId: sales.id },
    ]);
    // The streams' conversation rows are the session's, beside the lead's history.
    const { rows: conversation } = await sql.query<{ type: string }>(
      `select type from domain_event where session_id = $1 and type like 'conversation.%'`,
      [sessionId],
    );
    expect(conversation.map((row) => row.type)).toContain('conversation.message');
  });

  it('a newsletter signup: lead.created of kind newsletter without quality', async () => {
    const email = 'news.events@harbourlaw.example';
    const response = await lead.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email, consent: true, website: '' },
    });
    expect([200, 201]).toContain(response.statusCode);
    const { rows } = await sql.query<{ id: string }>(
      'select l.id from lead l join newsletter_subscription n on n.id = l.newsletter_subscription_id where n.email = $1',
      [email],
    );
    const created = await ofType(rows[0]?.id ?? '', 'lead.created');
    expect(created.map((event) => event.payload)).toEqual([
      { kind: 'newsletter', quality: null, status: 'new', spam: false, source: 'newsletter' },
    ]);
  });
});

describe('a rolled-back change leaves no event', () => {
  it('a note and a reassignment inside a transaction that fails are gone with their events', async () => {
    const leadId = await contactLead('rollback@harbourlaw.example');
    const before = await eventsOf(leadId);
    const failure = new Error('the caller failed after the change');
    await expect(
      lead.app.db.em().transactional(async (tx) => {
        await addLeadNote(tx, { id: leadId, body: 'Never kept' }, staffMember(sales), new Date());
        await reassignLead(
          tx,
          { id: leadId, ownerId: admin.id },
          { ...staffMember(admin), role: 'admin' },
          new Date(),
        );
        await changeLeadStatus(tx, { id: leadId, status: 'contacted' }, staffMember(sales), new Date());
        expect((await eventsOf(leadId)).length).toBe(before.length);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await eventsOf(leadId)).toEqual(before);
    const { rows } = await sql.query('select 1 from lead_note where lead_id = $1', [leadId]);
    expect(rows).toEqual([]);
  });
});

describe('payloads carry no personal data', () => {
  it('no lead, hand-off or meeting event names the person, their company, number or words', async () => {
    await contactLead('scan@harbourlaw.example');
    const { rows } = await sql.query<{ type: string; payload: unknown }>(
      `select type, payload from domain_event where type not like 'conversation.%'`,
    );
    expect(rows.length).toBeGreaterThan(10);
    const text = JSON.stringify(rows);
    for (const personal of [
      PERSON.first,
      PERSON.last,
      PERSON.phone,
      PERSON.company,
      PERSON.message,
      PERSON.note,
      '@harbourlaw.example',
      'chat.visitor',
      'Hello, this is Sam.',
      'Sam Sales',
    ]) {
      expect(text, personal).not.toContain(personal);
    }
  });
});

describe('appendEvent', () => {
  const write = (event: unknown): DomainEventWrite => ({ event: event as DomainEventWrite['event'] });
  const count = async () => Number((await sql.query('select count(*) as n from domain_event')).rows[0].n);

  it('refuses an unknown type, an unknown version and a payload its schema refuses, writing nothing', async () => {
    const before = await count();
    for (const event of [
      { type: 'lead.deleted', version: 1, payload: {} },
      { type: 'lead.note_added', version: 2, payload: { noteId: randomUUID() } },
      { type: 'lead.note_added', version: 1, payload: { noteId: 'not-a-uuid' } },
      { type: 'lead.status_changed', version: 1, payload: { from: 'new', to: 'archived' } },
    ]) {
      await expect(appendEvent(lead.app.db.em(), write(event))).rejects.toBeInstanceOf(
        UnknownDomainEventError,
      );
    }
    expect(await count()).toBe(before);
    const id = await appendEvent(
      lead.app.db.em(),
      write({ type: 'lead.note_added', version: 1, payload: { noteId: randomUUID() } }),
    );
    expect(BigInt(id)).toBeGreaterThan(0n);
    expect(await count()).toBe(before + 1);
  });

  it('keeps only the fields of the schema (an unknown field never reaches the log)', async () => {
    const id = await appendEvent(
      lead.app.db.em(),
      write({ type: 'lead.spam_marked', version: 1, payload: { spam: true, email: 'x@harbourlaw.example' } }),
    );
    const { rows } = await sql.query('select payload from domain_event where id = $1', [id]);
    expect(rows[0].payload).toEqual({ spam: true });
  });
});

/** A lead's events as the streams read them. */
async function rowsOf(leadId: string): Promise<DomainEventRow[]> {
  return (await eventsOf(leadId)).map((event) => ({
    id: event.id,
    sessionId: event.session_id,
    leadId,
    meetingId: event.meeting_id,
    actorId: event.actor_id,
    audience: event.audience as DomainEventRow['audience'],
    type: event.type,
    version: event.version,
    payload: event.payload,
    createdAt: new Date(),
  }));
}

describe('the streams', () => {
  it('send a lead event to staff as `leads` and a conversation event under its wire name', async () => {
    const leadId = await contactLead('stream@harbourlaw.example');
    expect((await call('staff.leads.setStatus', { id: leadId, status: 'contacted' })).statusCode).toBe(200);
    const rows = await rowsOf(leadId);
    const created = rows.find((row) => row.type === 'lead.created');
    const moved = rows.find((row) => row.type === 'lead.status_changed');
    if (!created || !moved) throw new Error('missing events');
    expect(staffEventOf(created)).toEqual({
      type: 'leads',
      leads: [{ leadId, change: 'created', quality: created.payload.quality, status: 'new' }],
    });
    expect(staffEventOf(moved)).toEqual({
      type: 'leads',
      leads: [{ leadId, change: 'updated', status: 'contacted' }],
    });
    expect(streamEventName(created)).toBeUndefined();
    const message = {
      ...moved,
      type: 'conversation.message',
      leadId: null,
      sessionId: 's-1',
      payload: { message: {} },
    };
    expect(streamEventName(message)).toBe('message');
    expect(staffEventOf(message)).toEqual({ type: 'message', sessionId: 's-1', message: {} });
  });
});
