/**
 * The alert dispatcher (docs/decisions/069-alerts-from-the-event-log.md,
 * docs/decisions/075-deliveries-planned-from-the-event-log.md): the reader of the event log that writes every
 * `delivery` row. Features append domain events only; this reader plans each moment's one lead alert
 * (delivery/alert-plan.ts) and writes its rows, one per channel; it writes the webhook of each meeting version
 * (`meeting.booked`, `meeting.rescheduled`, `meeting.cancelled`, with its SEQUENCE) and the e-mails to visitors and
 * consultants the log's events ask for (delivery/event-emails.ts: a meeting's invitations and reminders, a chat's
 * transcript and unseen reply, the newsletter's confirmation), and, with the CRM on, each changed lead's HubSpot
 * sync and each privacy deletion's HubSpot erasure (delivery/crm-plan.ts). The delivery worker sends them.
 *
 * - **One `lead.updated` waiting per lead and channel.** Contact details that arrive while a lead's `lead.updated`
 *   is still pending are added to its list of changes (its message, read when it is sent, tells the new values)
 *   instead of writing a second one.
 * - **Each event once, none missed.** The reader's position is the row `alerts` of `event_consumer`, read as every
 *   positioned reader reads (events/consumer.ts): final moments only, one instance at a time. It writes the planned
 *   deliveries and moves the position in the same transaction: a crash before the commit plans the same moments
 *   again, a commit plans nothing twice (and `delivery`'s unique event and channel holds either way).
 * - **Moments.** The events one transaction appended share their moment; a page never ends inside a moment.
 * - **When.** On every instance, a poke after each append the log's hub delivers (within milliseconds of a
 *   commit; appends that come quicker than {@link ALERT_DISPATCH_MIN_GAP_MS} apart are planned together at its end),
 *   and every {@link ALERT_DISPATCH_INTERVAL_MS} in case a poke was lost.
 *
 * Logs carry counts and ids only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LeadChannel } from '../db/delivery.entity.ts';
import { advanceConsumer, type ConsumedEvent, readFinalMoments } from '../events/consumer.ts';
import type { ServiceLogger } from '../logging.ts';
import { type AlertTopic, type LeadStanding, type LoggedEvent, planMoment } from './alert-plan.ts';
import { writeCrmErasures, writeCrmSyncs } from './crm-plan.ts';
import { type EventEmailSettings, writeEventEmails } from './event-emails.ts';
import { OutboxLane } from './lane.ts';
import type { DeliveryWorker } from './worker.ts';

/** The reader's name in `event_consumer`. */
export const ALERTS_CONSUMER = 'alerts';

/** Most events one run reads (a run that reads a full page runs again at once). */
export const ALERT_DISPATCH_PAGE = 500;

/** Milliseconds between runs while nothing pokes the dispatcher. */
export const ALERT_DISPATCH_INTERVAL_MS = 2000;

/**
 * Least milliseconds between the starts of two runs pokes ask for: appends that arrive together (a busy chat hour)
 * are planned by one run every 100 ms at the most, each run's fixed cost (its transaction, the horizon, the
 * position) paid once for all of them; an append after a quiet spell is planned at once.
 */
export const ALERT_DISPATCH_MIN_GAP_MS = 100;

/** The topics of a lead's arrival alert: a lead with a delivery of one of them is announced. */
export const ARRIVAL_TOPICS: readonly AlertTopic[] = [
  'lead.created',
  'lead.hot',
  'chat.emergency',
  'chat.handoff_requested',
  'chat.hot',
  'lead.overflow',
];

/** A lead's standing as read from its tables. */
interface StandingRow {
  id: string;
  spam: boolean;
  kind: string;
  quality: string | null;
  handoff_reason: string | null;
  handoff_alert: string | null;
  announced: boolean;
  occurred_at: Date | string;
}

/** The outcome of one {@link AlertDispatcher.runOnce}. */
export interface DispatchResult {
  /** Events read (0 when another instance holds the reader's position). */
  events: number;
  /** Alerts planned (each written once per channel). */
  alerts: number;
  /** E-mails to visitors and consultants written or made due again (delivery/event-emails.ts). */
  emails: number;
  /** Leads' HubSpot syncs written (delivery/crm-plan.ts). */
  crm: number;
}

/** No e-mail of delivery/event-emails.ts but the chat's (a dispatcher given no settings). */
const NO_EVENT_EMAILS: EventEmailSettings = { meetings: false, confirmations: false };

/** What the dispatcher needs: the channels alerts are written for, and the worker's poke. */
export interface AlertDispatcherDeps {
  /** A fresh entity manager. */
  em: () => EntityManager;
  /** The channels a lead's alerts are written for now (delivery/lead-deliveries.ts `LeadNotifier.channels`). */
  channels: () => readonly LeadChannel[];
  /**
   * Which e-mails of delivery/event-emails.ts are written now: a meeting's (SMTP configured) and the newsletter's
   * confirmations (SMTP and the link signer); absent: neither. A chat's e-mails to its visitor are always written.
   */
  emails?: (() => EventEmailSettings) | undefined;
  /** Wakes the delivery worker after alerts were written (`urgent`: the e-mail lane too). */
  poke: (options: { urgent: boolean }) => void;
  /** Whether each changed lead's HubSpot sync is written (HUBSPOT_ACCESS_TOKEN set); absent: never. */
  crm?: (() => boolean) | undefined;
  /** Wakes the worker's CRM lane after syncs were written. */
  pokeCrm?: (() => void) | undefined;
  log: ServiceLogger;
  now: () => Date;
}

/** Groups a page's rows by moment and lead, in log order; rows of no lead are left out. */
function momentsOf(rows: readonly ConsumedEvent[]): { leadId: string; events: LoggedEvent[] }[] {
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

/** The meeting events a webhook announces, by topic. */
const MEETING_WEBHOOK_TOPICS = new Set(['meeting.booked', 'meeting.rescheduled', 'meeting.cancelled']);

/**
 * The webhook of each meeting version a page holds (`meeting.booked`, `meeting.rescheduled`,
 * `meeting.cancelled`): its topic, meeting, SEQUENCE and time, and the event it renders.
 */
function meetingWebhooksOf(
  rows: readonly ConsumedEvent[],
): { topic: string; meetingId: string; sequence: number; at: Date; eventId: string }[] {
  return rows.flatMap((row) =>
    row.meeting_id !== null &&
    MEETING_WEBHOOK_TOPICS.has(row.type) &&
    typeof row.payload.sequence === 'number'
      ? [
          {
            topic: row.type,
            meetingId: row.meeting_id,
            sequence: row.payload.sequence,
            at: new Date(row.created_at),
            eventId: String(row.id),
          },
        ]
      : [],
  );
}

/**
 * Plans and writes the alerts of the log's new moments, and the webhook of each meeting version.
 */
export class AlertDispatcher {
  readonly #deps: AlertDispatcherDeps;
  readonly #lane: OutboxLane;

  constructor(deps: AlertDispatcherDeps) {
    this.#deps = deps;
    this.#lane = new OutboxLane({
      run: () => this.drain(),
      intervalMs: ALERT_DISPATCH_INTERVAL_MS,
      retryMs: ALERT_DISPATCH_INTERVAL_MS,
      minGapMs: ALERT_DISPATCH_MIN_GAP_MS,
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

  /** Runs until every final moment is planned (tests and {@link DeliveryWorker.runDue} wait on it). */
  async drain(): Promise<void> {
    let result: DispatchResult;
    do result = await this.runOnce();
    while (result.events >= ALERT_DISPATCH_PAGE);
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
      const read = await readFinalMoments(sql, ALERTS_CONSUMER, { page: ALERT_DISPATCH_PAGE });
      if (!read) return { events: 0, alerts: 0, emails: 0, crm: 0 };
      const { rows, position } = read;
      const moments = momentsOf(rows);
      const planned: {
        leadId: string;
        topic: AlertTopic;
        urgent: boolean;
        eventId: string;
        changes: string | null;
        at: Date;
      }[] = [];
      const timeOf = new Map(rows.map((row) => [String(row.id), new Date(row.created_at)]));
      if (moments.length > 0 && channels.length > 0) {
        const standings = await this.#standings(sql, [...new Set(moments.map((m) => m.leadId))]);
        for (const moment of moments) {
          const standing = standings.get(moment.leadId);
          if (!standing) continue; // the lead was deleted since
          const arrival = !standing.announced;
          const alert = planMoment(moment.events, standing);
          if (!alert) continue;
          if (ARRIVAL_TOPICS.includes(alert.topic)) standing.announced = true;
          planned.push({
            leadId: moment.leadId,
            ...alert,
            // The arrival alert announces the lead's arrival (its decision follows within milliseconds): due from,
            // and dated, when the lead arrived; any later alert from its event's time.
            at: arrival ? standing.occurredAt : (timeOf.get(alert.eventId) ?? this.#deps.now()),
          });
        }
      }
      if (planned.length > 0) {
        const values: unknown[] = [];
        const tuples: string[] = [];
        for (const alert of planned) {
          for (const channel of channels) {
            if (alert.topic === 'lead.updated' && (await this.#mergeIntoPending(sql, alert, channel)))
              continue;
            tuples.push(`(gen_random_uuid(), ?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?, cast(? as bigint))`);
            // Due from the event's time, the time it announces (a webhook's `timestamp`).
            values.push(
              channel,
              alert.topic,
              alert.leadId,
              alert.urgent,
              alert.at,
              alert.at,
              alert.changes,
              null,
              alert.eventId,
            );
          }
          urgent ||= alert.urgent;
        }
        if (tuples.length > 0) {
          await sql.execute(
            `insert into "delivery" ("id", "channel", "topic", "lead_id", "urgent", "status", "attempts",
               "next_attempt_at", "created_at", "changes", "recipient", "event_id")
             values ${tuples.join(', ')} on conflict do nothing`,
            values,
          );
        }
      }
      const meetingWebhooks = channels.includes('webhook') ? meetingWebhooksOf(rows) : [];
      if (meetingWebhooks.length > 0) {
        await sql.execute(
          `insert into "delivery" ("id", "channel", "topic", "meeting_id", "sequence", "urgent", "status", "attempts",
             "next_attempt_at", "created_at", "event_id")
           select gen_random_uuid(), 'webhook', w."topic", w."meeting", w."sequence", true, 'pending', 0, w."at", w."at",
             w."event"
           from unnest(cast(? as text[]), cast(? as uuid[]), cast(? as int[]), cast(? as timestamptz[]),
             cast(? as bigint[])) as w("topic", "meeting", "sequence", "at", "event")
           on conflict do nothing`,
          [
            `{${meetingWebhooks.map((w) => w.topic).join(',')}}`,
            `{${meetingWebhooks.map((w) => w.meetingId).join(',')}}`,
            `{${meetingWebhooks.map((w) => w.sequence).join(',')}}`,
            `{${meetingWebhooks.map((w) => `"${w.at.toISOString()}"`).join(',')}}`,
            `{${meetingWebhooks.map((w) => w.eventId).join(',')}}`,
          ],
        );
        urgent = true;
      }
      const emails = await writeEventEmails(sql, rows, this.#deps.emails?.() ?? NO_EVENT_EMAILS);
      if (emails > 0) urgent = true;
      // A privacy deletion's HubSpot erasure is written even while the sync is off: it waits for the CRM lane.
      const crm =
        (this.#deps.crm?.() ? await writeCrmSyncs(sql, rows) : 0) + (await writeCrmErasures(sql, rows));
      await advanceConsumer(sql, ALERTS_CONSUMER, position);
      return { events: read.read, alerts: planned.length + meetingWebhooks.length, emails, crm };
    });
    if (result.crm > 0) this.#deps.pokeCrm?.();
    if (result.alerts > 0 || result.emails > 0) {
      this.#deps.log.info(
        { events: result.events, alerts: result.alerts, emails: result.emails },
        'alerts planned',
      );
      this.#deps.poke({ urgent });
    }
    return result;
  }

  /**
   * Adds a `lead.updated` alert's fields to the lead's `lead.updated` on `channel` still pending, if there is one.
   *
   * @returns whether one was pending (nothing more to write on that channel)
   */
  async #mergeIntoPending(
    sql: SqlEntityManager,
    alert: { leadId: string; changes: string | null },
    channel: LeadChannel,
  ): Promise<boolean> {
    const merged = await sql.execute<unknown[]>(
      `update "delivery" set "changes" = (
          select string_agg(distinct f, ',' order by f)
          from unnest(string_to_array(coalesce("changes", '') || ',' || coalesce(cast(? as varchar), ''), ',')) f
          where f <> '')
        where "id" = (select "id" from "delivery" where "lead_id" = ? and "channel" = ? and "topic" = 'lead.updated'
          and "status" = 'pending' order by "created_at" limit 1)
          and "status" = 'pending'
        returning 1`,
      [alert.changes, alert.leadId, channel],
    );
    return merged.length > 0;
  }

  /** The standing of each lead (a deleted lead is missing). */
  async #standings(
    sql: SqlEntityManager,
    leadIds: readonly string[],
  ): Promise<Map<string, LeadStanding & { occurredAt: Date }>> {
    const rows = await sql.execute<StandingRow[]>(
      `select l."id", l."spam", l."kind", l."occurred_at", coalesce(l."quality", s."lead_quality") as "quality",
         s."handoff_reason",
         (select e."payload"->>'alert' from "domain_event" e where e."lead_id" = l."id"
           and e."type" = 'handoff.requested' order by e."id" desc limit 1) as "handoff_alert",
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
          handoffAlert: row.handoff_alert,
          occurredAt: new Date(row.occurred_at),
        },
      ]),
    );
  }
}
