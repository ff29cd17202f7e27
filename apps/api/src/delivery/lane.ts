/**
 * The delivery loop of one lane of the delivery worker (delivery/worker.ts: one lane per channel), and the claim of
 * its due rows ({@link claimDueSql}). The loop has no I/O of its own: it calls `run` and decides when to call it
 * again.
 */
import type { ServiceLogger } from '../logging.ts';

/**
 * A short, personal-data-free code of a failed delivery or run: an SMTP reply code (`smtp 451`), a Node or driver
 * code (`ECONNREFUSED`), else the error's name; never its message.
 */
export function deliveryErrorCode(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, responseCode, name } = error as { code?: unknown; responseCode?: unknown; name?: unknown };
    if (typeof responseCode === 'number') return `smtp ${responseCode}`;
    if (typeof code === 'string') return code.slice(0, 60);
    if (typeof name === 'string') return name.slice(0, 60);
  }
  return 'error';
}

/** How {@link claimDueSql} picks and returns an outbox table's rows. */
export interface ClaimOptions {
  /** A condition on the rows besides their state, with its own placeholders, if any. */
  filter?: string;
  /** Which due rows first (an SQL `order by` list). */
  orderBy: string;
  /** How many rows at the most: an SQL expression (a number, or `?` for a parameter). */
  limit: string;
  /** The claimed rows' columns (an SQL `returning` list). */
  returning: string;
}

/**
 * The statement that claims the `delivery` table's due rows for one worker, skipping rows another worker holds: rows
 * `pending` whose next attempt is due, and rows `sending` whose lease ended (their worker stopped mid-delivery).
 * Each claimed row turns `sending`, leased until the first parameter, with one attempt more. The parameters, in
 * order: the lease's end, those of `filter`, `now` twice, then the limit's when it is `?`.
 */
export function claimDueSql({ filter, orderBy, limit, returning }: ClaimOptions): string {
  const due = `("status" = 'pending' and "next_attempt_at" <= ?) or ("status" = 'sending' and "locked_until" <= ?)`;
  return `update "delivery" set "status" = 'sending', "locked_until" = ?, "attempts" = "attempts" + 1
    where "id" in (
      select "id" from "delivery"
      where ${filter ? `${filter} and (${due})` : due}
      order by ${orderBy} limit ${limit} for update skip locked)
    returning ${returning}`;
}

/** What an {@link OutboxLane} runs and when. */
export interface OutboxLaneOptions {
  /** Delivers what is due at `now` (its result is not read). */
  run: (now: Date) => Promise<unknown>;
  /**
   * Milliseconds until the earliest delivery already scheduled (a retry), or undefined when none: the lane runs
   * then if that comes before `intervalMs`. Absent: only `intervalMs` and pokes wake it.
   */
  nextDueInMs?: (() => Promise<number | undefined>) | undefined;
  /** Milliseconds between runs while nothing pokes the lane (a batch interval, the reminders' check). */
  intervalMs: number;
  /** Milliseconds before a failed run (the database unreachable) is tried again, when shorter than `intervalMs`. */
  retryMs: number;
  /**
   * Least milliseconds from the start of one run to the start of the next a poke asks for (default 0, none): pokes
   * that come quicker wait for the end of the gap and are served by one run, so a burst is handled in batches; a
   * poke after a quiet spell runs at once. Measured on the process's monotonic clock, not `now`.
   */
  minGapMs?: number;
  /** The line logged, with `errorCode`, when a run fails. */
  failureMessage: string;
  log: ServiceLogger;
  /** The clock (tests inject one). */
  now: () => Date;
}

/**
 * One delivery loop: runs now when started, again after `intervalMs` or at the earliest scheduled delivery, and at
 * once when poked; a poke during a run runs it again right after. With `minGapMs`, a poke within that time of the
 * last run's start waits for the gap's end. A failed run is logged with its code only and tried again after
 * `retryMs` (at most `intervalMs`). Its timer never keeps the process alive.
 */
export class OutboxLane {
  readonly #options: OutboxLaneOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  /** When the last run started (`performance.now()`). */
  #lastStart = Number.NEGATIVE_INFINITY;

  constructor(options: OutboxLaneOptions) {
    this.#options = options;
  }

  /** Starts the loop with a run now. */
  start(): void {
    this.#stopped = false;
    this.poke();
  }

  /** Runs the loop soon; during a run, once more right after it. Nothing while stopped. */
  poke(): void {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#schedule(this.#gapLeft());
  }

  /** Milliseconds until `minGapMs` has passed since the last run's start (0 when it has). */
  #gapLeft(): number {
    return Math.max(0, this.#lastStart + (this.#options.minGapMs ?? 0) - performance.now());
  }

  /** Stops the loop and waits for a run in progress. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #schedule(delayMs: number): void {
    clearTimeout(this.#timer);
    if (this.#stopped) return;
    this.#timer = setTimeout(() => {
      this.#running = this.#loop().finally(() => {
        this.#running = undefined;
      });
    }, delayMs);
    this.#timer.unref();
  }

  async #loop(): Promise<void> {
    const { run, nextDueInMs, intervalMs, retryMs, failureMessage, log, now } = this.#options;
    let next = intervalMs;
    try {
      do {
        this.#again = false;
        this.#lastStart = performance.now();
        await run(now());
      } while (this.#again && !this.#stopped && this.#gapLeft() === 0);
      if (this.#again) {
        // Poked during the run, within the gap: the next run at the gap's end serves every poke until then.
        next = this.#gapLeft();
      } else {
        const due = await nextDueInMs?.();
        if (due !== undefined) next = Math.min(next, Math.max(due, 50));
      }
    } catch (error) {
      log.warn({ errorCode: deliveryErrorCode(error) }, failureMessage);
      next = Math.min(next, retryMs);
    }
    this.#schedule(next);
  }
}
