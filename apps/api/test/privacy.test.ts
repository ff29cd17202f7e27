/**
 * Issue 14 "Privacy requests (PIPEDA)": an admin finds, exports and deletes everything stored about an email
 * address, leaving no row with it and an audit entry without it; the nightly purge applies the privacy policy's
 * retention (24 months after the last contact unless won; spam after 30 days).
 */
import { createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextPurgeAt, purgeExpired } from '../src/services/privacy.ts';
import {
  createTestDatabase,
  logCapture,
  STAFF_ORIGIN,
  signedInStaff,
  sqlClient,
  testApp,
  testEnv,
  validLead,
} from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let admin: Awaited<ReturnType<typeof signedInStaff>>;
const { lines: logLines, stream: logStream } = logCapture();

beforeAll(async () => {
  const url = await createTestDatabase();
  app = await testApp({
    env: testEnv({ DATABASE_URL: url }),
    // A webhook channel, so leads get notification rows (never delivered: the worker does not run here).
    sales: {
      LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/never',
      LEAD_WEBHOOK_SECRET: `whsec_${Buffer.alloc(32, 7).toString('base64')}`,
    },
    background: false,
    waitForDatabase: true,
    logger: { level: 'info', stream: logStream },
  });
  sql = await sqlClient(url);
  admin = await signedInStaff(app, 'admin');
});

const EMAIL = 'Amara.Okafor@Clinic.example';

/** Stores a contact request, a chat, a visitor profile with a recommendation and a newsletter signup for EMAIL. */
async function storeEverything() {
  const chatId = createSessionId('chat');
  await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { message: 'Our server is down', sessionId: chatId, visitorInfo: { email: EMAIL } },
  });
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
  await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, email: EMAIL, chatSessionId: chatId },
  });
  await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: EMAIL, consent: true } });
  // Someone else, who must be left alone.
  await app.inject({
    method: 'POST',
    url: '/api/contact',
    payload: { ...validLead, email: 'other@example.com' },
  });
}

/** Every row of every table of ours, as text, that mentions `needle` (case-insensitive). */
async function rowsMentioning(needle: string): Promise<string[]> {
  const { rows: tables } = await sql.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const found: string[] = [];
  for (const { table_name } of tables) {
    const { rows } = await sql.query(`select t::text as row from "${table_name}" t where t::text ilike $1`, [
      `%${needle}%`,
    ]);
    for (const row of rows) found.push(`${table_name}: ${row.row}`);
  }
  return found;
}

const call = (path: string, input: object, headers = admin.headers, method: 'GET' | 'POST' = 'POST') =>
  method === 'GET'
    ? app.inject({ url: `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, headers })
    : app.inject({ method: 'POST', url: `/trpc/${path}`, headers, payload: input });

describe('privacy requests', () => {
  it('find, export and delete everything about an email address, leaving no row with it', async () => {
    await storeEverything();
    expect((await rowsMentioning(EMAIL)).length).toBeGreaterThanOrEqual(4);

    const found = await call('staff.privacy.find', { email: EMAIL.toUpperCase() }, admin.headers, 'GET');
    expect(found.statusCode).toBe(200);
    expect(found.json().result.data).toEqual({
      contactRequests: 1,
      chatSessions: 1,
      visitorProfiles: 1,
      newsletterSubscriptions: 1,
      leads: 3,
      notifications: 3,
    });

    const exported = await call('staff.privacy.export', { email: EMAIL });
    expect(exported.statusCode).toBe(200);
    const data = exported.json().result.data;
    expect(data.email).toBe(EMAIL.toLowerCase());
    expect(data.contactRequests[0]).toMatchObject({ email: EMAIL, company: validLead.company });
    expect(data.chatSessions[0].messages.map((message: { role: string }) => message.role)).toEqual([
      'user',
      'assistant',
    ]);
    expect(data.visitorProfiles[0].recommendations).toHaveLength(1);
    expect(data.newsletterSubscriptions[0].email).toBe(EMAIL.toLowerCase());
    expect(data.notifications).toHaveLength(3);
    expect(JSON.stringify(data)).not.toContain('other@example.com');

    const deleted = await call('staff.privacy.delete', { email: EMAIL });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().result.data).toMatchObject({ contactRequests: 1, chatSessions: 1, leads: 3 });
    expect(await rowsMentioning(EMAIL)).toEqual([]);
    expect(await rowsMentioning('Our server is down')).toEqual([]);
    expect((await rowsMentioning('other@example.com')).length).toBeGreaterThan(0);

    const { rows: audit } = await sql.query(
      'select action, performed_by_id, counts from privacy_audit order by performed_at',
    );
    expect(audit.map((row) => row.action)).toEqual(['export', 'delete']);
    expect(audit.every((row) => row.performed_by_id === admin.id)).toBe(true);
    expect(audit[1].counts).toMatchObject({ contactRequests: 1, notifications: 3 });
    const logged = logLines.filter((line) => /amara/i.test(line));
    expect(logged).toEqual([]);
  });

  it('are for admins only: 403 for sales, 401 signed out, 400 for a malformed address', async () => {
    const sales = await signedInStaff(app, 'sales');
    expect((await call('staff.privacy.delete', { email: 'x@example.com' }, sales.headers)).statusCode).toBe(
      403,
    );
    expect((await call('staff.privacy.export', { email: 'x@example.com' }, sales.headers)).statusCode).toBe(
      403,
    );
    expect(
      (await call('staff.privacy.delete', { email: 'x@example.com' }, { origin: STAFF_ORIGIN })).statusCode,
    ).toBe(401);
    expect((await call('staff.privacy.delete', { email: 'not an address' })).statusCode).toBe(400);
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

  it('runs at the configured hour (UTC) every night', () => {
    expect(nextPurgeAt(new Date('2026-11-24T07:59:00Z'), 8).toISOString()).toBe('2026-11-24T08:00:00.000Z');
    expect(nextPurgeAt(new Date('2026-11-24T08:00:00Z'), 8).toISOString()).toBe('2026-11-25T08:00:00.000Z');
  });
});
