/**
 * The chat assistant's contracts (specification §3 "Chat message", "Chat session", "Visitor info", "Chat reply";
 * §4 chat widget; §5 chat; §7 `POST /api/chat` and `POST /api/chat/{sessionId}/end`).
 */
import * as z from 'zod/mini';
import { type ChatCitation, chatCitationsSchema } from './citations.ts';
import { MAX_CHAT_MESSAGE_LENGTH } from './constants.ts';
import { attributionSchema } from './lead-capture.ts';
import { type HandoffStatus, handoffStatusSchema } from './live-chat.ts';
import { DEFAULT_LEAD_QUALITY, type LeadQuality, leadQualitySchema } from './options.ts';
import { sessionIdSchema } from './session.ts';
import {
  boundedList,
  boundedText,
  isoTimestamp,
  safeString,
  textList,
  tooLong,
  trimmedLine,
} from './text.ts';

export { MAX_CHAT_MESSAGE_LENGTH } from './constants.ts';

/** Most messages (visitor and assistant together) one chat session keeps (abuse limit; not in the specification). */
export const MAX_MESSAGES_PER_SESSION = 50;

/** Longest assistant reply or stored message content, in characters. */
export const MAX_CHAT_REPLY_LENGTH = 10_000;

/** Longest accepted value of each visitor-info field, in characters (the contact forms' bounds). */
export const VISITOR_INFO_MAX = {
  name: 200,
  email: 254,
  company: 200,
  phone: 40,
} as const;

/** Who wrote a chat message (§3). */
export const CHAT_ROLES = ['user', 'assistant'] as const;

/** One of {@link CHAT_ROLES}. */
export type ChatRole = (typeof CHAT_ROLES)[number];

/** A chat role; anything else fails with 'Role must be user or assistant'. */
export const chatRoleSchema = z.enum(CHAT_ROLES, 'Role must be user or assistant');

/** One message of a conversation (§3 "Chat message"). Checked by `chatMessageSchema`. */
export interface ChatMessage {
  /** `user` for the visitor, `assistant` for the assistant (the greeting included). */
  role: ChatRole;
  content: string;
  /** ISO 8601 time the message was added. */
  timestamp: string;
  /**
   * In a stored transcript, the first name of the consultant who wrote an `assistant`-side message in a live
   * hand-off; absent for the assistant's own messages and the visitor's.
   */
  authorName?: string | undefined;
}

/**
 * A {@link ChatMessage}: role, content (at most {@link MAX_CHAT_REPLY_LENGTH} characters), ISO 8601 timestamp, and
 * a consultant's first name when a person wrote it (at most 100 characters).
 */
export const chatMessageSchema = z.object({
  role: chatRoleSchema,
  content: boundedText('Message', MAX_CHAT_REPLY_LENGTH),
  timestamp: isoTimestamp(),
  authorName: z.optional(boundedText('Author', 100)),
});

const emailPattern = z.regexes.email;

/**
 * What the visitor told the chat about themselves (§3 "Visitor info"; §5: the contact panel's fields are all
 * optional). Checked by `visitorInfoSchema`.
 */
export interface VisitorInfo {
  name?: string;
  email?: string;
  company?: string;
  phone?: string;
}

/**
 * A {@link VisitorInfo}. Every field is optional and may be an empty string; texts are trimmed. A non-empty email
 * must be a valid address ('Please enter a valid email address'); name, company and phone are one line each
 * ('<Label> must be on one line'); the chat demo sends name, company and email (§7).
 */
export const visitorInfoSchema = z.object({
  name: z.optional(trimmedLine('Name', VISITOR_INFO_MAX.name)),
  email: z.optional(
    safeString('Email', 'Please enter a valid email address').check(
      z.trim(),
      z.maxLength(VISITOR_INFO_MAX.email, tooLong('Email', VISITOR_INFO_MAX.email)),
      z.refine((value) => value === '' || emailPattern.test(value), 'Please enter a valid email address'),
    ),
  ),
  company: z.optional(trimmedLine('Company', VISITOR_INFO_MAX.company)),
  phone: z.optional(trimmedLine('Phone', VISITOR_INFO_MAX.phone)),
});

/**
 * The body of `POST /api/chat` (§7): the visitor's message, the session id and optional visitor info.
 * The message is trimmed; blank fails with 'Message cannot be empty' (§5), longer than
 * {@link MAX_CHAT_MESSAGE_LENGTH} with 'Message must be at most 2000 characters'.
 */
export const chatRequestSchema = z.object({
  message: safeString('Message', 'Message cannot be empty').check(
    z.trim(),
    z.minLength(1, 'Message cannot be empty'),
    z.maxLength(MAX_CHAT_MESSAGE_LENGTH, tooLong('Message', MAX_CHAT_MESSAGE_LENGTH)),
  ),
  sessionId: sessionIdSchema,
  visitorInfo: z.optional(visitorInfoSchema),
  /** First-touch attribution of the visitor; stored with the session's first message. */
  attribution: z.optional(attributionSchema),
});

/** See {@link chatRequestSchema}. */
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** What the chat widget and the demo page send before validation. */
export type ChatRequestInput = z.input<typeof chatRequestSchema>;

/** The kinds of {@link ChatAction}: `offer-meeting`, the widget offers the free IT assessment's free slots. */
export const CHAT_ACTION_KINDS = ['offer-meeting'] as const;

/**
 * Something the client may do beside showing the reply, decided by the server's own intent detection (never by a
 * model): `offer-meeting` when the visitor asks for a meeting or accepts the assistant's offer of the free IT
 * assessment. `prefill` carries the name and e-mail the session already holds (typed in the conversation or the
 * contact panel), so the booking form need not ask again; the reply goes only to the session's token holder.
 * A client that knows no action ignores it.
 */
export interface ChatAction {
  kind: (typeof CHAT_ACTION_KINDS)[number];
  /** What the session knows of the visitor, for the booking form. */
  prefill?: { name?: string; email?: string };
}

/** A {@link ChatAction}: its kind and the optional prefill (the visitor-info bounds). */
export const chatActionSchema = z.object({
  kind: z.enum(CHAT_ACTION_KINDS),
  prefill: z.optional(
    z.object({
      name: z.optional(boundedText('Name', VISITOR_INFO_MAX.name)),
      email: z.optional(boundedText('Email', VISITOR_INFO_MAX.email)),
    }),
  ),
});

/**
 * The answer of `POST /api/chat` and the `done` event of `POST /api/chat/stream` (§3 "Chat reply", §7).
 * Checked by `chatReplySchema`.
 */
export interface ChatReply {
  /** The assistant's answer (a fallback text when `error` is set). */
  response: string;
  /** The lead quality the widget's badge shows (§4). */
  leadQuality: LeadQuality;
  /** The services the visitor seems interested in (free text, shown as tags). */
  interestedServices: string[];
  sessionId: string;
  /** Set when the assistant failed and `response` is a fallback. */
  error?: string;
  /**
   * Where the session's hand-off to a person stands, when it is not with the assistant (or it just left it).
   * While a consultant is awaited (`waiting`) the assistant still answers, its `response` beginning "While a
   * consultant joins:"; once a consultant answers (`live`) it steps aside and `response` is empty.
   */
  handoff?: HandoffStatus;
  /**
   * What the client may offer beside the text (absent on most replies): `{ kind: 'offer-meeting' }` when the
   * visitor asked to book the free IT assessment; the chat widget then shows the free slots.
   */
  action?: ChatAction;
  /**
   * The pages the answer comes from (absent when it cites none): the widget shows each as a link under the
   * message. The server keeps only pages that were given to the assistant for this turn (a model's unsupported
   * citation is dropped before the reply is stored or sent).
   */
  citations?: ChatCitation[];
}

/** A {@link ChatReply}: texts bounded in length, at most 20 interested services, at most 3 citations. */
export const chatReplySchema = z.object({
  response: boundedText('Response', MAX_CHAT_REPLY_LENGTH),
  leadQuality: leadQualitySchema,
  interestedServices: textList('Interested services', 'Interested service', 100, 20),
  sessionId: sessionIdSchema,
  error: z.optional(boundedText('Error', 500)),
  handoff: z.optional(handoffStatusSchema),
  action: z.optional(chatActionSchema),
  citations: z.optional(chatCitationsSchema),
});

/**
 * A chat session as the API keeps it (§3 "Chat session"): its client-generated id, its transcript (at most
 * {@link MAX_MESSAGES_PER_SESSION} messages), the visitor info last sent, the current lead quality (default
 * 'cold', §4) and the services of interest so far (default none).
 */
export const chatSessionSchema = z.object({
  sessionId: sessionIdSchema,
  messages: boundedList(chatMessageSchema, 'Messages', MAX_MESSAGES_PER_SESSION),
  visitorInfo: z.optional(visitorInfoSchema),
  leadQuality: z._default(leadQualitySchema, DEFAULT_LEAD_QUALITY),
  interestedServices: z._default(textList('Interested services', 'Interested service', 100, 20), []),
});

/** See {@link chatSessionSchema}. */
export type ChatSession = z.infer<typeof chatSessionSchema>;
