/**
 * The model's budget (issue 13; OWASP Top 10 for LLM applications, LLM10 "unbounded consumption"): a cap on
 * model calls in flight at once and a number of model turns per UTC day, per API instance. Wrapped around the
 * OpenAI engine inside the fallback engine, so a call over budget fails at once with {@link ModelBudgetError}
 * and the built-in engine answers: the visitor always gets a reply, the bill stays bounded.
 */
import type { ChatEngine, EngineInput, EngineOptions, EngineReply } from './engine.ts';

/** The limits of {@link createBudgetedEngine}. */
export interface ModelBudget {
  /** Model calls allowed in flight at once (MODEL_MAX_CONCURRENCY). */
  maxConcurrent: number;
  /** Model turns allowed per UTC day (MODEL_DAILY_TURNS). */
  dailyTurns: number;
  /** The clock (tests); `Date.now` by default. */
  now?: () => number;
}

/** Thrown instead of calling the model when the budget is spent; its name is what the fallback logs. */
export class ModelBudgetError extends Error {
  constructor(what: 'concurrency' | 'daily-turns') {
    super(
      what === 'concurrency' ? 'Too many model calls in flight' : 'The model’s daily turn budget is spent',
    );
    this.name = what === 'concurrency' ? 'ModelConcurrencyLimitError' : 'ModelDailyBudgetError';
  }
}

/**
 * Wraps an engine with a concurrency cap and a daily turn budget.
 *
 * @param engine the engine that costs money (the OpenAI engine)
 * @param budget the limits
 * @returns an engine with the same name whose `reply` rejects with {@link ModelBudgetError} when over budget
 */
export function createBudgetedEngine(engine: ChatEngine, budget: ModelBudget): ChatEngine {
  const now = budget.now ?? Date.now;
  let inFlight = 0;
  let day = '';
  let turns = 0;
  return {
    name: engine.name,
    async reply(input: EngineInput, options?: EngineOptions): Promise<EngineReply> {
      const today = new Date(now()).toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        turns = 0;
      }
      if (turns >= budget.dailyTurns) throw new ModelBudgetError('daily-turns');
      if (inFlight >= budget.maxConcurrent) throw new ModelBudgetError('concurrency');
      turns += 1;
      inFlight += 1;
      try {
        return await engine.reply(input, options);
      } finally {
        inFlight -= 1;
      }
    },
  };
}
