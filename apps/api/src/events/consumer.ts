/**
 * The readers of the event log that keep a position (docs/decisions/069-alerts-from-the-event-log.md,
 * docs/decisions/072-the-desk-reads-new-leads-from-the-log.md): the alert dispatcher (delivery/alert-dispatcher.ts)
 * and the desk's decision of each new lead's owner (desk/lead-assignment.ts).
 *
 * - A reader's position is one row of `event_consumer`: the moment (`domain_event.moment`, the appending
 *   transaction's id) before which it handled every event. A run takes the row `for update skip locked` in its
 *   transaction (one instance at a time; the others skip the run), reads the moments from the position up to the
 *   horizon ({@link HORIZON_SQL}), handles them and moves the position in the same transaction: a crash before
 *   the commit reads the same moments again, a commit reads nothing twice.
 * - The horizon is the oldest transaction still running of this database, so no moment below it can gain an event
 *   later, whatever order transactions commit in. A transaction left open holds it back: the statement and
 *   idle-in-transaction timeouts bound it.
 * - A page never ends inside a moment (unless one moment is larger than a page).
 */
import type { SqlEntityManager } from '@mikro-orm/sql';

/**
 * The horizon of final moments (`horizon`): the smallest transaction id (epoch-extended, as `txid_current()` gives
 * it) of a transaction of this database still running, or, with none, the snapshot's `xmax` (the next id to be
 * given), beside that `xmax` (`xmax`).
 * Transactions of other databases on the same server never append here and never hold it back
 * (`pg_snapshot_xmin` would count them). `backend_xid` is 32-bit: it takes the epoch of `xmax`, or the one before
 * when it is above `xmax`'s low bits (a wrap in between). The backends come from `pg_stat_get_activity(null)`, the
 * function under the `pg_stat_activity` view, without the view's joins: a sixth of its cost, read several times a
 * second under load.
 */
export const HORIZON_SQL = `with "now" as (select pg_snapshot_xmax(pg_current_snapshot())::text::bigint as "xmax"),
  "running" as (
    select a."backend_xid"::text::bigint as "xid" from pg_stat_get_activity(null) a
    where a."datid" = (select "oid" from pg_database where "datname" = current_database())
      and a."backend_xid" is not null and a."pid" <> pg_backend_pid())
  select n."xmax"::text as "xmax", least(n."xmax", coalesce((
    select min(((n."xmax" >> 32) << 32) + r."xid"
      - case when r."xid" > (n."xmax" & 4294967295) then 4294967296 else 0 end)
    from "running" r), n."xmax"))::text as "horizon"
  from "now" n`;

/** A row of the log as a reader reads it (`id` and `moment` as decimal text). */
export interface ConsumedEvent {
  id: string;
  moment: string;
  lead_id: string | null;
  meeting_id: string | null;
  type: string;
  payload: Record<string, unknown>;
  created_at: Date | string;
}

/** What one read gave: the rows of whole moments, how many rows the page held, and the position after them. */
export interface ConsumedPage {
  rows: ConsumedEvent[];
  /** Rows the page held (a full page: read again at once). */
  read: number;
  /** The position to store once the rows are handled ({@link advanceConsumer}). */
  position: string;
}

/** What one {@link readConsumer} statement saw, besides the page. */
export interface ConsumerRead {
  /** The page, or null when another instance holds the position or no moment became final since. */
  page: ConsumedPage | null;
  /** The snapshot's `xmax` (decimal text): every transaction committed before the statement began is below it. */
  xmax: string;
  /** The reader's committed position (decimal text) as the statement saw it, whoever holds it. */
  seen: string | null;
}

/**
 * Takes reader `name`'s position in the caller's transaction and reads the final moments after it, in two
 * statements: the horizon ({@link HORIZON_SQL}, before the transaction holds an id of its own) with the position's
 * row `for update skip locked`, then the events of `types` (every type when absent) from the position up to the
 * horizon, in log order, at most `page` rows. The events are read with a snapshot taken after the horizon: a
 * transaction below the horizon had ended when the horizon was read, so its events are visible to that snapshot
 * (one snapshot for both could miss a transaction that ended between the two reads of the same statement).
 *
 * Call it first in the transaction.
 *
 * @returns the page (null when another instance holds the position or no moment became final since), the snapshot's
 *   `xmax` and the position as committed
 */
export async function readConsumer(
  sql: SqlEntityManager,
  name: string,
  options: { page: number; types?: readonly string[] | undefined },
): Promise<ConsumerRead> {
  const [first] = await sql.execute<
    { horizon: string; xmax: string; held: string | null; seen: string | null }[]
  >(
    `with "horizon" as (${HORIZON_SQL}),
      "held" as (select "position" from "event_consumer" where "name" = ? for update skip locked)
    select h."horizon", h."xmax", (select "position"::text from "held") as "held",
      (select "position"::text from "event_consumer" where "name" = ?) as "seen"
    from "horizon" h`,
    [name, name],
  );
  const xmax = first?.xmax ?? '0';
  const seen = first?.seen ?? null;
  const held = first?.held ?? null;
  const horizon = first?.horizon;
  if (held === null || horizon === undefined || BigInt(horizon) <= BigInt(held)) {
    return { page: null, xmax, seen };
  }
  const typed = options.types !== undefined;
  const page = await sql.execute<ConsumedEvent[]>(
    `select "id", "moment", "lead_id", "meeting_id", "type", "payload", "created_at" from "domain_event"
     where "moment" >= ? and "moment" < ? ${typed ? `and "type" = any(cast(? as text[]))` : ''}
     order by "moment", "id" limit ?`,
    [held, horizon, ...(typed ? [`{${options.types?.join(',')}}`] : []), options.page],
  );
  return { page: pageOf(page, options.page, horizon), xmax, seen };
}

/**
 * The whole moments of a page read up to `horizon`, and the position after them: a full page may end inside a
 * moment, and the next run reads that moment whole (unless the page holds nothing else, a moment larger than a page).
 */
function pageOf(page: ConsumedEvent[], size: number, horizon: string): ConsumedPage {
  if (page.length < size) return { rows: page, read: page.length, position: horizon };
  const lastMoment = page[page.length - 1]?.moment ?? horizon;
  const whole = page.filter((row) => row.moment !== lastMoment);
  if (whole.length > 0) return { rows: whole, read: page.length, position: lastMoment };
  return { rows: page, read: page.length, position: (BigInt(lastMoment) + 1n).toString() };
}

/**
 * Takes reader `name`'s position in the caller's transaction and reads the final moments after it
 * ({@link readConsumer}'s page).
 *
 * Call it first in the transaction: the horizon is read before the transaction holds an id of its own.
 *
 * @returns the page, or null when another instance holds the position or no moment became final since
 */
export async function readFinalMoments(
  sql: SqlEntityManager,
  name: string,
  options: { page: number; types?: readonly string[] | undefined },
): Promise<ConsumedPage | null> {
  return (await readConsumer(sql, name, options)).page;
}

/** Stores reader `name`'s new position (in the transaction of {@link readFinalMoments}). */
export async function advanceConsumer(sql: SqlEntityManager, name: string, position: string): Promise<void> {
  await sql.execute(`update "event_consumer" set "position" = ? where "name" = ?`, [position, name]);
}

/**
 * The CTE `"<name>"` that stores a reader's new position inside the statement that writes what the reader did (in
 * the transaction of {@link readFinalMoments}): its two placeholders take the position (decimal text) and the
 * reader's name; with a null name it stores nothing.
 */
export function advanceConsumerCte(name: string): string {
  return `"${name}" as (update "event_consumer" set "position" = cast(? as bigint) where "name" = cast(? as varchar))`;
}
