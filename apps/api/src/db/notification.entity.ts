import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './lead.entity.ts';

/**
 * What a notification announces: a new lead, a lead that turned hot, contact details that arrived after the lead's
 * alert went out (`lead.updated`, the only event that repeats), a chat reporting an emergency, or a chat visitor
 * asking for a person (the live hand-off; to sales); `chat.transcript` and `chat.unseen_reply`, e-mails to a chat
 * visitor (their transcript after a live chat closed, a consultant reply they did not see);
 * `lead.sla_breached`, a lead's first-response target missed (decision 041: to its owner and the admins);
 * or `newsletter.confirm`, the double opt-in email to the address of a newsletter signup (CASL, decision 006).
 */
export type NotificationEvent =
  | 'lead.created'
  | 'lead.hot'
  | 'lead.updated'
  | 'chat.emergency'
  | 'chat.handoff_requested'
  | 'chat.transcript'
  | 'chat.unseen_reply'
  | 'newsletter.confirm'
  | 'lead.sla_breached';
/** Where a notification goes: email (SMTP_URL → LEAD_NOTIFY_TO) or the signed webhook (LEAD_WEBHOOK_URL). */
export type NotificationChannel = 'email' | 'webhook';
/** `pending` (due at `nextAttemptAt`), `sending` (claimed until `lockedUntil`), `delivered`, `failed` (gave up). */
export type NotificationStatus = 'pending' | 'sending' | 'delivered' | 'failed';

/**
 * The notification outbox (transactional outbox; docs/decisions/010-sales-platform.md): one row per lead, event
 * and channel (`lead.updated` once per change), written in the same transaction as the lead by services/lead-rows.ts, delivered by the worker
 * (services/notifier.ts) with retries and exponential backoff. The row's id is the delivery id (the webhook's
 * `webhook-id`, the email's Message-ID), so a receiver can drop a repeat. No personal data: the message is built
 * from the lead when it is sent, and `lastError` holds a status code or an error code only. Deleted with its
 * lead. Table `notification`.
 */
export const NotificationSchema = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    lead: p.manyToOne(Lead).deleteRule('cascade'),
    event: p.string().$type<NotificationEvent>().length(30),
    channel: p.string().$type<NotificationChannel>().length(10),
    /** Hot leads and emergencies: sent at once; the others wait for the next batch. */
    urgent: p.boolean(),
    status: p.string().$type<NotificationStatus>().length(10),
    attempts: p.integer(),
    nextAttemptAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
    /** When the worker gave the notification up (`failed`); null otherwise. */
    failedAt: p.datetime().nullable(),
    lastError: p.string().length(200).nullable(),
    createdAt: p.datetime(),
    /** What a `lead.updated` announces: the contact fields that arrived (`name,email,phone,company`); else null. */
    changes: p.string().length(60).nullable(),
  },
  uniques: [
    {
      name: 'notification_lead_id_event_channel_unique',
      expression: `create unique index "notification_lead_id_event_channel_unique" on "notification" ("lead_id", "event", "channel") where "event" <> 'lead.updated'`,
    },
  ],
  indexes: [{ properties: ['status', 'nextAttemptAt'] }],
});

/** A stored notification (see {@link NotificationSchema}). */
export class Notification extends NotificationSchema.class {}
NotificationSchema.setClass(Notification);
