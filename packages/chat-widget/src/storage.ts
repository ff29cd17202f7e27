import type { ChatWidgetMessage, LeadQuality } from './types.ts';

/**
 * sessionStorage key of the chat's session id (a string such as `chat-1736600000000-k3j9x0qa2b`). The site's
 * contact forms read it (through {@link getChatSessionId}) to prefill what the visitor told the chat.
 */
export const CHAT_SESSION_ID_KEY = 'northline-chat:session-id';

/** sessionStorage key of the conversation (JSON, see {@link PersistedChatState}): it survives page navigation. */
export const CHAT_STATE_KEY = 'northline-chat:state';

/** What the widget keeps in sessionStorage so the conversation survives navigation within the tab's session. */
export interface PersistedChatState {
  /** Format version; another version is ignored. */
  version: 1;
  sessionId: string;
  messages: ChatWidgetMessage[];
  leadQuality: LeadQuality;
  interestedServices: string[];
  /** Whether the card was open. */
  open: boolean;
  /** Whether the visitor chose 'Continue Conversation'. */
  panelDismissed: boolean;
  /** Whether the visitor gave an email in the contact panel (the details themselves are not kept here). */
  emailCaptured: boolean;
}

/** The tab's sessionStorage, or null where it is missing or refused (private modes, sandboxed frames, SSR). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The chat session id of this browser tab's session, or null when the visitor has not opened the chat.
 * Treat it as a secret of the visitor (the API's prefill and transcript are keyed by it).
 */
export function getChatSessionId(): string | null {
  try {
    return storage()?.getItem(CHAT_SESSION_ID_KEY) || null;
  } catch {
    return null;
  }
}

const QUALITIES: readonly string[] = ['cold', 'warm', 'hot'];

function isMessage(value: unknown): value is ChatWidgetMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    (message.role === 'user' || message.role === 'assistant') &&
    typeof message.content === 'string' &&
    typeof message.timestamp === 'string'
  );
}

/** The stored conversation, or null when there is none or it is unreadable (then the widget starts afresh). */
export function loadChatState(): PersistedChatState | null {
  try {
    const raw = storage()?.getItem(CHAT_STATE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PersistedChatState>;
    if (
      value.version !== 1 ||
      typeof value.sessionId !== 'string' ||
      !Array.isArray(value.messages) ||
      !value.messages.every(isMessage) ||
      !QUALITIES.includes(String(value.leadQuality)) ||
      !Array.isArray(value.interestedServices) ||
      !value.interestedServices.every((service) => typeof service === 'string')
    ) {
      return null;
    }
    return {
      version: 1,
      sessionId: value.sessionId,
      messages: value.messages,
      leadQuality: value.leadQuality as LeadQuality,
      interestedServices: value.interestedServices,
      open: value.open === true,
      panelDismissed: value.panelDismissed === true,
      emailCaptured: value.emailCaptured === true,
    };
  } catch {
    return null;
  }
}

/** Stores the conversation and the session id; a full or refused storage is ignored (the chat still works). */
export function saveChatState(state: PersistedChatState): void {
  try {
    const store = storage();
    store?.setItem(CHAT_STATE_KEY, JSON.stringify(state));
    store?.setItem(CHAT_SESSION_ID_KEY, state.sessionId);
  } catch {
    // Quota or privacy settings: the conversation then lasts as long as the page.
  }
}
