import { CHAT_SESSION_ID_KEY, CHAT_STATE_KEY, storage } from './session.ts';
import type { ChatWidgetMessage, LeadQuality } from './types.ts';

export { CHAT_SESSION_ID_KEY, CHAT_STATE_KEY, getChatSessionId, hasChatConversation } from './session.ts';

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
