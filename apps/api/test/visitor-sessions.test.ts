import { SESSION_TOKEN_HEADER, sessionStartResponseSchema } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FormTokens } from '../src/leads/lead-capture.ts';
import {
  requireVisitorSession,
  SESSION_NOT_FOUND_MESSAGE,
  visitorSessionActive,
} from '../src/visitor-sessions.ts';
import { leadApp, validLead } from './helper.ts';

// Decision 012: sessions belong to their visitor. This file drives the API as a browser and an
// attacker would: no automatic session tokens (`visitorSessions: 'manual'`).
const FORM_SECRET = 'a-test-secret-of-at-least-32-characters!';
const humanToken = () => new FormTokens(FORM_SECRET, 0).issue(Date.now() - 5000);

let app: FastifyInstance;
let sql: pg.Client;
let logLines: string[];

beforeAll(async () => {
  ({ app, sql, logLines } = await leadApp(
    {
      CORS_ORIGINS: ['https://partner.example'],
      FORM_TOKEN_SECRET: FORM_SECRET,
      FORM_MIN_FILL_MS: 0,
      SESSION_TOKEN_SECRET: 'another-test-secret-of-32-characters-or-more',
    },
    { visitorSessions: 'manual' },
  ));
});

beforeEach(() => {
  logLines.length = 0;
});

async function startSession(prefix?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/sessions',
    ...(prefix ? { payload: { prefix } } : {}),
  });
  expect(response.statusCode).toBe(201);
  return sessionStartResponseSchema.parse(response.json());
}

const withToken = (token: string) => ({ [SESSION_TOKEN_HEADER]: token });

const chat = (sessionId: string, headers: Record<string, string> = {}, message = 'Hello, I am Jane Doe') =>
  app.inject({
    method: 'POST',
    url: '/api/chat',
    headers,
    payload: { message, sessionId, visitorInfo: { email: 'jane@acmedental.example' } },
  });

async function storedMessages(sessionId: string): Promise<number> {
  const { rows } = await sql.query<{ count: number }>(
    'select count(*)::int as count from chat_message where session_id = $1',
    [sessionId],
  );
  return rows[0]?.count ?? 0;
}

describe('POST /api/sessions', () => {
  it('issues a fresh id with 128 random bits and its token, never cached', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/sessions' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessionId, sessionToken } = sessionStartResponseSchema.parse(response.json());
    // chat-<ms>-<16 bytes in base64url: 22 characters>
    expect(sessionId).toMatch(/^chat-\d{13}-[A-Za-z0-9_-]{22}$/);
    expect(sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const other = await startSession();
    expect(other.sessionId).not.toBe(sessionId);
    expect(other.sessionToken).not.toBe(sessionToken);
  });

  it('takes the display prefixes of the test pages and refuses others with a field message', async () => {
    expect((await startSession('test-session')).sessionId).toMatch(/^test-session-\d+-/);
    expect((await startSession('demo')).sessionId).toMatch(/^demo-\d+-/);
    const bad = await app.inject({ method: 'POST', url: '/api/sessions', payload: { prefix: 'admin' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      { path: 'prefix', message: 'Session prefix must be chat, test-session or demo' },
    ]);
  });

  it('lets a partner origin send the session token header (CORS)', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/chat',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': `content-type,${SESSION_TOKEN_HEADER}`,
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain(SESSION_TOKEN_HEADER);
  });
});

describe('a session is read and written only with its token', () => {
  it('answers the chat for the visitor who holds the token', async () => {
    const { sessionId, sessionToken } = await startSession();
    const reply = await chat(sessionId, withToken(sessionToken));
    expect(reply.statusCode).toBe(200);
    expect(reply.json().sessionId).toBe(sessionId);
    const visitor = await app.inject({
      url: `/api/chat/${sessionId}/visitor`,
      headers: withToken(sessionToken),
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ email: 'jane@acmedental.example' });
  });

  it('refuses client-chosen ids: nothing is stored for them', async () => {
    for (const [sessionId, headers] of [
      ['a', {}],
      ['chat-1736600000000-k3j9x0qa2b', {}],
      ['a', withToken('A'.repeat(43))],
    ] as const) {
      const response = await chat(sessionId, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: SESSION_NOT_FOUND_MESSAGE });
      expect(await storedMessages(sessionId)).toBe(0);
    }
  });

  it('answers 404 to anyone holding only the id, or another session’s token', async () => {
    const { sessionId, sessionToken } = await startSession();
    const intruder = await startSession();
    expect((await chat(sessionId, withToken(sessionToken))).statusCode).toBe(200);
    for (const headers of [
      {},
      withToken(intruder.sessionToken),
      withToken(`${sessionToken.slice(0, 42)}x`),
    ]) {
      for (const [method, url] of [
        ['GET', `/api/chat/${sessionId}/visitor`],
        ['POST', `/api/chat/${sessionId}/end`],
        ['GET', `/api/recommendations/${sessionId}`],
      ] as const) {
        const response = await app.inject({ method, url, headers });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.body).not.toContain('jane');
      }
      const written = await chat(sessionId, headers, 'I am someone else');
      expect(written.statusCode).toBe(404);
    }
    expect(await storedMessages(sessionId)).toBe(2);
    // Staff read transcripts behind sign-in: a visitor's token is no staff session.
    const transcript = await app.inject({ url: `/api/chat/${sessionId}`, headers: withToken(sessionToken) });
    expect(transcript.statusCode).toBe(401);
  });

  it('guards the visitor profile, recommendations and their analytics the same way', async () => {
    const { sessionId, sessionToken } = await startSession('test-session');
    const profile = {
      sessionId,
      industry: 'healthcare',
      companySize: '11-50',
      currentChallenges: ['security-threats'],
      contactInfo: { name: 'Amara Okafor', email: 'amara@clinic.example', company: '', phone: '' },
    };
    const calls = [
      { method: 'POST', url: '/api/visitor-profile', payload: profile },
      { method: 'POST', url: '/api/recommendations', payload: { sessionId, forceUpdate: true } },
      { method: 'GET', url: `/api/recommendations/${sessionId}` },
      {
        method: 'POST',
        url: '/api/recommendation-analytics',
        payload: { sessionId, recommendationId: '', timestamp: new Date().toISOString(), action: 'viewed' },
      },
    ] as const;
    for (const call of calls) {
      const refused = await app.inject({ ...call });
      expect(refused.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(refused.json()).toEqual({ error: SESSION_NOT_FOUND_MESSAGE });
    }
    const { rows } = await sql.query('select 1 from visitor_profile where session_id = $1', [sessionId]);
    expect(rows).toEqual([]);
    for (const call of calls) {
      const allowed = await app.inject({ ...call, headers: withToken(sessionToken) });
      expect(allowed.statusCode, `${call.method} ${call.url}`).toBeLessThan(300);
    }
  });
});

describe('the contact form’s link to the chat', () => {
  const submit = (email: string, chatSessionId: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      headers,
      payload: { ...validLead, email, formToken: humanToken(), chatSessionId },
    });
  const linkOf = async (email: string) =>
    (
      await sql.query<{ chat_session_id: string | null }>(
        'select chat_session_id from contact_request where email = $1',
        [email],
      )
    ).rows;

  it('links the lead to the chat for the visitor who chatted, and stores the lead unlinked for anyone else', async () => {
    const { sessionId, sessionToken } = await startSession();
    expect((await chat(sessionId, withToken(sessionToken))).statusCode).toBe(200);

    const own = `own.${Date.now()}@example.com`;
    expect((await submit(own, sessionId, withToken(sessionToken))).statusCode).toBe(201);
    expect(await linkOf(own)).toEqual([{ chat_session_id: sessionId }]);

    const other = `other.${Date.now()}@example.com`;
    expect((await submit(other, sessionId)).statusCode).toBe(201);
    expect(await linkOf(other)).toEqual([{ chat_session_id: null }]);
  });
});

describe('sessions expire after VISITOR_SESSION_IDLE_DAYS (30) without activity (decision 022)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const profileOf = (sessionId: string) => ({
    sessionId,
    industry: 'healthcare',
    companySize: '11-50',
    currentChallenges: ['security-threats'],
  });

  it('refuses a session issued 31 days ago and never used with 404, storing nothing, and links no lead to it', async () => {
    expect(app.sessionTokens.idleMs).toBe(30 * DAY);
    const { sessionId, sessionToken } = app.sessionTokens.issue('chat', Date.now() - 31 * DAY);
    const refused = await chat(sessionId, withToken(sessionToken));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: SESSION_NOT_FOUND_MESSAGE });
    expect(await storedMessages(sessionId)).toBe(0);
    const email = `expired.${Date.now()}@example.com`;
    const lead = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: withToken(sessionToken),
      payload: { ...validLead, email, formToken: humanToken(), chatSessionId: sessionId },
    });
    expect(lead.statusCode).toBe(201);
    const { rows } = await sql.query('select chat_session_id from contact_request where email = $1', [email]);
    expect(rows).toEqual([{ chat_session_id: null }]);
    // One issued 29 days ago is still good.
    const young = app.sessionTokens.issue('chat', Date.now() - 29 * DAY);
    expect((await chat(young.sessionId, withToken(young.sessionToken))).statusCode).toBe(200);
  });

  it('keeps an old session while it is used: its last write counts, not its age', async () => {
    const old = app.sessionTokens.issue('test-session', Date.now() - 90 * DAY);
    const save = () =>
      app.inject({
        method: 'POST',
        url: '/api/visitor-profile',
        headers: withToken(old.sessionToken),
        payload: profileOf(old.sessionId),
      });
    await sql.query(
      `insert into visitor_profile (session_id, profile, created_at, updated_at)
       values ($1, '{}'::jsonb, now() - interval '90 days', now() - interval '29 days')`,
      [old.sessionId],
    );
    expect((await save()).statusCode).toBe(200);
    // The save was activity: the session is good for another 30 days from now.
    await sql.query(
      `update visitor_profile set updated_at = now() - interval '31 days' where session_id = $1`,
      [old.sessionId],
    );
    const expired = await save();
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ error: SESSION_NOT_FOUND_MESSAGE });
  });

  it('counts idle time from the last message, on a clock the test sets', async () => {
    const { sessionId, sessionToken } = await startSession();
    const t0 = Date.now();
    expect((await chat(sessionId, withToken(sessionToken))).statusCode).toBe(200);
    const ctx = { sessionTokens: app.sessionTokens, sessionToken, db: app.db };
    expect(await visitorSessionActive(ctx, sessionId, t0 + 29 * DAY)).toBe(true);
    expect(await visitorSessionActive(ctx, sessionId, t0 + 31 * DAY)).toBe(false);
    await expect(requireVisitorSession(ctx, sessionId, t0 + 31 * DAY)).rejects.toThrow(
      SESSION_NOT_FOUND_MESSAGE,
    );
    // A message 20 days in moves the clock on.
    await sql.query(`update chat_session set updated_at = updated_at + interval '20 days' where id = $1`, [
      sessionId,
    ]);
    expect(await visitorSessionActive(ctx, sessionId, t0 + 31 * DAY)).toBe(true);
    expect(await visitorSessionActive(ctx, sessionId, t0 + 51 * DAY)).toBe(false);
    // Without its token, never.
    expect(await visitorSessionActive({ ...ctx, sessionToken: undefined }, sessionId, t0)).toBe(false);
  });
});

describe('logs', () => {
  it('never carry a session token or a session id', async () => {
    const { sessionId, sessionToken } = await startSession();
    await chat(sessionId, withToken(sessionToken));
    await chat(sessionId, {});
    await app.inject({ url: `/api/chat/${sessionId}/visitor`, headers: withToken(sessionToken) });
    await app.inject({ method: 'POST', url: `/api/chat/${sessionId}/end` });
    const logged = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logged).not.toContain(sessionToken);
    expect(logged).not.toContain(sessionId);
  });
});
