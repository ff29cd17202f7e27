/**
 * Without HUBSPOT_ACCESS_TOKEN the CRM sync is off and nothing else changes: no `crm` delivery is planned, the
 * worker has no CRM lane, and a lead's alerts are written as before. A privacy deletion of a person HubSpot holds
 * (synced while the token was set) still plans its erasure, which waits for the lane (decision 101).
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LeadApp, leadApp, planAlerts, uniqueEmail, validLead } from '../helper.ts';
import { webhookReceiver } from '../receivers.ts';

const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
let app: FastifyInstance;
let sql: pg.Client;
let lead: LeadApp;

beforeAll(async () => {
  const hook = await webhookReceiver(WEBHOOK_SECRET);
  lead = await leadApp({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET });
  ({ app, sql } = lead);
});

describe('without a HubSpot token', () => {
  it('plans no CRM sync and writes the alerts as before', async () => {
    expect(app.deliveries.transports.available.crm).toBe(false);
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email: uniqueEmail('off') },
    });
    expect(response.statusCode).toBe(201);
    await planAlerts(app);
    const { rows } = await sql.query<{ channel: string }>('select channel from delivery');
    expect(rows.map((row) => row.channel)).toEqual(['webhook']);
    expect(await app.deliveries.runChannel('crm')).toEqual({
      delivered: 0,
      skipped: 0,
      retrying: 0,
      failed: 0,
    });
  });

  it('refuses a retry of the sync, which is off, and the reports show no HubSpot count', async () => {
    const sam = await lead.signInStaff('sales', 'sam.off@northline-it.example');
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email: uniqueEmail('off.retry') },
    });
    const { rows } = await sql.query<{ id: string }>('select id from lead where contact_request_id = $1', [
      response.json().id,
    ]);
    const retried = await app.inject({
      method: 'POST',
      url: '/trpc/staff.leads.retryCrmSync',
      headers: sam.headers,
      payload: { id: rows[0]?.id },
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.body).toContain('The HubSpot sync is off');
    const report = await app.inject({ url: '/api/staff/reports', headers: sam.headers });
    expect(report.json().crm).toBeNull();
  });

  it("plans a privacy deletion's HubSpot erasure all the same, to wait for the lane", async () => {
    const admin = await lead.signInStaff('admin', 'avery.off@northline-it.example');
    const email = uniqueEmail('synced.before');
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...validLead, email },
    });
    expect(response.statusCode).toBe(201);
    // Synced while the token was set.
    await sql.query(
      `insert into crm_record (lead_id, contact_id, notes, synced_at, updated_at)
       select id, '9001', '{}'::jsonb, now(), now() from lead where contact_request_id = $1`,
      [response.json().id],
    );
    const deleted = await app.inject({
      method: 'POST',
      url: '/trpc/staff.privacy.delete',
      headers: admin.headers,
      payload: { email },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await planAlerts(app);
    const { rows } = await sql.query<{ status: string; payload: unknown }>(
      `select status, payload from delivery where topic = 'crm.erase'`,
    );
    expect(rows).toEqual([{ status: 'pending', payload: { contacts: ['9001'], deals: [], notes: [] } }]);
  });
});
