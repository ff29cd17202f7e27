/**
 * The chat's session id in sessionStorage, without the widget: the `@northline/chat-widget/session` entry, so a
 * page (the site's contact forms) can read it without loading the widget's code or styles.
 */

/**
 * sessionStorage key of the chat's session id (a string such as `chat-1736600000000-k3j9x0qa2b`). The site's
 * contact forms read it (through {@link getChatSessionId}) to prefill what the visitor told the chat.
 */
export const CHAT_SESSION_ID_KEY = 'northline-chat:session-id';

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
 * has not opened the chat. Treat it as the visitor's secret: the API's prefill and transcript are keyed by it.
 */
export function getChatSessionId(): string | null {
  try {
    return storage()?.getItem(CHAT_SESSION_ID_KEY) || null;
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
