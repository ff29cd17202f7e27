/**
 * A lead's HubSpot sync asked for beside its own events (crm/crm-leads.ts; decisions 097 and 101): a member's retry
 * after a failed sync (tRPC and REST), the reports' count of leads not yet in HubSpot, and the back-fill
 * (crm/crm-backfill.ts), each through the event log, the alert dispatcher and the delivery worker's `crm` lane,
 * against the local HubSpot server and the real PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { backfillCrm, progressLine, projectedBackfillMs } from '../../src/crm/crm-backfill.ts';
import {
  contactLeadId,
  leadApp,
  OFFICE_OPEN_AT,
  planAlerts,
  STAFF_ORIGIN,
  type StaffSignIn,
  uniqueEmail,
} from '../helper.ts';
import { type FakeHubSpotServer, startFakeHubSpotServer } from './fake-hubspot-server.ts';

const TOKEN = 'pat-na1-crm-requests-test-token-77c2';

let app: FastifyInstance;
let sql: pg.Client;
let hubspot: FakeHubSpotServer;
let sam: StaffSignIn;
let logLines: string[];
let now = new Date(OFFICE_OPEN_AT);
const tick = (seconds = 60) => {
  now = new Date(now.getTime() + seconds * 1000);
  return now;
};

beforeAll(async () => {
  hubspot = await startFakeHubSpotServer({ token: TOKEN });
  const lead = await leadApp(
    { HUBSPOT_ACCESS_TOKEN: TOKEN, HUBSPOT_BASE_URL: hubspot.baseUrl, NOTIFY_MAX_ATTEMPTS: 2 },
    { clock: () => now },
  );
  ({ app, sql, logLines } = lead);
  sam = await lead.signInStaff('sales', 'sam.requests@northline-it.example');
});
afterAll(() => hubspot.close());

beforeEach(() => {
  hubspot.clearRequests();
  hubspot.clearRefusals();
});

/** A contact lead from `email`; its id. */
async function contactLead(email: string): Promise<string> {
  return contactLeadId(app, sql, email);
}

const mutate = (path: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers: sam.headers, payload });

const crmRows = async (leadId: string) =>
  (
    await sql.query<{ status: string; event_id: string | null }>(
      `select status, event_id from delivery where lead_id = $1 and channel = 'crm' order by created_at, id`,
      [leadId],
    )
  ).rows;

/** Runs the lane until the lead's sync has failed for good (NOTIFY_MAX_ATTEMPTS 2, HubSpot answering 400). */
async function failSync(leadId: string): Promise<void> {
  hubspot.fail(2, 400);
  await app.deliveries.runChannel('crm', now);
  await app.deliveries.runChannel('crm', tick(3600));
  expect((await crmRows(leadId)).map((row) => row.status)).toEqual(['failed']);
}

const leadPage = async (leadId: string) =>
  (
    await app.inject({
      url: `/trpc/staff.leads.get?input=${encodeURIComponent(JSON.stringify({ id: leadId }))}`,
      headers: sam.headers,
    })
  ).json().result.data;

describe('a retry after a failed sync', () => {
  it('appends crm.sync_requested in its transaction, and the one worker sends the lead again', async () => {
    const leadId = await contactLead(uniqueEmail('retry', 'retry.example'));
    await failSync(leadId);
    expect((await leadPage(leadId)).crm).toMatchObject({ state: 'failed', error: 'hubspot 400' });

    const retried = await mutate('staff.leads.retryCrmSync', { id: leadId });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().result.data).toEqual({ id: leadId, requested: true });
    const { rows: events } = await sql.query<{ id: string; actor_id: string; payload: unknown }>(
      `select id, actor_id, payload from domain_event where lead_id = $1 and type = 'crm.sync_requested'`,
      [leadId],
    );
    expect(events).toEqual([{ id: expect.any(String), actor_id: sam.id, payload: { reason: 'retry' } }]);

    // Planned from that event by the dispatcher, beside the failed one; sent by the CRM lane.
    await planAlerts(app);
    expect(await crmRows(leadId)).toEqual([
      { status: 'failed', event_id: expect.any(String) },
      { status: 'pending', event_id: events[0]?.id },
    ]);
    expect((await leadPage(leadId)).crm).toMatchObject({ state: 'pending', error: null });
    expect((await app.deliveries.runChannel('crm', tick())).delivered).toBe(1);
    expect((await leadPage(leadId)).crm).toMatchObject({ state: 'synced', contact: true });
  });

  it('requests nothing more while a sync of the lead is pending', async () => {
    const leadId = await contactLead(uniqueEmail('waiting', 'retry.example'));
    const retried = await mutate('staff.leads.retryCrmSync', { id: leadId });
    expect(retried.json().result.data).toEqual({ id: leadId, requested: false });
    const { rows } = await sql.query(
      `select 1 from domain_event where lead_id = $1 and type = 'crm.sync_requested'`,
      [leadId],
    );
    expect(rows).toEqual([]);
    await app.deliveries.runChannel('crm', tick());
  });

  it('is a REST call too, staff only, and refuses a lead that is never sent or does not exist', async () => {
    const leadId = await contactLead(uniqueEmail('rest', 'retry.example'));
    await app.deliveries.runChannel('crm', tick());
    const signedOut = await app.inject({
      method: 'POST',
      url: `/api/staff/leads/${leadId}/crm-sync`,
      headers: { origin: STAFF_ORIGIN },
    });
    expect(signedOut.statusCode).toBe(401);
    const rest = await app.inject({
      method: 'POST',
      url: `/api/staff/leads/${leadId}/crm-sync`,
      headers: sam.headers,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toEqual({ id: leadId, requested: true });
    await planAlerts(app);
    await app.deliveries.runChannel('crm', tick());

    const unknown = await mutate('staff.leads.retryCrmSync', { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const spam = await contactLead(uniqueEmail('junk', 'retry.example'));
    expect((await mutate('staff.leads.setSpam', { id: spam, spam: true })).statusCode).toBe(200);
    const refused = await mutate('staff.leads.retryCrmSync', { id: spam });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain('This lead is not sent to HubSpot');
    await planAlerts(app);
    await app.deliveries.runChannel('crm', tick());
  });
});

describe('the reports', () => {
  it('count the leads not yet in HubSpot, and nothing else changes it', async () => {
    const report = async () =>
      (await app.inject({ url: '/api/staff/reports', headers: sam.headers })).json().crm as {
        notYetInHubSpot: number;
      };
    await planAlerts(app);
    await app.deliveries.runChannel('crm', tick());
    const before = (await report()).notYetInHubSpot;
    const leadId = await contactLead(uniqueEmail('counted', 'report.example'));
    expect((await report()).notYetInHubSpot).toBe(before + 1);
    // A spam lead is never sent: it never counts.
    const spam = await contactLead(uniqueEmail('junk.counted', 'report.example'));
    expect((await mutate('staff.leads.setSpam', { id: spam, spam: true })).statusCode).toBe(200);
    expect((await report()).notYetInHubSpot).toBe(before + 1);
    await planAlerts(app);
    await app.deliveries.runChannel('crm', tick());
    expect((await crmRows(leadId)).map((row) => row.status)).toEqual(['delivered']);
    expect((await report()).notYetInHubSpot).toBe(before);
  });
});

describe('the back-fill', () => {
  it('counts in a dry run and writes nothing; then requests each lead once, sent by the one worker', async () => {
    const leads = [
      await contactLead(uniqueEmail('old.one', 'backfill.example')),
      await contactLead(uniqueEmail('old.two', 'backfill.example')),
      await contactLead(uniqueEmail('old.three', 'backfill.example')),
    ];
    // Leads from before the token was set: no sync was ever planned for them.
    await sql.query(`delete from delivery where channel = 'crm' and lead_id = any($1)`, [leads]);
    const counts = async () =>
      (
        await sql.query<{ events: string; deliveries: string }>(
          `select (select count(*) from domain_event) as events, (select count(*) from delivery) as deliveries`,
        )
      ).rows[0];
    const before = await counts();

    const dry = await backfillCrm(app.db.em(), { dryRun: true, now: () => now });
    expect(dry).toEqual({ found: 3, requested: 0 });
    expect(await counts()).toEqual(before);

    const progress: [number, number][] = [];
    const result = await backfillCrm(app.db.em(), {
      dryRun: false,
      now: () => now,
      pageSize: 2,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(result).toEqual({ found: 3, requested: 3 });
    expect(progress).toEqual([
      [0, 3],
      [2, 3],
      [3, 3],
    ]);
    // A second run while their syncs are requested, and then pending, finds none.
    expect(await backfillCrm(app.db.em(), { dryRun: false, now: () => now })).toEqual({
      found: 0,
      requested: 0,
    });
    await planAlerts(app);
    expect(await backfillCrm(app.db.em(), { dryRun: false, now: () => now })).toEqual({
      found: 0,
      requested: 0,
    });
    expect(
      (await sql.query(`select 1 from delivery where channel = 'crm' and lead_id = any($1)`, [leads])).rows,
    ).toHaveLength(3);
    expect((await app.deliveries.runChannel('crm', tick())).delivered).toBe(3);
    expect(await backfillCrm(app.db.em(), { dryRun: true, now: () => now })).toEqual({
      found: 0,
      requested: 0,
    });
  });

  it('projects its time from the limiter, and draws its progress without a lead’s details', () => {
    // One call every 111 ms: 10,000 leads of 1 to 7 calls.
    expect(projectedBackfillMs(10_000)).toEqual({ least: 1_111_111, most: 7_777_778 });
    expect(progressLine(1, 4)).toBe('[########----------------------] 25% 1/4 leads');
    expect(progressLine(0, 0)).toBe('[##############################] 100% 0/0 leads');
    expect(logLines.join('\n')).not.toContain('backfill.example');
  });
});
