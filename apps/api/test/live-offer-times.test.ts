/**
 * A consultant offers the free IT assessment's times in a live chat (`staff.live.offerTimes`,
 * conversations/live-send.ts): the message is stored and published as live messages are, with `offer: 'meeting'`
 * on the published message; the visitor books without the chat being released, and the booking's confirmation
 * joins the conversation for both sides (conversations/live-chat.ts `noteBookingInLiveChat`), as it does in a chat that
 * waits for a consultant (docs/decisions/088).
 */
import { liveChatMessages } from '@northline/content';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatLeadId, type LeadApp, leadApp, type StaffSignIn, startChat } from './helper.ts';

/** Tuesday 8 December 2026, 10:40 a.m. in Toronto: the office is open, so a chat is handed to a person. */
const clock = { now: new Date('2026-12-08T15:40:00Z') };

let app: LeadApp['app'];
let sql: pg.Client;
let sam: StaffSignIn;
let other: StaffSignIn;

beforeAll(async () => {
  const lead = await leadApp({}, { clock: () => clock.now });
  ({ app, sql } = lead);
  sam = await lead.signInStaff('sales');
  other = await lead.signInStaff('sales');
});

afterAll(async () => {
  await app.close();
  await sql.end();
});

const mutate = (who: StaffSignIn, path: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/trpc/${path}`, headers: who.headers, payload });

/** A chat handed to a person, and its lead. */
async function waitingChat(): Promise<{ sessionId: string; leadId: string }> {
  const { sessionId } = await startChat(app, 'Can I talk to a person please?');
  return { sessionId, leadId: await chatLeadId(sql, sessionId) };
}

/** The messages published to the session's streams, oldest first. */
async function published(sessionId: string) {
  const { rows } = await sql.query<{
    payload: { message: { role: string; content: string; offer?: string; authorName?: string } };
  }>(`select payload from domain_event where session_id = $1 and type = 'conversation.message' order by id`, [
    sessionId,
  ]);
  return rows.map((row) => row.payload.message);
}

describe('a consultant offers times in a live chat', () => {
  it('publishes an offer the widget opens its booking panel on; the booking keeps the chat live and joins the conversation', async () => {
    const { sessionId, leadId } = await waitingChat();
    expect((await mutate(sam, 'staff.live.claim', { leadId })).statusCode).toBe(200);

    const offered = await mutate(sam, 'staff.live.offerTimes', { leadId });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().result.data).toMatchObject({
      role: 'consultant',
      authorName: 'Sam',
      content: liveChatMessages.offerTimes,
      offer: 'meeting',
    });
    expect((await published(sessionId)).at(-1)).toMatchObject({
      role: 'consultant',
      content: liveChatMessages.offerTimes,
      offer: 'meeting',
    });
    // An offer is a consultant's answer: the lead's first response, and contacted.
    const { rows: answered } = await sql.query<{ status: string; responded: boolean }>(
      'select status, first_response_at is not null as responded from lead where id = $1',
      [leadId],
    );
    expect(answered).toEqual([{ status: 'contacted', responded: true }]);

    const booked = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: {
        name: 'Priya Sharma',
        email: 'priya.sharma@harbourlaw.example',
        start: '2026-12-09T15:00:00.000Z',
        sessionId,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const confirmation = booked.json().message as string;

    // The chat is still the consultant's, and the confirmation is in the conversation both sides read.
    const { rows: session } = await sql.query('select handoff_state from chat_session where id = $1', [
      sessionId,
    ]);
    expect(session).toEqual([{ handoff_state: 'live' }]);
    expect((await published(sessionId)).at(-1)).toEqual(
      expect.objectContaining({ role: 'assistant', content: confirmation }),
    );
    expect((await published(sessionId)).at(-1)?.offer).toBeUndefined();
    const view = await app.inject({
      url: `/trpc/staff.live.get?input=${encodeURIComponent(JSON.stringify({ leadId }))}`,
      headers: sam.headers,
    });
    expect(view.statusCode, view.body).toBe(200);
    const detail = view.json().result.data as {
      summary: { state: string };
      messages: { role: string; content: string }[];
    };
    expect(detail.summary.state).toBe('live');
    expect(detail.messages.slice(-2)).toMatchObject([
      { role: 'consultant', content: liveChatMessages.offerTimes },
      { role: 'assistant', content: confirmation },
    ]);
    const { rows: lead } = await sql.query('select status from lead where id = $1', [leadId]);
    expect(lead).toEqual([{ status: 'meeting_booked' }]);
  });

  it('books the meeting with the consultant who has the chat, whom the round robin would pass over', async () => {
    const consultants: string[] = [];
    for (const [name, start] of [
      ['Lee Park', '2026-12-10T15:00:00.000Z'],
      ['Mo Diaz', '2026-12-10T16:00:00.000Z'],
    ] as const) {
      const { sessionId, leadId } = await waitingChat();
      expect((await mutate(other, 'staff.live.claim', { leadId })).statusCode).toBe(200);
      const booked = await app.inject({
        method: 'POST',
        url: '/api/meetings',
        payload: { name, email: `${name.split(' ')[0]?.toLowerCase()}@example.com`, start, sessionId },
      });
      expect(booked.statusCode, booked.body).toBe(201);
      const { rows } = await sql.query<{ consultant: string }>(
        'select consultant_staff_user_id as consultant from meeting where id = $1',
        [booked.json().meetingId],
      );
      consultants.push(rows[0]?.consultant ?? '');
    }
    // The round robin alone gives the second booking to whoever had none since: never twice the same one.
    expect(consultants).toEqual([other.id, other.id]);
  });

  it('offers times only in a chat one has claimed', async () => {
    const { leadId, sessionId } = await waitingChat();
    const unclaimed = await mutate(sam, 'staff.live.offerTimes', { leadId });
    expect(unclaimed.statusCode).toBe(409);
    expect((await mutate(sam, 'staff.live.claim', { leadId })).statusCode).toBe(200);
    const someoneElse = await mutate(other, 'staff.live.offerTimes', { leadId });
    expect(someoneElse.statusCode).toBe(409);
    expect((await published(sessionId)).some((message) => message.offer !== undefined)).toBe(false);
  });

  it('writes the confirmation into a chat that waits for a consultant: the one who claims it reads it', async () => {
    const { sessionId } = await waitingChat();
    const booked = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: {
        name: 'Ana Ruiz',
        email: 'ana.ruiz@example.com',
        start: '2026-12-09T17:00:00.000Z',
        sessionId,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const confirmation = booked.json().message as string;
    expect((await published(sessionId)).at(-1)).toMatchObject({ role: 'assistant', content: confirmation });
    const { rows } = await sql.query('select handoff_state from chat_session where id = $1', [sessionId]);
    expect(rows).toEqual([{ handoff_state: 'waiting' }]);
  });

  it('writes no confirmation into a chat the assistant answers: the widget shows its own', async () => {
    const { sessionId } = await startChat(app, 'Hi, I am Dana Lee, dana.lee@example.com');
    const before = (await published(sessionId)).length;
    const booked = await app.inject({
      method: 'POST',
      url: '/api/meetings',
      payload: {
        name: 'Dana Lee',
        email: 'dana.lee@example.com',
        start: '2026-12-09T16:00:00.000Z',
        sessionId,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await published(sessionId)).length).toBe(before);
  });
});
