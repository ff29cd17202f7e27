import { describe, expect, it } from 'vitest';
import { createTestDatabase, testApp, testEnv, validLead } from './helper.ts';

describe('rate limit', () => {
  it('answers 429 with Retry-After once an IP exceeds the limit, and stores nothing more', async () => {
    const url = await createTestDatabase();
    const app = await testApp({
      env: testEnv({ DATABASE_URL: url, RATE_LIMIT_MAX: 2 }),
      waitForDatabase: true,
    });
    const send = () => app.inject({ method: 'POST', url: '/api/contact', payload: validLead });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/rate limit/i);

    const rows = await app.db
      .em()
      .getConnection()
      .execute('select count(*)::int as count from contact_request');
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('does not limit pages and probes', async () => {
    const url = await createTestDatabase();
    const app = await testApp({
      env: testEnv({ DATABASE_URL: url, RATE_LIMIT_MAX: 1 }),
      waitForDatabase: true,
    });
    for (let i = 0; i < 3; i++) expect((await app.inject('/healthz')).statusCode).toBe(200);
  });
});
