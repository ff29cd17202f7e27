/**
 * The one event log (docs/decisions/066-the-one-event-log.md) and its fan-out (docs/decisions/032-live-handoff-transport.md).
 *
 * - `domain_event` records every state change of a lead, conversation, hand-off and meeting as one typed event
 *   (packages/schemas/src/events.ts: `{ type, version, payload }`), written only here: by {@link appendEvents}
 *   ({@link appendEvent} for one) in the transaction of the change, or by the CTEs {@link appendEventsSql} builds
 *   inside the one statement of a change (the contact form, the chat turn), so an event exists exactly when its
 *   change committed. Every payload is parsed by its type's schema first; an unknown type or version is refused
 *   ({@link UnknownDomainEventError}). A privacy redaction rewrites a conversation payload in place with
 *   {@link writeRedactedDomainEvent}, never its id.
 * - Ids are commit-ordered: each append takes the transaction-scoped advisory lock {@link DOMAIN_EVENT_LOCK_KEY}
 *   before its identity value, so the transaction that takes a larger id commits after every smaller one (a
 *   reader that saw id n never sees a smaller id appear later). Consumers read the log in id order and resume
 *   after the last id they handled. An unordered append ({@link appendEventsSql}) takes no lock, so its row may be
 *   visible while a smaller ordered id is still uncommitted: a reader that moves its position past the largest id it
 *   knows committed in order (a notification's, or {@link committedHorizon}) would skip that ordered row for good.
 *   The streams therefore read only up to that horizon ({@link DomainEventHub}, {@link domainEventStream}).
 * - Fan-out: each ordered append calls `pg_notify('domain_event', id)` once with its largest id, which PostgreSQL
 *   delivers at commit to every listening connection; each instance's {@link DomainEventHub} listens on one
 *   dedicated connection, reads the rows after the last it delivered up to the largest id notified, and hands them
 *   to its local subscribers. PGlite (one process) uses its own `listen`.
 * - The realtime streams read the log: the visitor's stream its session's `visitor` and `both` rows, the staff
 *   stream every `staff` and `both` row (events/staff-stream.ts maps each to the event it sends). A subscriber
 *   resuming after an id reads the log first, then the hub's rows, yielding each id once, in order.
 * - The same connection listens on {@link STAFF_SESSION_CHANNEL}: a staff member's sessions ended (sign-out, sign out
 *   everywhere, disabled), so every instance re-checks its open staff streams of that member at once
 *   (staff/staff-session-watch.ts).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { type DomainEvent, domainEventSchema } from '@northline/schemas/events';
import pg from 'pg';
import type { Database } from '../db/database.ts';
import type { EventAudience } from '../db/domain-event.entity.ts';
import type { ServiceLogger } from '../logging.ts';

export type { EventAudience };

/**
 * Key of the PostgreSQL advisory lock every append holds until its transaction ends: any fixed 64-bit number no
 * other part of the application uses ("nl-live!" in ASCII, kept from the log's first use so instances of either
 * name take the same lock).
 */
export const DOMAIN_EVENT_LOCK_KEY = 0x6e6c2d6c69766521n;

/** The NOTIFY channel of appended events; the payload is the largest id an append committed. */
export const DOMAIN_EVENT_CHANNEL = 'domain_event';

/**
 * The NOTIFY channel of ended staff sessions; the payload is the staff member's id (staff/staff-auth.ts sends it in
 * the transaction that deletes their sessions, so it arrives at commit).
 */
export const STAFF_SESSION_CHANNEL = 'staff_session';

/** The error of an event whose type, version or payload no schema of packages/schemas/src/events.ts accepts. */
export class UnknownDomainEventError extends Error {
  constructor(type: unknown, version: unknown) {
    super(`Unknown domain event ${String(type)} v${String(version)} or a payload its schema refuses`);
    this.name = 'UnknownDomainEventError';
  }
}

/**
 * The event checked against its type's schema: the parsed event (unknown payload fields dropped).
 *
 * @throws UnknownDomainEventError for an unknown type or version, or a payload the schema refuses (the issues are
 *   not in the message: a payload may hold a message's text)
 */
export function checkedEvent(event: { type: string; version: number; payload: unknown }): DomainEvent {
  const parsed = domainEventSchema.safeParse(event);
  if (!parsed.success) throw new UnknownDomainEventError(event.type, event.version);
  return parsed.data;
}

/**
 * Which stream shows an event of this type: the conversation events as the streams send them (a message to both,
 * the hand-off status to the visitor, the queue summary to staff, the visitor's typing to staff and the
 * consultant's to the visitor); every lead, hand-off and meeting event to staff (the inbox's `leads` event).
 */
export function audienceOf(event: DomainEvent): EventAudience {
  switch (event.type) {
    case 'conversation.message':
      return 'both';
    case 'conversation.status':
      return 'visitor';
    case 'conversation.typing':
      return 'who' in event.payload ? 'staff' : 'visitor';
    default:
      return 'staff';
  }
}

/**
 * An event to append: the event, what it concerns (a session, a lead, a meeting: null or absent for none) and who
 * made it (a staff member's id; absent for the visitor or the system).
 */
export interface DomainEventWrite {
  event: DomainEvent;
  sessionId?: string | null | undefined;
  leadId?: string | null | undefined;
  meetingId?: string | null | undefined;
  actorId?: string | null | undefined;
  /** When it happened; the database's clock when absent. */
  at?: Date | undefined;
}

/** A stored event. `id` is the decimal text of the bigint id. */
export interface DomainEventRow {
  id: string;
  sessionId: string | null;
  leadId: string | null;
  meetingId: string | null;
  actorId: string | null;
  audience: EventAudience;
  type: string;
  version: number;
  payload: Record<string, unknown>;
  createdAt: Date;
}

/** Which events a stream shows: a visitor's stream its session's `visitor` and `both` events; staff all others. */
export type EventStreamFilter = { audience: 'visitor'; sessionId: string } | { audience: 'staff' };

/** Whether an event belongs to a stream of `filter`. */
export function matchesFilter(row: DomainEventRow, filter: EventStreamFilter): boolean {
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
export async function writeRedactedDomainEvent(
  em: EntityManager,
  id: string,
  payload: string,
): Promise<boolean> {
  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    'update "domain_event" set "payload" = ?::jsonb where "id" = ? returning "id"',
    [payload, id],
  );
  return rows.length === 1;
}

/**
 * Appends one event ({@link appendEvents} with one event): in the caller's transaction when there is one,
 * notified at its commit; otherwise in the statement's own.
 *
 * @returns the new event's id (decimal text)
 * @throws UnknownDomainEventError (see {@link checkedEvent})
 */
export async function appendEvent(em: EntityManager, write: DomainEventWrite): Promise<string> {
  const [id] = await appendEvents(em, [write]);
  if (id === undefined) throw new Error('domain_event insert returned no row');
  return id;
}

/**
 * The CTEs that append events inside a statement (the one writer's SQL, used by {@link appendEvents} and by the
 * single-statement changes: the contact form, the chat turn): `"<name>_lock"` takes the advisory lock
 * {@link DOMAIN_EVENT_LOCK_KEY} only when `given` has rows, `"<name>_row"` inserts them in `"n"` order (each row's
 * identity value is drawn after the lock: the insert selects from the lock's row), and `"<name>_notified"` queues
 * one `pg_notify('domain_event', <largest new id>)`. A select CTE runs only when read, so the statement's final
 * select must read `notified` (a scalar, the count of notifications queued: 0 or 1).
 *
 * @param given an SQL select of the rows to append, with the columns `"n"` (order), `"type"`, `"version"`,
 *   `"payload"` (jsonb), `"audience"`, `"session_id"`, `"lead_id"`, `"meeting_id"`, `"actor_id"`, `"created_at"`
 *   (null: the database's clock); its payloads must be checked ({@link payloadJson})
 * @param name the CTEs' prefix (unique within the statement)
 * @param ordered whether the ids take the commit order (the lock) and the append is notified (default). Without
 *   either (the contact form's `lead.created`, the busiest statement, staff-only; PostgreSQL serialises the commits
 *   of notifying transactions): the row may commit after a larger id and wakes nobody. The desk's decision on the
 *   lead follows within milliseconds and is notified (it wakes the alert dispatcher and brings the lead to the staff
 *   streams); the readers that keep a position read by moment (delivery/alert-dispatcher.ts) and miss nothing.
 *   `{ unlessOnly }`: decided by the rows, in the statement: ordered and notified when one given row (alias `g`)
 *   fails the SQL condition `unlessOnly` (the rows that need no order), unordered and silent when every row meets it
 *   (the chat turn that only makes a lead: {@link UNORDERED_LEAD_EVENT_SQL}).
 * @returns the CTEs, in order, and the `notified` expression
 */
export function appendEventsSql(
  given: string,
  name = 'event',
  ordered: boolean | { unlessOnly: string } = true,
): { ctes: string[]; notified: string } {
  const key = DOMAIN_EVENT_LOCK_KEY.toString();
  // A conditional lock is one row whatever it decides (the insert reads it); the CASE evaluates the lock's
  // subquery only when a row needs the order, before the insert draws any id.
  const lock =
    typeof ordered === 'object'
      ? `select case when exists (select 1 from "${name}_given" g where not (${ordered.unlessOnly}))
          then (select true from (select pg_advisory_xact_lock(${key})) l) else false end as "held"`
      : ordered
        ? `select pg_advisory_xact_lock(${key}) as "held"
        where exists (select 1 from "${name}_given")`
        : `select true as "held"`;
  const notifiedFrom =
    typeof ordered === 'object'
      ? `"${name}_row" cross join "${name}_lock" k where k."held"`
      : `"${name}_row"`;
  return {
    ctes: [
      `"${name}_given" as (${given})`,
      `"${name}_lock" as (${lock})`,
      `"${name}_row" as (insert into "domain_event" ("type", "version", "payload", "audience", "session_id",
          "lead_id", "meeting_id", "actor_id", "created_at")
        select g."type", g."version", g."payload", g."audience", g."session_id", g."lead_id", g."meeting_id",
          g."actor_id", coalesce(g."created_at", now())
        from "${name}_given" g cross join "${name}_lock" order by g."n" returning "id")`,
      ordered
        ? `"${name}_notified" as (select pg_notify('${DOMAIN_EVENT_CHANNEL}', max("id")::text) from ${notifiedFrom}
        having count(*) > 0)`
        : `"${name}_notified" as (select 1 from "${name}_row" where false)`,
    ],
    notified: `(select count(*) from "${name}_notified")`,
  };
}

/**
 * The rows of a chat turn's append that need no commit order ({@link appendEventsSql}'s `unlessOnly`, alias `g`):
 * `lead.created` (staff-only; the desk's decision on the lead follows within its batch window, ordered and notified,
 * and brings the lead to the staff streams and the alert dispatcher, as it does for the contact form's) and a quality
 * change without a lead (no stream shows it). Every other event of a turn (a hand-off's, a lead's later change) keeps
 * the order and its notification.
 */
export const UNORDERED_LEAD_EVENT_SQL = `g."type" = 'lead.created' or (g."type" = 'lead.quality_changed' and g."lead_id" is null)`;

/**
 * The payload of an event as JSON text for a statement's parameter (`cast(? as jsonb)`), checked against its type's
 * schema first.
 *
 * @throws UnknownDomainEventError (see {@link checkedEvent})
 */
export function payloadJson(event: DomainEvent): string {
  return JSON.stringify(checkedEvent(event).payload);
}

/** SQL expressions of what a lead's event concerns, for {@link leadEventSelectSql}; absent ones are null. */
export interface LeadEventColumnsSql {
  /** The lead's id (uuid). */
  lead: string;
  /** The payload (jsonb): a placeholder of {@link payloadJson}'s text, optionally merged with what the statement computes. */
  payload: string;
  session?: string | undefined;
  actor?: string | undefined;
  /** When (timestamptz); the database's clock when absent. */
  at?: string | undefined;
}

/**
 * One row of {@link appendEventsSql}'s `given` select for a lead's event built inside a statement (its audience is
 * staff, as {@link audienceOf} says of every lead event).
 *
 * @param n the row's place among the statement's events
 * @param type the event's type (its version is 1, the one version every type has)
 * @param columns the SQL expressions of its columns
 * @param from the select's `from` clause (and `where`): one event per row
 */
export function leadEventSelectSql(
  n: number,
  type: DomainEvent['type'],
  columns: LeadEventColumnsSql,
  from: string,
): string {
  return eventSelectSql(n, type, { ...columns, audience: 'staff' }, from);
}

/**
 * One row of {@link appendEventsSql}'s `given` select for any event built inside a statement: as
 * {@link leadEventSelectSql}, with the audience {@link audienceOf} gives the event and a lead that may be `'null'`.
 *
 * @param n the row's place among the statement's events
 * @param type the event's type (its version is 1, the one version every type has)
 * @param columns the SQL expressions of its columns, and its audience
 * @param from the select's `from` clause (and `where`): one event per row
 */
export function eventSelectSql(
  n: number,
  type: DomainEvent['type'],
  columns: LeadEventColumnsSql & { audience: EventAudience },
  from: string,
): string {
  return `select ${n} as "n", cast('${type}' as varchar) as "type", 1 as "version", ${columns.payload} as "payload",
    cast('${columns.audience}' as varchar) as "audience", cast(${columns.session ?? 'null'} as varchar) as "session_id",
    cast(${columns.lead} as uuid) as "lead_id", cast(null as uuid) as "meeting_id",
    cast(${columns.actor ?? 'null'} as uuid) as "actor_id", cast(${columns.at ?? 'null'} as timestamptz) as "created_at"
    ${from}`;
}

/**
 * Appends several events in one statement, under one take of the advisory lock {@link DOMAIN_EVENT_LOCK_KEY}
 * ({@link appendEventsSql}), in the order given: the lock is held to commit, so ids commit in order. The statement
 * queues one `pg_notify('domain_event', <largest new id>)`, which PostgreSQL sends only if and when the transaction
 * commits (the caller's, or outside one the statement's own: a single statement is its own transaction, which
 * holds the lock to its end); a listener reads every event up to that id ({@link DomainEventHub}). One round trip
 * between the lock and the commit keeps the lock, which every append waits on, short.
 *
 * @returns the new events' ids (decimal text), in the order given
 * @throws UnknownDomainEventError (see {@link checkedEvent}) before anything is written
 */
export async function appendEvents(
  em: EntityManager,
  writes: readonly DomainEventWrite[],
): Promise<string[]> {
  if (writes.length === 0) return [];
  const rows = writes.map((write) => {
    const event = checkedEvent(write.event);
    return {
      type: event.type,
      version: event.version,
      payload: event.payload,
      audience: audienceOf(event),
      session_id: write.sessionId ?? null,
      lead_id: write.leadId ?? null,
      meeting_id: write.meetingId ?? null,
      actor_id: write.actorId ?? null,
      at: write.at ?? null,
    };
  });
  const { ctes } = appendEventsSql(
    `select e."n", e."value"->>'type' as "type", cast(e."value"->>'version' as smallint) as "version",
      e."value"->'payload' as "payload", e."value"->>'audience' as "audience", e."value"->>'session_id' as "session_id",
      cast(e."value"->>'lead_id' as uuid) as "lead_id", cast(e."value"->>'meeting_id' as uuid) as "meeting_id",
      cast(e."value"->>'actor_id' as uuid) as "actor_id", cast(e."value"->>'at' as timestamptz) as "created_at"
    from jsonb_array_elements(?::jsonb) with ordinality as e("value", "n")`,
  );
  const ids = await (em as SqlEntityManager).execute<{ id: string }[]>(
    `with ${ctes.join(', ')}
      select r."id"::text as "id" from "event_row" r cross join (select count(*) from "event_notified") n
      order by r."id"`,
    [JSON.stringify(rows)],
  );
  return ids.map((row) => row.id);
}

interface RawEventRow {
  id: string;
  session_id: string | null;
  lead_id: string | null;
  meeting_id: string | null;
  actor_id: string | null;
  audience: EventAudience;
  type: string;
  version: number;
  payload: Record<string, unknown> | string;
  created_at: Date | string;
}

function rowOf(raw: RawEventRow): DomainEventRow {
  return {
    id: String(raw.id),
    sessionId: raw.session_id,
    leadId: raw.lead_id,
    meetingId: raw.meeting_id,
    actorId: raw.actor_id,
    audience: raw.audience,
    type: raw.type,
    version: Number(raw.version),
    payload: typeof raw.payload === 'string' ? JSON.parse(raw.payload) : raw.payload,
    createdAt: raw.created_at instanceof Date ? raw.created_at : new Date(raw.created_at),
  };
}

/** Rows read per query when catching up. */
export const DOMAIN_EVENT_PAGE = 500;

/**
 * The stored events after `afterId`, oldest first, at most {@link DOMAIN_EVENT_PAGE}; only those of `filter` when
 * given, and none after `upToId` when given. Rows of moment 0 are history stored by a migration (older changes
 * backfilled into the log), never news: no stream reads them.
 *
 * @param afterId decimal text of an id ('0' for all)
 * @param upToId decimal text of the last id to read: a horizon every smaller ordered id has committed under
 *   ({@link committedHorizon}, a notification's id), so a reader never moves past an ordered row still on its way
 */
export async function readDomainEvents(
  em: EntityManager,
  afterId: string,
  filter?: EventStreamFilter,
  upToId?: string,
): Promise<DomainEventRow[]> {
  const where = ['"id" > ?::bigint', '"moment" <> 0'];
  const params: unknown[] = [afterId];
  if (upToId !== undefined) {
    where.push('"id" <= ?::bigint');
    params.push(upToId);
  }
  if (filter?.audience === 'staff') where.push(`"audience" <> 'visitor'`);
  if (filter?.audience === 'visitor') {
    where.push(`"session_id" = ?`, `"audience" <> 'staff'`);
    params.push(filter.sessionId);
  }
  const rows = await (em as SqlEntityManager).execute<RawEventRow[]>(
    `select "id"::text as "id", "session_id", "lead_id", "meeting_id", "actor_id", "audience", "type", "version",
      "payload", "created_at" from "domain_event"
      where ${where.join(' and ')} order by "domain_event"."id" limit ${DOMAIN_EVENT_PAGE}`,
    params,
  );
  return rows.map(rowOf);
}

/** The newest event's id (decimal text), '0' when there is none. */
export async function newestDomainEventId(em: EntityManager): Promise<string> {
  const [row] = await (em as SqlEntityManager).execute<{ id: string }[]>(
    `select coalesce(max("id"), 0)::text as "id" from "domain_event"`,
  );
  return row?.id ?? '0';
}

/**
 * The newest id under which every ordered append has committed (decimal text, '0' for an empty log): read while
 * holding {@link DOMAIN_EVENT_LOCK_KEY} shared, which waits for the ordered append between its id and its commit
 * (an append holds the lock exclusively from drawing its id to its commit) and holds the next one back for one
 * query. Unlike {@link newestDomainEventId}, a reader that starts from it never skips an ordered row that an
 * unordered append's larger id overtook.
 */
export async function committedHorizon(em: EntityManager): Promise<string> {
  return em.fork().transactional(async (tx) => {
    const sql = tx as SqlEntityManager;
    await sql.execute(`select pg_advisory_xact_lock_shared(${DOMAIN_EVENT_LOCK_KEY.toString()})`);
    // A statement after the lock reads a snapshot taken after it: every ordered id up to this max has committed.
    return newestDomainEventId(tx);
  });
}

/** Milliseconds between attempts to reopen the LISTEN connection after it dropped. */
export const LISTEN_RETRY_MS = 1000;

type Listener = (row: DomainEventRow) => void;

/**
 * A subscriber of ended staff sessions: called with the member's id, or with undefined when notifications may have
 * been missed (the listen connection was reopened) and every member's streams are to be checked.
 */
export type StaffSessionListener = (staffUserId: string | undefined) => void;

/**
 * One instance's fan-out of appended events: one dedicated LISTEN connection (PostgreSQL) or PGlite's `listen`;
 * on each notification it reads the rows after the last it delivered up to its horizon (the largest id notified,
 * or {@link committedHorizon} when it starts listening), in id order, and hands each to every local subscriber.
 * Reading no further than the horizon keeps an unordered append's larger id, visible early, from carrying the hub
 * past an ordered row still committing (which would never be delivered); the unordered row goes with the next
 * notification. When the connection drops (a database restart) it reopens it every {@link LISTEN_RETRY_MS} and then
 * reads what it missed, so subscribers see no gap.
 */
export class DomainEventHub {
  readonly #db: Database;
  readonly #log: ServiceLogger;
  readonly #listeners = new Set<Listener>();
  readonly #appendListeners = new Set<() => void>();
  readonly #sessionListeners = new Set<StaffSessionListener>();
  #last: bigint | undefined;
  /** The largest id under which every ordered append has committed, as far as this hub knows. */
  #horizon: bigint | undefined;
  #reading: Promise<void> | undefined;
  #again = false;
  #client: pg.Client | undefined;
  #unlisten: (() => Promise<void>) | undefined;
  #closed = false;
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

  /**
   * The id up to which this hub has delivered the log (decimal text): every ordered row up to it has committed, so
   * a replay that reads up to it and then follows the hub misses nothing. Undefined until the hub first listens.
   */
  get deliveredThrough(): string | undefined {
    return this.#last?.toString();
  }

  /** Raises the horizon to `id` (it never moves back). */
  #raiseHorizon(id: bigint): void {
    if (this.#horizon === undefined || id > this.#horizon) this.#horizon = id;
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
    let attempted: () => void = () => undefined;
    const firstAttempt = new Promise<void>((resolve) => {
      attempted = resolve;
    });
    void this.#connectLoop(attempted);
    await firstAttempt;
  }

  /** Listens, retrying every `retryMs` until it does; `attempted` is called once the first attempt ends. */
  async #connectLoop(attempted: () => void = () => undefined): Promise<void> {
    while (!this.#closed) {
      try {
        await this.#listen();
        attempted();
        return;
      } catch (error) {
        attempted();
        this.#log.warn({ err: error }, 'domain events: listen failed; retrying');
        await delay(this.#retryMs, undefined, { ref: false });
      }
    }
    attempted();
  }

  async #listen(): Promise<void> {
    const target = this.#db.target;
    if (target.kind === 'pglite') {
      const connection = this.#db.orm.em.getConnection() as unknown as {
        getNativeClient(): Promise<{
          listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
        }>;
      };
      const native = await connection.getNativeClient();
      const unlistenEvents = await native.listen(DOMAIN_EVENT_CHANNEL, (payload) => this.#notified(payload));
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
        application_name: 'northline-domain-events',
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
      await client.query(`listen ${DOMAIN_EVENT_CHANNEL}`);
      await client.query(`listen ${STAFF_SESSION_CHANNEL}`);
      if (this.#closed) {
        await client.end();
        return;
      }
      this.#client = client;
    }
    // Read once listening: what commits later is notified. A first start delivers from here on.
    const horizon = BigInt(await committedHorizon(this.#db.em()));
    this.#raiseHorizon(horizon);
    if (this.#last === undefined) this.#last = horizon;
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
    this.#log.warn({ err: error }, 'domain events: listen connection lost; reconnecting');
    void delay(this.#retryMs, undefined, { ref: false }).then(() => this.#connectLoop());
  }

  /**
   * A notification of an appended event (its id as the payload). Without subscribers there is nothing to read: the
   * last delivered id moves to the notified one (ids commit in order, so every smaller one has committed), and a
   * stream that subscribes later starts from there. With subscribers, the events are read ({@link poke}).
   */
  #notified(payload: string | undefined): void {
    for (const listener of this.#appendListeners) listener();
    const id = payload && /^\d+$/.test(payload) ? BigInt(payload) : undefined;
    if (id !== undefined) this.#raiseHorizon(id);
    if (this.#listeners.size === 0 && !this.#reading && this.#last !== undefined && id !== undefined) {
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
      .catch((error: unknown) => this.#log.warn({ err: error }, 'domain events: read failed'))
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
      const horizon = this.#horizon;
      if (this.#last === undefined || horizon === undefined || horizon <= this.#last) return;
      const rows = await readDomainEvents(
        this.#db.em(),
        this.#last.toString(),
        undefined,
        horizon.toString(),
      );
      for (const row of rows) {
        this.#last = BigInt(row.id);
        for (const listener of this.#listeners) listener(row);
      }
      if (rows.length < DOMAIN_EVENT_PAGE) {
        // Everything up to the horizon is read (history rows of moment 0 are never delivered).
        if (horizon > this.#last) this.#last = horizon;
        return;
      }
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
   * Adds a listener told of every append committed on any instance (no rows are read for it): a reader of the log
   * that keeps its own position (the alert dispatcher) runs on it.
   *
   * @returns the function that removes it
   */
  onAppend(listener: () => void): () => void {
    this.#appendListeners.add(listener);
    return () => this.#appendListeners.delete(listener);
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
    this.#appendListeners.clear();
    this.#sessionListeners.clear();
  }
}

/**
 * The events of one stream, in id order, each once: first the stored events after `afterId` up to where the hub
 * has delivered (a resume), then those the hub delivers, until `signal` aborts. Without `afterId` it starts at the hub's current position (new
 * events only).
 *
 * @param hub this instance's hub
 * @param em a database handle for the replay
 * @param options.afterId decimal text of the last id the client saw, or null
 * @param options.filter which events the stream shows
 * @param options.signal ends the stream
 */
export async function* domainEventStream(
  hub: DomainEventHub,
  em: () => EntityManager,
  options: { afterId: string | null; filter: EventStreamFilter; signal: AbortSignal | undefined },
): AsyncGenerator<DomainEventRow> {
  const { filter, signal } = options;
  const queue: DomainEventRow[] = [];
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
        // Up to where the hub has delivered: every ordered row up to it has committed, and the rows after it
        // reach this stream through the hub (subscribed above), so an unordered append's larger id read early
        // never carries the replay past an ordered row still committing.
        const rows = await readDomainEvents(em(), last.toString(), filter, hub.deliveredThrough);
        for (const row of rows) {
          if (signal?.aborted) return;
          last = BigInt(row.id);
          yield row;
        }
        if (rows.length < DOMAIN_EVENT_PAGE) break;
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
