import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { partnerRouteMatcher } from '../src/plugins/external/cors.ts';
import { createTestDatabase, signedInStaff, testApp, testEnv } from './helper.ts';

describe('CORS for embedding sites (CORS_ORIGINS)', () => {
  it('lets a listed origin call the chat API without credentials and blocks any other', async () => {
    const app = await testApp({
      env: testEnv({ DATABASE_URL: await createTestDatabase(), CORS_ORIGINS: ['https://partner.example'] }),
      waitForDatabase: true,
    });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/chat',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const allowed = await preflight('https://partner.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(allowed.headers['access-control-allow-credentials']).toBeUndefined();

    const other = await preflight('https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const reply = await app.inject({
      method: 'POST',
      url: '/api/chat',
      headers: { origin: 'https://partner.example' },
      payload: { message: 'How much is managed IT?', sessionId: `partner-${Date.now()}-abcdef` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('https://partner.example');
    expect(reply.headers['access-control-allow-credentials']).toBeUndefined();

    const staff = await signedInStaff(app, 'sales');
    const inbox = await app.inject({
      url: `/trpc/staff.leads.list?input=${encodeURIComponent('{}')}`,
      headers: { cookie: staff.headers.cookie ?? '', origin: 'https://partner.example' },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.headers['access-control-allow-origin']).toBeUndefined();
    expect(inbox.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('matches the partner routes by method and path, parameters as one segment', () => {
    const isPartner = partnerRouteMatcher([
      { method: 'post', path: '/api/chat' },
      { method: 'post', path: '/api/chat/{sessionId}/end' },
      { method: 'get', path: '/api/recommendations/{sessionId}' },
    ]);
    expect(isPartner('POST', '/api/chat')).toBe(true);
    expect(isPartner('POST', '/api/chat?x=1')).toBe(true);
    expect(isPartner('GET', '/api/chat')).toBe(false);
    expect(isPartner('POST', '/api/chat/chat-1-abc/end')).toBe(true);
    expect(isPartner('POST', '/api/chat/a/b/end')).toBe(false);
    expect(isPartner('POST', '/api/chat//end')).toBe(false);
    expect(isPartner('HEAD', '/api/recommendations/demo-1-abc')).toBe(true);
    expect(isPartner('GET', '/api/chat/chat-1-abc')).toBe(false);
    expect(isPartner('GET', '/trpc/staff.leads.list')).toBe(false);
  });

  it('parses the setting as a comma-separated list and names a bad origin', () => {
    expect(loadEnv({ CORS_ORIGINS: 'https://a.example, https://b.example' }).CORS_ORIGINS).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(loadEnv({}).CORS_ORIGINS).toEqual([]);
    expect(() => loadEnv({ CORS_ORIGINS: 'not a url' })).toThrow(/CORS_ORIGINS/);
  });
});
