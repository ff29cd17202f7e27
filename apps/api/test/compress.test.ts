/**
 * The API's POSTs answer uncompressed (small JSON, where the compression hook cost every lead and chat message
 * time for nothing; decision 004): they declare `compress: false` in their traits. Pages and the API's GETs are
 * still compressed over 1 KiB.
 */
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_GET, API_POST, routeTraitsPlugin } from '../src/plugins/app/route-traits.ts';
import { compressPlugin } from '../src/plugins/external/compress.ts';
import { restTraits } from '../src/routes/rest-route.ts';
import { procedureTraitsOf, staffSubscriptionsOf } from '../src/trpc/procedure-of.ts';
import { appRouter } from '../src/trpc/router.ts';

/** A JSON answer well over the 1 KiB threshold. */
const LARGE = { items: Array.from({ length: 200 }, (_, index) => `item number ${index}`) };

async function appWithRoutes() {
  const app = Fastify();
  await app.register(routeTraitsPlugin);
  await app.register(compressPlugin);
  app.post('/api/echo', { config: { traits: API_POST } }, async () => LARGE);
  app.get('/api/echo', { config: { traits: API_GET } }, async () => LARGE);
  app.post('/trpc/echo', { config: { traits: API_POST } }, async () => LARGE);
  app.get('/about', async () => LARGE);
  await app.ready();
  return app;
}

describe('compression', () => {
  it('leaves the API POSTs uncompressed and compresses the API GETs and pages', async () => {
    const app = await appWithRoutes();
    try {
      const headers = { 'accept-encoding': 'br, gzip' };
      for (const url of ['/api/echo', '/trpc/echo']) {
        const posted = await app.inject({ method: 'POST', url, headers });
        expect(posted.headers['content-encoding']).toBeUndefined();
        expect(posted.json()).toEqual(LARGE);
      }
      for (const url of ['/api/echo', '/about']) {
        const got = await app.inject({ method: 'GET', url, headers });
        expect(got.headers['content-encoding']).toBe('br');
        expect(JSON.parse(brotliDecompressSync(got.rawPayload).toString('utf8'))).toEqual(LARGE);
      }
    } finally {
      await app.close();
    }
  });

  it('leaves out only the API routes that change state (POST)', () => {
    expect(API_POST.compress).toBe(false);
    expect(API_GET.compress).toBeUndefined();
    expect(restTraits(undefined, 'post').compress).toBe(false);
    expect(restTraits(undefined, 'get').compress).toBeUndefined();
  });

  it('reads the same rule from the tRPC procedures: a mutation is an API POST, a query an API GET', () => {
    const traitsOf = procedureTraitsOf(appRouter);
    const call = (path: string) => traitsOf({ params: { path } } as unknown as FastifyRequest);
    expect(call('contact.submit')).toMatchObject({ compress: false, rateLimit: 'api', cache: 'no-store' });
    expect(call('chat.send')).toMatchObject({ compress: false, rateLimit: 'chat' });
    expect(call('ai.faq').compress).toBeUndefined();
    expect(call('staff.leads.list')).toMatchObject({ staff: true });
    expect(call('staff.leads.list').compress).toBeUndefined();
  });

  it('finds the staff subscriptions, whose session is checked before their stream starts, from their meta', () => {
    expect([...staffSubscriptionsOf(appRouter)]).toEqual(['staff.live.events']);
  });
});
