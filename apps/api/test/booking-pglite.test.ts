import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { liveConsultantOf, noteBookingInLiveChat } from '../src/conversations/live-chat.ts';
import { Database } from '../src/db/database.ts';
import { UNBOUNDED_QUOTA } from '../src/meetings/meeting-limits.ts';
import { setBookable } from '../src/meetings/meeting-staff.ts';
import {
  type BookingDeps,
  bookMeeting,
  listMeetingSlots,
  type MeetingContext,
  SlotTakenError,
} from '../src/meetings/meetings.ts';
import { createStaffUser } from '../src/staff/staff-auth.ts';
import { migratedPgliteDir } from './helper.ts';

/** The fake clock: Thursday November 26, 2026, 09:00 in Toronto. */
const NOW = new Date('2026-11-26T14:00:00Z');

const DEPS: BookingDeps = {
  idempotencyKey: undefined,
  links: {},
  leadChannels: [],
  quota: UNBOUNDED_QUOTA,
  liveChatNote: noteBookingInLiveChat,
  liveChatConsultant: liveConsultantOf,
};

/**
 * PGlite is one in-process connection whose transactions run one after another, so two bookings never interleave
 * there and the consultants' lock has nothing to hold back: test/booking.test.ts races it on PostgreSQL. What can
 * fail on PGlite alone is its schema and its driver's errors: the migrations, and the unique key (consultant,
 * booked slot) with the booking's reading of PGlite's unique violation as a taken slot (409).
 */
describe('meeting booking on PGlite', () => {
  it('migrates, and refuses a booked slot through the unique key even when the calendar read misses it', async () => {
    // The database alone, without the app: PGlite's start on a busy machine can outlast Fastify's plugin timeout.
    const db = new Database(
      { kind: 'pglite', dir: migratedPgliteDir('booking-pglite') },
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
        limits: { perIpHour: 3, perIpDay: 6, upcomingPerEmail: 2, upcomingPerSession: 2 },
        quotaFor: () => UNBOUNDED_QUOTA,
        tokenSecret: 'meeting-token-secret-for-the-tests-0123456789',
        siteUrl: 'https://www.northline-it.example',
        location: 'Video call',
        now: () => NOW,
      },
    };
    const start = '2026-11-30T15:00:00.000Z';
    const earlier = await bookMeeting(
      ctx,
      { name: 'Ada Early', email: 'early@example.com', start: '2026-11-27T15:00:00.000Z' },
      DEPS,
    );
    // A booked slot the calendar read cannot see (what a path that skipped the lock could leave): the meeting's
    // times are Friday's, its booked slot Monday's.
    await db
      .em()
      .getConnection()
      .execute('update "meeting" set "booked_slot" = ? where "id" = ?', [
        new Date(start),
        earlier.result.meetingId,
      ]);
    expect(
      (await listMeetingSlots(ctx, 5)).days.flatMap((day) => day.slots.map((slot) => slot.start)),
    ).toContain(start);
    const second = bookMeeting(ctx, { name: 'Bo Late', email: 'late@example.com', start }, DEPS);
    await expect(second).rejects.toBeInstanceOf(SlotTakenError);
    const [row] = await db
      .em()
      .getConnection()
      .execute<{ n: number }[]>(`select count(*)::int as "n" from "meeting" where "starts_at" = ?`, [
        new Date(start),
      ]);
    expect(row?.n).toBe(0);
  }, 300_000);
});
