import { calendarPart } from '@northline/test-setup/calendar-mail';
import { beforeAll, describe, expect, it } from 'vitest';
import { type LeadApp, leadApp } from './helper.ts';
import { parseInvite } from './invitations.ts';
import { smtpReceiver } from './receivers.ts';

/**
 * A meeting invitation across Toronto's change to daylight time on Sunday March 14, 2027 (02:00 EST → 03:00 EDT):
 * booked on the Friday before it, moved to the Monday after it. Each invitation is read back with an independent
 * iCalendar parser (node-ical, which resolves `TZID=America/Toronto` with its own zone data), and the VTIMEZONE the
 * invitation carries is evaluated by hand (RFC 5545 §3.6.5: the observance whose last onset precedes the local
 * time gives its offset), so a calendar that trusts only the invitation's own zone lands on the same instant.
 */

/** The fake clock: Wednesday March 10, 2027, 09:00 in Toronto (EST, UTC−5). */
const clock = { now: new Date('2027-03-10T14:00:00Z') };
const TOKEN_SECRET = 'meeting-token-secret-for-the-dst-tests-0123456789';
/** Friday March 12, 2027, 10:00 EST. */
const FRIDAY_10_EST = '2027-03-12T15:00:00.000Z';
/** Monday March 15, 2027, 10:00 EDT. */
const MONDAY_10_EDT = '2027-03-15T14:00:00.000Z';

let app: LeadApp['app'];
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;

/** One observance of a VTIMEZONE: its offset after the onset (minutes east of UTC) and its yearly rule. */
interface Observance {
  kind: 'DAYLIGHT' | 'STANDARD';
  offsetTo: number;
  month: number;
  /** The rule's weekday ordinal (2SU: 2), Sundays only, as Toronto's rules are. */
  nth: number;
  /** The onset's local time of day, in minutes. */
  at: number;
}

/** The observances of the calendar's one VTIMEZONE, read from its lines (nothing of the product's code). */
function observancesOf(text: string): Observance[] {
  const zone = /BEGIN:VTIMEZONE\r?\n([\s\S]*?)END:VTIMEZONE/.exec(text)?.[1];
  if (!zone) throw new Error('no VTIMEZONE');
  return [...zone.matchAll(/BEGIN:(DAYLIGHT|STANDARD)\r?\n([\s\S]*?)END:\1/g)].map((match) => {
    const lines = match[2] ?? '';
    const offset = /TZOFFSETTO:([+-])(\d\d)(\d\d)/.exec(lines);
    const start = /DTSTART:\d{8}T(\d\d)(\d\d)/.exec(lines);
    const rule = /RRULE:FREQ=YEARLY;BYMONTH=(\d+);BYDAY=(\d)SU/.exec(lines);
    if (!offset || !start || !rule) throw new Error(`unreadable ${match[1]}`);
    return {
      kind: match[1] as Observance['kind'],
      offsetTo: (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])),
      month: Number(rule[1]),
      nth: Number(rule[2]),
      at: Number(start[1]) * 60 + Number(start[2]),
    };
  });
}

/** The local onset of an observance in `year`, as minutes of a UTC-based local calendar (the nth Sunday). */
function onset(observance: Observance, year: number): number {
  const first = new Date(Date.UTC(year, observance.month - 1, 1));
  const firstSunday = 1 + ((7 - first.getUTCDay()) % 7);
  const day = firstSunday + 7 * (observance.nth - 1);
  return Date.UTC(year, observance.month - 1, day) / 60_000 + observance.at;
}

/**
 * The UTC instant of a local `DTSTART;TZID=…:YYYYMMDDTHHMMSS` under the VTIMEZONE's observances: the offset of the
 * observance with the latest onset at or before the local time.
 */
function instantUnder(observances: readonly Observance[], local: string): Date {
  const [, y, mo, d, h, mi] = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)/.exec(local) ?? [];
  const minutes = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi)) / 60_000;
  const year = Number(y);
  const latest = observances
    .flatMap((observance) => [year - 1, year].map((when) => ({ observance, at: onset(observance, when) })))
    .filter((candidate) => candidate.at <= minutes)
    .sort((a, b) => b.at - a.at)[0];
  if (!latest) throw new Error('no observance');
  return new Date((minutes - latest.observance.offsetTo) * 60_000);
}

/** The invitation's VEVENT as node-ical reads it, and its DTSTART's local text. */
function eventOf(text: string): { start: Date & { tz?: string }; sequence: number; local: string } {
  const { event } = parseInvite(text);
  const local = /DTSTART;TZID=America\/Toronto:(\d{8}T\d{6})/.exec(text)?.[1];
  if (!local) throw new Error('no DTSTART with TZID');
  return { start: event.start, sequence: Number(event.sequence), local };
}

beforeAll(async () => {
  smtp = await smtpReceiver();
  const lead = await leadApp(
    {
      SMTP_URL: smtp.url,
      LEAD_NOTIFY_TO: ['sales@northline-it.example'],
      SITE_URL: 'https://www.northline-it.example',
      MEETING_TOKEN_SECRET: TOKEN_SECRET,
    },
    { clock: () => clock.now },
  );
  app = lead.app;
  await lead.signInStaff('admin');
});

describe('an invitation across the change to daylight time', () => {
  it('keeps 10:00 in Toronto before and after March 14, 2027, in node-ical and under its own VTIMEZONE', async () => {
    const booked = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: {
        name: 'Dana Okafor',
        email: 'dana@brightsmiles.example',
        company: 'Bright Smiles Dental',
        start: FRIDAY_10_EST,
      },
    });
    expect(booked.statusCode).toBe(201);
    // A fresh admin account is bookable without touching a setting (booking is on by default).
    expect(booked.json().consultantName).toBe('Avery Admin');
    await app.deliveries.runDue(clock.now);
    const first = smtp.messages.find((message) => message.to[0] === 'dana@brightsmiles.example');
    if (!first) throw new Error('no invitation');
    const invitation = calendarPart(first.raw).text;
    const before = eventOf(invitation);
    expect(before.local).toBe('20270312T100000');
    expect(before.start.toISOString()).toBe(FRIDAY_10_EST);
    expect(before.start.tz).toBe('America/Toronto');

    // The zone the invitation carries: EST and EDT with the rules in force since 2007.
    const observances = observancesOf(invitation);
    expect(observances.map((observance) => [observance.kind, observance.offsetTo])).toEqual([
      ['DAYLIGHT', -240],
      ['STANDARD', -300],
    ]);
    const daylight = observances.find((observance) => observance.kind === 'DAYLIGHT');
    if (!daylight) throw new Error('no DAYLIGHT');
    // Its 2027 onset is Sunday March 14, 02:00 local.
    expect(new Date(onset(daylight, 2027) * 60_000).toISOString()).toBe('2027-03-14T02:00:00.000Z');
    expect(instantUnder(observances, before.local).toISOString()).toBe(FRIDAY_10_EST);

    // Moved across the change from the link of the invitation: same UID, SEQUENCE 1, 10:00 EDT.
    const link = /\/meetings\/manage\/([A-Za-z0-9_.-]+)/.exec(first.raw.replace(/=\r?\n/g, ''))?.[1];
    if (!link) throw new Error('no manage link');
    smtp.messages.length = 0;
    const moved = await app.inject({
      method: 'POST',
      url: `/api/meetings/manage/${link}/reschedule`,
      payload: { start: MONDAY_10_EDT },
    });
    expect(moved.statusCode).toBe(200);
    await app.deliveries.runDue(clock.now);
    const second = smtp.messages.find((message) => message.to[0] === 'dana@brightsmiles.example');
    if (!second) throw new Error('no update');
    const update = calendarPart(second.raw).text;
    const after = eventOf(update);
    expect(after.sequence).toBe(1);
    expect(after.local).toBe('20270315T100000');
    expect(after.start.toISOString()).toBe(MONDAY_10_EDT);
    expect(instantUnder(observancesOf(update), after.local).toISOString()).toBe(MONDAY_10_EDT);
    // The local hour is the same on both sides of the change; the UTC hour is not.
    expect(new Date(MONDAY_10_EDT).getUTCHours()).toBe(new Date(FRIDAY_10_EST).getUTCHours() - 1);
  });
});
