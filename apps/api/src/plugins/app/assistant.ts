import fp from 'fastify-plugin';
import { type ChatEngine, createChatEngine } from '../../chat/index.ts';
import { createOpenAIPhraser } from '../../recommendations/openai-phraser.ts';
import type { Phraser } from '../../recommendations/phrasing.ts';

/** The assistant services: the chat engine and, with an OpenAI key, the recommendation phraser. */
export interface Assistant {
  /** Answers chat turns: the built-in engine, or the OpenAI engine with the built-in one behind it. */
  chat: ChatEngine;
  /** Rewords recommendation texts; absent without an OpenAI key (no phrasing). */
  phraser: Phraser | undefined;
  /** Visitor messages one chat session may send per minute; unlimited when undefined. */
  sessionMessagesPerMinute: number | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The chat engine and the recommendation phraser (see plugins/app/assistant.ts). */
    assistant: Assistant;
  }
}

/** Options of {@link assistantPlugin}, from the OPENAI_* settings. */
export interface AssistantPluginOptions {
  /** Present when OPENAI_API_KEY is set: the key, OPENAI_BASE_URL and OPENAI_MODEL. */
  openai?: { apiKey: string; baseURL: string; model: string };
  /** OPENAI_TIMEOUT_MS: how long the model may take before the built-in engine answers (chat) or no phrasing. */
  timeoutMs: number;
  /** The chat's abuse limits (issue 13); none when absent. */
  limits?: AssistantLimits;
}

/** The chat's abuse limits (issue 13; OWASP LLM10). */
export interface AssistantLimits {
  /** Visitor messages one session may send per minute (CHAT_SESSION_MESSAGES_PER_MINUTE). */
  sessionMessagesPerMinute: number;
  /** Model calls in flight at once (MODEL_MAX_CONCURRENCY); beyond it the built-in engine answers. */
  modelMaxConcurrency: number;
  /** Model turns per UTC day (MODEL_DAILY_TURNS); beyond it the built-in engine answers. */
  modelDailyTurns: number;
}

/**
 * Decorates the app with `assistant` (issue 6 "Choosing the engine", issue 7 phrasing). Without OpenAI
 * settings: the built-in engine and no phraser. With them: the OpenAI engine wrapped in the fallback engine
 * (built-in reply on error, after `timeoutMs`, or when the model states a price, discount or guarantee the
 * catalogue does not back; logged as a warning with the reason, error class and claim kinds only) and
 * the OpenAI phraser with the same time limit. Needs nothing else.
 */
export const assistantPlugin = fp<AssistantPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ component: 'assistant' });
    const { openai, timeoutMs } = options;
    const chat = createChatEngine(
      openai
        ? {
            openai: { ...openai, requestTimeoutMs: timeoutMs },
            timeoutMs,
            ...(options.limits
              ? {
                  budget: {
                    maxConcurrent: options.limits.modelMaxConcurrency,
                    dailyTurns: options.limits.modelDailyTurns,
                  },
                }
              : {}),
            onFallback: ({ from, reason, errorName, status, claims }) =>
              log.warn(
                { from, reason, errorName, status, claims },
                reason === 'unverified-claim'
                  ? 'chat model stated a claim the catalogue does not back; the built-in engine answered'
                  : 'chat model failed; the built-in engine answered',
              ),
          }
        : {},
    );
    const phraser = openai ? createOpenAIPhraser({ ...openai, timeoutMs }) : undefined;
    app.decorate('assistant', {
      chat,
      phraser,
      sessionMessagesPerMinute: options.limits?.sessionMessagesPerMinute,
    });
    log.info({ engine: chat.name, phrasing: phraser !== undefined }, 'assistant ready');
  },
  { name: 'assistant' },
);
