import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, tempDir, testApp, testEnv } from './helper.ts';

/** The fake clock: Thursday November 26, 2026, 09:00 in Toronto. */
const NOW = new Date('2026-11-26T14:00:00Z');

let app: Awaited<ReturnType<typeof testApp>>;

beforeAll(async () => {
  app = await testApp({
    env: testEnv({ PGLITE_DIR: join(tempDir('booking-pglite'), 'db') }),
    waitForDatabase: true,
    background: false,
    meetings: { now: () => NOW },
  });
  // PGlite starts in seconds alone, and in a minute or more on a busy machine.
}, 300_000);

describe('meeting booking on PGlite', () => {
  it('migrates, and lets exactly one of simultaneous bookings of one slot succeed', async () => {
    const diff = await app.db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
    const sales = await signedInStaff(app, 'sales');
    const set = await app.inject({
      method: 'POST',
      url: '/trpc/staff.meetings.setBookable',
      headers: sales.headers,
      payload: { bookable: true },
    });
    expect(set.statusCode).toBe(200);
    const start = '2026-11-30T15:00:00.000Z';
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/meetings',
          payload: { name: 'Racer', email: `racer${i}@example.com`, start },
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    const slots = (await app.inject({ url: '/api/meetings/slots?days=5' })).json();
    const monday = slots.days.find((day: { date: string }) => day.date === '2026-11-30');
    expect(monday.slots.map((slot: { start: string }) => slot.start)).not.toContain(start);
  }, 120_000);
});
