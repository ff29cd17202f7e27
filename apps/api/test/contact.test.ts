import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { poolOf } from '../src/db/prepared.ts';
import { leadApp, postForm, postJson, validLead } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];

beforeAll(async () => {
  ({ app, sql, logLines } = await leadApp());
});

beforeEach(async () => {
  await sql.query('delete from contact_request');
});

async function storedCount(): Promise<number> {
  const { rows } = await sql.query<{ count: string }>('select count(*) from contact_request');
  return Number(rows[0]?.count);
}

const post = (payload: string | object, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/contact', () => {
  it('stores a valid lead with every field and answers 201 with the success message', async () => {
    const response = await post(validLead);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: string; submittedAt: string; message: string }>();
    expect(body.message).toMatch(/within 1 business day/);

    const { rows } = await sql.query('select * from contact_request where id = $1', [body.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      first_name: validLead.firstName,
      last_name: validLead.lastName,
      email: validLead.email,
      phone: validLead.phone,
      company: validLead.company,
      employees: validLead.employees,
      message: validLead.message,
      source: validLead.source,
    });
    expect(new Date(rows[0].submitted_at).toISOString()).toBe(body.submittedAt);
  });

  it('stores a lead without the optional message and source as nulls', async () => {
    const { message: _m, source: _s, ...required } = validLead;
    const response = await post(required);
    expect(response.statusCode).toBe(201);
    const { rows } = await sql.query('select message, source from contact_request');
    expect(rows).toEqual([{ message: null, source: null }]);
  });

  it('answers an invalid body with 400 and the schema messages per field, storing nothing', async () => {
    const response = await post({ ...validLead, firstName: '', email: 'nope', phone: '123', employees: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Invalid request',
      issues: [
        { path: 'firstName', message: 'First name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'phone', message: 'Please enter a valid phone number' },
        { path: 'employees', message: 'Please select number of employees' },
      ],
    });
    expect(await storedCount()).toBe(0);
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await post('[]');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('Invalid request');
    expect(await storedCount()).toBe(0);
  });

  it('answers malformed JSON with 400, storing nothing', async () => {
    const response = await post('{"firstName": "Priya",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Malformed JSON body' });
    expect(await storedCount()).toBe(0);
  });

  it('answers a body over 64 KiB with 413, storing nothing', async () => {
    const response = await post({ ...validLead, message: 'x'.repeat(65 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatch(/64 KiB/);
    expect(await storedCount()).toBe(0);
  });

  it('answers an incomplete form post with the 400 page and plain text with 400, storing nothing', async () => {
    const response = await post('firstName=Priya', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect((await post('Priya', { 'content-type': 'text/plain' })).statusCode).toBe(400);
    expect(await storedCount()).toBe(0);
  });

  it('logs the lead id and request id but no personal data', async () => {
    logLines.length = 0;
    const response = await post(validLead);
    const { id } = response.json<{ id: string }>();
    const logs = logLines.join('');
    expect(logs).toContain(id);
    expect(logs).toContain(response.headers['x-request-id']);
    for (const personal of [validLead.email, validLead.phone, validLead.lastName, validLead.company]) {
      expect(logs).not.toContain(personal);
    }
  });
});

describe('the lead statement (decision 004)', () => {
  it('goes to PostgreSQL as a prepared statement: the server holds placeholders, never the visitor details', async () => {
    const response = await post(validLead);
    expect(response.statusCode).toBe(201);
    // Every connection of the pool that has stored a lead keeps the statement as the server parsed it, for the
    // connection's life (pg_prepared_statements shows a session its own): each connection is held at once, so
    // each is asked once.
    const pool = poolOf(app.db.em());
    if (!pool) throw new Error('the test database is PostgreSQL: its driver has a pg pool');
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    const statements: string[] = [];
    try {
      for (const client of clients) {
        const { rows } = await client.query<{ statement: string }>(
          "select statement from pg_prepared_statements where name like 'contact_submit_%'",
        );
        statements.push(...rows.map((row) => row.statement));
      }
    } finally {
      for (const client of clients) client.release();
    }
    expect(statements.length).toBeGreaterThan(0);
    for (const statement of statements) {
      expect(statement).toContain('jsonb_to_recordset(cast($1 as jsonb))');
      expect(statement).toContain('"claim" as');
      expect(statement).toMatch(/\$1\b/);
      for (const personal of [validLead.email, validLead.phone, validLead.lastName]) {
        expect(statement).not.toContain(personal);
      }
    }
  });
});

describe('tRPC contact.submit', () => {
  it('stores a lead through the same procedure', async () => {
    const response = await app.inject({ method: 'POST', url: '/trpc/contact.submit', payload: validLead });
    expect(response.statusCode).toBe(200);
    const { result } = response.json<{ result: { data: { id: string } } }>();
    const { rows } = await sql.query('select email from contact_request where id = $1', [result.data.id]);
    expect(rows).toEqual([{ email: validLead.email }]);
  });

  it('answers invalid input with BAD_REQUEST and flattened field issues', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/trpc/contact.submit',
      payload: { ...validLead, company: '' },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { message: string; data: { issues: unknown } } }>();
    expect(error.message).toBe('Invalid request');
    expect(error.data.issues).toEqual([{ path: 'company', message: 'Company name is required' }]);
    expect(await storedCount()).toBe(0);
  });

  it('and POST /api/contact (which runs its body without the caller) answer the same issues for the same input', async () => {
    for (const payload of [
      { ...validLead, company: '' },
      { ...validLead, email: 'not-an-email', phone: '12', employees: 'lots' },
      { firstName: 'Priya' },
      [],
    ]) {
      const rest = await app.inject({ method: 'POST', url: '/api/contact', payload });
      const trpc = await app.inject({ method: 'POST', url: '/trpc/contact.submit', payload });
      expect(rest.statusCode).toBe(400);
      expect(trpc.statusCode).toBe(400);
      const { issues } = rest.json<{ error: string; issues: unknown[] }>();
      expect(issues.length).toBeGreaterThan(0);
      expect(issues).toEqual(trpc.json<{ error: { data: { issues: unknown } } }>().error.data.issues);
    }
    expect(await storedCount()).toBe(0);
  });
});

describe("a lead's time", () => {
  /** The app's clock: Tuesday, June 2 2026, 10:00 in Toronto, behind the wall clock that issues form tokens. */
  const at = new Date('2026-06-02T14:00:00Z');
  let clocked: FastifyInstance;
  let db: pg.Client;
  beforeAll(async () => {
    ({ app: clocked, sql: db } = await leadApp({}, { clock: () => at }));
  });
  afterAll(async () => {
    await db.end();
  });

  it("is the app's clock, posted as JSON or as a form without JavaScript; token ages stay on the wall clock", async () => {
    // Issued 5 s ago by the wall clock: judged on the app's clock it would lie months ahead (a forged token, spam).
    const token = () => clocked.formTokens.issue(Date.now() - 5_000);
    const json = await postJson(clocked, '/api/contact', { ...validLead, formToken: token() });
    expect(json.statusCode).toBe(201);
    expect(json.json().submittedAt).toBe(at.toISOString());
    const form = await postForm(
      clocked,
      '/api/contact',
      { ...validLead, email: 'native@harbourlaw.example', website: '', formToken: '' },
      { cookie: `nl_form_token=${token()}` },
    );
    expect(form.statusCode).toBe(303);
    const signup = await postJson(clocked, '/api/newsletter', {
      email: 'reader@example.com',
      consent: true,
      formToken: token(),
    });
    expect(signup.statusCode).toBe(201);

    const { rows } = await db.query(
      `select l.kind, l.occurred_at, l.spam, l.possibly_automated, c.submitted_at, n.created_at
       from lead l left join contact_request c on c.id = l.contact_request_id
       left join newsletter_subscription n on n.id = l.newsletter_subscription_id order by l.kind, c.email`,
    );
    expect(rows.map((row) => row.kind)).toEqual(['contact', 'contact', 'newsletter']);
    for (const row of rows) {
      expect(row).toMatchObject({ occurred_at: at, spam: false, possibly_automated: false });
      expect(row.submitted_at ?? row.created_at).toEqual(at);
    }
  });
});

describe('probes and unknown routes', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'postgresql' });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject('/api/leads/123');
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toMatch(/No API route/);
  });
});
