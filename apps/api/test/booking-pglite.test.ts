import { join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { Database } from '../src/db/database.ts';
import { setBookable } from '../src/services/meeting-staff.ts';
import {
  bookMeeting,
  listMeetingSlots,
  type MeetingContext,
  SlotTakenError,
} from '../src/services/meetings.ts';
import { createStaffUser } from '../src/services/staff-auth.ts';
import { tempDir } from './helper.ts';

/** The fake clock: Thursday November 26, 2026, 09:00 in Toronto. */
const NOW = new Date('2026-11-26T14:00:00Z');

describe('meeting booking on PGlite', () => {
  it('migrates, and lets exactly one of simultaneous bookings of one slot succeed', async () => {
    // The database alone, without the app: PGlite's start on a busy machine can outlast Fastify's plugin timeout.
    const db = new Database(
      { kind: 'pglite', dir: join(tempDir('booking-pglite'), 'db') },
      pino({ level: 'silent' }),
    );
    afterAll(async () => db.close());
    await db.start({ waitForDatabase: true });
    const diff = await db.orm.schema.getUpdateSchemaSQL({ wrap: false });
    expect(diff.trim()).toBe('');
    const user = await createStaffUser(db.em(), {
      email: 'sam@northline-it.example',
      name: 'Sam Sales',
      role: 'sales',
      password: 'correct horse battery staple',
    });
    await setBookable(
      db.em(),
      { id: user.id, email: user.email, name: user.name, role: 'sales' },
      { bookable: true },
      NOW,
    );
    const ctx: MeetingContext = {
      db,
      meetings: {
        rules: { durationMinutes: 30, bufferMinutes: 15, maxDaysAhead: 21 },
        tokenSecret: 'meeting-token-secret-for-the-tests-0123456789',
        siteUrl: 'https://www.northline-it.example',
        location: 'Video call',
        now: () => NOW,
        channels: { email: false, webhook: false },
        poke: () => {},
      },
    };
    const start = '2026-11-30T15:00:00.000Z';
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        bookMeeting(
          ctx,
          { name: 'Racer', email: `racer${i}@example.com`, start },
          {
            idempotencyKey: undefined,
            links: {},
            leadChannels: [],
          },
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(5);
    expect(refused.every((outcome) => outcome.reason instanceof SlotTakenError)).toBe(true);
    const listed = await listMeetingSlots(ctx, 5);
    const monday = listed.days.find((day) => day.date === '2026-11-30');
    expect(monday?.slots.map((slot) => slot.start)).not.toContain(start);
  }, 300_000);
});
