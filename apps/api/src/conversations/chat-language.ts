/**
 * The language of a chat turn, decided once before the engine runs (docs/decisions/096-french-in-french-out.md):
 * French in, French out, at least honestly. A turn in French is answered with a short French reply of
 * `@northline/content` (`frenchReplies`: thanks, we continue in French by e-mail or phone, with the office's
 * address and number, or with a consultant), whichever engine the app runs; every other language is answered in
 * English by the engine. The conversation keeps its mechanics: the built-in engine still reads the French message
 * for the lead quality, the contact details and the services, and a request for a person still hands the chat over.
 */
import { frenchReplies } from '@northline/content';
import type { ChatMessage as ChatMessageData } from '@northline/schemas';
import { type ChatEngine, createBuiltinEngine } from '../chat/index.ts';
import { conversationLanguage, detectLanguage, type VisitorLanguage } from '../chat/language.ts';

export type { VisitorLanguage } from '../chat/language.ts';

/** A turn's language and what the reply in it needs. */
export interface TurnLanguage {
  /** The language the conversation continues in (chat/language.ts `conversationLanguage`). */
  language: VisitorLanguage;
  /** An earlier visitor message of the conversation was French: the French reply is the shorter one. */
  frenchBefore: boolean;
}

/**
 * The language of a visitor's message in its conversation: that of the latest visitor message that tells, the new
 * one first; English when none does.
 *
 * @param history the conversation's earlier messages, oldest first (the stored transcript)
 */
export function turnLanguage(message: string, history: readonly ChatMessageData[]): TurnLanguage {
  const earlier = history.filter((entry) => entry.role === 'user').map((entry) => entry.content);
  const language = conversationLanguage(message, earlier);
  return {
    language,
    frenchBefore: language === 'fr' && earlier.some((line) => detectLanguage(line) === 'fr'),
  };
}

/** The built-in engine: what reads a French turn (pure, no model call). */
const builtin = createBuiltinEngine();

/**
 * The engine that reads the turn: the app's own for English; for French the built-in engine, whose lead quality,
 * contact details and services the turn keeps while its English text gives way to the French reply, so no model is
 * paid for a text nobody reads.
 */
export function engineFor(turn: TurnLanguage, engine: ChatEngine): ChatEngine {
  return turn.language === 'fr' ? builtin : engine;
}

/**
 * What the assistant says in the turn's language: the engine's text in English; in French the French reply
 * (`frenchReplies.first`, or `again` after an earlier French message), with the urgent line first when the visitor
 * reported an incident, followed then by the engine's urgent advice in English (the 24/7 line stays in the reply).
 */
export function answerIn(turn: TurnLanguage, reply: { response: string; emergency: boolean }): string {
  if (turn.language !== 'fr') return reply.response;
  const french = frenchAnswer(turn);
  return reply.emergency ? `${frenchReplies.emergency}\n\n${french}\n\n${reply.response}` : french;
}

/** The French reply of a French turn: `frenchReplies.first`, or `again` after an earlier French message. */
export function frenchAnswer(turn: TurnLanguage): string {
  return turn.frenchBefore ? frenchReplies.again : frenchReplies.first;
}

/**
 * The answer to a request for a person in the turn's language: what happens next (the hand-off's expectation, in
 * English), after a French line for a French conversation.
 */
export function handoffAnswerIn(turn: TurnLanguage, expectation: string): string {
  return turn.language === 'fr' ? `${frenchReplies.handoff}\n\n${expectation}` : expectation;
}
