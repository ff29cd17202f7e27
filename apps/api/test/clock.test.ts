/**
 * The app's one clock: CLOCK_START moves it (browser tests and demos of a Saturday evening), production refuses
 * it, and the live hand-off and the staff app's clock (`staff.auth.me`) read the time from it rather than the
 * wall clock.
 */
import { describe, expect, it } from 'vitest';
import { clockFrom, envSchema, PRODUCTION_REFUSES_CLOCK_START } from '../src/env.ts';
import { createTestDatabase, testApp, testEnv } from './helper.ts';

describe('CLOCK_START', () => {
  it('starts the clock at the given instant, then runs with the wall clock', () => {
    let wall = Date.parse('2026-12-01T12:00:00Z');
    const clock = clockFrom('2026-11-28T19:30:00-05:00', () => wall);
    expect(clock().toISOString()).toBe('2026-11-29T00:30:00.000Z');
    wall += 90_000;
    expect(clock().toISOString()).toBe('2026-11-29T00:31:30.000Z');
    expect(clockFrom(undefined, () => wall)().getTime()).toBe(wall);
  });

  it('is refused in production and needs an offset', () => {
    const production = envSchema.safeParse({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://localhost/db',
      SITE_URL: 'https://www.example.com',
      CLOCK_START: '2026-11-28T19:30:00-05:00',
    });
    expect(production.success).toBe(false);
    expect(production.error?.issues.map((issue) => issue.message)).toContain(PRODUCTION_REFUSES_CLOCK_START);
    const noOffset = envSchema.safeParse({ CLOCK_START: '2026-11-28T19:30:00' });
    expect(noOffset.error?.issues[0]?.message).toBe('CLOCK_START must be an ISO 8601 time with an offset');
  });

  it('decides whether a hand-off is live: on a Saturday evening the visitor is told Monday 8 a.m.', async () => {
    const url = await createTestDatabase();
    const app = await testApp({
      env: testEnv({ DATABASE_URL: url, CLOCK_START: '2026-11-28T19:30:00-05:00' }),
      background: false,
      waitForDatabase: true,
    });
    const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json();
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { sessionId, message: 'can I talk to a human' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { handoff } = response.json();
    expect(handoff).toMatchObject({ state: 'waiting', live: false, nextOpening: '2026-11-30T13:00:00.000Z' });
    expect(handoff.expectation).toContain('Monday, November 30 at 8:00 a.m.');

    // The staff app's times ("4 min ago", "today") read this clock from staff.auth.me, not the browser's.
    const me = (await app.inject({ url: '/trpc/staff.auth.me' })).json().result.data;
    expect(me.user).toBeNull();
    const start = Date.parse('2026-11-28T19:30:00-05:00');
    expect(Date.parse(me.now)).toBeGreaterThanOrEqual(start);
    expect(Date.parse(me.now)).toBeLessThan(start + 10 * 60_000);
    await app.close();
  });
});
