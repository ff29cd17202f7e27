import {
  type ChatSessionCredentials,
  getChatSession,
  hasChatConversation,
} from '@northline/chat-widget/session';
import type { Attribution } from '@northline/schemas';
import {
  FORM_TOKEN_MAX_LENGTH,
  SESSION_ID_MAX_LENGTH,
  SESSION_ID_PATTERN,
  SESSION_TOKEN_HEADER,
} from '@northline/schemas/constants';
import { readAttribution } from './attribution.ts';
import { fetchFormToken } from './form-token.ts';

/**
 * What the site's lead forms add to the visitor's values when they post JSON (decisions 003 and 019): the
 * signed form token, the honeypot's value, the session's first-touch attribution, the chat session, and an
 * `Idempotency-Key` per set of values.
 */

export { FORM_TOKEN_TIMEOUT_MS, fetchFormToken } from './form-token.ts';

/**
 * One form's form token (decision 019): the one the boot script took at the form's first use when there is one,
 * else fetched on the hydrated form's first focus; fetched again after each successful submit.
 */
export interface FormTokenSource {
  /** Starts fetching a token unless one is there or on its way (the form's focus handler). */
  prefetch(): void;
  /** The current token (fetching one first when none was asked for yet); undefined when none could be had. */
  current(): Promise<string | undefined>;
  /** Drops the used token and fetches the next one (after a successful submit: a token is good for one lead). */
  renew(): void;
}

/**
 * A {@link FormTokenSource}. A failed submit keeps the token, so its retry sends the same body under the same
 * idempotency key.
 *
 * @param fetchToken how a token is fetched (default {@link fetchFormToken}; tests pass their own)
 * @param early the token already taken at the form's first use, if any (default: none); asked once, before the
 *   first fetch
 */
export function createFormTokenSource(
  fetchToken: () => Promise<string | undefined> = fetchFormToken,
  early: () => Promise<string | undefined> | undefined = () => undefined,
): FormTokenSource {
  let pending: Promise<string | undefined> | undefined;
  const first = () => early() ?? fetchToken();
  return {
    prefetch() {
      pending ??= first();
    },
    current() {
      pending ??= first();
      return pending;
    },
    renew() {
      pending = fetchToken();
    },
  };
}

/**
 * A new idempotency key: a random UUID (v4). Uses `crypto.randomUUID` where the page is a secure context and
 * `crypto.getRandomValues` elsewhere (plain http).
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The `Idempotency-Key` of a form's submissions (decision 003, IETF draft `Idempotency-Key`). */
export interface IdempotencyKeys {
  /** The key for this body: the previous key when the body is the same as the last unsuccessful one, else a new one. */
  keyFor(body: string): string;
  /** The last submission was stored: the next body gets a new key, even when it is the same. */
  succeeded(): void;
}

/**
 * An {@link IdempotencyKeys}: one key per set of values, so a retry of unchanged values after a failure (a
 * network error after the API stored the lead, a 503) is stored once, while changed values (which the API would
 * refuse under the old key with 422) get a new key.
 *
 * @param newKey how keys are made (default {@link newIdempotencyKey})
 */
export function createIdempotencyKeys(newKey: () => string = newIdempotencyKey): IdempotencyKeys {
  let last: { body: string; key: string } | undefined;
  return {
    keyFor(body) {
      if (last?.body !== body) last = { body, key: newKey() };
      return last.key;
    },
    succeeded() {
      last = undefined;
    },
  };
}

/**
 * The chat session a contact form links its lead to (`chatSessionId`, decision 003) and its token: this tab's
 * chat (`@northline/chat-widget/session`) when a conversation exists and the id is one the API accepts, else
 * undefined. The API keeps the link only with the token, sent by {@link chatSessionHeaders}.
 */
export function chatSessionForLead(): ChatSessionCredentials | undefined {
  if (!hasChatConversation()) return undefined;
  const session = getChatSession();
  const id = session?.sessionId;
  return session && id && id.length <= SESSION_ID_MAX_LENGTH && SESSION_ID_PATTERN.test(id)
    ? session
    : undefined;
}

/**
 * The request headers that prove this browser holds its chat session: `{ 'x-session-token': token }` when the
 * lead is linked to the chat ({@link chatSessionForLead}), else `{}`.
 */
export function chatSessionHeaders(): Record<string, string> {
  const session = chatSessionForLead();
  return session ? { [SESSION_TOKEN_HEADER]: session.sessionToken } : {};
}

/** The lead-capture fields of a JSON submission (`leadCaptureShape` of @northline/schemas). */
export interface LeadExtras {
  /** The honeypot's value ('' for people). */
  website: string;
  formToken?: string;
  attribution?: Attribution;
  chatSessionId?: string;
}

/**
 * The lead-capture fields a form adds to its values (decision 003). Fields without a value are left out; the
 * honeypot's value is cut to the API's limit, so an autofilled honeypot marks the lead as spam rather than losing it.
 *
 * @param options the honeypot's value, the form token, and whether to link the chat session (contact forms)
 */
export function leadExtras(options: {
  honeypot: string;
  formToken: string | undefined;
  withChatSession: boolean;
}): LeadExtras {
  const extras: LeadExtras = { website: options.honeypot.slice(0, FORM_TOKEN_MAX_LENGTH) };
  if (options.formToken) extras.formToken = options.formToken;
  const attribution = readAttribution();
  if (attribution) extras.attribution = attribution;
  const chatSession = options.withChatSession ? chatSessionForLead() : undefined;
  if (chatSession) extras.chatSessionId = chatSession.sessionId;
  return extras;
}
