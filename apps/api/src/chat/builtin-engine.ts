/**
 * The built-in engine (issue 6, the default; no key needed): a deterministic IT sales consultant. It
 * recognises what the visitor asks (intents.ts), answers from the catalogue (facts.ts: prices in CAD, response
 * minutes per city, hours, phone), scores the lead (scoring.ts), fills visitor info from what was typed
 * (extraction.ts), and ends every reply with one question that moves qualification forward, asking for contact
 * details once the lead is warm or hot and no email is known. Emergencies skip qualification and give the
 * 24/7 line at once; prompt-injection attempts get a polite refusal (injection.ts).
 *
 * Same input, same output: no randomness, no clock, no I/O. Replies are 2 to 5 short sentences of plain text
 * in Canadian English.
 */
import {
  analyseConversation,
  CHALLENGE_SERVICES,
  type ConversationState,
  finishReply,
} from './conversation.ts';
import type { ChatEngine, EngineInput, EngineOptions, EngineReply } from './engine.ts';
import { extractEmails, extractEmployees, extractPhones } from './extraction.ts';
import {
  ASSESSMENT_TEXT,
  claims,
  company,
  complianceFrameworks,
  EMAIL,
  formatCad,
  frameworkById,
  GREETING_TEXT,
  industryById,
  locationById,
  locations,
  PHONE,
  priceClause,
  prices,
  REPLY_PROMISES,
  RESPONSE_MINUTES,
  type ServiceId,
  serviceById,
  services,
  TERMS,
} from './facts.ts';
import { injectionRefusal } from './injection.ts';
import { isSecurityIncident } from './intents.ts';
import { joinList, lowerFirst, upperFirst } from './text.ts';

/**
 * The assistant's first message when the widget opens with no messages (§4: "lists the services and asks what
 * IT challenges the business faces"), from the catalogue's widget copy.
 */
export const CHAT_GREETING: string = GREETING_TEXT;

/** The questions the consultant ends a reply with, by what they find out. */
type QuestionId =
  | 'contact'
  | 'email'
  | 'phone'
  | 'challenge'
  | 'size'
  | 'industry'
  | 'location'
  | 'timeline'
  | 'assessment'
  | 'anything-else'
  | 'emergency-callback'
  | 'emergency-scope'
  | 'goodbye-follow-up'
  | 'goodbye-anything'
  | 'browsing';

const SIZE_QUESTION_BY_INDUSTRY: Partial<Record<string, string>> = {
  healthcare: 'How many providers and staff work at your practice?',
  legal: 'How many lawyers and staff are at your firm?',
  'real-estate': 'How many agents and staff are at your brokerage?',
  manufacturing: 'How many employees do you have across the office and the shop floor?',
};

function questionText(id: QuestionId, state: ConversationState): string {
  switch (id) {
    case 'contact':
      return "What's the best email address and phone number for one of our consultants to reach you?";
    case 'email':
      return "What's the best email address for our consultant to send the details to?";
    case 'phone':
      return "What's the best phone number to reach you on?";
    case 'challenge':
      return "What's the biggest IT challenge your business is facing right now?";
    case 'size':
      return (
        (state.industry && SIZE_QUESTION_BY_INDUSTRY[state.industry]) ??
        'How many employees does your business have?'
      );
    case 'industry':
      return 'What industry is your business in?';
    case 'location':
      return 'Where is your office located?';
    case 'timeline':
      return 'When are you hoping to have this in place?';
    case 'assessment':
      return 'Would you like to book a free IT assessment with one of our consultants?';
    case 'anything-else':
      return "Is there anything else you'd like to know before our consultant reaches out?";
    case 'emergency-callback':
      return "If you'd rather we call you, what's the best number to reach you right now?";
    case 'emergency-scope':
      return 'How many computers or servers are affected so far?';
    case 'goodbye-follow-up':
      return 'Before you go, would you like a consultant to follow up with you by email?';
    case 'goodbye-anything':
      return 'Is there anything else I can help with before you go?';
    case 'browsing':
      return 'Is there anything about our services, prices or response times I can explain while you look around?';
  }
}

/** What one answer contributes: its sentences and, optionally, the question that fits it best. */
interface Answer {
  sentences: string[];
  prefer?: QuestionId;
  /** True when the reply must end with `prefer` and not with the contact question. */
  fixedQuestion?: boolean;
}

const CURRENCY_NOTE = '(CAD, plus HST)';

/** The phrase a service's starting price is stated with. */
const PRICE_SUBJECT: Readonly<Record<ServiceId, string>> = {
  'managed-it': 'Managed IT',
  cybersecurity: 'A security assessment',
  'cloud-solutions': 'A cloud migration',
  'it-consulting': 'IT consulting',
  'backup-recovery': 'Backup and recovery',
  'help-desk': 'Help desk support',
};

function priceSentence(id: ServiceId): string {
  return `${PRICE_SUBJECT[id]} ${priceClause(serviceById(id).startingPrice)} ${CURRENCY_NOTE}.`;
}

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

function hoursText(): string {
  return joinList(
    company.hours.display.filter((line) => !/closed/i.test(line)).map((line) => line.replace(': ', ' ')),
  );
}

// ---------------------------------------------------------------- answers

function emergencyAnswer(state: ConversationState): Answer {
  const security = isSecurityIncident(state.current.text);
  const sentences = security
    ? [
        `That sounds like an active security incident, so please call our 24/7 emergency line at ${PHONE} right now: an engineer starts containment within ${claims.incidentResponseMinutes.display}.`,
        "Until then, disconnect the affected computers from the network (unplug the cable or turn off Wi-Fi) but leave them powered on, and don't pay any ransom or delete anything.",
      ]
    : [
        `Sorry to hear your systems are down: please call our 24/7 emergency line at ${PHONE} right now so an engineer can start on it straight away.`,
        'If you can, note what changed just before it stopped working (a power cut, an update, a new device), as that helps us fix it faster.',
      ];
  const hasPhone = Boolean(state.visitorInfo.phone);
  return { sentences, prefer: hasPhone ? 'emergency-scope' : 'emergency-callback', fixedQuestion: true };
}

function contactGivenAnswer(state: ConversationState): Answer | undefined {
  const message = state.input.message;
  if (extractEmails(message).length === 0 && extractPhones(message).length === 0) return undefined;
  const name = state.visitorInfo.name?.split(' ')[0];
  return {
    sentences: [
      `Thanks${name ? `, ${name}` : ''}! I've noted your details, and one of our consultants will contact you within ${REPLY_PROMISES.businessDays} business day.`,
    ],
    prefer: state.score.firedRules.some((rule) => rule.id === 'booking-request') ? 'challenge' : 'assessment',
  };
}

function bookingAnswer(): Answer {
  return {
    sentences: [`Great, the IT assessment is free. ${ASSESSMENT_TEXT}`],
    prefer: 'contact',
  };
}

function humanAnswer(): Answer {
  return {
    sentences: [
      `Of course: you can reach a consultant at ${PHONE} (${hoursText()}), or leave your details here and we'll contact you within ${REPLY_PROMISES.businessDays} business day.`,
    ],
    prefer: 'contact',
  };
}

function pricingAnswer(state: ConversationState): Answer {
  const named = state.current.services;
  if (named.length > 0) {
    const sentences = named.slice(0, 3).map(priceSentence);
    if (named.includes('managed-it') || named.includes('help-desk')) {
      sentences.push(
        `The first IT assessment is free, and managed services come with a ${claims.moneyBackGuaranteeDays.display} money-back guarantee.`,
      );
    }
    return { sentences, prefer: 'size' };
  }
  const list = [
    `managed IT ${lowerFirst(prices.managedIt.display)}`,
    `security assessments ${lowerFirst(prices.securityAssessment.display)}`,
    `cloud migrations ${lowerFirst(prices.cloudMigration.display)}`,
    `IT consulting at ${prices.consultingHourly.display}`,
  ];
  const employees = state.details.employees;
  const estimate =
    employees !== undefined && employees < CUSTOM_QUOTE_EMPLOYEES
      ? [
          `For your team of ${employees}, managed IT would start at about ${formatCad(employees * prices.managedIt.amountCad)} per month.`,
        ]
      : [];
  return {
    sentences: [
      `Our prices are in CAD before HST: ${joinList(list)}.`,
      ...estimate,
      `The first IT assessment is free, and managed services come with a ${claims.moneyBackGuaranteeDays.display} money-back guarantee.`,
    ],
    prefer: 'size',
  };
}

function responseTimeAnswer(state: ConversationState): Answer {
  const area = state.current.area ?? state.area;
  const incident = `Security incidents get an engineer within ${claims.incidentResponseMinutes.display}, 24/7.`;
  if (area?.kind === 'city') {
    const location = locationById(area.id);
    return {
      sentences: [
        `In ${location.name}, a technician responds within ${location.responseMinutes} minutes of your call or ticket.`,
        `${location.onSite}.`,
        incident,
      ],
    };
  }
  if (area?.kind === 'other-gta') {
    return {
      sentences: [
        `Across the rest of the GTA, a technician responds within ${RESPONSE_MINUTES.other} minutes of your call or ticket.`,
        incident,
      ],
    };
  }
  const withPages = locations.filter((location) => location.route);
  const parts = withPages.map((location, index) =>
    index === 0
      ? `${location.responseMinutes} minutes in ${location.name}`
      : `${location.responseMinutes} in ${location.name}`,
  );
  return {
    sentences: [
      `A technician responds within ${joinList(parts)}, and ${RESPONSE_MINUTES.other} minutes elsewhere in the GTA.`,
      incident,
    ],
    prefer: 'location',
  };
}

function complianceAnswer(state: ConversationState): Answer {
  const named = state.current.compliance;
  const assessment = `A security assessment (${lowerFirst(prices.securityAssessment.display)} CAD) shows where you stand today.`;
  if (named.length === 1 && named[0]) {
    const framework = frameworkById(named[0]);
    return {
      sentences: [
        `About ${framework.name}: ${framework.summary}`,
        `Our cybersecurity service gives you the controls and the evidence it asks for. ${assessment}`,
      ],
      prefer: state.industry ? 'size' : 'industry',
    };
  }
  const names = (
    named.length > 0 ? named.map((id) => frameworkById(id)) : complianceFrameworks.slice(0, 4)
  ).map((framework) => framework.name);
  return {
    sentences: [
      `We help GTA businesses meet ${joinList(names)} requirements, and prepare for audits and cyber-insurance questionnaires.`,
      assessment,
    ],
    prefer: state.industry ? 'size' : 'industry',
  };
}

function servicesAnswer(state: ConversationState): Answer {
  const named = state.current.services;
  if (named.length === 1 && named[0]) {
    const service = serviceById(named[0]);
    return { sentences: [firstSentence(service.description), priceSentence(service.id)] };
  }
  const shown = named.slice(0, 3);
  return {
    sentences: [
      `We can help with ${joinList(shown.map((id) => serviceById(id).name))}.`,
      ...shown.slice(0, 2).map(priceSentence),
    ],
  };
}

/** The analyses of the visitor's earlier messages (without the current one). */
function earlier(state: ConversationState) {
  return state.injection.detected ? state.counted : state.counted.slice(0, -1);
}

function industryAnswer(state: ConversationState): Answer | undefined {
  const named = earlier(state).flatMap((analysis) => analysis.industries);
  const id = state.current.industries.find((candidate) => !named.includes(candidate));
  if (!id) return undefined;
  const industry = industryById(id);
  const [first] = industry.services;
  const sentences = [
    `For ${industry.name.toLowerCase()} clients, we provide ${lowerFirst(industry.summary)}`,
  ];
  if (first) sentences.push(`${serviceById(first.serviceId).name}: ${lowerFirst(first.why)}`);
  const frameworks = industry.compliance.map((framework) => frameworkById(framework).name);
  if (frameworks.length > 0) sentences.push(`We also help you meet ${joinList(frameworks)}.`);
  return { sentences, prefer: 'size' };
}

function areaAnswer(state: ConversationState): Answer | undefined {
  const area = state.current.area;
  if (!area) return undefined;
  const seen = earlier(state).some((analysis) => JSON.stringify(analysis.area) === JSON.stringify(area));
  if (seen && !state.current.responseTime) return undefined;
  if (area.kind === 'outside') {
    return {
      sentences: [
        `We serve Toronto and the GTA, with on-site support within ${company.serviceRadiusKm} km of ${joinList(company.areaServed.map((id) => locationById(id).name))}, so that location is outside our area for on-site work.`,
        'A consultant can tell you whether remote support alone would work for you.',
      ],
    };
  }
  if (area.kind === 'other-gta') {
    const other = locations.find((location) => !location.route);
    return {
      sentences: [
        `Yes, we serve the wider GTA: a technician responds within ${RESPONSE_MINUTES.other} minutes of your call or ticket.`,
        ...(other ? [`${other.onSite}.`] : []),
      ],
    };
  }
  const location = locationById(area.id);
  const sentences = [
    `We support businesses across ${location.name}, with a ${location.responseMinutes}-minute response time.`,
    `${location.onSite}.`,
  ];
  if (location.route)
    sentences.push(
      `We've worked with ${location.businessesServed} businesses in ${location.name} since ${company.foundingYear}.`,
    );
  return { sentences };
}

function hoursAnswer(): Answer {
  return {
    sentences: [
      `Our office hours are ${hoursText()}, Toronto time.`,
      `We also provide ${company.hours.emergency}, and you can call us at ${PHONE}.`,
    ],
  };
}

function contactRequestAnswer(): Answer {
  return {
    sentences: [
      `You can call us at ${PHONE} or email ${EMAIL}, and we answer messages within ${REPLY_PROMISES.businessDays} business day.`,
      `Our office is in downtown ${company.address.locality}, open ${hoursText()}.`,
    ],
  };
}

function contractAnswer(): Answer {
  const guaranteeDays = claims.moneyBackGuaranteeDays.display;
  return {
    sentences: [
      `There's no long-term lock-in: agreements are month-to-month, and you can leave with ${TERMS.terminationNoticeDays} days notice.`,
      `Managed services also come with a ${guaranteeDays} money-back guarantee and a ${claims.uptimePercent.display} uptime SLA.`,
    ],
  };
}

function aboutCompanyAnswer(): Answer {
  return {
    sentences: [company.description, `We're rated ${company.rating.display}.`],
  };
}

function aboutAssistantAnswer(): Answer {
  return {
    sentences: [
      `I'm ${company.name}'s automated assistant: I answer questions about our services, prices and response times.`,
      `A human consultant is always available at ${PHONE}.`,
    ],
  };
}

function challengeAnswer(state: ConversationState): Answer | undefined {
  const challenge = state.current.challenges.find((candidate) => candidate !== 'compliance-issues');
  if (!challenge) return undefined;
  const service = serviceById(CHALLENGE_SERVICES[challenge]);
  const follow =
    challenge === 'slow-support-response'
      ? `In Toronto a technician responds in ${claims.torontoResponseMinutes.display}, and within ${RESPONSE_MINUTES.other} minutes anywhere else in the GTA.`
      : priceSentence(service.id);
  // A question ('how do you stop ransomware?') gets the answer; a described problem also gets empathy.
  const asked = /\?\s*$/.test(state.input.message);
  const empathy = asked ? [] : ["That's a common problem, and one we fix for GTA businesses every day."];
  return { sentences: [...empathy, firstSentence(service.description), follow] };
}

function notBuyerAnswer(state: ConversationState): Answer {
  if (/\b(?:job|hiring|career|careers|resume|internship|co-?op)\b/.test(state.current.text)) {
    return {
      sentences: [`Thanks for your interest in working with us! Please send your resume to ${EMAIL}.`],
      prefer: 'browsing',
      fixedQuestion: true,
    };
  }
  return {
    sentences: ['No problem, take your time.'],
    prefer: 'browsing',
    fixedQuestion: true,
  };
}

function greetingAnswer(): Answer {
  return {
    sentences: [
      `Hi, thanks for stopping by! I can help with ${joinList(services.map((service) => service.shortName))} for businesses across Toronto and the GTA.`,
    ],
    prefer: 'challenge',
  };
}

function thanksAnswer(): Answer {
  return { sentences: ["You're welcome, happy to help."] };
}

function goodbyeAnswer(state: ConversationState): Answer {
  const hasContact = Boolean(state.visitorInfo.email || state.visitorInfo.phone);
  return {
    sentences: [
      `Thanks for chatting with ${company.name}! If anything comes up, call us at ${PHONE} or email ${EMAIL}.`,
    ],
    prefer: hasContact ? 'goodbye-anything' : 'goodbye-follow-up',
    fixedQuestion: true,
  };
}

function offTopicAnswer(): Answer {
  return {
    sentences: [
      `I'm ${company.name}'s assistant, so I stick to business IT: support, security, cloud, consulting, backup and help desk.`,
    ],
  };
}

function generalItAnswer(): Answer {
  return {
    sentences: [
      "That's the kind of thing our managed IT and help desk teams handle every day.",
      `Managed IT ${priceClause(prices.managedIt)} ${CURRENCY_NOTE} and covers help desk support, 24/7 monitoring and patching.`,
    ],
  };
}

/** Teams at least this large get a custom quote rather than a per-user estimate. */
const CUSTOM_QUOTE_EMPLOYEES = 250;

function sizeAnswer(state: ConversationState): Answer | undefined {
  const employees = extractEmployees(state.input.message);
  if (employees === undefined) return undefined;
  if (employees >= CUSTOM_QUOTE_EMPLOYEES) {
    return {
      sentences: [
        `Thanks, that helps: for a team of ${employees}, we put together a custom quote after the free IT assessment.`,
      ],
    };
  }
  const perUser = prices.managedIt.amountCad;
  return {
    sentences: [
      `Thanks, that helps: for a team of ${employees}, managed IT would start at about ${formatCad(employees * perUser)} per month ${CURRENCY_NOTE}, at ${formatCad(perUser)} per user.`,
    ],
  };
}

function timelineAnswer(state: ConversationState): Answer | undefined {
  const timeline = state.current.timeline;
  if (!timeline && !state.current.urgent) return undefined;
  return {
    sentences: [
      timeline === 'later' && !state.current.urgent
        ? "Good to know, there's time to plan it properly, and the free assessment is a good first step."
        : 'Good to know, we can move quickly: the free assessment is usually the first step.',
    ],
  };
}

const AFFIRMATIVE =
  /^(?:yes|yeah|yep|yup|sure|ok|okay|sounds good|great|perfect|cool|alright|got it|makes sense)\b/;
const DECLINE = /^(?:no|nope|not now|not yet|maybe later|later|not really|no thanks|nah)\b/;

function acknowledgementAnswer(state: ConversationState): Answer | undefined {
  if (AFFIRMATIVE.test(state.current.text)) return { sentences: ['Sounds good.'] };
  if (DECLINE.test(state.current.text)) return { sentences: ['No problem.'] };
  return undefined;
}

function fallbackAnswer(): Answer {
  return {
    sentences: [
      `I'm here to help with your business IT: ${joinList(services.map((service) => service.shortName))}.`,
    ],
  };
}

/** The answers that apply to the message, most important first. */
function answersFor(state: ConversationState): Answer[] {
  const c = state.current;
  const challenge = challengeAnswer(state);
  // A described problem is answered with the service that fixes it; a named service adds its own answer only
  // when it is another one ('our IT company is slow' names managed IT but is about support).
  const challengeService = c.challenges.find((id) => id !== 'compliance-issues');
  const otherServices = c.services.filter(
    (id) => id !== 'managed-it' && (!challengeService || id !== CHALLENGE_SERVICES[challengeService]),
  );
  const candidates: (Answer | undefined)[] = [
    contactGivenAnswer(state),
    c.booking ? bookingAnswer() : undefined,
    c.humanRequest ? humanAnswer() : undefined,
    c.pricing ? pricingAnswer(state) : undefined,
    c.responseTime && !c.challenges.includes('slow-support-response') ? responseTimeAnswer(state) : undefined,
    c.compliance.length > 0 || c.complianceGeneral ? complianceAnswer(state) : undefined,
    challenge,
    c.services.length > 0 && !c.pricing && (!challenge || otherServices.length > 0)
      ? servicesAnswer(state)
      : undefined,
    c.contract ? contractAnswer() : undefined,
    c.hours ? hoursAnswer() : undefined,
    c.contactRequest ? contactRequestAnswer() : undefined,
    c.aboutAssistant ? aboutAssistantAnswer() : undefined,
    c.aboutCompany ? aboutCompanyAnswer() : undefined,
    industryAnswer(state),
    sizeAnswer(state),
    c.responseTime || c.offTopic ? undefined : areaAnswer(state),
    timelineAnswer(state),
    c.notBuyer ? notBuyerAnswer(state) : undefined,
  ];
  const found = candidates.filter((answer): answer is Answer => answer !== undefined);
  if (found.length > 0) return found;
  if (c.goodbye) return [goodbyeAnswer(state)];
  if (c.thanks) return [thanksAnswer()];
  if (c.greeting) return [greetingAnswer()];
  if (c.offTopic) return [offTopicAnswer()];
  if (c.itRelated) return [generalItAnswer()];
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
function closingQuestion(state: ConversationState, prefer: QuestionId | undefined): QuestionId {
  const info = state.visitorInfo;
  const signals = state.counted;
  const known: Partial<Record<QuestionId, boolean>> = {
    contact: Boolean(info.email),
    email: Boolean(info.email),
    phone: Boolean(info.phone),
    challenge: signals.some((a) => a.painPoint || a.services.length > 0 || a.emergency),
    size: state.details.employees !== undefined,
    industry: state.industry !== undefined,
    location: state.area !== undefined,
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

function compose(state: ConversationState): string {
  if (state.injection.detected) return injectionRefusal(state.injection.kinds);
  if (state.current.emergency) {
    const answer = emergencyAnswer(state);
    return [...answer.sentences, questionText(answer.prefer ?? 'emergency-callback', state)].join(' ');
  }
  const answers = answersFor(state);
  const sentences: string[] = [];
  for (const answer of answers) {
    if (sentences.length > 0 && sentences.length + answer.sentences.length > MAX_ANSWER_SENTENCES) break;
    sentences.push(...answer.sentences.slice(0, MAX_ANSWER_SENTENCES));
  }
  const lead = answers[0];
  const question =
    lead?.fixedQuestion && lead.prefer
      ? lead.prefer
      : closingQuestion(state, answers.find((a) => a.prefer)?.prefer);
  return [...sentences.slice(0, MAX_ANSWER_SENTENCES).map(upperFirst), questionText(question, state)].join(
    ' ',
  );
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
      const reply = finishReply(state, compose(state), { engine: 'builtin' });
      options.onToken?.(reply.response);
      return reply;
    },
  };
}
