import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Lead } from './lead.entity.ts';
import { Meeting } from './meeting.entity.ts';

/**
 * What a lead's delivery announces: a new lead, a lead that turned hot, contact details that arrived after the
 * lead's alert went out (`lead.updated`, the only topic that repeats), a chat reporting an emergency, a chat
 * visitor asking for a person (the live hand-off; to sales), a chat handed to a person because it turned hot
 * (`chat.hot`: nobody asked), a new lead nobody could take (`lead.overflow`: to sales and the admins), or a lead's
 * new owner after its first alert (`lead.assigned`: to that owner; decision 068); `chat.transcript` and `chat.unseen_reply`, e-mails to
 * a chat visitor (their transcript after a live chat closed, a consultant reply they did not see);
 * `lead.sla_breached`, a lead's first-response target missed (decision 041: to its owner and the admins);
 * or `newsletter.confirm`, the double opt-in email to the address of a newsletter signup (CASL, decision 006).
 */
export type LeadTopic =
  | 'lead.created'
  | 'lead.hot'
  | 'lead.updated'
  | 'chat.emergency'
  | 'chat.handoff_requested'
  | 'chat.hot'
  | 'lead.overflow'
  | 'lead.assigned'
  | 'chat.transcript'
  | 'chat.unseen_reply'
  | 'newsletter.confirm'
  | 'lead.sla_breached';

/**
 * What a meeting's delivery announces, per meeting version (SEQUENCE): booked (the invitation), rescheduled (the
 * updated invitation), cancelled (the cancellation), or the reminder due 24 hours before the start. The webhook
 * carries the first three as its event type.
 */
export type MeetingTopic =
  | 'meeting.booked'
  | 'meeting.rescheduled'
  | 'meeting.cancelled'
  | 'meeting.reminder';

/**
 * What a CRM delivery does: `crm.sync`, make the lead's HubSpot records match the lead (crm/crm-sync.ts; decision
 * 097; at most one is pending per lead: the events that arrive meanwhile are read by that sync); `crm.erase`, delete
 * a person's HubSpot contact, deals and notes after a privacy deletion (crm/crm-erasure.ts; decision 101), by the ids
 * its `payload` holds.
 */
export type CrmTopic = 'crm.sync' | 'crm.erase';

/** A `crm.erase` delivery's payload: the HubSpot ids of what the erased person's leads created there. */
export interface CrmErasurePayload {
  contacts: string[];
  deals: string[];
  notes: string[];
}

/** What a delivery announces (its renderer is chosen by it: delivery/worker.ts). */
export type DeliveryTopic = LeadTopic | MeetingTopic | CrmTopic;

/**
 * Where a delivery goes: an e-mail over SMTP (SMTP_URL), the signed webhook (LEAD_WEBHOOK_URL), or HubSpot's CRM
 * (HUBSPOT_ACCESS_TOKEN). Each channel has its own lane in the worker.
 */
export type DeliveryChannel = 'email' | 'webhook' | 'crm';

/** The channels a lead's alerts are written for: e-mail (to LEAD_NOTIFY_TO) and the webhook. */
export type LeadChannel = Extract<DeliveryChannel, 'email' | 'webhook'>;

/** Who a meeting's e-mail goes to (a webhook delivery has no recipient: its channel says where it goes). */
export type DeliveryRecipient = 'visitor' | 'consultant';

/**
 * `pending` (due at `nextAttemptAt`), `sending` (claimed until `lockedUntil`), `delivered`, `skipped` (nothing to
 * send any more: a meeting's superseded message), `failed` (given up after the last attempt).
 */
export type DeliveryStatus = 'pending' | 'sending' | 'delivered' | 'skipped' | 'failed';

/**
 * The delivery table (transactional outbox; docs/decisions/065-one-delivery-table-and-worker.md): one row per
 * outbound message, written from the event log by the alert dispatcher (delivery/alert-dispatcher.ts) in the
 * transaction that reads the event it renders, delivered by delivery/worker.ts with retries and exponential
 * backoff, one lane per channel. The row's id is the delivery id (the webhook's `webhook-id`, the e-mail's
 * Message-ID), so a receiver can drop a repeat. No personal data: the message is built from the lead or the meeting
 * when it is sent, and `lastError` holds a status code or an error code only. A lead's alert is written once per
 * lead, topic and channel (`lead.updated` and `lead.assigned` once per change, `crm.sync` once per sync: the partial
 * unique index); a
 * delivery with no recipient once per event and channel; a meeting's e-mail planned from the log once per meeting,
 * SEQUENCE, recipient and topic. Deleted with its lead or its meeting. Table `delivery`.
 */
export const DeliverySchema = defineEntity({
  name: 'Delivery',
  tableName: 'delivery',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    channel: p.string().$type<DeliveryChannel>().length(10),
    topic: p.string().$type<DeliveryTopic>().length(30),
    /** The lead a lead's delivery is about; null for a meeting's. */
    lead: p.manyToOne(Lead).deleteRule('cascade').nullable(),
    /** The meeting a meeting's delivery is about; null for a lead's. */
    meeting: p.manyToOne(Meeting).deleteRule('cascade').nullable().index(),
    /** A meeting e-mail's recipient; null otherwise. */
    recipient: p.string().$type<DeliveryRecipient>().length(12).nullable(),
    /** The meeting's SEQUENCE (RFC 5545) the delivery was written for; null for a lead's. */
    sequence: p.integer().nullable(),
    /** Sent at once; a lead's non-urgent e-mails wait for the next batch's digest. */
    urgent: p.boolean(),
    /** What a `lead.updated` announces: the contact fields that arrived (`name,email,phone,company`); else null. */
    changes: p.string().length(60).nullable(),
    status: p.string().$type<DeliveryStatus>().length(10),
    attempts: p.integer(),
    nextAttemptAt: p.datetime(),
    lockedUntil: p.datetime().nullable(),
    /** When the delivery was done: delivered, or skipped. */
    deliveredAt: p.datetime().nullable(),
    /** When the worker gave the delivery up (`failed`); null otherwise. */
    failedAt: p.datetime().nullable(),
    lastError: p.string().length(200).nullable(),
    createdAt: p.datetime(),
    /** The domain event the delivery renders (the event log's id); null for a delivery written before the log. */
    eventId: p.bigint().nullable(),
    /**
     * What the delivery needs that no row it names holds any more: a `crm.erase`'s HubSpot ids
     * ({@link CrmErasurePayload}); null for every other topic, and once the delivery is done.
     */
    payload: p.json<CrmErasurePayload>().nullable(),
  },
  uniques: [
    {
      name: 'delivery_lead_id_topic_channel_unique',
      expression: `create unique index "delivery_lead_id_topic_channel_unique" on "delivery" ("lead_id", "topic", "channel") where "topic" not in ('lead.updated', 'lead.assigned', 'crm.sync')`,
    },
    {
      name: 'delivery_event_id_channel_unique',
      expression: `create unique index "delivery_event_id_channel_unique" on "delivery" ("event_id", "channel") where "event_id" is not null and "recipient" is null`,
    },
    {
      name: 'delivery_meeting_email_unique',
      expression: `create unique index "delivery_meeting_email_unique" on "delivery" ("meeting_id", "sequence", "recipient", "topic") where "recipient" is not null and "event_id" is not null`,
    },
  ],
  indexes: [{ properties: ['channel', 'status', 'nextAttemptAt'] }],
});

/** A stored delivery (see {@link DeliverySchema}). */
export class Delivery extends DeliverySchema.class {}
DeliverySchema.setClass(Delivery);
