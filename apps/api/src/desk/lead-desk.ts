/**
 * The sales desk's work beside the requests (decision 041): the decision of each new lead's owner right after its
 * commit ({@link LeadDesk.assignSoon}: the desk's reader of the event log, desk/lead-assignment.ts), and, in the
 * background, the same reader, the assignment sweep and the first-response escalation check. Every instance runs
 * them; the reader's position, the assignment cursor's row lock and the breach mark's conditional update make each
 * lead decided, assigned and escalated once.
 */

import type { EntityManager } from '@mikro-orm/core';
import type { ServiceLogger } from '../logging.ts';
import { assignWaitingLeads, decideNewLeads } from './lead-assignment.ts';
import { escalateBreachedLeads, type SlaTargets } from './lead-sla.ts';

/** The desk's settings (README "Settings"). */
export interface DeskSettings {
  /** First-response targets in business minutes (SLA_HOT_MINUTES, SLA_WARM_MINUTES, SLA_COLD_MINUTES). */
  targets: SlaTargets;
  /** Milliseconds between background runs of the sweep and the escalation check (SLA_CHECK_INTERVAL_MS). */
  checkIntervalMs: number;
}

/** How long an assignment waits for more leads to assign in the same run, in milliseconds. */
const BATCH_WINDOW_MS = 100;

/**
 * How long one run waits, in milliseconds, for the transactions that were running when it began to end (their
 * leads become final then); the background check decides what is left.
 */
const DECIDE_PATIENCE_MS = 5000;

/** Runs assignments (one at a time per instance, coalesced) and the escalation check. */
export class LeadDesk {
  readonly settings: DeskSettings;
  readonly #em: () => EntityManager;
  readonly #log: ServiceLogger;
  readonly #clock: () => Date;
  #running: Promise<void> | undefined;
  #again = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(settings: DeskSettings, em: () => EntityManager, log: ServiceLogger, clock: () => Date) {
    this.settings = settings;
    this.#em = em;
    this.#log = log;
    this.#clock = clock;
  }

  /**
   * Assigns new leads soon, after the caller's commit (within {@link BATCH_WINDOW_MS}): one run at a time on this
   * instance; a call during a run makes one more run after it, and the run stops waiting for older transactions
   * (the next one decides what they held back). Failures are logged; the sweep retries.
   */
  assignSoon(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = (async () => {
      do {
        // Leads committed within a few milliseconds of each other are assigned by one run: under a steady stream
        // of leads, one decision transaction per window.
        await new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS));
        this.#again = false;
        try {
          const count = await this.#decide(() => this.#again);
          if (count > 0) this.#log.info({ count }, 'leads assigned');
        } catch (error) {
          this.#log.warn({ err: error }, 'lead assignment failed');
        }
      } while (this.#again);
    })().finally(() => {
      this.#running = undefined;
    });
  }

  /**
   * Decides every new lead committed before the call: runs the desk's reader until its position passes every
   * transaction that was running or done when the first run read the log (waiting for those still running, in
   * {@link BATCH_WINDOW_MS} steps, up to {@link DECIDE_PATIENCE_MS}).
   *
   * @returns how many leads got an owner
   */
  async decide(): Promise<number> {
    return this.#decide(() => false);
  }

  /**
   * {@link decide}, which stops waiting as soon as `superseded()` says a later run follows: that run's first read
   * comes later, so it decides every lead this one would have.
   */
  async #decide(superseded: () => boolean): Promise<number> {
    const giveUpAt = Date.now() + DECIDE_PATIENCE_MS;
    let target: bigint | undefined;
    let assigned = 0;
    for (;;) {
      const result = await decideNewLeads(this.#em(), this.#clock());
      assigned += result.assigned;
      target ??= result.xmax;
      if (result.full) continue;
      if (result.position === null || result.position >= target || Date.now() >= giveUpAt || superseded()) {
        return assigned;
      }
      await new Promise((resolve) => setTimeout(resolve, BATCH_WINDOW_MS));
      if (superseded()) return assigned;
    }
  }

  /** Resolves when no assignment runs on this instance (tests wait on it). */
  async idle(): Promise<void> {
    while (this.#running) await this.#running;
  }

  /**
   * The sweep and the escalation check, once: assigns leads without owner, then queues the escalation of every
   * lead whose first-response target passed.
   *
   * @returns how many leads were assigned and escalated
   */
  async check(now: Date = this.#clock()): Promise<{ assigned: number; escalated: number }> {
    const assigned =
      (await decideNewLeads(this.#em(), now)).assigned + (await assignWaitingLeads(this.#em(), now));
    const escalated = await escalateBreachedLeads(this.#em(), now, this.settings.targets);
    if (escalated.length > 0) {
      this.#log.info({ leadIds: escalated }, 'first-response targets missed: escalated');
    }
    return { assigned, escalated: escalated.length };
  }

  /** Starts the background check every `checkIntervalMs`. */
  start(): void {
    this.#timer = setInterval(() => {
      this.check().catch((error: unknown) => this.#log.warn({ err: error }, 'desk check failed'));
    }, this.settings.checkIntervalMs);
    this.#timer.unref();
  }

  /** Stops the background check and waits for a running assignment. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.idle();
  }
}
