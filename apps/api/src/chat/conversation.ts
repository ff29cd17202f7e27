/**
 * What both engines work out from a turn before answering, and how both finish a reply: the analysis of the
 * new message, the injection screen, the details the visitor typed, the services the conversation points at
 * and the lead score. Sharing it is what makes "the same scoring rules apply" true for the OpenAI engine.
 */
import {
  type Challenge,
  type ChatAction,
  type LeadQuality,
  MAX_CHAT_REPLY_LENGTH,
  type VisitorInfo,
} from '@northline/schemas';
import type { EngineInput, EngineName, EngineReply } from './engine.ts';
import { type ExtractedDetails, extractFromConversation, mergeVisitorInfo } from './extraction.ts';
import {
  services as catalogueServices,
  type IndustryId,
  type ServiceId,
  serviceIdOf,
  serviceLabel,
} from './facts.ts';
import { type InjectionCheck, screenConversation } from './injection.ts';
import { type AreaSignal, analyseMessage, isSecurityIncident, type MessageAnalysis } from './intents.ts';
import {
  countedVisitorTurns,
  evaluateLead,
  type FiredRule,
  type LeadScore,
  maxQuality,
  signalsOf,
} from './scoring.ts';
import { unique } from './text.ts';

/** The service that answers each challenge of §3's list (used for notes and for the built-in answers). */
export const CHALLENGE_SERVICES: Readonly<Record<Challenge, ServiceId>> = {
  'frequent-downtime': 'managed-it',
  'security-threats': 'cybersecurity',
  'high-it-costs': 'managed-it',
  'slow-support-response': 'help-desk',
  'compliance-issues': 'cybersecurity',
  'outdated-technology': 'it-consulting',
  'remote-work-challenges': 'cloud-solutions',
  'data-backup-concerns': 'backup-recovery',
  'network-performance': 'managed-it',
  'software-integration': 'it-consulting',
};

/** Most entries `interestedServices` may hold (`chatReplySchema`: 20 items of at most 100 characters). */
const MAX_INTERESTED = 20;

/** Everything an engine knows about a turn before it answers. */
export interface ConversationState {
  /** The turn being answered. */
  input: EngineInput;
  /** The new message's analysis (computed even when it is an injection attempt). */
  current: MessageAnalysis;
  /** The new message's injection screen, in the light of the earlier visitor messages (split, planted attempts). */
  injection: InjectionCheck;
  /**
   * Indexes in `input.history` of visitor messages flagged as injection attempts when they were sent: the OpenAI
   * engine withholds their text from the model (a planted instruction never reaches it).
   */
  flaggedHistory: ReadonlySet<number>;
  /** Analyses of every visitor message that counts, oldest first (injection attempts left out). */
  counted: MessageAnalysis[];
  /** What those messages say about the visitor. */
  details: ExtractedDetails;
  /** The input's visitor info completed with `details`. */
  visitorInfo: VisitorInfo;
  /** The latest industry named, if any. */
  industry?: IndustryId;
  /** The latest place named, if any. */
  area?: AreaSignal;
  /** Services the conversation named or clearly needs, in the order first seen. */
  services: ServiceId[];
  /** The lead score from the scoring rules, at least the input's quality. */
  score: LeadScore;
  /** The assistant's last message, if any. */
  lastAssistant?: string;
  /** The assistant's messages, newest first. */
  assistantMessages: string[];
}

/** Services a message names or clearly needs: named ones, those answering its challenges, and for incidents security and backup. */
export function servicesOf(analysis: MessageAnalysis): ServiceId[] {
  const implied: ServiceId[] = analysis.challenges.map((challenge) => CHALLENGE_SERVICES[challenge]);
  if (analysis.emergency) {
    implied.push(
      ...(isSecurityIncident(analysis.text)
        ? (['cybersecurity', 'backup-recovery'] as const)
        : (['managed-it'] as const)),
    );
  }
  if (analysis.compliance.length > 0) implied.push('cybersecurity');
  const found = new Set([...analysis.services, ...implied]);
  return catalogueServices.map((service) => service.id).filter((id) => found.has(id));
}

/**
 * Analyses one turn.
 *
 * @param input the turn as the API passes it
 */
export function analyseConversation(input: EngineInput): ConversationState {
  const visitorIndexes = input.history.flatMap((entry, index) => (entry.role === 'user' ? [index] : []));
  const screens = screenConversation([
    ...visitorIndexes.map((index) => input.history[index]?.content ?? ''),
    input.message,
  ]);
  const injection = screens.at(-1) ?? { detected: false, kinds: [] };
  const flaggedHistory = new Set(visitorIndexes.filter((_index, position) => screens[position]?.detected));
  const assistantMessages = input.history
    .filter((entry) => entry.role === 'assistant')
    .map((entry) => entry.content)
    .reverse();
  const lastEntry = input.history.at(-1);
  const lastAssistant = lastEntry?.role === 'assistant' ? lastEntry.content : undefined;
  const current = analyseMessage(
    input.message,
    lastAssistant === undefined ? {} : { previousAssistant: lastAssistant },
  );
  const turns = countedVisitorTurns(input.history, input.message, screens);
  // The new message, when it counts, is the last turn, with the same text and the same assistant message before
  // it as `current`: its analysis is reused, not made twice (the chat's CPU per message).
  const counted = turns.map((turn, index) =>
    index === turns.length - 1 && !injection.detected ? current : analyseMessage(turn.text, turn),
  );
  const details = extractFromConversation(turns.map((turn) => turn.text));
  const visitorInfo = mergeVisitorInfo(input.visitorInfo, details);
  const score = evaluateLead(signalsOf(counted, details, input.visitorInfo), input.leadQuality);
  const industry = counted.flatMap((analysis) => analysis.industries).at(-1);
  const area = counted.flatMap((analysis) => (analysis.area ? [analysis.area] : [])).at(-1);
  const services = unique(counted.flatMap(servicesOf));
  const state: ConversationState = {
    input,
    current,
    injection,
    flaggedHistory,
    counted,
    details,
    visitorInfo,
    services,
    score,
    assistantMessages,
  };
  if (industry) state.industry = industry;
  if (area) state.area = area;
  if (lastAssistant !== undefined) state.lastAssistant = lastAssistant;
  return state;
}

/**
 * The session's services of interest after this turn: the input's entries (known services written as their
 * labels, other text kept), then the new services' labels, without duplicates, at most 20.
 */
export function mergeInterestedServices(existing: readonly string[], found: readonly ServiceId[]): string[] {
  const labels = existing
    .map((entry) => {
      const id = serviceIdOf(entry);
      return id ? serviceLabel(id) : entry.trim().slice(0, 100);
    })
    .filter((entry) => entry !== '');
  return unique([...labels, ...found.map(serviceLabel)]).slice(0, MAX_INTERESTED);
}

/**
 * The action of a turn, from the server's own intent detection (intents.ts `meetingRequest`), whichever engine
 * writes the text: `offer-meeting` when the visitor asks for the meeting or accepts the offer of the free
 * assessment, except in an emergency (the 24/7 line comes first) or an injection attempt.
 */
export function meetingActionOf(state: ConversationState): ChatAction | undefined {
  if (!state.current.meetingRequest || state.current.emergency || state.injection.detected) return undefined;
  return { kind: 'offer-meeting' };
}

/** What an engine adds on top of the scoring rules when it finishes a reply. */
export interface FinishOptions {
  /** The engine that wrote the response. */
  engine: EngineName;
  /** A quality the engine judged (the model's); it can raise the rules' quality, never lower it. */
  judgedQuality?: LeadQuality;
  /** Services the engine judged (the model's). */
  judgedServices?: readonly ServiceId[];
}

/** The rule reported when the model rated a lead higher than the rules did. */
export function modelAssessmentRule(quality: LeadQuality): FiredRule {
  return {
    id: 'model-assessment',
    description: `The AI model judged the conversation ${quality} from what the visitor wrote`,
    points: 0,
  };
}

/**
 * Builds the reply of a turn: the response trimmed and bounded, the quality (rules as a floor, raised by a
 * judged quality), the services, the completed visitor info and the fired rules.
 */
export function finishReply(state: ConversationState, response: string, options: FinishOptions): EngineReply {
  let leadQuality = state.score.leadQuality;
  const firedRules = [...state.score.firedRules];
  if (options.judgedQuality && maxQuality(options.judgedQuality, leadQuality) !== leadQuality) {
    leadQuality = options.judgedQuality;
    firedRules.push(modelAssessmentRule(options.judgedQuality));
  }
  const reply: EngineReply = {
    response: response.trim().slice(0, MAX_CHAT_REPLY_LENGTH),
    leadQuality,
    leadQualityChanged: leadQuality !== state.input.leadQuality,
    interestedServices: mergeInterestedServices(state.input.interestedServices, [
      ...state.services,
      ...(options.judgedServices ?? []),
    ]),
    visitorInfo: state.visitorInfo,
    firedRules,
    emergency: state.current.emergency && !state.injection.detected,
    injection: state.injection.detected,
    engine: options.engine,
  };
  if (state.details.employees !== undefined) reply.employees = state.details.employees;
  const action = meetingActionOf(state);
  if (action) reply.action = action;
  return reply;
}
