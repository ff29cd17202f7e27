/**
 * @northline/chat-widget: the Northline IT chat assistant (specification §2 "Chat widget", §4, §5, §7, §8, §9).
 *
 * One entry point, as embeddable chat SDKs document theirs:
 * - {@link createChatWidget}: mounts the widget on any page and returns its handle (the script-tag bundle uses it);
 * - {@link ChatWidget}: the same widget as a React component (styles: `@northline/chat-widget/style.css`);
 * - the types of their options, texts, theme and the host-page API (`window.NorthlineChat`).
 *
 * The tab's chat session without the widget's code is the `@northline/chat-widget/session` entry; the closed
 * launcher alone, for loading the widget on the first click, is `@northline/chat-widget/launcher`.
 */
export { ChatWidget, type ChatWidgetProps } from './chat-widget.tsx';
export {
  type ChatWidgetHandle,
  type CreateChatWidgetOptions,
  createChatWidget,
} from './create-chat-widget.tsx';
export type { ChatHostEvents, ChatHostListener, NorthlineChatApi } from './host-api.ts';
export type { ChatWidgetTextsInput } from './texts.ts';
export type { ChatThemeColors, ChatThemeProperty } from './theme.ts';
export type {
  ChatAttribution,
  ChatLeadEvent,
  ChatWidgetControls,
  ChatWidgetError,
  ChatWidgetTexts,
  LeadQuality,
  VisitorDetails,
} from './types.ts';
