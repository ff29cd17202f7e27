/**
 * The event log's rows of a lead go with the lead although `domain_event.lead_id` has no foreign key
 * (docs/decisions/089-the-event-log-appends-without-a-lead-check.md): the trigger `domain_event_lead_deleted` deletes
 * them, on PostgreSQL and on PGlite, and the retention purge leaves no event of a purged lead behind. A lead goes
 * with its contact request although `lead.contact_request_id` has no foreign key either
 * (docs/decisions/100-the-lead-row-without-its-request-check.md): the trigger `lead_contact_request_deleted`.
 */
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestDatabase, migratedPgliteDir, testApp, testEnv, validLead } from './helper.ts';

/** Stores a contact lead through the API and returns its lead's id. */
async function contactLead(app: FastifyInstance, email: string): Promise<string> {
  const created = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...validLead, email } });
  expect(created.statusCode).toBe(201);
  const [row] = await app.db
    .em()
    .getConnection()
    .execute<{ id: string }[]>(
      `select l."id" from "lead" l join "contact_request" c on c."id" = l."contact_request_id" where c."email" = ?`,
      [email],
    );
  if (!row) throw new Error('the lead was not stored');
  return row.id;
}

/** How many events of the log name `leadId`. */
async function eventsOf(app: FastifyInstance, leadId: string): Promise<number> {
  const [row] = await app.db
    .em()
    .getConnection()
    .execute<{ n: number }[]>(`select count(*)::int as "n" from "domain_event" where "lead_id" = ?`, [
      leadId,
    ]);
  return row?.n ?? 0;
}

/** Whether the lead `leadId` is stored. */
async function leadExists(app: FastifyInstance, leadId: string): Promise<boolean> {
  const rows = await app.db
    .em()
    .getConnection()
    .execute<{ id: string }[]>(`select "id" from "lead" where "id" = ?`, [leadId]);
  return rows.length === 1;
}

/** Deleting one lead deletes its events and leaves the other lead's. */
async function expectEventsGoWithTheirLead(app: FastifyInstance): Promise<void> {
  const gone = await contactLead(app, 'gone@lean-log.example');
  const kept = await contactLead(app, 'kept@lean-log.example');
  expect(await eventsOf(app, gone)).toBeGreaterThan(0);
  expect(await eventsOf(app, kept)).toBeGreaterThan(0);
  const keptBefore = await eventsOf(app, kept);
  await app.db.em().getConnection().execute(`delete from "lead" where "id" = ?`, [gone]);
  expect(await eventsOf(app, gone)).toBe(0);
  expect(await eventsOf(app, kept)).toBe(keptBefore);
}

/** Runs `check` on an app over a migrated PGlite folder of its own (`name`), closing the app after. */
async function onPglite(name: string, check: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const app = await buildApp({
    env: testEnv({ DATABASE_URL: undefined, PGLITE_DIR: migratedPgliteDir(name) }),
    logger: false,
    waitForDatabase: true,
  });
  try {
    await check(app);
  } finally {
    await app.close();
  }
}

/** Deleting a contact request deletes its lead and the lead's events, and leaves another request's lead. */
async function expectLeadGoesWithItsRequest(app: FastifyInstance): Promise<void> {
  const lead = await contactLead(app, 'old@lean-log.example');
  expect(await eventsOf(app, lead)).toBeGreaterThan(0);
  const kept = await contactLead(app, 'kept@lean-log.example');
  // The contact request's trigger deletes its lead, whose trigger deletes the lead's events.
  await app.db
    .em()
    .getConnection()
    .execute(`delete from "contact_request" where "email" = ?`, ['old@lean-log.example']);
  expect(await leadExists(app, lead)).toBe(false);
  expect(await eventsOf(app, lead)).toBe(0);
  expect(await leadExists(app, kept)).toBe(true);
}

describe('a lead deleted takes its events with it', () => {
  it('on PostgreSQL', async () => {
    const app = await testApp({
      env: testEnv({ DATABASE_URL: await createTestDatabase() }),
      waitForDatabase: true,
    });
    await expectEventsGoWithTheirLead(app);
  });

  it('on PGlite', async () => {
    await onPglite('pglite-lean-log', expectEventsGoWithTheirLead);
  });

  it('when the retention purge deletes its contact request', async () => {
    const app = await testApp({
      env: testEnv({ DATABASE_URL: await createTestDatabase() }),
      waitForDatabase: true,
    });
    await expectLeadGoesWithItsRequest(app);
  });

  it('when its contact request is deleted on PGlite', async () => {
    await onPglite('pglite-lean-request', expectLeadGoesWithItsRequest);
  });
});
