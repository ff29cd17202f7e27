/**
 * The heartbeat of presence (db/staff-presence.ts, docs/decisions/082-presence-is-one-fact.md): an open staff
 * stream stamps its member's `staff_user.last_seen_at` when it opens and every `PRESENCE_HEARTBEAT_MS` while it
 * stays open. Logs carry the member's id only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { PRESENCE_HEARTBEAT_MS } from '../db/staff-presence.ts';
import type { ServiceLogger } from '../logging.ts';

/** Stamps an active member's heartbeat at `now` (a disabled account stays absent). */
export async function touchPresence(em: EntityManager, staffUserId: string, now: Date): Promise<void> {
  await (em as SqlEntityManager).execute(
    `update "staff_user" set "last_seen_at" = ? where "id" = ? and "disabled_at" is null`,
    [now, staffUserId],
  );
}

/** A stream's heartbeat: stop it when the stream ends. */
export interface PresenceHeartbeat {
  stop(): void;
}

/**
 * Starts the heartbeat of an open staff stream: one stamp at once, then one every `PRESENCE_HEARTBEAT_MS`, each at
 * `clock()`. A stamp that fails (the database unreachable) is logged and the next one tries again: the member is
 * absent meanwhile once the window passes, which is what the visitor should then be told.
 *
 * @param em a fresh entity manager per stamp
 * @param clock the app's clock (the one presence is read against)
 */
export function startPresenceHeartbeat(
  em: () => EntityManager,
  staffUserId: string,
  clock: () => Date,
  log: ServiceLogger,
): PresenceHeartbeat {
  const beat = () => {
    touchPresence(em(), staffUserId, clock()).catch((error: unknown) =>
      log.warn({ err: error, staffId: staffUserId }, 'presence heartbeat failed'),
    );
  };
  beat();
  const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
