/**
 * "headers at A+": a Content Security Policy without 'unsafe-inline' for scripts (each page
 * allows its own inline scripts by hash), Permissions-Policy, X-Frame-Options: DENY, and no-store on answers that
 * may carry personal data: on a page, the 404 page, an API answer and the chat's event stream.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/plugins/external/security.ts';
import { inlineScriptHashes } from '../src/site/csp.ts';
import { createTestDatabase, tempDir, testApp, testEnv } from './helper.ts';

const BOOT = 'window.__boot = 1;';
const CONTEXT = 'window.__context = {"page":"about"};';
const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

let app: FastifyInstance;

beforeAll(async () => {
  const root = tempDir('csp-site');
  const pages: Record<string, string> = {
    'index.html': `<title>Home</title><script>${BOOT}</script>`,
    'about/index.html': `<title>About</title><script type="application/ld+json">{"@type":"Organization"}</script><script>${BOOT}</script><script id="_R_">${CONTEXT}</script><script type="module" src="/assets/app.js"></script>`,
    '404/index.html': '<title>404 Page Not Found</title><script>window.__notFound = true;</script>',
    '__spa-fallback.html': '<title>Staff</title><script>window.__staff = true;</script>',
  };
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), html);
  }
  app = await testApp({
    env: testEnv({ DATABASE_URL: await createTestDatabase(), SITE_DIR: root }),
    waitForDatabase: true,
  });
});

/** The sources of one directive of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

const expectHardened = (headers: Record<string, unknown>) => {
  const policy = String(headers['content-security-policy']);
  expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(policy, 'object-src')).toEqual(["'none'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
  return policy;
};

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only: not external ones, not JSON-LD data blocks', () => {
    const html = `<script>${BOOT}</script><script type="application/ld+json">{}</script><script src="/a.js"></script><script id="_R_">${CONTEXT}</script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(BOOT), hashOf(CONTEXT)]);
  });
});

describe('security headers', () => {
  it('a page allows exactly its own inline scripts, by hash', async () => {
    const response = await app.inject('/about');
    expect(response.statusCode).toBe(200);
    const policy = expectHardened(response.headers);
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashOf(BOOT), hashOf(CONTEXT)]);
  });

  it('the 404 page allows its own inline script and no other', async () => {
    const response = await app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    const policy = expectHardened(response.headers);
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashOf('window.__notFound = true;')]);
  });

  it('the staff app’s shell allows its own inline script, by hash', async () => {
    const response = await app.inject('/staff/sign-in');
    expect(response.statusCode).toBe(200);
    const policy = expectHardened(response.headers);
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashOf('window.__staff = true;')]);
  });

  it('an API answer runs no script and is never stored by a cache', async () => {
    const response = await app.inject('/api/form-token');
    const policy = expectHardened(response.headers);
    expect(directive(policy, 'script-src')).toEqual(["'self'"]);
    expect(response.headers['cache-control']).toBe('no-store');
    const unknownSession = await app.inject('/api/chat/chat-1736600000000-k3j9x0qa2b/visitor');
    expect(unknownSession.headers['cache-control']).toBe('no-store');
  });

  it('the chat’s event stream carries the same headers and is never stored', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/chat/stream',
      payload: { message: 'Do you offer cybersecurity?', sessionId: `chat-${Date.now()}-headers01` },
    });
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expectHardened(response.headers);
    expect(response.headers['cache-control']).toBe('no-store, no-transform');
  });
});
