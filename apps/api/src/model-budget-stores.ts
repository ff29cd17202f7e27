/**
 * Where the model budget's day counts live (src/model-budget.ts; docs/decisions/063-ipv6-by-64-and-a-shared-model-budget.md):
 * in Redis when REDIS_URL is set (the store of the rate limits and the stream caps), else in PostgreSQL (or PGlite),
 * table `model_budget`. Either way every instance and every restart reads the same counts, and a call is checked
 * and counted in one atomic step: two instances cannot both take the day's last call.
 *
 * Both hold a visitor only as the digest the budget gives (never a session id or an address), for the day only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { Redis } from 'ioredis';
import type { ModelBudgetReservation, ModelBudgetStore, ModelBudgetVerdict } from './model-budget.ts';

/** The key of the day's total calls; visitors' keys are 64 hex digits, so none can equal it. */
const CALLS_KEY = 'calls';

/**
 * Counts one more use of (day, key) unless it is at its limit, and returns the new count; no row when refused.
 * On a conflict PostgreSQL locks the row and checks the limit against its latest committed count.
 */
const COUNT_ONE = `insert into "model_budget" ("day", "key", "used") values (?, ?, 1)
on conflict ("day", "key") do update set "used" = "model_budget"."used" + 1 where "model_budget"."used" < ?
returning "used"`;

/** Thrown inside the transaction to undo the day's count when the visitor is at its limit. */
class VisitorRefusal extends Error {}

/**
 * The counts in PostgreSQL, table `model_budget` (one row per Toronto day and key; the one writer of the table).
 * A reservation is one transaction: the day's row first, then the visitor's, each counted only below its limit
 * (`insert … on conflict do update … where used < limit`); a refused visitor rolls the day's count back. Every
 * reservation locks the day's row first, so reservations queue on it and never deadlock. The first call of a day
 * deletes the rows of earlier days.
 */
export class PostgresModelBudgetStore implements ModelBudgetStore {
  readonly #em: () => EntityManager;

  /** @param em a fresh entity manager per call (`() => app.db.em()`); it throws while the database is away */
  constructor(em: () => EntityManager) {
    this.#em = em;
  }

  async reserve({ day, dailyCalls, visitor }: ModelBudgetReservation): Promise<ModelBudgetVerdict> {
    try {
      return await this.#em().transactional(async (em) => {
        const sql = em as unknown as SqlEntityManager;
        const [counted] = await sql.execute<{ used: number }[]>(COUNT_ONE, [day, CALLS_KEY, dailyCalls]);
        if (!counted) return 'daily';
        if (visitor) {
          const [own] = await sql.execute<{ used: number }[]>(COUNT_ONE, [
            day,
            visitor.digest,
            visitor.dailyCalls,
          ]);
          if (!own) throw new VisitorRefusal();
        }
        if (counted.used === 1) await sql.execute('delete from "model_budget" where "day" < ?', [day]);
        return 'admitted';
      });
    } catch (error) {
      if (error instanceof VisitorRefusal) return 'visitor';
      throw error;
    }
  }

  async callsOn(day: string): Promise<number> {
    const sql = this.#em() as unknown as SqlEntityManager;
    const [row] = await sql.execute<{ used: number }[]>(
      'select "used" from "model_budget" where "day" = ? and "key" = ?',
      [day, CALLS_KEY],
    );
    return row?.used ?? 0;
  }
}

/**
 * KEYS[1] the day's calls, KEYS[2] (optional) the visitor's; ARGV[1] the day's limit, ARGV[2] the visitor's,
 * ARGV[3] milliseconds to the day's end. Returns 0 when admitted (both counted, both keys expiring at the day's
 * end), 1 when the day is spent, 2 when the visitor is; a refusal counts nothing. One script: Redis runs it alone.
 */
const RESERVE = `local calls = tonumber(redis.call('GET', KEYS[1]) or '0')
if calls >= tonumber(ARGV[1]) then return 1 end
if #KEYS > 1 then
  if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[2]) then return 2 end
  redis.call('INCR', KEYS[2])
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 0`;

/**
 * The counts in Redis: a key per Toronto day and key (`<prefix>{<day>}:calls`, `<prefix>{<day>}:<digest>`, the day
 * as the hash tag so a cluster keeps a day's keys together), checked and counted by one Lua script, each key
 * expiring at the day's end on the app clock.
 */
export class RedisModelBudgetStore implements ModelBudgetStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  /**
   * @param redis a connected client (the caller closes it)
   * @param options.prefix the keys' namespace (`northline-model:budget:`)
   */
  constructor(redis: Redis, options: { prefix?: string | undefined } = {}) {
    this.#redis = redis;
    this.#prefix = options.prefix ?? 'northline-model:budget:';
  }

  #key(day: string, key: string): string {
    return `${this.#prefix}{${day}}:${key}`;
  }

  async reserve({
    day,
    dailyCalls,
    visitor,
    dayLeftMs,
  }: ModelBudgetReservation): Promise<ModelBudgetVerdict> {
    const keys = [this.#key(day, CALLS_KEY), ...(visitor ? [this.#key(day, visitor.digest)] : [])];
    const verdict = await this.#redis.eval(
      RESERVE,
      keys.length,
      ...keys,
      dailyCalls,
      visitor?.dailyCalls ?? 0,
      Math.ceil(dayLeftMs),
    );
    if (verdict === 0) return 'admitted';
    if (verdict === 1) return 'daily';
    if (verdict === 2) return 'visitor';
    throw new TypeError('The model budget script answered an unknown verdict');
  }

  async callsOn(day: string): Promise<number> {
    return Number((await this.#redis.get(this.#key(day, CALLS_KEY))) ?? 0);
  }
}
