/**
 * The renderer of a lead's deliveries (the lead notifications; docs/decisions/010-sales-platform.md, 065) for the
 * delivery worker (delivery/worker.ts), and the lead side's view of it ({@link LeadNotifier}: which channels the
 * lead writer queues alerts for, and the poke after a commit).
 *
 * E-mails go to LEAD_NOTIFY_TO, except an escalation's (to the lead's owner and the admins) and the e-mails to
 * the person the lead is about (a chat transcript, a reply they did not see, a newsletter confirmation). Urgent
 * rows (hot leads, emergencies, hand-offs, e-mails to visitors) go at once; the others wait for the next batch and
 * go as one digest. One e-mail per lead per run: a lead's several due topics (created, then hot) are one message.
 * Webhooks: one signed call per row. What each message says, and the webhook's signature, come from
 * delivery/notification-messages.ts and conversations/chat-visitor-email.ts.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { chatVisitorEmail } from '../conversations/chat-visitor-email.ts';
import type { DeliveryChannel, LeadChannel, LeadTopic } from '../db/delivery.entity.ts';
import {
  type LeadFacts,
  leadAlertEmail,
  leadUrl,
  messageIdOf,
  newsletterConfirmationEmail,
  readLeadFacts,
  signedLeadWebhook,
} from './notification-messages.ts';
import type { ClaimedDelivery, DeliveryOutcome, DeliveryRenderer, DeliveryWorker } from './worker.ts';

/** Every topic of a lead's deliveries. */
export const LEAD_TOPICS = [
  'lead.created',
  'lead.hot',
  'lead.updated',
  'chat.emergency',
  'chat.handoff_requested',
  'chat.transcript',
  'chat.unseen_reply',
  'newsletter.confirm',
  'lead.sla_breached',
] as const satisfies readonly LeadTopic[];

/** The escalation of a missed first-response target: its own e-mail, to the lead's owner and the admins. */
const ESCALATION: LeadTopic = 'lead.sla_breached';

/** Topics whose e-mail goes to the person the lead is about, one message per delivery, not to sales. */
const TO_VISITOR = new Set<LeadTopic>(['newsletter.confirm', 'chat.transcript', 'chat.unseen_reply']);

/** The lead notifications' settings (README "Notifications"). */
export interface LeadNotifierConfig {
  /** Recipients of lead e-mails (LEAD_NOTIFY_TO). */
  notifyTo: readonly string[];
  /** Sender of lead e-mails (LEAD_NOTIFY_FROM). */
  notifyFrom: string;
  /** Origin of the staff app's links in messages. */
  siteUrl: string;
  /** Sender of the newsletter's confirmation e-mails (NEWSLETTER_FROM). */
  newsletterFrom?: string | undefined;
  /**
   * The confirmation link of a newsletter subscription (newsletter/newsletter-consent.ts); with SMTP, signups get
   * their double opt-in e-mail as a delivery (topic `newsletter.confirm`).
   */
  confirmationUrl?: ((subscriptionId: string) => string) | undefined;
}

/** A claimed row of a lead topic (its lead is set). */
type LeadRow = ClaimedDelivery & { lead_id: string; topic: LeadTopic };

/** The row as delivery/notification-messages.ts renders it. */
const rendered = (row: LeadRow) => ({
  id: row.id,
  event: row.topic,
  urgent: row.urgent,
  changes: row.changes,
});

/**
 * The lead notifications: the renderer of {@link LEAD_TOPICS}, registered with the worker, and what the lead
 * writers read (`channels`, `emailsConfirmations`) and call (`poke`).
 */
export class LeadNotifier implements DeliveryRenderer {
  readonly topics = LEAD_TOPICS;
  readonly config: LeadNotifierConfig;
  readonly #worker: DeliveryWorker;
  readonly #em: () => EntityManager;

  /** @param em a fresh entity manager per message */
  constructor(config: LeadNotifierConfig, worker: DeliveryWorker, em: () => EntityManager) {
    this.config = config;
    this.#worker = worker;
    this.#em = em;
  }

  /**
   * The channels a lead's alerts are written for: e-mail with SMTP and LEAD_NOTIFY_TO, the webhook with its URL and
   * secret (none: leads are only shown in the inbox).
   */
  get channels(): readonly LeadChannel[] {
    const available = this.#worker.transports.available;
    return [
      ...(available.email && this.config.notifyTo.length > 0 ? (['email'] as const) : []),
      ...(available.webhook ? (['webhook'] as const) : []),
    ];
  }

  /**
   * Whether newsletter signups get their confirmation e-mail as a delivery: SMTP and the link signer are
   * configured (decision 006). Without it, nothing is queued and the signup stays `pending`.
   */
  get emailsConfirmations(): boolean {
    return this.#worker.transports.available.email && this.config.confirmationUrl !== undefined;
  }

  /**
   * Wakes the worker after a lead's deliveries were committed (delivery/worker.ts `DeliveryWorker.poke`).
   *
   * @param options `urgent` (default true): the e-mail lane too
   */
  poke(options: { urgent?: boolean } = {}): void {
    this.#worker.poke(options);
  }

  /** The staff app's page of a lead. */
  leadUrl(leadId: string): string {
    return leadUrl(this.config.siteUrl, leadId);
  }

  /**
   * E-mails: one per visitor e-mail, one per escalation, one per urgent lead, one digest of the other leads; a
   * lead's rows of one run are one message. Webhooks: one per row.
   */
  batches(channel: DeliveryChannel, claimed: readonly ClaimedDelivery[]): ClaimedDelivery[][] {
    const rows = claimed as readonly LeadRow[];
    if (channel !== 'email') return rows.filter((row) => !TO_VISITOR.has(row.topic)).map((row) => [row]);
    const toSales = rows.filter((row) => !TO_VISITOR.has(row.topic));
    const toAlert = toSales.filter((row) => row.topic !== ESCALATION);
    return [
      ...rows.filter((row) => TO_VISITOR.has(row.topic)).map((row) => [row]),
      ...toSales.filter((row) => row.topic === ESCALATION).map((row) => [row]),
      ...byLead(toAlert).filter((lead) => lead.some((row) => row.urgent)),
      ...[
        byLead(toAlert)
          .filter((lead) => !lead.some((row) => row.urgent))
          .flat(),
      ].filter((digest) => digest.length > 0),
    ];
  }

  async send(channel: DeliveryChannel, claimed: readonly ClaimedDelivery[]): Promise<DeliveryOutcome> {
    const rows = claimed as readonly LeadRow[];
    const [first] = rows;
    if (!first) return 'delivered';
    if (first.topic === 'newsletter.confirm') await this.#sendConfirmation(first);
    else if (TO_VISITOR.has(first.topic)) await this.#sendToChatVisitor(first);
    else {
      const facts = await readLeadFacts(this.#em(), [...new Set(rows.map((row) => row.lead_id))]);
      if (channel === 'email') await this.#sendEmail(rows, facts);
      else await this.#sendWebhook(first, facts);
    }
    return 'delivered';
  }

  /**
   * The double opt-in e-mail to the address of a newsletter signup (CASL; decision 006), with a confirmation link
   * signed now (it works for `newsletterConsentPages.confirmLinkDays`). Nothing is sent for a signup that is no
   * longer `pending` (confirmed or unsubscribed since) or is flagged as spam.
   */
  async #sendConfirmation(row: LeadRow): Promise<void> {
    if (!this.#worker.transports.mailer || !this.config.confirmationUrl) return;
    const [subscription] = await (this.#em() as SqlEntityManager).execute<
      { id: string; email: string; status: string; spam: boolean }[]
    >(
      `select n."id", n."email", n."status", n."spam" from "lead" l
       join "newsletter_subscription" n on n."id" = l."newsletter_subscription_id" where l."id" = ?`,
      [row.lead_id],
    );
    if (subscription?.status !== 'pending' || subscription.spam) return;
    const { subject, text } = newsletterConfirmationEmail(this.config.confirmationUrl(subscription.id));
    await this.#worker.transports.sendMail({
      from: this.config.newsletterFrom ?? this.config.notifyFrom,
      to: subscription.email,
      subject,
      text,
      messageId: messageIdOf(row.id),
    });
  }

  /**
   * An e-mail to a chat visitor (conversations/chat-visitor-email.ts): the transcript, or the consultant replies they
   * did not see with a link back to the conversation. Nothing is sent when the session has no e-mail address.
   */
  async #sendToChatVisitor(row: LeadRow): Promise<void> {
    if (!this.#worker.transports.mailer) return;
    const message = await chatVisitorEmail(this.#em(), row.lead_id, row.topic, this.config.siteUrl);
    if (!message) return;
    await this.#worker.transports.sendMail({
      from: this.config.notifyFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: messageIdOf(row.id),
    });
  }

  async #sendWebhook(row: LeadRow, facts: Map<string, LeadFacts>): Promise<void> {
    const lead = facts.get(row.lead_id);
    const signer = this.#worker.transports.signer;
    if (!lead || !signer) return;
    const { body, headers } = signedLeadWebhook(
      rendered(row),
      lead,
      this.config.siteUrl,
      new Date(row.created_at),
      signer,
    );
    await this.#worker.transports.postWebhook(body, headers);
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

  async #sendEmail(rows: readonly LeadRow[], facts: Map<string, LeadFacts>): Promise<void> {
    if (!this.#worker.transports.mailer) return;
    const items = rows
      .map((row) => ({ row, lead: facts.get(row.lead_id) }))
      .filter((item): item is { row: LeadRow; lead: LeadFacts } => item.lead !== undefined);
    const [first] = items;
    if (!first) return;
    const { subject, text, replyTo } = leadAlertEmail(
      items.map(({ row, lead }) => ({ delivery: rendered(row), lead })),
      this.config.siteUrl,
    );
    const to = first.row.topic === ESCALATION ? await this.#escalationRecipients(first.row.lead_id) : [];
    await this.#worker.transports.sendMail({
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
function byLead(rows: readonly LeadRow[]): LeadRow[][] {
  const groups = new Map<string, LeadRow[]>();
  for (const row of rows) groups.set(row.lead_id, [...(groups.get(row.lead_id) ?? []), row]);
  return [...groups.values()];
}
