/**
 * A local OpenAI-compatible HTTP server for tests: external services are real where they can run here, not
 * mocked in-process. It listens on 127.0.0.1 on a free port
 * and serves `POST /v1/chat/completions`, streaming (server-sent events: `data: {chunk}\n\n` … `data: [DONE]`)
 * when the request asks for `stream: true`, else one JSON completion. Replies are scripted per request, in
 * order: text, tool calls, an HTTP error, a connection that breaks mid-stream, a request that never gets an
 * answer, or one held until the test releases it. Every request is recorded (headers and parsed body) so tests can assert what was sent.
 *
 * @example
 *   const server = await startFakeOpenAIServer();
 *   server.enqueue(textReply('Hello!', { lead: { leadQuality: 'warm', interestedServices: ['cybersecurity'] } }));
 *   const engine = createOpenAIEngine({ apiKey: 'test', model: 'fake', baseURL: server.baseURL });
 *   ...
 *   await server.close();
 */
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tool call the fake model makes. */
export interface ScriptedToolCall {
  /** Function name (default 'record_lead'). */
  name?: string;
  /** Arguments: an object (sent as JSON) or a raw string (to test malformed arguments). */
  arguments: Record<string, unknown> | string;
}

/** What the fake server does with one request. */
export type ScriptedReply =
  | {
      kind: 'reply';
      /** The text of the answer (omit or '' for a tool-only answer). */
      content?: string;
      /** Tool calls made with the answer. */
      toolCalls?: ScriptedToolCall[];
      /** Characters per streamed content chunk (default 8). */
      chunkSize?: number;
      /** When streaming, destroy the connection after this many chunks (a model that fails mid-reply). */
      breakAfterChunks?: number;
      /** When streaming, send this many chunks, then nothing more until the server closes (a reply in progress). */
      hangAfterChunks?: number;
    }
  /** Answer with this HTTP status and an OpenAI-style error body. */
  | { kind: 'error'; status: number }
  /** Never answer (until the client gives up or the server closes). */
  | { kind: 'hang' }
  /** Hold the request until {@link FakeOpenAIServer.releaseHeld}, then answer with `reply`. */
  | { kind: 'held'; reply: Extract<ScriptedReply, { kind: 'reply' }> };

/** A request the server received. */
export interface RecordedRequest {
  /** HTTP method. */
  method: string;
  /** Request path, e.g. '/v1/chat/completions'. */
  path: string;
  /** Request headers (lower-case names). */
  headers: IncomingHttpHeaders;
  /** The parsed JSON body (a Chat Completions request). */
  body: ChatCompletionsBody;
}

/** The fields of a Chat Completions request the tests look at. */
export interface ChatCompletionsBody {
  model: string;
  messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  stream?: boolean;
  max_tokens?: number;
  max_completion_tokens?: number;
  temperature?: number;
  tools?: { type: string; function: { name: string; parameters: unknown } }[];
  tool_choice?: unknown;
  [key: string]: unknown;
}

/** A running fake server. */
export interface FakeOpenAIServer {
  /** Base URL for the SDK, ending in '/v1'. */
  baseURL: string;
  /** Every request received, oldest first. */
  requests: RecordedRequest[];
  /** Scripts the replies of the next requests, in order. */
  enqueue(...replies: ScriptedReply[]): void;
  /** The reply used when the script is empty (default: a short text answer without tool calls). */
  setDefault(reply: ScriptedReply): void;
  /** Resolves with the next request not yet returned by this method (at once when it already arrived). */
  nextRequest(): Promise<RecordedRequest>;
  /** Answers every request held by a `held` reply, and returns how many there were. */
  releaseHeld(): number;
  /** Resolves once at least `count` requests are held (at once when they are). */
  whenHeld(count: number): Promise<void>;
  /**
   * Resolves when the connection of `request` closes: `'aborted'` when the client closed it before the reply was
   * complete (it gave up on the model), `'answered'` when the reply was complete.
   */
  whenClosed(request: RecordedRequest): Promise<'aborted' | 'answered'>;
  /** Requests received and not yet answered or closed, now. */
  readonly inFlight: number;
  /** The most requests that were in flight at once since the start or the last {@link resetMaxInFlight}. */
  readonly maxInFlight: number;
  /** Starts counting {@link maxInFlight} afresh from the requests in flight now. */
  resetMaxInFlight(): void;
  /** Stops listening and cuts open connections (hanging requests included). */
  close(): Promise<void>;
}

/** A text answer, optionally with a `record_lead` call. */
export function textReply(
  content: string,
  options: { lead?: Record<string, unknown> | string; chunkSize?: number; breakAfterChunks?: number } = {},
): ScriptedReply {
  const reply: ScriptedReply = { kind: 'reply', content };
  if (options.lead !== undefined) reply.toolCalls = [{ arguments: options.lead }];
  if (options.chunkSize !== undefined) reply.chunkSize = options.chunkSize;
  if (options.breakAfterChunks !== undefined) reply.breakAfterChunks = options.breakAfterChunks;
  return reply;
}

/** An answer that only calls `record_lead` (no text), as models often do. */
export function toolOnlyReply(lead: Record<string, unknown> | string): ScriptedReply {
  return { kind: 'reply', toolCalls: [{ arguments: lead }] };
}

const DEFAULT_REPLY: ScriptedReply = textReply(
  'Thanks for your message. How many employees does your business have?',
);

function argumentsText(call: ScriptedToolCall): string {
  return typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);
}

function pieces(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let index = 0; index < text.length; index += size) parts.push(text.slice(index, index + size));
  return parts;
}

function sendCompletion(
  res: ServerResponse,
  body: ChatCompletionsBody,
  reply: Extract<ScriptedReply, { kind: 'reply' }>,
) {
  const toolCalls = (reply.toolCalls ?? []).map((call, index) => ({
    id: `call_${index + 1}`,
    type: 'function',
    function: { name: call.name ?? 'record_lead', arguments: argumentsText(call) },
  }));
  const completion = {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: 0,
    model: body.model,
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: reply.content ? reply.content : null,
          refusal: null,
          ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
        },
        finish_reason: toolCalls.length > 0 && !reply.content ? 'tool_calls' : 'stop',
        logprobs: null,
      },
    ],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify(completion));
}

function streamCompletion(
  res: ServerResponse,
  body: ChatCompletionsBody,
  reply: Extract<ScriptedReply, { kind: 'reply' }>,
) {
  const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: 0,
    model: body.model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
  });
  const events: unknown[] = [chunk({ role: 'assistant', content: '' })];
  for (const piece of pieces(reply.content ?? '', reply.chunkSize ?? 8))
    events.push(chunk({ content: piece }));
  (reply.toolCalls ?? []).forEach((call, index) => {
    events.push(
      chunk({
        tool_calls: [
          {
            index,
            id: `call_${index + 1}`,
            type: 'function',
            function: { name: call.name ?? 'record_lead', arguments: '' },
          },
        ],
      }),
    );
    for (const piece of pieces(argumentsText(call), 10)) {
      events.push(chunk({ tool_calls: [{ index, function: { arguments: piece } }] }));
    }
  });
  const toolOnly = (reply.toolCalls?.length ?? 0) > 0 && !reply.content;
  events.push(chunk({}, toolOnly ? 'tool_calls' : 'stop'));

  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  if (reply.hangAfterChunks !== undefined) {
    const sent = events.slice(0, reply.hangAfterChunks).map((event) => `data: ${JSON.stringify(event)}\n\n`);
    res.write(sent.join(''));
    return;
  }
  const cut = reply.breakAfterChunks;
  if (cut === undefined) {
    for (const event of events) res.write(`data: ${JSON.stringify(event)}\n\n`);
    res.end('data: [DONE]\n\n');
    return;
  }
  // Send the first chunks, and once they have left, cut the connection without ending the response.
  const sent = events.slice(0, cut).map((event) => `data: ${JSON.stringify(event)}\n\n`);
  res.write(sent.join(''), () => res.socket?.destroy());
}

/**
 * Starts a fake server on 127.0.0.1 (a free port).
 *
 * @param options.defaultReply the reply when the script is empty
 */
export async function startFakeOpenAIServer(
  options: { defaultReply?: ScriptedReply } = {},
): Promise<FakeOpenAIServer> {
  const script: ScriptedReply[] = [];
  let fallbackReply = options.defaultReply ?? DEFAULT_REPLY;
  const requests: RecordedRequest[] = [];
  const waiting: ((request: RecordedRequest) => void)[] = [];
  let handedOut = 0;
  const held: (() => void)[] = [];
  const heldWaiters: { count: number; resolve: () => void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const closed = new WeakMap<RecordedRequest, Promise<'aborted' | 'answered'>>();

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => {
      const path = req.url ?? '/';
      if (req.method !== 'POST' || path !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { message: `No route ${req.method} ${path}`, type: 'invalid_request_error' },
          }),
        );
        return;
      }
      let body: ChatCompletionsBody;
      try {
        body = JSON.parse(Buffer.concat(parts).toString('utf8')) as ChatCompletionsBody;
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Invalid JSON', type: 'invalid_request_error' } }));
        return;
      }
      const recorded: RecordedRequest = { method: req.method, path, headers: req.headers, body };
      requests.push(recorded);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      closed.set(
        recorded,
        new Promise((resolve) => {
          res.once('close', () => {
            inFlight -= 1;
            resolve(res.writableFinished ? 'answered' : 'aborted');
          });
        }),
      );
      const waiter = waiting.shift();
      if (waiter) {
        handedOut++;
        waiter(recorded);
      }

      const reply = script.shift() ?? fallbackReply;
      if (reply.kind === 'hang') return;
      if (reply.kind === 'held') {
        held.push(() => {
          if (body.stream) streamCompletion(res, body, reply.reply);
          else sendCompletion(res, body, reply.reply);
        });
        for (const waiter of heldWaiters.filter((candidate) => candidate.count <= held.length)) {
          heldWaiters.splice(heldWaiters.indexOf(waiter), 1);
          waiter.resolve();
        }
        return;
      }
      if (reply.kind === 'error') {
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Scripted failure', type: 'server_error', code: null } }));
        return;
      }
      if (body.stream) streamCompletion(res, body, reply);
      else sendCompletion(res, body, reply);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => {
      script.push(...replies);
    },
    setDefault: (reply) => {
      fallbackReply = reply;
    },
    releaseHeld: () => {
      const answers = held.splice(0);
      for (const answer of answers) answer();
      return answers.length;
    },
    whenHeld: (count) =>
      held.length >= count
        ? Promise.resolve()
        : new Promise<void>((resolve) => heldWaiters.push({ count, resolve })),
    whenClosed: (request) => {
      const closing = closed.get(request);
      if (!closing) throw new Error('whenClosed: not a request this server received');
      return closing;
    },
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    resetMaxInFlight: () => {
      maxInFlight = inFlight;
    },
    nextRequest: () => {
      const arrived = requests[handedOut];
      if (arrived) {
        handedOut++;
        return Promise.resolve(arrived);
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
