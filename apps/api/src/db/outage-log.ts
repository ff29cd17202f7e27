import type { ServiceLogger } from '../logging.ts';

/** Milliseconds between the log lines of one database outage: one line per interval, whatever the traffic. */
export const OUTAGE_LOG_INTERVAL_MS = 10_000;

/**
 * The log of requests refused with 503 because the database is unreachable. An outage under load refuses every
 * request at once (thousands a second), and a line per refusal buries everything else in the log and costs the
 * CPU the instance needs to recover; so the first refusal writes one warn line with its error, and each later
 * interval of {@link OUTAGE_LOG_INTERVAL_MS} in which requests were refused writes one warn line with their count
 * (`refused`) and the last error. An interval without refusals ends the outage's lines; the next refusal starts
 * them again. Every line's message starts with "database unreachable". The error goes through the logger's
 * serializers (logging.ts), so no line carries personal data.
 */
export class DatabaseOutageLog {
  readonly #log: ServiceLogger;
  readonly #intervalMs: number;
  #refused = 0;
  #lastError: unknown;
  #timer: ReturnType<typeof setTimeout> | undefined;

  /**
   * @param log where the lines go (the app's logger)
   * @param intervalMs milliseconds between lines, {@link OUTAGE_LOG_INTERVAL_MS} by default
   */
  constructor(log: ServiceLogger, intervalMs: number = OUTAGE_LOG_INTERVAL_MS) {
    this.#log = log;
    this.#intervalMs = intervalMs;
  }

  /** Counts one request answered 503 for an unreachable database; writes a line only as described above. */
  refused(error: unknown): void {
    if (this.#timer === undefined) {
      this.#log.warn({ err: error, refused: 1 }, 'database unreachable: answering 503');
      this.#schedule();
      return;
    }
    this.#refused += 1;
    this.#lastError = error;
  }

  /** Writes the count of the current interval, if any, and stops the timer (the app is closing). */
  close(): void {
    if (this.#timer !== undefined) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#report();
  }

  #schedule(): void {
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (this.#report()) this.#schedule();
    }, this.#intervalMs);
    this.#timer.unref?.();
  }

  /** Writes the interval's line when requests were refused in it. @returns whether it wrote one */
  #report(): boolean {
    if (this.#refused === 0) return false;
    const refused = this.#refused;
    const error = this.#lastError;
    this.#refused = 0;
    this.#lastError = undefined;
    this.#log.warn(
      { err: error, refused, intervalMs: this.#intervalMs },
      'database unreachable: requests answered 503 in the last interval',
    );
    return true;
  }
}
