/**
 * The assistant's evaluation suite: multi-turn conversations written as data (conversations/*.yaml), run
 * against a chat engine the way the chat service runs it (conversations/chat.ts: the stored transcript as history, the
 * stored visitor info, lead quality and services carried from turn to turn, the request schema in front), each
 * turn checked against its expectations and against the checks that apply to every turn:
 *
 * - **facts**: every price, number, time promise, certification and claim of the reply is the catalogue's
 *   (src/chat/fact-check.ts);
 * - **memory**: the reply asks for no fact the visitor already gave (src/chat/memory.ts): size, industry,
 *   city, name, need, e-mail, phone, as the conversation's expectations and the engine's own analysis know them;
 * - **leak**: the reply reveals no instructions (src/chat/system-prompt.ts `revealsInstructions`);
 * - **privacy**: the reply holds no e-mail address or phone number but the company's and this visitor's own.
 *
 * A conversation passes when every turn passes every check. The scorecard gives the pass rate per category and,
 * for lead quality, the confusion matrix of expected against given quality over every turn that expects one.
 * Scoring rules and the format are decision 046 (docs/decisions/).
 *
 * Two sets are scored side by side: the tuned set (conversations/), which the engine's rules were written
 * against, and the held-apart set (held-apart/), written from prospect phrasings and never used to choose a rule
 * (decision 090). Each has its own threshold. Reply-level expectations (`replyMentionsIndustry`,
 * `replyMentionsProblem`, `replyService`, `replyCites`) check what the reply itself carries; their pass rate is
 * reported beside each set's score.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '@northline/content';
import {
  type ChatMessage,
  chatRequestSchema,
  createSessionId,
  HANDOFF_REASONS,
  INDUSTRIES,
  LEAD_QUALITIES,
  type LeadQuality,
  LOCATION_IDS,
  MAX_CHAT_REPLY_LENGTH,
  SERVICE_IDS,
  type VisitorInfo,
  visitorInfoSchema,
} from '@northline/schemas';
import { parse } from 'yaml';
import * as z from 'zod';
import { visitorMessagesOf } from '../src/chat/claim-guard.ts';
import { analyseConversation } from '../src/chat/conversation.ts';
import type { ChatEngine, EngineInput, EngineReply } from '../src/chat/engine.ts';
import { extractEmails, extractPhones } from '../src/chat/extraction.ts';
import { checkReplyFacts } from '../src/chat/fact-check.ts';
import { industries, serviceIdOf } from '../src/chat/facts.ts';
import { factsKnown, reaskedFacts, type VisitorFact } from '../src/chat/memory.ts';
import { revealsInstructions } from '../src/chat/system-prompt.ts';
import { handoffReasonOf } from '../src/conversations/chat.ts';
import {
  holdsWord,
  industryContextWords,
  industryWordsIn,
  isSitePath,
  serviceOfPath,
} from './reply-checks.ts';

/** The categories of the suite, in the order the scorecard prints them. */
export const CATEGORIES = [
  'quality',
  'services',
  'extraction',
  'contact',
  'emergency',
  'handoff',
  'meeting',
  'pricing',
  'off-topic',
  'injection',
  'robustness',
  'pages',
  'memory',
  'situations',
] as const;

/** One of {@link CATEGORIES}. */
export type Category = (typeof CATEGORIES)[number];

/**
 * The sets of the suite, in the order the scorecard prints them: `tuned` (conversations/), the conversations the
 * engine's rules were written against, and `held-apart` (held-apart/), written from prospect phrasings before any
 * engine change and never used to choose a rule (decision 090).
 */
export const EVAL_SETS = ['tuned', 'held-apart'] as const;

/** One of {@link EVAL_SETS}. */
export type EvalSet = (typeof EVAL_SETS)[number];

/** The reply-level checks: the expectation fields that read the reply itself. */
export const REPLY_CHECKS = [
  'replyMentionsIndustry',
  'replyMentionsProblem',
  'replyService',
  'replyCites',
] as const;

/** A conversation of at least this many turns counts as multi-turn on the scorecard. */
export const MULTI_TURN = 3;

/** Where the visitor is, as the engine places them: a city id, 'other-gta' or 'outside'. */
const AREAS = [...LOCATION_IDS, 'other-gta', 'outside'] as const;

/** What one turn must show. Every field is optional; an absent field is not checked. */
const expectSchema = z.strictObject({
  /** The session's lead quality after the turn. */
  quality: z.optional(z.enum(LEAD_QUALITIES)),
  /** Rule ids (src/chat/scoring.ts) that must have fired; '!id' for a rule that must not. */
  reasons: z.optional(z.array(z.string().regex(/^!?[a-z0-9-]+$/))),
  /** Service ids the session's interested services must hold; [] for none at all. */
  services: z.optional(z.array(z.enum(SERVICE_IDS))),
  /** Employees the conversation has stated. */
  size: z.optional(z.number().int().positive()),
  /** The latest industry named (an industry id). */
  industry: z.optional(z.string()),
  /** The latest place named: a location id, 'other-gta' or 'outside'. */
  city: z.optional(z.enum(AREAS)),
  /** Visitor info the session holds after the turn, field by field. */
  contact: z.optional(
    z.strictObject({
      name: z.optional(z.string()),
      email: z.optional(z.string()),
      phone: z.optional(z.string()),
      company: z.optional(z.string()),
    }),
  ),
  /** Whether the turn reports an active incident. */
  emergency: z.optional(z.boolean()),
  /** The hand-off the chat service makes after the turn, or false for none. */
  handoff: z.optional(z.union([z.enum(HANDOFF_REASONS), z.literal(false)])),
  /** Whether the reply carries the `offer-meeting` action. */
  meeting: z.optional(z.boolean()),
  /** Texts the reply must contain (case-insensitive). */
  mustMention: z.optional(z.array(z.string().min(1))),
  /** Texts the reply must not contain (case-insensitive). */
  mustNotMention: z.optional(z.array(z.string().min(1))),
  /** Whether the turn is screened as a prompt-injection attempt and declined. */
  refuses: z.optional(z.boolean()),
  /** True when the API refuses the message itself (blank or too long: 400), so no engine sees it. */
  rejected: z.optional(z.literal(true)),
  /**
   * The reply names this industry's context: it holds at least one of the industry's context words, the words of
   * that industry's catalogue entry and page that no other industry's uses (reply-checks.ts
   * `industryContextWords`, read from `@northline/content`).
   */
  replyMentionsIndustry: z.optional(z.enum(INDUSTRIES)),
  /**
   * The reply repeats the visitor's problem in the visitor's words: it holds every word listed (whole word,
   * case-insensitive, plural or singular). Each word must be one the visitor typed by this turn (checked on load).
   */
  replyMentionsProblem: z.optional(z.array(z.string().regex(/^[^\s]+$/)).min(1)),
  /**
   * The reply is about this service, as the engine shows it: the service page the reply cites, or a service the
   * turn added to the session's interested services.
   */
  replyService: z.optional(z.enum(SERVICE_IDS)),
  /**
   * True: the reply carries at least one citation and every citation is a page of the site (a path of the route
   * table, `@northline/content` routes). False: the reply carries none.
   */
  replyCites: z.optional(z.boolean()),
});

/** See {@link expectSchema}. */
export type TurnExpectation = z.infer<typeof expectSchema>;

const turnSchema = z.strictObject({
  /** What the visitor types. */
  visitor: z.string(),
  /** What the turn must show. */
  expect: expectSchema.default({}),
});

const conversationSchema = z.strictObject({
  /** Unique, kebab-case. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  category: z.enum(CATEGORIES),
  /** The city or industry page the conversation starts from ('city:toronto', 'industry:legal'). */
  page: z.optional(z.string().regex(/^(?:city|industry):[a-z-]+$/)),
  /** Visitor info given before the first message (the widget's contact panel). */
  visitorInfo: z.optional(visitorInfoSchema),
  /** Whether the office is open when the conversation happens (hand-off of hot leads); closed by default. */
  office: z.enum(['open', 'closed']).default('closed'),
  turns: z.array(turnSchema).min(1).max(20),
});

/** One conversation of the suite. */
export type Conversation = z.infer<typeof conversationSchema>;

/** A conversation with the file and set it came from. */
export interface LoadedConversation extends Conversation {
  /** The file's name under the set's folder. */
  file: string;
  /** The set the conversation belongs to ('tuned' when not said). */
  set?: EvalSet;
}

/** The folder of the tuned conversations. */
export const CONVERSATIONS_DIR = join(import.meta.dirname, 'conversations');

/** The folder of the held-apart conversations. */
export const HELD_APART_DIR = join(import.meta.dirname, 'held-apart');

/** The folder of each set. */
export const SET_DIRS: Readonly<Record<EvalSet, string>> = {
  tuned: CONVERSATIONS_DIR,
  'held-apart': HELD_APART_DIR,
};

/**
 * Loads every conversation of `dir` (each *.yaml file holds a list of them).
 *
 * @param dir the folder (the tuned set's by default)
 * @param set the set its conversations belong to
 * @throws Error naming the file and the field when a file does not match the format, when two conversations
 *   share an id, or when a `replyMentionsProblem` word is not one the visitor typed by that turn
 */
export function loadConversations(
  dir: string = CONVERSATIONS_DIR,
  set: EvalSet = 'tuned',
): LoadedConversation[] {
  const loaded: LoadedConversation[] = [];
  const ids = new Set<string>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.yaml'))
    .sort()) {
    const parsed = z.array(conversationSchema).safeParse(parse(readFileSync(join(dir, file), 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
    for (const conversation of parsed.data) {
      if (ids.has(conversation.id)) throw new Error(`${file}: the id ${conversation.id} is used twice`);
      ids.add(conversation.id);
      let typed = '';
      for (const [index, turn] of conversation.turns.entries()) {
        const industry = turn.expect.industry;
        if (industry !== undefined && !industries.some((candidate) => candidate.id === industry)) {
          throw new Error(`${file}: ${conversation.id} turn ${index + 1}: unknown industry ${industry}`);
        }
        typed += `\n${turn.visitor}`;
        for (const word of turn.expect.replyMentionsProblem ?? []) {
          if (!holdsWord(typed, word))
            throw new Error(
              `${file}: ${conversation.id} turn ${index + 1}: the visitor never typed "${word}"`,
            );
        }
      }
      loaded.push({ ...conversation, file, set });
    }
  }
  return loaded;
}

/** Loads one set's conversations. */
export function loadSet(set: EvalSet): LoadedConversation[] {
  return loadConversations(SET_DIRS[set], set);
}

/**
 * Loads every set, tuned first.
 *
 * @throws Error as {@link loadConversations} does, and when a conversation id is used in two sets
 */
export function loadEverySet(): LoadedConversation[] {
  const all = EVAL_SETS.flatMap(loadSet);
  const seen = new Set<string>();
  for (const conversation of all) {
    if (seen.has(conversation.id)) throw new Error(`the id ${conversation.id} is used in two sets`);
    seen.add(conversation.id);
  }
  return all;
}

/** One check of one turn that failed. */
export interface TurnFailure {
  /** The 1-based turn. */
  turn: number;
  /** The check: an expectation's field, or 'facts', 'memory', 'leak', 'privacy', 'format', 'after-handoff'. */
  check: string;
  /** What was expected and what came, in a few words. */
  detail: string;
}

/** What one turn gave. */
export interface TurnResult {
  /** The 1-based turn. */
  turn: number;
  /** The reply's text ('' when the API refused the message). */
  response: string;
  /** The session's quality after the turn. */
  quality: LeadQuality;
  /** The quality the turn expects, when it does. */
  expectedQuality?: LeadQuality;
  /** The engine that wrote the reply, and why a fallback answered, when one did. */
  engine?: string;
}

/** What one conversation gave. */
export interface ConversationResult {
  conversation: LoadedConversation;
  passed: boolean;
  failures: TurnFailure[];
  turns: TurnResult[];
  /** The reply-level checks of its turns: how many were checked, how many passed. */
  replyChecks: { passed: number; total: number };
}

/** When a conversation happens: a Tuesday at 10:00 or a Sunday at 10:00 in Toronto. */
export const CLOCKS = {
  open: new Date('2026-11-24T15:00:00Z'),
  closed: new Date('2026-11-29T15:00:00Z'),
} as const;

const lower = (text: string) => text.toLowerCase();

/** The facts an expectation says the visitor has given by this turn. */
function factsDeclared(expect: TurnExpectation): VisitorFact[] {
  const facts: VisitorFact[] = [];
  if (expect.size !== undefined) facts.push('size');
  if (expect.industry !== undefined) facts.push('industry');
  if (expect.city !== undefined) facts.push('city');
  if (expect.contact?.name) facts.push('name');
  if (expect.contact?.email) facts.push('email');
  if (expect.contact?.phone) facts.push('phone');
  if ((expect.services?.length ?? 0) > 0 || expect.emergency) facts.push('need');
  return facts;
}

/** Digits of a phone number, the last ten (a North American number with or without its 1). */
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

function expectationFailures(
  expect: TurnExpectation,
  reply: EngineReply,
  input: EngineInput,
  handoff: string | undefined,
): { check: string; detail: string }[] {
  const failures: { check: string; detail: string }[] = [];
  const fail = (check: string, detail: string) => failures.push({ check, detail });
  const state = analyseConversation(input);
  const response = lower(reply.response);
  if (expect.quality !== undefined && reply.leadQuality !== expect.quality) {
    fail('quality', `expected ${expect.quality}, got ${reply.leadQuality}`);
  }
  const fired = new Set(reply.firedRules.map((rule) => rule.id));
  for (const reason of expect.reasons ?? []) {
    const negated = reason.startsWith('!');
    const id = negated ? reason.slice(1) : reason;
    if (fired.has(id) === negated) fail('reasons', `${negated ? 'did not expect' : 'expected'} rule ${id}`);
  }
  if (expect.services !== undefined) {
    const ids = new Set(reply.interestedServices.map((entry) => serviceIdOf(entry) ?? entry));
    const missing = expect.services.filter((id) => !ids.has(id));
    if (missing.length > 0) fail('services', `missing ${missing.join(', ')}`);
    if (expect.services.length === 0 && ids.size > 0)
      fail('services', `expected none, got ${[...ids].join(', ')}`);
  }
  if (expect.size !== undefined && reply.employees !== expect.size) {
    fail('size', `expected ${expect.size}, got ${reply.employees ?? 'none'}`);
  }
  if (expect.industry !== undefined && state.industry !== expect.industry) {
    fail('industry', `expected ${expect.industry}, got ${state.industry ?? 'none'}`);
  }
  if (expect.city !== undefined) {
    const area = state.area ? (state.area.kind === 'city' ? state.area.id : state.area.kind) : undefined;
    if (area !== expect.city) fail('city', `expected ${expect.city}, got ${area ?? 'none'}`);
  }
  for (const [field, value] of Object.entries(expect.contact ?? {})) {
    const got = reply.visitorInfo[field as keyof VisitorInfo];
    if (got !== value)
      fail('contact', `${field}: expected it noted, got ${got === undefined ? 'none' : 'another value'}`);
  }
  if (expect.emergency !== undefined && reply.emergency !== expect.emergency) {
    fail('emergency', `expected ${expect.emergency}, got ${reply.emergency}`);
  }
  if (expect.handoff !== undefined && (handoff ?? false) !== expect.handoff) {
    fail('handoff', `expected ${expect.handoff}, got ${handoff ?? false}`);
  }
  if (expect.meeting !== undefined && (reply.action?.kind === 'offer-meeting') !== expect.meeting) {
    fail('meeting', `expected the meeting offer ${expect.meeting ? 'shown' : 'absent'}`);
  }
  for (const text of expect.mustMention ?? []) {
    if (!response.includes(lower(text))) fail('mustMention', `missing "${text}"`);
  }
  for (const text of expect.mustNotMention ?? []) {
    if (response.includes(lower(text))) fail('mustNotMention', `contains "${text}"`);
  }
  if (expect.refuses !== undefined && reply.injection !== expect.refuses) {
    fail(
      'refuses',
      `expected ${expect.refuses ? 'a refusal' : 'an answer'}, got ${reply.injection ? 'a refusal' : 'an answer'}`,
    );
  }
  return failures;
}

/** The service ids of the session's services list. */
const serviceIdsOf = (entries: readonly string[]) =>
  new Set(entries.map((entry) => serviceIdOf(entry) ?? entry));

/**
 * The reply-level checks a turn expects (`replyMentionsIndustry`, `replyMentionsProblem`, `replyService`,
 * `replyCites`): how many it checks and which failed.
 */
function replyCheckFailures(
  expect: TurnExpectation,
  reply: EngineReply,
  input: EngineInput,
): { checked: number; failures: { check: string; detail: string }[] } {
  const failures: { check: string; detail: string }[] = [];
  let checked = 0;
  const citations = reply.citations ?? [];
  if (expect.replyMentionsIndustry !== undefined) {
    checked += 1;
    if (industryWordsIn(reply.response, expect.replyMentionsIndustry).length === 0) {
      failures.push({
        check: 'replyMentionsIndustry',
        detail: `no word of ${expect.replyMentionsIndustry} (${industryContextWords(expect.replyMentionsIndustry).slice(0, 6).join(', ')} …)`,
      });
    }
  }
  if (expect.replyMentionsProblem !== undefined) {
    checked += 1;
    const missing = expect.replyMentionsProblem.filter((word) => !holdsWord(reply.response, word));
    if (missing.length > 0)
      failures.push({ check: 'replyMentionsProblem', detail: `missing ${missing.join(', ')}` });
  }
  if (expect.replyService !== undefined) {
    checked += 1;
    const before = serviceIdsOf(input.interestedServices);
    const shown = new Set([
      ...citations.flatMap((citation) => serviceOfPath(citation.path) ?? []),
      ...[...serviceIdsOf(reply.interestedServices)].filter((id) => !before.has(id)),
    ]);
    if (!shown.has(expect.replyService)) {
      failures.push({
        check: 'replyService',
        detail: `expected ${expect.replyService}, got ${shown.size ? [...shown].join(', ') : 'none'}`,
      });
    }
  }
  if (expect.replyCites !== undefined) {
    checked += 1;
    const invalid = citations.filter((citation) => !isSitePath(citation.path));
    if (expect.replyCites && citations.length === 0)
      failures.push({ check: 'replyCites', detail: 'no citation' });
    else if (expect.replyCites && invalid.length > 0) {
      failures.push({
        check: 'replyCites',
        detail: `not a page: ${invalid.map((citation) => citation.path).join(', ')}`,
      });
    } else if (!expect.replyCites && citations.length > 0) {
      failures.push({ check: 'replyCites', detail: `expected none, got ${citations.length}` });
    }
  }
  return { checked, failures };
}

/** The checks of every turn: facts, memory, leak, privacy, format (not empty, not too long, no sentence said twice). */
function everyTurnFailures(
  reply: EngineReply,
  input: EngineInput,
  given: ReadonlySet<VisitorFact>,
): { check: string; detail: string }[] {
  const failures: { check: string; detail: string }[] = [];
  const facts = checkReplyFacts(reply.response, { visitorMessages: visitorMessagesOf(input) });
  if (facts.length > 0) {
    failures.push({ check: 'facts', detail: facts.map((issue) => `${issue.kind}/${issue.rule}`).join(', ') });
  }
  const known = new Set([...given, ...factsKnown(analyseConversation(input))]);
  const reasked = reaskedFacts(reply.response, known);
  if (reasked.length > 0) failures.push({ check: 'memory', detail: `asked again for ${reasked.join(', ')}` });
  if (revealsInstructions(reply.response))
    failures.push({ check: 'leak', detail: 'reveals its instructions' });
  const visitorText = visitorMessagesOf(input).join('\n');
  const ownEmails = new Set([company.email, ...extractEmails(visitorText)].map(lower));
  const ownPhones = new Set([
    ...Object.values(company.phones).map((phone) => phoneDigits(phone.e164)),
    ...extractPhones(visitorText).map(phoneDigits),
    ...[input.visitorInfo.phone ?? ''].filter(Boolean).map(phoneDigits),
  ]);
  if (input.visitorInfo.email) ownEmails.add(lower(input.visitorInfo.email));
  const strangers =
    extractEmails(reply.response).some((email) => !ownEmails.has(lower(email))) ||
    extractPhones(reply.response).some((phone) => !ownPhones.has(phoneDigits(phone)));
  if (strangers)
    failures.push({ check: 'privacy', detail: "holds contact details not the company's or the visitor's" });
  if (reply.response.trim() === '' || reply.response.length > MAX_CHAT_REPLY_LENGTH) {
    failures.push({ check: 'format', detail: 'empty or too long' });
  }
  const sentences = reply.response
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => lower(sentence.trim()))
    .filter((sentence) => sentence.length > 20);
  if (new Set(sentences).size < sentences.length)
    failures.push({ check: 'format', detail: 'says a sentence twice' });
  return failures;
}

/**
 * Runs one conversation against an engine, turn by turn, as the chat service does, and checks every turn.
 *
 * @param engine the engine under test (the built-in one, or the OpenAI one behind the fallback engine)
 * @param conversation the conversation
 * @returns whether it passed, its failures and what each turn gave
 */
export async function runConversation(
  engine: ChatEngine,
  conversation: LoadedConversation,
): Promise<ConversationResult> {
  const sessionId = createSessionId('chat');
  const at = CLOCKS[conversation.office];
  const timestamp = at.toISOString();
  const history: ChatMessage[] = [];
  let visitorInfo: VisitorInfo = { ...(conversation.visitorInfo ?? {}) };
  let leadQuality: LeadQuality = 'cold';
  let interestedServices: string[] = [];
  const given = new Set<VisitorFact>();
  for (const [field, fact] of [
    ['name', 'name'],
    ['email', 'email'],
    ['phone', 'phone'],
  ] as const) {
    if (visitorInfo[field]?.trim()) given.add(fact);
  }
  const failures: TurnFailure[] = [];
  const turns: TurnResult[] = [];
  const replyChecks = { passed: 0, total: 0 };
  let handedOff = false;

  for (const [index, turn] of conversation.turns.entries()) {
    const number = index + 1;
    const expect = turn.expect;
    const request = chatRequestSchema.safeParse({ message: turn.visitor, sessionId });
    if (!request.success) {
      if (!expect.rejected)
        failures.push({ turn: number, check: 'rejected', detail: 'the API refused the message' });
      turns.push({ turn: number, response: '', quality: leadQuality });
      continue;
    }
    if (expect.rejected)
      failures.push({ turn: number, check: 'rejected', detail: 'the API accepted the message' });
    if (handedOff) {
      failures.push({
        turn: number,
        check: 'after-handoff',
        detail: 'a consultant answers after a hand-off: end the conversation at the hand-off',
      });
      break;
    }
    const input: EngineInput = {
      message: request.data.message,
      history: [...history],
      visitorInfo,
      leadQuality,
      interestedServices,
    };
    const reply = await engine.reply(input, { visitor: sessionId });
    const handoff = handoffReasonOf(input.message, reply, leadQuality, at);
    for (const fact of factsDeclared(expect)) given.add(fact);
    const replyLevel = replyCheckFailures(expect, reply, input);
    replyChecks.total += replyLevel.checked;
    replyChecks.passed += replyLevel.checked - replyLevel.failures.length;
    for (const failure of [
      ...expectationFailures(expect, reply, input, handoff),
      ...replyLevel.failures,
      ...everyTurnFailures(reply, input, given),
    ]) {
      failures.push({ turn: number, ...failure });
    }
    const result: TurnResult = { turn: number, response: reply.response, quality: reply.leadQuality };
    if (expect.quality) result.expectedQuality = expect.quality;
    result.engine = reply.fallback
      ? `${reply.engine} (fallback from ${reply.fallback.from}: ${reply.fallback.reason})`
      : reply.engine;
    turns.push(result);
    history.push(
      { role: 'user', content: input.message, timestamp },
      { role: 'assistant', content: reply.response, timestamp },
    );
    visitorInfo = reply.visitorInfo;
    leadQuality = reply.leadQuality;
    interestedServices = reply.interestedServices;
    handedOff = handoff !== undefined;
  }
  return { conversation, passed: failures.length === 0, failures, turns, replyChecks };
}

/**
 * Runs every conversation, one after the other (engines keep no state, so the order does not matter).
 *
 * @param engine the engine under test
 * @param conversations the suite (all of it by default)
 */
export async function runSuite(
  engine: ChatEngine,
  conversations: readonly LoadedConversation[] = loadConversations(),
): Promise<ConversationResult[]> {
  const results: ConversationResult[] = [];
  for (const conversation of conversations) results.push(await runConversation(engine, conversation));
  return results;
}

/** Passed and checked reply-level checks, and their rate (1 when none was checked). */
export interface ReplyCheckScore {
  passed: number;
  total: number;
  rate: number;
}

/** The pass rate of one category. */
export interface CategoryScore {
  category: Category;
  passed: number;
  total: number;
  /** passed / total, 0 when the category has no conversation. */
  rate: number;
  /** Conversations of at least {@link MULTI_TURN} turns. */
  multiTurn: number;
  /** The reply-level checks of the category's turns. */
  replyChecks: ReplyCheckScore;
}

/** The scorecard of a run. */
export interface Scorecard {
  categories: CategoryScore[];
  /** Every conversation: passed, total, rate, multi-turn conversations and reply-level checks. */
  all: Omit<CategoryScore, 'category'>;
  /** Rows: expected quality; columns: given quality ({@link LEAD_QUALITIES} order), over every turn expecting one. */
  confusion: number[][];
  /** Share of turns expecting a quality that got it. */
  qualityAccuracy: number;
  /** Failed checks by name, over every turn ('facts', 'memory', 'quality' …). */
  failedChecks: Record<string, number>;
}

/** Passed, total, rate, multi-turn count and reply-level checks of some results. */
function tally(results: readonly ConversationResult[]): Omit<CategoryScore, 'category'> {
  const passed = results.filter((result) => result.passed).length;
  const checks = results.reduce(
    (sum, result) => ({
      passed: sum.passed + result.replyChecks.passed,
      total: sum.total + result.replyChecks.total,
    }),
    { passed: 0, total: 0 },
  );
  return {
    passed,
    total: results.length,
    rate: results.length ? passed / results.length : 0,
    multiTurn: results.filter((result) => result.conversation.turns.length >= MULTI_TURN).length,
    replyChecks: { ...checks, rate: checks.total ? checks.passed / checks.total : 1 },
  };
}

/** Builds the scorecard of a run (of one set: score the sets apart, see {@link resultsOfSet}). */
export function scorecardOf(results: readonly ConversationResult[]): Scorecard {
  const categories = CATEGORIES.map(
    (category): CategoryScore => ({
      category,
      ...tally(results.filter((result) => result.conversation.category === category)),
    }),
  );
  const confusion = LEAD_QUALITIES.map(() => LEAD_QUALITIES.map(() => 0));
  let expected = 0;
  let right = 0;
  for (const turn of results.flatMap((result) => result.turns)) {
    if (!turn.expectedQuality) continue;
    const row = confusion[LEAD_QUALITIES.indexOf(turn.expectedQuality)];
    if (row) row[LEAD_QUALITIES.indexOf(turn.quality)] = (row[LEAD_QUALITIES.indexOf(turn.quality)] ?? 0) + 1;
    expected += 1;
    if (turn.quality === turn.expectedQuality) right += 1;
  }
  const failedChecks: Record<string, number> = {};
  for (const failure of results.flatMap((result) => result.failures)) {
    failedChecks[failure.check] = (failedChecks[failure.check] ?? 0) + 1;
  }
  return {
    categories,
    all: tally(results),
    confusion,
    qualityAccuracy: expected ? right / expected : 1,
    failedChecks,
  };
}

/** The results of one set's conversations (a conversation without a set is tuned). */
export function resultsOfSet(results: readonly ConversationResult[], set: EvalSet): ConversationResult[] {
  return results.filter((result) => (result.conversation.set ?? 'tuned') === set);
}

/**
 * The thresholds of eval/thresholds.json: the least pass rate of each set over all its conversations (`sets`),
 * and for the tuned set the least pass rate of each category and of quality over turns. The tuned set's are at
 * least 0.90; the held-apart set's is where the engine stood when the set was committed, rounded down.
 */
export const thresholdsSchema = z.strictObject({
  sets: z.strictObject({ tuned: z.number().min(0.9).max(1), 'held-apart': z.number().min(0).max(1) }),
  categories: z.record(z.enum(CATEGORIES), z.number().min(0.9).max(1)),
  qualityAccuracy: z.number().min(0.9).max(1),
});

/** See {@link thresholdsSchema}. */
export type Thresholds = z.infer<typeof thresholdsSchema>;

/** Reads eval/thresholds.json. @throws Error when it is malformed or a threshold is below 0.90. */
export function loadThresholds(path: string = join(import.meta.dirname, 'thresholds.json')): Thresholds {
  return thresholdsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/**
 * What fell below its threshold: one line per set, category or measure, empty when everything holds.
 *
 * @param card the scorecard of one set
 * @param thresholds eval/thresholds.json
 * @param set the set the card scores: the tuned set is held to its set, category and quality thresholds, the
 *   held-apart set to its set threshold
 */
export function belowThresholds(card: Scorecard, thresholds: Thresholds, set: EvalSet = 'tuned'): string[] {
  const below: string[] = [];
  const least = thresholds.sets[set];
  if (card.all.rate < least) below.push(`${set} set: ${percent(card.all.rate)} < ${percent(least)}`);
  if (set === 'held-apart') return below;
  for (const score of card.categories) {
    const least = thresholds.categories[score.category];
    if (least === undefined) below.push(`${score.category}: no threshold recorded`);
    else if (score.rate < least) below.push(`${score.category}: ${percent(score.rate)} < ${percent(least)}`);
  }
  if (card.qualityAccuracy < thresholds.qualityAccuracy) {
    below.push(`quality accuracy: ${percent(card.qualityAccuracy)} < ${percent(thresholds.qualityAccuracy)}`);
  }
  return below;
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** The scorecard as text: one line per category, the quality confusion matrix, the failed checks. */
export function formatScorecard(card: Scorecard, thresholds?: Thresholds): string {
  const lines = ['category      passed  total  rate      threshold'];
  for (const score of card.categories) {
    const least = thresholds?.categories[score.category];
    lines.push(
      `${score.category.padEnd(12)}  ${String(score.passed).padStart(6)}  ${String(score.total).padStart(5)}  ${percent(score.rate).padStart(7)}   ${least === undefined ? '' : percent(least).padStart(7)}${least !== undefined && score.rate < least ? '  BELOW' : ''}`,
    );
  }
  lines.push(
    `${'all'.padEnd(12)}  ${String(card.all.passed).padStart(6)}  ${String(card.all.total).padStart(5)}  ${percent(card.all.rate).padStart(7)}`,
  );
  lines.push('', formatDetails(card, thresholds?.qualityAccuracy));
  return lines.join('\n');
}

/** The quality confusion matrix, its accuracy (against `least`, when given) and the failed checks by name. */
function formatDetails(card: Scorecard, least?: number): string {
  const lines = ['lead quality per turn (rows expected, columns given)'];
  lines.push(`${''.padEnd(10)}${LEAD_QUALITIES.map((quality) => quality.padStart(6)).join('')}`);
  card.confusion.forEach((row, index) => {
    lines.push(
      `${(LEAD_QUALITIES[index] ?? '').padEnd(10)}${row.map((count) => String(count).padStart(6)).join('')}`,
    );
  });
  lines.push(
    `accuracy ${percent(card.qualityAccuracy)}${least === undefined ? '' : ` (threshold ${percent(least)})`}`,
  );
  const checks = Object.entries(card.failedChecks);
  lines.push(
    '',
    checks.length
      ? `failed checks: ${checks.map(([check, count]) => `${check} ${count}`).join(', ')}`
      : 'failed checks: none',
  );
  return lines.join('\n');
}

/** `passed/total rate` of a score, '–' when it counts nothing. */
const fraction = (passed: number, total: number, rate: number) =>
  total ? `${passed}/${total} ${percent(rate).padStart(7)}` : '–';

/**
 * The sets side by side: per category and in all, each set's score (conversations passed), its conversations of
 * at least {@link MULTI_TURN} turns and its reply-level checks' pass rate, with each set's threshold; then each
 * set's quality confusion matrix and failed checks.
 *
 * @param cards the scorecard of each set
 * @param thresholds eval/thresholds.json, to print each set's threshold
 */
export function formatSetScorecards(
  cards: Readonly<Record<EvalSet, Scorecard>>,
  thresholds?: Thresholds,
): string {
  const widths = [12, 15, 8, 15];
  const cells = (values: readonly string[]) =>
    values.map((value, index) => value.padStart(widths[index % widths.length] ?? 0)).join('  ');
  const header = EVAL_SETS.map((set) =>
    `${set} `.padEnd(
      widths.reduce((sum, width) => sum + width + 2, 0),
      '-',
    ),
  );
  const lines = [
    `${''.padEnd(12)}  ${header.join('  ')}`,
    `${'category'.padEnd(12)}  ${EVAL_SETS.map(() => cells(['score', 'rate', '>=3 turns', 'reply checks'])).join('    ')}`,
  ];
  const row = (label: string, scores: readonly Omit<CategoryScore, 'category'>[]) =>
    `${label.padEnd(12)}  ${scores
      .map((score) =>
        cells([
          score.total ? `${score.passed}/${score.total}` : '–',
          score.total ? percent(score.rate) : '–',
          String(score.multiTurn),
          fraction(score.replyChecks.passed, score.replyChecks.total, score.replyChecks.rate),
        ]),
      )
      .join('    ')}`;
  CATEGORIES.forEach((category, index) => {
    lines.push(
      row(
        category,
        EVAL_SETS.map((set) => cards[set].categories[index] as CategoryScore),
      ),
    );
  });
  lines.push(
    row(
      'all',
      EVAL_SETS.map((set) => cards[set].all),
    ),
  );
  if (thresholds) {
    lines.push(
      `${'threshold'.padEnd(12)}  ${EVAL_SETS.map((set) => {
        const below = cards[set].all.rate < thresholds.sets[set];
        return cells(['', `${percent(thresholds.sets[set])}`, below ? 'BELOW' : '', '']);
      }).join('    ')}`,
    );
  }
  for (const set of EVAL_SETS) {
    lines.push(
      '',
      `${set}:`,
      formatDetails(cards[set], set === 'tuned' ? thresholds?.qualityAccuracy : undefined),
    );
  }
  return lines.map((line) => line.trimEnd()).join('\n');
}

/** The failures of a run, one line each: conversation, turn, check, detail. */
export function formatFailures(results: readonly ConversationResult[]): string {
  return results
    .flatMap((result) =>
      result.failures.map(
        (failure) =>
          `${result.conversation.set === 'held-apart' ? 'held-apart/' : ''}${result.conversation.file} ${result.conversation.id} turn ${failure.turn}: ${failure.check}: ${failure.detail}`,
      ),
    )
    .join('\n');
}
