/**
 * The chat assistant's engine, for the API's chat service to wire into `POST /api/chat`
 * (specification §7). Pick an engine with {@link createChatEngine}; call `reply` once per visitor message.
 * See README.md in this folder for what the wiring must do.
 */

import { createBudgetedEngine, type ModelBudget } from './budget-engine.ts';
import { createBuiltinEngine } from './builtin-engine.ts';
import type { ChatEngine } from './engine.ts';
import { createFallbackEngine, type FallbackEvent } from './fallback-engine.ts';
import { createOpenAIEngine, type OpenAIEngineConfig } from './openai-engine.ts';

export {
  createBudgetedEngine,
  ModelBudget,
  ModelBudgetError,
  type ModelBudgetLimits,
} from './budget-engine.ts';
export { CHAT_GREETING, createBuiltinEngine } from './builtin-engine.ts';
export {
  absoluteCitations,
  type CheckedCitations,
  citationOf,
  type PageCitation,
  validateCitations,
} from './citations.ts';
export { assertCatalogueClaims, UnverifiedClaimError } from './claim-guard.ts';
export type {
  ChatEngine,
  EngineInput,
  EngineName,
  EngineOptions,
  EngineReply,
  FallbackReason,
  FiredRule,
} from './engine.ts';
export {
  createFallbackEngine,
  DEFAULT_PRIMARY_TIMEOUT_MS,
  EngineTimeoutError,
  type FallbackEngineConfig,
  type FallbackEvent,
} from './fallback-engine.ts';
export { detectInjection, type InjectionCheck, type InjectionKind, screenConversation } from './injection.ts';
export {
  createOpenAIEngine,
  DEFAULT_MAX_TOKENS,
  DEFAULT_OPENAI_BASE_URL,
  EmptyModelReplyError,
  type OpenAIEngineConfig,
} from './openai-engine.ts';
export { contentPassages, type Passage } from './passages.ts';
export {
  type ContentIndex,
  contentIndex,
  createContentIndex,
  DEFAULT_PASSAGES_PER_TURN,
  type ScoredPassage,
} from './retrieval.ts';
export {
  evaluateLead,
  LEAD_RULES,
  LEAD_THRESHOLDS,
  type LeadRule,
  type LeadScore,
  type LeadSignals,
  type ScoreInput,
  scoreLead,
} from './scoring.ts';
export { buildSystemPrompt } from './system-prompt.ts';

/** Settings of {@link createChatEngine}, as the API's env.ts parses them. */
export interface ChatEngineConfig {
  /** OpenAI settings when `OPENAI_API_KEY` is set (`OPENAI_BASE_URL` → baseURL, `OPENAI_MODEL` → model); else absent. */
  openai?: OpenAIEngineConfig;
  /** Time limit of the model in milliseconds before the built-in engine answers (default 10 000). */
  timeoutMs?: number;
  /**
   * Told when the built-in engine answers because the model failed or stated a claim the catalogue does not back
   * (log `reason`, `errorName`, `status`, `claims`).
   */
  onFallback?: (event: FallbackEvent) => void;
  /**
   * The app's model budget (../model-budget.ts), shared with recommendation phrasing: calls in flight, calls
   * per day and per visitor; unlimited when absent.
   */
  budget?: ModelBudget;
}

/**
 * The engine the API should use: the built-in engine when no OpenAI settings are given, else the OpenAI
 * engine wrapped in the fallback engine with the built-in engine behind it.
 */
export function createChatEngine(config: ChatEngineConfig = {}): ChatEngine {
  const builtin = createBuiltinEngine();
  if (!config.openai) return builtin;
  const fallbackConfig: Parameters<typeof createFallbackEngine>[0] = {
    primary: config.budget
      ? createBudgetedEngine(createOpenAIEngine(config.openai), config.budget)
      : createOpenAIEngine(config.openai),
    fallback: builtin,
  };
  if (config.timeoutMs !== undefined) fallbackConfig.timeoutMs = config.timeoutMs;
  if (config.onFallback) fallbackConfig.onFallback = config.onFallback;
  return createFallbackEngine(fallbackConfig);
}
