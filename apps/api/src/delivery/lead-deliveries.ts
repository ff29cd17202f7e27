/**
 * The renderer of a lead's deliveries (the lead notifications; docs/decisions/010-sales-platform.md, 065) for the
 * delivery worker (delivery/worker.ts), and the lead side's view of it ({@link LeadNotifier}: which channels the
 * lead writer queues alerts for, and the poke after a commit).
 *
 * Who an e-mail goes to depends on its topic (decision 068): an alert to sales goes to LEAD_NOTIFY_TO and the
 * lead's owner (a digest: the owners of its leads), a lead nobody could take (`lead.overflow`) to them and every
 * active admin at once, a new owner's `lead.assigned` to that owner alone, an escalation to the lead's owner and the
 * admins; the e-mails to the person the lead is about (a chat transcript, a reply they did not see, a newsletter
 * confirmation) to that person. Urgent rows (hot leads, emergencies, hand-offs, overflows, e-mails to visitors) go
 * at once; the others wait for the next batch and go as one digest. One e-mail per lead per run: a lead's several
 * due topics (created, then hot) are one message.
 * Webhooks: one signed call per row. What each message says, and the webhook's signature, come from
 * delivery/notification-messages.ts, and from the conversation's renderer for a chat visitor's e-mails
 * ({@link LeadNotifierConfig} `chatVisitorEmail`).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DeliveryChannel, LeadChannel, LeadTopic } from '../db/delivery.entity.ts';
import type { LeadNotices } from '../leads/lead-capture.ts';
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
  'chat.hot',
  'lead.overflow',
  'lead.assigned',
  'chat.transcript',
  'chat.unseen_reply',
  'newsletter.confirm',
  'lead.sla_breached',
] as const satisfies readonly LeadTopic[];

/** The escalation of a missed first-response target: its own e-mail, to the lead's owner and the admins. */
const ESCALATION: LeadTopic = 'lead.sla_breached';

/** A lead's new owner told of it: its own e-mail, to that owner alone. */
const ASSIGNED: LeadTopic = 'lead.assigned';

/** A new lead nobody could take: to sales and every admin, at once whatever the row says. */
const OVERFLOW: LeadTopic = 'lead.overflow';

/** Topics whose e-mail is its own message to its own recipients, never part of a lead's alert or a digest. */
const ALONE = new Set<LeadTopic>([ESCALATION, ASSIGNED]);

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
  /**
   * The e-mail to a chat visitor (`chat.transcript`, `chat.unseen_reply`) of a lead, or undefined when none goes:
   * the conversation renders its own e-mails (conversations/chat-visitor-email.ts `chatVisitorEmail`, handed in by
   * the app's wiring).
   *
   * @param leadId the delivery's lead (a chat lead)
   * @param siteUrl the site's origin (SITE_URL) for the link
   */
  chatVisitorEmail: (
    em: EntityManager,
    leadId: string,
    topic: LeadTopic,
    siteUrl: string,
  ) => Promise<{ to: string; subject: string; text: string } | undefined>;
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
 * writers read (`channels`, `emailsConfirmations`) and call (`poke`): the port leads/lead-capture.ts `LeadNotices`.
 */
export class LeadNotifier implements DeliveryRenderer, LeadNotices {
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
    const toAlert = toSales.filter((row) => !ALONE.has(row.topic));
    const atOnce = (lead: readonly LeadRow[]) => lead.some((row) => row.urgent || row.topic === OVERFLOW);
    return [
      ...rows.filter((row) => TO_VISITOR.has(row.topic)).map((row) => [row]),
      ...toSales.filter((row) => ALONE.has(row.topic)).map((row) => [row]),
      ...byLead(toAlert).filter(atOnce),
      ...[
        byLead(toAlert)
          .filter((lead) => !atOnce(lead))
          .flat(),
      ].filter((digest) => digest.length > 0),
    ];
  }

  async send(
    channel: DeliveryChannel,
    claimed: readonly ClaimedDelivery[],
    now: Date,
  ): Promise<DeliveryOutcome> {
    const rows = claimed as readonly LeadRow[];
    const [first] = rows;
    if (!first) return 'delivered';
    if (first.topic === 'newsletter.confirm') await this.#sendConfirmation(first);
    else if (TO_VISITOR.has(first.topic)) await this.#sendToChatVisitor(first);
    else {
      const facts = await readLeadFacts(this.#em(), [...new Set(rows.map((row) => row.lead_id))]);
      if (channel === 'email') return this.#sendEmail(rows, facts, now);
      await this.#sendWebhook(first, facts, now);
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
    const message = await this.config.chatVisitorEmail(
      this.#em(),
      row.lead_id,
      row.topic,
      this.config.siteUrl,
    );
    if (!message) return;
    await this.#worker.transports.sendMail({
      from: this.config.notifyFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      messageId: messageIdOf(row.id),
    });
  }

  async #sendWebhook(row: LeadRow, facts: Map<string, LeadFacts>, now: Date): Promise<void> {
    const lead = facts.get(row.lead_id);
    const signer = this.#worker.transports.signer;
    if (!lead || !signer) return;
    const { body, headers } = signedLeadWebhook(
      rendered(row),
      lead,
      this.config.siteUrl,
      new Date(row.created_at),
      signer,
      now,
    );
    await this.#worker.transports.postWebhook(body, headers);
  }

  /**
   * Who an e-mail to staff about some leads goes to (decisions 041, 068), active accounts only, each address once
   * whatever its case ({@link uniqueAddresses}):
   * - `lead.sla_breached`: the lead's owner and every admin; none found, LEAD_NOTIFY_TO;
   * - `lead.assigned`: the lead's owner alone; none (unassigned or disabled since): nobody, the e-mail is skipped;
   * - an alert (any other topic): LEAD_NOTIFY_TO and the owners of its leads, and every admin when one of its rows
   *   is a `lead.overflow`.
   *
   * @param rows the rows of one e-mail (an escalation and a `lead.assigned` are alone in theirs)
   * @returns the addresses; empty: nothing to send
   */
  async #recipients(rows: readonly LeadRow[]): Promise<string[]> {
    const [first] = rows;
    if (!first) return [];
    const admins = first.topic === ESCALATION || rows.some((row) => row.topic === OVERFLOW);
    const staff = await (this.#em() as SqlEntityManager).execute<{ email: string }[]>(
      `select u."email" from "staff_user" u where u."disabled_at" is null
         and (u."id" in (select l."owner_id" from "lead" l where l."id" = any(cast(? as uuid[])))
           or (? and u."role" = 'admin'))
       order by u."email"`,
      [`{${[...new Set(rows.map((row) => row.lead_id))].join(',')}}`, admins],
    );
    const found = staff.map((row) => row.email);
    if (first.topic === ASSIGNED) return uniqueAddresses(found);
    if (first.topic === ESCALATION) return uniqueAddresses(found.length > 0 ? found : this.config.notifyTo);
    return uniqueAddresses([...this.config.notifyTo, ...found]);
  }

  /** @returns `skipped` when the e-mail has nobody to go to (a `lead.assigned` whose owner is gone) */
  async #sendEmail(
    rows: readonly LeadRow[],
    facts: Map<string, LeadFacts>,
    now: Date,
  ): Promise<DeliveryOutcome> {
    if (!this.#worker.transports.mailer) return 'delivered';
    const items = rows
      .map((row) => ({ row, lead: facts.get(row.lead_id) }))
      .filter((item): item is { row: LeadRow; lead: LeadFacts } => item.lead !== undefined);
    const [first] = items;
    if (!first) return 'delivered';
    const to = await this.#recipients(rows);
    if (to.length === 0) return 'skipped';
    const { subject, text, replyTo } = leadAlertEmail(
      items.map(({ row, lead }) => ({ delivery: rendered(row), lead })),
      this.config.siteUrl,
      now,
    );
    await this.#worker.transports.sendMail({
      from: this.config.notifyFrom,
      to,
      ...(replyTo ? { replyTo } : {}),
      subject,
      text,
      messageId: messageIdOf(first.row.id),
      headers: { 'X-Northline-Delivery-Ids': rows.map((row) => row.id).join(',') },
    });
    return 'delivered';
  }
}

/**
 * E-mail addresses without repeats, compared without case (`Sales@x` and `sales@x` are one recipient), each in
 * the spelling of its first occurrence, in first-seen order.
 */
export function uniqueAddresses(addresses: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const address of addresses) {
    const key = address.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, address.trim());
  }
  return [...seen.values()];
}

/** Claimed rows grouped by lead, in first-claimed order: one e-mail per lead per run. */
function byLead(rows: readonly LeadRow[]): LeadRow[][] {
  const groups = new Map<string, LeadRow[]>();
  for (const row of rows) groups.set(row.lead_id, [...(groups.get(row.lead_id) ?? []), row]);
  return [...groups.values()];
}
