/**
 * The live hand-off's event log and its fan-out (docs/decisions/032-live-handoff-transport.md).
 *
 * - `live_event` is the replay log: every event a visitor or staff stream shows is a row, written by
 *   {@link appendLiveEvents} only ({@link appendLiveEvent} for one event; a privacy redaction rewrites a payload in
 *   place with {@link writeRedactedLiveEvent}, never its id), in the
 *   transaction of the change it reports, so an event exists exactly when its change committed.
 * - Ids are commit-ordered: each append takes the transaction-scoped advisory lock {@link LIVE_EVENT_LOCK_KEY}
 *   before its identity value, so the transaction that takes a larger id commits after every smaller one (a
 *   reader that saw id n never sees a smaller id appear later).
 * - Fan-out: each append calls `pg_notify('live_event', id)` once with its largest id, which PostgreSQL delivers at commit to every
 *   listening connection; each instance's {@link LiveEventHub} listens on one dedicated connection, reads the rows
 *   after the last it delivered and hands them to its local subscribers. PGlite (one process) uses its own
 *   `listen`.
 * - A subscriber resuming after an id reads the log first, then the hub's rows, yielding each id once, in order.
 * - The same connection listens on {@link STAFF_SESSION_CHANNEL}: a staff member's sessions ended (sign-out, sign out
 *   everywhere, disabled), so every instance re-checks its open staff streams of that member at once
 *   (staff/staff-session-watch.ts).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { ServiceLogger } from '../logging.ts';

/**
 * Key of the PostgreSQL advisory lock every append holds until its transaction ends: any fixed 64-bit number no
 * other part of the application uses ("nl-live!" in ASCII).
 */
export const LIVE_EVENT_LOCK_KEY = 0x6e6c2d6c69766521n;

/** The NOTIFY channel of appended events; the payload is the largest id an append committed. */
export const LIVE_EVENT_CHANNEL = 'live_event';

/**
 * The NOTIFY channel of ended staff sessions; the payload is the staff member's id (staff/staff-auth.ts sends it in
 * the transaction that deletes their sessions, so it arrives at commit).
 */
export const STAFF_SESSION_CHANNEL = 'staff_session';

/** Who an event is shown to: the session's visitor, signed-in staff, or both. */
export type LiveAudience = 'visitor' | 'staff' | 'both';

/** An event to append: its session (null for an event of no session, e.g. a lead's), audience, type and data. */
export interface LiveEventWrite {
  sessionId: string | null;
  audience: LiveAudience;
  /** The event's name (`message`, `status`, `typing`, `handoff`, `leads`). */
  type: string;
  /** The event's fields beside `type` (and, for staff, `sessionId`), as JSON. */
  payload: Record<string, unknown>;
  /** When it happened; the database's clock when absent. */
  at?: Date | undefined;
}

/** A stored event. `id` is the decimal text of the bigint id. */
export interface LiveEventRow {
  id: string;
  sessionId: string | null;
  audience: LiveAudience;
  type: string;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Which events a stream shows: a visitor's stream its session's `visitor` and `both` events; staff all others. */
export type LiveEventFilter = { audience: 'visitor'; sessionId: string } | { audience: 'staff' };

/** Whether an event belongs to a stream of `filter`. */
export function matchesFilter(row: LiveEventRow, filter: LiveEventFilter): boolean {
  if (filter.audience === 'staff') return row.audience !== 'visitor';
  return row.sessionId === filter.sessionId && row.audience !== 'staff';
}

/**
 * Writes an event's payload with a person's contact details taken out (a privacy redaction,
 * `staff.privacy.redactMention`, decision 064). The id, type and time stay and nothing is notified: a stream
 * resuming later replays the redacted payload.
 *
 * @param payload the redacted payload as JSON text
 * @returns whether the event exists
 */
export async function writeRedactedLiveEvent(
  em: EntityManager,
  id: string,
  payload: string,
): Promise<boolean> {
  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    'update "live_event" set "payload" = ?::jsonb where "id" = ? returning "id"',
    [payload, id],
  );
  return rows.length === 1;
}

/**
 * Appends one event ({@link appendLiveEvents} with one event): in the caller's transaction when there is one,
 * notified at its commit; otherwise in the statement's own.
 *
 * @returns the new event's id (decimal text)
 */
export async function appendLiveEvent(em: EntityManager, event: LiveEventWrite): Promise<string> {
  const [id] = await appendLiveEvents(em, [event]);
  if (id === undefined) throw new Error('live_event insert returned no row');
  return id;
}

/**
 * Appends several events in one statement, under one take of the advisory lock {@link LIVE_EVENT_LOCK_KEY} (as
 * The one writer of `live_event`. The lock is held to commit, so ids commit in order, and it is taken before the
 * rows' identity values are drawn (the insert selects from the lock's row), in the order given. The statement queues
 * one `pg_notify('live_event', <largest new id>)`, which PostgreSQL sends only if and when the transaction commits
 * (the caller's, or outside one the statement's own: a single statement is its own transaction, which holds the
 * lock to its end); a listener reads every event up to that id ({@link LiveEventHub}). One round trip between the
 * lock and the commit keeps the lock, which every append waits on, short.
 *
 * @returns the new events' ids (decimal text), in the order given
 */
export async function appendLiveEvents(
  em: EntityManager,
  events: readonly LiveEventWrite[],
): Promise<string[]> {
  if (events.length === 0) return [];

  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    `with "lock" as (select pg_advisory_xact_lock(?) as "held"),
      "given" as (select e."value" as "v", e."n" from jsonb_array_elements(?::jsonb) with ordinality as e("value", "n")),
      "row" as (insert into "live_event" ("session_id", "audience", "type", "payload", "created_at")
        select g."v"->>'session_id', g."v"->>'audience', g."v"->>'type', g."v"->'payload',
          coalesce(cast(g."v"->>'at' as timestamptz), now())
        from "given" g cross join "lock" order by g."n" returning "id")
      select r."id"::text as "id" from "row" r
        cross join (select pg_notify('${LIVE_EVENT_CHANNEL}', max("id")::text) as "notified" from "row") n
        order by r."id"`,
    [
      LIVE_EVENT_LOCK_KEY.toString(),
      JSON.stringify(
        events.map((event) => ({
          session_id: event.sessionId,
          audience: event.audience,
          type: event.type,
          payload: event.payload,
          at: event.at ?? null,
        })),
      ),
    ],
  );
  return rows.map((row) => row.id);
}

interface RawEventRow {
  id: string;
  session_id: string | null;
  audience: LiveAudience;
  type: string;
  payload: Record<string, unknown> | string;
  created_at: Date | string;
}

function rowOf(raw: RawEventRow): LiveEventRow {
  return {
    id: String(raw.id),
    sessionId: raw.session_id,
    audience: raw.audience,
    type: raw.type,
    payload: typeof raw.payload === 'string' ? JSON.parse(raw.payload) : raw.payload,
    createdAt: raw.created_at instanceof Date ? raw.created_at : new Date(raw.created_at),
  };
}

/** Rows read per query when catching up. */
export const LIVE_EVENT_PAGE = 500;

/**
 * The stored events after `afterId`, oldest first, at most {@link LIVE_EVENT_PAGE}; only those of `filter` when
 * given.
 *
 * @param afterId decimal text of an id ('0' for all)
 */
export async function readLiveEvents(
  em: EntityManager,
  afterId: string,
  filter?: LiveEventFilter,
): Promise<LiveEventRow[]> {
  const where = ['"id" > ?::bigint'];
  const params: unknown[] = [afterId];
  if (filter?.audience === 'staff') where.push(`"audience" <> 'visitor'`);
  if (filter?.audience === 'visitor') {
    where.push(`"session_id" = ?`, `"audience" <> 'staff'`);
    params.push(filter.sessionId);
  }
  const rows = await (em as SqlEntityManager).execute<RawEventRow[]>(
    `select "id"::text as "id", "session_id", "audience", "type", "payload", "created_at" from "live_event"
      where ${where.join(' and ')} order by "live_event"."id" limit ${LIVE_EVENT_PAGE}`,
    params,
  );
  return rows.map(rowOf);
}

/** The newest event's id (decimal text), '0' when there is none. */
export async function newestLiveEventId(em: EntityManager): Promise<string> {
  const [row] = await (em as SqlEntityManager).execute<{ id: string }[]>(
    `select coalesce(max("id"), 0)::text as "id" from "live_event"`,
  );
  return row?.id ?? '0';
}

/** Milliseconds between attempts to reopen the LISTEN connection after it dropped. */
export const LISTEN_RETRY_MS = 1000;

type Listener = (row: LiveEventRow) => void;

/**
 * A subscriber of ended staff sessions: called with the member's id, or with undefined when notifications may have
 * been missed (the listen connection was reopened) and every member's streams are to be checked.
 */
export type StaffSessionListener = (staffUserId: string | undefined) => void;

/**
 * One instance's fan-out of appended events: one dedicated LISTEN connection (PostgreSQL) or PGlite's `listen`;
 * on each notification it reads the rows after the last it delivered, in id order, and hands each to every local
 * subscriber. When the connection drops (a database restart) it reopens it every {@link LISTEN_RETRY_MS} and then
 * reads what it missed, so subscribers see no gap.
 */
export class LiveEventHub {
  readonly #db: Database;
  readonly #log: ServiceLogger;
  readonly #listeners = new Set<Listener>();
  readonly #sessionListeners = new Set<StaffSessionListener>();
  #last: bigint | undefined;
  #reading: Promise<void> | undefined;
  #again = false;
  #client: pg.Client | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #closed = false;
  #connecting: Promise<void> | undefined;
  readonly #retryMs: number;

  constructor(db: Database, log: ServiceLogger, options: { retryMs?: number } = {}) {
    this.#db = db;
    this.#log = log;
    this.#retryMs = options.retryMs ?? LISTEN_RETRY_MS;
  }

  /** The id of the last event delivered to subscribers ('0' before any), decimal text. */
  get lastDelivered(): string {
    return (this.#last ?? 0n).toString();
  }

  /** Whether the hub listens now (its connection is open). */
  get listening(): boolean {
    return this.#client !== undefined || this.#unlisten !== undefined;
  }

  /**
   * Starts listening; resolves once listening, or at once while the database is unreachable (it keeps trying in
   * the background).
   */
  async start(): Promise<void> {
    this.#connecting = this.#connectLoop();
    await Promise.race([this.#connecting, delay(this.#retryMs * 5, undefined, { ref: false })]);
  }

  async #connectLoop(): Promise<void> {
    while (!this.#closed) {
      try {
        await this.#listen();
        return;
      } catch (error) {
        this.#log.warn({ err: error }, 'live events: listen failed; retrying');
        await delay(this.#retryMs, undefined, { ref: false });
      }
    }
  }

  async #listen(): Promise<void> {
    const target = this.#db.target;
    if (this.#last === undefined) this.#last = BigInt(await newestLiveEventId(this.#db.em()));
    if (target.kind === 'pglite') {
      const connection = this.#db.orm.em.getConnection() as unknown as {
        getNativeClient(): Promise<{
          listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
        }>;
      };
      const native = await connection.getNativeClient();
      const unlistenEvents = await native.listen(LIVE_EVENT_CHANNEL, (payload) => this.#notified(payload));
      const unlistenSessions = await native.listen(STAFF_SESSION_CHANNEL, (payload) =>
        this.#sessionsEnded(payload),
      );
      this.#unlisten = async () => {
        await unlistenEvents();
        await unlistenSessions();
      };
    } else {
      const client = new pg.Client({
        connectionString: target.url,
        application_name: 'northline-live-events',
        connectionTimeoutMillis: target.timeouts?.connectMs ?? 3000,
        keepAlive: true,
      });
      client.on('notification', (message) =>
        message.channel === STAFF_SESSION_CHANNEL
          ? this.#sessionsEnded(message.payload)
          : this.#notified(message.payload),
      );
      client.on('error', (error) => this.#dropped(client, error));
      client.on('end', () => this.#dropped(client, undefined));
      await client.connect();
      await client.query(`listen ${LIVE_EVENT_CHANNEL}`);
      await client.query(`listen ${STAFF_SESSION_CHANNEL}`);
      if (this.#closed) {
        await client.end();
        return;
      }
      this.#client = client;
    }
    // What was appended, and which sessions ended, while not listening.
    this.poke();
    this.#sessionsEnded(undefined);
  }

  /** A notification of ended staff sessions: the member's id, or undefined for every member. */
  #sessionsEnded(payload: string | undefined): void {
    const staffUserId = payload === undefined || payload === '' ? undefined : payload;
    for (const listener of this.#sessionListeners) listener(staffUserId);
  }

  #dropped(client: pg.Client, error: unknown): void {
    if (this.#client !== client) return;
    this.#client = undefined;
    client.end().catch(() => undefined);
    if (this.#closed) return;
    this.#log.warn({ err: error }, 'live events: listen connection lost; reconnecting');
    this.#connecting = delay(this.#retryMs, undefined, { ref: false }).then(() => this.#connectLoop());
  }

  /**
   * A notification of an appended event (its id as the payload). Without subscribers there is nothing to read: the
   * last delivered id moves to the notified one (ids commit in order, so every smaller one has committed), and a
   * stream that subscribes later starts from there. With subscribers, the events are read ({@link poke}).
   */
  #notified(payload: string | undefined): void {
    if (
      this.#listeners.size === 0 &&
      !this.#reading &&
      this.#last !== undefined &&
      payload &&
      /^\d+$/.test(payload)
    ) {
      const id = BigInt(payload);
      if (id > this.#last) this.#last = id;
      return;
    }
    this.poke();
  }

  /**
   * Reads and delivers the events after the last delivered one; calls made while a read runs are folded into one
   * more read after it. Never throws (a failed read is logged, and the next notification reads again).
   */
  poke(): void {
    if (this.#reading) {
      this.#again = true;
      return;
    }
    this.#reading = this.#drain()
      .catch((error: unknown) => this.#log.warn({ err: error }, 'live events: read failed'))
      .finally(() => {
        this.#reading = undefined;
        if (this.#again && !this.#closed) {
          this.#again = false;
          this.poke();
        }
      });
  }

  /** Resolves when no read is running or pending (tests wait on it). */
  async settled(): Promise<void> {
    while (this.#reading) await this.#reading;
  }

  async #drain(): Promise<void> {
    for (;;) {
      if (this.#last === undefined) return;
      const rows = await readLiveEvents(this.#db.em(), this.#last.toString());
      for (const row of rows) {
        this.#last = BigInt(row.id);
        for (const listener of this.#listeners) listener(row);
      }
      if (rows.length < LIVE_EVENT_PAGE) return;
    }
  }

  /**
   * Adds a subscriber of every event this hub delivers from now on.
   * @returns the function that removes it
   */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * Adds a subscriber of ended staff sessions, on any instance ({@link STAFF_SESSION_CHANNEL}).
   * @returns the function that removes it
   */
  subscribeStaffSessions(listener: StaffSessionListener): () => void {
    this.#sessionListeners.add(listener);
    return () => this.#sessionListeners.delete(listener);
  }

  /** Stops listening and drops every subscriber. */
  async stop(): Promise<void> {
    this.#closed = true;
    const client = this.#client;
    this.#client = undefined;
    await client?.end().catch(() => undefined);
    await this.#unlisten?.().catch(() => undefined);
    this.#unlisten = undefined;
    await this.#reading;
    this.#listeners.clear();
    this.#sessionListeners.clear();
  }
}

/**
 * The events of one stream, in id order, each once: first the stored events after `afterId` (a resume), then
 * those the hub delivers, until `signal` aborts. Without `afterId` it starts at the hub's current position (new
 * events only).
 *
 * @param hub this instance's hub
 * @param em a database handle for the replay
 * @param options.afterId decimal text of the last id the client saw, or null
 * @param options.filter which events the stream shows
 * @param options.signal ends the stream
 */
export async function* liveEventStream(
  hub: LiveEventHub,
  em: () => EntityManager,
  options: { afterId: string | null; filter: LiveEventFilter; signal: AbortSignal | undefined },
): AsyncGenerator<LiveEventRow> {
  const { filter, signal } = options;
  const queue: LiveEventRow[] = [];
  let wake: (() => void) | undefined;
  const unsubscribe = hub.subscribe((row) => {
    if (!matchesFilter(row, filter)) return;
    queue.push(row);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal?.addEventListener('abort', onAbort);
  try {
    let last = BigInt(options.afterId ?? hub.lastDelivered);
    if (options.afterId !== null) {
      for (;;) {
        const rows = await readLiveEvents(em(), last.toString(), filter);
        for (const row of rows) {
          if (signal?.aborted) return;
          last = BigInt(row.id);
          yield row;
        }
        if (rows.length < LIVE_EVENT_PAGE) break;
      }
    }
    while (!signal?.aborted) {
      const row = queue.shift();
      if (!row) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        wake = undefined;
        continue;
      }
      if (BigInt(row.id) <= last) continue;
      last = BigInt(row.id);
      yield row;
    }
  } finally {
    unsubscribe();
    signal?.removeEventListener('abort', onAbort);
  }
}
