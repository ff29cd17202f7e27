import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import type { ChatSessionCredentials } from './session.ts';
import { createSseParser } from './sse.ts';
import type { ChatAttribution, ChatReply, LeadQuality, VisitorDetails } from './types.ts';

/**
 * A non-OK answer of the API. Its message is the status, a colon and the API's `error` text (or the status
 * text), as the specification's §7 describes errors; `status` is e.g. 400 (message over 2000 characters), 409
 * (the session's 50 messages are used up, or another message is being answered), 429 or 503.
 */
export class ChatRequestError extends Error {
  readonly status: number;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ChatRequestError';
    this.status = status;
  }
}

/** What one chat turn sends (§7 `POST /api/chat`). */
export interface ChatTurn {
  message: string;
  sessionId: string;
  visitorInfo?: VisitorDetails;
  /** The visitor's first-touch attribution. */
  attribution?: ChatAttribution;
}

/** The request header naming one visitor message (decision 003, IETF draft `Idempotency-Key`). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Options of {@link sendChatMessage}. */
export interface SendChatOptions {
  /** Origin (and path prefix) of the API, '' for the page's own origin. */
  apiBase: string;
  turn: ChatTurn;
  /** The token of `turn.sessionId`, sent as `X-Session-Token`; the API answers 404 without it. */
  sessionToken: string;
  /** Stream the reply (`POST /api/chat/stream`); false posts to `POST /api/chat` straight away. Default true. */
  streaming?: boolean;
  /** The next piece of the reply as it is written. */
  onToken?: (text: string) => void;
  /** Discard the pieces received so far (the model failed mid-reply; another answer follows). */
  onReset?: () => void;
  /**
   * Names this visitor message (`Idempotency-Key` header, decision 003): the API stores a message once per key
   * and answers a repeat from the stored reply. Sent on the stream request and on its `POST /api/chat` fallback
   * alike, as both carry the same message.
   */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/** Statuses of the stream endpoint that mean "no streaming here" (an older API or a proxy): use `POST /api/chat`. */
const NO_STREAM_STATUSES = new Set([404, 405, 501]);

const QUALITIES: readonly LeadQuality[] = ['cold', 'warm', 'hot'];

/** Joins the API base and a path ('https://x.example/' + '/api/chat'). */
export function apiUrl(apiBase: string, path: string): string {
  return `${apiBase.replace(/\/+$/, '')}${path}`;
}

/** Checks the shape of a reply (§3 "Chat reply"); throws when the server answered something else. */
export function toChatReply(value: unknown): ChatReply {
  const reply = value as Partial<ChatReply> | null;
  if (
    typeof reply !== 'object' ||
    reply === null ||
    typeof reply.response !== 'string' ||
    !QUALITIES.includes(reply.leadQuality as LeadQuality) ||
    !Array.isArray(reply.interestedServices) ||
    typeof reply.sessionId !== 'string'
  ) {
    throw new TypeError('The chat reply has an unexpected shape');
  }
  return {
    response: reply.response,
    leadQuality: reply.leadQuality as LeadQuality,
    interestedServices: reply.interestedServices.filter((service) => typeof service === 'string'),
    sessionId: reply.sessionId,
  };
}

async function requestError(response: Response): Promise<ChatRequestError> {
  const text = await response.text().catch(() => '');
  let message = text || response.statusText;
  try {
    const parsed = JSON.parse(text) as { error?: unknown };
    if (typeof parsed.error === 'string' && parsed.error) message = parsed.error;
  } catch {
    // Not JSON: keep the raw text.
  }
  return new ChatRequestError(response.status, message);
}

function post(url: string, accept: string, options: SendChatOptions) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept,
    [SESSION_TOKEN_HEADER]: options.sessionToken,
  };
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  return fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify(options.turn),
    signal: options.signal,
  });
}

/** Whether this browser can read a response body as a stream. */
function canStream(): boolean {
  return typeof ReadableStream !== 'undefined' && typeof TextDecoder !== 'undefined';
}

/** `POST /api/chat` (§7): the whole reply at once. */
async function sendOnce(options: SendChatOptions): Promise<ChatReply> {
  const response = await post(apiUrl(options.apiBase, '/api/chat'), 'application/json', options);
  if (!response.ok) throw await requestError(response);
  return toChatReply(await response.json());
}

/** Reads the events of a stream answer until `done` (the reply) or `error`. */
async function readStream(response: Response, options: SendChatOptions): Promise<ChatReply> {
  let reply: ChatReply | undefined;
  let failure: Error | undefined;
  const parser = createSseParser(({ event, data }) => {
    if (reply || failure) return;
    if (event === 'token') {
      const text = (JSON.parse(data) as { text?: unknown }).text;
      if (typeof text === 'string') options.onToken?.(text);
    } else if (event === 'reset') {
      options.onReset?.();
    } else if (event === 'done') {
      reply = toChatReply(JSON.parse(data));
    } else if (event === 'error') {
      const message = (JSON.parse(data) as { error?: unknown }).error;
      failure = new Error(typeof message === 'string' ? message : 'The reply failed');
    }
  });

  if (response.body) {
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
        if (reply || failure) break;
      }
      parser.push(decoder.decode());
    } finally {
      reader.cancel().catch(() => {});
    }
  } else {
    parser.push(await response.text());
  }
  parser.end();
  if (failure) throw failure;
  if (!reply) throw new Error('The reply stream ended without a reply');
  return reply;
}

/**
 * Sends one visitor message and resolves with the assistant's reply (§7). Streams through
 * `POST /api/chat/stream` (server-sent events `token`, `reset`, `done`, `error`, read from fetch's
 * ReadableStream), calling `onToken`/`onReset` as the reply is written; the `done` event's reply is
 * authoritative. Falls back to `POST /api/chat` when streaming is unavailable: `streaming: false`, a browser
 * without ReadableStream, or a stream endpoint answering 404, 405 or 501. A JSON answer of the stream endpoint
 * (a proxy that does not stream) is used as the reply. `idempotencyKey` goes with both requests.
 *
 * @throws ChatRequestError for a non-OK answer (400, 409, 429, 503...); TypeError when the network fails or the
 *   reply has an unexpected shape; Error for an `error` event or a stream that ends without a reply; the
 *   signal's reason when aborted
 */
export async function sendChatMessage(options: SendChatOptions): Promise<ChatReply> {
  if (options.streaming === false || !canStream()) return sendOnce(options);
  const response = await post(apiUrl(options.apiBase, '/api/chat/stream'), 'text/event-stream', options);
  if (NO_STREAM_STATUSES.has(response.status)) return sendOnce(options);
  if (!response.ok) throw await requestError(response);
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('text/event-stream')) return toChatReply(await response.json());
  return readStream(response, options);
}

/**
 * Starts a chat session (`POST /api/sessions` `{ prefix: 'chat' }`): the API chooses the id and
 * issues the token that every later call of the session sends. Keep the token out of URLs.
 *
 * @throws ChatRequestError for a non-OK answer (429, 503...); TypeError on network failure or an answer of another shape
 */
export async function startChatSession(
  apiBase: string,
  signal?: AbortSignal,
): Promise<ChatSessionCredentials> {
  const response = await fetch(apiUrl(apiBase, '/api/sessions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ prefix: 'chat' }),
    signal,
  });
  if (!response.ok) throw await requestError(response);
  const session = (await response.json()) as Partial<ChatSessionCredentials> | null;
  if (typeof session?.sessionId !== 'string' || typeof session.sessionToken !== 'string') {
    throw new TypeError('The session answer has an unexpected shape');
  }
  return { sessionId: session.sessionId, sessionToken: session.sessionToken };
}

/**
 * Ends a chat session (§7 `POST /api/chat/{sessionId}/end`, no body, the token in `X-Session-Token`). Sent with
 * `keepalive` so it completes when the page is being left.
 *
 * @throws ChatRequestError for a non-OK answer (404 for a session the API never stored, or a wrong token);
 *   TypeError on network failure
 */
export async function endChatSession(apiBase: string, session: ChatSessionCredentials): Promise<void> {
  const response = await fetch(apiUrl(apiBase, `/api/chat/${encodeURIComponent(session.sessionId)}/end`), {
    method: 'POST',
    headers: { [SESSION_TOKEN_HEADER]: session.sessionToken },
    keepalive: true,
  });
  if (!response.ok) throw await requestError(response);
}
