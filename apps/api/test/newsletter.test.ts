import { blogPage } from '@northline/content';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, sqlClient, testApp, testEnv } from './helper.ts';

let app: FastifyInstance;
let sql: pg.Client;

beforeAll(async () => {
  const url = await createTestDatabase();
  app = await testApp({ env: testEnv({ DATABASE_URL: url }), waitForDatabase: true });
  sql = await sqlClient(url);
});

beforeEach(async () => {
  await sql.query('delete from newsletter_subscription');
});

const subscribe = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/newsletter', payload: payload as object });

describe('POST /api/newsletter', () => {
  it('stores the email with the consent text and time (CASL express consent)', async () => {
    const before = Date.now();
    const response = await subscribe({ email: 'Owner@Bakery.example', consent: true });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toMatch(/first tip/);
    const { rows } = await sql.query('select email, consent_text, consented_at from newsletter_subscription');
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe('owner@bakery.example');
    expect(rows[0].consent_text).toBe(blogPage.newsletter.consentLabel);
    expect(new Date(rows[0].consented_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps one row when the same email subscribes twice', async () => {
    await subscribe({ email: 'owner@bakery.example', consent: true });
    expect((await subscribe({ email: 'OWNER@bakery.example', consent: true })).statusCode).toBe(201);
    const { rows } = await sql.query('select count(*)::int as count from newsletter_subscription');
    expect(rows).toEqual([{ count: 1 }]);
  });

  it.each([
    [{ email: 'not-an-email', consent: true }, 'email', 'Please enter a valid email address'],
    [
      { email: 'owner@bakery.example', consent: false },
      'consent',
      'Please confirm you agree to receive our newsletter',
    ],
    [{ email: 'owner@bakery.example' }, 'consent', 'Please confirm you agree to receive our newsletter'],
  ])('rejects %j with 400 and the field message, storing nothing', async (payload, path, message) => {
    const response = await subscribe(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    const { rows } = await sql.query('select count(*)::int as count from newsletter_subscription');
    expect(rows).toEqual([{ count: 0 }]);
  });
});
