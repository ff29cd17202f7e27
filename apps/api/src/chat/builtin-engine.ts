/**
 * The built-in engine (the default; no key needed): a deterministic IT sales consultant. It
 * recognises what the visitor asks (intents.ts), answers from the catalogue (facts.ts: prices in CAD, response
 * minutes per city, hours, phone), scores the lead (scoring.ts), fills visitor info from what was typed
 * (extraction.ts), and ends every reply with one question that moves qualification forward, asking for contact
 * details once the lead is warm or hot and no email is known. Emergencies skip qualification and give the
 * 24/7 line at once; prompt-injection attempts get a polite refusal (injection.ts). A factual answer cites the
 * pages its facts come from (`citations`: a service, city, industry, pricing or privacy page); a reply that
 * deflects the question (outside business IT, or nothing in the catalogue answers it) says so in `unanswered`.
 *
 * Same input, same output: no randomness, no clock, no I/O. Replies are 2 to 5 short sentences of plain text
 * in Canadian English.
 */
import { type AssistantQuestionId, assistantReplies, type RouteKey } from '@northline/content';
import { MAX_CHAT_CITATIONS, type UnansweredReason } from '@northline/schemas';
import { citationOf } from './citations.ts';
import { composeSituation, type Situation, servicePage } from './compose.ts';
import { analyseConversation, type ConversationState, finishReply } from './conversation.ts';
import type { ChatEngine, EngineInput, EngineOptions, EngineReply } from './engine.ts';
import { extractEmails, extractEmployees, extractPhones } from './extraction.ts';
import {
  complianceFrameworks,
  frameworkById,
  GREETING_TEXT,
  industryById,
  locationById,
  locations,
  priceClause,
  prices,
  type ServiceId,
  serviceById,
} from './facts.ts';
import { injectionRefusal } from './injection.ts';
import { isSecurityIncident } from './intents.ts';
import { factsKnown } from './memory.ts';
import { upperFirst } from './text.ts';

/**
 * The assistant's first message when the widget opens with no messages (§4: "lists the services and asks what
 * IT challenges the business faces"), from the catalogue's widget copy.
 */
export const CHAT_GREETING: string = GREETING_TEXT;

/** The questions the consultant ends a reply with, by what they find out. */
type QuestionId = AssistantQuestionId;

const { questions, sizeQuestionByIndustry } = assistantReplies;

function questionText(id: QuestionId, state: ConversationState): string {
  if (id === 'size') return (state.industry && sizeQuestionByIndustry[state.industry]) ?? questions.size;
  return questions[id];
}

/** What one answer contributes: its sentences and, optionally, the question that fits it best. */
interface Answer {
  sentences: string[];
  prefer?: QuestionId;
  /** True when the reply must end with `prefer` and not with the contact question. */
  fixedQuestion?: boolean;
  /** The pages the sentences' facts come from (the reply cites them when the sentences are used). */
  cite?: RouteKey[];
  /** Set when the answer deflects the question instead of answering it (the API records the question). */
  unanswered?: UnansweredReason;
  /** The service the answer recommends for the visitor's situation: the session is interested in it. */
  service?: ServiceId;
}

function priceSentence(id: ServiceId): string {
  return assistantReplies.price(id, priceClause(serviceById(id).startingPrice));
}

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

// ---------------------------------------------------------------- answers

function emergencyAnswer(state: ConversationState): Answer {
  const security = isSecurityIncident(state.current.text);
  const sentences = [...(security ? assistantReplies.emergency.security : assistantReplies.emergency.outage)];
  const hasPhone = Boolean(state.visitorInfo.phone);
  return { sentences, prefer: hasPhone ? 'emergency-scope' : 'emergency-callback', fixedQuestion: true };
}

function contactGivenAnswer(state: ConversationState): Answer | undefined {
  const message = state.input.message;
  if (extractEmails(message).length === 0 && extractPhones(message).length === 0) return undefined;
  const name = state.visitorInfo.name?.split(' ')[0];
  return {
    sentences: [assistantReplies.contactNoted(name)],
    prefer: state.score.firedRules.some((rule) => rule.id === 'booking-request') ? 'challenge' : 'assessment',
  };
}

function bookingAnswer(): Answer {
  return {
    sentences: [assistantReplies.booking],
    prefer: 'contact',
  };
}

/** The visitor asked for the meeting itself: it is booked right here (the reply carries the `offer-meeting` action). */
function meetingAnswer(): Answer {
  return { sentences: [assistantReplies.meeting], prefer: 'meeting-time', fixedQuestion: true };
}

function humanAnswer(): Answer {
  return {
    sentences: [assistantReplies.human],
    prefer: 'contact',
  };
}

/**
 * Whether the pricing answer gives the managed IT estimate for the visitor's team: a price question about managed
 * IT or prices in general, with a team size known (said now or earlier) below a custom quote. The size answer then
 * says nothing more.
 */
function pricingEstimates(state: ConversationState): boolean {
  const employees = state.details.employees;
  const named = state.current.services;
  return (
    state.current.pricing &&
    employees !== undefined &&
    employees < CUSTOM_QUOTE_EMPLOYEES &&
    (named.length === 0 || named.includes('managed-it'))
  );
}

function pricingAnswer(state: ConversationState): Answer {
  const employees = state.details.employees;
  // 'What would that cost?' prices the services the conversation is about when the message names none.
  const named = state.current.services.length > 0 ? state.current.services : state.services.slice(-1);
  if (named.length > 0) {
    const sentences = named.slice(0, 3).map(priceSentence);
    // The team size the visitor gave, now or earlier, prices managed IT for them.
    if (employees !== undefined && pricingEstimates(state)) {
      sentences.push(assistantReplies.pricing.estimate(employees));
    }
    if (named.includes('managed-it') || named.includes('help-desk')) {
      sentences.push(assistantReplies.pricing.moneyBack);
    }
    return { sentences, prefer: 'size', cite: named.slice(0, 3).map(servicePage) };
  }
  const estimate =
    employees !== undefined && pricingEstimates(state) ? [assistantReplies.pricing.estimate(employees)] : [];
  return {
    sentences: [assistantReplies.pricing.overview, ...estimate, assistantReplies.pricing.moneyBack],
    prefer: 'size',
    cite: ['services'],
  };
}

function responseTimeAnswer(state: ConversationState): Answer {
  const area = state.current.area ?? state.area;
  const { incident } = assistantReplies.responseTime;
  if (area?.kind === 'city') {
    const location = locationById(area.id);
    return {
      sentences: [
        assistantReplies.responseTime.city(location.name, location.responseMinutes),
        `${location.onSite}.`,
        incident,
      ],
      ...(location.route ? { cite: [location.route] } : {}),
    };
  }
  if (area?.kind === 'other-gta') {
    return {
      sentences: [assistantReplies.responseTime.otherGta, incident],
    };
  }
  const withPages = locations
    .filter((location) => location.route)
    .map((location) => ({ name: location.name, minutes: location.responseMinutes }));
  return {
    sentences: [assistantReplies.responseTime.overview(withPages), incident],
    prefer: 'location',
    cite: ['services'],
  };
}

function complianceAnswer(state: ConversationState): Answer {
  const named = state.current.compliance;
  const copy = assistantReplies.compliance;
  if (named.length === 1 && named[0]) {
    const framework = frameworkById(named[0]);
    return {
      sentences: [copy.one(framework.name, framework.summary), `${copy.oneHelp} ${copy.assessment}`],
      prefer: state.industry ? 'size' : 'industry',
      cite: complianceCitations(state),
    };
  }
  // No framework named: those of the visitor's industry, when they said it earlier.
  const general = state.industry
    ? industryById(state.industry).compliance.map((id) => frameworkById(id))
    : complianceFrameworks.slice(0, 4);
  const names = (named.length > 0 ? named.map((id) => frameworkById(id)) : general).map(
    (framework) => framework.name,
  );
  return {
    sentences: [copy.several(names), copy.assessment],
    prefer: state.industry ? 'size' : 'industry',
    cite: complianceCitations(state),
  };
}

/** The pages of a compliance answer: the cybersecurity page (the assessment's), and the industry's page when known. */
function complianceCitations(state: ConversationState): RouteKey[] {
  const route = state.industry ? industryById(state.industry).route : undefined;
  return route ? [servicePage('cybersecurity'), route] : [servicePage('cybersecurity')];
}

function servicesAnswer(state: ConversationState): Answer {
  const named = state.current.services;
  if (named.length === 1 && named[0]) {
    const service = serviceById(named[0]);
    return {
      sentences: [firstSentence(service.description), priceSentence(service.id)],
      cite: [servicePage(service.id)],
    };
  }
  const shown = named.slice(0, 3);
  return {
    sentences: [
      assistantReplies.services(shown.map((id) => serviceById(id).name)),
      ...shown.slice(0, 2).map(priceSentence),
    ],
    cite: shown.slice(0, 2).map(servicePage),
  };
}

/** The analyses of the visitor's earlier messages (without the current one). */
function earlier(state: ConversationState) {
  return state.injection.detected ? state.counted : state.counted.slice(0, -1);
}

function industryAnswer(state: ConversationState, situation: Answer | undefined): Answer | undefined {
  // A described problem with the industry, now or before, is answered by the situation.
  if (situation) return undefined;
  const named = earlier(state).flatMap((analysis) => analysis.industries);
  const id = state.current.industries.find((candidate) => !named.includes(candidate));
  if (!id) return undefined;
  const industry = industryById(id);
  const [first] = industry.services;
  const copy = assistantReplies.industry;
  const sentences = [copy.intro(industry.name, industry.summary)];
  if (first) sentences.push(copy.firstService(serviceById(first.serviceId).name, first.why));
  const frameworks = industry.compliance.map((framework) => frameworkById(framework).name);
  if (frameworks.length > 0) sentences.push(copy.frameworks(frameworks));
  return { sentences, prefer: 'size', ...(industry.route ? { cite: [industry.route] } : {}) };
}

function areaAnswer(state: ConversationState): Answer | undefined {
  const area = state.current.area;
  if (!area) return undefined;
  const seen = earlier(state).some((analysis) => JSON.stringify(analysis.area) === JSON.stringify(area));
  if (seen && !state.current.responseTime) return undefined;
  if (area.kind === 'outside') {
    return { sentences: [...assistantReplies.area.outside] };
  }
  if (area.kind === 'other-gta') {
    const other = locations.find((location) => !location.route);
    return {
      sentences: [assistantReplies.area.otherGta, ...(other ? [`${other.onSite}.`] : [])],
    };
  }
  const location = locationById(area.id);
  const sentences = [
    assistantReplies.area.city(location.name, location.responseMinutes),
    `${location.onSite}.`,
  ];
  if (location.route) sentences.push(assistantReplies.area.served(location.businessesServed, location.name));
  return { sentences, ...(location.route ? { cite: [location.route] } : {}) };
}

function hoursAnswer(): Answer {
  return { sentences: [...assistantReplies.hours] };
}

function contactRequestAnswer(): Answer {
  return { sentences: [...assistantReplies.contactRequest] };
}

function contractAnswer(): Answer {
  return { sentences: [...assistantReplies.contract] };
}

/** Words that ask about our certifications rather than the company in general. */
const CREDENTIALS = /\b(?:certifi\w*|accredit\w*|credentials?|qualifications?|partner status)\b/;

function privacyAnswer(): Answer {
  return { sentences: [...assistantReplies.privacy], cite: ['privacy-policy'] };
}

function aboutCompanyAnswer(state: ConversationState): Answer {
  if (CREDENTIALS.test(state.current.text)) {
    return { sentences: [assistantReplies.certifications, assistantReplies.aboutCompany[1]] };
  }
  return { sentences: [...assistantReplies.aboutCompany] };
}

function aboutAssistantAnswer(): Answer {
  return { sentences: [...assistantReplies.aboutAssistant] };
}

/**
 * A described problem: the visitor's situation composed (compose.ts): their words, their industry's stake, the
 * service that fixes it, its price and their city's response time, citing the service's and the industry's pages.
 * Also the turn that names the industry after the problem was described.
 */
function situationAnswer(situation: Situation | undefined): Answer | undefined {
  return situation && { sentences: situation.sentences, cite: situation.cite, service: situation.service };
}

function notBuyerAnswer(state: ConversationState): Answer {
  if (/\b(?:job|hiring|career|careers|resume|internship|co-?op)\b/.test(state.current.text)) {
    return {
      sentences: [assistantReplies.notBuyer.jobSeeker],
      prefer: 'browsing',
      fixedQuestion: true,
    };
  }
  return {
    sentences: [assistantReplies.notBuyer.browsing],
    prefer: 'browsing',
    fixedQuestion: true,
  };
}

function greetingAnswer(): Answer {
  return {
    sentences: [assistantReplies.greeting],
    prefer: 'challenge',
  };
}

function thanksAnswer(): Answer {
  return { sentences: [assistantReplies.thanks] };
}

function goodbyeAnswer(state: ConversationState): Answer {
  const hasContact = Boolean(state.visitorInfo.email || state.visitorInfo.phone);
  return {
    sentences: [assistantReplies.goodbye],
    prefer: hasContact ? 'goodbye-anything' : 'goodbye-follow-up',
    fixedQuestion: true,
  };
}

function offTopicAnswer(): Answer {
  return { sentences: [assistantReplies.offTopic], unanswered: 'out-of-scope' };
}

/**
 * A business IT message nothing in the catalogue answers: the general managed IT answer. A question (it asks,
 * rather than tells) counts as not answered.
 */
function generalItAnswer(state: ConversationState): Answer {
  return {
    sentences: assistantReplies.generalIt(priceClause(prices.managedIt)),
    cite: ['managed-it-services'],
    ...(isQuestion(state.input.message) ? { unanswered: 'no-answer' as const } : {}),
  };
}

/** Whether a message asks something: it ends with '?' or opens like a question. */
function isQuestion(message: string): boolean {
  return (
    /\?\s*$/.test(message) ||
    /^(?:who|what|when|where|why|how|which|can|could|do|does|did|is|are|will|would|should|may)\b/i.test(
      message.trim(),
    )
  );
}

/** Teams at least this large get a custom quote rather than a per-user estimate. */
const CUSTOM_QUOTE_EMPLOYEES = 250;

function sizeAnswer(state: ConversationState): Answer | undefined {
  const employees = extractEmployees(state.input.message);
  if (employees === undefined || pricingEstimates(state)) return undefined;
  if (employees >= CUSTOM_QUOTE_EMPLOYEES) {
    return { sentences: [assistantReplies.size.customQuote(employees)] };
  }
  return { sentences: [assistantReplies.size.estimate(employees)] };
}

function timelineAnswer(state: ConversationState): Answer | undefined {
  const timeline = state.current.timeline;
  if (!timeline && !state.current.urgent) return undefined;
  return {
    sentences: [
      timeline === 'later' && !state.current.urgent
        ? assistantReplies.timeline.later
        : assistantReplies.timeline.soon,
    ],
  };
}

const AFFIRMATIVE =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|sounds good|great|perfect|cool|alright|got it|makes sense)\b/;
const DECLINE = /^(?:no|nope|not now|not yet|maybe later|later|not really|no thanks|nah)\b/;

function acknowledgementAnswer(state: ConversationState): Answer | undefined {
  if (AFFIRMATIVE.test(state.current.text)) return { sentences: [assistantReplies.acknowledgement.yes] };
  if (DECLINE.test(state.current.text)) return { sentences: [assistantReplies.acknowledgement.no] };
  return undefined;
}

function fallbackAnswer(): Answer {
  return { sentences: [assistantReplies.fallback], unanswered: 'no-answer' };
}

/** A question whether we work in a place ('do you cover Oakville?', 'are you in Brampton?'). */
const COVERAGE_QUESTION =
  /\b(?:do|can|will|would) you (?:cover|serve|service|support (?:businesses|clients|offices|companies) in|work in|come (?:out )?to|travel to|go to)\b|\bare you (?:in|near|available in)\b/;

/** The answers that apply to the message, most important first. */
function answersFor(state: ConversationState): Answer[] {
  const c = state.current;
  const situation = composeSituation(state);
  const challenge = situationAnswer(situation);
  // A described problem is answered with the service that fixes it; a named service adds its own answer only
  // when it is another one ('our IT company is slow' names managed IT but is about support).
  const otherServices = c.services.filter((id) => id !== 'managed-it' && id !== situation?.service);
  // A situation in the visitor's industry says more than the general compliance answer, so it comes first.
  const situationFirst = situation?.industry !== undefined;
  const area = c.responseTime || c.offTopic ? undefined : areaAnswer(state);
  // A place outside our area, or a question whether we cover a place, comes first: it decides what we offer.
  const areaFirst = c.area?.kind === 'outside' || COVERAGE_QUESTION.test(c.text);
  const candidates: (Answer | undefined)[] = [
    contactGivenAnswer(state),
    areaFirst ? area : undefined,
    c.meetingRequest ? meetingAnswer() : c.booking ? bookingAnswer() : undefined,
    c.humanRequest ? humanAnswer() : undefined,
    c.pricing ? pricingAnswer(state) : undefined,
    c.responseTime && !c.challenges.includes('slow-support-response') ? responseTimeAnswer(state) : undefined,
    situationFirst ? challenge : undefined,
    c.compliance.length > 0 || c.complianceGeneral ? complianceAnswer(state) : undefined,
    situationFirst ? undefined : challenge,
    c.services.length > 0 && !c.pricing && (!challenge || otherServices.length > 0)
      ? servicesAnswer(state)
      : undefined,
    c.contract ? contractAnswer() : undefined,
    c.privacy ? privacyAnswer() : undefined,
    c.hours ? hoursAnswer() : undefined,
    c.contactRequest ? contactRequestAnswer() : undefined,
    c.aboutAssistant ? aboutAssistantAnswer() : undefined,
    c.aboutCompany ? aboutCompanyAnswer(state) : undefined,
    industryAnswer(state, challenge),
    sizeAnswer(state),
    areaFirst ? undefined : area,
    timelineAnswer(state),
    c.notBuyer ? notBuyerAnswer(state) : undefined,
  ];
  const found = candidates.filter((answer): answer is Answer => answer !== undefined);
  if (found.length > 0) return found;
  if (c.goodbye) return [goodbyeAnswer(state)];
  if (c.thanks) return [thanksAnswer()];
  if (c.greeting) return [greetingAnswer()];
  if (c.offTopic) return [offTopicAnswer()];
  if (c.itRelated) return [generalItAnswer(state)];
  return [acknowledgementAnswer(state) ?? fallbackAnswer()];
}

// ---------------------------------------------------------------- the closing question

function askedRecently(state: ConversationState, id: QuestionId, turns: number): boolean {
  const text = questionText(id, state);
  return state.assistantMessages.slice(0, turns).some((message) => message.trim().endsWith(text));
}

/**
 * The one question the reply ends with: the contact question once the lead is warm or hot and no email is
 * known (not twice in a row), else the answer's own question if it still finds something out, else the first
 * unknown of: challenge, size, industry, location, timeline, the free assessment, a phone number for hot leads.
 */
function closingQuestion(
  state: ConversationState,
  prefer: QuestionId | undefined,
  recommended: readonly ServiceId[] = [],
): QuestionId {
  const info = state.visitorInfo;
  const signals = state.counted;
  // What the visitor already gave is never asked for again (memory.ts).
  const facts = factsKnown(state);
  const known: Partial<Record<QuestionId, boolean>> = {
    contact: facts.has('email'),
    email: facts.has('email'),
    phone: facts.has('phone'),
    // A reply that recommends a service for the visitor's situation knows what they need.
    challenge: facts.has('need') || recommended.length > 0,
    size: facts.has('size'),
    industry: facts.has('industry'),
    location: facts.has('city'),
    timeline: signals.some((a) => a.timeline !== undefined || a.urgent),
    assessment: state.score.firedRules.some((rule) => rule.id === 'booking-request'),
  };
  const contactQuestion: QuestionId = info.phone ? 'email' : 'contact';
  const booked = known.assessment === true;
  // The right moment: warm or hot, no email yet, and either a second visitor message or a clear reason now.
  const strongReason = booked || state.score.leadQuality === 'hot' || state.current.humanRequest;
  const wantsContact =
    state.score.leadQuality !== 'cold' && !info.email && (strongReason || state.counted.length >= 2);
  if (wantsContact && (booked || !askedRecently(state, contactQuestion, 2))) return contactQuestion;
  if (prefer && !known[prefer] && !askedRecently(state, prefer, 1)) return prefer;
  const ladder: QuestionId[] = ['challenge', 'size', 'industry', 'location', 'timeline', 'assessment'];
  if (state.score.leadQuality === 'hot') ladder.push('phone');
  for (const id of ladder) if (!known[id] && !askedRecently(state, id, 1)) return id;
  return 'anything-else';
}

// ---------------------------------------------------------------- the reply

/** At most this many sentences of answer before the closing question (so a reply has 2 to 5 sentences). */
const MAX_ANSWER_SENTENCES = 4;

/** A composed reply: its text, the pages its facts come from, and whether it deflected the question. */
interface Composed {
  text: string;
  cite: RouteKey[];
  unanswered?: UnansweredReason;
  /** The services the shown answers recommend. */
  services?: ServiceId[];
}

function compose(state: ConversationState): Composed {
  if (state.injection.detected) {
    return {
      text: injectionRefusal(state.injection.kinds, { needKnown: factsKnown(state).has('need') }),
      cite: [],
    };
  }
  if (state.current.emergency) {
    const answer = emergencyAnswer(state);
    return {
      text: [...answer.sentences, questionText(answer.prefer ?? 'emergency-callback', state)].join(' '),
      cite: [],
    };
  }
  const answers = answersFor(state);
  const sentences: string[] = [];
  const shown: Answer[] = [];
  const cite: RouteKey[] = [];
  for (const answer of answers) {
    // A sentence another answer already gave is not said twice ('Backup and recovery starts at …').
    const fresh = answer.sentences.filter((sentence) => !sentences.includes(sentence));
    if (sentences.length > 0 && sentences.length + fresh.length > MAX_ANSWER_SENTENCES) break;
    sentences.push(...fresh.slice(0, MAX_ANSWER_SENTENCES));
    shown.push(answer);
    for (const route of answer.cite ?? []) if (!cite.includes(route)) cite.push(route);
  }
  // An answer that needs its own question (a meeting's times, a browser's 'take your time') gets it.
  const fixed = shown.find((answer) => answer.fixedQuestion && answer.prefer);
  const services = shown.flatMap((answer) => (answer.service ? [answer.service] : []));
  const question = fixed?.prefer ?? closingQuestion(state, answers.find((a) => a.prefer)?.prefer, services);
  const text = [
    ...sentences.slice(0, MAX_ANSWER_SENTENCES).map(upperFirst),
    questionText(question, state),
  ].join(' ');
  const lead = answers[0];
  const composed: Composed =
    answers.length === 1 && lead?.unanswered ? { text, cite, unanswered: lead.unanswered } : { text, cite };
  if (services.length > 0) composed.services = services;
  return composed;
}

/**
 * Creates the built-in engine. It needs no configuration: every fact comes from `@northline/content`.
 *
 * @returns an engine whose `reply` is deterministic and never rejects unless the signal is already aborted
 */
export function createBuiltinEngine(): ChatEngine {
  return {
    name: 'builtin',
    async reply(input: EngineInput, options: EngineOptions = {}): Promise<EngineReply> {
      options.signal?.throwIfAborted();
      const state = analyseConversation(input);
      const composed = compose(state);
      const reply = finishReply(state, composed.text, {
        engine: 'builtin',
        ...(composed.services ? { judgedServices: composed.services } : {}),
      });
      const citations = composed.cite.slice(0, MAX_CHAT_CITATIONS).map(citationOf);
      if (citations.length > 0) reply.citations = citations;
      if (composed.unanswered) reply.unanswered = composed.unanswered;
      options.onToken?.(reply.response);
      return reply;
    },
  };
}
