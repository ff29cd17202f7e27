import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type ChatEngine, createChatEngine } from '../../chat/index.ts';
import { ModelBudget, type ModelBudgetStore } from '../../model-budget.ts';
import { PostgresModelBudgetStore, RedisModelBudgetStore } from '../../model-budget-stores.ts';
import { createOpenAIPhraser } from '../../recommendations/openai-phraser.ts';
import { createBudgetedPhraser, type Phraser } from '../../recommendations/phrasing.ts';

/** The assistant services: the chat engine and, with an OpenAI key, the recommendation phraser. */
export interface Assistant {
  /** Answers chat turns: the built-in engine, or the OpenAI engine with the built-in one behind it. */
  chat: ChatEngine;
  /** Rewords recommendation texts; absent without an OpenAI key (no phrasing). */
  phraser: Phraser | undefined;
  /** Visitor messages one chat session may send per minute; unlimited when undefined. */
  sessionMessagesPerMinute: number | undefined;
  /** Recommendations one visitor session may generate per hour; unlimited when undefined. */
  recommendationsPerHour: number | undefined;
  /** The site's public URL (SITE_URL): the origin of the absolute URLs of a reply's citations. */
  siteUrl: string;
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
  /** The assistant's abuse limits (see {@link AssistantLimits}); none when absent. */
  limits?: AssistantLimits;
  /** SITE_URL: citations link to the site's pages on it. */
  siteUrl: string;
  /** The app's clock: the model budget's day is its Toronto day (the wall clock when absent). */
  clock?: () => Date;
  /** REDIS_URL: the model budget's day counts live there, else in the database (src/model-budget-stores.ts). */
  redisUrl?: string | undefined;
}

/**
 * The assistant's abuse limits (OWASP Top 10 for LLM Applications, LLM10 "Unbounded Consumption"). The model limits
 * cover every model call, chat turns and recommendation phrasing alike; beyond them the built-in engine answers, or
 * the recommendation keeps the engine's texts.
 */
export interface AssistantLimits {
  /** Visitor messages one session may send per minute (CHAT_SESSION_MESSAGES_PER_MINUTE). */
  sessionMessagesPerMinute: number;
  /** Recommendations one session may generate per hour (RECOMMENDATIONS_PER_HOUR); beyond it 429. */
  recommendationsPerHour: number;
  /** Model calls in flight at once (MODEL_MAX_CONCURRENCY). */
  modelMaxConcurrency: number;
  /** Model calls per Toronto day, every instance together (MODEL_DAILY_TURNS). */
  modelDailyTurns: number;
  /**
   * Model calls per visitor (a session, or a client address without one, an IPv6 client by its /64) per Toronto day
   * (MODEL_VISITOR_DAILY_CALLS).
   */
  modelVisitorDailyCalls: number;
}

/**
 * Decorates the app with `assistant` (the chat engine and the recommendation phraser). Without OpenAI
 * settings: the built-in engine and no phraser. With them: the OpenAI engine wrapped in the fallback engine
 * (built-in reply on error, after `timeoutMs`, or when the model states a price, discount or guarantee the
 * catalogue does not back; logged as a warning with the reason, error class and claim kinds only) and
 * the OpenAI phraser with the same time limit, both drawing on one model budget when `limits` are given
 * (src/model-budget.ts), its day counted in Redis with `redisUrl`, else in the database, so every instance shares
 * it. Needs the database plugin.
 */
export const assistantPlugin = fp<AssistantPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ component: 'assistant' });
    const { openai, timeoutMs, limits } = options;
    // One budget for the chat engine and the phraser: every model call draws on it.
    let modelBudget: ModelBudget | undefined;
    if (openai && limits) {
      let store: ModelBudgetStore = new PostgresModelBudgetStore(() => app.db.em());
      if (options.redisUrl) {
        const redis = new Redis(options.redisUrl, {
          connectTimeout: 2000,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        });
        // A Redis outage refuses model calls (the built-in engine answers) and is logged by the budget.
        redis.on('error', (error: Error) => log.warn({ errorName: error.name }, 'model budget store error'));
        app.addHook('onClose', async () => {
          await redis.quit().catch(() => redis.disconnect());
        });
        store = new RedisModelBudgetStore(redis);
      }
      modelBudget = new ModelBudget({
        maxConcurrent: limits.modelMaxConcurrency,
        dailyCalls: limits.modelDailyTurns,
        visitorDailyCalls: limits.modelVisitorDailyCalls,
        store,
        ...(options.clock ? { clock: options.clock } : {}),
        log,
      });
    }
    const chat = createChatEngine(
      openai
        ? {
            openai: { ...openai, requestTimeoutMs: timeoutMs },
            timeoutMs,
            ...(modelBudget ? { budget: modelBudget } : {}),
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
    const openaiPhraser = openai ? createOpenAIPhraser({ ...openai, timeoutMs }) : undefined;
    const phraser =
      openaiPhraser && modelBudget ? createBudgetedPhraser(openaiPhraser, modelBudget) : openaiPhraser;
    app.decorate('assistant', {
      chat,
      phraser,
      sessionMessagesPerMinute: limits?.sessionMessagesPerMinute,
      recommendationsPerHour: limits?.recommendationsPerHour,
      siteUrl: options.siteUrl,
    });
    log.info({ engine: chat.name, phrasing: phraser !== undefined }, 'assistant ready');
  },
  { name: 'assistant', dependencies: ['database'] },
);
