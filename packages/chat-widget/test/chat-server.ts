/**
 * A local stand-in of the chat API (apps/api's REST adapters) on 127.0.0.1 for the widget's tests: real HTTP,
 * real server-sent events, scripted per test. Records every request.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { ChatReply } from '../src/types.ts';

/** A request the server received. */
export interface RecordedRequest {
  method: string;
  path: string;
  /** The query string without its '?', when the request had one. */
  query?: string;
  body: unknown;
  /** The `Idempotency-Key` header, when the request had one. */
  idempotencyKey?: string;
  /** The `X-Session-Token` header, when the request had one. */
  sessionToken?: string;
  /** The `Last-Event-ID` header (a reconnecting event stream), when the request had one. */
  lastEventId?: string;
}

/** The token the stand-in issues with a session id (the real API signs it; any fixed function will do here). */
export const tokenFor = (sessionId: string): string => `t-${sessionId}`.padEnd(43, '0').slice(0, 43);

/** One step of a scripted stream: an event, or a pause until a promise settles. */
export type StreamStep = { event: string; data: unknown } | { until: Promise<unknown> } | { raw: string };

/** How the server answers one request. */
export type Handler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

/** Writes a server-sent-event stream of the steps, then ends it. */
export async function stream(response: ServerResponse, steps: StreamStep[]): Promise<void> {
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
  });
  response.flushHeaders();
  for (const step of steps) {
    if ('until' in step) await step.until;
    else if ('raw' in step) response.write(step.raw);
    else response.write(`event: ${step.event}\ndata: ${JSON.stringify(step.data)}\n\n`);
  }
  response.end();
}

/** Writes one server-sent event of the live stream (`id:`, `event:`, `data:`) and keeps the stream open. */
export function writeEvent(response: ServerResponse, id: number, event: string, data: unknown): void {
  response.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}

/** Answers JSON with a status. */
export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** A reply (§3) for a session. */
export function replyFor(sessionId: string, overrides: Partial<ChatReply> = {}): ChatReply {
  return {
    response: 'Thanks, tell me more.',
    leadQuality: 'cold',
    interestedServices: [],
    sessionId,
    ...overrides,
  };
}

/**
 * The default behaviour: streams each reply in two pieces; ends sessions with 200. Like the API, it answers 404
 * 'Session not found' to a chat call whose `X-Session-Token` is not the session's ({@link tokenFor}).
 */
export const defaultHandler: Handler = async (request, response) => {
  const body = request.body as { sessionId?: string; message?: string } | undefined;
  const sessionId = body?.sessionId ?? /^\/api\/chat\/([^/]+)\/end$/.exec(request.path)?.[1];
  if (
    request.path.startsWith('/api/chat') &&
    request.sessionToken !== tokenFor(decodeURIComponent(sessionId ?? ''))
  ) {
    json(response, 404, { error: 'Session not found' });
  } else if (request.path === '/api/chat/stream') {
    const reply = replyFor(body?.sessionId ?? 'none', { response: `Reply to: ${body?.message}` });
    await stream(response, [
      { event: 'token', data: { text: 'Reply to: ' } },
      { event: 'token', data: { text: String(body?.message) } },
      { event: 'done', data: reply },
    ]);
  } else if (request.path === '/api/chat') {
    json(response, 200, replyFor(body?.sessionId ?? 'none', { response: `Reply to: ${body?.message}` }));
  } else if (/^\/api\/chat\/[^/]+\/end$/.test(request.path)) {
    json(response, 200, { sessionId: 'x', endedAt: new Date().toISOString() });
  } else {
    json(response, 404, { error: 'No route' });
  }
};

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A running test server. */
export interface ChatTestServer {
  /** e.g. 'http://127.0.0.1:43125' (the widget's `apiBase`). */
  url: string;
  requests: RecordedRequest[];
  /**
   * The sessions issued by `POST /api/sessions` (answered by the server itself, before any handler, and not
   * recorded in `requests`): `chat-<n>-test` with the token {@link tokenFor}.
   */
  sessions: string[];
  /** Requests to one path. */
  requestsTo(path: string | RegExp): RecordedRequest[];
  /** Replaces the behaviour (until {@link ChatTestServer.reset}). */
  handle(handler: Handler): void;
  /** Back to {@link defaultHandler}, requests forgotten. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 on a free port. */
export async function startChatServer(): Promise<ChatTestServer> {
  let handler: Handler = defaultHandler;
  const requests: RecordedRequest[] = [];
  const sessions: string[] = [];
  const server = createServer(async (req, res) => {
    const key = req.headers['idempotency-key'];
    const token = req.headers['x-session-token'];
    const lastEventId = req.headers['last-event-id'];
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const body = await readBody(req);
    if (path === '/api/sessions' && req.method === 'POST') {
      const sessionId = `chat-${sessions.length + 1}-test`;
      sessions.push(sessionId);
      json(res, 201, { sessionId, sessionToken: tokenFor(sessionId) });
      return;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path,
      ...((req.url ?? '').includes('?') ? { query: (req.url ?? '').split('?')[1] ?? '' } : {}),
      body,
      ...(typeof key === 'string' ? { idempotencyKey: key } : {}),
      ...(typeof token === 'string' ? { sessionToken: token } : {}),
      ...(typeof lastEventId === 'string' ? { lastEventId } : {}),
    };
    requests.push(recorded);
    try {
      await handler(recorded, res);
    } catch {
      if (!res.headersSent) json(res, 500, { error: 'Test handler failed' });
      else res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    requestsTo: (path) =>
      requests.filter((r) => (typeof path === 'string' ? r.path === path : path.test(r.path))),
    handle(next) {
      handler = next;
    },
    reset() {
      handler = defaultHandler;
      requests.length = 0;
      sessions.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A promise with its resolve function (to hold a reply until a test releases it). */
export function deferred(): { promise: Promise<void>; release: () => void } {
  let release = () => {};
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

/**
 * Runs one test server for a test file: started before its tests (handed to `started`), closed after them, and
 * back to {@link defaultHandler} with sessionStorage cleared (the widget's saved chat) before each test.
 *
 * @param started receives the running server
 */
export function runChatServer(started: (server: ChatTestServer) => void): void {
  let server: ChatTestServer | undefined;
  beforeAll(async () => {
    server = await startChatServer();
    started(server);
  });
  afterAll(() => server?.close());
  beforeEach(() => {
    server?.reset();
    sessionStorage.clear();
  });
}
