/**
 * Lead scoring of the chat (specification §3 chat reply `leadQuality`, §4 lead-quality badge): explicit rules, each with an id, a description a visitor can read and a number of points. The
 * points of the rules that fire are added up and compared with {@link LEAD_THRESHOLDS}; some rules also set a
 * minimum quality (an emergency is always hot).
 *
 * Explainable by design: {@link LeadScore.firedRules} lists every rule that counted, so the API can store
 * them with each change of quality and answer a visitor who asks why they were rated so (Quebec's Law 25
 * gives that right for automated decisions; PIPEDA's openness principle points the same way).
 *
 * Quality never goes down within a session: the result is at least the quality the session already had
 * (`previous`). A buying signal, once given, stays true (an urgent request does not become less urgent because
 * the visitor then asks about hours), the widget's badge does not flicker (§4), and sales follow up on the best
 * moment of the conversation. When the earlier quality is kept, the rule `kept-previous` says so.
 *
 * Signals come from every visitor message of the session (history plus the current one), except messages
 * flagged as prompt injection, and from the visitor info (the contact panel's fields count as given).
 */
import { type ChatMessage, LEAD_QUALITIES, type LeadQuality, type VisitorInfo } from '@northline/schemas';
import { type ExtractedDetails, extractFromConversation } from './extraction.ts';
import { type InjectionCheck, screenConversation } from './injection.ts';
import { analyseMessage, type MessageAnalysis, type TimelineSignal } from './intents.ts';
import {
  isPlaceholderEmail,
  isPlaceholderPhone,
  isPlaceholderText,
  PLACEHOLDER_FIELDS,
  type PlaceholderField,
  placeholderFields,
} from './placeholders.ts';

/** The facts about a conversation the rules look at. Built by {@link signalsOf}; tests build them by hand. */
export interface LeadSignals {
  /** An active incident was reported. */
  emergency: boolean;
  /** The visitor asked to book the assessment, a call, a meeting or a quote. */
  booking: boolean;
  /** The visitor said the need is urgent. */
  urgent: boolean;
  /** The visitor asked for speed in strong words (urgent, ASAP, right away). */
  urgentStrong: boolean;
  /** The visitor said the business cannot work now (nobody can work, it is down, a server crashed). */
  workStopped: boolean;
  /** The visitor asked for someone or for help today or right now. */
  sameDayHelp: boolean;
  /** The visitor asked to speak with a person. */
  humanRequest: boolean;
  /** Details that are placeholders (placeholders.ts), in reporting order; they earn no points. */
  placeholders: readonly PlaceholderField[];
  /** When the visitor wants to start, when stated ('near' wins over 'later'). */
  timeline?: TimelineSignal;
  /** Employees stated, the latest statement. */
  employees?: number;
  /** A budget or an amount was stated. */
  budget: boolean;
  /** The visitor owns the business or decides on IT. */
  decisionMaker: boolean;
  /** An email address is known (typed in the chat or given in the contact panel) and is not a placeholder. */
  email: boolean;
  /** A phone number is known and is not a placeholder. */
  phone: boolean;
  /** The company's name is known and is not a placeholder. */
  company: boolean;
  /** The visitor is replacing their IT provider or has none. */
  switching: boolean;
  /** The visitor asked about prices. */
  pricing: boolean;
  /** The visitor asked about at least one of our services. */
  serviceInterest: boolean;
  /** The visitor described a concrete IT problem. */
  painPoint: boolean;
  /** The visitor named a compliance requirement or talked about audits and regulations. */
  compliance: boolean;
  /** The visitor is in Toronto or the GTA. */
  inServiceArea: boolean;
  /** The visitor named one of the six industries we specialise in. */
  targetIndustry: boolean;
  /** The visitor said they are only browsing, a student or looking for a job. */
  notBuyer: boolean;
  /** The visitor said the business is one person, and gave no larger headcount. */
  solo: boolean;
}

/** One scoring rule. */
export interface LeadRule {
  /** Stable id, stored with each quality change (kebab-case). */
  id: string;
  /** What the rule means, in words a visitor understands. */
  description: string;
  /** Points added when it fires (negative points subtract). */
  points: number;
  /** The lowest quality the lead can have when the rule fires, whatever the points. */
  minimum?: LeadQuality;
  /** Whether the rule fires for these signals. */
  applies: (signals: LeadSignals) => boolean;
  /** The description as reported when the rule fires, when it names what fired (default: `description`). */
  explain?: (signals: LeadSignals) => string;
}

/** A rule that fired, as stored and shown: id, description and the points it added. */
export interface FiredRule {
  /** The rule's id ({@link LEAD_RULES}), or 'kept-previous' / 'model-assessment' for the two rules outside the table. */
  id: string;
  /** The rule's description. */
  description: string;
  /** Points it added (0 for the two rules outside the table). */
  points: number;
}

/** The result of scoring: the quality, the points behind it and the rules that fired. */
export interface LeadScore {
  /** 'cold', 'warm' or 'hot'; never lower than the `previous` quality given. */
  leadQuality: LeadQuality;
  /** Sum of the fired rules' points. */
  points: number;
  /** The rules that fired, in {@link LEAD_RULES} order, then 'kept-previous' when it applied. */
  firedRules: FiredRule[];
}

/** Points at which a lead becomes warm and hot. Below `warm` it is cold. */
export const LEAD_THRESHOLDS = { warm: 25, hot: 60 } as const;

/**
 * The scoring rules, in the order they are reported. Points were chosen so that one strong buying signal
 * (booking, urgency with a named service) makes a lead warm, two make it hot, and polite interest alone
 * (hours, a greeting, an industry) leaves it cold.
 */
export const LEAD_RULES: readonly LeadRule[] = [
  {
    id: 'emergency',
    description: 'Reported an active IT emergency (ransomware, a breach, a hacked account or systems down)',
    points: 60,
    minimum: 'hot',
    applies: (s) => s.emergency,
  },
  {
    id: 'work-stopped',
    description:
      'Said the business cannot work right now (nobody can work, systems down or a crashed server)',
    points: 60,
    minimum: 'hot',
    applies: (s) => s.workStopped && !s.emergency,
  },
  {
    id: 'same-day-help',
    description: 'Needs someone or help today or right now',
    points: 35,
    minimum: 'hot',
    applies: (s) => s.sameDayHelp,
  },
  {
    id: 'urgent-problem',
    description:
      'Described an IT problem and wants it fixed urgently (urgent, as soon as possible, right away)',
    points: 35,
    applies: (s) => s.urgentStrong && s.painPoint,
  },
  {
    id: 'booking-request',
    description: 'Asked to book the free assessment, a call, a meeting or a quote',
    points: 40,
    applies: (s) => s.booking,
  },
  {
    id: 'urgent-need',
    description: 'Said the need is urgent (urgent, as soon as possible, right away, this week)',
    points: 25,
    applies: (s) => s.urgent,
  },
  {
    id: 'timeline-within-3-months',
    description: 'Wants to start within about three months',
    points: 20,
    applies: (s) => s.timeline === 'near',
  },
  {
    id: 'timeline-this-year',
    description: 'Wants to start later this year',
    points: 10,
    applies: (s) => s.timeline === 'later',
  },
  {
    id: 'size-50-plus',
    description: 'Has 50 or more employees',
    points: 20,
    applies: (s) => s.employees !== undefined && s.employees >= 50,
  },
  {
    id: 'size-10-to-49',
    description: 'Has 10 to 49 employees',
    points: 10,
    applies: (s) => s.employees !== undefined && s.employees >= 10 && s.employees < 50,
  },
  {
    id: 'budget-stated',
    description: 'Mentioned a budget or an amount they can spend',
    points: 15,
    applies: (s) => s.budget,
  },
  {
    id: 'decision-maker',
    description: 'Owns the business or decides on IT',
    points: 15,
    applies: (s) => s.decisionMaker,
  },
  { id: 'gave-email', description: 'Gave an email address', points: 20, applies: (s) => s.email },
  { id: 'gave-phone', description: 'Gave a phone number', points: 20, applies: (s) => s.phone },
  { id: 'named-company', description: 'Named their company', points: 5, applies: (s) => s.company },
  {
    id: 'asked-for-person',
    description: 'Asked to speak with a person',
    points: 15,
    applies: (s) => s.humanRequest,
  },
  {
    id: 'switching-provider',
    description: 'Is replacing their IT provider or has none',
    points: 15,
    applies: (s) => s.switching,
  },
  { id: 'asked-pricing', description: 'Asked about prices', points: 15, applies: (s) => s.pricing },
  {
    id: 'service-interest',
    description: 'Asked about one of our services',
    points: 10,
    applies: (s) => s.serviceInterest,
  },
  {
    id: 'described-problem',
    description: 'Described a concrete IT problem',
    points: 10,
    applies: (s) => s.painPoint,
  },
  {
    id: 'compliance-need',
    description:
      "Has a compliance requirement (PHIPA, PIPEDA, HIPAA, RECO, SOX, PCI DSS, an audit or an insurer's requirement)",
    points: 10,
    applies: (s) => s.compliance,
  },
  {
    id: 'in-service-area',
    description: 'Is in Toronto or the GTA, where we offer on-site support',
    points: 5,
    applies: (s) => s.inServiceArea,
  },
  {
    id: 'target-industry',
    description: 'Works in an industry we specialise in',
    points: 5,
    applies: (s) => s.targetIndustry,
  },
  {
    id: 'not-a-buyer',
    description: 'Said they are only browsing, a student, looking for a job or selling to us',
    points: -30,
    applies: (s) => s.notBuyer,
  },
  {
    id: 'one-person-business',
    description: 'Works alone (a business of one person), below the size managed IT is for',
    points: -25,
    applies: (s) => s.solo,
  },
  {
    id: 'placeholder-details',
    description:
      'Placeholder details: a name, e-mail, phone number, company or message that looks typed to test the form (possibly junk; they earn no points)',
    points: 0,
    applies: (s) => s.placeholders.length > 0,
    explain: (s) =>
      `Placeholder details: ${s.placeholders.map((field) => PLACEHOLDER_LABELS[field]).join(', ')} (possibly junk; they earn no points)`,
  },
];

/** How {@link LEAD_RULES}' placeholder rule names each field to staff. */
const PLACEHOLDER_LABELS: Readonly<Record<PlaceholderField, string>> = {
  name: 'name',
  email: 'e-mail',
  phone: 'phone number',
  company: 'company',
  message: 'message',
};

/** The rule reported when the session's earlier, higher quality is kept (quality never goes down). */
export const KEPT_PREVIOUS_RULE = {
  id: 'kept-previous',
  description: 'Lead quality never goes down within a conversation, so the earlier rating was kept',
} as const;

const rank = (quality: LeadQuality): number => LEAD_QUALITIES.indexOf(quality);

/** The higher of two qualities ('hot' > 'warm' > 'cold'). */
export function maxQuality(a: LeadQuality, b: LeadQuality): LeadQuality {
  return rank(a) >= rank(b) ? a : b;
}

/** The quality a number of points earns by {@link LEAD_THRESHOLDS}. */
export function qualityForPoints(points: number): LeadQuality {
  if (points >= LEAD_THRESHOLDS.hot) return 'hot';
  if (points >= LEAD_THRESHOLDS.warm) return 'warm';
  return 'cold';
}

/**
 * Applies {@link LEAD_RULES} to signals.
 *
 * @param signals the conversation's signals
 * @param previous the session's quality so far (default 'cold'); the result is never lower
 */
export function evaluateLead(signals: LeadSignals, previous: LeadQuality = 'cold'): LeadScore {
  const fired = LEAD_RULES.filter((rule) => rule.applies(signals));
  const points = fired.reduce((sum, rule) => sum + rule.points, 0);
  let quality = qualityForPoints(points);
  for (const rule of fired) if (rule.minimum) quality = maxQuality(quality, rule.minimum);
  const firedRules: FiredRule[] = fired.map(({ id, description, explain, points: rulePoints }) => ({
    id,
    description: explain ? explain(signals) : description,
    points: rulePoints,
  }));
  if (rank(previous) > rank(quality)) {
    quality = previous;
    firedRules.push({ ...KEPT_PREVIOUS_RULE, points: 0 });
  }
  return { leadQuality: quality, points, firedRules };
}

/**
 * The signals of a conversation.
 *
 * @param analyses the analyses of the visitor's messages that count (injection attempts left out), oldest first
 * @param details what those messages say about the visitor ({@link extractFromConversation})
 * @param visitorInfo the visitor info the API holds (contact panel, demo page)
 * @param otherPlaceholders placeholder details judged outside the conversation (a contact form's fields)
 */
export function signalsOf(
  analyses: readonly MessageAnalysis[],
  details: ExtractedDetails,
  visitorInfo: VisitorInfo,
  otherPlaceholders: readonly PlaceholderField[] = [],
): LeadSignals {
  const any = (pick: (analysis: MessageAnalysis) => boolean) => analyses.some(pick);
  const timelines = analyses.map((analysis) => analysis.timeline);
  const email = visitorInfo.email?.trim() || details.email;
  const phone = visitorInfo.phone?.trim() || details.phone;
  const company = visitorInfo.company?.trim() || details.company;
  const found = new Set([
    ...otherPlaceholders,
    ...placeholderFields({
      name: visitorInfo.name?.trim() || details.name,
      email,
      phone,
      company,
      messages: analyses.map((analysis) => analysis.text),
    }),
  ]);
  const signals: LeadSignals = {
    emergency: any((a) => a.emergency),
    booking: any((a) => a.booking),
    urgent: any((a) => a.urgent),
    urgentStrong: any((a) => a.urgentStrong),
    workStopped: any((a) => a.workStopped),
    sameDayHelp: any((a) => a.sameDayHelp),
    humanRequest: any((a) => a.humanRequest),
    placeholders: PLACEHOLDER_FIELDS.filter((field) => found.has(field)),
    budget: any((a) => a.budget),
    decisionMaker: any((a) => a.decisionMaker),
    email: Boolean(email) && !isPlaceholderEmail(email),
    phone: Boolean(phone) && !isPlaceholderPhone(phone),
    company: Boolean(company) && !isPlaceholderText(company),
    switching: any((a) => a.switching),
    pricing: any((a) => a.pricing),
    // The services a vendor names are what they sell, not a buying interest.
    serviceInterest: any((a) => a.services.length > 0) && !any((a) => a.vendor),
    painPoint: any((a) => a.painPoint),
    compliance: any((a) => a.compliance.length > 0 || a.complianceGeneral || a.insurerRequirement),
    inServiceArea: any((a) => a.area !== undefined && a.area.kind !== 'outside'),
    targetIndustry: any((a) => a.industries.length > 0),
    notBuyer: any((a) => a.notBuyer),
    // A headcount above one (a team, not a freelancer) takes the one-person reading back.
    solo: any((a) => a.solo) && (details.employees ?? 1) <= 1,
  };
  if (timelines.includes('near')) signals.timeline = 'near';
  else if (timelines.includes('later')) signals.timeline = 'later';
  if (details.employees !== undefined) signals.employees = details.employees;
  return signals;
}

/** What {@link scoreLead} reads: the conversation so far, the new message and the visitor info. */
export interface ScoreInput {
  /** Earlier messages of the session, oldest first (only the visitor's count). */
  history: readonly ChatMessage[];
  /** The visitor's new message. */
  message: string;
  /** Visitor info the API holds for the session. */
  visitorInfo: VisitorInfo;
  /** The session's quality so far (default 'cold'). */
  previous?: LeadQuality;
  /** Placeholder details judged outside the conversation (a contact form's fields), reported with the chat's own. */
  placeholders?: readonly PlaceholderField[];
}

/** One visitor message and the assistant message it answers. */
export interface VisitorTurn {
  /** The visitor's message. */
  text: string;
  /** The assistant's message just before it, when there is one. */
  previousAssistant?: string;
}

/**
 * The visitor's messages that count for scoring and extraction, oldest first: every user message of the
 * history plus the new one, each with the assistant message it answers, without those flagged as prompt
 * injection in the light of the conversation (injection.ts `screenConversation`: split and planted attempts too).
 *
 * @param screens the conversation's screens when the caller has them already (one per visitor message, the new
 *   one last); computed when absent
 */
export function countedVisitorTurns(
  history: readonly ChatMessage[],
  message: string,
  screens?: readonly InjectionCheck[],
): VisitorTurn[] {
  const turns: VisitorTurn[] = [];
  let previousAssistant: string | undefined;
  for (const entry of history) {
    if (entry.role === 'assistant') {
      previousAssistant = entry.content;
      continue;
    }
    turns.push(
      previousAssistant === undefined ? { text: entry.content } : { text: entry.content, previousAssistant },
    );
    previousAssistant = undefined;
  }
  turns.push(previousAssistant === undefined ? { text: message } : { text: message, previousAssistant });
  const checks = screens ?? screenConversation(turns.map((turn) => turn.text));
  return turns.filter((_turn, index) => !checks[index]?.detected);
}

/**
 * Scores a lead from the whole conversation (`scoreLead(history + current message + visitorInfo)`).
 *
 * @returns the quality (never below `previous`), the points and the fired rules
 */
export function scoreLead(input: ScoreInput): LeadScore {
  const turns = countedVisitorTurns(input.history, input.message);
  const analyses = turns.map((turn) => analyseMessage(turn.text, turn));
  const details = extractFromConversation(turns.map((turn) => turn.text));
  const signals = signalsOf(analyses, details, input.visitorInfo, input.placeholders);
  return evaluateLead(signals, input.previous);
}
