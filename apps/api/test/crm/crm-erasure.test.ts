/**
 * A privacy deletion erases the person in HubSpot (decision 101): the deletion keeps the HubSpot ids in the event
 * it appends, the alert dispatcher plans one `crm.erase` delivery holding them, and the delivery worker's `crm` lane
 * deletes the contact for good (GDPR delete) and archives its deals and notes, surviving a failure; no personal
 * data reaches a log line, an error or a HubSpot URL on the way. Against the local HubSpot server and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRM_ERASURE_DELAY_MS } from '../../src/delivery/crm-plan.ts';
import {
  contactLeadId,
  leadApp,
  OFFICE_OPEN_AT,
  planAlerts,
  type StaffSignIn,
  uniqueEmail,
  validLead,
} from '../helper.ts';
import { type FakeHubSpotServer, startFakeHubSpotServer } from './fake-hubspot-server.ts';

const TOKEN = 'pat-na1-crm-erasure-test-token-31d0';

let app: FastifyInstance;
let sql: pg.Client;
let hubspot: FakeHubSpotServer;
let admin: StaffSignIn;
let logLines: string[];
let now = new Date(OFFICE_OPEN_AT);
const tick = (ms = 60_000) => {
  now = new Date(now.getTime() + ms);
  return now;
};

beforeAll(async () => {
  hubspot = await startFakeHubSpotServer({ token: TOKEN });
  const lead = await leadApp(
    { HUBSPOT_ACCESS_TOKEN: TOKEN, HUBSPOT_BASE_URL: hubspot.baseUrl },
    { clock: () => now },
  );
  ({ app, sql, logLines } = lead);
  admin = await lead.signInStaff('admin', 'avery.erasure@northline-it.example');
});
afterAll(() => hubspot.close());

const mutate = (path: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers: admin.headers, payload });

/** A contact lead of `email` with a staff note, synced; its id and HubSpot ids, with a deal made in HubSpot. */
async function syncedLead(email: string) {
  const leadId = await contactLeadId(app, sql, email);
  expect((await mutate('staff.leads.addNote', { id: leadId, body: 'Asked about backups.' })).statusCode).toBe(
    200,
  );
  await planAlerts(app);
  expect((await app.deliveries.runChannel('crm', tick())).delivered).toBe(1);
  const record = (
    await sql.query<{ contact_id: string; notes: Record<string, { id: string }> }>(
      'select contact_id, notes from crm_record where lead_id = $1',
      [leadId],
    )
  ).rows[0];
  // A deal as a booked meeting makes one (crm-sync.test.ts covers that path), stored as the sync stores it.
  const deal = await fetch(`${hubspot.baseUrl}/crm/v3/objects/deals`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ properties: { dealname: 'Harbour Law LLP: IT assessment' } }),
  });
  const dealId = ((await deal.json()) as { id: string }).id;
  await sql.query('update crm_record set deal_id = $2 where lead_id = $1', [leadId, dealId]);
  return {
    leadId,
    contactId: record?.contact_id as string,
    noteIds: Object.values(record?.notes ?? {}).map((note) => note.id),
    dealId,
  };
}

const erasures = async () =>
  (
    await sql.query<{
      id: string;
      lead_id: string | null;
      status: string;
      payload: unknown;
      last_error: string | null;
      next_attempt_at: Date;
    }>(
      `select id, lead_id, status, payload, last_error, next_attempt_at from delivery where topic = 'crm.erase'
       order by created_at, id`,
    )
  ).rows;

describe('a privacy deletion', () => {
  it('deletes the contact for good and archives its deal and notes, after the deletion committed', async () => {
    const email = uniqueEmail('erase.me', 'harbourlaw.example');
    const synced = await syncedLead(email);
    expect(synced.noteIds).toHaveLength(1);
    hubspot.clearRequests();

    const deleted = await mutate('staff.privacy.delete', { email });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const deletedAt = now;
    // The local rows are gone; the ids travel in the event, with no lead.
    expect((await sql.query('select 1 from crm_record where lead_id = $1', [synced.leadId])).rows).toEqual(
      [],
    );
    const { rows: events } = await sql.query<{ lead_id: string | null; actor_id: string; payload: unknown }>(
      `select lead_id, actor_id, payload from domain_event where type = 'crm.erasure_requested'`,
    );
    expect(events).toEqual([
      {
        lead_id: null,
        actor_id: admin.id,
        payload: { contacts: [synced.contactId], deals: [synced.dealId], notes: synced.noteIds },
      },
    ]);

    await planAlerts(app);
    const [planned] = await erasures();
    expect(planned).toMatchObject({
      lead_id: null,
      status: 'pending',
      payload: { contacts: [synced.contactId], deals: [synced.dealId], notes: synced.noteIds },
      next_attempt_at: new Date(deletedAt.getTime() + CRM_ERASURE_DELAY_MS),
    });
    // Not before a sync under way at the deletion has ended or lost its lease.
    expect((await app.deliveries.runChannel('crm', tick())).delivered).toBe(0);
    expect(hubspot.requests).toEqual([]);

    // HubSpot fails once: the erasure waits and is sent again, its ids kept in the row.
    hubspot.fail(1, 503);
    const failed = await app.deliveries.runChannel(
      'crm',
      new Date(deletedAt.getTime() + CRM_ERASURE_DELAY_MS),
    );
    expect(failed).toMatchObject({ delivered: 0, retrying: 1 });
    expect((await erasures())[0]).toMatchObject({ status: 'pending', last_error: 'hubspot 503' });
    expect((await erasures())[0]?.payload).toEqual(planned?.payload);

    expect((await app.deliveries.runChannel('crm', tick(3_600_000))).delivered).toBe(1);
    expect(hubspot.objects.contacts.has(synced.contactId)).toBe(false);
    expect(hubspot.gdprDeleted).toContain(synced.contactId);
    expect(hubspot.objects.deals.has(synced.dealId)).toBe(false);
    for (const note of synced.noteIds) expect(hubspot.objects.notes.has(note)).toBe(false);
    const calls = hubspot.requests.filter((r) => r.status !== 503).map((r) => `${r.method} ${r.path}`);
    expect(calls).toEqual([
      ...synced.noteIds.map((note) => `DELETE /crm/v3/objects/notes/${note}`),
      `DELETE /crm/v3/objects/deals/${synced.dealId}`,
      'POST /crm/v3/objects/contacts/gdpr-delete',
    ]);
    // Done: the ids are no longer needed and leave the row.
    expect((await erasures())[0]).toMatchObject({ status: 'delivered', payload: null, last_error: null });
  });

  it('counts what HubSpot no longer has as deleted, so a repeat is harmless', async () => {
    const email = uniqueEmail('erased.twice', 'harbourlaw.example');
    const synced = await syncedLead(email);
    // Someone deleted the contact in HubSpot already.
    hubspot.objects.contacts.delete(synced.contactId);
    expect((await mutate('staff.privacy.delete', { email })).statusCode).toBe(200);
    await planAlerts(app);
    expect((await app.deliveries.runChannel('crm', tick(CRM_ERASURE_DELAY_MS))).delivered).toBe(1);
    expect(hubspot.objects.deals.has(synced.dealId)).toBe(false);
  });

  it('appends no erasure for a person HubSpot never held', async () => {
    const before = (await erasures()).length;
    const email = uniqueEmail('never.synced', 'harbourlaw.example');
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email },
    });
    expect(response.statusCode).toBe(201);
    expect((await mutate('staff.privacy.delete', { email })).statusCode).toBe(200);
    await planAlerts(app);
    expect(await erasures()).toHaveLength(before);
  });

  it('puts no personal data in a log line, an error, a stored row or a HubSpot URL on its way', async () => {
    const email = uniqueEmail('private.erasure', 'privatefirm.example');
    await syncedLead(email);
    logLines.length = 0;
    hubspot.clearRequests();
    expect((await mutate('staff.privacy.delete', { email })).statusCode).toBe(200);
    await planAlerts(app);
    hubspot.fail(1, 400);
    await app.deliveries.runChannel('crm', tick(CRM_ERASURE_DELAY_MS));
    await app.deliveries.runChannel('crm', tick(3_600_000));
    const log = logLines.join('\n');
    expect(log).toContain('crm erasure done');
    expect(log).toContain('hubspot 400');
    const stored = JSON.stringify(
      (await sql.query(`select payload from domain_event where type = 'crm.erasure_requested'`)).rows,
    );
    const delivered = JSON.stringify(await erasures());
    for (const text of [
      log,
      stored,
      delivered,
      ...hubspot.requests.map((r) => `${r.path} ${JSON.stringify(r.body)}`),
    ]) {
      expect(text).not.toContain(email);
      expect(text).not.toContain(email.split('@')[0]);
      expect(text).not.toContain(validLead.lastName);
      for (const phone of ['555-0199', '5550199', validLead.phone]) expect(text).not.toContain(phone);
    }
    expect(log).not.toContain(TOKEN);
  });
});
