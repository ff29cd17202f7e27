import { defineEntity, p } from '@mikro-orm/core';

/**
 * How many model calls one key used on one Toronto day (src/model-budget.ts, docs/decisions/063-ipv6-by-64-and-a-shared-model-budget.md):
 * the day's total under the key `calls`, a visitor's under the hex SHA-256 of its key (a session id or a client
 * address is never stored). Written only by src/model-budget-stores.ts `PostgresModelBudgetStore`, which counts a
 * call with an atomic upsert below the limit and deletes earlier days' rows with the first call of a day. Used when
 * REDIS_URL is not set. Table `model_budget` (migration `Migration20261204140000_model_budget`).
 */
export const ModelBudgetCountSchema = defineEntity({
  name: 'ModelBudgetCount',
  tableName: 'model_budget',
  properties: {
    /** The Toronto calendar date, 'YYYY-MM-DD'. */
    day: p.string().length(10).primary(),
    /** `calls` for the day's total, else the visitor's 64 hex digits. */
    key: p.string().length(64).primary(),
    /** Calls counted. */
    used: p.integer(),
  },
});

/** A stored count (see {@link ModelBudgetCountSchema}). */
export class ModelBudgetCount extends ModelBudgetCountSchema.class {}
ModelBudgetCountSchema.setClass(ModelBudgetCount);
