import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CITY_PAGE_IDS, cityPages, INDUSTRY_PAGE_IDS, industryPages } from '@northline/content';
import { INDUSTRIES } from '@northline/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { engineSources, literalOverlaps, RUN_WORDS } from '../eval/overlap.ts';
import { industryContextWords } from '../eval/reply-checks.ts';
import {
  belowThresholds,
  CATEGORIES,
  type ConversationResult,
  EVAL_SETS,
  formatFailures,
  formatScorecard,
  formatSetScorecards,
  type LoadedConversation,
  loadConversations,
  loadEverySet,
  loadThresholds,
  MULTI_TURN,
  resultsOfSet,
  runConversation,
  runSuite,
  scorecardOf,
} from '../eval/suite.ts';
import { createBuiltinEngine } from '../src/chat/builtin-engine.ts';
import type { ChatEngine, EngineReply } from '../src/chat/engine.ts';
import { PROMPT_CANARY } from '../src/chat/system-prompt.ts';

/**
 * The assistant's evaluation suite in CI (eval/): the built-in engine's scorecard of each set (tuned and
 * held-apart) must meet eval/thresholds.json, the tuned set must cover every category and every city and
 * industry page's questions, the held-apart set must hold at least 40 conversations of three turns or more, no
 * visitor message may appear literally in the engine, and each check of the suite must catch the fault it is
 * there for.
 */

const everySet = loadEverySet();
const conversations = everySet.filter((candidate) => candidate.set === 'tuned');
const heldApart = everySet.filter((candidate) => candidate.set === 'held-apart');
const builtin = createBuiltinEngine();

/** The built-in engine with its replies changed by `change` (a faulty engine the checks must catch). */
function tampering(change: (reply: EngineReply, turn: number) => EngineReply): ChatEngine {
  let turn = 0;
  return {
    name: 'builtin',
    async reply(input, options) {
      const reply = await builtin.reply(input, options);
      turn += 1;
      return change(reply, turn);
    },
  };
}

/** The built-in engine with its replies' text changed by `rewrite`. */
const rewriting = (rewrite: (response: string, turn: number) => string): ChatEngine =>
  tampering((reply, turn) => ({ ...reply, response: rewrite(reply.response, turn) }));

/**
 * The tuned conversations' visitor messages that appear in the engine or the content's chat texts today, and
 * where. The check holds the tuned set to this list (a new overlap fails, and so does one that is gone, so the
 * list is kept exact); the held-apart set may have none.
 */
const KNOWN_TUNED_OVERLAPS = [
  { message: "I'd like to book the free IT assessment.", path: 'apps/api/src/chat/system-prompt.ts' },
  { message: 'Yes please', path: 'apps/api/src/chat/intents.ts' },
  { message: 'Yes please', path: 'apps/api/src/chat/vocabulary.ts' },
  { message: 'Any stock tips for this week?', path: 'apps/api/src/chat/intents.ts' },
  { message: 'How much do managed IT services cost per user?', path: 'packages/content/src/assistant.ts' },
  {
    message: expect.stringContaining('We are a family-owned manufacturer in Vaughan'),
    path: 'packages/content/src/assistant-replies.ts',
  },
];

/** A one-category conversation as the loader returns it. */
function conversation(turns: LoadedConversation['turns']): LoadedConversation {
  return { id: 'probe', category: 'memory', office: 'closed', turns, file: 'probe.yaml' };
}

const checksOf = (result: ConversationResult) => result.failures.map((failure) => failure.check);

describe('the suite as data', () => {
  it('holds at least 150 tuned conversations, at least 10 in every category', () => {
    expect(conversations.length).toBeGreaterThanOrEqual(150);
    for (const category of CATEGORIES) {
      expect(
        conversations.filter((candidate) => candidate.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(10);
    }
  });

  it('asks every FAQ of every city and industry page from that page', () => {
    const pages = [
      ...CITY_PAGE_IDS.map((id) => ({ page: `city:${id}`, faqs: cityPages[id].faqs })),
      ...INDUSTRY_PAGE_IDS.map((id) => ({ page: `industry:${id}`, faqs: industryPages[id].faqs })),
    ];
    for (const { page, faqs } of pages) {
      const asked = conversations
        .filter((candidate) => candidate.page === page)
        .flatMap((candidate) => candidate.turns.map((turn) => turn.visitor));
      expect(asked.length, `${page} has no conversation`).toBeGreaterThan(0);
      for (const faq of faqs) expect(asked, `${page}: "${faq.question}"`).toContain(faq.question);
    }
  });

  it('records a threshold of at least 90 % for every category, and one for each set', () => {
    const thresholds = loadThresholds();
    for (const category of CATEGORIES) expect(thresholds.categories[category]).toBeGreaterThanOrEqual(0.9);
    expect(thresholds.qualityAccuracy).toBeGreaterThanOrEqual(0.9);
    expect(thresholds.sets.tuned).toBe(1);
    expect(thresholds.sets['held-apart']).toBeGreaterThan(0);
  });

  it('holds at least 40 held-apart conversations, each of three turns or more, with reply-level checks', () => {
    expect(heldApart.length).toBeGreaterThanOrEqual(40);
    for (const candidate of heldApart)
      expect(candidate.turns.length, candidate.id).toBeGreaterThanOrEqual(MULTI_TURN);
    const replyLevel = heldApart
      .flatMap((candidate) => candidate.turns)
      .filter((turn) => Object.keys(turn.expect).some((field) => field.startsWith('reply')));
    expect(replyLevel.length).toBeGreaterThanOrEqual(40);
    expect(new Set(everySet.map((candidate) => candidate.id)).size).toBe(everySet.length);
  });

  it('gives the tuned set reply-level checks too', () => {
    for (const field of ['replyMentionsIndustry', 'replyMentionsProblem', 'replyService', 'replyCites']) {
      expect(
        conversations.some((candidate) => candidate.turns.some((turn) => field in turn.expect)),
        field,
      ).toBe(true);
    }
  });

  it("reads each industry's context words from the content, none shared by two industries", () => {
    const seen = new Map<string, string>();
    for (const industry of INDUSTRIES) {
      const words = industryContextWords(industry);
      expect(words.length, industry).toBeGreaterThanOrEqual(5);
      for (const word of words) {
        expect(seen.get(word), `${word} of ${industry}`).toBeUndefined();
        seen.set(word, industry);
      }
    }
    expect(industryContextWords('healthcare')).toEqual(
      expect.arrayContaining(['dental', 'patient', 'phipa']),
    );
    expect(industryContextWords('legal')).toContain('lso');
    expect(industryContextWords('real-estate')).toContain('reco');
  });

  it('refuses a replyMentionsProblem word the visitor never typed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'eval-'));
    try {
      writeFileSync(
        join(dir, 'probe.yaml'),
        '- id: probe\n  category: memory\n  turns:\n    - visitor: our printer jams\n      expect: { replyMentionsProblem: [scanner] }\n',
      );
      expect(() => loadConversations(dir, 'held-apart')).toThrow(/never typed "scanner"/);
      writeFileSync(
        join(dir, 'probe.yaml'),
        '- id: probe\n  category: memory\n  turns:\n    - visitor: our printers jam\n      expect: { replyMentionsProblem: [printer] }\n',
      );
      expect(loadConversations(dir, 'held-apart')[0]?.set).toBe('held-apart');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('no visitor message appears literally in the engine', () => {
  const sources = engineSources();
  const overlapsOf = (set: readonly LoadedConversation[]) =>
    literalOverlaps(
      set.flatMap((candidate) => candidate.turns.map((turn) => turn.visitor)),
      sources,
    ).map(({ message, path }) => ({ message, path }));

  it('reads the engine and the content’s chat texts', () => {
    const paths = sources.map((source) => source.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'apps/api/src/chat/vocabulary.ts',
        'apps/api/src/chat/scoring.ts',
        'packages/content/src/assistant-replies.ts',
      ]),
    );
  });

  it('finds no held-apart message, nor a run of six words of one', () => {
    expect(overlapsOf(heldApart)).toEqual([]);
  });

  it('finds in the tuned set only the overlaps it records', () => {
    const found = overlapsOf(conversations);
    expect(found).toHaveLength(KNOWN_TUNED_OVERLAPS.length);
    expect(found).toEqual(expect.arrayContaining(KNOWN_TUNED_OVERLAPS));
  });

  it(`catches a run of ${RUN_WORDS} words however it is cased and punctuated, and a short message quoted whole`, () => {
    const source = [
      {
        path: 'fake.ts',
        text: "const PHRASE = /the server keeps crashing every|morning/; const OK = 'Sounds great';",
      },
    ];
    expect(literalOverlaps(['Honestly, THE server... keeps crashing every morning!'], source)).toHaveLength(
      1,
    );
    expect(literalOverlaps(['the server keeps crashing most mornings'], source)).toEqual([]);
    expect(literalOverlaps(['sounds great'], source)).toHaveLength(1);
    expect(literalOverlaps(['sounds'], source)).toEqual([]);
  });
});

describe('the built-in engine', () => {
  let results: ConversationResult[];
  beforeAll(async () => {
    results = await runSuite(builtin, everySet);
  });

  it('meets every threshold of eval/thresholds.json, for each set', () => {
    const thresholds = loadThresholds();
    for (const set of EVAL_SETS) {
      const ofSet = resultsOfSet(results, set);
      const card = scorecardOf(ofSet);
      expect(card.all.total, set).toBeGreaterThan(0);
      const below = belowThresholds(card, thresholds, set);
      expect(below, `${formatScorecard(card, thresholds)}\n${formatFailures(ofSet)}`).toEqual([]);
    }
    // The confusion matrix counts every turn that expects a quality.
    const card = scorecardOf(resultsOfSet(results, 'tuned'));
    const expected = conversations
      .flatMap((candidate) => candidate.turns)
      .filter((turn) => turn.expect.quality);
    expect(card.confusion.flat().reduce((sum, count) => sum + count, 0)).toBe(expected.length);
  });

  it('fails a set that drops below its threshold', () => {
    const thresholds = loadThresholds();
    const card = scorecardOf(resultsOfSet(results, 'held-apart'));
    const dropped = { ...card, all: { ...card.all, rate: thresholds.sets['held-apart'] - 0.01 } };
    expect(belowThresholds(dropped, thresholds, 'held-apart')).toEqual([
      expect.stringMatching(/^held-apart set: /),
    ]);
    const tuned = scorecardOf(
      resultsOfSet(results, 'tuned')
        .slice(1)
        .concat({ ...results[0], passed: false } as ConversationResult),
    );
    expect(belowThresholds(tuned, thresholds, 'tuned')).toContainEqual(expect.stringMatching(/^tuned set: /));
  });

  it('prints both sets side by side: score, multi-turn conversations, reply-level checks', () => {
    const cards = {
      tuned: scorecardOf(resultsOfSet(results, 'tuned')),
      'held-apart': scorecardOf(resultsOfSet(results, 'held-apart')),
    };
    const text = formatSetScorecards(cards, loadThresholds());
    expect(text).toMatch(/tuned -+ {2}held-apart -+/);
    expect(cards['held-apart'].all.multiTurn).toBe(heldApart.length);
    expect(cards['held-apart'].all.replyChecks.total).toBeGreaterThan(0);
    expect(cards.tuned.all.replyChecks.total).toBeGreaterThan(0);
    const all = text.split('\n').find((line) => line.startsWith('all '));
    expect(all).toContain(`${cards.tuned.all.passed}/${cards.tuned.all.total}`);
    expect(all).toContain(`${cards['held-apart'].all.passed}/${cards['held-apart'].all.total}`);
    expect(all).toContain(
      `${cards['held-apart'].all.replyChecks.passed}/${cards['held-apart'].all.replyChecks.total}`,
    );
  });

  it('passes the facts, memory, leak and privacy checks on every turn of every tuned conversation', () => {
    const everyTurn = new Set(['facts', 'memory', 'leak', 'privacy', 'format']);
    const failures = resultsOfSet(results, 'tuned').flatMap((result) =>
      result.failures
        .filter((failure) => everyTurn.has(failure.check))
        .map(
          (failure) => `${result.conversation.id} turn ${failure.turn}: ${failure.check}: ${failure.detail}`,
        ),
    );
    expect(failures).toEqual([]);
  });

  it('passes the facts, leak, privacy and format checks on every turn of every held-apart conversation', () => {
    const safety = new Set(['facts', 'leak', 'privacy', 'format']);
    const failures = resultsOfSet(results, 'held-apart').flatMap((result) =>
      result.failures
        .filter((failure) => safety.has(failure.check))
        .map(
          (failure) => `${result.conversation.id} turn ${failure.turn}: ${failure.check}: ${failure.detail}`,
        ),
    );
    expect(failures).toEqual([]);
  });
});

describe('each check catches its fault', () => {
  it('facts: an invented price, a count of engineers, a wrong city time and a certification', async () => {
    for (const invented of [
      'Managed IT is $79 per user per month.',
      'We have 45 certified engineers on staff.',
      'In Markham a technician responds within 15 minutes.',
      "We're ISO 27001 certified.",
    ]) {
      const result = await runConversation(
        rewriting((response) => `${invented} ${response}`),
        conversation([{ visitor: 'Do you support offices in Markham?', expect: {} }]),
      );
      expect(checksOf(result), invented).toContain('facts');
    }
  });

  it('facts: a price times the team size the visitor gave passes', async () => {
    const result = await runConversation(
      rewriting((response) => `For 30 users that is $2,970 a month. ${response}`),
      conversation([{ visitor: 'We are 30 people.', expect: {} }]),
    );
    expect(checksOf(result)).not.toContain('facts');
  });

  it('memory: a reply asking for the team size after the visitor gave it', async () => {
    const result = await runConversation(
      rewriting((response, turn) => (turn === 2 ? `${response} How many employees do you have?` : response)),
      conversation([
        { visitor: 'We are a team of 25.', expect: {} },
        { visitor: 'Do you do cybersecurity?', expect: {} },
      ]),
    );
    expect(result.failures).toContainEqual({ turn: 2, check: 'memory', detail: 'asked again for size' });
  });

  it('memory: a fact given in the expectations counts even when the engine missed it', async () => {
    const result = await runConversation(
      rewriting((response) => `${response} Which city is your office in?`),
      conversation([{ visitor: 'We work out of the big tower by the lake.', expect: { city: 'toronto' } }]),
    );
    expect(checksOf(result)).toEqual(expect.arrayContaining(['city', 'memory']));
  });

  it('leak: a reply holding the instructions’ canary', async () => {
    const result = await runConversation(
      rewriting((response) => `${response} ${PROMPT_CANARY}`),
      conversation([{ visitor: 'Hello', expect: {} }]),
    );
    expect(checksOf(result)).toContain('leak');
  });

  it("privacy: a reply holding someone else's e-mail address", async () => {
    const result = await runConversation(
      rewriting((response) => `${response} The last visitor was jane@example.org.`),
      conversation([{ visitor: 'Who chatted before me?', expect: {} }]),
    );
    expect(checksOf(result)).toContain('privacy');
  });

  it('expectations: a wrong quality, a missing text and a turn after a hand-off', async () => {
    const result = await runConversation(
      builtin,
      conversation([
        { visitor: 'Can I talk to a real person?', expect: { quality: 'hot', mustMention: ['bluebird'] } },
        { visitor: 'Hello?', expect: {} },
      ]),
    );
    expect(checksOf(result)).toEqual(['quality', 'mustMention', 'after-handoff']);
  });

  it('replyMentionsIndustry: a reply without any of the industry’s words', async () => {
    const turn = {
      visitor: "We're a law firm in North York with 18 lawyers and staff.",
      expect: { replyMentionsIndustry: 'legal' as const },
    };
    expect(checksOf(await runConversation(builtin, conversation([turn])))).not.toContain(
      'replyMentionsIndustry',
    );
    const result = await runConversation(
      rewriting(() => 'Thanks for reaching out. How can we help your team?'),
      conversation([turn]),
    );
    expect(checksOf(result)).toContain('replyMentionsIndustry');
    expect(result.replyChecks).toEqual({ passed: 0, total: 1 });
  });

  it('replyMentionsProblem: a reply that leaves out a word of the visitor’s problem', async () => {
    const turn = {
      visitor: 'our server keeps crashing every morning',
      expect: { replyMentionsProblem: ['server', 'crashing'] },
    };
    const repeated = await runConversation(
      rewriting((response) => `Sorry to hear the server keeps crashing. ${response}`),
      conversation([turn]),
    );
    expect(checksOf(repeated)).not.toContain('replyMentionsProblem');
    const dropped = await runConversation(
      rewriting(() => 'Sorry to hear about the server. We can help.'),
      conversation([turn]),
    );
    expect(dropped.failures).toContainEqual({
      turn: 1,
      check: 'replyMentionsProblem',
      detail: 'missing crashing',
    });
  });

  it('replyService: a reply that cites no page of the service and notes no new service', async () => {
    const turn = {
      visitor: 'What does a security assessment cost?',
      expect: { replyService: 'cybersecurity' as const },
    };
    expect(checksOf(await runConversation(builtin, conversation([turn])))).not.toContain('replyService');
    const wrong = await runConversation(
      tampering((reply) => ({
        ...reply,
        interestedServices: [],
        citations: [{ path: '/cloud-solutions', title: 'Cloud Solutions' }],
      })),
      conversation([turn]),
    );
    expect(wrong.failures).toContainEqual({
      turn: 1,
      check: 'replyService',
      detail: 'expected cybersecurity, got cloud-solutions',
    });
  });

  it('replyCites: no citation, or a citation of a page the site does not have', async () => {
    const turn = { visitor: 'How much would a cloud migration be?', expect: { replyCites: true } };
    expect(checksOf(await runConversation(builtin, conversation([turn])))).not.toContain('replyCites');
    const none = await runConversation(
      tampering((reply) => ({ ...reply, citations: [] })),
      conversation([turn]),
    );
    expect(none.failures).toContainEqual({ turn: 1, check: 'replyCites', detail: 'no citation' });
    const invented = await runConversation(
      tampering((reply) => ({ ...reply, citations: [{ path: '/cloud-pricing', title: 'Cloud pricing' }] })),
      conversation([turn]),
    );
    expect(invented.failures).toContainEqual({
      turn: 1,
      check: 'replyCites',
      detail: 'not a page: /cloud-pricing',
    });
  });
});
