/**
 * The caps on open live event streams (LIVE_STREAMS_PER_SESSION, LIVE_STREAMS_PER_IP) hold across two API
 * instances that share Redis (REDIS_URL), as if they were one; a stream that ends gives its place back, and the
 * places of an instance that died expire by themselves. Neither a session id nor an address is written to Redis.
 */
import { randomBytes } from 'node:crypto';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import { CONDITION_WAIT } from '@northline/test-setup/timeouts';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RedisStreamCaps } from '../src/conversations/stream-caps.ts';
import { baseOf, createTestDatabase, listeningApp, testEnv } from './helper.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECRET = 'a-session-key-shared-by-every-instance-4567';

let a: FastifyInstance;
let b: FastifyInstance;
let redis: Redis;
const opened: AbortController[] = [];

async function instance(url: string): Promise<FastifyInstance> {
  return listeningApp({
    env: testEnv({
      DATABASE_URL: url,
      REDIS_URL,
      TRUST_PROXY: 1,
      SESSION_TOKEN_SECRET: SECRET,
      CHAT_RATE_LIMIT_MAX: 10_000,
      LIVE_STREAMS_PER_SESSION: 2,
      LIVE_STREAMS_PER_IP: 3,
    }),
  });
}

/** An address no other test uses (the IP cap is shared by every test on this Redis). */
const freshIp = () => `10.${randomBytes(3).join('.')}`;

beforeAll(async () => {
  const url = await createTestDatabase();
  a = await instance(url);
  b = await instance(url);
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  for (const controller of opened) controller.abort();
  await Promise.all([a.close(), b.close()]);
  redis.disconnect();
});

async function chatSession(): Promise<{ sessionId: string; token: string }> {
  const { sessionId, sessionToken } = (await a.inject({ method: 'POST', url: '/api/sessions' })).json();
  const sent = await a.inject({
    method: 'POST',
    url: '/api/chat',
    headers: { [SESSION_TOKEN_HEADER]: sessionToken },
    payload: { sessionId, message: 'can I talk to a person' },
  });
  expect(sent.statusCode, sent.body).toBe(200);
  return { sessionId, token: sessionToken };
}

/** Opens a stream and keeps it open; returns its status and the way to end it. */
async function open(app: FastifyInstance, sessionId: string, token: string, ip: string) {
  const controller = new AbortController();
  opened.push(controller);
  const response = await fetch(`${baseOf(app)}/api/chat/${sessionId}/events`, {
    headers: { [SESSION_TOKEN_HEADER]: token, 'x-forwarded-for': ip },
    signal: controller.signal,
  });
  if (!response.ok) await response.text();
  return { status: response.status, close: () => controller.abort() };
}

describe('open live streams counted in Redis', () => {
  it('caps a session across two instances, and gives the place back when a stream ends', async () => {
    const { sessionId, token } = await chatSession();
    const ip = freshIp();
    const first = await open(a, sessionId, token, ip);
    const second = await open(b, sessionId, token, ip);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await open(a, sessionId, token, ip)).status).toBe(429);
    expect((await open(b, sessionId, token, ip)).status).toBe(429);
    first.close();
    await vi.waitFor(async () => {
      const again = await open(b, sessionId, token, ip);
      expect(again.status).toBe(200);
    }, CONDITION_WAIT);
  });

  it('caps an address across two instances', async () => {
    const ip = freshIp();
    const sessions = await Promise.all([chatSession(), chatSession()]);
    const [one, two] = sessions as [
      { sessionId: string; token: string },
      { sessionId: string; token: string },
    ];
    const statuses = [
      (await open(a, one.sessionId, one.token, ip)).status,
      (await open(b, one.sessionId, one.token, ip)).status,
      (await open(a, two.sessionId, two.token, ip)).status,
      (await open(b, two.sessionId, two.token, ip)).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts an IPv6 client by its /64: a fresh address of the same /64 is refused, another /64 is not', async () => {
    const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    type Session = Awaited<ReturnType<typeof chatSession>>;
    const [one, two, three] = (await Promise.all([chatSession(), chatSession(), chatSession()])) as [
      Session,
      Session,
      Session,
    ];
    const statuses = [
      (await open(a, one.sessionId, one.token, `${network}::1`)).status,
      (await open(b, one.sessionId, one.token, `${network}:0:0:0:2`)).status,
      (await open(a, two.sessionId, two.token, `${network}:ffff:ffff:ffff:fffe`)).status,
      (await open(b, two.sessionId, two.token, `${network}::4`)).status,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
    const elsewhere = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::4`;
    expect((await open(b, three.sessionId, three.token, elsewhere)).status).toBe(200);
  });

  it('writes neither the session id nor the address to Redis', async () => {
    const { sessionId, token } = await chatSession();
    const ip = freshIp();
    expect((await open(a, sessionId, token, ip)).status).toBe(200);
    const keys = await redis.keys('northline-live:streams:*');
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.join('\n')).not.toContain(sessionId);
    expect(keys.join('\n')).not.toContain(ip);
  });

  it('lets the places of an instance that died expire by themselves', async () => {
    const prefix = `northline-live-test:${randomBytes(6).toString('hex')}:`;
    const log = { warn: () => undefined };
    const dying = new Redis(REDIS_URL);
    const dead = new RedisStreamCaps(dying, { leaseMs: 300, prefix, log });
    const alive = new RedisStreamCaps(redis, { leaseMs: 300, prefix, log });
    expect(await dead.take('session:x', 1)).toBeDefined();
    // The instance is gone without releasing (no refresh, no release): its lease holds only until it expires.
    dying.disconnect();
    expect(await alive.take('session:x', 1)).toBeUndefined();
    await vi.waitFor(async () => expect(await alive.take('session:x', 1)).toBeDefined(), {
      timeout: 3000,
      interval: 50,
    });
    // The key itself expires too: nothing is left behind.
    await vi.waitFor(async () => expect(await redis.keys(`${prefix}*`)).toEqual([]), {
      timeout: 3000,
      interval: 50,
    });
  });

  it('keeps a refreshed lease past its first expiry', async () => {
    const prefix = `northline-live-test:${randomBytes(6).toString('hex')}:`;
    const caps = new RedisStreamCaps(redis, { leaseMs: 400, prefix, log: { warn: () => undefined } });
    const lease = await caps.take('ip:y', 1);
    expect(lease).toBeDefined();
    const [key] = await redis.keys(`${prefix}*`);
    const expiry = Number((await redis.zrangebyscore(key as string, '-inf', '+inf', 'WITHSCORES'))[1]);
    await vi.waitFor(async () => {
      await lease?.refresh();
      expect(
        Number((await redis.zrangebyscore(key as string, '-inf', '+inf', 'WITHSCORES'))[1]),
      ).toBeGreaterThan(expiry);
    }, CONDITION_WAIT);
    await lease?.release();
    expect(await caps.take('ip:y', 1)).toBeDefined();
  });
});
