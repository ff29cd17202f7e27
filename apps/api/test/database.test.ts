import { createSessionId, SESSION_TOKEN_HEADER } from '@northline/schemas';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { Database } from '../src/db/database.ts';
import { migrationsList } from '../src/db/migrations/index.ts';
import { openOrm } from '../src/db/orm.ts';
import { MigrationFailedError } from '../src/errors.ts';
import { touchPresence } from '../src/staff/staff-presence.ts';
import {
  closedPort,
  createTestDatabase,
  logCapture,
  OFFICE_OPEN_AT,
  sqlClient,
  tempDir,
  testApp,
  testEnv,
  validLead,
} from './helper.ts';

const silentLog = { level: 'silent' } as const;

describe('migrations', () => {
  it('create exactly the schema the entities describe (no schema sync needed)', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const app = await testApp({ env: testEnv({ DATABASE_URL: url }), waitForDatabase: true });
    const diff = await app.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
  });

  it('are applied once: a second start applies nothing', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const { default: pino } = await import('pino');
    const log = pino(silentLog);
    const first = new Database({ kind: 'postgresql', url }, log);
    await first.start({ waitForDatabase: true });
    await first.close();
    const second = new Database({ kind: 'postgresql', url }, log);
    await second.start({ waitForDatabase: true });
    const pending = await second.orm.migrator.getPending();
    expect(pending).toEqual([]);
    await second.close();
  });
});

describe('the newsletter consent migration', () => {
  it('makes earlier subscriptions pending and keeps their signup as the first consent event', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    try {
      await orm.migrator.up({ to: 'Migration20261123100000_lead_capture' });
      const sql = await sqlClient(url);
      await sql.query(
        `insert into newsletter_subscription (id, email, consent_text, consented_at, created_at, landing_page)
         values ('7d1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c11', 'early@bakery.example', 'Yes, send me the newsletter.',
                 '2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z', '/blog?utm_source=news#newsletter')`,
      );
      await orm.migrator.up();
      const { rows: subscriptions } = await sql.query('select status from newsletter_subscription');
      expect(subscriptions).toEqual([{ status: 'pending' }]);
      const { rows: events } = await sql.query(
        'select subscription_id, event, at, source_page, ip_hash, consent_text from newsletter_consent_event',
      );
      expect(events).toEqual([
        {
          subscription_id: '7d1f0c1e-2f7a-4b38-9a55-2f1e0f9f2c11',
          event: 'requested',
          at: new Date('2026-11-20T10:00:00Z'),
          source_page: '/blog',
          ip_hash: null,
          consent_text: 'Yes, send me the newsletter.',
        },
      ]);
    } finally {
      await orm.close();
    }
  });
});

describe('the leads events migration', () => {
  it('turns each stored one-lead event into a leads event of that one change, in place', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    try {
      await orm.migrator.up({ to: 'Migration20261127130000_lead_open_work_index' });
      const sql = await sqlClient(url);
      const change = {
        leadId: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
        change: 'created',
        quality: 'warm',
        status: 'new',
      };
      const { rows: stored } = await sql.query(
        `insert into live_event (session_id, audience, type, payload, created_at)
         values (null, 'staff', 'lead', $1::jsonb, now()) returning id::text`,
        [JSON.stringify(change)],
      );
      await orm.migrator.up({ to: 'Migration20261205100000_delivery' });
      const { rows } = await sql.query('select id::text, type, payload from live_event');
      expect(rows).toEqual([{ id: stored[0].id, type: 'leads', payload: { leads: [change] } }]);
      // The one event log: the rows keep their ids, conversation rows take their log type, `leads` rows go.
      const { rows: typing } = await sql.query(
        `insert into live_event (session_id, audience, type, payload, created_at)
         values (null, 'staff', 'typing', '{"who":"visitor","typing":true}'::jsonb, now()) returning id::text`,
      );
      await orm.migrator.up();
      const { rows: logged } = await sql.query(
        'select id::text, type, version from domain_event order by id',
      );
      expect(logged).toEqual([{ id: typing[0].id, type: 'conversation.typing', version: 1 }]);
      const { rows: next } = await sql.query(
        `insert into domain_event (audience, type, payload, created_at)
         values ('staff', 'handoff.unanswered', '{}'::jsonb, now()) returning id::text`,
      );
      expect(BigInt(next[0].id)).toBeGreaterThan(BigInt(typing[0].id));
      await sql.end();
    } finally {
      await orm.close();
    }
  });
});

describe('the profile unset choices migration', () => {
  it('removes the null fields a stored profile holds, nested ones too', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const orm = await openOrm({ kind: 'postgresql', url });
    try {
      await orm.migrator.up({ to: 'Migration20261127140000_leads_events' });
      const sql = await sqlClient(url);
      const sessionId = createSessionId('unset-choices');
      await sql.query(
        `insert into visitor_profile (session_id, profile, created_at, updated_at) values ($1, $2::jsonb, now(), now())`,
        [
          sessionId,
          JSON.stringify({
            industry: null,
            companySize: '11-50',
            contactInfo: { name: 'Amara', phone: null },
          }),
        ],
      );
      await orm.migrator.up();
      const { rows } = await sql.query('select profile from visitor_profile');
      expect(rows).toEqual([{ profile: { companySize: '11-50', contactInfo: { name: 'Amara' } } }]);
      await sql.end();
    } finally {
      await orm.close();
    }
  });
});

describe('an unreachable database', () => {
  it('gives 503 with a clear message, stores nothing, and the process stays up', async () => {
    const port = await closedPort();
    const app = await testApp({
      env: testEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing` }),
    });
    const started = Date.now();
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'The database is unavailable. Please try again shortly.' });
    expect(Date.now() - started).toBeLessThan(10_000);

    expect((await app.inject('/readyz')).statusCode).toBe(503);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('still answers invalid input with 400 before touching the database', async () => {
    const port = await closedPort();
    const app = await testApp({
      env: testEnv({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/nothing` }),
    });
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: { firstName: '' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('the embedded default (PGlite)', () => {
  it('stores a lead once per idempotency key and keeps it across a restart', async () => {
    const dir = tempDir('pglite');
    const env = testEnv({ DATABASE_URL: undefined, PGLITE_DIR: dir });

    const first = await buildApp({ env, logger: false, waitForDatabase: true });
    const send = () =>
      first.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'idempotency-key': 'pglite-retry-1' },
        payload: validLead,
      });
    const created = await send();
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    // A retry is answered from the stored record, in the embedded database too.
    const retried = await send();
    expect(retried.headers['idempotent-replayed']).toBe('true');
    expect(retried.json()).toEqual(created.json());
    expect((await first.inject('/readyz')).json()).toEqual({ status: 'ready', database: 'pglite' });
    // A chat turn is one statement too: on PGlite it goes through MikroORM's execute.
    const sessionId = createSessionId('chat');
    const chat = (message: string) =>
      first.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { [SESSION_TOKEN_HEADER]: first.sessionTokens.tokenFor(sessionId) },
        payload: { message, sessionId },
      });
    expect((await chat('Our server is down and nobody can work')).statusCode).toBe(200);
    expect((await chat('It is still down, please hurry')).statusCode).toBe(200);
    await first.close();

    const second = await buildApp({ env, logger: false, waitForDatabase: true });
    try {
      const em = second.db.em();
      const rows = await em.getConnection().execute('select id, email from contact_request');
      expect(rows).toEqual([{ id, email: validLead.email }]);
      const messages = await em
        .getConnection()
        .execute('select position, role from chat_message where session_id = ? order by position', [
          sessionId,
        ]);
      // The first message reports an emergency, which hands the chat to a person: the second is stored for the
      // consultant, and the assistant answers it while a consultant is awaited (the live hand-off's `waiting`).
      expect(messages.map((row: { role: string }) => row.role)).toEqual([
        'user',
        'assistant',
        'user',
        'assistant',
      ]);
      const leads = await em
        .getConnection()
        .execute('select kind from lead where chat_session_id = ?', [sessionId]);
      expect(leads).toEqual([{ kind: 'chat' }]);
      // The migrations make the entities' schema on PGlite too, and the sales desk's locked cursor and array
      // parameters work there: the sweep gives both leads their owner.
      expect((await second.db.orm.schema.getUpdateSchemaSQL({ wrap: false })).trim()).toBe('');
      const { createStaffUser } = await import('../src/staff/staff-auth.ts');
      const rep = await createStaffUser(second.db.em(), {
        email: 'rep@northline-it.example',
        name: 'Rae Rep',
        role: 'sales',
        password: 'correct horse battery staple',
      });
      // The rep has the staff app open on a weekday morning: present, in business hours (decision 082).
      const open = new Date(OFFICE_OPEN_AT);
      await touchPresence(second.db.em(), rep.id, open);
      expect((await second.desk.check(open)).assigned).toBe(2);
      const owners = await em.getConnection().execute('select distinct owner_id from lead');
      expect(owners).toEqual([{ owner_id: rep.id }]);
    } finally {
      await second.close();
    }
    // Two PGlite starts: each initialises the WASM database (3 s idle, over 12 s on a loaded 2-core machine).
  }, 90_000);
});

describe('instances starting together', () => {
  it('on one fresh database: one migrates, the others wait for its lock, all serve', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const logs = [logCapture(), logCapture(), logCapture()];
    const started = await Promise.allSettled(
      logs.map((log) =>
        testApp({
          env: testEnv({ DATABASE_URL: url }),
          waitForDatabase: true,
          logger: { level: 'info', stream: log.stream },
        }),
      ),
    );
    const apps = started.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });
    // Each says what it applied: all the migrations for one, nothing for the others.
    const applied = logs.map((log) => {
      const ready = log.lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'database ready');
      return (ready?.applied as string[] | undefined)?.length;
    });
    expect(applied.sort()).toEqual([0, 0, migrationsList.length]);
    for (const app of apps) {
      const response = await app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
      expect(response.statusCode).toBe(201);
    }
    const sql = await sqlClient(url);
    const { rows } = await sql.query('select name from mikro_orm_migrations order by id');
    expect(rows.map((row) => row.name)).toEqual(migrationsList.map((migration) => migration.name));
  }, 90_000);
});

describe('a migration that fails', () => {
  it('is reported as such, not as an unreachable database, and stops the start', async () => {
    const url = await createTestDatabase({ schema: 'empty' });
    const sql = await sqlClient(url);
    // A table in the way of the first migration: the database answers, the migration cannot apply.
    await sql.query('create table contact_request (id int)');
    const log = logCapture();
    const started = buildApp({
      env: testEnv({ DATABASE_URL: url }),
      logger: { level: 'info', stream: log.stream },
    });
    await expect(started).rejects.toThrow(MigrationFailedError);
    await expect(started).rejects.toThrow(/^The database migrations failed \(SQLSTATE 42P07\): relation/);
    const logs = log.lines.join('');
    expect(logs).toContain('"msg":"database migration failed"');
    expect(logs).toContain('"code":"42P07"');
    expect(logs).not.toContain('unreachable');
  });
});
