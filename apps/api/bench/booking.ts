/**
 * `pnpm bench:booking`: the meeting booking's figures (docs/decisions/033). Prints them; asserts nothing
 * (test/booking*.test.ts check that the answers are right).
 *
 * - The race: 50 simultaneous `POST /api/meetings` of one slot with one bookable consultant, through the app's
 *   REST route (`app.inject`, no network) on a real PostgreSQL: booked, refused (409), other answers, and
 *   duplicates (booked rows beyond one for the slot).
 * - Availability: the free slots of 21 days for 10 consultants with 40 meetings and a day off each, computed
 *   BENCH_ROUNDS times (meetings/meeting-availability.ts `availableSlots`): p50, p99 and max in ms (target p99
 *   ≤ 20 ms); and `GET /api/meetings/slots?days=21` end to end with those consultants in the database.
 * - Invitations: every invitation, update and cancellation the outbox e-mails for 20 bookings (moved and cancelled
 *   in turn), plus 200 written directly across both 2026 daylight-saving changes, parsed back with node-ical:
 *   errors are unparsable text or a UID, SEQUENCE, METHOD, DTSTART or TZID that is not the meeting's.
 *
 * Settings: BENCH_ROUNDS (default 200), BENCH_DATABASE_URL or TEST_DATABASE_URL (admin URL of the PostgreSQL
 * server; a temporary database is created and dropped).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { meetingSlots } from '@northline/content/business-hours';
import { findCalendarPart } from '@northline/test-setup/calendar-mail';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { envSchema } from '../src/env.ts';
import { availableSlots, type ConsultantCalendar } from '../src/meetings/meeting-availability.ts';
import { meetingInvite } from '../src/scheduling/meeting-invite.ts';
import { manageToken } from '../src/scheduling/meeting-tokens.ts';
import { createStaffUser } from '../src/staff/staff-auth.ts';
import { parseInvite } from '../test/invitations.ts';
import { ADMIN_URL, adminQuery, percentile, smtpSink } from './support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
/** Thursday November 26, 2026, 09:00 in Toronto: the bench's fixed clock. */
const NOW = new Date('2026-11-26T14:00:00Z');
const TOKEN_SECRET = randomBytes(32).toString('base64url');
const RULES = { durationMinutes: 30, bufferMinutes: 15, maxDaysAhead: 21 };

const ms = (value: number) => `${value.toFixed(2)} ms`;

/** Whether an invitation parses back with what it should say; a reason when it does not. */
function checkInvite(
  text: string,
  expected: { uid?: string; sequence?: number; method: string; start?: Date },
): string | undefined {
  let invite: ReturnType<typeof parseInvite>;
  try {
    invite = parseInvite(text);
  } catch (error) {
    return error instanceof Error && error.message === 'no VEVENT' ? 'no VEVENT' : 'unparsable';
  }
  const { method, event } = invite;
  if (method !== expected.method) return `METHOD ${method}`;
  if (expected.uid && event.uid !== expected.uid) return 'UID';
  if (expected.sequence !== undefined && Number(event.sequence) !== expected.sequence) return 'SEQUENCE';
  if (expected.start && event.start?.getTime() !== expected.start.getTime()) return 'DTSTART';
  if (event.start?.tz !== 'America/Toronto') return 'TZID';
  if (!text.includes('BEGIN:VTIMEZONE')) return 'VTIMEZONE';
  return undefined;
}

// SMTP receiver for the outbox's e-mails.
const mails: string[] = [];
const smtp = await smtpSink((raw) => mails.push(raw));

const database = `northline_bench_booking_${process.pid}_${randomBytes(4).toString('hex')}`;
await adminQuery(`create database "${database}"`);
const url = new URL(ADMIN_URL);
url.pathname = `/${database}`;
const app = await buildApp({
  env: envSchema.parse({
    DATABASE_URL: url.toString(),
    SITE_DIR: join(tmpdir(), 'northline-no-site'),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
    // The race and the invitations are measured from one address: the booking bounds are not what is measured.
    MEETING_BOOKINGS_PER_IP_HOUR: '10000',
    MEETING_BOOKINGS_PER_IP_DAY: '10000',
    LEAD_JUDGE_THREAD: 'off',
    SMTP_URL: smtp.url,
    // The settings require sales' address beside SMTP; the bench runs only the meetings' outbox.
    LEAD_NOTIFY_TO: 'sales@northline-it.example',
    MEETING_TOKEN_SECRET: TOKEN_SECRET,
  }),
  clock: () => NOW,
  logger: false,
  background: false,
  waitForDatabase: true,
});
const sql = new pg.Client({ connectionString: url.toString() });
await sql.connect();

async function consultant(name: string, bookable: boolean): Promise<string> {
  const user = await createStaffUser(app.db.em(), {
    email: `${randomBytes(4).toString('hex')}@northline-it.example`,
    name,
    role: 'sales',
    password: 'correct horse battery staple',
  });
  await sql.query('insert into consultant (staff_user_id, bookable, updated_at) values ($1, $2, now())', [
    user.id,
    bookable,
  ]);
  return user.id;
}

try {
  // 1. The race.
  await consultant('Sam Sales', true);
  const slot = '2026-11-30T15:00:00.000Z';
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/meetings',
        payload: { name: `Racer ${i}`, email: `racer${i}@bench.example`, start: slot },
      }),
    ),
  );
  const booked = answers.filter((answer) => answer.statusCode === 201).length;
  const refused = answers.filter((answer) => answer.statusCode === 409).length;
  const { rows } = await sql.query(
    `select count(*)::int as n from meeting where starts_at = $1 and status = 'booked'`,
    [slot],
  );
  console.log('The race: 50 simultaneous bookings of one slot, one consultant');
  const other = answers.filter((answer) => answer.statusCode !== 201 && answer.statusCode !== 409);
  console.log(
    `  booked ${booked}, refused ${refused}, other ${other.length}${other.length ? ` ${JSON.stringify(other.map((answer) => [answer.statusCode, answer.json().error]))}` : ''}, duplicates ${Math.max(0, rows[0].n - 1)}`,
  );
  const winner = answers.find((answer) => answer.statusCode === 201)?.json().meetingId as string | undefined;

  // 2. Availability.
  const consultants: ConsultantCalendar[] = Array.from({ length: 10 }, (_, i) => ({
    id: `c${i}`,
    weeklyHours: null,
    daysOff: new Set([`2026-12-0${(i % 9) + 1}`]),
    lastAssignedAt: null,
    busy: Array.from({ length: 40 }, (_, j) => ({
      startsAt: new Date(NOW.getTime() + (j * 13 + i) * 3_600_000),
      endsAt: new Date(NOW.getTime() + (j * 13 + i) * 3_600_000 + 1_800_000),
    })),
  }));
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let round = 0; round < ROUNDS + 5; round++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    availableSlots(NOW, consultants, RULES);
    const used = process.cpuUsage(cpu);
    if (round >= 5) {
      times.push(performance.now() - started);
      cpuTimes.push((used.user + used.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(
    `Availability, 21 days x 10 consultants (${ROUNDS} rounds after 5 warm-up; target p99 <= 20 ms)`,
  );
  console.log(
    `  wall time: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1) ?? 0)}`,
  );
  // CPU time leaves out the waits for a core that a shared machine adds to wall time.
  console.log(`  CPU time:  p50 ${ms(percentile(cpuTimes, 50))}, p99 ${ms(percentile(cpuTimes, 99))}`);

  for (let i = 0; i < 9; i++) await consultant(`Consultant ${i}`, true);
  const routeTimes: number[] = [];
  for (let round = 0; round < 30; round++) {
    const started = performance.now();
    const answer = await app.inject({ url: '/api/meetings/slots?days=21' });
    if (answer.statusCode !== 200) throw new Error(`slots: ${answer.statusCode}`);
    routeTimes.push(performance.now() - started);
  }
  routeTimes.sort((a, b) => a - b);
  console.log('GET /api/meetings/slots?days=21, 10 consultants in the database (30 rounds)');
  console.log(`  p50 ${ms(percentile(routeTimes, 50))}, p99 ${ms(percentile(routeTimes, 99))}`);

  // 3. Invitations.
  const expected = new Map<string, { method: string; sequence: number; start: Date }>();
  if (winner)
    expected.set(`${winner}@meetings.northline-it#0`, {
      method: 'REQUEST',
      sequence: 0,
      start: new Date(slot),
    });
  mails.length = 0;
  let invites = 0;
  let errors = 0;
  const reasons = new Map<string, number>();
  const fail = (reason: string) => {
    errors += 1;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  };
  for (let i = 0; i < 20; i++) {
    const start = new Date(Date.parse('2026-12-01T14:00:00Z') + i * 3_600_000);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: { name: `Invitee ${i}`, email: `invitee${i}@bench.example`, start: start.toISOString() },
    });
    if (answer.statusCode !== 201) continue;
    const id = answer.json().meetingId as string;
    const uid = `${id}@meetings.northline-it`;
    expected.set(`${uid}#0`, { method: 'REQUEST', sequence: 0, start });
    const moved = new Date(start.getTime() + 7 * 86_400_000);
    const token = manageToken(TOKEN_SECRET, id, 0);
    const reschedule = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${token}/reschedule`,
      payload: { start: moved.toISOString() },
    });
    if (reschedule.statusCode === 200) {
      expected.set(`${uid}#1`, { method: 'REQUEST', sequence: 1, start: moved });
      if (i % 2 === 0) {
        await app.inject({ method: 'POST', url: `/api/meetings/manage/${reschedule.json().token}/cancel` });
        expected.set(`${uid}#2`, { method: 'CANCEL', sequence: 2, start: moved });
      }
    }
  }
  await app.deliveries.runDue(NOW);
  for (const mail of mails) {
    const text = findCalendarPart(mail)?.text;
    if (text === undefined) continue;
    invites += 1;
    const uid = /^UID:(.+)$/m.exec(text)?.[1]?.trim() ?? '';
    const sequence = /^SEQUENCE:(\d+)$/m.exec(text)?.[1] ?? '';
    const want = expected.get(`${uid}#${sequence}`);
    const reason = want ? checkInvite(text, { uid, ...want }) : 'unknown UID or SEQUENCE';
    if (reason) fail(reason);
  }
  // Across both daylight-saving changes of 2026: the bookable slots of the weeks around March 8 and November 1.
  const around = [
    ...meetingSlots(new Date('2026-03-02T13:00:00Z'), { durationMinutes: 30, days: 10 }),
    ...meetingSlots(new Date('2026-10-26T12:00:00Z'), { durationMinutes: 30, days: 10 }),
  ];
  for (let i = 0; i < 200; i++) {
    const start = around[(i * 7) % around.length]?.starts ?? NOW;
    const method = i % 3 === 0 ? 'CANCEL' : 'REQUEST';
    const uid = `${randomUUID()}@meetings.northline-it`;
    const text = meetingInvite(method, {
      uid,
      sequence: i % 4,
      starts: start,
      ends: new Date(start.getTime() + 1_800_000),
      stamp: NOW,
      summary: 'Free IT assessment',
      description: 'Bench',
      location: 'Video call',
      organizer: { name: 'Sam Sales', email: 'sam@northline-it.example' },
      attendee: { name: 'Visitor', email: 'visitor@bench.example' },
    });
    invites += 1;
    const reason = checkInvite(text, { uid, sequence: i % 4, method, start });
    if (reason) fail(reason);
  }
  console.log('Invitations parsed back with node-ical');
  console.log(
    `  ${invites} invitations (${mails.length} e-mails), ${errors} errors${errors ? ` ${JSON.stringify(Object.fromEntries(reasons))}` : ''}`,
  );
} finally {
  await sql.end();
  await app.close();
  await smtp.close();
  await adminQuery(`drop database if exists "${database}" with (force)`);
}
