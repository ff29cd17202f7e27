import { recommenderFailureMessages } from '@northline/content/widget-texts';
import { SESSION_TOKEN_HEADER } from '@northline/schemas';
import type {
  AnalyticsEvent,
  QuickRecommendationRequest,
  QuickRecommendationResult,
  Recommendation,
  VisitorProfileRequest,
} from './types.ts';

/**
 * What each call says when it fails (specification §8), in the words the components show.
 * `quick` and `generate` share 'Failed to generate recommendations'.
 */
export const FAILURE_MESSAGES = recommenderFailureMessages;

/** One of the client's operations (a key of {@link FAILURE_MESSAGES}). */
export type RecommenderOperation = keyof typeof FAILURE_MESSAGES;

/**
 * A non-successful answer of the recommendation API. `message` follows specification §7: the status code, a
 * colon and the response text, or the status text when the body is empty (e.g. `'404: {"error":"..."}'`).
 * `failure` is the §8 sentence of the operation (e.g. 'Failed to fetch recommendations'), fit to show.
 */
export class RecommenderRequestError extends Error {
  /** HTTP status of the answer. */
  readonly status: number;
  /** Which call failed. */
  readonly operation: RecommenderOperation;
  /** The §8 message of that call ({@link FAILURE_MESSAGES}). */
  readonly failure: string;

  constructor(operation: RecommenderOperation, status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'RecommenderRequestError';
    this.operation = operation;
    this.status = status;
    this.failure = FAILURE_MESSAGES[operation];
  }
}

/** Options of {@link createRecommenderClient}. */
export interface RecommenderClientOptions {
  /**
   * Origin (and optional path prefix) the `/api/...` paths are joined to, without a trailing slash, e.g.
   * `'https://www.northline-it.example'`. Default `''`: same origin.
   */
  apiBase?: string;
  /** The fetch to use (default `globalThis.fetch`, looked up at call time). */
  fetch?: typeof globalThis.fetch;
  /**
   * The token of the session a call names: the `sessionToken` that
   * {@link RecommenderClient.startSession} (`POST /api/sessions`) issued with the id. Sent as the
   * `X-Session-Token` header on every call keyed by a session; without it the API answers 404. A string, or a
   * function of the session id (looked up at call time).
   */
  sessionToken?: string | ((sessionId: string) => string | null | undefined);
}

/** A session the API issued (`POST /api/sessions`): its id and the token that proves this browser holds it. */
export interface VisitorSession {
  sessionId: string;
  sessionToken: string;
}

/** The answer of `POST /api/visitor-profile` (apps/api: the stored profile with its defaults applied). */
export interface SavedProfile {
  sessionId: string;
  profile: unknown;
  updatedAt: string;
}

/** The answer of `POST /api/recommendations`: the recommendation, and whether it was made now (201) or stored (200). */
export interface GenerateResult {
  recommendation: Recommendation;
  generated: boolean;
}

/**
 * The recommendation endpoints of specification §7 as functions. Every request sends JSON and the session's
 * token (`X-Session-Token`), never cookies to another origin (fetch's default `credentials: 'same-origin'`: the
 * API grants partner origins CORS without credentials); every non-2xx answer rejects with a
 * {@link RecommenderRequestError} (except the 404 of {@link RecommenderClient.get}, which means "none yet");
 * a network failure rejects with the fetch's own `TypeError`.
 */
export interface RecommenderClient {
  /**
   * `POST /api/sessions` `{ prefix }` → a new session `{ sessionId, sessionToken }`. Keep the
   * token in memory or sessionStorage, never in a URL, and give it to the client as `sessionToken`.
   */
  startSession(prefix?: 'chat' | 'test-session' | 'demo'): Promise<VisitorSession>;
  /** `POST /api/quick-recommendations` → the quick recommendation (§3). */
  quick(request: QuickRecommendationRequest): Promise<QuickRecommendationResult>;
  /** `POST /api/visitor-profile` (profile plus `sessionId`) → the stored profile. */
  saveProfile(profile: VisitorProfileRequest): Promise<SavedProfile>;
  /** `POST /api/recommendations` `{ sessionId, forceUpdate }`: generates (201) or returns the stored one (200). 404: no profile. */
  generate(request: { sessionId: string; forceUpdate?: boolean }): Promise<GenerateResult>;
  /** `GET /api/recommendations/{sessionId}` → the newest stored recommendation, or `null` on 404 (§4: none yet). */
  get(sessionId: string): Promise<Recommendation | null>;
  /** `POST /api/recommendation-analytics` → resolves once stored (201). 404: no profile for the session. */
  track(event: AnalyticsEvent): Promise<void>;
}

/**
 * Makes the HTTP client of the recommendation API (specification §7).
 *
 * @example
 * const client = createRecommenderClient({ apiBase: 'https://api.example.com' });
 * const recommendation = await client.get('test-session-1736600000000-k3j9x0qa2b'); // null when none yet
 */
export function createRecommenderClient(options: RecommenderClientOptions = {}): RecommenderClient {
  const base = (options.apiBase ?? '').replace(/\/+$/, '');

  async function request<T>(
    operation: RecommenderOperation,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    sessionId?: string,
  ): Promise<{ status: number; data: T | undefined }> {
    const doFetch = options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token =
      sessionId === undefined
        ? undefined
        : typeof options.sessionToken === 'function'
          ? options.sessionToken(sessionId)
          : options.sessionToken;
    if (token) headers[SESSION_TOKEN_HEADER] = token;
    const response = await doFetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      if (operation === 'get' && response.status === 404) return { status: 404, data: undefined };
      throw new RecommenderRequestError(operation, response.status, text || response.statusText);
    }
    return { status: response.status, data: text ? (JSON.parse(text) as T) : undefined };
  }

  /** The answer's body, or a request error naming the operation when a 2xx answer has none. */
  function required<T>(operation: RecommenderOperation, answer: { status: number; data: T | undefined }): T {
    if (answer.data === undefined) {
      throw new RecommenderRequestError(operation, answer.status, 'Empty response');
    }
    return answer.data;
  }

  return {
    async startSession(prefix = 'test-session') {
      return required(
        'startSession',
        await request<VisitorSession>('startSession', 'POST', '/api/sessions', { prefix }),
      );
    },
    async quick(body) {
      const answer = await request<{ recommendation: QuickRecommendationResult }>(
        'quick',
        'POST',
        '/api/quick-recommendations',
        {
          ...body,
        },
      );
      return required('quick', answer).recommendation;
    },
    async saveProfile(profile) {
      return required(
        'saveProfile',
        await request<SavedProfile>(
          'saveProfile',
          'POST',
          '/api/visitor-profile',
          profile,
          profile.sessionId,
        ),
      );
    },
    async generate(body) {
      const answer = await request<GenerateResult>(
        'generate',
        'POST',
        '/api/recommendations',
        body,
        body.sessionId,
      );
      const data = required('generate', answer);
      return { recommendation: data.recommendation, generated: answer.status === 201 };
    },
    async get(sessionId) {
      const answer = await request<{ recommendation: Recommendation }>(
        'get',
        'GET',
        `/api/recommendations/${encodeURIComponent(sessionId)}`,
        undefined,
        sessionId,
      );
      if (answer.status === 404) return null;
      return required('get', answer).recommendation;
    },
    async track(event) {
      await request('track', 'POST', '/api/recommendation-analytics', event, event.sessionId);
    },
  };
}
