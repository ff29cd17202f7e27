import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ChatTestServer,
  json,
  replyFor,
  startChatServer,
  stream,
  tokenFor,
} from '../test/chat-server.ts';
import { apiUrl, ChatRequestError, endChatSession, sendChatMessage, startChatSession } from './client.ts';

let server: ChatTestServer;
beforeAll(async () => {
  server = await startChatServer();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const turn = { message: 'We need help', sessionId: 'chat-1-abc' };
const sessionToken = tokenFor('chat-1-abc');
const session = { sessionId: 'chat-1-abc', sessionToken };

describe('sendChatMessage (§7)', () => {
  it('streams tokens and resolves with the done event, which is authoritative', async () => {
    server.handle((_request, response) =>
      stream(response, [
        { event: 'token', data: { text: 'Hel' } },
        { event: 'token', data: { text: 'lo' } },
        { event: 'done', data: replyFor('chat-1-abc', { response: 'Hello!', leadQuality: 'warm' }) },
      ]),
    );
    const tokens: string[] = [];
    const reply = await sendChatMessage({
      apiBase: server.url,
      sessionToken,
      turn,
      onToken: (t) => tokens.push(t),
    });
    expect(tokens).toEqual(['Hel', 'lo']);
    expect(reply).toEqual({
      response: 'Hello!',
      leadQuality: 'warm',
      interestedServices: [],
      sessionId: 'chat-1-abc',
    });
    expect(server.requests).toEqual([{ method: 'POST', path: '/api/chat/stream', body: turn, sessionToken }]);
  });

  it('passes reset events on', async () => {
    server.handle((_request, response) =>
      stream(response, [
        { event: 'token', data: { text: 'Broken' } },
        { event: 'reset', data: {} },
        { event: 'done', data: replyFor('chat-1-abc') },
      ]),
    );
    const seen: string[] = [];
    await sendChatMessage({
      apiBase: server.url,
      sessionToken,
      turn,
      onToken: (t) => seen.push(t),
      onReset: () => seen.push('<reset>'),
    });
    expect(seen).toEqual(['Broken', '<reset>']);
  });

  it('rejects on an error event and on a stream without done', async () => {
    server.handle((_request, response) =>
      stream(response, [{ event: 'error', data: { error: 'The reply could not be completed.' } }]),
    );
    await expect(sendChatMessage({ apiBase: server.url, sessionToken, turn })).rejects.toThrow(
      'The reply could not be completed.',
    );
    server.handle((_request, response) => stream(response, [{ event: 'token', data: { text: 'Hi' } }]));
    await expect(sendChatMessage({ apiBase: server.url, sessionToken, turn })).rejects.toThrow(
      'ended without a reply',
    );
  });

  it('falls back to POST /api/chat when the stream endpoint is missing (404)', async () => {
    server.handle((request, response) => {
      if (request.path === '/api/chat/stream') json(response, 404, { error: 'No API route' });
      else json(response, 200, replyFor('chat-1-abc', { response: 'Whole reply' }));
    });
    const reply = await sendChatMessage({ apiBase: `${server.url}/`, sessionToken, turn });
    expect(reply.response).toBe('Whole reply');
    expect(server.requests.map((r) => r.path)).toEqual(['/api/chat/stream', '/api/chat']);
    expect(server.requests[1]?.body).toEqual(turn);
  });

  it('sends the Idempotency-Key on the stream request and the same key on its fallback (decision 003)', async () => {
    server.handle((request, response) => {
      if (request.path === '/api/chat/stream') json(response, 501, { error: 'Not implemented' });
      else json(response, 200, replyFor('chat-1-abc'));
    });
    const withAttribution = {
      ...turn,
      attribution: { landingPage: '/toronto?utm_source=google', utmSource: 'google' },
    };
    await sendChatMessage({
      apiBase: server.url,
      sessionToken,
      turn: withAttribution,
      idempotencyKey: 'message-key-1',
    });
    expect(server.requests).toEqual([
      {
        method: 'POST',
        path: '/api/chat/stream',
        body: withAttribution,
        idempotencyKey: 'message-key-1',
        sessionToken,
      },
      {
        method: 'POST',
        path: '/api/chat',
        body: withAttribution,
        idempotencyKey: 'message-key-1',
        sessionToken,
      },
    ]);
  });

  it('posts straight to /api/chat with streaming: false, and uses a JSON answer of the stream endpoint', async () => {
    await sendChatMessage({ apiBase: server.url, sessionToken, turn, streaming: false });
    expect(server.requests.map((r) => r.path)).toEqual(['/api/chat']);
    server.reset();
    server.handle((_request, response) => json(response, 200, replyFor('chat-1-abc', { response: 'JSON' })));
    expect((await sendChatMessage({ apiBase: server.url, sessionToken, turn })).response).toBe('JSON');
  });

  it('throws ChatRequestError with the status and the API message for a non-OK answer (409)', async () => {
    server.handle((_request, response) =>
      json(response, 409, { error: 'This conversation has reached its limit' }),
    );
    const error = await sendChatMessage({ apiBase: server.url, sessionToken, turn }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatRequestError);
    expect((error as ChatRequestError).status).toBe(409);
    expect((error as Error).message).toBe('409: This conversation has reached its limit');
  });

  it('rejects a reply of the wrong shape', async () => {
    server.handle((_request, response) => json(response, 200, { response: 'x', leadQuality: 'lukewarm' }));
    await expect(
      sendChatMessage({ apiBase: server.url, sessionToken, turn, streaming: false }),
    ).rejects.toThrow(TypeError);
  });
});

describe('endChatSession (§7)', () => {
  it('posts no body to /api/chat/{id}/end and throws on a non-OK answer', async () => {
    await endChatSession(server.url, session);
    expect(server.requests).toEqual([
      { method: 'POST', path: '/api/chat/chat-1-abc/end', body: undefined, sessionToken },
    ]);
    server.handle((_request, response) => json(response, 404, { error: 'No chat session with this id' }));
    await expect(endChatSession(server.url, session)).rejects.toThrow('404: No chat session with this id');
  });

  it('joins the API base without doubling slashes', () => {
    expect(apiUrl('https://x.example//', '/api/chat')).toBe('https://x.example/api/chat');
    expect(apiUrl('', '/api/chat')).toBe('/api/chat');
  });
});

describe('startChatSession', () => {
  it('asks the API for a session and answers its id and token', async () => {
    expect(await startChatSession(server.url)).toEqual({
      sessionId: 'chat-1-test',
      sessionToken: tokenFor('chat-1-test'),
    });
    expect(server.sessions).toEqual(['chat-1-test']);
  });
});

describe('credentials', () => {
  it('never asks the browser to send cookies: the session token header is the only credential', async () => {
    const inits: RequestInit[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      inits.push(init ?? {});
      return realFetch(input, init);
    };
    try {
      server.handle((_request, response) => json(response, 200, replyFor('chat-1-abc')));
      const started = await startChatSession(server.url);
      await sendChatMessage({ apiBase: server.url, sessionToken, turn, streaming: false });
      await endChatSession(server.url, started);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(inits).toHaveLength(3);
    for (const init of inits) expect(init.credentials ?? 'same-origin').toBe('same-origin');
  });
});
