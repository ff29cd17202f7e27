/**
 * Who a waiting chat is offered to (conversations/live-chat.ts `listLiveChats`, decision 087), on the real
 * PostgreSQL with a fake clock: the *Live chats* list names the members present by the one presence fact
 * (db/staff-presence.ts): a member set away, one whose staff app closed longer than the presence window ago and
 * one disabled are not offered the chat; nobody present leaves the list empty, and the visitor is then told nobody
 * can join now.
 */
import { liveChatMessages } from '@northline/content';
import type { LiveChatSummary } from '@northline/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { handoffStatus } from '../src/conversations/live-chat.ts';
import { PRESENCE_WINDOW_MS } from '../src/db/staff-presence.ts';
import { touchPresence } from '../src/staff/staff-presence.ts';
import {
  askForAPerson,
  keepPresent,
  type LeadApp,
  leadApp,
  OFFICE_OPEN_AT,
  STAFF_ORIGIN,
  type StaffSignIn,
  signedInStaff,
} from './helper.ts';

/** The fake clock: inside business hours, moved by the tests only. */
let now = new Date(OFFICE_OPEN_AT);
const clock = () => now;

let lead: LeadApp;
/** Who reads the list: signed in, never present (their staff app is closed). */
let reader: StaffSignIn;
let sessionId: string;

beforeAll(async () => {
  lead = await leadApp({ CHAT_RATE_LIMIT_MAX: 10_000 }, { clock });
  reader = await signedInStaff(lead.app, 'admin', undefined, false);
});

/** Creates a signed-in sales member named `name`; present (their staff app kept open) when `present`. */
async function member(name: string, present: boolean): Promise<StaffSignIn> {
  const signedIn = await signedInStaff(lead.app, 'sales', undefined, false);
  await lead.sql.query('update staff_user set name = $1 where id = $2', [name, signedIn.id]);
  if (present) await keepPresent(lead.app, signedIn.id);
  return signedIn;
}

/** The waiting chats of the *Live chats* list (`staff.live.list`) as the reader sees them. */
async function waiting(): Promise<LiveChatSummary[]> {
  const response = await lead.app.inject({
    method: 'GET',
    url: '/trpc/staff.live.list',
    headers: reader.headers,
  });
  expect(response.statusCode).toBe(200);
  return (response.json().result.data as { waiting: LiveChatSummary[] }).waiting;
}

/** The waiting chat of this file, as the list shows it. */
async function ourChat(): Promise<LiveChatSummary> {
  const chat = (await waiting()).find((summary) => summary.sessionId === sessionId);
  if (!chat) throw new Error('the chat does not wait');
  return chat;
}

describe('who a waiting chat is offered to', () => {
  it('nobody present: offered to nobody, and the visitor is told nobody can join now', async () => {
    ({ sessionId } = (await lead.app.inject({ method: 'POST', url: '/api/sessions' })).json());
    await askForAPerson(lead.app, sessionId, 'dana.offered@harbour.example');
    expect((await ourChat()).offeredTo).toEqual([]);
    // The same fact as the visitor's: nobody can join now.
    const status = await handoffStatus(lead.app.db.em(), sessionId, now);
    expect(status).toMatchObject({ state: 'waiting', live: false });
    expect(status?.expectation).toContain(liveChatMessages.nobodyAvailable);
  });

  it('names the present members, not one set away, nor one whose staff app closed, nor a disabled one', async () => {
    const dana = await member('Dana Reyes', true);
    const sam = await member('Sam Kim', true);
    const away = await member('Ana Away', true);
    const closed = await member('Cleo Closed', false);
    const disabled = await member('Dov Disabled', true);
    const setAway = await lead.app.inject({
      method: 'POST',
      url: '/trpc/staff.desk.setAvailability',
      headers: { ...away.headers, origin: STAFF_ORIGIN },
      payload: { availability: 'away' },
    });
    expect(setAway.statusCode).toBe(200);
    const disable = await lead.app.inject({
      method: 'POST',
      url: '/trpc/staff.users.disable',
      headers: { ...reader.headers, origin: STAFF_ORIGIN },
      payload: { id: disabled.id },
    });
    expect(disable.statusCode).toBe(200);
    // Cleo's staff app stamped its heartbeat just now: present for the window, then not.
    await touchPresence(lead.app.db.em(), closed.id, now);

    expect((await ourChat()).offeredTo).toEqual([
      { id: closed.id, name: 'Cleo Closed' },
      { id: dana.id, name: 'Dana Reyes' },
      { id: sam.id, name: 'Sam Kim' },
    ]);
    now = new Date(now.getTime() + PRESENCE_WINDOW_MS + 1000);
    expect((await ourChat()).offeredTo).toEqual([
      { id: dana.id, name: 'Dana Reyes' },
      { id: sam.id, name: 'Sam Kim' },
    ]);

    // Sam sets themselves away: the chat is offered to Dana only; Sam still sees it and may claim it.
    const samAway = await lead.app.inject({
      method: 'POST',
      url: '/trpc/staff.desk.setAvailability',
      headers: { ...sam.headers, origin: STAFF_ORIGIN },
      payload: { availability: 'away' },
    });
    expect(samAway.statusCode).toBe(200);
    const chat = await ourChat();
    expect(chat.offeredTo).toEqual([{ id: dana.id, name: 'Dana Reyes' }]);
    const claim = await lead.app.inject({
      method: 'POST',
      url: '/trpc/staff.live.claim',
      headers: { ...sam.headers, origin: STAFF_ORIGIN },
      payload: { leadId: chat.leadId },
    });
    expect(claim.statusCode).toBe(200);
  });
});
