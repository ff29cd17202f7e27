/**
 * When a chat is handed to a person by itself: automatic escalation at most once per conversation, and a request
 * to book served by the booking panel, never by escalation (conversations/chat.ts `handoffReasonOf`).
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handoffReasonOf } from '../src/conversations/chat.ts';
import { leadApp, type signedInStaff } from './helper.ts';

/** Tuesday 8 December 2026, 10:40 a.m. in Toronto: the office is open. */
const TUESDAY_MORNING = new Date('2026-12-08T15:40:00Z');
/** Saturday 5 December 2026, 7:37 p.m. in Toronto: the office is closed. */
const SATURDAY_EVENING = new Date('2026-12-06T00:37:00Z');

const HOT = { emergency: false, leadQuality: 'hot' as const };
const EMERGENCY = { emergency: true, leadQuality: 'hot' as const };
const BUDGET = "I'm the managing partner, our contract ends this month and the budget is approved.";
const BOOKING = "I'm the managing partner and we want to book a meeting this week.";

describe('handoffReasonOf', () => {
  it('hands a chat turning hot in office hours to a person, but not after hours', () => {
    expect(handoffReasonOf(BUDGET, HOT, 'warm', TUESDAY_MORNING)).toBe('hot-lead');
    expect(handoffReasonOf(BUDGET, HOT, 'warm', SATURDAY_EVENING)).toBeUndefined();
  });

  it('serves a request to book with the booking panel: no escalation when it turns the lead hot', () => {
    expect(handoffReasonOf(BOOKING, HOT, 'warm', TUESDAY_MORNING)).toBeUndefined();
    expect(
      handoffReasonOf('Could a consultant call me tomorrow?', HOT, 'warm', TUESDAY_MORNING),
    ).toBeUndefined();
  });

  it('escalates by itself at most once: a chat handed over before stays with the assistant unless the visitor asks', () => {
    const before = { escalatedBefore: true };
    expect(handoffReasonOf(BUDGET, HOT, 'warm', TUESDAY_MORNING, before)).toBeUndefined();
    expect(
      handoffReasonOf('Files are being encrypted right now!', EMERGENCY, 'warm', TUESDAY_MORNING, before),
    ).toBe(undefined);
    expect(handoffReasonOf('Can I talk to a person please?', HOT, 'hot', TUESDAY_MORNING, before)).toBe(
      'visitor-request',
    );
  });

  it('keeps the first escalation: an emergency, and a visitor asking for a person', () => {
    expect(handoffReasonOf('Files are being encrypted right now!', EMERGENCY, 'cold', SATURDAY_EVENING)).toBe(
      'emergency',
    );
    expect(handoffReasonOf('Can I talk to a person please?', HOT, 'warm', SATURDAY_EVENING)).toBe(
      'visitor-request',
    );
  });
});

describe('a chat handed to a person', () => {
  let app: FastifyInstance;
  let sql: pg.Client;
  let staff: (role: 'sales' | 'admin') => ReturnType<typeof signedInStaff>;

  beforeAll(async () => {
    const lead = await leadApp({}, { clock: () => TUESDAY_MORNING });
    app = lead.app;
    sql = lead.sql;
    staff = (role) => lead.signInStaff(role);
  });

  afterAll(async () => {
    await app.close();
    await sql.end();
  });

  async function chat(sessionId: string, message: string) {
    const response = await app.inject({ method: 'POST', url: '/api/chat', payload: { sessionId, message } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { response: string; leadQuality: string; handoff?: { state: string } };
  }

  async function stateOf(sessionId: string): Promise<string> {
    const { rows } = await sql.query<{ handoff_state: string }>(
      'select handoff_state from chat_session where id = $1',
      [sessionId],
    );
    return rows[0]?.handoff_state ?? 'missing';
  }

  it('answers every message while a consultant is awaited, and steps aside once one is live', async () => {
    const sam = await staff('sales');
    const sessionId = (await app.inject({ method: 'POST', url: '/api/sessions' })).json().sessionId as string;
    const asked = await chat(sessionId, 'Our dental clinic server keeps crashing, can I talk to a person?');
    expect(asked.handoff?.state).toBe('waiting');

    const question = await chat(sessionId, 'How much is managed IT for 25 people?');
    expect(question.response).toMatch(/^While a consultant joins: \S/);
    expect(question.handoff?.state).toBe('waiting');
    // The answer is part of the conversation the consultant reads, right after the visitor's question.
    const { rows } = await sql.query<{ role: string; content: string }>(
      'select role, content from chat_message where session_id = $1 order by position',
      [sessionId],
    );
    expect(rows.slice(-2)).toEqual([
      { role: 'user', content: 'How much is managed IT for 25 people?' },
      { role: 'assistant', content: question.response },
    ]);
    expect(await stateOf(sessionId)).toBe('waiting');

    const [lead] = (
      await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [sessionId])
    ).rows;
    const claimed = await app.inject({
      method: 'POST',
      url: '/trpc/staff.live.claim',
      headers: sam.headers,
      payload: { leadId: lead?.id },
    });
    expect(claimed.statusCode).toBe(200);
    const live = await chat(sessionId, 'Thanks, I will wait for Sam.');
    expect(live.response).toBe('');
    expect(live.handoff?.state).toBe('live');
  });

  it('records the company size and the services a message names while a consultant is awaited', async () => {
    const sessionId = (await app.inject({ method: 'POST', url: '/api/sessions' })).json().sessionId as string;
    const asked = await chat(sessionId, 'Can I talk to a person please?');
    expect(asked.handoff?.state).toBe('waiting');
    const answer = (await chat(sessionId, 'We are 25 people and we need managed IT.')) as Awaited<
      ReturnType<typeof chat>
    > & { interestedServices: string[] };
    expect(answer.response).toMatch(/^While a consultant joins: \S/);
    expect(answer.interestedServices).toContain('Managed IT Services');
    // The quality and the hand-off stay as the escalation left them.
    expect(answer.leadQuality).toBe(asked.leadQuality);
    const { rows } = await sql.query<{
      employees: number | null;
      interested_services: string[];
      handoff_state: string;
    }>('select employees, interested_services, handoff_state from chat_session where id = $1', [sessionId]);
    expect(rows).toEqual([
      { employees: 25, interested_services: ['Managed IT Services'], handoff_state: 'waiting' },
    ]);
  });

  it('keeps the status staff chose when a consultant then answers live (the journey moves only a new lead)', async () => {
    const sam = await staff('sales');
    const sessionId = (await app.inject({ method: 'POST', url: '/api/sessions' })).json().sessionId as string;
    expect((await chat(sessionId, 'Can I talk to a person please?')).handoff?.state).toBe('waiting');
    const [lead] = (
      await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [sessionId])
    ).rows;
    const call = (path: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: `/trpc/${path}`, headers: sam.headers, payload });
    expect((await call('staff.leads.setStatus', { id: lead?.id, status: 'lost' })).statusCode).toBe(200);
    expect((await call('staff.live.claim', { leadId: lead?.id })).statusCode).toBe(200);
    expect((await call('staff.live.send', { leadId: lead?.id, message: 'Hi, Sam here.' })).statusCode).toBe(
      200,
    );
    const { rows } = await sql.query<{ status: string }>('select status from lead where id = $1', [lead?.id]);
    expect(rows).toEqual([{ status: 'lost' }]);
  });

  it('does not go back to waiting when the lead turns hot later: the assistant answers', async () => {
    const sam = await staff('sales');
    const sessionId = (await app.inject({ method: 'POST', url: '/api/sessions' })).json().sessionId as string;
    expect((await chat(sessionId, "We're a 60-person firm switching IT providers.")).leadQuality).toBe(
      'warm',
    );
    expect((await chat(sessionId, 'Can I talk to a person please?')).handoff?.state).toBe('waiting');
    const { rows } = await sql.query<{ id: string }>('select id from lead where chat_session_id = $1', [
      sessionId,
    ]);
    const leadId = rows[0]?.id;
    const call = (path: string) =>
      app.inject({ method: 'POST', url: `/trpc/${path}`, headers: sam.headers, payload: { leadId } });
    expect((await call('staff.live.claim')).statusCode).toBe(200);
    expect((await call('staff.live.release')).json().result.data.state).toBe('assistant');

    const later = await chat(sessionId, BUDGET);
    expect(later.leadQuality).toBe('hot');
    expect(later.handoff).toBeUndefined();
    expect(later.response).not.toBe('');
    expect(await stateOf(sessionId)).toBe('assistant');
  });
});
