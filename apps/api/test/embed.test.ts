/**
 * The chat widget's loader and versioned bundle, served from the embed build's manifest to any
 * origin (CORP cross-origin, CORS `*` without credentials), the loader briefly cached, the bundle immutable.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { type EmbedManifest, LOADER_CACHE, readEmbedManifest } from '../src/site/embed.ts';
import { IMMUTABLE_CACHE } from '../src/site/static-site.ts';
import { createTestDatabase, tempDir, testApp, testEnv } from './helper.ts';

const LOADER = '/* loader */ window.loaded = 1;';
const BUNDLE = '/* bundle */ window.bundle = 2;';
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = tempDir('embed');
  const manifest: EmbedManifest = {
    version: '1.2.3',
    loader: { file: 'chat-widget.js', integrity: sri(LOADER), bytes: LOADER.length, gzipBytes: 40 },
    bundle: { file: 'chat-widget@1.2.3.js', integrity: sri(BUNDLE), bytes: BUNDLE.length, gzipBytes: 40 },
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(dir, 'chat-widget.js'), LOADER);
  writeFileSync(join(dir, 'chat-widget@1.2.3.js'), BUNDLE);
  app = await testApp({
    env: testEnv({
      DATABASE_URL: await createTestDatabase(),
      EMBED_DIR: dir,
      CORS_ORIGINS: ['https://partner.example'],
    }),
  });
});

describe('/embed', () => {
  it('serves the versioned bundle as immutable, readable by any origin, with the SRI the manifest names', async () => {
    const reply = await app.inject({
      url: '/embed/chat-widget@1.2.3.js',
      headers: { origin: 'https://anywhere.example' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(BUNDLE);
    expect(reply.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(reply.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(sri(reply.body)).toBe(readEmbedManifest(dir)?.bundle.integrity);
  });

  it('serves the loader with a short cache, also to a listed origin (no credentials)', async () => {
    const reply = await app.inject({
      url: '/embed/chat-widget.js',
      headers: { origin: 'https://partner.example' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toBe(LOADER);
    expect(reply.headers['cache-control']).toBe(LOADER_CACHE);
    expect(reply.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('serves the manifest and answers 404 for another version or file', async () => {
    const manifest = await app.inject({ url: '/embed/manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toMatchObject({ version: '1.2.3', bundle: { file: 'chat-widget@1.2.3.js' } });
    expect(manifest.headers['cache-control']).toBe(LOADER_CACHE);
    for (const url of [
      '/embed/chat-widget@1.2.2.js',
      '/embed/chat-widget.iife.js',
      '/embed/../manifest.json',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });

  it('refuses a manifest naming a missing file, and serves nothing without a build', async () => {
    const broken = tempDir('embed-broken');
    writeFileSync(
      join(broken, 'manifest.json'),
      JSON.stringify({ version: '1', loader: { file: 'chat-widget.js' }, bundle: { file: '../x.js' } }),
    );
    writeFileSync(join(broken, 'chat-widget.js'), LOADER);
    // A name outside the folder, or a manifest of another shape, is refused before any file is looked at.
    expect(() => readEmbedManifest(broken)).toThrow(/malformed/);
    const entry = (file: string) => ({ file, integrity: `sha384-${'A'.repeat(64)}`, bytes: 1, gzipBytes: 1 });
    writeFileSync(
      join(broken, 'manifest.json'),
      JSON.stringify({ version: '1', loader: entry('chat-widget.js'), bundle: entry('chat-widget@1.js') }),
    );
    expect(() => readEmbedManifest(broken)).toThrow(/missing file: chat-widget@1\.js/);
    expect(readEmbedManifest(tempDir('embed-empty'))).toBeUndefined();
    const bare = await testApp({
      env: testEnv({ DATABASE_URL: await createTestDatabase(), EMBED_DIR: tempDir('embed-none') }),
    });
    expect((await bare.inject({ url: '/embed/chat-widget.js' })).statusCode).toBe(404);
  });

  it('defaults EMBED_DIR to the widget package build', () => {
    expect(loadEnv({}).EMBED_DIR).toMatch(/packages\/chat-widget\/dist\/embed$/);
  });
});
