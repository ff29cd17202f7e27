import { CITY_PAGE_IDS, cityPages, INDUSTRY_PAGE_IDS, industryPages } from '@northline/content';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  belowThresholds,
  CATEGORIES,
  type ConversationResult,
  formatFailures,
  formatScorecard,
  type LoadedConversation,
  loadConversations,
  loadThresholds,
  runConversation,
  runSuite,
  scorecardOf,
} from '../eval/suite.ts';
import { createBuiltinEngine } from '../src/chat/builtin-engine.ts';
import type { ChatEngine } from '../src/chat/engine.ts';
import { PROMPT_CANARY } from '../src/chat/system-prompt.ts';

/**
 * The assistant's evaluation suite in CI (eval/): the built-in engine's scorecard must meet eval/thresholds.json,
 * the suite must cover every category and every city and industry page's questions, and each check of the suite
 * must catch the fault it is there for.
 */

const conversations = loadConversations();
const builtin = createBuiltinEngine();

/** The built-in engine with its replies changed by `rewrite` (a faulty engine the checks must catch). */
function rewriting(rewrite: (response: string, turn: number) => string): ChatEngine {
  let turn = 0;
  return {
    name: 'builtin',
    async reply(input, options) {
      const reply = await builtin.reply(input, options);
      turn += 1;
      return { ...reply, response: rewrite(reply.response, turn) };
    },
  };
}

/** A one-category conversation as the loader returns it. */
function conversation(turns: LoadedConversation['turns']): LoadedConversation {
  return { id: 'probe', category: 'memory', office: 'closed', turns, file: 'probe.yaml' };
}

const checksOf = (result: ConversationResult) => result.failures.map((failure) => failure.check);

describe('the suite as data', () => {
  it('holds at least 150 conversations, at least 10 in every category', () => {
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

  it('records a threshold of at least 90 % for every category', () => {
    const thresholds = loadThresholds();
    for (const category of CATEGORIES) expect(thresholds.categories[category]).toBeGreaterThanOrEqual(0.9);
    expect(thresholds.qualityAccuracy).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the built-in engine', () => {
  let results: ConversationResult[];
  beforeAll(async () => {
    results = await runSuite(builtin, conversations);
  });

  it('meets every threshold of eval/thresholds.json', () => {
    const card = scorecardOf(results);
    const below = belowThresholds(card, loadThresholds());
    expect(below, `${formatScorecard(card, loadThresholds())}\n${formatFailures(results)}`).toEqual([]);
    // The confusion matrix counts every turn that expects a quality.
    const expected = conversations
      .flatMap((candidate) => candidate.turns)
      .filter((turn) => turn.expect.quality);
    expect(card.confusion.flat().reduce((sum, count) => sum + count, 0)).toBe(expected.length);
  });

  it('passes the facts, memory, leak and privacy checks on every turn of every conversation', () => {
    const everyTurn = new Set(['facts', 'memory', 'leak', 'privacy', 'format']);
    const failures = results.flatMap((result) =>
      result.failures
        .filter((failure) => everyTurn.has(failure.check))
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
});
