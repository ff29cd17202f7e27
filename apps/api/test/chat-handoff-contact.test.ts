/**
 * The follow-up details a visitor leaves when nobody can answer the chat (docs/decisions/088): `POST
 * /api/chat/{sessionId}/handoff` takes an e-mail or a phone number; the phone is read into E.164 (libphonenumber-js,
 * region CA), stored on the session, recorded in the event log as a contact change (`lead.contact_updated`, the
 * field's name only) with the waiting chat's new status, and shown to staff; a number that is not one is refused
 * with a field message; the number never reaches a log line. On the real PostgreSQL, the clock inside business
 * hours with nobody signed in.
 */
import { HANDOFF_PHONE_INVALID } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLiveChat } from '../src/conversations/live-chat.ts';
import { createTestDatabase, logCapture, officeOpenClock, sqlClient, testApp, testEnv } from './helper.ts';

const logs = logCapture();
let app: FastifyInstance;
let sql: pg.Client;

beforeAll(async () => {
  const url = await createTestDatabase();
  sql = await sqlClient(url);
  app = await testApp({
    env: testEnv({ DATABASE_URL: url, LOG_LEVEL: 'debug', CHAT_RATE_LIMIT_MAX: 10_000 }),
    logger: { level: 'debug', stream: logs.stream },
    clock: officeOpenClock(),
    background: false,
    waitForDatabase: true,
  });
});
afterAll(async () => {
  await app.close();
  await sql.end();
});

/** A chat whose first message asks for a person while nobody is present: it waits, and asks for contact details. */
async function waitingChat(): Promise<string> {
  const { sessionId } = (await app.inject({ method: 'POST', url: '/api/sessions' })).json();
  const asked = await app.inject({
    method: 'POST',
    url: '/api/chat',
    payload: { sessionId, message: 'can I talk to a human' },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.json().handoff).toMatchObject({ state: 'waiting', live: false, askForContact: true });
  return sessionId;
}

const leave = (sessionId: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/chat/${sessionId}/handoff`, payload });

describe('a phone number left with a waiting chat', () => {
  it('is stored in E.164, stops the request for details, is recorded as a contact change and shown to staff, never logged', async () => {
    const sessionId = await waitingChat();
    const [{ max: before }] = (await sql.query('select coalesce(max(id), 0) as max from domain_event')).rows;

    const left = await leave(sessionId, { phone: '(416) 555-0142' });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json()).toMatchObject({ state: 'waiting', live: false, askForContact: false });

    const { rows } = await sql.query('select visitor_phone, visitor_email from chat_session where id = $1', [
      sessionId,
    ]);
    expect(rows[0]).toEqual({ visitor_phone: '+14165550142', visitor_email: null });

    const events = (
      await sql.query(
        'select type, payload from domain_event where session_id = $1 and id > $2 order by id',
        [sessionId, before],
      )
    ).rows;
    expect(events.map((event) => event.type)).toEqual([
      'lead.contact_updated',
      'conversation.status',
      'conversation.handoff',
    ]);
    expect(events[0].payload).toEqual({ fields: ['phone'] });
    expect(events[1].payload.status).toMatchObject({ askForContact: false });

    const detail = await getLiveChat(app.db.em(), sessionId);
    expect(detail.visitor.phone).toBe('+14165550142');

    for (const secret of ['+14165550142', '555-0142', '5550142']) {
      expect(logs.lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });

  it('refuses a number that is not one with 400 and the phone field’s message, storing nothing', async () => {
    const sessionId = await waitingChat();
    // Refused by the schema (not a number's shape, too few digits), then by libphonenumber-js (no such country).
    for (const phone of ['call me maybe', '12', '+999 1234 5678']) {
      const refused = await leave(sessionId, { phone });
      expect(refused.statusCode, phone).toBe(400);
      expect(refused.json().issues).toEqual([{ path: 'phone', message: HANDOFF_PHONE_INVALID }]);
    }
    const { rows } = await sql.query('select visitor_phone from chat_session where id = $1', [sessionId]);
    expect(rows[0].visitor_phone).toBeNull();
    expect(logs.lines.filter((line) => line.includes('call me maybe'))).toEqual([]);
  });

  it('takes an e-mail as before: the status stops asking, and a stored detail stays', async () => {
    const sessionId = await waitingChat();
    const left = await leave(sessionId, { email: 'ana@harbour.example' });
    expect(left.json()).toMatchObject({ askForContact: false });
    await leave(sessionId, { email: 'other@harbour.example', phone: '416 555 0199' });
    const { rows } = await sql.query('select visitor_email, visitor_phone from chat_session where id = $1', [
      sessionId,
    ]);
    expect(rows[0]).toEqual({ visitor_email: 'ana@harbour.example', visitor_phone: '+14165550199' });
  });
});
