/**
 * The chat turn's check of its reply and the published staff answers it may use instead (docs/decisions/095):
 * after the engine replies, {@link checkTurnAnswer} judges whether the reply answered the question
 * (chat/answer-check.ts: the engine's own `unanswered`, a service that does not answer the question's subject, too
 * little of the question in the retrieved passages). A turn that did not answer it, and whose question matches a
 * published staff answer, is answered with that answer and cites its page; any other unanswered turn keeps its
 * reply and its reason, and the chat records the question (./unanswered.ts).
 *
 * Matching is MiniSearch full-text search (as chat/retrieval.ts searches the catalogue) over the wordings the
 * answers answer: an answer is used when the words the question shares with its wording make at least
 * {@link STAFF_ANSWER_MATCH_SHARE} of the question's words and of the wording's. Published answers are read from the
 * database at most every {@link STAFF_ANSWERS_REFRESH_MS} per app (and at once after a publication on this
 * instance); an answer the fact check no longer passes (the catalogue changed) is not used. Nothing here logs the
 * question or an answer.
 */
import type { EntityManager } from '@mikro-orm/core';
import { MAX_CHAT_REPLY_LENGTH, type StaffAnswer } from '@northline/schemas';
import MiniSearch from 'minisearch';
import { unansweredReasonOf } from '../chat/answer-check.ts';
import type { EngineOptions, EngineReply } from '../chat/engine.ts';
import { indexTerm } from '../chat/retrieval.ts';
import { answerFactsHold, publishedStaffAnswers } from './staff-answers.ts';

/** The least share of the question's words, and of the answer's wording's, the two must have in common. */
export const STAFF_ANSWER_MATCH_SHARE = 0.5;

/** How long an app keeps the published answers it read before reading them again, in milliseconds. */
export const STAFF_ANSWERS_REFRESH_MS = 30_000;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
const termsOf = (text: string) => new Set(tokenize(text).flatMap((token) => indexTerm(token) ?? []));

/** The published answers the assistant may use, indexed by the wording each answers. */
export interface StaffAnswerIndex {
  /**
   * The answer whose wording best matches the question, when it shares at least {@link STAFF_ANSWER_MATCH_SHARE}
   * of the words of both; undefined otherwise.
   *
   * @param question the visitor's message
   */
  match(question: string): StaffAnswer | undefined;
}

/**
 * Indexes published answers; those the fact check refuses are left out.
 *
 * @param answers the published answers
 */
export function createStaffAnswerIndex(answers: readonly StaffAnswer[]): StaffAnswerIndex {
  const usable = answers.filter((answer) => answerFactsHold(answer.body));
  const byId = new Map(usable.map((answer) => [answer.id, answer]));
  const wordings = new Map(usable.map((answer) => [answer.id, termsOf(answer.question)]));
  const index = new MiniSearch<StaffAnswer>({
    idField: 'id',
    fields: ['question'],
    storeFields: [],
    processTerm: indexTerm,
    searchOptions: {
      combineWith: 'OR',
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
    },
  });
  index.addAll([...usable]);
  return {
    match(question) {
      const asked = termsOf(question);
      if (asked.size === 0) return undefined;
      for (const result of index.search(question)) {
        const id = String(result.id);
        const wording = wordings.get(id);
        if (!wording || wording.size === 0) continue;
        const shared = new Set(result.queryTerms);
        const held = result.terms.filter((term) => wording.has(term)).length;
        if (
          shared.size / asked.size >= STAFF_ANSWER_MATCH_SHARE &&
          held / wording.size >= STAFF_ANSWER_MATCH_SHARE
        ) {
          return byId.get(id);
        }
      }
      return undefined;
    },
  };
}

/** An app's published answers as read, and when. */
interface Cached {
  index: StaffAnswerIndex;
  readAt: number;
}

/** Each app's cached index, by its ORM configuration (one per app: tests run several apps in one process). */
const cache = new WeakMap<object, Cached>();

/** The published answers' index of the app `em` belongs to, read again when older than the refresh interval. */
async function staffAnswerIndex(em: EntityManager): Promise<StaffAnswerIndex> {
  const cached = cache.get(em.config);
  if (cached && performance.now() - cached.readAt < STAFF_ANSWERS_REFRESH_MS) return cached.index;
  const index = createStaffAnswerIndex(await publishedStaffAnswers(em.fork()));
  cache.set(em.config, { index, readAt: performance.now() });
  return index;
}

/** Forgets the app's published answers, so the next turn reads them (a publication on this instance). */
export function forgetStaffAnswers(em: EntityManager): void {
  cache.delete(em.config);
}

/**
 * The reply the turn stores: the engine's with `unanswered` set when it did not answer the question
 * (chat/answer-check.ts `unansweredReasonOf`), or, for such a turn whose question matches a published answer, that
 * answer (at most `MAX_CHAT_REPLY_LENGTH` characters, plain text) citing its page, with no `unanswered`. Everything
 * else of the engine's reply (lead quality, visitor details, action) is kept.
 *
 * @param em the request's entity manager (the published answers are read on a fork)
 * @param question the visitor's message
 * @param reply the engine's reply
 * @param options the turn's engine options when the engine streamed its reply: a replaced reply resets the stream
 *   and sends the answer
 */
export async function checkTurnAnswer(
  em: EntityManager,
  question: string,
  reply: EngineReply,
  options?: Pick<EngineOptions, 'onReset' | 'onToken'>,
): Promise<EngineReply> {
  const reason = unansweredReasonOf(question, reply);
  if (!reason) return reply;
  const answer = (await staffAnswerIndex(em)).match(question);
  if (!answer) return { ...reply, unanswered: reason };
  const { unanswered: _unanswered, droppedCitations: _dropped, ...rest } = reply;
  const response = answer.body.trim().slice(0, MAX_CHAT_REPLY_LENGTH);
  options?.onReset?.();
  options?.onToken?.(response);
  return { ...rest, response, citations: [{ path: answer.page.path, title: answer.page.title }] };
}
