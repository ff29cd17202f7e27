/**
 * The alert dispatcher (docs/decisions/069-alerts-from-the-event-log.md): the reader of the event log that turns
 * its moments into lead alerts. Writers of a lead's changes append domain events only; this reader plans each
 * moment's one alert (delivery/alert-plan.ts) and writes its `delivery` rows, one per channel; the delivery worker
 * sends them.
 *
 * - **In order, exactly once.** The reader's position is one row of `event_consumer` (`alerts`). A run takes it
 *   `for update skip locked` (one instance at a time; the others skip the run), reads the events after it in id
 *   order (ids commit in order: a smaller id never appears later, events/log.ts), writes the planned deliveries and
 *   moves the position in the same transaction. A crash before the commit plans the same events again; a
 *   commit plans nothing twice.
 * - **Moments.** The events one transaction appended share their `moment` (the transaction's id) and are
 *   contiguous in the log; a page of events never ends inside a moment.
 * - **When.** On every instance, a poke after each append the log's hub delivers (within milliseconds of a
 *   commit), and every {@link ALERT_DISPATCH_INTERVAL_MS} in case a poke was lost.
 *
 * Logs carry counts and ids only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LeadChannel } from '../db/delivery.entity.ts';
import type { ServiceLogger } from '../logging.ts';
import { type AlertTopic, type LeadStanding, type LoggedEvent, planMoment } from './alert-plan.ts';
import { OutboxLane } from './lane.ts';

/** The reader's name in `event_consumer`. */
export const ALERTS_CONSUMER = 'alerts';

/** Most events one run reads (a run that reads a full page runs again at once). */
export const ALERT_DISPATCH_PAGE = 500;

/** Milliseconds between runs while nothing pokes the dispatcher. */
export const ALERT_DISPATCH_INTERVAL_MS = 2000;

/** The topics of a lead's arrival alert: a lead with a delivery of one of them is announced. */
export const ARRIVAL_TOPICS: readonly AlertTopic[] = [
  'lead.created',
  'lead.hot',
  'chat.emergency',
  'chat.handoff_requested',
  'chat.hot',
  'lead.overflow',
];

/** A row of the log as the dispatcher reads it. */
interface EventRow {
  id: string;
  moment: string;
  lead_id: string | null;
  type: string;
  payload: Record<string, unknown>;
}

/** A lead's standing as read from its tables. */
interface StandingRow {
  id: string;
  spam: boolean;
  kind: string;
  quality: string | null;
  handoff_reason: string | null;
  announced: boolean;
}

/** The outcome of one {@link AlertDispatcher.runOnce}. */
export interface DispatchResult {
  /** Events read (0 when another instance holds the reader's position). */
  events: number;
  /** Alerts planned (each written once per channel). */
  alerts: number;
}

/** What the dispatcher needs: the channels alerts are written for, and the worker's poke. */
export interface AlertDispatcherDeps {
  /** A fresh entity manager. */
  em: () => EntityManager;
  /** The channels a lead's alerts are written for now (delivery/lead-deliveries.ts `LeadNotifier.channels`). */
  channels: () => readonly LeadChannel[];
  /** Wakes the delivery worker after alerts were written (`urgent`: the e-mail lane too). */
  poke: (options: { urgent: boolean }) => void;
  log: ServiceLogger;
  now: () => Date;
}

/** Groups a page's rows by moment and lead, in log order; rows of no lead are left out. */
function momentsOf(rows: readonly EventRow[]): { leadId: string; events: LoggedEvent[] }[] {
  const moments = new Map<string, { leadId: string; events: LoggedEvent[] }>();
  for (const row of rows) {
    if (row.lead_id === null) continue;
    const key = `${row.moment}:${row.lead_id}`;
    let moment = moments.get(key);
    if (!moment) {
      moment = { leadId: row.lead_id, events: [] };
      moments.set(key, moment);
    }
    moment.events.push({ id: String(row.id), type: row.type, payload: row.payload });
  }
  return [...moments.values()];
}

/**
 * Plans and writes the alerts of the log's new moments.
 */
export class AlertDispatcher {
  readonly #deps: AlertDispatcherDeps;
  readonly #lane: OutboxLane;

  constructor(deps: AlertDispatcherDeps) {
    this.#deps = deps;
    this.#lane = new OutboxLane({
      run: async () => {
        let result: DispatchResult;
        do result = await this.runOnce();
        while (result.events >= ALERT_DISPATCH_PAGE);
      },
      intervalMs: ALERT_DISPATCH_INTERVAL_MS,
      retryMs: ALERT_DISPATCH_INTERVAL_MS,
      failureMessage: 'alert dispatch failed',
      log: deps.log,
      now: deps.now,
    });
  }

  /** Starts the background runs. */
  start(): void {
    this.#lane.start();
  }

  /** Runs soon (after an append). */
  poke(): void {
    this.#lane.poke();
  }

  /** Stops the background runs and waits for a run in progress. */
  async stop(): Promise<void> {
    await this.#lane.stop();
  }

  /**
   * One run: reads up to {@link ALERT_DISPATCH_PAGE} events after the reader's position, writes the alerts of
   * their moments, moves the position, in one transaction; pokes the worker after the commit.
   *
   * @returns how many events were read and alerts planned (none when another instance holds the position)
   */
  async runOnce(): Promise<DispatchResult> {
    const channels = this.#deps.channels();
    let urgent = false;
    const result = await this.#deps.em().transactional(async (tx) => {
      const sql = tx as SqlEntityManager;
      const [cursor] = await sql.execute<{ position: string }[]>(
        `select "position" from "event_consumer" where "name" = ? for update skip locked`,
        [ALERTS_CONSUMER],
      );
      if (!cursor) return { events: 0, alerts: 0 };
      const page = await sql.execute<EventRow[]>(
        `select "id", "moment", "lead_id", "type", "payload" from "domain_event"
         where "id" > ? order by "id" limit ?`,
        [cursor.position, ALERT_DISPATCH_PAGE],
      );
      if (page.length === 0) return { events: 0, alerts: 0 };
      // A full page may end inside a moment: its rest comes with the next page, so the moment waits for it
      // (unless the page holds nothing else, a moment larger than a page).
      let rows = page;
      if (page.length >= ALERT_DISPATCH_PAGE) {
        const lastMoment = page[page.length - 1]?.moment;
        const whole = page.filter((row) => row.moment !== lastMoment);
        if (whole.length > 0) rows = whole;
      }
      const position = rows[rows.length - 1]?.id ?? cursor.position;
      const moments = momentsOf(rows);
      const planned: {
        leadId: string;
        topic: AlertTopic;
        urgent: boolean;
        eventId: string;
        changes: string | null;
      }[] = [];
      if (moments.length > 0 && channels.length > 0) {
        const standings = await this.#standings(sql, [...new Set(moments.map((m) => m.leadId))]);
        for (const moment of moments) {
          const standing = standings.get(moment.leadId);
          if (!standing) continue; // the lead was deleted since
          const alert = planMoment(moment.events, standing);
          if (!alert) continue;
          if (ARRIVAL_TOPICS.includes(alert.topic)) standing.announced = true;
          planned.push({ leadId: moment.leadId, ...alert });
        }
      }
      if (planned.length > 0) {
        const now = this.#deps.now();
        const values: unknown[] = [];
        const tuples: string[] = [];
        for (const alert of planned) {
          for (const channel of channels) {
            tuples.push(`(gen_random_uuid(), ?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?, cast(? as bigint))`);
            values.push(
              channel,
              alert.topic,
              alert.leadId,
              alert.urgent,
              now,
              now,
              alert.changes,
              null,
              alert.eventId,
            );
          }
          urgent ||= alert.urgent;
        }
        await sql.execute(
          `insert into "delivery" ("id", "channel", "topic", "lead_id", "urgent", "status", "attempts",
             "next_attempt_at", "created_at", "changes", "recipient", "event_id")
           values ${tuples.join(', ')} on conflict do nothing`,
          values,
        );
      }
      await sql.execute(`update "event_consumer" set "position" = ? where "name" = ?`, [
        position,
        ALERTS_CONSUMER,
      ]);
      return { events: page.length, alerts: planned.length };
    });
    if (result.alerts > 0) {
      this.#deps.log.info({ events: result.events, alerts: result.alerts }, 'alerts planned');
      this.#deps.poke({ urgent });
    }
    return result;
  }

  /** The standing of each lead (a deleted lead is missing). */
  async #standings(sql: SqlEntityManager, leadIds: readonly string[]): Promise<Map<string, LeadStanding>> {
    const rows = await sql.execute<StandingRow[]>(
      `select l."id", l."spam", l."kind", coalesce(l."quality", s."lead_quality") as "quality",
         s."handoff_reason",
         exists (select 1 from "delivery" d where d."lead_id" = l."id"
           and d."topic" = any(cast(? as text[]))) as "announced"
       from "lead" l left join "chat_session" s on s."id" = l."chat_session_id"
       where l."id" = any(cast(? as uuid[]))`,
      [`{${ARRIVAL_TOPICS.join(',')}}`, `{${leadIds.join(',')}}`],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          spam: row.spam,
          assignable: row.kind !== 'newsletter',
          announced: row.announced,
          quality: row.quality,
          handoffReason: row.handoff_reason,
        },
      ]),
    );
  }
}
