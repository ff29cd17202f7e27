/**
 * The visitor's situation, composed for a reply to a described problem (docs/decisions/093-replies-compose-the-situation.md):
 * the problem in the visitor's own words, what it puts at stake in their industry (content `industries[].situation`),
 * the service that fixes it with why it matters to that industry (`industries[].services[].why`), the service's
 * starting price and the response time of the visitor's city, and the service's page to cite. Every sentence is
 * content's (`assistantReplies.situation`); only the quoted words are the visitor's.
 *
 * The quoted words are one clause of a visitor message, lower case, without contact details (extraction.ts
 * `withoutContactDetails`), without the visitor's name or company, without amounts, minutes, links or symbols, and
 * at most {@link MAX_QUOTED_WORDS} words. A message screened as an injection attempt is never quoted (the engine
 * refuses it before composing). Pure and deterministic; the tables are built at module load.
 */
import { assistantReplies, type RouteKey } from '@northline/content';
import type { Challenge } from '@northline/schemas';
import { CHALLENGE_SERVICES, type ConversationState } from './conversation.ts';
import { withoutContactDetails } from './extraction.ts';
import {
  type IndustryId,
  industries,
  industryById,
  locationById,
  priceClause,
  type ServiceId,
  serviceById,
} from './facts.ts';
import type { MessageAnalysis } from './intents.ts';
import { matchesAny, normalise } from './text.ts';
import { CHALLENGE_PATTERNS } from './vocabulary.ts';

/** The most words of the visitor's message a reply quotes. */
export const MAX_QUOTED_WORDS = 12;

/** The fewest words a quote needs to say something ('backups failed'). */
const MIN_QUOTED_WORDS = 2;

/** A composed situation: the sentences of the answer and the pages they come from. */
export interface Situation {
  /** 1 to 4 sentences: the quoted problem (when quoted), the industry's stake, the service, its facts. */
  sentences: string[];
  /** The service that fixes the problem. */
  service: ServiceId;
  /** The visitor's words quoted, when a clause of the message could be quoted safely. */
  quoted?: string;
  /** The industry whose stake the sentences name, when the conversation named a served industry. */
  industry?: IndustryId;
  /** The service's page (the pricing page for a service without one), then the industry's page when it has one. */
  cite: RouteKey[];
}

/** The challenge patterns, by challenge (the compliance challenge is answered by the compliance answer). */
const PATTERNS_BY_CHALLENGE = new Map<Challenge, readonly RegExp[]>(
  CHALLENGE_PATTERNS.filter(([id]) => id !== 'compliance-issues'),
);

/**
 * The systems an industry's page ties to each recommended service: the acronyms of the service's `why`
 * ('Puts CRM, deal files …' ties `crm` to cloud solutions for real estate). A visitor who names one of them is
 * pointed to that service.
 */
const SYSTEMS_BY_INDUSTRY: ReadonlyMap<IndustryId, readonly { service: ServiceId; systems: RegExp }[]> =
  new Map(
    industries.map((industry) => [
      industry.id,
      industry.services.flatMap((entry) => {
        const acronyms = (entry.why.match(/\b[A-Z]{2,}\b/g) ?? []).filter((word) => word !== 'IT');
        return acronyms.length === 0
          ? []
          : [
              {
                service: entry.serviceId,
                systems: new RegExp(`\\b(?:${acronyms.map((word) => word.toLowerCase()).join('|')})\\b`),
              },
            ];
      }),
    ]),
  );

/** Where a sentence of a message splits into clauses: punctuation, dashes and the words that start a new clause. */
const CLAUSE_BREAK =
  /\s*(?:[,:()]|\s-+\s|\b(?:but|so|because|since|although|though|which|plus|btw|anyway)\b|\band (?=(?:our|the|my|we|i|it|its|it's|they|their|now|then|also|everything|nobody|no one|every|all|half)\b))\s*/;

/** Words a clause may open or close with that say nothing of the problem. */
const LEADING_FILLER =
  /^(?:(?:hi|hey|hello|ok|okay|so|and|also|well|um|uh|yeah|yes|honestly|basically|like|lol|oh|oops|ugh|sorry|thanks|then)\b\s*)+/;
const TRAILING_FILLER =
  /(?:\s+(?:lol|haha|tbh|thanks|thx|pls|please|help|honestly|again|too|though|as well|either|and|or|etc))+$/;

/** What a clause must not hold to be quoted: amounts, percentages, minutes (facts the reply would seem to state), links. */
const UNQUOTABLE =
  /[$%@]|\b(?:dollars?|bucks|cad|https?|www)\b|\d+\s*-?\s*(?:minutes?|mins?|k)\b|\.(?:com|ca|net|org)\b/;

/** A clause that asks rather than tells ('how do you stop ransomware'). */
const ASKING =
  /^(?:who|what|when|where|why|how|which|can|could|do|does|did|is|are|will|would|should|any|anyone)\b/;

/** Characters a quote keeps: letters, digits, spaces, apostrophes, hyphens, ampersands and slashes. */
const NOT_QUOTED = /[^\p{L}\p{N}\s'&/-]/gu;

/** Words of the visitor's name and company (three letters or more), which a quote never holds. */
function personalWords(state: ConversationState): string[] {
  const { name, company } = state.visitorInfo;
  return [name, company]
    .flatMap((value) => (value ? normalise(value).split(/[^\p{L}\p{N}]+/u) : []))
    .filter((word) => word.length >= 3);
}

/**
 * The clause of a message that states a problem, as the reply quotes it: see the module comment.
 *
 * @param message the visitor's message as typed
 * @param patterns the patterns of the problem (the challenge's); the first clause one matches is quoted
 * @param personal words the quote must not hold (the visitor's name and company)
 * @returns the quote, lower case, or undefined when no clause can be quoted safely
 */
export function quotedProblem(
  message: string,
  patterns: readonly RegExp[],
  personal: readonly string[] = [],
): string | undefined {
  const text = normalise(withoutContactDetails(message));
  for (const sentence of text.split(/(?<=[.!?;\n])\s*/)) {
    const asked = sentence.trim().endsWith('?');
    for (const raw of sentence.split(CLAUSE_BREAK)) {
      const clause = raw
        .replace(/[.!?;]+$/, '')
        .replace(LEADING_FILLER, '')
        .replace(TRAILING_FILLER, '')
        .trim();
      if (!clause || !matchesAny(clause, patterns)) continue;
      if (asked || ASKING.test(clause) || UNQUOTABLE.test(clause)) return undefined;
      const words = clause.replace(NOT_QUOTED, ' ').split(/\s+/).filter(Boolean);
      if (words.some((word) => personal.includes(word))) continue;
      if (words.length < MIN_QUOTED_WORDS) continue;
      return words.slice(0, MAX_QUOTED_WORDS).join(' ');
    }
  }
  return undefined;
}

/** The challenges of an analysis the situation answers (not compliance: the compliance answer has it). */
const problemsOf = (analysis: MessageAnalysis) =>
  analysis.challenges.filter((challenge) => PATTERNS_BY_CHALLENGE.has(challenge));

/** The page that sells a service: its own page, or the pricing page for those sold inside the others. */
export function servicePage(id: ServiceId): RouteKey {
  return serviceById(id).route ?? 'services';
}

/**
 * The service that fixes a problem: the service an industry's page ties to a system the visitor names (EMR, ERP,
 * CRM …), else the service of the first challenge (conversation.ts `CHALLENGE_SERVICES`).
 */
function serviceFor(challenges: readonly Challenge[], text: string, industry?: IndustryId): ServiceId {
  const tied = industry
    ? SYSTEMS_BY_INDUSTRY.get(industry)?.find((entry) => entry.systems.test(text))
    : undefined;
  return tied?.service ?? CHALLENGE_SERVICES[challenges[0] ?? 'frequent-downtime'];
}

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

/**
 * The situation a reply composes, when the turn calls for one: the new message describes a problem (a challenge
 * other than compliance), or it names the visitor's industry for the first time after an earlier message
 * described one. The earlier problem is not quoted again; the industry's stake is said once per conversation.
 *
 * @param state the turn's analysis (conversation.ts)
 * @returns the situation, or undefined when the turn describes no problem
 */
export function composeSituation(state: ConversationState): Situation | undefined {
  if (state.injection.detected || state.current.emergency) return undefined;
  const copy = assistantReplies.situation;
  const earlier = state.counted.slice(0, -1);
  let source: { analysis: MessageAnalysis; text: string; current: boolean } | undefined;
  if (problemsOf(state.current).length > 0) {
    source = { analysis: state.current, text: state.input.message, current: true };
  } else {
    const named = earlier.flatMap((analysis) => analysis.industries);
    const newIndustry = state.current.industries.some((id) => !named.includes(id));
    const before = earlier.find((analysis) => problemsOf(analysis).length > 0);
    if (newIndustry && before) source = { analysis: before, text: before.text, current: false };
  }
  if (!source) return undefined;
  const challenges = problemsOf(source.analysis);
  const industry = state.industry;
  const service = serviceFor(challenges, source.analysis.text, industry);
  const sentences: string[] = [];
  const situation: Situation = { sentences, service, cite: [servicePage(service)] };
  if (source.current) {
    const patterns = challenges.flatMap((challenge) => PATTERNS_BY_CHALLENGE.get(challenge) ?? []);
    const quoted = quotedProblem(source.text, patterns, personalWords(state));
    if (quoted) {
      situation.quoted = quoted;
      sentences.push(copy.problem(quoted));
    } else if (!/\?\s*$/.test(source.text)) {
      sentences.push(assistantReplies.challenge.empathy);
    }
  }
  const entry = industry ? industryById(industry) : undefined;
  if (entry && !state.assistantMessages.some((message) => message.includes(entry.situation))) {
    situation.industry = entry.id;
    sentences.push(entry.situation);
    if (entry.route) situation.cite.push(entry.route);
  }
  const details = serviceById(service);
  const why = entry?.services.find((candidate) => candidate.serviceId === service)?.why;
  sentences.push(why ? copy.service(details.shortName, why) : firstSentence(details.description));
  if (challenges.includes('slow-support-response')) {
    sentences.push(assistantReplies.challenge.slowSupport);
  } else {
    const area = state.area;
    const city = area?.kind === 'city' ? locationById(area.id) : undefined;
    sentences.push(
      copy.facts(
        service,
        priceClause(details.startingPrice),
        city ? { name: city.name, minutes: city.responseMinutes } : undefined,
      ),
    );
  }
  return situation;
}
