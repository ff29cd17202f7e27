/**
 * A real HTTP server on 127.0.0.1 for the component tests (external services are real where they can
 * run here, not mocked in-process): each test says how a route answers, and reads back what the components sent.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the server received: method, path and parsed JSON body (undefined when none). */
export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  headers: IncomingMessage['headers'];
}

/** How a route answers: a status and a JSON body (a string is sent as it is). */
export interface Reply {
  status: number;
  body?: unknown;
}

/** Answers one request; may wait (e.g. on a test's gate) before answering. */
export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

/** A running test server. */
export interface ApiServer {
  /** `http://127.0.0.1:<port>`: pass it as `apiBase`. */
  url: string;
  /** Every request so far, in order of arrival. */
  requests: RecordedRequest[];
  /** Sets how `METHOD /path` answers (exact path); unknown routes answer 404 `{ error: 'Not found' }`. */
  on(method: 'GET' | 'POST', path: string, handler: Handler | Reply): void;
  /** The requests to one route. */
  calls(method: 'GET' | 'POST', path: string): RecordedRequest[];
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

function send(response: ServerResponse, origin: string | undefined, reply: Reply) {
  response.statusCode = reply.status;
  if (origin) {
    response.setHeader('access-control-allow-origin', origin);
  }
  if (reply.body === undefined) {
    response.end();
    return;
  }
  response.setHeader('content-type', 'application/json');
  response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
}

/** A simple gate: `wait` resolves once `open` is called (holds a response to observe loading states). */
export function createGate() {
  let open!: () => void;
  const wait = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait, open };
}

/** Starts a server on an ephemeral port of 127.0.0.1. */
export async function startApiServer(): Promise<ApiServer> {
  const handlers = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const origin = request.headers.origin;
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST');
      response.setHeader('access-control-allow-headers', 'content-type, accept');
      send(response, origin, { status: 204 });
      return;
    }
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const recorded: RecordedRequest = {
        method: request.method ?? 'GET',
        path,
        body: await readBody(request),
        headers: request.headers,
      };
      requests.push(recorded);
      const handler = handlers.get(`${recorded.method} ${path}`);
      const reply = handler ? await handler(recorded) : { status: 404, body: { error: 'Not found' } };
      send(response, origin, reply);
    })().catch((error: unknown) => send(response, origin, { status: 500, body: { error: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, handler) {
      handlers.set(`${method} ${path}`, typeof handler === 'function' ? handler : () => handler);
    },
    calls(method, path) {
      return requests.filter((request) => request.method === method && request.path === path);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
