/**
 * The client an address-keyed limit counts (src/client-address.ts): an IPv4 address as it is, an IPv4-mapped IPv6
 * address as its IPv4 address, an IPv6 address by its /64. The request rate limit keys by it here; the live stream
 * caps (live-stream-caps.test.ts), the staff sign-in's per-address lockout (staff-lockout.test.ts) and the model
 * budget's key of a quick recommendation (model-budget.test.ts) are checked beside their own limits.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientAddressKey } from '../src/client-address.ts';
import { createTestDatabase, testApp, testEnv } from './helper.ts';

describe('clientAddressKey', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:201', '192.0.2.1'],
    ['0:0:0:0:0:ffff:192.0.2.1', '192.0.2.1'],
    ['2001:DB8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:fffe', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['2001:0:0:1::1', '2001:0:0:1::/64'],
    ['::1', '::/64'],
    ['fe80::1%eth0', 'fe80::/64'],
    ['fe80::2%2', 'fe80::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b::/64'],
    ['not an address', 'not an address'],
  ])('%s → %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});

describe('the request rate limit keys by the client address', () => {
  let url: string;
  beforeAll(async () => {
    url = await createTestDatabase();
  });

  /** An app allowing 2 requests a minute per client; each test has its own, so counts do not carry over. */
  const limitedApp = () =>
    testApp({ env: testEnv({ DATABASE_URL: url, RATE_LIMIT_MAX: 2 }), waitForDatabase: true });

  const get = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ url: '/api/ai/faq', remoteAddress }).then((response) => response.statusCode);

  it('counts two IPv6 addresses of one /64 as one client, and another /64 apart', async () => {
    const app = await limitedApp();
    const network = `2001:db8:${randomInt(0xffff).toString(16)}:7`;
    expect(await get(app, `${network}::a`)).toBe(200);
    expect(await get(app, `${network}:ffff:ffff:ffff:fffe`)).toBe(200);
    expect(await get(app, `${network}:0:0:0:c`)).toBe(429);
    expect(await get(app, `${network.toUpperCase()}::D`)).toBe(429);
    expect(await get(app, `2001:db8:${randomInt(0xffff).toString(16)}:8::a`)).toBe(200);
  });

  it('counts each IPv4 address on its own, and an IPv4-mapped address as its IPv4 address', async () => {
    const app = await limitedApp();
    expect(await get(app, '192.0.2.1')).toBe(200);
    expect(await get(app, '::ffff:192.0.2.1')).toBe(200);
    expect(await get(app, '192.0.2.1')).toBe(429);
    expect(await get(app, '192.0.2.2')).toBe(200);
    expect(await get(app, '192.0.2.2')).toBe(200);
  });
});
