/**
 * One budget for every call to the language model: chat turns, the phrasing of stored recommendations and of
 * quick recommendations (OWASP Top 10 for LLM Applications 2025, LLM10 "Unbounded Consumption"; decision 023).
 * Per API instance it admits at most `maxConcurrent` calls in flight, `dailyCalls` calls per UTC day, and
 * `visitorDailyCalls` calls per visitor per UTC day. A call over any limit is refused at once with
 * {@link ModelBudgetError}, before anything reaches the model; the caller then answers without the model (the
 * built-in chat engine, the recommendation engine's own texts), so the visitor always gets a full answer.
 *
 * A visitor is named by the caller: the visitor session id, or the client address for a call without a session.
 * The keys live in memory for the current UTC day only, are never logged and never appear in an error; since a key
 * is kept only for an admitted call, at most `dailyCalls` keys are held.
 */

/** Which limit refused a call. */
export type ModelBudgetLimit = 'concurrency' | 'daily' | 'visitor';

/** What {@link ModelBudgetError} says for each limit: fixed words, never the visitor's key. */
const REFUSALS: Record<ModelBudgetLimit, { name: string; message: string }> = {
  concurrency: { name: 'ModelConcurrencyLimitError', message: 'Too many model calls in flight' },
  daily: { name: 'ModelDailyBudgetError', message: 'The model’s daily call budget is spent' },
  visitor: { name: 'ModelVisitorBudgetError', message: 'This visitor’s daily model calls are spent' },
};

/**
 * Thrown instead of calling the model when the budget refuses the call. Its `name` says which limit
 * (`ModelConcurrencyLimitError`, `ModelDailyBudgetError`, `ModelVisitorBudgetError`) and is what callers log.
 */
export class ModelBudgetError extends Error {
  /** The limit that refused the call. */
  readonly limit: ModelBudgetLimit;

  constructor(limit: ModelBudgetLimit) {
    super(REFUSALS[limit].message);
    this.name = REFUSALS[limit].name;
    this.limit = limit;
  }
}

/** The limits of a {@link ModelBudget} (the API's `MODEL_*` settings, src/env.ts). */
export interface ModelBudgetLimits {
  /** Model calls in flight at once (MODEL_MAX_CONCURRENCY); a positive whole number. */
  maxConcurrent: number;
  /** Model calls per UTC day (MODEL_DAILY_TURNS); a positive whole number. */
  dailyCalls: number;
  /** Model calls per visitor per UTC day (MODEL_VISITOR_DAILY_CALLS); no per-visitor limit when absent. */
  visitorDailyCalls?: number;
  /** The clock in milliseconds since the epoch (tests); `Date.now` by default. */
  now?: () => number;
}

/** What a budget has admitted on its current day: calls, calls in flight, visitors counted. */
export interface ModelBudgetUsage {
  /** The UTC day counted, `YYYY-MM-DD` ('' before the first call). */
  day: string;
  /** Calls admitted that day. */
  calls: number;
  /** Calls admitted and not yet finished. */
  inFlight: number;
  /** Visitors with at least one admitted call that day. */
  visitors: number;
}

/** The shared model budget of one API instance (see the module's comment). */
export class ModelBudget {
  readonly #limits: ModelBudgetLimits;
  readonly #now: () => number;
  #day = '';
  #calls = 0;
  #inFlight = 0;
  readonly #visitors = new Map<string, number>();

  /** @param limits the caps; see {@link ModelBudgetLimits} */
  constructor(limits: ModelBudgetLimits) {
    this.#limits = limits;
    this.#now = limits.now ?? Date.now;
  }

  /** What the budget has admitted on its current day (a new day starts at 0 with its first call). */
  get usage(): ModelBudgetUsage {
    return { day: this.#day, calls: this.#calls, inFlight: this.#inFlight, visitors: this.#visitors.size };
  }

  /**
   * Admits one model call, counting it against the day, the visitor and the calls in flight.
   *
   * @param visitor whom the call is counted against: a visitor session id, or a key of the client address for a
   *   call without a session; only the daily and concurrency limits apply without one
   * @returns the release, to call once when the model call ends (later calls do nothing)
   * @throws ModelBudgetError when the day's calls, the visitor's calls or the calls in flight are at their limit;
   *   a refused call counts against nothing
   */
  acquire(visitor?: string): () => void {
    const today = new Date(this.#now()).toISOString().slice(0, 10);
    if (today !== this.#day) {
      this.#day = today;
      this.#calls = 0;
      this.#visitors.clear();
    }
    if (this.#calls >= this.#limits.dailyCalls) throw new ModelBudgetError('daily');
    const visitorCalls = visitor === undefined ? 0 : (this.#visitors.get(visitor) ?? 0);
    const perVisitor = this.#limits.visitorDailyCalls;
    if (visitor !== undefined && perVisitor !== undefined && visitorCalls >= perVisitor) {
      throw new ModelBudgetError('visitor');
    }
    if (this.#inFlight >= this.#limits.maxConcurrent) throw new ModelBudgetError('concurrency');
    this.#calls += 1;
    if (visitor !== undefined) this.#visitors.set(visitor, visitorCalls + 1);
    this.#inFlight += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
    };
  }

  /**
   * Runs one model call within the budget: {@link acquire}, the call, then the release however the call ends.
   *
   * @param visitor as for {@link acquire}
   * @param call the model call; it is not started when the budget refuses
   * @returns what `call` resolves to
   * @throws ModelBudgetError when refused (see {@link acquire}); otherwise whatever `call` rejects with
   */
  async run<T>(visitor: string | undefined, call: () => Promise<T>): Promise<T> {
    const release = this.acquire(visitor);
    try {
      return await call();
    } finally {
      release();
    }
  }
}
