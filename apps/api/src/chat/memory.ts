/**
 * The conversation's memory: which facts about the visitor the conversation already holds (team size, industry,
 * city, name, need, e-mail, phone) and which of them a reply asks for. A reply never asks for a fact the visitor
 * already gave (the built-in engine's closing question skips known facts; the OpenAI engine is told what is known
 * in its turn note; the evaluation suite checks every reply of both). Pure and deterministic.
 */
import type { ConversationState } from './conversation.ts';

/** A fact about the visitor a reply may ask for. `need` is what they want help with (a problem or a service). */
export type VisitorFact = 'size' | 'industry' | 'city' | 'name' | 'need' | 'email' | 'phone';

/** Every {@link VisitorFact}, in the order the suite reports them. */
export const VISITOR_FACTS: readonly VisitorFact[] = [
  'size',
  'industry',
  'city',
  'name',
  'need',
  'email',
  'phone',
];

/**
 * The phrasings that ask for each fact, matched on one question sentence (lower case). Written for both engines:
 * the built-in engine's questions (content `assistantReplies.questions`) and a model's usual ways of asking.
 */
const ASKS: Readonly<Record<VisitorFact, RegExp>> = {
  size: /\bhow many (?:\w+ )?(?:employees|people|staff|users|providers|lawyers|agents|seats|computers and users|workers|team members)\b|\b(?:size of your|how (?:big|large) is your) (?:team|business|company|firm|practice|office|organi[sz]ation)\b|\bheadcount\b|\bteam size\b/,
  industry:
    /\bwhat (?:industry|sector|line of business|kind of business|type of business)\b|\bwhich (?:industry|sector)\b|\bwhat does your (?:business|company|firm) do\b/,
  city: /\bwhere (?:is|are) (?:your|you) (?:office|offices|business|company|located|based)\b|\bwhere are you (?:located|based)\b|\b(?:which|what) (?:city|area|part of the gta|town)\b/,
  name: /\b(?:what(?:'s| is) your name|may i (?:have|get|ask) your name|(?:who|whom) am i (?:speaking|chatting|talking) (?:to|with)|your (?:first |full )?name\b)/,
  need: /\b(?:biggest|main|most pressing) it (?:challenge|problem|issue|headache)\b|\bwhat (?:can i|can we) help (?:you )?with\b|\bwhat brings you\b|\bwhat (?:do you|are you looking to) need help with\b|\bwhat (?:it )?(?:challenges?|problems?|issues?) (?:is|are) your business\b|\bwhat (?:it )?(?:challenge|problem)s? can (?:i|we) help\b/,
  email: /\be-?mail(?: address)?\b/,
  phone:
    /\bphone number\b|\b(?:best|good) number\b|\bnumber (?:to|where we can|we can) (?:reach|call) you\b|\byour (?:phone|cell|mobile)\b/,
};

/** Question sentences that offer or inform rather than ask for a detail ('would you like a consultant to follow up by email?'). */
const NOT_ASKING =
  /\bwould you like (?:a|one of our|our) (?:consultant|specialist|engineer)s? to (?:follow up|contact you)\b|\bwould you like (?:me|us) to (?:e-?mail|send)\b/;

/**
 * The facts a reply asks the visitor for, read from its question sentences only (a sentence ending in '?').
 *
 * @param reply the assistant's reply
 * @returns the facts asked for, in {@link VISITOR_FACTS} order
 */
export function factsAskedFor(reply: string): VisitorFact[] {
  const questions = reply
    .replace(/\b([ap])\.m\./gi, '$1m')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => sentence.trim().endsWith('?'))
    .map((sentence) => sentence.toLowerCase())
    .filter((sentence) => !NOT_ASKING.test(sentence));
  return VISITOR_FACTS.filter((fact) => questions.some((question) => ASKS[fact].test(question)));
}

/**
 * The facts the conversation holds after the visitor's latest message: stated in the chat, or on file from the
 * contact panel (name, e-mail, phone). The need is known once the visitor described a problem, named a service or
 * a compliance requirement, reported an emergency, or said they are replacing their IT provider or have none.
 *
 * @param state the turn's analysis (conversation.ts)
 */
export function factsKnown(state: ConversationState): Set<VisitorFact> {
  const known = new Set<VisitorFact>();
  const info = state.visitorInfo;
  if (state.details.employees !== undefined) known.add('size');
  if (state.industry !== undefined) known.add('industry');
  if (state.area !== undefined) known.add('city');
  if (info.name?.trim()) known.add('name');
  if (info.email?.trim()) known.add('email');
  if (info.phone?.trim()) known.add('phone');
  const needs = state.counted.some(
    (analysis) =>
      analysis.painPoint ||
      analysis.switching ||
      analysis.services.length > 0 ||
      analysis.emergency ||
      analysis.compliance.length > 0 ||
      analysis.complianceGeneral,
  );
  if (needs || state.input.interestedServices.length > 0) known.add('need');
  return known;
}

/**
 * The facts a reply asks for that the conversation already holds: what a reply must never do.
 *
 * @param reply the assistant's reply
 * @param known the facts already given ({@link factsKnown}, or a caller's own record)
 */
export function reaskedFacts(reply: string, known: ReadonlySet<VisitorFact>): VisitorFact[] {
  return factsAskedFor(reply).filter((fact) => known.has(fact));
}
