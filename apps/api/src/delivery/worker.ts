/**
 * The delivery worker (docs/decisions/065-one-delivery-table-and-worker.md): delivers every `delivery` row
 * (db/delivery.entity.ts) the alert dispatcher wrote from the event log (delivery/alert-dispatcher.ts).
 *
 * One lane per channel (e-mail, webhook, HubSpot's CRM), each with its own loop, claims and timers
 * (delivery/lane.ts), claiming only its channel's due rows (`for update skip locked`, so several instances never
 * take the same row), so a stalled SMTP server never holds a webhook back and HubSpot never delays either; every
 * SMTP connection and webhook call has explicit time limits. The CRM lane claims no lead's sync while another sync
 * of the same lead is leased (two syncs of one lead at once could create its deal twice). A claim is a lease: a row whose worker died mid-delivery is taken again when the
 * lease ends, after a restart too. Each claimed row goes to the renderer of its topic ({@link DeliveryRenderer}:
 * delivery/lead-deliveries.ts for a lead's topics, delivery/meeting-deliveries.ts for a meeting's), which groups
 * the rows into messages (a lead's e-mail digest) and sends each; the worker records each row delivered or skipped,
 * or schedules a retry with exponential backoff ({@link backoffMs}) until {@link DeliveryConfig.maxAttempts}, then
 * marks it failed. A renderer's error that names a wait (`retryAfterMs`: HubSpot's 429 and its `Retry-After`) is
 * not a failed attempt: the row, and the rest of the lane's claim, are due again after that wait, and the lane claims
 * nothing more in that run. The row's id is the delivery id (the webhook's `webhook-id`, the e-mail's `Message-ID`), so a
 * receiver can drop the rare repeat that a crash between delivering and recording leaves.
 *
 * A lane runs when started, when poked ({@link DeliveryWorker.poke}), at the earliest scheduled delivery (a retry,
 * a meeting's reminder), and every `batchIntervalMs` (the non-urgent lead e-mails' digest). Logs carry delivery,
 * lead and meeting ids, channels, topics, attempts and status codes, never the message.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import type {
  CrmErasurePayload,
  DeliveryChannel,
  DeliveryRecipient,
  DeliveryTopic,
  LeadChannel,
} from '../db/delivery.entity.ts';
import type { ServiceLogger } from '../logging.ts';
import { claimDueSql, deliveryErrorCode, OutboxLane } from './lane.ts';

/** The worker's settings (README "Notifications"). */
export interface DeliveryConfig {
  /** SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset: no e-mail lane. */
  smtpUrl?: string | undefined;
  /** The webhook's URL; unset: no webhook lane. */
  webhookUrl?: string | undefined;
  /** The webhook's signing secret (`whsec_` + base64), required with `webhookUrl`. */
  webhookSecret?: string | undefined;
  /** Whether the CRM lane runs (HUBSPOT_ACCESS_TOKEN set; its renderer is crm/crm-sync.ts). */
  crm?: boolean | undefined;
  /** Milliseconds between runs of a lane while nothing pokes it (the digest of non-urgent lead e-mails). */
  batchIntervalMs: number;
  /** Delay before the first retry (ms); each further retry doubles it, up to {@link MAX_BACKOFF_MS}. */
  retryBaseMs: number;
  /** Attempts before a delivery is marked `failed`. */
  maxAttempts: number;
  /** How long a claimed row is reserved for its worker (ms). */
  leaseMs: number;
  /** Time limit of one delivery: a webhook call, and each SMTP connection, greeting and socket wait (ms). */
  timeoutMs: number;
}

/** Longest wait between two attempts: an hour. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/**
 * Milliseconds before the next attempt after `attempts` failed ones: `retryBaseMs * 2^(attempts-1)`, at most
 * {@link MAX_BACKOFF_MS}.
 */
export function backoffMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** A claimed delivery row, as a renderer reads it (snake_case: the columns). */
export interface ClaimedDelivery {
  id: string;
  channel: DeliveryChannel;
  topic: DeliveryTopic;
  lead_id: string | null;
  meeting_id: string | null;
  recipient: DeliveryRecipient | null;
  sequence: number | null;
  urgent: boolean;
  /** This attempt's number (1 for the first). */
  attempts: number;
  changes: string | null;
  /** When the message's event occurred (the row's creation): a webhook's `timestamp`, the same on every retry. */
  created_at: Date | string;
  /** What the row carries that no row it names holds any more (a `crm.erase`'s HubSpot ids); else null. */
  payload: CrmErasurePayload | null;
}

/** What became of a message a renderer handled: sent, or nothing to send any more. */
export type DeliveryOutcome = 'delivered' | 'skipped';

/** The transports the worker's lanes send through, shared by every renderer. */
export class DeliveryTransports {
  /** The SMTP transport; undefined without SMTP_URL. */
  readonly mailer: Transporter | undefined;
  /** The webhook's signer (Standard Webhooks); undefined without its URL and secret. */
  readonly signer: Webhook | undefined;
  readonly #webhookUrl: string | undefined;
  readonly #timeoutMs: number;
  readonly #crm: boolean;

  constructor(
    config: Pick<DeliveryConfig, 'smtpUrl' | 'webhookUrl' | 'webhookSecret' | 'timeoutMs' | 'crm'>,
  ) {
    this.#timeoutMs = config.timeoutMs;
    this.#crm = config.crm ?? false;
    this.#webhookUrl = config.webhookUrl;
    // nodemailer's own defaults wait minutes for a server that accepts and never answers.
    this.mailer = config.smtpUrl
      ? nodemailer.createTransport({
          url: config.smtpUrl,
          connectionTimeout: config.timeoutMs,
          greetingTimeout: config.timeoutMs,
          socketTimeout: config.timeoutMs,
        })
      : undefined;
    this.signer = config.webhookUrl && config.webhookSecret ? new Webhook(config.webhookSecret) : undefined;
  }

  /** Which channels can send: e-mail with SMTP, the webhook with its URL and secret, the CRM with its token. */
  get available(): Record<LeadChannel | 'crm', boolean> {
    return { email: this.mailer !== undefined, webhook: this.signer !== undefined, crm: this.#crm };
  }

  /** Sends an e-mail; throws (with the SMTP reply code) when the server refuses it or does not answer. */
  async sendMail(message: SendMailOptions): Promise<void> {
    if (!this.mailer) throw Object.assign(new Error('no SMTP server'), { code: 'no smtp' });
    await this.mailer.sendMail(message);
  }

  /** Posts a signed webhook call; throws `http <status>` when the receiver does not answer 2xx. */
  async postWebhook(body: string, headers: Record<string, string>): Promise<void> {
    if (!this.#webhookUrl) throw Object.assign(new Error('no webhook'), { code: 'no webhook' });
    const response = await fetch(this.#webhookUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(this.#timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (!response.ok) throw Object.assign(new Error('webhook refused'), { code: `http ${response.status}` });
  }

  /** Closes the SMTP connections. */
  close(): void {
    this.mailer?.close();
  }
}

/**
 * What renders and sends the deliveries of some topics (the worker dispatches each claimed row by its topic). A
 * renderer throws when a message could not be sent (the row is retried), and never logs personal data.
 */
export interface DeliveryRenderer {
  /** The topics it renders; each topic has one renderer. */
  readonly topics: readonly DeliveryTopic[];
  /**
   * Groups one claim's rows of a channel into messages (a lead's e-mails: one digest); absent: one message per row.
   */
  batches?(channel: DeliveryChannel, rows: readonly ClaimedDelivery[]): ClaimedDelivery[][];
  /** Sends one message of one or more rows; its outcome holds for each of them. */
  send(channel: DeliveryChannel, rows: readonly ClaimedDelivery[], now: Date): Promise<DeliveryOutcome>;
}

/** The outcome of one {@link DeliveryWorker.runDue}: how many rows were delivered, skipped, will be retried, failed. */
export interface RunResult {
  delivered: number;
  skipped: number;
  retrying: number;
  failed: number;
}

/** The channels that have a lane. */
const LANES = ['email', 'webhook', 'crm'] as const satisfies readonly DeliveryChannel[];

/**
 * The wait an error names before the next attempt (`retryAfterMs`, milliseconds: crm/hubspot.ts `HubSpotError` of a
 * 429), or undefined.
 */
export function retryAfterOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { retryAfterMs } = error as { retryAfterMs?: unknown };
  return typeof retryAfterMs === 'number' && Number.isFinite(retryAfterMs) && retryAfterMs >= 0
    ? retryAfterMs
    : undefined;
}

/**
 * The claim's condition of a channel's rows and its parameters: the CRM's leaves out a lead whose other sync is
 * leased at `now`.
 */
function claimFilter(channel: DeliveryChannel, now: Date): { filter: string; params: unknown[] } {
  if (channel !== 'crm') return { filter: '"channel" = ?', params: [channel] };
  return {
    filter: `"channel" = ? and not exists (select 1 from "delivery" o where o."channel" = 'crm'
      and o."status" = 'sending' and o."lead_id" = "delivery"."lead_id" and o."id" <> "delivery"."id"
      and o."locked_until" > ?)`,
    params: [channel, now],
  };
}

/** Rows one claim takes at most. */
const CLAIM_LIMIT = 50;

/** The delivery worker (see the module comment). */
export class DeliveryWorker {
  readonly config: DeliveryConfig;
  readonly transports: DeliveryTransports;
  readonly #em: () => EntityManager;
  readonly #log: ServiceLogger;
  readonly #now: () => Date;
  readonly #renderers = new Map<DeliveryTopic, DeliveryRenderer>();
  readonly #lanes: Record<(typeof LANES)[number], OutboxLane>;
  #beforeRunDue: (() => Promise<unknown>) | undefined;

  /**
   * @param em a fresh entity manager per run (throws while the database is unreachable: the run is skipped)
   * @param now the clock (tests)
   */
  constructor(config: DeliveryConfig, em: () => EntityManager, log: ServiceLogger, now = () => new Date()) {
    this.config = config;
    this.#em = em;
    this.#log = log;
    this.#now = now;
    this.transports = new DeliveryTransports(config);
    const lane = (channel: (typeof LANES)[number]) =>
      new OutboxLane({
        run: (at) => this.#runLane(channel, at),
        nextDueInMs: () => this.#nextDueInMs(channel),
        intervalMs: config.batchIntervalMs,
        retryMs: config.retryBaseMs,
        failureMessage: 'delivery run failed; retrying later',
        log,
        now,
      });
    this.#lanes = { email: lane('email'), webhook: lane('webhook'), crm: lane('crm') };
  }

  /**
   * Adds the renderer of some topics.
   *
   * @throws Error when one of its topics already has a renderer
   */
  register(renderer: DeliveryRenderer): void {
    for (const topic of renderer.topics) {
      if (this.#renderers.has(topic)) throw new Error(`topic ${topic} already has a renderer`);
      this.#renderers.set(topic, renderer);
    }
  }

  /** Starts the lanes of the channels that can send: each runs now, then as the module comment says. */
  start(): void {
    for (const channel of LANES) if (this.transports.available[channel]) this.#lanes[channel].start();
  }

  /**
   * Wakes the lanes after deliveries were committed: the webhook lane always, the e-mail lane for urgent ones
   * only (the others wait for the batch's digest).
   *
   * @param options `urgent` (default true): a hot lead, an emergency, a hand-off, an e-mail to a visitor, a meeting
   */
  poke(options: { urgent?: boolean } = {}): void {
    this.#lanes.webhook.poke();
    if (options.urgent ?? true) this.#lanes.email.poke();
  }

  /** Wakes the CRM lane after syncs were planned. */
  pokeCrm(): void {
    this.#lanes.crm.poke();
  }

  /** Stops the lanes, waits for their runs in progress, and closes the transports. */
  async stop(): Promise<void> {
    await Promise.all(LANES.map((channel) => this.#lanes[channel].stop()));
    this.transports.close();
  }

  /**
   * Sets what {@link runDue} finishes first: the work that writes deliveries from what already committed (the
   * alert dispatcher's pending moments), so a run delivers everything a committed change will send.
   */
  beforeRunDue(work: () => Promise<unknown>): void {
    this.#beforeRunDue = work;
  }

  /**
   * Delivers every due row of every lane once (the lanes run one channel each; tests and operators call this),
   * after the work set by {@link beforeRunDue}.
   *
   * @param now the time that decides what is due (the clock's, read after that work, when absent)
   */
  async runDue(now?: Date): Promise<RunResult> {
    await this.#beforeRunDue?.();
    const at = now ?? this.#now();
    const results = await Promise.all(LANES.map((channel) => this.#runLane(channel, at)));
    return results.reduce((sum, result) => ({
      delivered: sum.delivered + result.delivered,
      skipped: sum.skipped + result.skipped,
      retrying: sum.retrying + result.retrying,
      failed: sum.failed + result.failed,
    }));
  }

  /**
   * Delivers every due row of one channel once (a lane's run).
   *
   * @param now the time that decides what is due
   */
  async runChannel(channel: (typeof LANES)[number], now: Date = this.#now()): Promise<RunResult> {
    return this.#runLane(channel, now);
  }

  /**
   * Milliseconds until the earliest delivery of a channel already scheduled (a retry, a meeting's reminder, an
   * urgent row), or undefined when none; a lead's non-urgent e-mails wait for the batch interval.
   */
  async #nextDueInMs(channel: DeliveryChannel): Promise<number | undefined> {
    const em = this.#em() as SqlEntityManager;
    const [row] = await em.execute<{ at: Date | string | null }[]>(
      `select min("next_attempt_at") as "at" from "delivery"
       where "channel" = ? and "status" = 'pending' and ("urgent" or "attempts" > 0 or "channel" <> 'email')`,
      [channel],
    );
    if (!row?.at) return undefined;
    return new Date(row.at).getTime() - this.#now().getTime();
  }

  /** Claims a channel's due rows (and its rows whose lease ended) for this worker. */
  async #claim(channel: DeliveryChannel, now: Date): Promise<ClaimedDelivery[]> {
    const em = this.#em() as SqlEntityManager;
    const { filter, params } = claimFilter(channel, now);
    return em.transactional(async (tx) =>
      (tx as SqlEntityManager).execute<ClaimedDelivery[]>(
        claimDueSql({
          filter,
          orderBy: '"urgent" desc, "next_attempt_at" asc',
          limit: '?',
          returning:
            '"id", "channel", "topic", "lead_id", "meeting_id", "recipient", "sequence", "urgent", "attempts", "changes", "created_at", "payload"',
        }),
        [new Date(now.getTime() + this.config.leaseMs), ...params, now, now, CLAIM_LIMIT],
      ),
    );
  }

  async #runLane(channel: DeliveryChannel, now: Date): Promise<RunResult> {
    const result: RunResult = { delivered: 0, skipped: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await this.#claim(channel, now);
      if (rows.length === 0) return result;
      // A wait the receiver asked for (HubSpot's 429): the claim's other rows wait as long, unsent.
      let waitMs: number | undefined;
      const byRenderer = new Map<DeliveryRenderer | undefined, ClaimedDelivery[]>();
      for (const row of rows) {
        const renderer = this.#renderers.get(row.topic);
        byRenderer.set(renderer, [...(byRenderer.get(renderer) ?? []), row]);
      }
      for (const [renderer, claimed] of byRenderer) {
        const batches = !renderer
          ? [claimed]
          : (renderer.batches?.(channel, claimed) ?? claimed.map((row) => [row]));
        for (const batch of batches) {
          if (batch.length === 0) continue;
          if (waitMs !== undefined) {
            await this.#record(batch, { error: 'deferred', retryAfterMs: waitMs }, now, result);
            continue;
          }
          let outcome: DeliveryOutcome | { error: string; retryAfterMs?: number | undefined };
          try {
            if (!renderer) throw Object.assign(new Error('no renderer'), { code: 'no renderer' });
            outcome = await renderer.send(channel, batch, now);
          } catch (error) {
            waitMs = retryAfterOf(error);
            outcome = { error: deliveryErrorCode(error), retryAfterMs: waitMs };
          }
          await this.#record(batch, outcome, now, result);
        }
      }
      if (waitMs !== undefined) return result;
    }
  }

  async #record(
    rows: readonly ClaimedDelivery[],
    outcome: DeliveryOutcome | { error: string; retryAfterMs?: number | undefined },
    now: Date,
    result: RunResult,
  ): Promise<void> {
    const em = this.#em() as SqlEntityManager;
    for (const row of rows) {
      const ids = { deliveryId: row.id, leadId: row.lead_id, meetingId: row.meeting_id };
      const about = { channel: row.channel, topic: row.topic, attempts: row.attempts };
      if (typeof outcome === 'string') {
        await em.execute(
          // A done row's payload is cleared: it was kept only to send.
          `update "delivery" set "status" = ?, "delivered_at" = ?, "locked_until" = null, "last_error" = null,
             "payload" = null where "id" = ?`,
          [outcome, now, row.id],
        );
        result[outcome] += 1;
        this.#log.info({ ...ids, ...about }, `delivery ${outcome}`);
        continue;
      }
      if (outcome.retryAfterMs !== undefined) {
        // Not a failed attempt: the receiver asked for a wait (the claim's attempt is given back).
        result.retrying += 1;
        await em.execute(
          `update "delivery" set "status" = 'pending', "next_attempt_at" = ?, "locked_until" = null, "last_error" = ?,
             "attempts" = greatest("attempts" - 1, 0) where "id" = ?`,
          [new Date(now.getTime() + outcome.retryAfterMs), outcome.error.slice(0, 200), row.id],
        );
        this.#log.warn(
          { ...ids, ...about, failure: outcome.error, retryAfterMs: outcome.retryAfterMs },
          'delivery asked to wait; will retry',
        );
        continue;
      }
      const gaveUp = row.attempts >= this.config.maxAttempts;
      if (gaveUp) result.failed += 1;
      else result.retrying += 1;
      await em.execute(
        `update "delivery" set "status" = ?, "next_attempt_at" = ?, "locked_until" = null, "last_error" = ?, "failed_at" = ? where "id" = ?`,
        [
          gaveUp ? 'failed' : 'pending',
          new Date(now.getTime() + backoffMs(row.attempts, this.config.retryBaseMs)),
          outcome.error.slice(0, 200),
          gaveUp ? now : null,
          row.id,
        ],
      );
      this.#log.warn(
        // A code such as 'http 500' or 'smtp 451', never a message (logging.ts serializes `err`/`error` keys).
        { ...ids, ...about, failure: outcome.error },
        gaveUp ? 'delivery failed for good' : 'delivery failed; will retry',
      );
    }
  }
}
