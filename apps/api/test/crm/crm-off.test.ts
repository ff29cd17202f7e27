/**
 * Without HUBSPOT_ACCESS_TOKEN the CRM sync is off and nothing else changes: no `crm` delivery is planned, the
 * worker has no CRM lane, and a lead's alerts are written as before.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadApp, planAlerts, uniqueEmail, validLead } from '../helper.ts';
import { webhookReceiver } from '../receivers.ts';

const WEBHOOK_SECRET = `whsec_${Buffer.alloc(32, 3).toString('base64')}`;
let app: FastifyInstance;
let sql: pg.Client;

beforeAll(async () => {
  const hook = await webhookReceiver(WEBHOOK_SECRET);
  ({ app, sql } = await leadApp({ LEAD_WEBHOOK_URL: hook.url, LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET }));
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
});
