import { mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, PAGE_CACHE, REVALIDATE_CACHE } from '../src/site/static-site.ts';
import { createTestDatabase, tempDir, testApp, testEnv } from './helper.ts';

let app: FastifyInstance;

/** A miniature of React Router's build/client: prerendered pages, a 404 page, a hashed asset. */
function writeSite(root: string) {
  const files: Record<string, string> = {
    'index.html': '<title>Home</title>',
    'about/index.html': '<title>About</title>',
    '404/index.html': '<title>404 Page Not Found</title>',
    '__spa-fallback.html': '<title>App shell</title>',
    'assets/entry.client-AbC123.js': `console.log(${JSON.stringify('x'.repeat(4096))})`,
    'about.data': 'data',
    'robots.txt': 'User-agent: *',
  };
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  // The build's precompressed copies (apps/site build-tools/finish-build.ts); marked, to tell them apart
  // from compression on the fly.
  writeFileSync(
    join(root, 'about/index.html.br'),
    brotliCompressSync('<title>About (precompressed)</title>'),
  );
  writeFileSync(
    join(root, '404/index.html.gz'),
    gzipSync('<title>404 Page Not Found (precompressed)</title>'),
  );
}

beforeAll(async () => {
  const root = tempDir('site');
  writeSite(root);
  app = await testApp({
    env: testEnv({ DATABASE_URL: await createTestDatabase(), SITE_DIR: root }),
    waitForDatabase: true,
  });
});

describe('serving the built site', () => {
  it('answers / with the prerendered home page', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Home</title>');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe(PAGE_CACHE);
    // Each page carries a fresh anti-spam form token for a form posted without JavaScript (decision 003).
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^nl_form_token=[0-9a-z]+\.[0-9a-f]{32}\.[\w-]+;/);
    expect(cookie).toContain('Path=/api');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
  });

  it('sends unhashed files other than pages revalidated, shareable and without a cookie', async () => {
    const response = await app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(REVALIDATE_CACHE);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers /about itself, without a trailing-slash redirect', async () => {
    const response = await app.inject('/about');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>About</title>');
  });

  it('redirects /about/ to the canonical /about', async () => {
    const response = await app.inject('/about/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/about');
  });

  it('serves hashed assets with long-lived cache headers', async () => {
    const response = await app.inject('/assets/entry.client-AbC123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE);
  });

  it('compresses assets for clients that accept Brotli or gzip', async () => {
    const brotli = await app.inject({
      url: '/assets/entry.client-AbC123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(4096);
    const gzip = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.statusCode).toBe(200);
  });

  it("sends the build's precompressed copies of pages as they are, also for the 404 page", async () => {
    const about = await app.inject({ url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(about.statusCode).toBe(200);
    expect(about.headers['content-encoding']).toBe('br');
    expect(about.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(about.rawPayload).toString()).toBe('<title>About (precompressed)</title>');

    const missing = await app.inject({ url: '/no/such/page', headers: { 'accept-encoding': 'gzip' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(missing.rawPayload).toString()).toContain('(precompressed)');

    const plain = await app.inject('/about');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('<title>About</title>');
  });

  it('serves root files such as robots.txt and route data', async () => {
    expect((await app.inject('/robots.txt')).body).toBe('User-agent: *');
    expect((await app.inject('/about.data')).statusCode).toBe(200);
  });

  it.each(['/no-such-page', '/a/b/c', '/404', '/about/index'])(
    'answers %s with the 404 page and status 404',
    async (path) => {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('404 Page Not Found');
    },
  );

  it('answers a malformed URL with 400, not a 500', async () => {
    expect((await app.inject('/%E0%A4%A')).statusCode).toBe(400);
  });

  it('does not serve files outside the site folder', async () => {
    const response = await app.inject('/../../etc/passwd');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('root:');
  });

  it('sets security headers', async () => {
    const response = await app.inject('/');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('redirects stay on the site', () => {
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });

  /** A GET sent with its path exactly as given (no URL parsing on the way), as a browser or a bot sends it. */
  const rawGet = (path: string) =>
    new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
      request({ host: '127.0.0.1', port, path }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      })
        .on('error', reject)
        .end();
    });

  it.each([
    '//evil.example/..%2fabout/',
    '//about/',
    '//evil.example/',
    '/\\evil.example/about/',
    '/%5cevil.example/..%2fabout/',
    '/%5Cevil.example/..%2Fabout/',
    '/x/..%2fabout/',
    '/about%2f',
    '/about%2F/',
    '/about%5c',
  ])('answers %s with 404 and no Location', async (path) => {
    const response = await rawGet(path);
    expect(response.status).toBe(404);
    expect(response.location).toBeUndefined();
  });

  it('redirects a trailing slash to the page’s own canonical path, whatever the way there', async () => {
    for (const path of ['/about/', '/about//', '/./about/', '/foo/../about/']) {
      expect(await rawGet(path)).toEqual({ status: 301, location: '/about' });
    }
  });

  it('never redirects anywhere but a page of this origin, for any path', async () => {
    const segment = fc.constantFrom(
      'about',
      '',
      '.',
      '..',
      '%2e%2e',
      '%2f',
      '%5c',
      '\\',
      'evil.example',
      '%2F',
      'x',
    );
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 5 }), async (segments) => {
        const response = await rawGet(`/${segments.join('/')}/`);
        if (response.status === 301) expect(['/', '/about']).toContain(response.location);
        else expect(response.location).toBeUndefined();
      }),
      { numRuns: 200 },
    );
  });
});

describe('the staff app', () => {
  it('answers every /staff path with the SPA shell, never cached, never indexed, without a form token', async () => {
    for (const path of ['/staff', '/staff/sign-in', '/staff/leads/5b0c3c3e-6c1b-4a55-9d2f-0d8a3b1f2e4c']) {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>App shell</title>');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('leaves other unknown paths a 404', async () => {
    expect((await app.inject('/staffing')).statusCode).toBe(404);
  });
});
