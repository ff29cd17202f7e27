/**
 * Issue 15: the API's POSTs answer uncompressed (small JSON, where the compression hook cost every lead and chat
 * message time for nothing); pages and the API's GETs are still compressed over 1 KiB.
 */
import { brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { answersUncompressed, compressPlugin } from '../src/plugins/external/compress.ts';

/** A JSON answer well over the 1 KiB threshold. */
const LARGE = { items: Array.from({ length: 200 }, (_, index) => `item number ${index}`) };

async function appWithRoutes() {
  const app = Fastify();
  await app.register(compressPlugin);
  app.post('/api/echo', async () => LARGE);
  app.get('/api/echo', async () => LARGE);
  app.post('/trpc/echo', async () => LARGE);
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

  it('picks only POST routes under /api and /trpc', () => {
    expect(answersUncompressed({ method: 'POST', url: '/api/contact' })).toBe(true);
    expect(answersUncompressed({ method: 'POST', url: '/trpc/:path' })).toBe(true);
    expect(answersUncompressed({ method: ['GET', 'POST'], url: '/trpc/:path' })).toBe(false);
    expect(answersUncompressed({ method: 'GET', url: '/api/openapi.json' })).toBe(false);
    expect(answersUncompressed({ method: 'POST', url: '/apiary' })).toBe(false);
  });
});
