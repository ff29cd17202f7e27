/**
 * Argon2id hashes, server-side sessions in an HttpOnly; Secure; SameSite=Lax cookie,
 * 12-hour idle expiry, sign-out, rate-limited sign-in with one generic error, and the CSRF (Origin) check on
 * every state-changing staff call. Against the real PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaffUser, SIGN_IN_FAILED_MESSAGE, SIGN_IN_LIMITED_MESSAGE } from '../src/staff/staff-auth.ts';
import { ADMIN_ONLY_MESSAGE, CROSS_SITE_MESSAGE, SIGNED_OUT_MESSAGE } from '../src/trpc/trpc.ts';
import { leadApp, STAFF_ORIGIN, STAFF_PASSWORD, signedInStaff } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];

beforeAll(async () => {
  ({ app, sql, logLines } = await leadApp());
});

const signIn = (payload: object, headers: Record<string, string> = { origin: STAFF_ORIGIN }) =>
  app.inject({ method: 'POST', url: '/trpc/staff.auth.signIn', headers, payload });

const me = (headers: Record<string, string>) => app.inject({ url: '/trpc/staff.auth.me', headers });

const listLeads = (headers: Record<string, string>) =>
  app.inject({ url: `/trpc/staff.leads.list?input=${encodeURIComponent('{}')}`, headers });

describe('staff accounts', () => {
  it('store the password only as an argon2id hash', async () => {
    const { email } = await signedInStaff(app, 'admin');
    const { rows } = await sql.query('select * from staff_user where email = $1', [email]);
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(rows[0])).not.toContain(STAFF_PASSWORD);
  });

  it('refuse a second account with the same email, whatever its case', async () => {
    await createStaffUser(app.db.em(), {
      email: 'dup@northline-it.example',
      name: 'One',
      role: 'sales',
      password: STAFF_PASSWORD,
    });
    await expect(
      createStaffUser(app.db.em(), {
        email: 'dup@northline-it.example',
        name: 'Two',
        role: 'sales',
        password: STAFF_PASSWORD,
      }),
    ).rejects.toThrow('already exists');
  });
});

describe('sign-in', () => {
  it('sets an HttpOnly, Secure, SameSite=Lax session cookie, stored server-side as a hash', async () => {
    const { email } = await signedInStaff(app, 'sales');
    const response = await signIn({ email, password: STAFF_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.data).toMatchObject({ email, role: 'sales', name: 'Sam Sales' });
    expect(response.json().result.data).not.toHaveProperty('passwordHash');
    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^nl_staff=[\w-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(response.headers['cache-control']).toBe('no-store');
    const token = header.slice('nl_staff='.length, header.indexOf(';'));
    const { rows } = await sql.query('select id from staff_session');
    expect(rows.map((row) => row.id)).not.toContain(token);
  });

  it('answers a wrong password and an unknown email with the same 401 and message', async () => {
    const { email } = await signedInStaff(app, 'sales');
    const wrong = await signIn({ email, password: 'not the password at all' });
    const unknown = await signIn({ email: 'nobody@northline-it.example', password: 'whatever it is' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(SIGN_IN_FAILED_MESSAGE);
    expect(unknown.json().error.message).toBe(SIGN_IN_FAILED_MESSAGE);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses further attempts with 429 after 5 failures for one account, even with the right password', async () => {
    const { email } = await signedInStaff(app, 'sales');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn({ email, password: `guess number ${attempt}` })).statusCode).toBe(401);
    }
    const limited = await signIn({ email, password: STAFF_PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(SIGN_IN_LIMITED_MESSAGE);
  });

  it('answers 400 with field issues for a malformed body, never 500', async () => {
    const response = await signIn({ email: 'not an email', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.data.issues.map((issue: { path: string }) => issue.path)).toEqual([
      'email',
      'password',
    ]);
  });

  it('refuses a sign-in posted from another origin or without one (login CSRF) with 403', async () => {
    const { email } = await signedInStaff(app, 'sales');
    const foreign = await signIn({ email, password: STAFF_PASSWORD }, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(CROSS_SITE_MESSAGE);
    expect((await signIn({ email, password: STAFF_PASSWORD }, {})).statusCode).toBe(403);
    const sameSite = await signIn({ email, password: STAFF_PASSWORD }, { 'sec-fetch-site': 'same-origin' });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('let the signed-in staff member call staff procedures; signed-out calls get 401', async () => {
    const staff = await signedInStaff(app, 'sales');
    expect((await me(staff.headers)).json().result.data.user).toMatchObject({ email: staff.email });
    expect((await listLeads(staff.headers)).statusCode).toBe(200);
    const signedOut = await listLeads({});
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().error.message).toBe(SIGNED_OUT_MESSAGE);
    expect((await listLeads({ cookie: 'nl_staff=forged-token' })).statusCode).toBe(401);
    expect((await me({})).json().result.data.user).toBeNull();
  });

  it('end at sign-out: the session row is deleted and the cookie no longer works', async () => {
    const staff = await signedInStaff(app, 'sales');
    const out = await app.inject({
      method: 'POST',
      url: '/trpc/staff.auth.signOut',
      headers: staff.headers,
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^nl_staff=;/);
    expect((await listLeads(staff.headers)).statusCode).toBe(401);
  });

  it('end after 12 hours without a request', async () => {
    const staff = await signedInStaff(app, 'sales');
    await sql.query(
      `update staff_session set last_seen_at = now() - interval '13 hours', expires_at = now() - interval '1 hour'
       where user_id = $1`,
      [staff.id],
    );
    expect((await listLeads(staff.headers)).statusCode).toBe(401);
    const { rows } = await sql.query('select count(*)::int as n from staff_session where user_id = $1', [
      staff.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('slide the idle expiry forward when used', async () => {
    const staff = await signedInStaff(app, 'sales');
    await sql.query(
      `update staff_session set last_seen_at = now() - interval '11 hours', expires_at = now() + interval '1 hour'
       where user_id = $1`,
      [staff.id],
    );
    expect((await listLeads(staff.headers)).statusCode).toBe(200);
    const { rows } = await sql.query(
      `select expires_at > now() + interval '11 hours' as extended from staff_session where user_id = $1`,
      [staff.id],
    );
    expect(rows[0].extended).toBe(true);
  });

  it('refuse a state-changing staff call from another origin with 403, even with a valid cookie', async () => {
    const staff = await signedInStaff(app, 'sales');
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/staff.leads.setNote',
      headers: { cookie: staff.headers.cookie ?? '', origin: 'https://evil.example' },
      payload: { id: '00000000-0000-4000-8000-000000000000', note: 'x' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('keep admin procedures from sales users (403) and signed-out callers (401)', async () => {
    const sales = await signedInStaff(app, 'sales');
    const input = encodeURIComponent(JSON.stringify({ email: 'someone@example.com' }));
    const refused = await app.inject({
      url: `/trpc/staff.privacy.find?input=${input}`,
      headers: sales.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(ADMIN_ONLY_MESSAGE);
    expect((await app.inject({ url: `/trpc/staff.privacy.find?input=${input}` })).statusCode).toBe(401);
    const admin = await signedInStaff(app, 'admin');
    expect(
      (await app.inject({ url: `/trpc/staff.privacy.find?input=${input}`, headers: admin.headers }))
        .statusCode,
    ).toBe(200);
  });
});

describe('logs', () => {
  it('never carry an email, a password or a session token', async () => {
    const staff = await signedInStaff(app, 'sales', 'log.check@northline-it.example');
    await signIn({ email: staff.email, password: 'a wrong password here' });
    const token = (staff.headers.cookie ?? '').split('=')[1] ?? '';
    const text = logLines.join('\n');
    expect(text).toContain('staff signed in');
    // The refused attempt is logged (a security event) with its kind only.
    const refused = logLines
      .map((line) => JSON.parse(line))
      .filter((line) => line.msg === 'staff sign-in refused');
    expect(refused.map((line) => line.refusal)).toContain('unauthenticated');
    expect(text).not.toContain('log.check@northline-it.example');
    expect(text).not.toContain(STAFF_PASSWORD);
    expect(text).not.toContain('a wrong password here');
    expect(text).not.toContain(token);
  });
});
