import {
  type ChatAction,
  type ChatCitation,
  type HandoffStatus,
  type LiveMessage,
  SESSION_TOKEN_HEADER,
  type TrackedVisitorLiveEvent,
} from '@northline/schemas';
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
  /** The API's `error` text (or the status text) alone, without the status. */
  readonly reason: string;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ChatRequestError';
    this.status = status;
    this.reason = text;
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
  const checked: ChatReply = {
    response: reply.response,
    leadQuality: reply.leadQuality as LeadQuality,
    interestedServices: reply.interestedServices.filter((service) => typeof service === 'string'),
    sessionId: reply.sessionId,
  };
  // The hand-off status travels with the reply while a person is awaited or answering (the contract's `handoff`).
  if (reply.handoff !== undefined && reply.handoff !== null) checked.handoff = toHandoffStatus(reply.handoff);
  const action = toChatAction(reply.action);
  if (action) checked.action = action;
  const citations = toCitations(reply.citations);
  if (citations.length > 0) checked.citations = citations;
  return checked;
}

/** Most citations shown under one message. */
const MAX_CITATIONS = 3;

/**
 * A reply's citations the widget can show: each with a site path, a title and an absolute http(s) URL (anything
 * else is left out, so no other kind of link, such as `javascript:`, ever reaches an `href`); at most 3.
 */
export function toCitations(value: unknown): ChatCitation[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is ChatCitation =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.path === 'string' &&
        /^\/(?!\/)/.test(entry.path) &&
        typeof entry.title === 'string' &&
        entry.title.trim() !== '' &&
        typeof entry.url === 'string' &&
        /^https?:\/\//i.test(entry.url),
    )
    .slice(0, MAX_CITATIONS)
    .map(({ path, title, url }) => ({ path, title, url }));
}

/** A reply's action when it is one the widget knows (`offer-meeting`); anything else is ignored. */
function toChatAction(value: unknown): ChatAction | undefined {
  const action = value as Partial<ChatAction> | null | undefined;
  if (typeof action !== 'object' || action === null || action.kind !== 'offer-meeting') return undefined;
  const prefill: NonNullable<ChatAction['prefill']> = {};
  const given = (typeof action.prefill === 'object' && action.prefill) || {};
  if (typeof given.name === 'string' && given.name) prefill.name = given.name;
  if (typeof given.email === 'string' && given.email) prefill.email = given.email;
  return Object.keys(prefill).length > 0 ? { kind: 'offer-meeting', prefill } : { kind: 'offer-meeting' };
}

/** The error of a non-OK answer: the API's `error` text, or the raw body, or the status text. */
export async function requestError(response: Response): Promise<ChatRequestError> {
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

// ---------------------------------------------------------------- the live hand-off

/** Statuses of the event stream after which reconnecting is pointless: the session is not (or no longer) ours. */
const EVENTS_REFUSED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

const HANDOFF_STATE_NAMES: readonly HandoffStatus['state'][] = ['assistant', 'waiting', 'live', 'closed'];

/** Checks the shape of a hand-off status (the contract's `HandoffStatus`); throws for anything else. */
export function toHandoffStatus(value: unknown): HandoffStatus {
  const status = value as Partial<HandoffStatus> | null;
  if (
    typeof status !== 'object' ||
    status === null ||
    !HANDOFF_STATE_NAMES.includes(status.state as HandoffStatus['state']) ||
    typeof status.expectation !== 'string' ||
    typeof status.live !== 'boolean' ||
    typeof status.askForContact !== 'boolean'
  ) {
    throw new TypeError('The hand-off status has an unexpected shape');
  }
  const result: HandoffStatus = {
    state: status.state as HandoffStatus['state'],
    expectation: status.expectation,
    live: status.live,
    askForContact: status.askForContact,
  };
  if (status.reason) result.reason = status.reason;
  if (typeof status.consultantName === 'string' && status.consultantName) {
    result.consultantName = status.consultantName;
  }
  if (typeof status.nextOpening === 'string') result.nextOpening = status.nextOpening;
  return result;
}

/** `POST {apiBase}/api/chat/{sessionId}/{action}` with a JSON body and the session's token; the answer, OK. */
async function postToSession(
  apiBase: string,
  session: ChatSessionCredentials,
  action: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const response = await fetch(
    apiUrl(apiBase, `/api/chat/${encodeURIComponent(session.sessionId)}/${action}`),
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        [SESSION_TOKEN_HEADER]: session.sessionToken,
      },
      body: JSON.stringify(body),
      signal,
    },
  );
  if (!response.ok) throw await requestError(response);
  return response;
}

/**
 * Asks for a person, or leaves the follow-up details with the waiting request (`POST /api/chat/{sessionId}/handoff`
 * `{ email?, phone? }`): resolves with where the hand-off stands. The e-mail and the phone number, when given, go in
 * the body only (never in the URL).
 *
 * @throws ChatRequestError for a non-OK answer; TypeError on network failure or an answer of another shape
 */
export async function requestHandoff(
  apiBase: string,
  session: ChatSessionCredentials,
  email?: string,
  phone?: string,
): Promise<HandoffStatus> {
  const response = await postToSession(apiBase, session, 'handoff', {
    ...(email ? { email } : {}),
    ...(phone ? { phone } : {}),
  });
  return toHandoffStatus(await response.json());
}

/**
 * Tells the consultant whether the visitor is typing (`POST /api/chat/{sessionId}/typing` `{ typing }`).
 *
 * @throws ChatRequestError for a non-OK answer; TypeError on network failure
 */
export async function sendTyping(
  apiBase: string,
  session: ChatSessionCredentials,
  typing: boolean,
): Promise<void> {
  await postToSession(apiBase, session, 'typing', { typing });
}

/**
 * Tells the consultant what the visitor has seen (`POST /api/chat/{sessionId}/seen` `{ lastEventId }`).
 *
 * @throws ChatRequestError for a non-OK answer; TypeError on network failure
 */
export async function markSeen(
  apiBase: string,
  session: ChatSessionCredentials,
  lastEventId: string,
): Promise<void> {
  await postToSession(apiBase, session, 'seen', { lastEventId });
}

/**
 * Asks for the conversation by e-mail (`POST /api/chat/{sessionId}/transcript-email` `{ email? }`), offered once a
 * consultant closed it; without `email` the API uses the address the session already has.
 *
 * @throws ChatRequestError for a non-OK answer (e.g. 400 when no address is known); TypeError on network failure
 */
export async function requestTranscriptEmail(
  apiBase: string,
  session: ChatSessionCredentials,
  email?: string,
): Promise<void> {
  await postToSession(apiBase, session, 'transcript-email', email ? { email } : {});
}

/** Options of {@link followChatEvents}. */
export interface ChatEventsOptions {
  apiBase: string;
  session: ChatSessionCredentials;
  /** The id of the last event already shown: the first request sends it as `Last-Event-ID`. */
  lastEventId: string | null;
  /** Each event, in order, with its id. */
  onEvent: (event: TrackedVisitorLiveEvent) => void;
  /** The API refused the session (401, 403, 404): the stream stops for good. */
  onRefused?: () => void;
  /** The wait before reconnect number `attempt` (0 first), in ms. Default {@link eventsRetryDelay}. */
  retryDelay?: (attempt: number) => number;
}

/** The default reconnect backoff: 1 s, 2 s, 4 s... up to 30 s, with up to 20 % of jitter. */
export function eventsRetryDelay(attempt: number): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base * (1 + Math.random() * 0.2));
}

/** Resolves after `ms`, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** One event of the stream as the contract describes it, or null for an unknown type or a malformed one. */
function toLiveEvent(type: string, id: string, data: string): TrackedVisitorLiveEvent | null {
  try {
    const value = JSON.parse(data) as Record<string, unknown>;
    if (type === 'message') {
      const message = value.message as Partial<LiveMessage> | undefined;
      if (
        typeof message?.id !== 'string' ||
        !['user', 'assistant', 'consultant'].includes(String(message.role)) ||
        typeof message.content !== 'string'
      ) {
        return null;
      }
      const live: LiveMessage = {
        id: message.id,
        role: message.role as LiveMessage['role'],
        content: message.content,
        timestamp: typeof message.timestamp === 'string' ? message.timestamp : new Date().toISOString(),
      };
      if (typeof message.authorName === 'string') live.authorName = message.authorName;
      // A consultant's offer of the booking (`staff.live.offerTimes`); any other offer is one this widget ignores.
      if (message.role === 'consultant' && message.offer === 'meeting') live.offer = 'meeting';
      return { id, type, message: live };
    }
    if (type === 'status') return { id, type, status: toHandoffStatus(value.status) };
    if (type === 'typing' && typeof value.typing === 'boolean') {
      return typeof value.name === 'string'
        ? { id, type, typing: value.typing, name: value.name }
        : { id, type, typing: value.typing };
    }
  } catch {
    // Malformed data: the event is skipped.
  }
  return null;
}

/**
 * Follows the session's live events (`GET /api/chat/{sessionId}/events`, server-sent events read from fetch, so
 * the `X-Session-Token` header goes with it; EventSource cannot send headers). Events `message`, `status` and
 * `typing` reach `onEvent` with their id; comment lines (`: ping`) keep the connection alive. When the stream ends
 * or fails it reconnects after a backoff, sending `Last-Event-ID` with the last id received, so the API sends
 * what was missed and nothing twice; a 401, 403 or 404 stops it. Runs until the returned function is called.
 */
export function followChatEvents(options: ChatEventsOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const retryDelay = options.retryDelay ?? eventsRetryDelay;
  let lastEventId = options.lastEventId;
  const url = apiUrl(options.apiBase, `/api/chat/${encodeURIComponent(options.session.sessionId)}/events`);

  const connect = async (): Promise<'refused' | 'ended' | 'received'> => {
    const headers: Record<string, string> = {
      accept: 'text/event-stream',
      [SESSION_TOKEN_HEADER]: options.session.sessionToken,
    };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const response = await fetch(url, { headers, signal, cache: 'no-store' });
    if (EVENTS_REFUSED_STATUSES.has(response.status)) return 'refused';
    if (!response.ok || !response.body) {
      await response.body?.cancel().catch(() => {});
      return 'ended';
    }
    let received = false;
    const parser = createSseParser(({ event, data, id }) => {
      if (!id) return;
      const live = toLiveEvent(event, id, data);
      lastEventId = id;
      received = true;
      if (live) options.onEvent(live);
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || signal.aborted) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } finally {
      reader.cancel().catch(() => {});
    }
    return received ? 'received' : 'ended';
  };

  void (async () => {
    let attempt = 0;
    while (!signal.aborted) {
      let outcome: 'refused' | 'ended' | 'received' = 'ended';
      try {
        outcome = await connect();
      } catch {
        // A network failure or a dropped connection: reconnect after the backoff.
      }
      if (signal.aborted) return;
      if (outcome === 'refused') {
        options.onRefused?.();
        return;
      }
      // A connection that delivered events starts the backoff afresh.
      attempt = outcome === 'received' ? 0 : attempt + 1;
      await pause(retryDelay(attempt), signal);
    }
  })();

  return () => controller.abort();
}
