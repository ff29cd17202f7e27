/**
 * Staff sessions have an absolute lifetime (7 days) besides the 12-hour idle one, and an admin can
 * list the staff, disable an account (it cannot sign in, its sessions end on their next request), enable it again
 * and sign an account out everywhere; disabling the last active admin is refused, also when two admins try it at
 * once. Against the real PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_MESSAGE, SESSION_ABSOLUTE_MS, SIGN_IN_FAILED_MESSAGE } from '../src/staff/staff-auth.ts';
import { ADMIN_ONLY_MESSAGE, CROSS_SITE_MESSAGE } from '../src/trpc/trpc.ts';
import { leadApp, STAFF_ORIGIN, STAFF_PASSWORD, signedInStaff } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];

beforeAll(async () => {
  ({ app, sql, logLines } = await leadApp());
});

type Headers = Record<string, string>;

const listLeads = (headers: Headers) =>
  app.inject({ url: `/trpc/staff.leads.list?input=${encodeURIComponent('{}')}`, headers });

const listStaff = (headers: Headers) => app.inject({ url: '/trpc/staff.users.list', headers });

const call = (procedure: 'disable' | 'enable' | 'revokeSessions', id: string, headers: Headers) =>
  app.inject({ method: 'POST', url: `/trpc/staff.users.${procedure}`, headers, payload: { id } });

const signIn = (email: string, password = STAFF_PASSWORD) =>
  app.inject({
    method: 'POST',
    url: '/trpc/staff.auth.signIn',
    headers: { origin: STAFF_ORIGIN },
    payload: { email, password },
  });

/** The headers of a further session of an account (signed in again, from another device). */
async function anotherSession(email: string): Promise<Headers> {
  const response = await signIn(email);
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((entry) => entry.name === 'nl_staff');
  return { cookie: `nl_staff=${cookie?.value}`, origin: STAFF_ORIGIN };
}

async function sessionsOf(userId: string): Promise<number> {
  const { rows } = await sql.query('select count(*)::int as n from staff_session where user_id = $1', [
    userId,
  ]);
  return rows[0].n;
}

describe('the absolute session lifetime', () => {
  it('ends a session 7 days after sign-in, however recently it was used', async () => {
    const staff = await signedInStaff(app, 'sales');
    await sql.query(
      `update staff_session set created_at = now() - interval '7 days 1 minute',
       last_seen_at = now() - interval '1 minute', expires_at = now() + interval '11 hours' where user_id = $1`,
      [staff.id],
    );
    expect((await listLeads(staff.headers)).statusCode).toBe(401);
    expect(await sessionsOf(staff.id)).toBe(0);
  });

  it('never slides the idle expiry past it', async () => {
    const staff = await signedInStaff(app, 'sales');
    await sql.query(
      `update staff_session set created_at = now() - interval '7 days' + interval '1 hour',
       last_seen_at = now() - interval '5 minutes', expires_at = now() + interval '1 hour' where user_id = $1`,
      [staff.id],
    );
    expect((await listLeads(staff.headers)).statusCode).toBe(200);
    const { rows } = await sql.query(
      `select expires_at <= created_at + make_interval(secs => $2) as capped,
       expires_at < now() + interval '2 hours' as soon from staff_session where user_id = $1`,
      [staff.id, SESSION_ABSOLUTE_MS / 1000],
    );
    expect(rows[0]).toEqual({ capped: true, soon: true });
  });
});

describe('the staff list', () => {
  it('shows admins every account with its live sessions, never a hash', async () => {
    const admin = await signedInStaff(app, 'admin');
    const sales = await signedInStaff(app, 'sales');
    await anotherSession(sales.email);
    const response = await listStaff(admin.headers);
    expect(response.statusCode).toBe(200);
    const accounts = response.json().result.data as Record<string, unknown>[];
    expect(accounts.find((account) => account.id === sales.id)).toEqual({
      id: sales.id,
      email: sales.email,
      name: 'Sam Sales',
      role: 'sales',
      createdAt: expect.any(String),
      disabledAt: null,
      sessions: 2,
      lastSeenAt: expect.any(String),
    });
    expect(JSON.stringify(accounts)).not.toContain('argon2');
  });

  it('is refused to sales users (403) and to signed-out callers (401)', async () => {
    const sales = await signedInStaff(app, 'sales');
    const refused = await listStaff(sales.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ADMIN_ONLY_MESSAGE);
    expect((await listStaff({})).statusCode).toBe(401);
    const admin = await signedInStaff(app, 'admin');
    expect((await call('disable', admin.id, sales.headers)).statusCode).toBe(403);
    expect((await call('revokeSessions', admin.id, sales.headers)).statusCode).toBe(403);
  });
});

describe('disabling an account', () => {
  it('ends every session of it on the next request and keeps it from signing in, until enabled', async () => {
    const admin = await signedInStaff(app, 'admin');
    const sales = await signedInStaff(app, 'sales');
    const laptop = await anotherSession(sales.email);
    expect((await listLeads(sales.headers)).statusCode).toBe(200);

    const disabled = await call('disable', sales.id, admin.headers);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().result.data).toMatchObject({ id: sales.id, sessions: 0 });
    expect(disabled.json().result.data.disabledAt).toEqual(expect.any(String));
    expect(await sessionsOf(sales.id)).toBe(0);
    expect((await listLeads(sales.headers)).statusCode).toBe(401);
    expect((await listLeads(laptop)).statusCode).toBe(401);

    // The right password gets the same answer as a wrong one.
    const refused = await signIn(sales.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe(SIGN_IN_FAILED_MESSAGE);
    expect(refused.headers['set-cookie']).toBeUndefined();
    // Disabling again changes nothing.
    expect((await call('disable', sales.id, admin.headers)).statusCode).toBe(200);

    const enabled = await call('enable', sales.id, admin.headers);
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().result.data.disabledAt).toBeNull();
    expect((await signIn(sales.email)).statusCode).toBe(200);
  });

  it('refuses a session whose account was disabled even if its row were left behind', async () => {
    const sales = await signedInStaff(app, 'sales');
    await sql.query('update staff_user set disabled_at = now() where id = $1', [sales.id]);
    expect((await listLeads(sales.headers)).statusCode).toBe(401);
    expect(await sessionsOf(sales.id)).toBe(0);
  });

  it('answers 404 for an unknown account, 400 for a malformed id, 403 from another origin', async () => {
    const admin = await signedInStaff(app, 'admin');
    const sales = await signedInStaff(app, 'sales');
    expect((await call('disable', '00000000-0000-4000-8000-000000000000', admin.headers)).statusCode).toBe(
      404,
    );
    expect((await call('disable', 'not-a-uuid', admin.headers)).statusCode).toBe(400);
    const crossSite = await call('disable', sales.id, { ...admin.headers, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.message).toBe(CROSS_SITE_MESSAGE);
    expect((await listLeads(sales.headers)).statusCode).toBe(200);
  });

  it('is logged with the ids only', async () => {
    const admin = await signedInStaff(app, 'admin');
    const sales = await signedInStaff(app, 'sales', 'disable.log@northline-it.example');
    expect((await call('disable', sales.id, admin.headers)).statusCode).toBe(200);
    const line = logLines.find(
      (entry) => entry.includes('staff account disabled') && entry.includes(sales.id),
    );
    expect(line).toBeDefined();
    expect(logLines.join('\n')).not.toContain('disable.log@northline-it.example');
  });
});

describe("the calendar feed's secret", () => {
  /** Issues a feed URL for a member; its path answers 200. */
  async function feedOf(headers: Headers): Promise<string> {
    const issued = await app.inject({
      method: 'POST',
      url: '/trpc/staff.meetings.regenerateFeed',
      headers,
      payload: {},
    });
    expect(issued.statusCode).toBe(200);
    const path = new URL(issued.json().result.data.feedUrl as string).pathname;
    expect((await app.inject({ url: path })).statusCode).toBe(200);
    return path;
  }

  it('dies when the member is signed out everywhere or disabled, and stays dead once enabled again', async () => {
    const admin = await signedInStaff(app, 'admin');
    const sales = await signedInStaff(app, 'sales');
    const adminFeed = await feedOf(admin.headers);
    const revokedFeed = await feedOf(sales.headers);
    expect((await call('revokeSessions', sales.id, admin.headers)).statusCode).toBe(200);
    expect((await app.inject({ url: revokedFeed })).statusCode).toBe(404);

    const disabledFeed = await feedOf(await anotherSession(sales.email));
    expect((await call('disable', sales.id, admin.headers)).statusCode).toBe(200);
    expect((await call('enable', sales.id, admin.headers)).statusCode).toBe(200);
    expect((await app.inject({ url: disabledFeed })).statusCode).toBe(404);
    // Another member's feed is untouched.
    expect((await app.inject({ url: adminFeed })).statusCode).toBe(200);
  });
});

describe('signing an account out everywhere', () => {
  it('ends all its sessions on their next request; it may sign in again', async () => {
    const admin = await signedInStaff(app, 'admin');
    const sales = await signedInStaff(app, 'sales');
    const phone = await anotherSession(sales.email);
    const response = await call('revokeSessions', sales.id, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toEqual({ revoked: 2 });
    expect((await listLeads(sales.headers)).statusCode).toBe(401);
    expect((await listLeads(phone)).statusCode).toBe(401);
    expect((await listLeads(admin.headers)).statusCode).toBe(200);
    expect((await signIn(sales.email)).statusCode).toBe(200);
  });
});

describe('the last active admin', () => {
  /** Leaves exactly the given admins active (the other tests' admins are disabled). */
  async function onlyAdmins(...ids: string[]) {
    await sql.query(
      `update staff_user set disabled_at = now() where role = 'admin' and not (id = any($1::uuid[]))`,
      [ids],
    );
  }

  it('cannot be disabled, not even by itself', async () => {
    const admin = await signedInStaff(app, 'admin');
    await onlyAdmins(admin.id);
    const response = await call('disable', admin.id, admin.headers);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(LAST_ADMIN_MESSAGE);
    expect((await listLeads(admin.headers)).statusCode).toBe(200);
  });

  it('stays when two admins disable each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const first = await signedInStaff(app, 'admin');
      const second = await signedInStaff(app, 'admin');
      await onlyAdmins(first.id, second.id);
      const responses = await Promise.all([
        call('disable', second.id, first.headers),
        call('disable', first.id, second.headers),
      ]);
      const statuses = responses.map((response) => response.statusCode).sort();
      // The first to take the lock wins; the other is refused (409), or, when its session was already ended by
      // the winner before it was checked, signed out (401). Never both through.
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      const { rows } = await sql.query(
        `select count(*)::int as n from staff_user where role = 'admin' and disabled_at is null`,
      );
      expect(rows[0].n).toBe(1);
    }
  });

  it('may be disabled once another admin is active', async () => {
    const first = await signedInStaff(app, 'admin');
    const second = await signedInStaff(app, 'admin');
    await onlyAdmins(first.id, second.id);
    expect((await call('disable', first.id, first.headers)).statusCode).toBe(200);
    expect((await listLeads(first.headers)).statusCode).toBe(401);
    expect((await listStaff(second.headers)).statusCode).toBe(200);
  });
});
