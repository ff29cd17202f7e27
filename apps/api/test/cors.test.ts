import { describe, expect, it } from 'vitest';
import { loadEnv } from '../src/env.ts';
import { createTestDatabase, testApp, testEnv } from './helper.ts';

describe('CORS for embedding sites (CORS_ORIGINS)', () => {
  it('lets a listed origin call the chat API with credentials and blocks any other', async () => {
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
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');

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
