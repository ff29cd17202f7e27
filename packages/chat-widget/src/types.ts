/**
 * The public shapes of the chat widget (specification §3 "Chat message", "Visitor info", "Chat reply"; §4).
 * The wire shapes are `@northline/schemas`' own interfaces and the texts are `@northline/content`'s, imported
 * here under the names partners use; the build inlines them into the published declarations (decision 017),
 * so those packages, private, are needed neither at run time nor for the types.
 */
import type { Attribution, ChatCitation, ChatMessage, LeadQuality, VisitorInfo } from '@northline/schemas';

export type { ChatWidgetTexts } from '@northline/content/widget-texts';
// Published under the schemas' own names, with their TSDoc.
export type { ChatCitation, ChatReply, LeadQuality } from '@northline/schemas';

/** One message of the conversation (§3 "Chat message"): role (`user` or `assistant`), content, ISO 8601 timestamp. */
export type ChatWidgetMessage = ChatMessage;

/**
 * One line of the conversation as the widget shows and stores it: a {@link ChatWidgetMessage}, a consultant's
 * message (with their first name) or a system line of the live hand-off ('Sam joined the chat').
 */
export interface ConversationMessage {
  role: ChatMessage['role'] | 'consultant' | 'system';
  content: string;
  /** ISO 8601 time it was added. */
  timestamp: string;
  /** The stored message's id, once the live event stream named it: each id is shown once. */
  id?: string;
  /** The consultant's first name on `consultant` messages. */
  authorName?: string;
  /** The pages an assistant answer comes from, shown as links under it. */
  citations?: ChatCitation[];
  /**
   * A visitor message's `Idempotency-Key` while it is on its way or was not delivered: sending it again with the
   * same key never stores it twice.
   */
  idempotencyKey?: string;
  /** A visitor message the API did not take (`failed`), or one being sent again (`retrying`). */
  delivery?: 'failed' | 'retrying';
  /** Why it was not delivered, in the API's words, when the API refused it (a limit's 429). */
  failure?: string;
}

/** The contact details the visitor left in the contact-capture panel (§3 "Visitor info"; all optional, §5). */
export type VisitorDetails = VisitorInfo;

/**
 * Where the visitor came from (first-touch attribution), sent with each message as `attribution`; the
 * API keeps it with the chat session. Every field is optional text (landing page up to 500 characters, referrer
 * host up to 253, the others up to 200).
 */
export type ChatAttribution = Attribution;

/** A failed send, as `onError` receives it (§8). */
export interface ChatWidgetError {
  /** The notice's title ('Error'). */
  title: string;
  /** The notice's text: 'Sorry, I'm having trouble responding. Please call {phone} for immediate assistance.' */
  description: string;
  /**
   * What went wrong: for a non-OK answer an `Error` named `ChatRequestError` whose numeric `status` is the HTTP
   * status (409, 429, 503...); a `TypeError` for a network failure.
   */
  cause: unknown;
}

/**
 * What `onLead` (React) and `on('lead', …)` (script tag) receive when the visitor shares an email address or a
 * phone number in the chat (in a message or the contact panel), once the API has stored it. It names which kinds
 * were shared, never the values: the details stay between the visitor and the API (PIPEDA), not in the host
 * page's analytics.
 */
export interface ChatLeadEvent {
  /** The chat session the details belong to (the API issued it). */
  sessionId: string;
  /** The kinds shared for the first time in this page view: `email`, `phone` or both. */
  shared: ('email' | 'phone')[];
  /** The lead quality after that message. */
  leadQuality: LeadQuality;
}

/** Imperative control of a mounted widget (`ref` of `ChatWidget`, `createChatWidget`'s handle, `window.NorthlineChat`). */
export interface ChatWidgetControls {
  /** Opens the chat card (the greeting appears on the first open). Focus moves into the input. */
  open(): void;
  /** Closes it (ending the session on the API when more than the greeting exists). */
  close(): void;
  /** Opens when closed, closes when open. */
  toggle(): void;
  /**
   * Prefills the contact panel's fields with what the host page knows of the visitor (a signed-in customer).
   * Nothing is sent: the details reach the API only if the visitor submits the panel. Fields left out keep
   * their value; an empty string clears one.
   */
  identify(details: VisitorDetails): void;
}
