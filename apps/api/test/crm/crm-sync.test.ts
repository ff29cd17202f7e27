/**
 * The CRM sync (crm/crm-sync.ts, delivery/crm-plan.ts, the worker's `crm` lane; decision 097) against the local
 * HubSpot server and the real PostgreSQL: what goes over from the event log, that a replay of the same events
 * creates nothing twice, HubSpot's 429 and Retry-After, a HubSpot failure that never holds a webhook back, and
 * that neither the token nor a person's details reach a log line.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manageToken } from '../../src/scheduling/meeting-tokens.ts';
import {
  askForAPerson,
  leadApp,
  OFFICE_OPEN_AT,
  planAlerts,
  type StaffSignIn,
  uniqueEmail,
  validLead,
} from '../helper.ts';
import { webhookReceiver } from '../receivers.ts';
import { type FakeHubSpotServer, startFakeHubSpotServer } from './fake-hubspot-server.ts';

const TOKEN = 'pat-na1-crm-sync-test-token-5a1e';
const MEETING_SECRET = 'meeting-token-secret-for-the-crm-sync-0123456789';
const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];
let hubspot: FakeHubSpotServer;
let hook: Awaited<ReturnType<typeof webhookReceiver>>;
let sam: StaffSignIn;
let now = new Date(OFFICE_OPEN_AT);
const tick = (seconds = 60) => {
  now = new Date(now.getTime() + seconds * 1000);
  return now;
};

beforeAll(async () => {
  hubspot = await startFakeHubSpotServer({ token: TOKEN });
  hook = await webhookReceiver(WEBHOOK_SECRET);
  const lead = await leadApp(
    {
      HUBSPOT_ACCESS_TOKEN: TOKEN,
      HUBSPOT_BASE_URL: hubspot.baseUrl,
      LEAD_WEBHOOK_URL: hook.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      CHAT_RATE_LIMIT_MAX: 10_000,
      CHAT_SESSION_MESSAGES_PER_MINUTE: 10_000,
      MEETING_TOKEN_SECRET: MEETING_SECRET,
    },
    { clock: () => now },
  );
  ({ app, sql, logLines } = lead);
  sam = await lead.signInStaff('sales', 'sam@northline-it.example');
  hubspot.owners.push({ id: '501', email: 'sam@northline-it.example', firstName: 'Sam', lastName: 'Sales' });
});
afterAll(() => hubspot.close());

beforeEach(() => {
  hubspot.clearRequests();
  hubspot.clearRefusals();
});

/** A contact lead from `email` (of validLead's person), its owner decided; its lead id. */
async function contactLead(email: string, fields: Record<string, string> = {}): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, email, ...fields },
  });
  expect(response.statusCode, response.body).toBe(201);
  await planAlerts(app);
  const { rows } = await sql.query<{ id: string }>('select id from lead where contact_request_id = $1', [
    response.json().id,
  ]);
  return rows[0]?.id as string;
}

/** Plans what committed and runs the CRM lane once, at the test's clock. */
async function syncNow(at: Date = now) {
  await planAlerts(app);
  return app.deliveries.runChannel('crm', at);
}

/** The URL of a staff query with its input. */
const staffQuery = (path: string, input: Record<string, unknown>) =>
  `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;

function mutate(path: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `/trpc/${path}`, headers: sam.headers, payload });
}

async function recordOf(leadId: string) {
  const { rows } = await sql.query<{
    contact_id: string | null;
    company_id: string | null;
    deal_id: string | null;
    deal_stage: string | null;
    owner_id: string | null;
    notes: Record<string, { id: string }>;
    synced_at: Date | null;
  }>('select * from crm_record where lead_id = $1', [leadId]);
  return rows[0];
}

const creates = () =>
  hubspot.requests.filter(
    (r) => (r.method === 'POST' && !r.path.includes('/batch/upsert')) || r.method === 'PUT',
  );

describe('what goes over', () => {
  it('upserts the contact by e-mail with its E.164 phone, lifecycle stage, quality and owner, and its company by domain', async () => {
    const email = uniqueEmail('priya', 'harbourlaw.example');
    const leadId = await contactLead(email);
    const result = await syncNow();
    expect(result.delivered).toBe(1);

    const record = await recordOf(leadId);
    expect(record?.contact_id).toBeTruthy();
    expect(record?.synced_at).toBeTruthy();
    expect(record?.owner_id).toBe('501');
    const contact = hubspot.objects.contacts.get(record?.contact_id as string);
    expect(contact?.properties).toMatchObject({
      email,
      firstname: 'Priya',
      lastname: 'Sharma',
      phone: '+14165550199',
      company: 'Harbour Law LLP',
      lifecyclestage: 'lead',
      hubspot_owner_id: '501',
    });
    expect(contact?.properties.northline_lead_quality).toMatch(/^(hot|warm|cold)$/);
    expect(contact?.properties.northline_lead_quality_reasons?.length).toBeGreaterThan(0);
    const company = hubspot.objects.companies.get(record?.company_id as string);
    expect(company?.properties).toMatchObject({ domain: 'harbourlaw.example', name: 'Harbour Law LLP' });
    expect(hubspot.associations.has(`contacts:${contact?.id}->companies:${company?.id}`)).toBe(true);
    const upsert = hubspot.requests.find((r) => r.path === '/crm/v3/objects/contacts/batch/upsert');
    expect(upsert?.body).toMatchObject({ inputs: [{ idProperty: 'email', id: email }] });
  });

  it('creates the deal when a meeting is booked, and moves it on a status change and a cancellation', async () => {
    const email = uniqueEmail('mina', 'lakeshore.example');
    const leadId = await contactLead(email);
    await syncNow();
    const slots = await app.inject({ url: '/api/meetings/slots?days=21' });
    // A slot of a later day: the first offered ones stop being bookable as the test's clock moves on.
    const [first] = (slots.json().days as { slots: { start: string }[] }[])
      .slice(1)
      .flatMap((day) => day.slots);
    expect(first).toBeTruthy();
    tick();
    const request = await sql.query<{ contact_request_id: string }>(
      'select contact_request_id from lead where id = $1',
      [leadId],
    );
    // Booked from the contact form's confirmation: the meeting joins the form's lead.
    const booked = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: {
        start: first?.start,
        name: 'Priya Sharma',
        email,
        contactRequestId: request.rows[0]?.contact_request_id,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const meetingId = booked.json().meetingId as string;
    const { rows } = await sql.query<{ lead_id: string }>('select lead_id from meeting where id = $1', [
      meetingId,
    ]);
    expect(rows[0]?.lead_id).toBe(leadId);
    await syncNow();

    const record = await recordOf(leadId);
    const deal = hubspot.objects.deals.get(record?.deal_id as string);
    expect(deal?.properties).toMatchObject({
      pipeline: 'default',
      dealstage: 'appointmentscheduled',
      northline_meeting_at: new Date(first?.start as string).toISOString(),
      hubspot_owner_id: '501',
    });
    expect(deal?.associations.map((a) => a.to.id)).toEqual([record?.contact_id, record?.company_id]);

    tick();
    const qualified = await mutate('staff.leads.setStatus', { id: leadId, status: 'qualified' });
    expect(qualified.statusCode, qualified.body).toBe(200);
    await syncNow();
    expect(hubspot.objects.deals.get(record?.deal_id as string)?.properties.dealstage).toBe('qualifiedtobuy');

    tick();
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${manageToken(MEETING_SECRET, meetingId, 0)}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await syncNow();
    expect(hubspot.objects.deals.get(record?.deal_id as string)?.properties.dealstage).toBe('closedlost');
    expect(hubspot.objects.deals.size).toBe(1);

    // The lead's page tells the sync's state; its syncs are neither notifications nor history entries.
    const detail = await app.inject({
      url: staffQuery('staff.leads.get', { id: leadId }),
      headers: sam.headers,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const lead = detail.json().result.data;
    expect(lead.crm).toEqual({
      state: 'synced',
      since: new Date(record?.synced_at as Date).toISOString(),
      contact: true,
      deal: true,
      error: null,
    });
    expect(lead.notifications.map((n: { channel: string }) => n.channel)).not.toContain('crm');
    const activity = await app.inject({
      url: staffQuery('staff.leads.activity', { id: leadId }),
      headers: sam.headers,
    });
    expect(activity.statusCode, activity.body).toBe(200);
    expect(JSON.stringify(activity.json())).not.toContain('crm.sync');
  });

  it("puts staff notes and the conversation's transcript on the contact, labelled by author", async () => {
    const email = uniqueEmail('theo', 'maplefinance.example');
    const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json() as {
      sessionId: string;
    };
    await askForAPerson(app, sessionId, email);
    const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
      sessionId,
    ]);
    const leadId = rows[0]?.id as string;
    expect(leadId).toBeTruthy();
    const noted = await mutate('staff.leads.addNote', { id: leadId, body: 'Called back <today>.' });
    expect(noted.statusCode, noted.body).toBe(200);
    await syncNow();

    const record = await recordOf(leadId);
    const keys = Object.keys(record?.notes ?? {});
    expect(keys.filter((k) => k.startsWith('note:'))).toHaveLength(1);
    expect(keys).toContain(`transcript:${sessionId}`);
    const transcript = hubspot.objects.notes.get(record?.notes[`transcript:${sessionId}`]?.id as string);
    expect(transcript?.properties.hs_note_body).toContain(
      '<strong>Visitor:</strong> We are comparing IT providers',
    );
    expect(transcript?.properties.hs_note_body).toContain('<strong>Assistant:</strong>');
    expect(transcript?.associations[0]).toMatchObject({ to: { id: record?.contact_id } });
    const note = [...hubspot.objects.notes.values()].find((n) =>
      n.properties.hs_note_body?.includes('Called back'),
    );
    expect(note?.properties.hs_note_body).toContain('Called back &lt;today&gt;.');
    expect(note?.properties.hs_note_body).toContain('Staff note: Sam Sales');
  });
});

describe('safe to repeat', () => {
  it('creates nothing twice when the same events are read again', async () => {
    const email = uniqueEmail('again', 'northwind.example');
    const leadId = await contactLead(email);
    const added = await mutate('staff.leads.addNote', { id: leadId, body: 'First call done.' });
    expect(added.statusCode).toBe(200);
    await syncNow();
    const before = {
      contacts: hubspot.objects.contacts.size,
      companies: hubspot.objects.companies.size,
      notes: hubspot.objects.notes.size,
      record: await recordOf(leadId),
    };
    // The whole log read again: every lead's sync is planned and run once more.
    await sql.query(`update event_consumer set position = 0 where name = 'alerts'`);
    hubspot.clearRequests();
    const again = await syncNow();
    expect(again.delivered).toBeGreaterThan(0);
    expect(hubspot.objects.contacts.size).toBe(before.contacts);
    expect(hubspot.objects.companies.size).toBe(before.companies);
    expect(hubspot.objects.notes.size).toBe(before.notes);
    expect(creates()).toEqual([]);
    // An unchanged note or deal is not written again either.
    expect(hubspot.requests.filter((r) => r.method === 'PATCH')).toEqual([]);
    expect(await recordOf(leadId)).toEqual(before.record);
  });

  it('keeps one sync pending per lead, whatever happens to it meanwhile', async () => {
    const leadId = await contactLead(uniqueEmail('busy', 'pending.example'));
    tick();
    expect((await mutate('staff.leads.addNote', { id: leadId, body: 'Left a voicemail.' })).statusCode).toBe(
      200,
    );
    await planAlerts(app);
    const { rows } = await sql.query<{ status: string }>(
      `select status from delivery where lead_id = $1 and channel = 'crm'`,
      [leadId],
    );
    expect(rows).toEqual([{ status: 'pending' }]);
    await syncNow();
  });

  it("claims no lead's sync while another sync of the same lead is under way", async () => {
    const leadId = await contactLead(uniqueEmail('twice', 'leased.example'));
    // A sync of the lead taken by another instance, its lease running.
    await sql.query(
      `update delivery set status = 'sending', locked_until = $2 where lead_id = $1 and channel = 'crm'`,
      [leadId, new Date(now.getTime() + 600_000)],
    );
    tick();
    expect((await mutate('staff.leads.addNote', { id: leadId, body: 'Booked a call.' })).statusCode).toBe(
      200,
    );
    expect((await syncNow()).delivered).toBe(0);
    expect(hubspot.requests).toEqual([]);
    // Its lease ended (that instance stopped): both are taken, one after the other.
    expect((await app.deliveries.runChannel('crm', tick(600))).delivered).toBe(2);
  });

  it("waits as long as HubSpot's 429 asks, without counting it as a failed attempt", async () => {
    const leadId = await contactLead(uniqueEmail('limited', 'ratelimit.example'));
    hubspot.rateLimit(1, 30);
    const limited = await syncNow();
    expect(limited).toMatchObject({ delivered: 0, retrying: 1 });
    const { rows } = await sql.query<{
      status: string;
      attempts: number;
      next_attempt_at: Date;
      last_error: string;
    }>(
      `select status, attempts, next_attempt_at, last_error from delivery where lead_id = $1 and channel = 'crm'`,
      [leadId],
    );
    expect(rows).toEqual([
      {
        status: 'pending',
        attempts: 0,
        next_attempt_at: new Date(now.getTime() + 30_000),
        last_error: 'hubspot 429',
      },
    ]);
    expect(hubspot.requests.filter((r) => r.status === 429)).toHaveLength(1);
    hubspot.clearRequests();
    expect((await app.deliveries.runChannel('crm', new Date(now.getTime() + 29_000))).delivered).toBe(0);
    expect(hubspot.requests).toEqual([]);
    expect((await app.deliveries.runChannel('crm', new Date(now.getTime() + 30_000))).delivered).toBe(1);
  });

  it('defers the rest of a claim, unsent, when HubSpot asks to wait', async () => {
    const leads = [
      await contactLead(uniqueEmail('first', 'busy.example')),
      await contactLead(uniqueEmail('second', 'busy.example')),
    ];
    hubspot.rateLimit(1, 20);
    const limited = await syncNow();
    expect(limited).toMatchObject({ delivered: 0, retrying: 2 });
    // One call answered 429; the other lead's sync made none.
    expect(hubspot.requests.map((r) => r.status)).toEqual([429]);
    const { rows } = await sql.query<{ next_attempt_at: Date; attempts: number }>(
      `select next_attempt_at, attempts from delivery where lead_id = any($1) and channel = 'crm'`,
      [leads],
    );
    expect(rows).toEqual([
      { next_attempt_at: new Date(now.getTime() + 20_000), attempts: 0 },
      { next_attempt_at: new Date(now.getTime() + 20_000), attempts: 0 },
    ]);
    expect((await app.deliveries.runChannel('crm', new Date(now.getTime() + 20_000))).delivered).toBe(2);
  });

  it('holds no webhook back while HubSpot fails', async () => {
    const delivered = hook.state.delivered.length;
    hubspot.fail(10, 503);
    const leadId = await contactLead(uniqueEmail('outage', 'outage.example'));
    const result = await app.deliveries.runDue(now);
    expect(result.delivered).toBeGreaterThanOrEqual(1);
    expect(hook.state.delivered.length).toBeGreaterThan(delivered);
    const { rows } = await sql.query<{ status: string; last_error: string }>(
      `select status, last_error from delivery where lead_id = $1 and channel = 'crm'`,
      [leadId],
    );
    expect(rows).toEqual([{ status: 'pending', last_error: 'hubspot 503' }]);
    const detail = await app.inject({
      url: staffQuery('staff.leads.get', { id: leadId }),
      headers: sam.headers,
    });
    expect(detail.json().result.data.crm).toEqual({
      state: 'pending',
      since: null,
      contact: false,
      deal: false,
      error: 'hubspot 503',
    });
  });
});

describe('what stays out', () => {
  it('sends no lead staff marked as spam', async () => {
    const email = uniqueEmail('junk', 'spammy.example');
    const leadId = await contactLead(email);
    const marked = await mutate('staff.leads.setSpam', { id: leadId, spam: true });
    expect(marked.statusCode, marked.body).toBe(200);
    const result = await syncNow();
    expect(result).toMatchObject({ delivered: 0, skipped: 1 });
    expect(hubspot.requests).toEqual([]);
    expect(await recordOf(leadId)).toBeUndefined();
  });
});

describe('privacy', () => {
  it('logs neither the token nor the details HubSpot is sent', async () => {
    const email = uniqueEmail('private.person', 'privatefirm.example');
    logLines.length = 0;
    hubspot.fail(1, 400);
    await contactLead(email);
    await syncNow();
    await syncNow(tick(3600));
    const log = logLines.join('\n');
    expect(log).toContain('crm sync done');
    expect(log).toContain('hubspot 400');
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain(email);
    for (const phone of ['555-0199', '5550199', validLead.phone]) expect(log).not.toContain(phone);
    expect(log).not.toContain(validLead.lastName);
    for (const request of hubspot.requests) expect(request.path).not.toContain(email.split('@')[0]);
  });
});
