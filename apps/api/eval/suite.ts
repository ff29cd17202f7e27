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
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { company } from '@northline/content';
import {
  type ChatMessage,
  chatRequestSchema,
  createSessionId,
  HANDOFF_REASONS,
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
] as const;

/** One of {@link CATEGORIES}. */
export type Category = (typeof CATEGORIES)[number];

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

/** A conversation with the file it came from. */
export interface LoadedConversation extends Conversation {
  /** The file's name under conversations/. */
  file: string;
}

/** The folder of the conversations. */
export const CONVERSATIONS_DIR = join(import.meta.dirname, 'conversations');

/**
 * Loads every conversation of `dir` (each *.yaml file holds a list of them).
 *
 * @throws Error naming the file and the field when a file does not match the format, or when two conversations
 *   share an id
 */
export function loadConversations(dir: string = CONVERSATIONS_DIR): LoadedConversation[] {
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
      for (const [index, turn] of conversation.turns.entries()) {
        const industry = turn.expect.industry;
        if (industry !== undefined && !industries.some((candidate) => candidate.id === industry)) {
          throw new Error(`${file}: ${conversation.id} turn ${index + 1}: unknown industry ${industry}`);
        }
      }
      loaded.push({ ...conversation, file });
    }
  }
  return loaded;
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
    for (const failure of [
      ...expectationFailures(expect, reply, input, handoff),
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
  return { conversation, passed: failures.length === 0, failures, turns };
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

/** The pass rate of one category. */
export interface CategoryScore {
  category: Category;
  passed: number;
  total: number;
  /** passed / total, 0 when the category has no conversation. */
  rate: number;
}

/** The scorecard of a run. */
export interface Scorecard {
  categories: CategoryScore[];
  /** Rows: expected quality; columns: given quality ({@link LEAD_QUALITIES} order), over every turn expecting one. */
  confusion: number[][];
  /** Share of turns expecting a quality that got it. */
  qualityAccuracy: number;
  /** Failed checks by name, over every turn ('facts', 'memory', 'quality' …). */
  failedChecks: Record<string, number>;
}

/** Builds the scorecard of a run. */
export function scorecardOf(results: readonly ConversationResult[]): Scorecard {
  const categories = CATEGORIES.map((category): CategoryScore => {
    const ofCategory = results.filter((result) => result.conversation.category === category);
    const passed = ofCategory.filter((result) => result.passed).length;
    return {
      category,
      passed,
      total: ofCategory.length,
      rate: ofCategory.length ? passed / ofCategory.length : 0,
    };
  });
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
  return { categories, confusion, qualityAccuracy: expected ? right / expected : 1, failedChecks };
}

/** The thresholds of eval/thresholds.json: the least pass rate of each category, and of quality over turns. */
export const thresholdsSchema = z.strictObject({
  categories: z.record(z.enum(CATEGORIES), z.number().min(0.9).max(1)),
  qualityAccuracy: z.number().min(0.9).max(1),
});

/** See {@link thresholdsSchema}. */
export type Thresholds = z.infer<typeof thresholdsSchema>;

/** Reads eval/thresholds.json. @throws Error when it is malformed or a threshold is below 0.90. */
export function loadThresholds(path: string = join(import.meta.dirname, 'thresholds.json')): Thresholds {
  return thresholdsSchema.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** What fell below its threshold: one line per category or measure, empty when everything holds. */
export function belowThresholds(card: Scorecard, thresholds: Thresholds): string[] {
  const below: string[] = [];
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
  const total = card.categories.reduce((sum, score) => sum + score.total, 0);
  const passed = card.categories.reduce((sum, score) => sum + score.passed, 0);
  lines.push(
    `${'all'.padEnd(12)}  ${String(passed).padStart(6)}  ${String(total).padStart(5)}  ${percent(total ? passed / total : 0).padStart(7)}`,
  );
  lines.push('', 'lead quality per turn (rows expected, columns given)');
  lines.push(`${''.padEnd(10)}${LEAD_QUALITIES.map((quality) => quality.padStart(6)).join('')}`);
  card.confusion.forEach((row, index) => {
    lines.push(
      `${(LEAD_QUALITIES[index] ?? '').padEnd(10)}${row.map((count) => String(count).padStart(6)).join('')}`,
    );
  });
  lines.push(
    `accuracy ${percent(card.qualityAccuracy)}${thresholds ? ` (threshold ${percent(thresholds.qualityAccuracy)})` : ''}`,
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

/** The failures of a run, one line each: conversation, turn, check, detail. */
export function formatFailures(results: readonly ConversationResult[]): string {
  return results
    .flatMap((result) =>
      result.failures.map(
        (failure) =>
          `${result.conversation.file} ${result.conversation.id} turn ${failure.turn}: ${failure.check}: ${failure.detail}`,
      ),
    )
    .join('\n');
}
