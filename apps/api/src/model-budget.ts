/**
 * One budget for every call to the language model: chat turns, the phrasing of stored recommendations and of
 * quick recommendations (OWASP Top 10 for LLM Applications 2025, LLM10 "Unbounded Consumption"; decisions 023 and
 * 063). It admits at most `dailyCalls` calls per Toronto day and `visitorDailyCalls` calls per visitor per Toronto
 * day, counted in a {@link ModelBudgetStore} every instance shares (Redis with REDIS_URL, else PostgreSQL:
 * src/model-budget-stores.ts), so neither a restart nor a second instance starts the day afresh; and at most
 * `maxConcurrent` calls in flight on this instance. A call over any limit is refused at once with
 * {@link ModelBudgetError}, before anything reaches the model; the caller then answers without the model (the
 * built-in chat engine, the recommendation engine's own texts), so the visitor always gets a full answer. When the
 * store cannot be reached the call is refused too (fail closed): no model call goes uncounted.
 *
 * A visitor is named by the caller: the visitor session id, or a key of the client address for a call without a
 * session. The store receives only its SHA-256 digest; neither the key nor its digest is logged or put in an error.
 */
import { createHash } from 'node:crypto';
import { addDaysToDateKey, torontoDateKey, torontoDayStart } from '@northline/content/business-hours';
import type { ServiceLogger } from './logging.ts';

/** Which limit refused a call; `unavailable` when the shared count could not be read. */
export type ModelBudgetLimit = 'concurrency' | 'daily' | 'visitor' | 'unavailable';

/** What {@link ModelBudgetError} says for each limit: fixed words, never the visitor's key. */
const REFUSALS: Record<ModelBudgetLimit, { name: string; message: string }> = {
  concurrency: { name: 'ModelConcurrencyLimitError', message: 'Too many model calls in flight' },
  daily: { name: 'ModelDailyBudgetError', message: 'The model’s daily call budget is spent' },
  visitor: { name: 'ModelVisitorBudgetError', message: 'This visitor’s daily model calls are spent' },
  unavailable: { name: 'ModelBudgetUnavailableError', message: 'The model’s call budget cannot be checked' },
};

/**
 * Thrown instead of calling the model when the budget refuses the call. Its `name` says which limit
 * (`ModelConcurrencyLimitError`, `ModelDailyBudgetError`, `ModelVisitorBudgetError`, `ModelBudgetUnavailableError`)
 * and is what callers log.
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

/** One call to reserve in a {@link ModelBudgetStore}. */
export interface ModelBudgetReservation {
  /** The Toronto day counted, 'YYYY-MM-DD'. */
  day: string;
  /** The day's calls allowed; a positive whole number. */
  dailyCalls: number;
  /** Counted against this visitor too: the hex SHA-256 of the visitor's key, and that visitor's calls allowed. */
  visitor?: { digest: string; dailyCalls: number };
  /** Milliseconds from now to the day's end on the app clock: a store may forget the day's counts after it. */
  dayLeftMs: number;
}

/** The outcome of a reservation: admitted, or the limit that refused it (the refused call counted nowhere). */
export type ModelBudgetVerdict = 'admitted' | 'daily' | 'visitor';

/**
 * Where the day's counts live. A store checks and counts in one atomic step, so two instances reserving at once can
 * never both take the last call of the day or of a visitor.
 */
export interface ModelBudgetStore {
  /**
   * Counts one call against the day and the visitor unless either is at its limit.
   * @throws the store's own error when it cannot be reached; the budget then refuses the call
   */
  reserve(reservation: ModelBudgetReservation): Promise<ModelBudgetVerdict>;
  /** The calls admitted on `day` ('YYYY-MM-DD'). @throws the store's own error when it cannot be reached */
  callsOn(day: string): Promise<number>;
}

/** The counts of one process (unit tests of the budget's callers); an app uses a shared store. */
export class MemoryModelBudgetStore implements ModelBudgetStore {
  readonly #counts = new Map<string, number>();
  #day = '';

  async reserve({ day, dailyCalls, visitor }: ModelBudgetReservation): Promise<ModelBudgetVerdict> {
    if (day !== this.#day) {
      this.#day = day;
      this.#counts.clear();
    }
    const calls = this.#counts.get('calls') ?? 0;
    if (calls >= dailyCalls) return 'daily';
    const visitorCalls = visitor ? (this.#counts.get(visitor.digest) ?? 0) : 0;
    if (visitor && visitorCalls >= visitor.dailyCalls) return 'visitor';
    this.#counts.set('calls', calls + 1);
    if (visitor) this.#counts.set(visitor.digest, visitorCalls + 1);
    return 'admitted';
  }

  async callsOn(day: string): Promise<number> {
    return day === this.#day ? (this.#counts.get('calls') ?? 0) : 0;
  }
}

/** The limits of a {@link ModelBudget} (the API's `MODEL_*` settings, src/env.ts) and where it counts. */
export interface ModelBudgetLimits {
  /** Model calls in flight at once on this instance (MODEL_MAX_CONCURRENCY); a positive whole number. */
  maxConcurrent: number;
  /** Model calls per Toronto day, every instance together (MODEL_DAILY_TURNS); a positive whole number. */
  dailyCalls: number;
  /** Model calls per visitor per Toronto day (MODEL_VISITOR_DAILY_CALLS); no per-visitor limit when absent. */
  visitorDailyCalls?: number;
  /** Where the day's counts live: shared by every instance in the app (src/model-budget-stores.ts). */
  store: ModelBudgetStore;
  /** The app's clock (`app.clock`); the wall clock by default. */
  clock?: () => Date;
  /** Told the error class when the store fails (never the visitor's key). */
  log?: Pick<ServiceLogger, 'warn'>;
}

/** What the budget has admitted on its current day. */
export interface ModelBudgetUsage {
  /** The Toronto day counted, 'YYYY-MM-DD'. */
  day: string;
  /** Calls admitted that day, by every instance sharing the store. */
  calls: number;
  /** Calls this instance admitted and has not yet finished. */
  inFlight: number;
}

/** The hex SHA-256 of a visitor's key: what a store holds instead of the key. */
function digestOf(visitor: string): string {
  return createHash('sha256').update(visitor).digest('hex');
}

/** The model budget of the app (see the module's comment). */
export class ModelBudget {
  readonly #limits: ModelBudgetLimits;
  readonly #clock: () => Date;
  #inFlight = 0;

  /** @param limits the caps and the store; see {@link ModelBudgetLimits} */
  constructor(limits: ModelBudgetLimits) {
    this.#limits = limits;
    this.#clock = limits.clock ?? (() => new Date());
  }

  /**
   * What the budget has admitted on the clock's current day.
   * @throws the store's own error when it cannot be reached
   */
  async usage(): Promise<ModelBudgetUsage> {
    const day = torontoDateKey(this.#clock());
    return { day, calls: await this.#limits.store.callsOn(day), inFlight: this.#inFlight };
  }

  /**
   * Admits one model call: takes a place among this instance's calls in flight, then counts the call against the
   * Toronto day and the visitor in the store.
   *
   * @param visitor whom the call is counted against: a visitor session id, or a key of the client address for a
   *   call without a session; only the daily and concurrency limits apply without one
   * @returns the release, to call once when the model call ends (later calls do nothing)
   * @throws ModelBudgetError when the calls in flight, the day's calls or the visitor's calls are at their limit
   *   (checked in that order), or the store cannot be reached; a refused call counts against nothing
   */
  async acquire(visitor?: string): Promise<() => void> {
    if (this.#inFlight >= this.#limits.maxConcurrent) throw new ModelBudgetError('concurrency');
    this.#inFlight += 1;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.#inFlight -= 1;
    };
    const now = this.#clock();
    const day = torontoDateKey(now);
    const perVisitor = this.#limits.visitorDailyCalls;
    let verdict: ModelBudgetVerdict;
    try {
      verdict = await this.#limits.store.reserve({
        day,
        dailyCalls: this.#limits.dailyCalls,
        ...(visitor !== undefined && perVisitor !== undefined
          ? { visitor: { digest: digestOf(visitor), dailyCalls: perVisitor } }
          : {}),
        dayLeftMs: Math.max(1, torontoDayStart(addDaysToDateKey(day, 1)).getTime() - now.getTime()),
      });
    } catch (error) {
      release();
      // Fail closed: a call the store cannot count is not made; the caller answers without the model.
      this.#limits.log?.warn(
        { errorName: error instanceof Error ? error.name : typeof error },
        'model budget store error; the model call is refused',
      );
      throw new ModelBudgetError('unavailable');
    }
    if (verdict !== 'admitted') {
      release();
      throw new ModelBudgetError(verdict);
    }
    return release;
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
    const release = await this.acquire(visitor);
    try {
      return await call();
    } finally {
      release();
    }
  }
}
