/**
 * The signed-in member's own settings (staff/staff-settings.ts, decision 087) on the real PostgreSQL: the chime on a
 * new waiting chat is on by default for every member, switched off and on by the member for themselves only, kept
 * on the account (a second session reads it), refused without a session; and `staff.auth.me` says whether waiting
 * chats are offered to the member now, by the one presence fact.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type LeadApp,
  leadApp,
  officeOpenClock,
  STAFF_ORIGIN,
  STAFF_PASSWORD,
  type StaffSignIn,
} from './helper.ts';

let lead: LeadApp;
let sam: StaffSignIn;
let avery: StaffSignIn;

beforeAll(async () => {
  lead = await leadApp({}, { clock: officeOpenClock() });
  sam = await lead.signInStaff('sales');
  avery = await lead.signInStaff('admin');
});

/** `staff.auth.me` as `headers`' member sees it. */
async function me(headers: Record<string, string>) {
  const response = await lead.app.inject({ method: 'GET', url: '/trpc/staff.auth.me', headers });
  expect(response.statusCode).toBe(200);
  return response.json().result.data as {
    user: { id: string } | null;
    settings: { waitingSound: boolean; offered: boolean } | null;
  };
}

/** `staff.settings.setWaitingSound` with `payload`, as `headers`' member (none: signed out). */
function setWaitingSound(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return lead.app.inject({
    method: 'POST',
    url: '/trpc/staff.settings.setWaitingSound',
    headers: { origin: STAFF_ORIGIN, ...headers },
    payload,
  });
}

describe('the chime is a setting of the member', () => {
  it('is on by default for every member, existing rows included', async () => {
    expect((await me(sam.headers)).settings?.waitingSound).toBe(true);
    expect((await me(avery.headers)).settings?.waitingSound).toBe(true);
    const { rows } = await lead.sql.query<{ column_default: string; is_nullable: string }>(
      `select column_default, is_nullable from information_schema.columns
       where table_name = 'staff_user' and column_name = 'waiting_sound'`,
    );
    expect(rows).toEqual([{ column_default: 'true', is_nullable: 'NO' }]);
  });

  it('is switched off and on again by the member, kept on the account for every session', async () => {
    const off = await setWaitingSound({ on: false }, sam.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().result.data).toEqual({ waitingSound: false });
    expect((await me(sam.headers)).settings?.waitingSound).toBe(false);

    // A second sign-in (another browser) reads the same setting.
    const second = await lead.app.inject({
      method: 'POST',
      url: '/trpc/staff.auth.signIn',
      headers: { origin: STAFF_ORIGIN },
      payload: { email: sam.email, password: STAFF_PASSWORD },
    });
    const cookie = second.cookies.find((entry) => entry.name === 'nl_staff');
    if (!cookie) throw new Error('no session cookie');
    const elsewhere = { cookie: `nl_staff=${cookie.value}`, origin: STAFF_ORIGIN };
    expect((await me(elsewhere)).settings?.waitingSound).toBe(false);
    const { rows } = await lead.sql.query('select waiting_sound from staff_user where id = $1', [sam.id]);
    expect(rows).toEqual([{ waiting_sound: false }]);

    expect((await setWaitingSound({ on: true }, elsewhere)).statusCode).toBe(200);
    expect((await me(sam.headers)).settings?.waitingSound).toBe(true);
  });

  it('is the member’s own: naming another account is refused, and theirs stays as it was', async () => {
    const refused = await setWaitingSound({ on: false, id: avery.id }, sam.headers);
    expect(refused.statusCode).toBe(400);
    expect((await me(avery.headers)).settings?.waitingSound).toBe(true);
    expect((await me(sam.headers)).settings?.waitingSound).toBe(true);

    expect((await setWaitingSound({ on: false }, sam.headers)).statusCode).toBe(200);
    expect((await me(avery.headers)).settings?.waitingSound).toBe(true);
    expect((await setWaitingSound({ on: true }, sam.headers)).statusCode).toBe(200);
  });

  it('is refused without a session (401) and cross-site (403), and is not changed', async () => {
    expect((await setWaitingSound({ on: false })).statusCode).toBe(401);
    const crossSite = await setWaitingSound(
      { on: false },
      { ...sam.headers, origin: 'https://evil.example' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect((await setWaitingSound({ on: 'no' }, sam.headers)).statusCode).toBe(400);
    expect((await me(sam.headers)).settings?.waitingSound).toBe(true);
    expect(await me({})).toMatchObject({ user: null, settings: null });
  });

  it('logs the member’s id and the setting, never the e-mail', async () => {
    lead.logLines.length = 0;
    expect((await setWaitingSound({ on: false }, sam.headers)).statusCode).toBe(200);
    const line = await lead.logged('waiting sound set');
    expect(line).toContain(sam.id);
    expect(lead.logLines.join('\n')).not.toContain(sam.email);
  });
});

describe('whether waiting chats are offered to the member', () => {
  it('follows the one presence fact: present while available, not once set away', async () => {
    // signInStaff keeps the member present (their staff app open throughout).
    expect((await me(avery.headers)).settings?.offered).toBe(true);
    const away = await lead.app.inject({
      method: 'POST',
      url: '/trpc/staff.desk.setAvailability',
      headers: avery.headers,
      payload: { availability: 'away' },
    });
    expect(away.statusCode).toBe(200);
    expect((await me(avery.headers)).settings?.offered).toBe(false);
  });
});
