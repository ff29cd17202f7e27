/**
 * "limits that hold": the rate limit counts the matched route (encoded paths too), tRPC runs one
 * call per request, takes JSON only, the client IP comes through TRUST_PROXY only, Redis shares one budget
 * between instances, and the chat has its own limits per IP and per session. Real PostgreSQL and Redis.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SESSION_RATE_MESSAGE } from '../src/conversations/chat.ts';
import { DEFAULT_LIMITS } from '../src/env.ts';
import { createTestDatabase, type TestSettings, testApp, testEnv, validLead } from './helper.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let url: string;
beforeAll(async () => {
  url = await createTestDatabase();
});

const appWith = (rateLimitMax: number, settings: TestSettings = {}) =>
  testApp({
    env: testEnv({ DATABASE_URL: url, RATE_LIMIT_MAX: rateLimitMax, ...settings }),
    waitForDatabase: true,
  });

/** A client address no other test run uses, so counters kept in Redis from earlier runs never interfere. */
const freshIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const statuses = async (app: FastifyInstance, count: number, path: string) => {
  const codes: number[] = [];
  for (let i = 0; i < count; i++) codes.push((await app.inject(path)).statusCode);
  return codes;
};

describe('the rate limit counts the matched route', () => {
  it('counts a percent-encoded API path like the plain one', async () => {
    const app = await appWith(2);
    expect(await statuses(app, 3, '/%61pi/ai/faq')).toEqual([200, 200, 429]);
    expect((await app.inject('/api/ai/faq')).statusCode).toBe(429);
  });
});

describe('tRPC', () => {
  it('runs one call per request: a batch is refused', async () => {
    const app = await appWith(100);
    const batch = await app.inject('/trpc/ai.faq,ai.suggestions?batch=1&input=%7B%7D');
    expect(batch.statusCode).toBeGreaterThanOrEqual(400);
    expect(batch.statusCode).toBeLessThan(500);
    expect((await app.inject('/trpc/ai.faq')).statusCode).toBe(200);
  });

  it('refuses anything but JSON with 415 before reading the body, whatever its size', async () => {
    const app = await appWith(100);
    const boundary = 'northline';
    const large = `--${boundary}\r\ncontent-disposition: form-data; name="x"\r\n\r\n${'x'.repeat(1024 * 1024)}\r\n--${boundary}--`;
    const multipart = await app.inject({
      method: 'POST',
      url: '/trpc/contact.submit',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: large,
    });
    expect(multipart.statusCode).toBe(415);
    const form = await app.inject({
      method: 'POST',
      url: '/trpc/contact.submit',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'firstName=A',
    });
    expect(form.statusCode).toBe(415);
    const json = await app.inject({ method: 'POST', url: '/trpc/contact.submit', payload: validLead });
    expect(json.statusCode).toBe(200);
  });
});

describe('client IPs behind a load balancer (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default, so a client cannot pick its own budget', async () => {
    const app = await appWith(1);
    const first = await app.inject({ url: '/api/ai/faq', headers: { 'x-forwarded-for': freshIp() } });
    const second = await app.inject({ url: '/api/ai/faq', headers: { 'x-forwarded-for': freshIp() } });
    expect([first.statusCode, second.statusCode]).toEqual([200, 429]);
  });

  it('with trusted hops counts each client behind the proxy on its own', async () => {
    const app = await appWith(1, { TRUST_PROXY: 1 });
    const [a, b] = [freshIp(), freshIp()];
    const get = (ip: string) => app.inject({ url: '/api/ai/faq', headers: { 'x-forwarded-for': ip } });
    expect((await get(a)).statusCode).toBe(200);
    expect((await get(b)).statusCode).toBe(200);
    expect((await get(a)).statusCode).toBe(429);
  });
});

describe('a rate limit shared through Redis (REDIS_URL)', () => {
  it('holds across two instances: a client over the limit gets 429 from either', async () => {
    const limits = { TRUST_PROXY: 1, REDIS_URL };
    const one = await appWith(2, limits);
    const two = await appWith(2, limits);
    const ip = freshIp();
    const get = (app: FastifyInstance) =>
      app.inject({ url: '/api/ai/faq', headers: { 'x-forwarded-for': ip } });
    expect((await get(one)).statusCode).toBe(200);
    expect((await get(two)).statusCode).toBe(200);
    expect((await get(one)).statusCode).toBe(429);
    expect((await get(two)).statusCode).toBe(429);
  });
});

describe('the chat’s own limits', () => {
  const chat = (app: FastifyInstance, sessionId: string, ip = '127.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { 'x-forwarded-for': ip },
      payload: { message: 'Do you support small law firms?', sessionId },
    });

  it('gives the chat a tighter per-IP budget than the rest of the API', async () => {
    const app = await appWith(100, { CHAT_RATE_LIMIT_MAX: 2, TRUST_PROXY: 1 });
    const ip = freshIp();
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await chat(app, `chat-${Date.now()}-ip${i}`, ip)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect((await app.inject({ url: '/api/ai/faq', headers: { 'x-forwarded-for': ip } })).statusCode).toBe(
      200,
    );
  });

  it('holds the chat budget whichever transport carries the message: the 31st in a minute is 429', async () => {
    const app = await appWith(1000, { TRUST_PROXY: 1 });
    const max = DEFAULT_LIMITS.CHAT_RATE_LIMIT_MAX;
    expect(max).toBe(30);
    const transports = ['/api/chat', '/api/chat/stream', '/trpc/chat.send'];
    const send = (url: string, ip: string, i: number) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'x-forwarded-for': ip },
        payload: { message: 'Do you support small law firms?', sessionId: `chat-${Date.now()}-t${i}` },
      });
    for (const url of transports) {
      const ip = freshIp();
      for (let i = 0; i < max; i++) expect((await send(url, ip, i)).statusCode, `${url} #${i + 1}`).toBe(200);
      expect((await send(url, ip, max)).statusCode, `${url} #${max + 1}`).toBe(429);
    }
    // One budget for all three: messages spread over the transports count together.
    const ip = freshIp();
    for (let i = 0; i < max; i++) {
      const url = transports[i % transports.length] ?? '/api/chat';
      expect((await send(url, ip, i)).statusCode, `${url} #${i + 1}`).toBe(200);
    }
    for (const url of transports) expect((await send(url, ip, max)).statusCode, url).toBe(429);
    // The rest of the API keeps its own budget.
    expect((await app.inject({ url: '/api/ai/faq', headers: { 'x-forwarded-for': ip } })).statusCode).toBe(
      200,
    );
  });

  it('limits the messages of one session per minute, on any instance', async () => {
    const app = await appWith(100, { CHAT_SESSION_MESSAGES_PER_MINUTE: 2, CHAT_RATE_LIMIT_MAX: 100 });
    const sessionId = `chat-${Date.now()}-session1`;
    expect((await chat(app, sessionId)).statusCode).toBe(200);
    expect((await chat(app, sessionId)).statusCode).toBe(200);
    const limited = await chat(app, sessionId);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(SESSION_RATE_MESSAGE);
    expect((await chat(app, `chat-${Date.now()}-session2`)).statusCode).toBe(200);
  });
});

describe('request timeout', () => {
  it('is set, so a client that never finishes its request cannot hold a connection forever', async () => {
    const app = await appWith(100, { REQUEST_TIMEOUT_MS: 15_000 });
    expect(app.server.requestTimeout).toBe(15_000);
  });
});
