/**
 * Open staff streams follow their session (docs/decisions/061-staff-streams-follow-the-session.md): a stream ends
 * when its session does, however it ends.
 *
 * - At once on every instance when a member's sessions end (sign-out, sign out everywhere, disabled): the
 *   transaction that deletes them sends `pg_notify('staff_session', <member id>)` (staff/staff-auth.ts), which
 *   each instance's {@link DomainEventHub} hears on its LISTEN connection; every open stream of that member checks its
 *   session again.
 * - At the session's own end (its idle expiry or its absolute lifetime, whichever comes first), to the
 *   millisecond: the next check is due then.
 * - And every `STAFF_STREAM_RECHECK_MS` whatever happens, in case a notification was lost (the hub also asks for a
 *   check of every stream when it listens again after a dropped connection).
 *
 * A check reads the session without using it ({@link staffSessionEnd}): an open stream is not a request and slides no
 * idle expiry. A check that fails (the database unreachable) keeps the stream and tries again at the next interval:
 * nothing can sign a member out meanwhile, and the stream has no events to carry either. Logs carry no token.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { DomainEventHub } from '../events/log.ts';
import type { ServiceLogger } from '../logging.ts';
import { staffSessionEnd } from './staff-auth.ts';

/** One open stream's watch of its session. */
export interface StaffSessionWatch {
  /** Aborts when the session is no longer valid. */
  signal: AbortSignal;
  /** Stops watching (the stream closed for another reason). */
  stop(): void;
}

/** Options of a {@link StaffSessionWatcher}. */
export interface StaffSessionWatcherOptions {
  /** STAFF_STREAM_RECHECK_MS: the longest time between two checks of one stream's session, in milliseconds. */
  recheckMs: number;
  log: ServiceLogger;
  /** The sessions' clock: the wall clock, as sign-in and every request read it (staff/staff-auth.ts). */
  now?: () => Date;
}

/**
 * An instance's watch over its open staff streams' sessions: one subscription to the hub's ended sessions, and for
 * each stream a check on notification, at the session's end and every `recheckMs`.
 */
export class StaffSessionWatcher {
  readonly #em: () => EntityManager;
  readonly #recheckMs: number;
  readonly #log: ServiceLogger;
  readonly #now: () => Date;
  /** The checks of the open streams, by member id. */
  readonly #checks = new Map<string, Set<() => void>>();

  constructor(
    hub: Pick<DomainEventHub, 'subscribeStaffSessions'>,
    em: () => EntityManager,
    options: StaffSessionWatcherOptions,
  ) {
    this.#em = em;
    this.#recheckMs = options.recheckMs;
    this.#log = options.log;
    this.#now = options.now ?? (() => new Date());
    hub.subscribeStaffSessions((staffUserId) => {
      const sets = staffUserId === undefined ? [...this.#checks.values()] : [this.#checks.get(staffUserId)];
      for (const checks of sets) for (const check of checks ?? []) check();
    });
  }

  /** How many streams are watched (tests wait on it). */
  get size(): number {
    let count = 0;
    for (const checks of this.#checks.values()) count += checks.size;
    return count;
  }

  /**
   * Watches the session of a stream that is opening (its caller was just authorised): checks it at once, then on
   * every notification of the member's ended sessions, at the session's end and every `recheckMs`.
   *
   * @param token the session cookie's value (never logged)
   * @param staffUserId the session's member
   */
  watch(token: string | undefined, staffUserId: string): StaffSessionWatch {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let again = false;
    let stopped = false;
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      const checks = this.#checks.get(staffUserId);
      checks?.delete(check);
      if (checks?.size === 0) this.#checks.delete(staffUserId);
    };
    const run = async () => {
      clearTimeout(timer);
      let wait = this.#recheckMs;
      try {
        const now = this.#now();
        const end = await staffSessionEnd(this.#em(), token, now);
        if (!end) {
          stop();
          controller.abort();
          return;
        }
        wait = Math.min(wait, end.getTime() - now.getTime());
      } catch (error) {
        this.#log.warn({ err: error }, 'staff stream: session check failed; retrying');
      }
      if (stopped) return;
      timer = setTimeout(check, Math.max(0, wait));
      timer.unref();
    };
    function check(): void {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = run().finally(() => {
        running = undefined;
        if (again) {
          again = false;
          check();
        }
      });
    }
    // Listed before the first check, so a session ended between the caller's authorisation and now is seen.
    const checks = this.#checks.get(staffUserId) ?? new Set();
    checks.add(check);
    this.#checks.set(staffUserId, checks);
    check();
    return { signal: controller.signal, stop };
  }
}
