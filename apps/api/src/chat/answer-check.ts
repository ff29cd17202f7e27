/**
 * Whether a reply answered the question it was given, whichever engine wrote it: a reply can read like an answer and
 * still miss, and such a turn is recorded as unanswered like a deflected one (conversations/unanswered.ts), so the
 * content team sees it. Two checks, on a turn that asks something:
 *
 * - **low-retrieval-score**: a reply the model wrote from the passages retrieved for the turn (retrieval.ts),
 *   when those passages hold less than {@link RETRIEVAL_FLOOR} of the question (retrieval.ts `coverage`: the
 *   question's words weighted by how rare they are in the catalogue): no page of ours speaks to what was asked,
 *   whatever the model made of it. The built-in engine answers from its own rules, not from retrieved passages,
 *   and says itself when nothing in the catalogue answers (`no-answer`).
 * - **service-mismatch**: the question is about a subject (topics.ts, the field's general vocabulary) and the
 *   reply is about one or two of our services, none of which answers that subject (a question about a backup
 *   internet link answered with the data backup service).
 *
 * Pure and deterministic, no I/O; the result is a fixed word, safe to log.
 */
import type { UnansweredReason } from '@northline/schemas';
import type { EngineReply } from './engine.ts';
import { contentIndex } from './retrieval.ts';
import { servicesAnswering, servicesOfReply, topicsOf } from './topics.ts';

/**
 * The least share of a question the retrieved passages must hold (retrieval.ts `coverage`, 0 to 1) for the
 * catalogue to count as speaking to it. Set on the table of test/chat/answer-check.test.ts.
 */
export const RETRIEVAL_FLOOR = 0.4;

/** A reply about more services than this is an overview of what we do, not an answer about one service. */
const MOST_SERVICES_OF_AN_ANSWER = 2;

/** Whether a message asks something: it ends with '?' or opens like a question. */
export function asksSomething(message: string): boolean {
  return (
    /\?\s*$/.test(message) ||
    /^(?:who|what|when|where|why|how|which|can|could|do|does|did|is|are|will|would|should|may)\b/i.test(
      message.trim(),
    )
  );
}

/**
 * Whether the reply is about services none of which answers the question's subject.
 *
 * @param question the visitor's message
 * @param reply the reply's text and the paths of the pages it cites
 */
export function isServiceMismatch(
  question: string,
  reply: { response: string; citedPaths: readonly string[] },
): boolean {
  const topics = topicsOf(question);
  if (topics.length === 0) return false;
  const about = servicesOfReply(reply.response, reply.citedPaths);
  if (about.size === 0 || about.size > MOST_SERVICES_OF_AN_ANSWER) return false;
  const answering = servicesAnswering(topics);
  return ![...about].some((service) => answering.has(service));
}

/**
 * Why the turn counts as unanswered, or undefined when it was answered: the engine's own `unanswered` when it gave
 * one, else `service-mismatch`, or `low-retrieval-score` for a model's reply, for a question (see the module's
 * comment). An emergency, an injection attempt and a message that asks nothing are never judged.
 *
 * @param question the visitor's message
 * @param reply the engine's reply
 */
export function unansweredReasonOf(
  question: string,
  reply: Pick<
    EngineReply,
    'response' | 'citations' | 'unanswered' | 'emergency' | 'injection' | 'engine' | 'fallback'
  >,
): UnansweredReason | undefined {
  if (reply.emergency || reply.injection) return undefined;
  if (reply.unanswered) return reply.unanswered;
  if (!asksSomething(question)) return undefined;
  const citedPaths = (reply.citations ?? []).map((citation) => citation.path);
  if (isServiceMismatch(question, { response: reply.response, citedPaths })) return 'service-mismatch';
  const fromPassages = reply.engine === 'openai' && !reply.fallback;
  if (fromPassages && contentIndex().coverage(question) < RETRIEVAL_FLOOR) return 'low-retrieval-score';
  return undefined;
}
