/**
 * @northline/chat-widget: the Northline IT chat assistant (specification §2 "Chat widget", §4, §5, §7, §8, §9).
 *
 * - {@link ChatWidget}: the React component (styles: `@northline/chat-widget/style.css`).
 * - {@link createChatWidget}: mounts it on any page (the script-tag bundle `chat-widget.iife.js` uses it).
 * - {@link getChatSession}: the chat's server-issued session id and token in sessionStorage (the contact forms'
 *   prefill and lead link; issue 13 item 1).
 */
export { ChatWidget, type ChatWidgetProps, NOTICE_DURATION_MS } from './chat-widget.tsx';
export {
  ChatRequestError,
  type ChatTurn,
  endChatSession,
  IDEMPOTENCY_KEY_HEADER,
  type SendChatOptions,
  sendChatMessage,
  startChatSession,
} from './client.ts';
export {
  CONTACT_PANEL_MIN_MESSAGES,
  type ContactPanelState,
  shouldShowContactPanel,
} from './contact-panel.ts';
export {
  CHAT_WIDGET_TAG,
  type ChatWidgetHandle,
  type CreateChatWidgetOptions,
  createChatWidget,
} from './create-chat-widget.tsx';
export type { ChatSessionCredentials } from './session.ts';
export {
  CHAT_SESSION_ID_KEY,
  CHAT_SESSION_TOKEN_KEY,
  CHAT_STATE_KEY,
  getChatSession,
  getChatSessionId,
  hasChatConversation,
  type PersistedChatState,
} from './storage.ts';
export { type ChatWidgetTextsInput, defaultChatWidgetTexts } from './texts.ts';
export type {
  ChatAttribution,
  ChatReply,
  ChatWidgetError,
  ChatWidgetMessage,
  ChatWidgetTexts,
  LeadQuality,
  VisitorDetails,
} from './types.ts';
export { CHAT_SESSION_PREFIX } from './use-chat.ts';
