/**
 * The chat assistant's engine behind one small interface ("The engine behind one small interface
 * with two implementations"): the built-in consultant (builtin-engine.ts, the default, no key needed) and the
 * OpenAI engine (openai-engine.ts), usually wrapped by the fallback engine (fallback-engine.ts) so a failing or
 * slow model is answered by the built-in one. Specification §3 (chat message, visitor info, chat reply), §4
 * (lead quality), §7 (`POST /api/chat`).
 *
 * What stays with the caller (the API's chat service): validating the request (`chatRequestSchema`, which
 * bounds the message to `MAX_CHAT_MESSAGE_LENGTH`), loading and storing the session, enforcing
 * `MAX_MESSAGES_PER_SESSION`, appending both messages with their timestamps, and storing `firedRules` whenever
 * `leadQuality` changes. Engines keep no state between calls and never log message text or visitor details.
 */
import type { ChatAction, ChatMessage, LeadQuality, UnansweredReason, VisitorInfo } from '@northline/schemas';
import type { PageCitation } from './passages.ts';
import type { FiredRule } from './scoring.ts';

export type { FiredRule } from './scoring.ts';

/** Which implementation wrote a reply. */
export type EngineName = 'builtin' | 'openai';

/** One turn to answer: the new message and the session as the API holds it. */
export interface EngineInput {
  /** The visitor's new message, trimmed and validated (1 to `MAX_CHAT_MESSAGE_LENGTH` characters). */
  message: string;
  /**
   * The session's earlier messages, oldest first, without `message`, the greeting included when the API
   * stores it. Must come from the API's store, never from the client: an engine trusts assistant messages here
   * as its own.
   */
  history: readonly ChatMessage[];
  /** Visitor info held for the session (contact panel, demo page, earlier replies); may be empty. */
  visitorInfo: VisitorInfo;
  /** The session's lead quality so far ('cold' for a new session, §4). */
  leadQuality: LeadQuality;
  /** Services of interest noted so far (labels such as 'Cybersecurity'; ids are accepted too). */
  interestedServices: readonly string[];
}

/** Per-call options. */
export interface EngineOptions {
  /** Aborts the call (the visitor went away); the promise then rejects with the signal's reason. */
  signal?: AbortSignal;
  /**
   * Receives the reply as it is written, in pieces. A preview only: the returned `response` is authoritative
   * (the built-in engine sends it in one piece; the OpenAI engine sends the model's deltas).
   */
  onToken?: (text: string) => void;
  /**
   * Called when pieces already sent to `onToken` are void (the model failed mid-reply or stated a claim the
   * catalogue does not back, and the built-in engine answers instead, or an answer was replaced because it would
   * have leaked instructions). Discard them.
   */
  onReset?: () => void;
  /**
   * Whom a model call is counted against in the model budget (budget-engine.ts): the visitor session id. Held in
   * memory for the day only; never sent to the model, never logged.
   */
  visitor?: string;
}

/**
 * Why the fallback engine answered instead of the primary one: it took too long, it failed, or its reply stated a
 * price, discount or guarantee the catalogue does not back. Stored in `chat_message.fallback_reason`.
 */
export type FallbackReason = 'timeout' | 'error' | 'unverified-claim';

/** One turn's answer and the session's updated state. */
export interface EngineReply {
  /** What the assistant says (plain text, at most `MAX_CHAT_REPLY_LENGTH` characters). */
  response: string;
  /** The session's new lead quality; never lower than the input's. */
  leadQuality: LeadQuality;
  /** True when `leadQuality` differs from the input's: store `firedRules` with the change. */
  leadQualityChanged: boolean;
  /** Services of interest: the input's plus those this turn revealed, as display labels (§2 tag strip). */
  interestedServices: string[];
  /** The input's visitor info with empty fields filled from what the visitor typed. */
  visitorInfo: VisitorInfo;
  /** Employees the visitor stated in the conversation (visitor info has no field for it). */
  employees?: number;
  /** The scoring rules behind `leadQuality` (scoring.ts), for the visitor's right to an explanation. */
  firedRules: FiredRule[];
  /** True when this turn reported an active incident (the reply gave the emergency line). */
  emergency: boolean;
  /** True when the message was screened as a prompt-injection attempt (injection.ts). */
  injection: boolean;
  /** The implementation that wrote `response`. */
  engine: EngineName;
  /**
   * What the client may offer beside the text, from the server's intent detection (conversation.ts
   * `meetingActionOf`), never from a model: `offer-meeting` when the visitor asked for the meeting.
   */
  action?: ChatAction;
  /** Present when the fallback engine answered because the primary one failed. */
  fallback?: { from: EngineName; reason: FallbackReason };
  /**
   * The pages the answer comes from (path and title), when it states catalogue facts: the built-in engine's from
   * the facts it used, the model's only those of the passages it was given for the turn (citations.ts).
   */
  citations?: PageCitation[];
  /** Citations of the model that named no passage given for the turn and were dropped (a count, safe to log). */
  droppedCitations?: number;
  /**
   * Set when the assistant did not answer the question: `out-of-scope` (outside business IT) or `no-answer` (no
   * fact or page answers it). The API records the question, without contact details, for the content team.
   */
  unanswered?: UnansweredReason;
}

/** A chat engine: answers one turn. Implementations keep no per-session state. */
export interface ChatEngine {
  /** The implementation's name (the primary's for the fallback engine). */
  readonly name: EngineName;
  /**
   * Answers one turn.
   *
   * @throws the signal's reason when `options.signal` aborts; the OpenAI engine also throws when the model
   *   fails (the fallback engine turns that into a built-in reply)
   */
  reply(input: EngineInput, options?: EngineOptions): Promise<EngineReply>;
}
