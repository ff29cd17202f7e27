/**
 * Lead notifications that are never lost (docs/decisions/010-sales-platform.md): the transactional outbox's
 * worker.
 *
 * A lead's `notification` rows are written in the lead's own transaction (services/lead-rows.ts), one per event and
 * channel. This worker claims due rows (`for update skip locked`, so several instances never take the same
 * row), delivers each, and marks it delivered, or schedules a retry with exponential backoff
 * ({@link backoffMs}) until {@link NotifierConfig.maxAttempts}. A claim is a lease: a row whose worker died
 * mid-delivery is taken again when the lease ends, after a restart too. The row's id is the delivery id (the
 * webhook's `webhook-id`, the email's `Message-ID`), so a receiver can drop the rare repeat that a crash between
 * delivering and recording leaves.
 *
 * Channels: email over SMTP (nodemailer; `SMTP_URL` → `LEAD_NOTIFY_TO`) and a webhook (`LEAD_WEBHOOK_URL`)
 * signed per the Standard Webhooks specification (standardwebhooks). Each channel has its own lane (its own
 * loop, claims and timers), so a stalled SMTP server never holds a webhook back, and every SMTP connection has
 * explicit connection, greeting and socket timeouts. Webhooks go at once for every lead ({@link Notifier.poke});
 * e-mails go at once for urgent rows (hot leads, emergencies, hand-offs, e-mails to visitors), the others wait
 * for the next batch ({@link NotifierConfig.batchIntervalMs}) and go as one digest. One e-mail per lead per run:
 * a lead's several due events (created, then hot) are one message. What each message says, and the webhook's
 * signature, come from services/notification-messages.ts.
 *
 * Logs carry notification and lead ids, channels, attempts and status codes, never the message.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import nodemailer, { type Transporter } from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import type { NotificationChannel, NotificationEvent } from '../db/notification.entity.ts';
import type { ServiceLogger } from '../logging.ts';
import { chatVisitorEmail } from './chat-visitor-email.ts';
import {
  type LeadFacts,
  leadAlertEmail,
  leadUrl,
  messageIdOf,
  newsletterConfirmationEmail,
  readLeadFacts,
  signedLeadWebhook,
} from './notification-messages.ts';
import { claimDueSql, deliveryErrorCode, OutboxLane } from './outbox-lane.ts';

/** The worker's settings (README "Notifications"). */

/** The escalation of a missed first-response target: its own e-mail, to the lead's owner and the admins. */
const ESCALATION: NotificationEvent = 'lead.sla_breached';

/** Events whose e-mail goes to the person the lead is about, one message per notification, not to sales. */
const TO_VISITOR = new Set<NotificationEvent>(['newsletter.confirm', 'chat.transcript', 'chat.unseen_reply']);

export interface NotifierConfig {
  /** SMTP server (`smtp://user:pass@host:587`, `smtps://…`); unset: no email. */
  smtpUrl?: string | undefined;
  /** Recipients of lead emails. */
  notifyTo: readonly string[];
  /** Sender of lead emails. */
  notifyFrom: string;
  /** The webhook's URL; unset: no webhook. */
  webhookUrl?: string | undefined;
  /** The webhook's signing secret (`whsec_` + base64), required with `webhookUrl`. */
  webhookSecret?: string | undefined;
  /** Origin of the staff app's links in messages. */
  siteUrl: string;
  /** Milliseconds between batches of non-urgent notifications. */
  batchIntervalMs: number;
  /** Delay before the first retry (ms); each further retry doubles it, up to {@link MAX_BACKOFF_MS}. */
  retryBaseMs: number;
  /** Attempts before a notification is marked `failed`. */
  maxAttempts: number;
  /** How long a claimed row is reserved for its worker (ms). */
  leaseMs: number;
  /** Time limit of one delivery (ms). */
  timeoutMs: number;
  /** Sender of the newsletter's confirmation emails (NEWSLETTER_FROM). */
  newsletterFrom?: string | undefined;
  /**
   * The confirmation link of a newsletter subscription (services/newsletter-consent.ts); with `smtpUrl`, signups
   * get their double opt-in email through this outbox (event `newsletter.confirm`).
   */
  confirmationUrl?: ((subscriptionId: string) => string) | undefined;
}

/** Longest wait between two attempts: an hour. */
export const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Defaults of {@link NotifierConfig}'s timings. */
export const NOTIFIER_DEFAULTS = {
  batchIntervalMs: 5 * 60 * 1000,
  retryBaseMs: 30_000,
  maxAttempts: 10,
  leaseMs: 5 * 60 * 1000,
  timeoutMs: 10_000,
} as const;

/**
 * Milliseconds before the next attempt after `attempts` failed ones: `retryBaseMs * 2^(attempts-1)`, at most
 * {@link MAX_BACKOFF_MS}.
 */
export function backoffMs(attempts: number, retryBaseMs: number): number {
  return Math.min(retryBaseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/** A claimed row. */
interface ClaimedRow {
  id: string;
  lead_id: string;
  event: NotificationEvent;
  channel: NotificationChannel;
  urgent: boolean;
  attempts: number;
  changes: string | null;
  /** When the event occurred (the row's creation): the webhook's `timestamp`. */
  created_at: Date | string;
}

/** The outcome of one {@link Notifier.runDue}. */
export interface RunResult {
  delivered: number;
  retrying: number;
  failed: number;
}

/**
 * The outbox worker. `channels` lists what is configured; the lead services write rows for those only (no
 * channel: leads are only shown in the inbox).
 */
export class Notifier {
  readonly config: NotifierConfig;
  readonly channels: readonly NotificationChannel[];
  #em: () => EntityManager;
  #log: ServiceLogger;
  #mailer: Transporter | undefined;
  #webhook: Webhook | undefined;
  readonly #lanes: Record<NotificationChannel, OutboxLane>;
  #now: () => Date;

  /**
   * @param em a fresh entity manager per run (throws while the database is unreachable: the run is skipped)
   * @param now the clock (tests)
   */
  constructor(config: NotifierConfig, em: () => EntityManager, log: ServiceLogger, now = () => new Date()) {
    this.config = config;
    this.#em = em;
    this.#log = log;
    this.#now = now;
    const channels: NotificationChannel[] = [];
    if (config.smtpUrl) {
      // nodemailer's own defaults wait minutes for a server that accepts and never answers.
      this.#mailer = nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: config.timeoutMs,
        greetingTimeout: config.timeoutMs,
        socketTimeout: config.timeoutMs,
      });
    }
    if (config.smtpUrl && config.notifyTo.length > 0) channels.push('email');
    if (config.webhookUrl && config.webhookSecret) {
      this.#webhook = new Webhook(config.webhookSecret);
      channels.push('webhook');
    }
    this.channels = channels;
    // Each channel's loop: a batch interval, the earliest scheduled retry, or a poke (services/outbox-lane.ts).
    const lane = (channel: NotificationChannel) =>
      new OutboxLane({
        run: (at) => this.#runLane(channel, at),
        nextDueInMs: () => this.#nextDueInMs(channel),
        intervalMs: config.batchIntervalMs,
        retryMs: config.retryBaseMs,
        failureMessage: 'notification run failed; retrying later',
        log,
        now,
      });
    this.#lanes = { email: lane('email'), webhook: lane('webhook') };
  }

  /**
   * Whether newsletter signups get their confirmation email through the outbox: SMTP and the link signer are
   * configured (decision 006). Without it, nothing is queued and the signup stays `pending`.
   */
  get emailsConfirmations(): boolean {
    return this.#mailer !== undefined && this.config.confirmationUrl !== undefined;
  }

  /**
   * Starts the lanes of the configured channels: each runs now, then once per batch interval, and whenever
   * {@link poke} wakes it.
   */
  start(): void {
    if (this.#mailer) this.#lanes.email.start();
    if (this.channels.includes('webhook')) this.#lanes.webhook.start();
  }

  /**
   * Wakes the lanes after notifications were committed: the webhook lane always (every lead's webhook goes at
   * once), the e-mail lane only for urgent ones (the others wait for the batch's digest).
   *
   * @param options `urgent` (default true): a hot lead, an emergency, a hand-off or an e-mail to a visitor
   */
  poke(options: { urgent?: boolean } = {}): void {
    this.#lanes.webhook.poke();
    if (options.urgent ?? true) this.#lanes.email.poke();
  }

  /** Milliseconds until the earliest retry of a channel that is already scheduled (urgent rows wake it early). */
  async #nextDueInMs(channel: NotificationChannel): Promise<number | undefined> {
    const em = this.#em() as SqlEntityManager;
    const [row] = await em.execute<{ at: Date | string | null }[]>(
      `select min("next_attempt_at") as "at" from "notification"
       where "status" = 'pending' and "channel" = ? and ("urgent" or "attempts" > 0 or "channel" = 'webhook')`,
      [channel],
    );
    if (!row?.at) return undefined;
    return new Date(row.at).getTime() - this.#now().getTime();
  }

  /** Stops both lanes and waits for their runs in progress. */
  async stop(): Promise<void> {
    await Promise.all([this.#lanes.email.stop(), this.#lanes.webhook.stop()]);
    this.#mailer?.close();
  }

  /** Claims due rows (and rows whose lease ended) for this worker. */
  async #claim(channel: NotificationChannel, now: Date, limit: number): Promise<ClaimedRow[]> {
    const em = this.#em() as SqlEntityManager;
    return em.transactional(async (tx) =>
      (tx as SqlEntityManager).execute<ClaimedRow[]>(
        claimDueSql('notification', {
          filter: '"channel" = ?',
          orderBy: '"urgent" desc, "next_attempt_at" asc',
          limit: '?',
          returning: '"id", "lead_id", "event", "channel", "urgent", "attempts", "changes", "created_at"',
        }),
        [new Date(now.getTime() + this.config.leaseMs), channel, now, now, limit],
      ),
    );
  }

  async #record(
    rows: readonly ClaimedRow[],
    outcome: { ok: true } | { ok: false; error: string },
    now: Date,
  ): Promise<{ retrying: number; failed: number }> {
    const em = this.#em() as SqlEntityManager;
    let retrying = 0;
    let failed = 0;
    for (const row of rows) {
      if (outcome.ok) {
        await em.execute(
          `update "notification" set "status" = 'delivered', "delivered_at" = ?, "locked_until" = null, "last_error" = null where "id" = ?`,
          [now, row.id],
        );
        this.#log.info(
          { notificationId: row.id, leadId: row.lead_id, channel: row.channel, attempts: row.attempts },
          'notification delivered',
        );
        continue;
      }
      const gaveUp = row.attempts >= this.config.maxAttempts;
      if (gaveUp) failed += 1;
      else retrying += 1;
      await em.execute(
        `update "notification" set "status" = ?, "next_attempt_at" = ?, "locked_until" = null, "last_error" = ?, "failed_at" = ? where "id" = ?`,
        [
          gaveUp ? 'failed' : 'pending',
          new Date(now.getTime() + backoffMs(row.attempts, this.config.retryBaseMs)),
          outcome.error.slice(0, 200),
          gaveUp ? now : null,
          row.id,
        ],
      );
      this.#log.warn(
        {
          notificationId: row.id,
          leadId: row.lead_id,
          channel: row.channel,
          attempts: row.attempts,
          // A code such as 'http 500' or 'smtp 451', never a message (logging.ts serializes `err`/`error` keys).
          failure: outcome.error,
        },
        gaveUp ? 'notification failed for good' : 'notification failed; will retry',
      );
    }
    return { retrying, failed };
  }

  /** The staff app's page of a lead. */
  leadUrl(leadId: string): string {
    return leadUrl(this.config.siteUrl, leadId);
  }

  /**
   * Delivers every due notification of both channels once (the lanes run one channel each; tests call this with
   * their clock).
   *
   * @param now the time that decides what is due
   * @returns how many were delivered, will be retried, and failed for good
   */
  async runDue(now: Date = this.#now()): Promise<RunResult> {
    const [email, webhook] = await Promise.all([this.#runLane('email', now), this.#runLane('webhook', now)]);
    return {
      delivered: email.delivered + webhook.delivered,
      retrying: email.retrying + webhook.retrying,
      failed: email.failed + webhook.failed,
    };
  }

  /**
   * Delivers every due notification of one channel. E-mails: one per visitor e-mail, one per urgent lead, one
   * digest of the other leads; a lead's rows of one run are one message. Webhooks: one call per row.
   */
  async #runLane(channel: NotificationChannel, now: Date): Promise<RunResult> {
    const result: RunResult = { delivered: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await this.#claim(channel, now, 50);
      if (rows.length === 0) return result;
      const toSales = rows.filter((row) => !TO_VISITOR.has(row.event));
      const facts = await readLeadFacts(this.#em(), [...new Set(toSales.map((row) => row.lead_id))]);
      const toAlert = toSales.filter((row) => row.event !== ESCALATION);
      const batches: ClaimedRow[][] =
        channel === 'webhook'
          ? toSales.map((row) => [row])
          : [
              ...rows.filter((row) => TO_VISITOR.has(row.event)).map((row) => [row]),
              ...toSales.filter((row) => row.event === ESCALATION).map((row) => [row]),
              ...byLead(toAlert).filter((lead) => lead.some((row) => row.urgent)),
              ...[
                byLead(toAlert)
                  .filter((lead) => !lead.some((row) => row.urgent))
                  .flat(),
              ].filter((digest) => digest.length > 0),
            ];
      for (const batch of batches) {
        const [first] = batch;
        if (!first) continue;
        let outcome: { ok: true } | { ok: false; error: string };
        try {
          if (first.event === 'newsletter.confirm') await this.#sendConfirmation(first);
          else if (TO_VISITOR.has(first.event)) await this.#sendToChatVisitor(first);
          else if (first.channel === 'email') await this.#sendEmail(batch, facts);
          else await this.#sendWebhook(first, facts);
          outcome = { ok: true };
        } catch (error) {
          outcome = { ok: false, error: deliveryErrorCode(error) };
        }
        const recorded = await this.#record(batch, outcome, now);
        if (outcome.ok) result.delivered += batch.length;
        result.retrying += recorded.retrying;
        result.failed += recorded.failed;
      }
    }
  }

  /**
   * The double opt-in email to the address of a newsletter signup (CASL; decision 006), with a confirmation link
   * signed now (it works for `newsletterConsentPages.confirmLinkDays`). Nothing is sent for a signup that is no
   * longer `pending` (confirmed or unsubscribed since) or is flagged as spam.
   */
  async #sendConfirmation(row: ClaimedRow): Promise<void> {
    if (!this.#mailer || !this.config.confirmationUrl) return;
    const em = this.#em() as SqlEntityManager;
    const [subscription] = await em.execute<{ id: string; email: string; status: string; spam: boolean }[]>(
      `select n."id", n."email", n."status", n."spam" from "lead" l
       join "newsletter_subscription" n on n."id" = l."newsletter_subscription_id" where l."id" = ?`,
      [row.lead_id],
    );
    if (subscription?.status !== 'pending' || subscription.spam) return;
    const { subject, text } = newsletterConfirmationEmail(this.config.confirmationUrl(subscription.id));
    await this.#mailer.sendMail({
      from: this.config.newsletterFrom ?? this.config.notifyFrom,
      to: subscription.email,
      subject,
      text,
      messageId: messageIdOf(row.id),
    });
  }

  /**
   * An e-mail to a chat visitor (services/chat-visitor-email.ts): the transcript, or the consultant replies they
   * did not see with a link back to the conversation. Nothing is sent when the session has no e-mail address.
   */
  async #sendToChatVisitor(row: ClaimedRow): Promise<void> {
    if (!this.#mailer) return;
    const message = await chatVisitorEmail(this.#em(), row.lead_id, row.event, this.config.siteUrl);
    if (!message) return;
    await this.#mailer.sendMail({
      from: this.config.notifyFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: messageIdOf(row.id),
    });
  }

  async #sendWebhook(row: ClaimedRow, facts: Map<string, LeadFacts>): Promise<void> {
    const lead = facts.get(row.lead_id);
    if (!lead || !this.#webhook || !this.config.webhookUrl) return;
    const occurredAt = new Date(row.created_at);
    const { body, headers } = signedLeadWebhook(row, lead, this.config.siteUrl, occurredAt, this.#webhook);
    const response = await fetch(this.config.webhookUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(this.config.timeoutMs),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (!response.ok) throw Object.assign(new Error('webhook refused'), { code: `http ${response.status}` });
  }

  /**
   * Who a missed first-response target is e-mailed to (decision 041): the lead's owner and every admin, active
   * accounts only; none found, the lead e-mails' recipients.
   */
  async #escalationRecipients(leadId: string): Promise<string[]> {
    const rows = await (this.#em() as SqlEntityManager).execute<{ email: string }[]>(
      `select u."email" from "staff_user" u where u."disabled_at" is null
         and (u."role" = 'admin' or u."id" = (select l."owner_id" from "lead" l where l."id" = ?))
       order by u."email"`,
      [leadId],
    );
    return rows.map((row) => row.email);
  }

  async #sendEmail(rows: readonly ClaimedRow[], facts: Map<string, LeadFacts>): Promise<void> {
    if (!this.#mailer) return;
    const items = rows
      .map((row) => ({ row, lead: facts.get(row.lead_id) }))
      .filter((item): item is { row: ClaimedRow; lead: LeadFacts } => item.lead !== undefined);
    const [first] = items;
    if (!first) return;
    const { subject, text, replyTo } = leadAlertEmail(
      items.map(({ row, lead }) => ({ delivery: row, lead })),
      this.config.siteUrl,
    );
    const to = first.row.event === ESCALATION ? await this.#escalationRecipients(first.row.lead_id) : [];
    await this.#mailer.sendMail({
      from: this.config.notifyFrom,
      to: to.length > 0 ? to : [...this.config.notifyTo],
      ...(replyTo ? { replyTo } : {}),
      subject,
      text,
      messageId: messageIdOf(first.row.id),
      headers: { 'X-Northline-Delivery-Ids': rows.map((row) => row.id).join(',') },
    });
  }
}

/** Claimed rows grouped by lead, in first-claimed order: one e-mail per lead per run. */
function byLead(rows: readonly ClaimedRow[]): ClaimedRow[][] {
  const groups = new Map<string, ClaimedRow[]>();
  for (const row of rows) groups.set(row.lead_id, [...(groups.get(row.lead_id) ?? []), row]);
  return [...groups.values()];
}
