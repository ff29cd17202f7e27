/**
 * The live event stream against a real local HTTP server: events written as server-sent events, the connection
 * dropped, and the reconnect checked (the `Last-Event-ID` header names the last id received, the token goes in
 * its header, nothing in the URL).
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TrackedVisitorLiveEvent } from '@northline/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { followChatEvents, markSeen, requestHandoff, requestTranscriptEmail, sendTyping } from './client.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A server whose `n`-th request (0 first) is answered by `answer(n, response)`; it records every request. */
async function serve(answer: (n: number, response: ServerResponse) => void) {
  const requests: Seen[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    });
    answer(requests.length - 1, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { url: `http://127.0.0.1:${port}`, requests };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const session = { sessionId: 'chat-1-test', sessionToken: 'token-of-chat-1' };

const message = (id: string, content: string) => ({
  message: { id, role: 'consultant', authorName: 'Sam', content, timestamp: '2026-11-26T10:00:00.000Z' },
});

function sse(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  response.flushHeaders();
}

describe('followChatEvents', () => {
  it('reads message, status and typing events with their ids, skips pings, and reconnects with Last-Event-ID', async () => {
    const { url, requests } = await serve((n, response) => {
      sse(response);
      if (n === 0) {
        response.write(': ping\n\n');
        response.write(`id: 1\nevent: message\ndata: ${JSON.stringify(message('m-1', 'Hi, Sam here.'))}\n\n`);
        // Once these bytes are out, the connection drops mid-stream (a proxy timeout, a network change).
        response.write(
          `id: 2\nevent: typing\ndata: ${JSON.stringify({ typing: true, name: 'Sam' })}\n\n`,
          () => response.socket?.destroy(),
        );
      } else {
        response.write(
          `id: 3\nevent: status\ndata: ${JSON.stringify({
            status: { state: 'closed', expectation: '', live: false, askForContact: false },
          })}\n\n`,
        );
      }
    });
    const events: TrackedVisitorLiveEvent[] = [];
    const stop = followChatEvents({
      apiBase: url,
      session,
      lastEventId: null,
      retryDelay: () => 10,
      onEvent: (event) => events.push(event),
    });
    cleanups.push(stop);
    await vi.waitFor(() => expect(events.map((event) => event.id)).toEqual(['1', '2', '3']));
    expect(events[0]).toMatchObject({ type: 'message', message: { id: 'm-1', authorName: 'Sam' } });
    expect(events[1]).toEqual({ id: '2', type: 'typing', typing: true, name: 'Sam' });
    expect(events[2]).toMatchObject({ type: 'status', status: { state: 'closed' } });

    expect(requests[0]?.url).toBe('/api/chat/chat-1-test/events');
    expect(requests[0]?.headers['x-session-token']).toBe('token-of-chat-1');
    expect(requests[0]?.headers['last-event-id']).toBeUndefined();
    expect(requests[1]?.headers['last-event-id']).toBe('2');
    expect(requests[1]?.headers['x-session-token']).toBe('token-of-chat-1');
  });

  it('resumes after the id it was given, keeps retrying after a failure and stops when the session is refused', async () => {
    const { url, requests } = await serve((n, response) => {
      if (n === 0) {
        response.writeHead(503).end();
      } else {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Session not found"}');
      }
    });
    const refused = vi.fn();
    cleanups.push(
      followChatEvents({
        apiBase: url,
        session,
        lastEventId: '41',
        retryDelay: () => 10,
        onEvent: () => {},
        onRefused: refused,
      }),
    );
    await vi.waitFor(() => expect(refused).toHaveBeenCalledTimes(1));
    expect(requests.map((request) => request.headers['last-event-id'])).toEqual(['41', '41']);
  });

  it('stops reading and reconnecting once stopped', async () => {
    const { url, requests } = await serve((n, response) => {
      sse(response);
      response.write(`id: ${n + 1}\nevent: typing\ndata: {"typing":false}\n\n`);
      response.end();
    });
    let stop = () => {};
    const ids: string[] = [];
    stop = followChatEvents({
      apiBase: url,
      session,
      lastEventId: null,
      retryDelay: () => 10,
      onEvent: (event) => {
        ids.push(event.id);
        // Stopped while reading the second connection: no third one follows.
        if (ids.length === 2) stop();
      },
    });
    await vi.waitFor(() => expect(ids).toEqual(['1', '2']));
    // A later request of the test's own reaches the server after anything the stream could still have sent.
    await fetch(`${url}/later`).then((response) => response.text());
    expect(requests.map((request) => request.url)).toEqual([
      '/api/chat/chat-1-test/events',
      '/api/chat/chat-1-test/events',
      '/later',
    ]);
  });
});

describe('the hand-off calls', () => {
  it('post their bodies with the session token, never the e-mail in the URL', async () => {
    const { url, requests } = await serve((n, response) => {
      const body =
        n === 0
          ? {
              state: 'waiting',
              expectation: 'Sam usually answers in 2 minutes.',
              live: true,
              askForContact: false,
            }
          : {};
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await expect(requestHandoff(url, session, 'ada@example.com')).resolves.toEqual({
      state: 'waiting',
      expectation: 'Sam usually answers in 2 minutes.',
      live: true,
      askForContact: false,
    });
    await sendTyping(url, session, true);
    await markSeen(url, session, '7');
    await requestTranscriptEmail(url, session);
    expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
      ['POST', '/api/chat/chat-1-test/handoff', '{"email":"ada@example.com"}'],
      ['POST', '/api/chat/chat-1-test/typing', '{"typing":true}'],
      ['POST', '/api/chat/chat-1-test/seen', '{"lastEventId":"7"}'],
      ['POST', '/api/chat/chat-1-test/transcript-email', '{}'],
    ]);
    for (const request of requests) expect(request.headers['x-session-token']).toBe('token-of-chat-1');
  });

  it('rejects a hand-off answer of another shape', async () => {
    const { url } = await serve((_n, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"state":"maybe"}');
    });
    await expect(requestHandoff(url, session)).rejects.toThrow(TypeError);
  });
});
