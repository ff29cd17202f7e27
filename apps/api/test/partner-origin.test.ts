/**
 * Black-box: the real app listening on 127.0.0.1 over HTTP, called as a browser on a partner's page calls it
 * (an `Origin` listed in CORS_ORIGINS, on the same site as the API). The widget's routes are open to that origin
 * without credentials; the staff side answers it without `Access-Control-Allow-Origin`, even with the staff
 * cookie, so the browser never hands the answer to the partner page (plugins/external/cors.ts).
 */
import type { AddressInfo } from 'node:net';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, signedInStaff, testApp, testEnv } from './helper.ts';

/** A partner site on the API's own site (`northline-it.example`): cookies of the site reach it as same-site. */
const PARTNER = 'https://partner.northline-it.example';

let base: string;
let staffCookie: string;

beforeAll(async () => {
  const app = await testApp({
    env: testEnv({ DATABASE_URL: await createTestDatabase(), CORS_ORIGINS: [PARTNER] }),
    background: false,
    waitForDatabase: true,
    visitorSessions: 'manual',
  });
  staffCookie = (await signedInStaff(app, 'admin')).headers.cookie ?? '';
  await app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

/** A request over HTTP, as the browser sends it from a page of `origin`. */
const call = (path: string, init: RequestInit & { origin?: string } = {}) => {
  const { origin = PARTNER, ...rest } = init;
  return fetch(`${base}${path}`, { ...rest, headers: { origin, ...(rest.headers as object) } });
};

/** The browser's preflight of a `method` call to `path` sending `headers`. */
const preflight = (path: string, method: string, headers: string, origin = PARTNER) =>
  call(path, {
    method: 'OPTIONS',
    origin,
    headers: { 'access-control-request-method': method, 'access-control-request-headers': headers },
  });

/** The CORS answer headers a browser reads. */
const corsOf = (response: Response) => ({
  allowOrigin: response.headers.get('access-control-allow-origin'),
  allowCredentials: response.headers.get('access-control-allow-credentials'),
});

describe('a listed partner origin, over HTTP', () => {
  it('may call the chat widget routes, without credentials', async () => {
    const sessionPreflight = await preflight('/api/sessions', 'POST', 'content-type');
    expect(sessionPreflight.status).toBe(204);
    expect(corsOf(sessionPreflight)).toEqual({ allowOrigin: PARTNER, allowCredentials: null });
    expect(sessionPreflight.headers.get('vary')).toMatch(/origin/i);

    const started = await call('/api/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: 'chat' }),
    });
    expect(started.status).toBe(201);
    expect(corsOf(started)).toEqual({ allowOrigin: PARTNER, allowCredentials: null });
    const { sessionId, sessionToken } = (await started.json()) as { sessionId: string; sessionToken: string };

    for (const path of ['/api/chat', '/api/chat/stream']) {
      const chatPreflight = await preflight(
        path,
        'POST',
        `content-type,idempotency-key,${SESSION_TOKEN_HEADER}`,
      );
      expect(chatPreflight.status).toBe(204);
      expect(corsOf(chatPreflight)).toEqual({ allowOrigin: PARTNER, allowCredentials: null });
      expect(chatPreflight.headers.get('access-control-allow-headers')).toContain(SESSION_TOKEN_HEADER);
    }

    const reply = await call('/api/chat', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': 'partner-turn-1',
        [SESSION_TOKEN_HEADER]: sessionToken,
      },
      body: JSON.stringify({ sessionId, message: 'How much is managed IT for 12 people?' }),
    });
    expect(reply.status).toBe(200);
    expect(corsOf(reply)).toEqual({ allowOrigin: PARTNER, allowCredentials: null });
    expect(((await reply.json()) as { sessionId: string }).sessionId).toBe(sessionId);

    const endPath = `/api/chat/${encodeURIComponent(sessionId)}/end`;
    expect(corsOf(await preflight(endPath, 'POST', SESSION_TOKEN_HEADER)).allowOrigin).toBe(PARTNER);
    const ended = await call(endPath, { method: 'POST', headers: { [SESSION_TOKEN_HEADER]: sessionToken } });
    expect(ended.status).toBe(200);
    expect(corsOf(ended)).toEqual({ allowOrigin: PARTNER, allowCredentials: null });
  });

  it('may call the recommender routes, without credentials', async () => {
    const quickPreflight = await preflight('/api/quick-recommendations', 'POST', 'content-type');
    expect(corsOf(quickPreflight)).toEqual({ allowOrigin: PARTNER, allowCredentials: null });
    const none = await call('/api/recommendations/chat-1700000000000-AAAAAAAAAAAAAAAAAAAAAA', {
      headers: { [SESSION_TOKEN_HEADER]: 'not-the-token' },
    });
    expect(none.status).toBe(404);
    expect(corsOf(none)).toEqual({ allowOrigin: PARTNER, allowCredentials: null });
  });

  it('gets no CORS answer from the staff side, even with the staff cookie', async () => {
    const staffCalls = [
      `/trpc/staff.leads.list?input=${encodeURIComponent(JSON.stringify({}))}`,
      '/trpc/staff.auth.me',
      '/api/staff/leads.csv',
      '/api/chat/chat-1700000000000-AAAAAAAAAAAAAAAAAAAAAA',
      `/trpc/chat.transcript?input=${encodeURIComponent(JSON.stringify({ sessionId: 'chat-1700000000000-AAAAAAAAAAAAAAAAAAAAAA' }))}`,
    ];
    for (const path of staffCalls) {
      const answer = await call(path, { headers: { cookie: staffCookie } });
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(answer.headers.get('access-control-allow-credentials'), path).toBeNull();
      await answer.arrayBuffer();

      const check = await preflight(path, 'GET', 'content-type');
      expect(check.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(check.status, path).not.toBe(204);
      await check.arrayBuffer();
    }
    // The staff data is there for the staff app's own origin: the cookie works, only CORS withholds it.
    const inbox = await call(`/trpc/staff.leads.list?input=${encodeURIComponent(JSON.stringify({}))}`, {
      headers: { cookie: staffCookie },
    });
    expect(inbox.status).toBe(200);
    const mutation = await preflight('/trpc/staff.leads.setNote', 'POST', 'content-type');
    expect(mutation.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gets no CORS answer from a route the widgets do not call', async () => {
    for (const path of ['/api/contact', '/api/newsletter', '/trpc/contact.submit']) {
      const check = await preflight(path, 'POST', 'content-type');
      expect(check.headers.get('access-control-allow-origin'), path).toBeNull();
      await check.arrayBuffer();
    }
    const token = await call('/api/form-token');
    expect(token.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('gives an unlisted origin nothing, even on the widget routes', async () => {
    const check = await preflight('/api/sessions', 'POST', 'content-type', 'https://evil.example');
    expect(check.headers.get('access-control-allow-origin')).toBeNull();
    await check.arrayBuffer();
    const started = await call('/api/sessions', {
      method: 'POST',
      origin: 'https://evil.example',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(started.headers.get('access-control-allow-origin')).toBeNull();
  });
});
