/**
 * `pnpm eval:assistant`: runs the evaluation suite (suite.ts) against the built-in engine and prints its
 * scorecard; with OPENAI_API_KEY set (and OPENAI_BASE_URL, OPENAI_MODEL as the API reads them), runs it again
 * against the model, wrapped as the API wraps it (the built-in engine behind it), and prints that scorecard too.
 *
 * Exits 1 when the built-in engine's scorecard falls below eval/thresholds.json (the model's is reported, not
 * gated: a model's answers vary from run to run). `--failures` also prints every failed check.
 */
import { createChatEngine } from '../src/chat/index.ts';
import { modelSettingsFrom } from './model-env.ts';
import {
  belowThresholds,
  formatFailures,
  formatScorecard,
  loadConversations,
  loadThresholds,
  runSuite,
  scorecardOf,
} from './suite.ts';

const write = (text: string) => process.stdout.write(`${text}\n`);
const showFailures = process.argv.includes('--failures');
const conversations = loadConversations();
const thresholds = loadThresholds();

const started = performance.now();
const builtin = await runSuite(createChatEngine(), conversations);
const card = scorecardOf(builtin);
write(
  `Built-in engine: ${conversations.length} conversations in ${Math.round(performance.now() - started)} ms`,
);
write(formatScorecard(card, thresholds));
if (showFailures) write(formatFailures(builtin));

const settings = modelSettingsFrom();
if (settings) {
  const { timeoutMs, ...openai } = settings;
  const model = await runSuite(
    createChatEngine({ openai: { ...openai, requestTimeoutMs: timeoutMs }, timeoutMs }),
    conversations,
  );
  write(`\nModel ${settings.model} (fallback to the built-in engine on errors and unverified facts):`);
  write(formatScorecard(scorecardOf(model)));
  if (showFailures) write(formatFailures(model));
}

const below = belowThresholds(card, thresholds);
if (below.length > 0) {
  write(`\nBelow the thresholds of eval/thresholds.json:\n${below.join('\n')}`);
  process.exitCode = 1;
}
