import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import type { LeadKind, LeadLanguage, LeadQuality, LeadStatus } from '@northline/schemas';
import type { FiredRule } from '../chat/index.ts';
import { ChatSession } from './chat-session.entity.ts';
import { ContactRequest } from './contact-request.entity.ts';
import { NewsletterSubscription } from './newsletter-subscription.entity.ts';
import { StaffUser } from './staff-user.entity.ts';

/**
 * The predicate of `lead_open_work_index`: not spam, not a newsletter signup, and either never assigned or still
 * waiting for its first response (clock neither stopped nor escalated). Each desk query's conditions imply it.
 */
const OPEN_WORK = `("assigned_at" is null or ("first_response_at" is null and "sla_breached_at" is null and "status" = 'new')) and not "spam" and "kind" <> 'newsletter'`;

/** The trigger on `lead` that deletes a deleted lead's events (function `lead_<name>_fn`). */
export const LEAD_EVENTS_DELETED_TRIGGER = 'domain_event_lead_deleted';

/** The body of {@link LEAD_EVENTS_DELETED_TRIGGER}'s function (PL/pgSQL, between `begin` and `end`). */
export const LEAD_EVENTS_DELETED_BODY = 'delete from "domain_event" where "lead_id" = old."id"; return old;';

/**
 * One lead of the staff inbox: it points at exactly one of a contact request, a chat session (once it captured
 * contact details or reached warm/hot) or a newsletter signup, and holds what sales adds: the status workflow, the
 * owner and the spam mark (its notes are rows of `lead_note`). Written by leads/lead-rows.ts in the same transaction as the lead itself (with its notifications: the
 * outbox), so no lead is ever missing from the inbox. Deleted with what it points at (privacy deletion, retention
 * purge). Personal details stay in the pointed-at row; this one holds none. Table `lead`.
 */
export const LeadSchema = defineEntity({
  name: 'Lead',
  tableName: 'lead',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    kind: p.string().$type<LeadKind>().length(12),
    /**
     * No foreign key: its check on every contact lead locked the request's row, which the same statement had just
     * inserted. The trigger `lead_contact_request_deleted` on `contact_request` deletes the lead with its request,
     * as the key's cascade did (docs/decisions/100-the-lead-row-without-its-request-check.md).
     */
    contactRequest: p.manyToOne(ContactRequest).nullable().createForeignKeyConstraint(false),
    chatSession: p.manyToOne(ChatSession).nullable().deleteRule('cascade'),
    newsletterSubscription: p.manyToOne(NewsletterSubscription).nullable().deleteRule('cascade'),
    /** When the lead arrived (the form's submission, the chat's first message, the signup). */
    occurredAt: p.datetime().index(),
    /** Form leads: the quality judged from the request (leads/lead-quality.ts `judgeContactRequest`); chats keep theirs on the session. */
    quality: p.string().$type<LeadQuality>().length(10).nullable(),
    /** The rules behind `quality` (form leads). */
    qualityRules: p.json<FiredRule[]>().nullable(),
    /**
     * Spam-filed leads (decision 019: hard evidence, or marked by staff): hidden in the inbox by default, never
     * notified, purged after 30 days.
     */
    spam: p.boolean().default(false),
    /** A soft sign of automation (decision 019): shown as *possibly automated*, notified like any other lead. */
    possiblyAutomated: p.boolean().default(false),
    /**
     * The language the visitor wrote in and sales answers in (decision 096): `fr` for French, `en` otherwise
     * (chat/language.ts tells them apart; a chat's follows its latest message that tells).
     */
    language: p.string().$type<LeadLanguage>().length(2).default('en'),
    /** Who last marked the lead spam or not spam by hand (null: nobody, or their account was deleted). */
    spamMarkedBy: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    /** When staff last marked the lead spam or not spam by hand. */
    spamMarkedAt: p.datetime().nullable(),
    status: p
      .string()
      .$type<LeadStatus>()
      .length(16)
      .onCreate(() => 'new'),
    /** When the status last changed (the start of "24 months after our last contact"). */
    statusChangedAt: p.datetime().nullable(),
    statusChangedBy: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    /**
     * A person chose the current status (`staff.leads.setStatus`): the journey's moves (leads/lead-rows.ts
     * `recordLiveContact`, `recordMeetingBooked`) leave such a lead alone. False for a status the journey set.
     */
    statusSetByStaff: p.boolean().default(false),
    /**
     * The staff member who owns the lead (desk/lead-assignment.ts; decision 041): null until the assignment
     * after the lead's commit (or the sweep) gives it one, or when nobody is available, or their account is deleted.
     */
    owner: p.manyToOne(StaffUser).nullable().deleteRule('set null'),
    /**
     * The company e-mail domain of the lead (free-mail providers excluded), set when it is first assigned: how a
     * later lead of the same company finds its owner.
     */
    companyDomain: p.string().length(255).nullable(),
    /** When the lead got its current owner. */
    assignedAt: p.datetime().nullable(),
    /**
     * The first response: the first move to `contacted` or the first staff reply in its live chat. It stops the
     * SLA clock (desk/lead-sla.ts).
     */
    firstResponseAt: p.datetime().nullable(),
    /** When the lead's first-response target was found missed and its one escalation queued. */
    slaBreachedAt: p.datetime().nullable(),
  },
  indexes: [
    // One lead per request, session or signup; each index holds only the leads that point at one (a lead points at
    // exactly one of the three, so an index of every row would hold two null entries for each).
    ...(['contact_request_id', 'chat_session_id', 'newsletter_subscription_id'] as const).map((key) => ({
      name: `lead_${key}_unique`,
      expression: `create unique index "lead_${key}_unique" on "lead" ("${key}") where "${key}" is not null`,
    })),
    {
      // Owners and company domains are null until the lead is assigned, and read only by value (decision 050).
      name: 'lead_owner_id_index',
      expression: `create index "lead_owner_id_index" on "lead" ("owner_id") where "owner_id" is not null`,
    },
    {
      name: 'lead_company_domain_index',
      expression: `create index "lead_company_domain_index" on "lead" ("company_domain") where "company_domain" is not null`,
    },
    {
      // The sales desk's open work: leads never assigned (what the sweep reads)
      // and leads whose first-response clock still runs (what the escalation check reads). One index serves both
      // (decision 051): a new lead is both, and writes one entry instead of two.
      name: 'lead_open_work_index',
      expression: `create index "lead_open_work_index" on "lead" ("occurred_at") where ${OPEN_WORK}`,
    },
  ],
  triggers: [
    {
      // A lead's events go with it; `domain_event.lead_id` has no foreign key whose cascade would take them
      // (docs/decisions/089-the-event-log-appends-without-a-lead-check.md).
      name: LEAD_EVENTS_DELETED_TRIGGER,
      timing: 'after',
      events: ['delete'],
      forEach: 'row',
      body: LEAD_EVENTS_DELETED_BODY,
    },
  ],
});

/** A stored lead (see {@link LeadSchema}). */
export class Lead extends LeadSchema.class {}
LeadSchema.setClass(Lead);
