import { chatReplySchema, createSessionId } from '@northline/schemas';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { leadApp } from './helper.ts';
import { parseEvents } from './sse.ts';

const PARTNER = 'https://partner.example';
let app: FastifyInstance;
let logLines: string[];

beforeAll(async () => {
  ({ app, logLines } = await leadApp({
    CHAT_RATE_LIMIT_MAX: 10_000,
    CHAT_SESSION_MESSAGES_PER_MINUTE: 10_000,
    CORS_ORIGINS: [PARTNER],
    // Saturday evening in Toronto: the office is closed, so no turn is handed to a person (a hot lead would be).
    CLOCK_START: '2030-11-30T19:30:00-05:00',
  }));
});

const chat = (payload: object, url = '/api/chat') => app.inject({ method: 'POST', url, payload });

describe('the chat reply’s offer-meeting action', () => {
  it('comes with a request for the meeting, with the name and e-mail the session holds, and not otherwise', async () => {
    const sessionId = createSessionId('chat');
    const first = await chat({ message: 'Hi, I am Dana Lee, dana.lee@example.com', sessionId });
    expect(first.statusCode).toBe(200);
    expect(first.json().action).toBeUndefined();

    const reply = await chat({ message: 'Can we schedule a call?', sessionId });
    expect(reply.statusCode).toBe(200);
    const body = chatReplySchema.parse(reply.json());
    expect(body.action).toEqual({
      kind: 'offer-meeting',
      prefill: { name: 'Dana Lee', email: 'dana.lee@example.com' },
    });
    expect(body.response).toContain('right here in the chat');
    // The details travel in the answer to the session's own browser only, never into the logs.
    expect(logLines.join('\n')).not.toContain('dana.lee@example.com');
    expect(logLines.join('\n')).not.toContain('Dana Lee');
  });

  it('comes after a plain yes to the offer of the assessment, without prefill when nothing is known', async () => {
    const sessionId = createSessionId('chat');
    // The built-in engine ends this reply with the offer of the free assessment once it knows the rest.
    const offer = await chat({
      message: 'We are a 20 person law firm in Toronto with slow support, and we want to switch next month',
      sessionId,
    });
    expect(offer.json().action).toBeUndefined();
    expect(offer.json().response).toMatch(/book a free IT assessment[^?]*\?$/);
    const yes = await chat({ message: 'yes', sessionId });
    expect(yes.json().action).toEqual({ kind: 'offer-meeting' });
  });

  it('comes again with a replay of the same message (same Idempotency-Key)', async () => {
    const sessionId = createSessionId('chat');
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/chat',
        headers: { 'idempotency-key': 'b1c2d3e4-0000-4000-8000-000000000001' },
        payload: { message: 'Can we set up a meeting next week?', sessionId },
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json().response).toBe(first.json().response);
    expect(first.json().action).toEqual({ kind: 'offer-meeting' });
    expect(again.json().action).toEqual({ kind: 'offer-meeting' });
  });

  it('is in the stream’s done event', async () => {
    const sessionId = createSessionId('chat');
    const response = await chat(
      { message: 'I would like to book the free assessment', sessionId },
      '/api/chat/stream',
    );
    expect(response.statusCode).toBe(200);
    const done = parseEvents(response.body).find((event) => event.event === 'done');
    expect((done?.data as { action?: unknown } | undefined)?.action).toEqual({ kind: 'offer-meeting' });
  });
});

describe('the booking routes from a partner page', () => {
  it.each([
    ['/api/meetings/slots?days=3', 'GET'],
    ['/api/meetings', 'POST'],
  ])('%s answers a listed origin’s preflight without credentials', async (url, method) => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin: PARTNER,
        'access-control-request-method': method,
        'access-control-request-headers': 'content-type,idempotency-key,x-session-token',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(PARTNER);
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toContain('idempotency-key');
  });

  it('lists the slots for a listed origin and none for another', async () => {
    const listed = await app.inject({ url: '/api/meetings/slots?days=2', headers: { origin: PARTNER } });
    expect(listed.statusCode).toBe(200);
    expect(listed.headers['access-control-allow-origin']).toBe(PARTNER);
    const other = await app.inject({
      url: '/api/meetings/slots?days=2',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
