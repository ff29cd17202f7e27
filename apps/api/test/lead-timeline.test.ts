/**
 * A lead's timeline (decision 043): staff notes are appended with their author and the app's time and never
 * overwritten (`staff.leads.addNote`, and `staff.leads.setNote` by its older name); `staff.leads.activity` puts
 * them in one ordered history with the status changes, owners, notifications, the chat's hand-off and the
 * lead's arrival. Notes travel with their lead in privacy exports and deletions, the single note of before is
 * carried over by the migration (PostgreSQL and PGlite), and no note text or personal detail reaches a log line.
 */
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openOrm } from '../src/db/orm.ts';
import { manageToken } from '../src/scheduling/meeting-tokens.ts';
import {
  askForAPerson,
  contactLeadId,
  createTestDatabase,
  leadApp,
  OFFICE_OPEN_AT,
  planAlerts,
  STAFF_ORIGIN,
  type StaffSignIn,
  tempDir,
  validLead,
} from './helper.ts';
import { smtpReceiver, webhookReceiver } from './receivers.ts';

const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const TOKEN_SECRET = 'meeting-token-secret-for-the-timeline-0123456789';
/** A note that names a person, as notes do: it must never reach a log line. */
const NOTE_WITH_DETAILS = 'Spoke to Priya, call back on 416-555-0199 or priya.sharma@harbourlaw.example';

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];
let sam: StaffSignIn;
let avery: StaffSignIn;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
/** The app's clock, in business hours (leads are routed at once): each test moves it on by hand. */
let now = new Date(OFFICE_OPEN_AT);
const tick = (seconds = 60) => {
  now = new Date(now.getTime() + seconds * 1000);
  return now;
};

beforeAll(async () => {
  const smtp = await smtpReceiver();
  hook = await webhookReceiver(WEBHOOK_SECRET);
  const lead = await leadApp(
    {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      // One attempt: a webhook that fails is given up at once, so its failure time is in the history.
      NOTIFY_MAX_ATTEMPTS: 1,
      CHAT_RATE_LIMIT_MAX: 10_000,
      CHAT_SESSION_MESSAGES_PER_MINUTE: 10_000,
      MEETING_TOKEN_SECRET: TOKEN_SECRET,
    },
    { clock: () => now },
  );
  ({ app, sql, logLines } = lead);
  // Sam is the only sales member, so every lead's automatic owner; Avery (admin) is not in the rotation.
  sam = await lead.signInStaff('sales', 'sam@northline-it.example');
  avery = await lead.signInStaff('admin', 'avery@northline-it.example');
});

beforeEach(() => {
  logLines.length = 0;
});

/** Calls a staff mutation as `headers`' member. */
function mutate(
  path: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = sam.headers,
) {
  return app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload });
}

/** Reads a staff query as `headers`' member. */
function query(path: string, input: Record<string, unknown>, headers: Record<string, string> = sam.headers) {
  return app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers });
}

/** A contact lead from `email`, assigned; its lead id. */
async function contactLead(email: string): Promise<string> {
  return contactLeadId(app, sql, email);
}

interface Entry {
  kind: string;
  at: string;
  actor: { type: string; name?: string | null };
  [field: string]: unknown;
}

async function activity(leadId: string): Promise<Entry[]> {
  const response = await query('staff.leads.activity', { id: leadId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result.data.entries as Entry[];
}

describe('notes', () => {
  it('are appended with author and time and never overwritten, through addNote and setNote alike', async () => {
    const leadId = await contactLead('notes@harbourlaw.example');
    const first = tick();
    const added = await mutate('staff.leads.addNote', { id: leadId, body: '  Left a voicemail.  ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().result.data).toMatchObject({
      kind: 'note',
      at: first.toISOString(),
      actor: { type: 'staff', id: sam.id, name: 'Sam Sales' },
      body: 'Left a voicemail.',
      earlier: false,
    });
    const second = tick();
    expect(
      (await mutate('staff.leads.addNote', { id: leadId, body: 'Sent a quote.' }, avery.headers)).statusCode,
    ).toBe(200);
    const third = tick();
    // The older name appends too: nothing is replaced.
    const older = await mutate('staff.leads.setNote', { id: leadId, note: ' Quote accepted by phone. ' });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().result.data).toEqual({ id: leadId, note: 'Quote accepted by phone.' });

    const notes = (await activity(leadId)).filter((entry) => entry.kind === 'note');
    expect(notes.map((note) => [note.body, note.actor.name, note.at])).toEqual([
      ['Quote accepted by phone.', 'Sam Sales', third.toISOString()],
      ['Sent a quote.', 'Avery Admin', second.toISOString()],
      ['Left a voicemail.', 'Sam Sales', first.toISOString()],
    ]);
    const { rows } = await sql.query('select body from lead_note where lead_id = $1 order by created_at', [
      leadId,
    ]);
    expect(rows.map((row) => row.body)).toEqual([
      'Left a voicemail.',
      'Sent a quote.',
      'Quote accepted by phone.',
    ]);
  });

  it('refuse an empty or too long note with 400, an unknown lead with 404, strangers with 401 and 403', async () => {
    const leadId = await contactLead('refusals@harbourlaw.example');
    const blank = await mutate('staff.leads.addNote', { id: leadId, body: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body).toContain('Write a note');
    expect((await mutate('staff.leads.setNote', { id: leadId, note: '' })).statusCode).toBe(400);
    const long = await mutate('staff.leads.addNote', { id: leadId, body: 'x'.repeat(4001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('Note must be at most 4000 characters');
    expect((await mutate('staff.leads.addNote', { id: leadId, body: 'nul \u0000' })).statusCode).toBe(400);
    expect((await mutate('staff.leads.addNote', { id: 'not-a-uuid', body: 'Hi' })).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await mutate('staff.leads.addNote', { id: unknown, body: 'Hi' })).statusCode).toBe(404);
    expect((await query('staff.leads.activity', { id: unknown })).statusCode).toBe(404);
    expect((await query('staff.leads.activity', { id: 'nope' })).statusCode).toBe(400);
    const signedOut = { origin: STAFF_ORIGIN };
    expect((await mutate('staff.leads.addNote', { id: leadId, body: 'Hi' }, signedOut)).statusCode).toBe(401);
    expect((await query('staff.leads.activity', { id: leadId }, signedOut)).statusCode).toBe(401);
    const crossSite = { cookie: sam.headers.cookie ?? '', origin: 'https://evil.example' };
    expect((await mutate('staff.leads.addNote', { id: leadId, body: 'Hi' }, crossSite)).statusCode).toBe(403);
    const { rows } = await sql.query('select count(*)::int as n from lead_note where lead_id = $1', [leadId]);
    expect(rows[0].n).toBe(0);
  });

  it('never put the note text or the lead’s details in a log line', async () => {
    const leadId = await contactLead(validLead.email);
    tick();
    expect((await mutate('staff.leads.addNote', { id: leadId, body: NOTE_WITH_DETAILS })).statusCode).toBe(
      200,
    );
    expect((await mutate('staff.leads.setNote', { id: leadId, note: NOTE_WITH_DETAILS })).statusCode).toBe(
      200,
    );
    expect((await activity(leadId)).some((entry) => entry.body === NOTE_WITH_DETAILS)).toBe(true);
    const text = logLines.join('\n');
    expect(text).toContain('lead note added');
    expect(text).toContain(leadId);
    for (const secret of [
      'Spoke to',
      'Priya',
      'Sharma',
      '555-0199',
      '4165550199',
      'priya.sharma',
      'harbourlaw',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe('the activity history', () => {
  it('orders the chat, its hand-off, owners, status, notes and notifications, with who and when', async () => {
    tick();
    const started = await app.inject({ method: 'POST', url: '/api/sessions' });
    const sessionId = (started.json() as { sessionId: string }).sessionId;
    const askedAt = tick();
    await askForAPerson(app, sessionId, 'dana@harbour-dental.example');
    const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
      sessionId,
    ]);
    const leadId = rows[0]?.id as string;
    expect(leadId).toBeTruthy();

    const claimedAt = tick();
    expect((await mutate('staff.live.claim', { leadId })).statusCode).toBe(200);
    // The consultant's answer makes the lead contacted, by them (the status follows the journey).
    const contactedAt = tick();
    expect((await mutate('staff.live.send', { leadId, message: 'Hello, Sam here.' })).statusCode).toBe(200);
    const closedAt = tick();
    expect((await mutate('staff.live.close', { leadId })).statusCode).toBe(200);
    const reassignedAt = tick();
    expect((await mutate('staff.leads.reassign', { id: leadId, ownerId: avery.id })).statusCode).toBe(200);
    const notedAt = tick();
    expect(
      (await mutate('staff.leads.addNote', { id: leadId, body: 'Booked a call.' }, avery.headers)).statusCode,
    ).toBe(200);
    // The outbox: the e-mail goes through, the webhook fails and is given up (one attempt).
    hook.state.failures = 1000;
    const sentAt = tick();
    await app.deliveries.runDue(sentAt);
    hook.state.failures = 0;

    const entries = await activity(leadId);
    const times = entries.map((entry) => Date.parse(entry.at));
    // Newest first.
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const line = (entry: Entry): string => {
      switch (entry.kind) {
        case 'chat':
          return `chat ${entry.event}${entry.reason ? ` (${entry.reason})` : ''} by ${entry.actor.type}${entry.actor.name ? ` ${entry.actor.name}` : ''}`;
        case 'status':
          return `status ${entry.from}>${entry.to} by ${entry.actor.name}`;
        case 'assignment':
          return `owner ${(entry.from as { name: string } | null)?.name ?? '-'}>${(entry.to as { name: string } | null)?.name ?? '-'} ${entry.reason} by ${entry.actor.type}${entry.actor.name ? ` ${entry.actor.name}` : ''}`;
        case 'note':
          return `note by ${entry.actor.name}: ${entry.body}`;
        default:
          return entry.kind;
      }
    };
    expect(
      entries.filter((entry) => entry.kind !== 'notification' && entry.kind !== 'quality').map(line),
    ).toEqual([
      'note by Avery Admin: Booked a call.',
      'owner Sam Sales>Avery Admin reassigned by staff Sam Sales',
      'chat closed by staff Sam Sales',
      'status new>contacted by Sam Sales',
      'chat claimed by staff Sam Sales',
      'owner ->Sam Sales round-robin by system',
      'chat handoff-requested (visitor-request) by visitor',
      'chat became-lead by system',
      'chat started by visitor',
    ]);
    const at = (kind: string, event?: string) =>
      entries.find((entry) => entry.kind === kind && (event === undefined || entry.event === event))?.at;
    expect(at('chat', 'handoff-requested')).toBe(askedAt.toISOString());
    expect(at('chat', 'claimed')).toBe(claimedAt.toISOString());
    expect(at('chat', 'closed')).toBe(closedAt.toISOString());
    expect(at('status')).toBe(contactedAt.toISOString());
    // Newest first: the latest change of owner is the first one listed.
    expect(entries.filter((entry) => entry.kind === 'assignment').at(0)?.at).toBe(reassignedAt.toISOString());
    expect(at('note')).toBe(notedAt.toISOString());

    // Notifications: event, channel, outcome and its time; never a message body or the visitor's address.
    const alerts = entries.filter((entry) => entry.kind === 'notification');
    const handoffAlerts = alerts
      .filter((entry) => entry.event === 'chat.handoff_requested')
      .map(({ channel, status, deliveredAt, failedAt, at: queued }) => ({
        channel,
        status,
        deliveredAt,
        failedAt,
        queued,
      }))
      .sort((a, b) => String(a.channel).localeCompare(String(b.channel)));
    expect(handoffAlerts).toEqual([
      {
        channel: 'email',
        status: 'delivered',
        deliveredAt: sentAt.toISOString(),
        failedAt: null,
        queued: askedAt.toISOString(),
      },
      {
        channel: 'webhook',
        status: 'failed',
        deliveredAt: null,
        failedAt: sentAt.toISOString(),
        queued: askedAt.toISOString(),
      },
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain('dana@harbour-dental.example');
    expect(text).not.toContain('Hello, Sam here.');
    expect(text).not.toContain('comparing IT providers');
  });

  it('starts a contact lead with its arrival, owner and alerts, and shows a meeting-free lead without chat entries', async () => {
    const leadId = await contactLead('arrival@harbourlaw.example');
    const entries = await activity(leadId);
    // Newest first: the arrival is the last entry.
    expect(entries.at(-1)).toMatchObject({ kind: 'received', source: 'contact', actor: { type: 'visitor' } });
    expect(entries.map((entry) => entry.kind)).toContain('assignment');
    expect(entries.some((entry) => entry.kind === 'notification' && entry.event === 'lead.created')).toBe(
      true,
    );
    expect(entries.some((entry) => entry.kind === 'chat' || entry.kind === 'meeting')).toBe(false);
  });
});

describe('the timeline’s filter', () => {
  it('keeps notes, messages or system events, each newest first, and the notes above the automatic entries', async () => {
    const leadId = await contactLead('filter@harbourlaw.example');
    tick();
    expect((await mutate('staff.leads.setStatus', { id: leadId, status: 'contacted' })).statusCode).toBe(200);
    for (const body of ['First call done.', 'Quote sent.']) {
      tick();
      expect((await mutate('staff.leads.addNote', { id: leadId, body })).statusCode).toBe(200);
    }
    await app.deliveries.runDue(tick());
    const filtered = async (filter: string) => {
      const response = await query('staff.leads.activity', { id: leadId, filter });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result.data.entries as Entry[];
    };
    const all = await activity(leadId);
    // The newest note is the first entry, however many automatic entries the lead has.
    expect(all[0]).toMatchObject({ kind: 'note', body: 'Quote sent.' });
    expect((await filtered('all')).map((entry) => entry.kind)).toEqual(all.map((entry) => entry.kind));
    expect((await filtered('notes')).map((entry) => entry.body)).toEqual(['Quote sent.', 'First call done.']);
    expect((await filtered('messages')).map((entry) => entry.kind)).toEqual(['received']);
    const system = await filtered('system');
    expect(system.map((entry) => entry.kind)).toContain('status');
    const systemKinds = ['status', 'assignment', 'quality', 'notification'];
    expect(system).toEqual(all.filter((entry) => systemKinds.includes(entry.kind)));
    expect((await query('staff.leads.activity', { id: leadId, filter: 'spam' })).statusCode).toBe(400);
  });

  it('shows an automatic hand-off of a hot chat as the platform’s, not the visitor’s', async () => {
    tick();
    const started = await app.inject({ method: 'POST', url: '/api/sessions' });
    const sessionId = (started.json() as { sessionId: string }).sessionId;
    tick();
    await askForAPerson(app, sessionId, 'hot.chat@harbour-dental.example');
    // The hand-off's event as a hot chat's automatic hand-off records it (reason `hot-lead`).
    await sql.query(
      `update domain_event set payload = jsonb_set(payload, '{summary,reason}', '"hot-lead"')
        where session_id = $1 and type = 'conversation.handoff'`,
      [sessionId],
    );
    const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
      sessionId,
    ]);
    const requested = (await activity(rows[0]?.id as string)).find(
      (entry) => entry.kind === 'chat' && entry.event === 'handoff-requested',
    );
    expect(requested).toMatchObject({ reason: 'hot-lead', actor: { type: 'system' } });
  });
});

describe('meetings in the history', () => {
  it('shows a booking, its reschedule and its cancellation, newest first', async () => {
    // Booking is on by default: Avery opts out, so Sam is the consultant.
    expect((await mutate('staff.meetings.setBookable', { bookable: false }, avery.headers)).statusCode).toBe(
      200,
    );
    const slots = await app.inject({ url: '/api/meetings/slots?days=21' });
    const [first, second] = (slots.json().days as { slots: { start: string }[] }[]).flatMap(
      (day) => day.slots,
    );
    expect(first && second).toBeTruthy();
    const bookedAt = tick();
    const booked = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { start: first?.start, name: 'Mina Park', email: 'mina@lakeshore.example' },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const meetingId = booked.json().meetingId as string;
    const movedAt = tick();
    const moved = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${manageToken(TOKEN_SECRET, meetingId, 0)}/reschedule`,
      payload: { start: second?.start },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const cancelledAt = tick();
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${moved.json().token}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Each version's messages are written from its event by the dispatcher.
    await planAlerts(app);

    const { rows } = await sql.query<{ lead_id: string }>('select lead_id from meeting where id = $1', [
      meetingId,
    ]);
    const meetings = (await activity(rows[0]?.lead_id as string)).filter((entry) => entry.kind === 'meeting');
    // Each change with its time; the start, status and consultant are the meeting's current ones.
    const current = {
      start: second?.start,
      status: 'cancelled',
      consultantName: 'Sam Sales',
      actor: { type: 'visitor' },
    };
    expect(
      meetings.map(({ event, at, start, status, consultantName, actor }) => ({
        event,
        at,
        start,
        status,
        consultantName,
        actor,
      })),
    ).toEqual([
      { event: 'cancelled', at: cancelledAt.toISOString(), ...current },
      { event: 'rescheduled', at: movedAt.toISOString(), ...current },
      { event: 'booked', at: bookedAt.toISOString(), ...current },
    ]);
  });
});

describe('privacy requests', () => {
  it('export a lead’s notes with it and delete them with it', async () => {
    const email = 'privacy.notes@harbourlaw.example';
    const leadId = await contactLead(email);
    tick();
    await mutate('staff.leads.addNote', { id: leadId, body: 'First call done.' });
    tick();
    await mutate('staff.leads.addNote', { id: leadId, body: 'Wants a quote.' });
    const found = await query('staff.privacy.find', { email }, avery.headers);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().result.data.counts).toMatchObject({ leads: 1, leadNotes: 2 });
    const exported = await mutate('staff.privacy.export', { email }, avery.headers);
    expect(exported.statusCode, exported.body).toBe(200);
    const lead = exported.json().result.data.leads.find((row: { id: string }) => row.id === leadId);
    expect(lead.notes.map((note: { body: string }) => note.body)).toEqual([
      'First call done.',
      'Wants a quote.',
    ]);
    expect(lead.notes[0]).toMatchObject({ author_id: sam.id, carried_over: false });

    // A note that is the only place a person is named is not theirs: it is a mention, listed to redact by hand.
    const other = await contactLead('someone.else@harbourlaw.example');
    tick();
    await mutate('staff.leads.addNote', { id: other, body: 'Their CFO is cfo.only@elsewhere.example' });
    const byNote = await query('staff.privacy.find', { email: 'cfo.only@elsewhere.example' }, avery.headers);
    expect(byNote.json().result.data.counts).toMatchObject({ leads: 0, leadNotes: 0 });
    expect(byNote.json().result.data.mentions).toEqual([
      { kind: 'lead-note', id: expect.any(String), leadId: other, at: expect.any(String) },
    ]);

    const deleted = await mutate('staff.privacy.delete', { email }, avery.headers);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().result.data).toMatchObject({ leads: 1, leadNotes: 2 });
    const { rows } = await sql.query('select count(*)::int as n from lead_note where lead_id = $1', [leadId]);
    expect(rows[0].n).toBe(0);
    const { rows: kept } = await sql.query('select count(*)::int as n from lead_note where lead_id = $1', [
      other,
    ]);
    expect(kept[0].n).toBe(1);
  });
});

/**
 * Migrates a fresh database up to the sales desk, stores a lead with a single note and one without, then applies
 * the timeline's migration: the note is the lead's first, carried-over timeline entry and the column is gone; the
 * schema is the entities'; migrating down puts the note back.
 */
async function carriesTheNoteOver(orm: MikroORM) {
  const db = orm.em.getConnection();
  await orm.migrator.up({ to: 'Migration20261127000000_sales_desk' });
  await db.execute(
    `insert into "lead" ("id", "kind", "occurred_at", "status", "note") values
      ('4a1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c11', 'contact', '2026-11-20T10:00:00Z', 'contacted', 'Call back Tuesday'),
      ('4a1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c12', 'contact', '2026-11-20T11:00:00Z', 'new', null)`,
  );
  await orm.migrator.up();
  const notes = await db.execute(`select "lead_id", "author_id", "body", "carried_over" from "lead_note"`);
  expect(notes).toEqual([
    {
      lead_id: '4a1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c11',
      author_id: null,
      body: 'Call back Tuesday',
      carried_over: true,
    },
  ]);
  const columns = await db.execute(
    `select column_name from information_schema.columns where table_name = 'lead' and column_name = 'note'`,
  );
  expect(columns).toEqual([]);
  expect((await orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
  // Back to the sales desk: every later migration is reverted, the timeline's last.
  await orm.migrator.down({ to: 'Migration20261127000000_sales_desk' });
  const restored = await db.execute(`select "id", "note" from "lead" order by "id"`);
  expect(restored.map((row: { note: string | null }) => row.note)).toEqual(['Call back Tuesday', null]);
}

describe('the migration of the single note', () => {
  it('carries it over as the first timeline entry on PostgreSQL', async () => {
    const orm = await openOrm({ kind: 'postgresql', url: await createTestDatabase({ schema: 'empty' }) });
    try {
      await carriesTheNoteOver(orm);
    } finally {
      await orm.close();
    }
  });

  it('does the same on PGlite', async () => {
    const orm = await openOrm({ kind: 'pglite', dir: join(tempDir('lead-notes-pglite'), 'db') });
    try {
      await carriesTheNoteOver(orm);
    } finally {
      await orm.close();
    }
  }, 60_000);
});
