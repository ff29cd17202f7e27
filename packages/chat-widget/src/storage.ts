import type { HandoffStatus } from '@northline/schemas';
import { toCitations, toHandoffStatus } from './client.ts';
import { CHAT_SESSION_ID_KEY, CHAT_SESSION_TOKEN_KEY, CHAT_STATE_KEY, storage } from './session.ts';
import type { ConversationMessage, LeadQuality } from './types.ts';

export {
  CHAT_SESSION_ID_KEY,
  CHAT_SESSION_TOKEN_KEY,
  CHAT_STATE_KEY,
  getChatSession,
  getChatSessionId,
  hasChatConversation,
} from './session.ts';

/** What the widget keeps in sessionStorage so the conversation survives navigation within the tab's session. */
export interface PersistedChatState {
  /** Format version; another version is ignored (version 1 held client-made ids, which the API now refuses). */
  version: 2;
  /** The server-issued session, null until the first message starts it. */
  sessionId: string | null;
  sessionToken: string | null;
  messages: ConversationMessage[];
  leadQuality: LeadQuality;
  interestedServices: string[];
  /** Whether the card was open. */
  open: boolean;
  /** Whether the visitor chose 'Continue Conversation'. */
  panelDismissed: boolean;
  /** Whether the visitor gave an email in the contact panel (the details themselves are not kept here). */
  emailCaptured: boolean;
  /** Where the live hand-off stands (null: with the assistant); absent in states stored before it existed. */
  handoff?: HandoffStatus | null;
  /** The id of the last live event shown: the event stream resumes after it. */
  lastEventId?: string | null;
  /** Whether the booking of the free IT assessment is on offer (the slots show again after navigation). */
  meetingOffered?: boolean;
}

const QUALITIES: readonly string[] = ['cold', 'warm', 'hot'];

const ROLES: readonly string[] = ['user', 'assistant', 'consultant', 'system'];

function isMessage(value: unknown): value is ConversationMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    ROLES.includes(String(message.role)) &&
    typeof message.content === 'string' &&
    typeof message.timestamp === 'string' &&
    (message.id === undefined || typeof message.id === 'string') &&
    (message.authorName === undefined || typeof message.authorName === 'string') &&
    (message.citations === undefined || Array.isArray(message.citations))
  );
}

/** A stored message with only the citations the widget can show (none: the field left out). */
function withValidCitations(message: ConversationMessage): ConversationMessage {
  if (message.citations === undefined) return message;
  const { citations, ...rest } = message;
  const valid = toCitations(citations);
  return valid.length > 0 ? { ...rest, citations: valid } : rest;
}

/** A stored hand-off status, or null when there is none or it does not have the contract's shape. */
function storedHandoff(value: unknown): HandoffStatus | null {
  if (value === null || value === undefined) return null;
  try {
    return toHandoffStatus(value);
  } catch {
    return null;
  }
}

/** The stored conversation, or null when there is none or it is unreadable (then the widget starts afresh). */
export function loadChatState(): PersistedChatState | null {
  try {
    const raw = storage()?.getItem(CHAT_STATE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PersistedChatState>;
    if (
      value.version !== 2 ||
      (value.sessionId !== null && typeof value.sessionId !== 'string') ||
      (value.sessionToken !== null && typeof value.sessionToken !== 'string') ||
      !Array.isArray(value.messages) ||
      !value.messages.every(isMessage) ||
      !QUALITIES.includes(String(value.leadQuality)) ||
      !Array.isArray(value.interestedServices) ||
      !value.interestedServices.every((service) => typeof service === 'string')
    ) {
      return null;
    }
    const hasSession = typeof value.sessionId === 'string' && typeof value.sessionToken === 'string';
    return {
      version: 2,
      sessionId: hasSession ? (value.sessionId ?? null) : null,
      sessionToken: hasSession ? (value.sessionToken ?? null) : null,
      messages: value.messages.map(withValidCitations),
      leadQuality: value.leadQuality as LeadQuality,
      interestedServices: value.interestedServices,
      open: value.open === true,
      panelDismissed: value.panelDismissed === true,
      emailCaptured: value.emailCaptured === true,
      handoff: storedHandoff(value.handoff),
      lastEventId:
        typeof value.lastEventId === 'string' && /^\d{1,19}$/.test(value.lastEventId)
          ? value.lastEventId
          : null,
      meetingOffered: value.meetingOffered === true,
    };
  } catch {
    return null;
  }
}

/**
 * Stores the conversation and the session's id and token (also under their own keys, for the contact forms); a
 * full or refused storage is ignored (the chat still works).
 */
export function saveChatState(state: PersistedChatState): void {
  try {
    const store = storage();
    store?.setItem(CHAT_STATE_KEY, JSON.stringify(state));
    if (state.sessionId && state.sessionToken) {
      store?.setItem(CHAT_SESSION_ID_KEY, state.sessionId);
      store?.setItem(CHAT_SESSION_TOKEN_KEY, state.sessionToken);
    } else {
      store?.removeItem(CHAT_SESSION_ID_KEY);
      store?.removeItem(CHAT_SESSION_TOKEN_KEY);
    }
  } catch {
    // Quota or privacy settings: the conversation then lasts as long as the page.
  }
}
