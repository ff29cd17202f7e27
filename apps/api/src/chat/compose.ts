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
  complianceFrameworks,
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

/** The fewest words a quote needs to say something: a subject and what happened to it. */
const MIN_QUOTED_WORDS = 2;

/** A composed situation: the sentences of the answer and the pages they come from. */
export interface Situation {
  /** 1 to 4 sentences: the quoted problem (when quoted), the industry's stake, the service, its facts. */
  sentences: string[];
  /** The service that fixes the problem. */
  service: ServiceId;
  /** The sentences that are the catalogue's alone (all but the quote): what a model may be told. */
  catalogue: string[];
  /** The visitor's words quoted, when a clause of the message could be quoted safely. */
  quoted?: string;
  /** The industry whose stake the sentences name, when the conversation named a served industry. */
  industry?: IndustryId;
  /** The service's page (the pricing page for a service without one), then the industry's page when it has one. */
  cite: RouteKey[];
}

/** A pattern without the `g` and `y` flags, so `exec` finds the first match wherever it is and keeps no state. */
const anywhere = (pattern: RegExp) => new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));

/** The challenge patterns, by challenge (the compliance challenge is answered by the compliance answer). */
const PATTERNS_BY_CHALLENGE = new Map<Challenge, readonly RegExp[]>(
  CHALLENGE_PATTERNS.filter(([id]) => id !== 'compliance-issues').map(([id, patterns]) => [
    id,
    patterns.map(anywhere),
  ]),
);

/** The compliance frameworks' names: a regulator is not a system ('PHIPA' ties no service). */
const FRAMEWORK_NAMES: ReadonlySet<string> = new Set(complianceFrameworks.map((framework) => framework.name));

/**
 * The systems an industry's page ties to each recommended service: the acronyms of the service's `why`
 * (real estate's cloud solutions name the CRM). A visitor who names one of them is
 * pointed to that service.
 */
const SYSTEMS_BY_INDUSTRY: ReadonlyMap<IndustryId, readonly { service: ServiceId; systems: RegExp }[]> =
  new Map(
    industries.map((industry) => [
      industry.id,
      industry.services.flatMap((entry) => {
        const acronyms = (entry.why.match(/\b[A-Z]{2,}\b/g) ?? []).filter(
          (word) => word !== 'IT' && !FRAMEWORK_NAMES.has(word),
        );
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

/** Words of a `why` that say nothing of a problem (its opening verb aside, which is always left out). */
const WHY_STOP = new Set(
  'with from that this your their them they into every when within before after where most more only what'.split(
    ' ',
  ),
);

/** A word reduced to compare forms: 'sharing', 'shares' and 'share' are one; 'plans' and 'plant' stay two. */
function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, '').replace(/e$/, '');
}

/** The stems of a text's words of four letters or more, without {@link WHY_STOP}. */
function stemsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z]{4,}/g) ?? [];
  return new Set(words.filter((word) => !WHY_STOP.has(word)).map(stem));
}

/**
 * Each industry's recommended services with the stems of their `why` (its opening verb left out): a visitor whose
 * message shares {@link SHARED_WORDS} of them describes the problem that service fixes for that industry: a
 * description of the problem in the words the industry page uses for it.
 */
const WHY_STEMS: ReadonlyMap<IndustryId, readonly { service: ServiceId; stems: ReadonlySet<string> }[]> =
  new Map(
    industries.map((industry) => [
      industry.id,
      industry.services.map((entry) => ({
        service: entry.serviceId,
        stems: stemsOf(entry.why.replace(/^\S+\s/, '')),
      })),
    ]),
  );

/** The fewest words a message must share with a service's `why` to be about what it fixes. */
const SHARED_WORDS = 2;

/**
 * The service of the industry whose `why` the message shares most words with (at least {@link SHARED_WORDS}), and
 * those words; `among` limits the services compared.
 */
function whyMatch(
  industry: IndustryId,
  text: string,
  among?: ReadonlySet<ServiceId>,
): { service: ServiceId; words: string[] } | undefined {
  const words = text.match(/[a-z]{4,}/g) ?? [];
  let best: { service: ServiceId; words: string[] } | undefined;
  for (const entry of WHY_STEMS.get(industry) ?? []) {
    if (among && !among.has(entry.service)) continue;
    const shared = words.filter((word) => !WHY_STOP.has(word) && entry.stems.has(stem(word)));
    // Among services a named system already ties to the message, one shared word decides.
    const least = among ? 1 : SHARED_WORDS;
    if (new Set(shared.map(stem)).size >= least && shared.length > (best?.words.length ?? 0)) {
      best = { service: entry.service, words: shared };
    }
  }
  return best;
}

/** Where a sentence of a message splits into clauses: punctuation, dashes and the words that start a new clause. */
const CLAUSE_BREAK =
  /\s*(?:[,:()]|\s-+\s|\b(?:but|because|since|although|though|which|plus|btw|anyway|when|whenever|after|while)\b|\b(?:and|so) (?=(?:our|the|my|we|i|it|its|it's|they|their|now|then|also|everything|nobody|no one|every|everyone|all|half)\b))\s*/;

/** Words a clause may open or close with that say nothing of the problem. */
const LEADING_FILLER =
  /^(?:(?:hi|hey|hello|ok|okay|so|and|also|well|um|uh|yeah|yes|honestly|basically|like|lol|oh|oops|ugh|sorry|thanks|then)\b\s*)+/;
const TRAILING_FILLER =
  /(?:\s+(?:lol|haha|tbh|thanks|thx|pls|please|help|honestly|again|too|though|as well|either|and|or|etc))+$/;

/** What a clause must not hold to be quoted: amounts, percentages, minutes (facts the reply would seem to state), links. */
const UNQUOTABLE =
  /[$%@]|\b(?:dollars?|bucks|cad|https?|www)\b|\d+\s*-?\s*(?:minutes?|mins?|k)\b|\.(?:com|ca|net|org)\b/;

/** Words a cut quote does not end on. */
const DANGLING = new Set(
  'a an the to of with and or so our my your their his her its all in on at for from into by as that this has have is are was were'.split(
    ' ',
  ),
);

/** A clause that asks rather than tells: it opens with a question word or an auxiliary verb. */
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
      if (words.some((word) => personal.includes(word.replace(/'s$/, '')))) continue;
      if (words.length < MIN_QUOTED_WORDS) continue;
      // A long clause is quoted around the words that state the problem.
      const at = clause.slice(0, clauseMatchIndex(clause, patterns)).split(/\s+/).length - 1;
      const start = at + 3 <= MAX_QUOTED_WORDS ? 0 : Math.min(at - 4, words.length - MAX_QUOTED_WORDS);
      const quoted = words.slice(start, start + MAX_QUOTED_WORDS);
      // A cut quote ends on a word that carries meaning, not on 'the' or 'to'.
      while (quoted.length > MIN_QUOTED_WORDS && DANGLING.has(quoted.at(-1) ?? '')) quoted.pop();
      return quoted.join(' ');
    }
  }
  return undefined;
}

/** Where the first of `patterns` that matches `clause` matches it (0 when none does). */
function clauseMatchIndex(clause: string, patterns: readonly RegExp[]): number {
  const found = patterns.flatMap((pattern) => {
    const match = pattern.exec(clause);
    return match ? [match.index] : [];
  });
  return found.length > 0 ? Math.min(...found) : 0;
}

/** The challenges of an analysis the situation answers (not compliance: the compliance answer has it). */
const problemsOf = (analysis: MessageAnalysis) =>
  analysis.challenges.filter((challenge) => PATTERNS_BY_CHALLENGE.has(challenge));

/** The page that sells a service: its own page, or the pricing page for those sold inside the others. */
export function servicePage(id: ServiceId): RouteKey {
  return serviceById(id).route ?? 'services';
}

/**
 * The service that fixes a problem, by the first rule that names one:
 * 1. a system the visitor names that the industry's page ties to a service (EMR, ERP, CRM …); when it ties
 *    several, the one whose `why` shares most words with the message;
 * 2. a service the visitor named besides managed IT that no challenge of the message points to (a cloud move
 *    named beside an old server is a cloud move, not a consulting plan), the industry's first;
 * 3. the service of the message's first challenge (conversation.ts `CHALLENGE_SERVICES`);
 * 4. a named service, the industry's first; 5. the service whose `why` the message shares words with ({@link whyMatch}).
 */
function serviceFor(analysis: MessageAnalysis, industry?: IndustryId): ServiceId | undefined {
  const tied = industry
    ? (SYSTEMS_BY_INDUSTRY.get(industry) ?? []).filter((entry) => entry.systems.test(analysis.text))
    : [];
  if (tied.length > 1 && industry) {
    const best = whyMatch(industry, analysis.text, new Set(tied.map((entry) => entry.service)));
    if (best) return best.service;
  }
  if (tied[0]) return tied[0].service;
  const challenges = problemsOf(analysis);
  const pointed = new Set(challenges.map((challenge) => CHALLENGE_SERVICES[challenge]));
  const recommended = industry ? industryById(industry).services.map((entry) => entry.serviceId) : [];
  const first = (ids: readonly ServiceId[]) => ids.find((id) => recommended.includes(id)) ?? ids[0];
  const beside = analysis.services.filter((id) => id !== 'managed-it');
  if (beside.length > 0 && !beside.some((id) => pointed.has(id))) return first(beside);
  const [challenge] = challenges;
  if (challenge) return CHALLENGE_SERVICES[challenge];
  return first(analysis.services) ?? (industry ? whyMatch(industry, analysis.text)?.service : undefined);
}

/**
 * Whether a message states a need rather than asking about one: it names a service or, in a known industry, describes what one of the industry's services fixes ({@link whyMatch}).
 */
const statesNeed = (analysis: MessageAnalysis, message: string, industry?: IndustryId) =>
  !/\?\s*$/.test(message) &&
  !ASKING.test(analysis.text) &&
  (analysis.services.length > 0 ||
    (industry !== undefined && whyMatch(industry, analysis.text) !== undefined));

/** Whether a message describes a problem or states a need (see {@link statesNeed}). */
const describes = (analysis: MessageAnalysis, message: string, industry?: IndustryId) =>
  problemsOf(analysis).length > 0 || statesNeed(analysis, message, industry);

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

/**
 * The situation a reply composes, when the turn calls for one: the new message describes a problem (a challenge
 * other than compliance), or, once the industry is known, states a need for a service, or it names the visitor's industry for the first time after an earlier message described a
 * problem. The earlier problem is not quoted again; the industry's stake is said once per conversation.
 *
 * @param state the turn's analysis (conversation.ts)
 * @returns the situation, or undefined when the turn describes no problem
 */
export function composeSituation(state: ConversationState): Situation | undefined {
  if (state.injection.detected || state.current.emergency) return undefined;
  const copy = assistantReplies.situation;
  const earlier = state.counted.slice(0, -1);
  let source: { analysis: MessageAnalysis; text: string; current: boolean } | undefined;
  const industry = state.industry;
  if (
    problemsOf(state.current).length > 0 ||
    (industry !== undefined && statesNeed(state.current, state.input.message, industry))
  ) {
    source = { analysis: state.current, text: state.input.message, current: true };
  } else {
    const named = earlier.flatMap((analysis) => analysis.industries);
    const newIndustry = state.current.industries.some((id) => !named.includes(id));
    const before = earlier.find((analysis) => describes(analysis, analysis.text));
    if (newIndustry && before) source = { analysis: before, text: before.text, current: false };
  }
  if (!source) return undefined;
  const challenges = problemsOf(source.analysis);
  const service = serviceFor(source.analysis, industry);
  if (!service) return undefined;
  const sentences: string[] = [];
  const situation: Situation = { sentences, catalogue: [], service, cite: [servicePage(service)] };
  const shared =
    challenges.length === 0 && source.analysis.services.length === 0 && industry
      ? whyMatch(industry, source.analysis.text)?.words
      : undefined;
  if (source.current && (challenges.length > 0 || shared)) {
    const patterns = shared
      ? [new RegExp(`\\b(?:${shared.join('|')})\\b`)]
      : challenges.flatMap((challenge) => PATTERNS_BY_CHALLENGE.get(challenge) ?? []);
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
  situation.catalogue = sentences.filter(
    (sentence) => !situation.quoted || !sentence.includes(situation.quoted),
  );
  return situation;
}
