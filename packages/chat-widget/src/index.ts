/**
 * @northline/chat-widget: the Northline IT chat assistant (specification §2 "Chat widget", §4, §5, §7, §8, §9).
 *
 * - {@link ChatWidget}: the React component (styles: `@northline/chat-widget/style.css`).
 * - {@link createChatWidget}: mounts it on any page (the script-tag bundle `chat-widget.iife.js` uses it).
 * - {@link CHAT_THEME_PROPERTIES}: the CSS custom properties a host sets to theme it.
 * - {@link getChatSession}: the chat's server-issued session id and token in sessionStorage (the contact forms'
 *   prefill and lead link).
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
export type { ChatHostEvents, ChatHostListener, NorthlineChatApi } from './host-api.ts';
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
export {
  CHAT_THEME_PROPERTIES,
  type ChatContrastPair,
  type ChatThemeColors,
  chatThemeContrastPairs,
  contrastRatio,
  darkChatThemeExample,
  defaultChatTheme,
} from './theme.ts';
export type {
  ChatAttribution,
  ChatLeadEvent,
  ChatReply,
  ChatWidgetControls,
  ChatWidgetError,
  ChatWidgetMessage,
  ChatWidgetTexts,
  LeadQuality,
  VisitorDetails,
} from './types.ts';
export { CHAT_SESSION_PREFIX } from './use-chat.ts';
