/**
 * What one visitor message is about: the intents the built-in consultant answers (pricing, response times,
 * services, industries, cities, compliance, emergencies, booking, greetings …) and the buying signals lead
 * scoring counts (urgency, timeline, budget, decision authority …). The matcher: it applies the keyword
 * tables of vocabulary.ts to normalised text ({@link normalise}); pure and deterministic. Service, industry,
 * city and framework ids are the catalogue's.
 */
import type { Challenge } from '@northline/schemas';
import type { ComplianceId, IndustryId, LocationId, ServiceId } from './facts.ts';
import { locations } from './facts.ts';
import { allMatches, anyMatches, clauses, matchesAny, normalise } from './text.ts';
import {
  ABOUT_ASSISTANT,
  ABOUT_COMPANY,
  AFFIRMATIVE,
  AMBIGUOUS_PLACES,
  AMOUNT,
  BOOKING,
  BOOKING_OFFER,
  BUDGET,
  CHALLENGE_PATTERNS,
  COMPLIANCE_GENERAL,
  COMPLIANCE_PATTERNS,
  CONTACT_REQUEST,
  CONTRACT,
  DECISION_MAKER,
  EMERGENCY_PATTERNS,
  GOODBYE,
  GREETING,
  HAPPENING_NOW,
  HOURS,
  HUMAN,
  HUMAN_FRENCH,
  HYPOTHETICAL,
  IN_THE_PAST,
  IN_USE,
  INDUSTRY_PATTERNS,
  INSURER_REQUIREMENT,
  IT_TERMS,
  MEETING_NEGATED,
  MEETING_OFFER,
  MEETING_REQUEST,
  NEGATED_BEFORE,
  NOT_AN_INCIDENT_AFTER,
  NOT_BUYER,
  OFF_TOPIC,
  OTHER_GTA,
  OUTSIDE,
  PAIN_GENERAL,
  PRICING,
  PRIVACY,
  RECURRING_BEFORE,
  RESPONSE_TIME,
  SAME_DAY_HELP,
  SECURITY_WORDS,
  SERVICE_PATTERNS,
  SOLO,
  SWITCHING,
  THANKS,
  TIMELINE_LATER,
  TIMELINE_NEAR,
  TORONTO_ALIASES,
  URGENCY_NEGATED,
  URGENT,
  URGENT_STRONG,
  VENDOR,
  WORK_STOPPED_PATTERNS,
} from './vocabulary.ts';

/** When the visitor wants to start: within about three months ('near') or later this year ('later'). */
export type TimelineSignal = 'near' | 'later';

/** What a visitor's location says about service: a city we serve, a GTA place counted as 'other areas', or outside. */
export type AreaSignal = { kind: 'city'; id: LocationId } | { kind: 'other-gta' } | { kind: 'outside' };

/** The result of {@link analyseMessage}: every intent and signal found in one message. */
export interface MessageAnalysis {
  /** The message as matched: see {@link normalise}. */
  text: string;
  /** Says hello and little else. */
  greeting: boolean;
  /** Says thanks. */
  thanks: boolean;
  /** Says goodbye or that they are done. */
  goodbye: boolean;
  /** Asks about prices, costs or a quote's amount. */
  pricing: boolean;
  /** Asks how fast we respond or come on site. */
  responseTime: boolean;
  /** Asks about opening hours or after-hours support. */
  hours: boolean;
  /** Asks how to reach the company (phone, email, address). */
  contactRequest: boolean;
  /** Wants to talk to a person. */
  humanRequest: boolean;
  /** Asks who we are, how long we have been around, reviews, certifications. */
  aboutCompany: boolean;
  /** Asks whether they are talking to a bot. */
  aboutAssistant: boolean;
  /** Asks about contracts, cancellation or guarantees. */
  contract: boolean;
  /** Asks how we handle their own information: what the chat keeps, for how long, deleting it (privacy policy). */
  privacy: boolean;
  /** Asks to book the free assessment, a call, a meeting or a quote. */
  booking: boolean;
  /**
   * Asks for the meeting itself (the free assessment, a call, an appointment; {@link MEETING_REQUEST}, not
   * negated) or accepts the assistant's offer of one with a short yes ({@link MEETING_OFFER}): the chat reply then
   * carries the `offer-meeting` action.
   */
  meetingRequest: boolean;
  /** Reports an active incident: ransomware, breach, hacked account, systems down. */
  emergency: boolean;
  /** Says the need is urgent. */
  urgent: boolean;
  /** Asks for speed in words a salesperson acts on at once ({@link URGENT_STRONG}: urgent, ASAP, right away). */
  urgentStrong: boolean;
  /** Says the business cannot work now: nobody can work, it is down, a server crashed ({@link isWorkStopped}). */
  workStopped: boolean;
  /** Asks for someone or for help today or right now. */
  sameDayHelp: boolean;
  /** When they want to start, when stated. */
  timeline?: TimelineSignal;
  /** States a budget or that money is set aside. */
  budget: boolean;
  /** Says they own or run the business or decide on IT. */
  decisionMaker: boolean;
  /** Unhappy with or replacing their current IT provider. */
  switching: boolean;
  /** Says they are only browsing, a student or a job seeker. */
  notBuyer: boolean;
  /** Sells to us: a reseller or a would-be partner ({@link VENDOR}); counted as not a buyer too. */
  vendor: boolean;
  /** Says the business is one person ({@link SOLO}). */
  solo: boolean;
  /** Services the message names or clearly needs, in catalogue order. */
  services: ServiceId[];
  /** Industries the message names. */
  industries: IndustryId[];
  /** Where the visitor is, when the message says. */
  area?: AreaSignal;
  /** Compliance frameworks the message names. */
  compliance: ComplianceId[];
  /** Mentions compliance, audits or regulations in general. */
  complianceGeneral: boolean;
  /** Says their insurer requires something of their IT ({@link INSURER_REQUIREMENT}). */
  insurerRequirement: boolean;
  /** IT problems the message describes (the challenge list of §3). */
  challenges: Challenge[];
  /** Describes some IT problem, even one not in the challenge list. */
  painPoint: boolean;
  /** Talks about business IT at all (computers, email, network …). */
  itRelated: boolean;
  /** Asks about something clearly outside business IT (weather, jokes, homework …). */
  offTopic: boolean;
}

/** True when an emergency message is about security (an attack, a breach) rather than an outage. */
export function isSecurityIncident(text: string): boolean {
  return SECURITY_WORDS.test(normalise(text));
}

/** True when the message reports an active incident (see {@link EMERGENCY_PATTERNS}). */
export function isEmergency(text: string): boolean {
  return describesNow(text, EMERGENCY_PATTERNS);
}

/** True when the message says the business cannot work now (see {@link WORK_STOPPED_PATTERNS}). */
export function isWorkStopped(text: string): boolean {
  return describesNow(text, WORK_STOPPED_PATTERNS);
}

/**
 * Whether one of the global patterns matches a clause of the message as something happening: not after a
 * negation, not followed by words that make it a topic ('ransomware protection'), and not hypothetical or in
 * the past unless the clause also says it is happening now.
 */
function describesNow(text: string, patterns: readonly RegExp[]): boolean {
  for (const clause of clauses(normalise(text))) {
    if (!anyMatches(clause, patterns)) continue;
    for (const pattern of patterns) {
      for (const match of allMatches(clause, pattern)) {
        const before = clause.slice(Math.max(0, match.index - 50), match.index);
        const around = `${before}${match[0]}`;
        const after = clause.slice(match.index + match[0].length);
        if (NEGATED_BEFORE.test(before) || NOT_AN_INCIDENT_AFTER.test(after)) continue;
        const now = HAPPENING_NOW.test(clause);
        const recurring = RECURRING_BEFORE.test(before);
        if ((HYPOTHETICAL.test(around) || IN_THE_PAST.test(clause) || recurring) && !now) continue;
        return true;
      }
    }
  }
  return false;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each location's neighbourhoods, districts and landmarks, matched with their capitals on the message as typed. */
const PLACE_PATTERNS: readonly [LocationId, RegExp][] = locations.map((location) => {
  const names = [...location.neighbourhoods, ...location.businessDistricts, ...location.landmarks].flatMap(
    (name) => {
      const inner = /\(([^)]*)\)/.exec(name)?.[1];
      const bare = name.replace(/\s*\(.*\)$/, '');
      // 'Meadowvale Business Park' is 'Meadowvale' to the people who work there.
      const park = / Business Park$/.test(bare) ? [bare.replace(/ Business Park$/, '')] : [];
      return [bare, ...park, ...(inner ? [inner] : [])];
    },
  );
  const usable = names.filter((name) => !AMBIGUOUS_PLACES.has(name) && !/^the /i.test(name));
  return [location.id, new RegExp(`\\b(?:${usable.map(escapeRegExp).join('|')})\\b`)];
});

/** Each location's own name, as a whole word of the normalised message (city names win over places). */
const CITY_PATTERNS: readonly [LocationId, RegExp][] = locations.map((location) => [
  location.id,
  new RegExp(`\\b${escapeRegExp(normalise(location.name))}\\b`),
]);

/** The patterns of {@link CITY_PATTERNS} and {@link PLACE_PATTERNS}, for one pass over a message that names none. */
const CITY_LIST = CITY_PATTERNS.map(([, pattern]) => pattern);
const PLACE_LIST = PLACE_PATTERNS.map(([, pattern]) => pattern);

/**
 * Where the message places the visitor, when it says: a city by name first, then a neighbourhood, district or
 * landmark of one, then other GTA places (counted as 'other areas'), then places outside our area.
 *
 * @param message the message as typed (neighbourhood names are matched with their capitals)
 */
export function detectArea(message: string): AreaSignal | undefined {
  const text = normalise(message);
  // City names before neighbourhoods: 'Thornhill' is listed by Markham and Vaughan, 'Vaughan' only by Vaughan.
  // Of two cities, the one named first places the visitor ('head office in Oakville, a branch in
  // Toronto').
  if (anyMatches(text, CITY_LIST)) {
    let first: { id: LocationId; index: number } | undefined;
    for (const [id, pattern] of CITY_PATTERNS) {
      const index = text.search(pattern);
      if (index >= 0 && (!first || index < first.index)) first = { id, index };
    }
    if (first) return { kind: 'city', id: first.id };
  }
  if (anyMatches(message, PLACE_LIST)) {
    for (const [id, pattern] of PLACE_PATTERNS) if (pattern.test(message)) return { kind: 'city', id };
  }
  if (TORONTO_ALIASES.test(text)) return { kind: 'city', id: 'toronto' };
  if (OTHER_GTA.test(text)) return { kind: 'other-gta' };
  if (OUTSIDE.test(text)) return { kind: 'outside' };
  const misspelt = cityTypedWithOneSlip(text);
  return misspelt ? { kind: 'city', id: misspelt } : undefined;
}

/** Each location whose name is one word ('toronto', 'mississauga'), for {@link cityTypedWithOneSlip}. */
const ONE_WORD_CITIES: readonly [LocationId, string][] = locations
  .map((location) => [location.id, normalise(location.name)] as [LocationId, string])
  .filter(([, name]) => /^[a-z]+$/.test(name));

/**
 * The city a word of the message names with one slip of the keyboard (a letter missing, added, changed, or two
 * swapped: 'missisauga', 'torotno', 'vaughn'), for city names of six letters or more, so a short word never
 * reads as a city. Read only when the message names no place as written.
 */
function cityTypedWithOneSlip(text: string): LocationId | undefined {
  for (const word of text.split(/[^a-z]+/)) {
    if (word.length < 5) continue;
    for (const [id, name] of ONE_WORD_CITIES) {
      if (name.length < 6 || Math.abs(name.length - word.length) > 1 || word[0] !== name[0]) continue;
      if (word !== name && withinOneSlip(word, name)) return id;
    }
  }
  return undefined;
}

/** Whether two words differ by at most one edit: a letter inserted, deleted or changed, or two neighbours swapped. */
function withinOneSlip(a: string, b: string): boolean {
  if (a.length === b.length) {
    const diffs: number[] = [];
    for (let i = 0; i < a.length && diffs.length <= 2; i++) if (a[i] !== b[i]) diffs.push(i);
    if (diffs.length <= 1) return true;
    const [i = 0, j = 0] = diffs;
    return diffs.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** Each table {@link matching} has seen, as one list of all its patterns. */
const tablePatterns = new WeakMap<readonly unknown[], readonly RegExp[]>();

function matching<T>(text: string, table: readonly [T, readonly RegExp[] | RegExp][]): T[] {
  let all = tablePatterns.get(table);
  if (all === undefined) {
    all = table.flatMap(([, patterns]) => patterns);
    tablePatterns.set(table, all);
  }
  if (!anyMatches(text, all)) return [];
  return table
    .filter(([, patterns]) =>
      Array.isArray(patterns) ? matchesAny(text, patterns) : (patterns as RegExp).test(text),
    )
    .map(([id]) => id);
}

/**
 * Whether a clause of the message asks for speed with one of the patterns and no clause takes it back ('nothing
 * urgent', 'no rush'): a salesperson hears urgency only where the visitor asks for it.
 */
function urgentNow(text: string, patterns: readonly RegExp[]): boolean {
  if (!matchesAny(text, patterns)) return false;
  return clauses(text).some((clause) => matchesAny(clause, patterns) && !URGENCY_NEGATED.test(clause));
}

function timelineOf(text: string): TimelineSignal | undefined {
  if (matchesAny(text, TIMELINE_NEAR)) return 'near';
  if (matchesAny(text, TIMELINE_LATER)) return 'later';
  return undefined;
}

/**
 * Whether a normalised message asks for a meeting: a {@link MEETING_REQUEST} phrase not preceded in its clause by a
 * negation ('we don't need a call').
 */
export function asksForMeeting(text: string): boolean {
  if (!anyMatches(text, MEETING_REQUEST)) return false;
  for (const clause of clauses(text)) {
    for (const pattern of MEETING_REQUEST) {
      const match = pattern.exec(clause);
      if (match && !MEETING_NEGATED.test(clause.slice(0, match.index))) return true;
    }
  }
  return false;
}

/** Whether a normalised message asks for a person, in English or in French. */
function asksForPerson(text: string): boolean {
  return matchesAny(text, HUMAN) || matchesAny(text, HUMAN_FRENCH);
}

/** The intents of a visitor message that decide a hand-off (conversations/chat.ts `handoffReasonOf`). */
export type HandoffIntents = Pick<MessageAnalysis, 'humanRequest' | 'booking' | 'meetingRequest'>;

/**
 * The hand-off's intents of one message read alone (no assistant message before it): the fields of
 * {@link analyseMessage}`(message)` of the same names, by the same patterns, without the rest of its analysis. A
 * chat turn asks them after the engine's own analysis, on the reply's path.
 *
 * @param message the message as typed
 * @returns whether it asks for a person, to book, and for a meeting
 */
export function handoffIntents(message: string): HandoffIntents {
  const text = normalise(message);
  const meetingRequest = asksForMeeting(text);
  return {
    humanRequest: asksForPerson(text),
    booking: matchesAny(text, BOOKING) || meetingRequest,
    meetingRequest,
  };
}

/** What came before a visitor message, for answers such as 'yes please'. */
export interface MessageContext {
  /** The assistant's message the visitor is answering, when there is one. */
  previousAssistant?: string;
}

/**
 * Everything the built-in engine and lead scoring read from one visitor message.
 *
 * @param message the message as typed
 * @param context the assistant message it answers: a short 'yes' to an offer to book counts as booking
 * @returns the intents and signals found; all false or empty for a message about nothing we know
 */
export function analyseMessage(message: string, context: MessageContext = {}): MessageAnalysis {
  const text = normalise(message);
  const acceptsOffer =
    text.length <= 60 &&
    AFFIRMATIVE.test(text) &&
    BOOKING_OFFER.test(normalise(context.previousAssistant ?? ''));
  const acceptsMeeting = acceptsOffer && MEETING_OFFER.test(normalise(context.previousAssistant ?? ''));
  const meetingRequest = acceptsMeeting || asksForMeeting(text);
  const emergency = isEmergency(message);
  const challenges = matching(text, CHALLENGE_PATTERNS);
  // The services of what the visitor already uses are their setup, not what they ask for.
  const asked = IN_USE.test(text) ? text.replace(IN_USE, ' ') : text;
  IN_USE.lastIndex = 0;
  const services = matching(asked, SERVICE_PATTERNS);
  const compliance = matching(text, COMPLIANCE_PATTERNS);
  const complianceGeneral = matchesAny(text, COMPLIANCE_GENERAL);
  const itRelated = matchesAny(text, IT_TERMS) || services.length > 0;
  const workStopped = isWorkStopped(message);
  const budget = matchesAny(text, BUDGET);
  const vendor = matchesAny(text, VENDOR);
  const painPoint =
    challenges.length > 0 || emergency || workStopped || (itRelated && matchesAny(text, PAIN_GENERAL));
  const analysis: MessageAnalysis = {
    text,
    greeting: GREETING.test(text),
    thanks: matchesAny(text, THANKS),
    goodbye: matchesAny(text, GOODBYE),
    pricing: matchesAny(text, PRICING) || (AMOUNT.test(text) && !budget),
    responseTime: matchesAny(text, RESPONSE_TIME),
    hours: matchesAny(text, HOURS),
    contactRequest: matchesAny(text, CONTACT_REQUEST),
    humanRequest: asksForPerson(text),
    aboutCompany: matchesAny(text, ABOUT_COMPANY),
    aboutAssistant: matchesAny(text, ABOUT_ASSISTANT),
    contract: matchesAny(text, CONTRACT),
    privacy: matchesAny(text, PRIVACY),
    booking: matchesAny(text, BOOKING) || acceptsOffer || meetingRequest,
    meetingRequest,
    emergency,
    urgent: urgentNow(text, URGENT),
    urgentStrong: urgentNow(text, URGENT_STRONG),
    workStopped,
    sameDayHelp: matchesAny(text, SAME_DAY_HELP),
    budget,
    decisionMaker: matchesAny(text, DECISION_MAKER),
    switching: matchesAny(text, SWITCHING),
    notBuyer: matchesAny(text, NOT_BUYER) || vendor,
    vendor,
    solo: matchesAny(text, SOLO),
    services,
    industries: matching(text, INDUSTRY_PATTERNS),
    compliance,
    complianceGeneral,
    insurerRequirement: matchesAny(text, INSURER_REQUIREMENT),
    challenges,
    painPoint,
    itRelated,
    offTopic: matchesAny(text, OFF_TOPIC) && !itRelated,
  };
  // A question outside business IT ('any stock tips for this week?') carries no buying signal.
  if (analysis.offTopic) {
    analysis.urgent = false;
    analysis.urgentStrong = false;
    analysis.sameDayHelp = false;
    analysis.budget = false;
  }
  const timeline = analysis.offTopic ? undefined : timelineOf(text);
  if (timeline) analysis.timeline = timeline;
  const area = detectArea(message);
  if (area) analysis.area = area;
  return analysis;
}
