/**
 * `pnpm eval:assistant`: runs the evaluation suite (suite.ts), both sets (the tuned conversations and the
 * held-apart ones), against the built-in engine and prints their scorecards side by side; with OPENAI_API_KEY set
 * (and OPENAI_BASE_URL, OPENAI_MODEL as the API reads them), runs them again against the model, wrapped as the API
 * wraps it (the built-in engine behind it), and prints those scorecards too.
 *
 * Exits 1 when the built-in engine's scorecard of either set falls below eval/thresholds.json (the model's is
 * reported, not gated: a model's answers vary from run to run). `--failures` also prints every failed check.
 */
import { createChatEngine } from '../src/chat/index.ts';
import { modelSettingsFrom } from './model-env.ts';
import {
  belowThresholds,
  type ConversationResult,
  EVAL_SETS,
  type EvalSet,
  formatFailures,
  formatSetScorecards,
  loadEverySet,
  loadThresholds,
  resultsOfSet,
  runSuite,
  type Scorecard,
  scorecardOf,
} from './suite.ts';

const write = (text: string) => process.stdout.write(`${text}\n`);
const showFailures = process.argv.includes('--failures');
const conversations = loadEverySet();
const thresholds = loadThresholds();

/** Each set's scorecard of a run. */
const cardsOf = (results: readonly ConversationResult[]) =>
  Object.fromEntries(EVAL_SETS.map((set) => [set, scorecardOf(resultsOfSet(results, set))])) as Record<
    EvalSet,
    Scorecard
  >;

const started = performance.now();
const builtin = await runSuite(createChatEngine(), conversations);
const cards = cardsOf(builtin);
write(
  `Built-in engine: ${conversations.length} conversations (${EVAL_SETS.map((set) => `${cards[set].all.total} ${set}`).join(', ')}) in ${Math.round(performance.now() - started)} ms`,
);
write(formatSetScorecards(cards, thresholds));
if (showFailures) write(`\n${formatFailures(builtin)}`);

const settings = modelSettingsFrom();
if (settings) {
  const { timeoutMs, ...openai } = settings;
  const model = await runSuite(
    createChatEngine({ openai: { ...openai, requestTimeoutMs: timeoutMs }, timeoutMs }),
    conversations,
  );
  write(`\nModel ${settings.model} (fallback to the built-in engine on errors and unverified facts):`);
  write(formatSetScorecards(cardsOf(model)));
  if (showFailures) write(formatFailures(model));
}

const below = EVAL_SETS.flatMap((set) => belowThresholds(cards[set], thresholds, set));
if (below.length > 0) {
  write(`\nBelow the thresholds of eval/thresholds.json:\n${below.join('\n')}`);
  process.exitCode = 1;
}
