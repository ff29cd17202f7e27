/**
 * The chat's session id in sessionStorage, without the widget: the `@northline/chat-widget/session` entry, so a
 * page (the site's contact forms) can read it without loading the widget's code or styles.
 */

/**
 * sessionStorage key of the chat's session id (a string such as `chat-1736600000000-k3j9x0qa2b`). The site's
 * contact forms read it (through {@link getChatSessionId}) to prefill what the visitor told the chat.
 */
export const CHAT_SESSION_ID_KEY = 'northline-chat:session-id';

/**
 * sessionStorage key of the chat session's token: the secret `POST /api/sessions` issued with
 * the id. Every call that reads or writes the session sends it as the `X-Session-Token` header.
 */
export const CHAT_SESSION_TOKEN_KEY = 'northline-chat:session-token';

/** sessionStorage key of the conversation (JSON, see {@link PersistedChatState}): it survives page navigation. */
export const CHAT_STATE_KEY = 'northline-chat:state';

/** @internal The tab's sessionStorage, or null where it is missing or refused (private modes, sandboxed frames, SSR). */
export function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The chat session id of this browser tab's session (key {@link CHAT_SESSION_ID_KEY}), or null when the visitor
 * has not chatted yet. The id alone opens nothing (the API also wants the token, {@link getChatSession}).
 */
export function getChatSessionId(): string | null {
  try {
    return storage()?.getItem(CHAT_SESSION_ID_KEY) || null;
  } catch {
    return null;
  }
}

/** A chat session the API issued: its id and the token that proves this browser holds it. */
export interface ChatSessionCredentials {
  sessionId: string;
  sessionToken: string;
}

/**
 * This tab's chat session and its token (keys {@link CHAT_SESSION_ID_KEY}, {@link CHAT_SESSION_TOKEN_KEY}), or
 * null when the visitor has not chatted. The contact forms send both to prefill and to link the lead to the chat;
 * the API answers 404 to the id without its token.
 */
export function getChatSession(): ChatSessionCredentials | null {
  try {
    const store = storage();
    const sessionId = store?.getItem(CHAT_SESSION_ID_KEY);
    const sessionToken = store?.getItem(CHAT_SESSION_TOKEN_KEY);
    return sessionId && sessionToken ? { sessionId, sessionToken } : null;
  } catch {
    return null;
  }
}

/** Whether this tab already holds a conversation (a host may then load the widget at once rather than on a click). */
export function hasChatConversation(): boolean {
  try {
    return Boolean(storage()?.getItem(CHAT_STATE_KEY));
  } catch {
    return false;
  }
}
