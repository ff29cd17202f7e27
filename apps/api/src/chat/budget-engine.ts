/**
 * The chat's share of the model budget (../model-budget.ts; OWASP Top 10 for LLM Applications, LLM10 "Unbounded
 * Consumption"): wrapped around the OpenAI engine inside the fallback engine, so a turn the budget refuses fails at
 * once with {@link ModelBudgetError}, before anything reaches the model, and the built-in engine answers: the
 * visitor always gets a reply, the bill stays bounded. A turn counts as one call, also when the model is asked a
 * second time to write the text after recording a lead. The turn is counted against `options.visitor`.
 */
import type { ModelBudget } from '../model-budget.ts';
import type { ChatEngine, EngineInput, EngineOptions, EngineReply } from './engine.ts';

export { ModelBudget, ModelBudgetError, type ModelBudgetLimits } from '../model-budget.ts';

/**
 * Wraps an engine with the shared model budget.
 *
 * @param engine the engine that costs money (the OpenAI engine)
 * @param budget the app's one budget, shared with recommendation phrasing
 * @returns an engine with the same name whose `reply` rejects with {@link ModelBudgetError} when the budget refuses
 *   the turn (counted against `options.visitor`, the session id)
 */
export function createBudgetedEngine(engine: ChatEngine, budget: ModelBudget): ChatEngine {
  return {
    name: engine.name,
    reply(input: EngineInput, options?: EngineOptions): Promise<EngineReply> {
      return budget.run(options?.visitor, () => {
        // A reservation that ends after the caller gave up (the fallback engine's time limit) calls nothing.
        options?.signal?.throwIfAborted();
        return engine.reply(input, options);
      });
    },
  };
}
