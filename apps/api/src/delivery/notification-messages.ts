/**
 * What the outbox's notifications say: the lead alert e-mails to sales (one alert, or a digest of several), the
 * lead's webhook `data` (signed by delivery/webhook-payloads.ts), and the newsletter's double opt-in e-mail. The worker
 * (delivery/lead-deliveries.ts) decides what is due and delivers; this module reads what a message says about a lead and
 * renders it. The texts live in `packages/content` (`staffAlertTexts`, `newsletterConsentPages`).
 *
 * A message is built from the lead when it is sent, so a deleted lead is never announced and the outbox rows
 * hold no personal data.
 *
 * Visitor text is data in an e-mail, never its own sentences or headers (docs/decisions/057): each one-line value
 * (name, company, e-mail, phone, size, source, landing page, campaign) stays on its labelled line, written as one
 * line whatever was stored ({@link oneLine}); a multi-line value (the message) is quoted line by line
 * ({@link quotedLines}); the subject carries only one-line values; and `Reply-To` is set only to a stored e-mail
 * that is one address (OWASP ASVS 4.0.3 V5.2.3, input to mail systems).
 */

import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { newsletterConsentPages, staffAlertTexts } from '@northline/content';
import { businessHoursBetween, formatTorontoDateTime } from '@northline/content/business-hours';
import type {
  LeadKind,
  LeadLanguage,
  LeadQuality,
  WebhookContactField,
  WebhookLead,
  WebhookLeadEventType,
} from '@northline/schemas';
import type { Webhook } from 'standardwebhooks';
import { problemStatement } from '../chat/problem-statement.ts';
import type { LeadTopic as NotificationEvent } from '../db/delivery.entity.ts';
import { type SignedWebhook, signedWebhook, WebhookPayloadError } from '../delivery/webhook-payloads.ts';
import { isEmailAddress, oneLine, quotedLines, telLink } from '../visitor-text.ts';

/** What a message says about a lead, read when it is sent (so a deleted lead is never announced). */
export interface LeadFacts {
  leadId: string;
  kind: string;
  quality: string | null;
  occurredAt: string;
  sourcePage: string | null;
  name: string | null;
  company: string | null;
  email: string | null;
  phone: string | null;
  landingPage: string | null;
  utmSource: string | null;
  utmCampaign: string | null;
  /** A soft sign of automation (decision 019): the alert says so, and is sent all the same. */
  possiblyAutomated: boolean;
  /** The language the visitor wrote in (decision 096): the alert names French. */
  language: LeadLanguage;
  /**
   * What the prospect needs in their words: the contact form's message, or the chat visitor's problem statement
   * (their first substantive message, chat/problem-statement.ts); null for a chat without one.
   */
  message: string | null;
  /** A chat visitor's latest message when it is not `message` (null: a form, no message, or the same one). */
  latestMessage: string | null;
  /** The display name of the lead's owner when the message is built (null: unassigned, or a deleted account). */
  ownerName: string | null;
  /** The id of the lead's owner when the message is built (null: unassigned). */
  ownerId: string | null;
  /**
   * Why a lead without an owner has none, from the desk's state when the message is built (the round robin's
   * rule, desk/lead-assignment.ts: active sales members, available, below their open-lead capacity): `away` (no
   * salesperson is available), `capacity` (every available one is at capacity); null for an owned lead, or when
   * neither holds (the desk has not run yet).
   */
  noOwner: NoOwnerReason | null;
  /** When its first response was due, from its `lead.sla_breached` event (ISO 8601); null when not escalated. */
  slaDueAt: string | null;
  /** The company's size as given (the form's employee range, or the number the chat captured). */
  employees: string | null;
  /** Why the lead has its quality: the descriptions of the rules that fired. */
  reasons: string[];
}

/** Why a lead has no owner: nobody available (`away`), or every available salesperson at capacity. */
export type NoOwnerReason = 'away' | 'capacity';

/** One notification to render: its id (the delivery id), event, urgency, and a `lead.updated`'s changed fields. */
export interface Delivery {
  id: string;
  event: NotificationEvent;
  urgent: boolean;
  /** Comma-separated contact fields (`lead.updated` only). */
  changes?: string | null;
}

/**
 * An e-mail's subject and plain text, and whom a reply goes to: the prospect of a one-lead alert whose address is a
 * form's own e-mail field (decision 060).
 */
export interface RenderedEmail {
  subject: string;
  text: string;
  replyTo?: string;
}

/** A staff member `a` the round robin may give a lead to: active, in sales, available (desk/lead-assignment.ts). */
const AVAILABLE_SALES = `a."disabled_at" is null and a."role" = 'sales' and a."availability" = 'available'`;

/**
 * The facts of some leads, read now; a lead deleted since its notification was queued is missing from the map.
 *
 * @param leadIds lead ids (none: no query)
 * @returns the facts by lead id
 */
export async function readLeadFacts(
  em: EntityManager,
  leadIds: readonly string[],
): Promise<Map<string, LeadFacts>> {
  if (leadIds.length === 0) return new Map();
  const rows = await (em as SqlEntityManager).execute<
    {
      id: string;
      kind: string;
      quality: string | null;
      occurred_at: Date | string;
      source_page: string | null;
      name: string | null;
      company: string | null;
      email: string | null;
      phone: string | null;
      landing_page: string | null;
      utm_source: string | null;
      utm_campaign: string | null;
      possibly_automated: boolean;
      language: LeadLanguage;
      message: string | null;
      visitor_messages: string[] | null;
      owner_id: string | null;
      owner_name: string | null;
      no_owner: NoOwnerReason | null;
      sla_due_at: string | null;
      employees: string | null;
      rules: { description?: unknown }[] | null;
    }[]
  >(
    `select l."id", l."kind", l."possibly_automated", l."language", coalesce(l."quality", s."lead_quality") as "quality", l."occurred_at",
      case l."kind" when 'contact' then c."source" when 'chat' then 'Chat' else 'Newsletter' end as "source_page",
      case l."kind" when 'contact' then c."first_name" || ' ' || c."last_name" else s."visitor_name" end as "name",
      coalesce(c."company", s."visitor_company") as "company",
      coalesce(c."email", s."visitor_email", n."email") as "email",
      coalesce(c."phone", s."visitor_phone") as "phone",
      coalesce(c."landing_page", s."landing_page", n."landing_page") as "landing_page",
      coalesce(c."utm_source", s."utm_source", n."utm_source") as "utm_source",
      coalesce(c."utm_campaign", s."utm_campaign", n."utm_campaign") as "utm_campaign",
      c."message", (select array_agg(m."content" order by m."position") from "chat_message" m
        where m."session_id" = s."id" and m."role" = 'user') as "visitor_messages",
      l."owner_id", u."name" as "owner_name",
      case when l."owner_id" is null then (case
        when not exists (select 1 from "staff_user" a where ${AVAILABLE_SALES}) then 'away'
        when not exists (select 1 from "staff_user" a where ${AVAILABLE_SALES} and a."lead_capacity" >
          (select count(*) from "lead" o where o."owner_id" = a."id" and o."status" in ('new', 'contacted', 'meeting_booked', 'qualified')
            and not o."spam")) then 'capacity'
        end) end as "no_owner",
      (select e."payload"->>'dueAt' from "domain_event" e where e."lead_id" = l."id" and e."type" = 'lead.sla_breached'
        order by e."id" desc limit 1) as "sla_due_at",
      coalesce(c."employees", cast(s."employees" as varchar)) as "employees",
      coalesce(l."quality_rules", (select q."payload"->'rules' from "domain_event" q
        where q."session_id" = s."id" and q."type" = 'lead.quality_changed'
        order by q."created_at" desc, q."id" desc limit 1)) as "rules"
     from "lead" l
     left join "contact_request" c on c."id" = l."contact_request_id"
     left join "chat_session" s on s."id" = l."chat_session_id"
     left join "newsletter_subscription" n on n."id" = l."newsletter_subscription_id"
     left join "staff_user" u on u."id" = l."owner_id"
     where l."id" in (${leadIds.map(() => '?').join(', ')})`,
    [...leadIds],
  );
  return new Map(
    rows.map((row) => {
      const chat = row.visitor_messages ? problemStatement(row.visitor_messages) : null;
      return [
        row.id,
        {
          leadId: row.id,
          kind: row.kind,
          quality: row.quality,
          occurredAt: new Date(row.occurred_at).toISOString(),
          sourcePage: row.source_page,
          name: row.name,
          company: row.company,
          email: row.email,
          phone: row.phone,
          landingPage: row.landing_page,
          utmSource: row.utm_source,
          utmCampaign: row.utm_campaign,
          possiblyAutomated: row.possibly_automated,
          language: row.language,
          message: chat ? chat.statement : row.message,
          latestMessage: chat ? chat.latest : null,
          ownerId: row.owner_id,
          ownerName: row.owner_name,
          noOwner: row.no_owner,
          slaDueAt: row.sla_due_at,
          employees: row.employees,
          reasons: (row.rules ?? [])
            .map((rule) => rule.description)
            .filter((description): description is string => typeof description === 'string'),
        },
      ];
    }),
  );
}

/** Which of a lead's events of one run titles its one alert: the most pressing. */
const EVENT_PRIORITY: readonly NotificationEvent[] = [
  'lead.sla_breached',
  'chat.emergency',
  'chat.handoff_requested',
  'chat.hot',
  'lead.overflow',
  'lead.hot',
  'lead.assigned',
  'lead.created',
  'lead.updated',
];

/**
 * The staff app's page of a lead.
 * @param siteUrl the staff app's origin, without a trailing slash
 */
export function leadUrl(siteUrl: string, leadId: string): string {
  return `${siteUrl}/staff/leads/${leadId}`;
}

/** An alert's title: the event's, and the hot lead's for a new lead that arrived hot. */
function titleOf(event: NotificationEvent, lead: LeadFacts): string {
  const titles: Record<NotificationEvent, string> = staffAlertTexts.eventTitles;
  return event === 'lead.created' && lead.quality === 'hot' ? titles['lead.hot'] : titles[event];
}

/** One lead of an alert: its most pressing event of the run, and the contact fields its follow-ups list. */
interface AlertedLead {
  event: NotificationEvent;
  lead: LeadFacts;
  changes: string[];
}

/** The deliveries of one run grouped by lead (first-seen order): one section, and one title, per lead. */
function alertedLeads(items: readonly { delivery: Delivery; lead: LeadFacts }[]): AlertedLead[] {
  const leads = new Map<string, AlertedLead>();
  for (const { delivery, lead } of items) {
    const known = leads.get(lead.leadId) ?? { event: delivery.event, lead, changes: [] };
    const rank = (event: NotificationEvent) => {
      const index = EVENT_PRIORITY.indexOf(event);
      return index === -1 ? EVENT_PRIORITY.length : index;
    };
    if (rank(delivery.event) < rank(known.event)) known.event = delivery.event;
    if (delivery.event === 'lead.updated' && delivery.changes) {
      known.changes = [...new Set([...known.changes, ...delivery.changes.split(',')])];
    }
    leads.set(lead.leadId, known);
  }
  return [...leads.values()];
}

/**
 * Business minutes from a lead's first-response due time to `sentAt` (the SLA's own measure, desk/lead-sla.ts),
 * or null without a due time.
 */
export function minutesOverdue(lead: Pick<LeadFacts, 'slaDueAt'>, sentAt: Date): number | null {
  if (!lead.slaDueAt) return null;
  const due = new Date(lead.slaDueAt);
  if (Number.isNaN(due.getTime())) return null;
  return Math.max(0, Math.round(businessHoursBetween(due, sentAt) / 60_000));
}

/**
 * What the prospect wrote, quoted ({@link quotedLines}): a form's message under "Message"; a chat's problem
 * statement under "Problem", then its latest message under "Latest message" when that is another one.
 */
function messageLines(lead: LeadFacts): string[] {
  const t = staffAlertTexts;
  const has = (text: string | null): text is string => Boolean(text?.trim());
  if (lead.kind !== 'chat') return has(lead.message) ? [t.message(quotedLines(lead.message))] : [];
  return [
    has(lead.message) ? t.problem(quotedLines(lead.message)) : '',
    has(lead.latestMessage) ? t.latestMessage(quotedLines(lead.latestMessage)) : '',
  ].filter(Boolean);
}

/** An escalation's line: how late its first response is when the alert is sent (none without a due time). */
function overdueLine(lead: LeadFacts, sentAt: Date): string {
  const minutes = minutesOverdue(lead, sentAt);
  return minutes === null || !lead.slaDueAt
    ? ''
    : staffAlertTexts.overdue(minutes, formatTorontoDateTime(new Date(lead.slaDueAt)));
}

/** The subject's tail of one lead's alert: an escalation's owner and lateness, an overflow's reason. */
function subjectTail(event: NotificationEvent, lead: LeadFacts, sentAt: Date): string {
  const t = staffAlertTexts;
  if (event === 'lead.sla_breached')
    return `, ${t.overdueSubject(oneLine(lead.ownerName), minutesOverdue(lead, sentAt))}`;
  if (event === 'lead.overflow') return `, ${t.noOwnerSubject(lead.noOwner)}`;
  return '';
}

/**
 * The alert e-mail to sales about one or more leads (a batch's leads go as one digest), one section per lead
 * whatever number of its events are due: who, quality, its owner (or why nobody has it), an escalation's lateness,
 * the reasons, size, the message, how to reach them (a `tel:` link), where they came from, and the link to the
 * lead. A digest whose leads all asked for a person
 * says how many in its subject ("3 more chats asked for a person"). A one-lead alert of a contact form or
 * newsletter signup replies to the prospect when the stored e-mail is one address; a chat's never does (its
 * address is whatever was typed into the conversation, a visitor's free choice, so sales writes to it from the
 * lead, not by a reply; decision 060). Every visitor value is on its labelled line as one line ({@link oneLine});
 * the message is quoted line by line ({@link quotedLines}). A chat's section quotes its problem statement and its
 * latest message ({@link messageLines}); an escalation names how late the first response is at `sentAt`
 * ({@link overdueLine}), and its subject the owner and the lateness; an overflow's subject says why nobody owns it
 * (decision 068).
 *
 * @param items each notification with its lead's facts (at least one)
 * @param siteUrl the staff app's origin, for the links
 * @param sentAt when the e-mail is sent (the worker's clock): an escalation's lateness is counted to it
 * @returns the subject (the one lead's title, who and quality; or the digest's count), the text and `replyTo`
 */
export function leadAlertEmail(
  items: readonly { delivery: Delivery; lead: LeadFacts }[],
  siteUrl: string,
  sentAt: Date,
): RenderedEmail {
  const t = staffAlertTexts;
  const leads = alertedLeads(items);
  const describe = ({ event, lead, changes }: AlertedLead) => {
    const name = oneLine(lead.name);
    const email = oneLine(lead.email);
    const phone = oneLine(lead.phone);
    const employees = oneLine(lead.employees);
    const landingPage = oneLine(lead.landingPage);
    const utmSource = oneLine(lead.utmSource);
    return [
      `${titleOf(event, lead)}: ${oneLine(lead.company) ?? name ?? email ?? t.unnamedVisitor}`,
      t.factsLine(lead.quality ?? t.unratedQuality, lead.kind, oneLine(lead.sourcePage) ?? t.unknownSource),
      t.owner(oneLine(lead.ownerName), lead.noOwner),
      event === 'lead.sla_breached' ? overdueLine(lead, sentAt) : '',
      lead.possiblyAutomated ? t.possiblyAutomated : '',
      lead.language === 'fr' ? t.french : '',
      changes.length > 0 && event === 'lead.updated' ? t.changes(changes.map(t.fieldName)) : '',
      name ? t.name(name) : '',
      email ? t.email(email) : '',
      phone ? t.phone(phone, telLink(phone)) : '',
      employees ? t.employees(employees) : '',
      lead.reasons.length > 0 ? t.reasons(lead.reasons) : '',
      ...messageLines(lead),
      landingPage ? t.landingPage(landingPage) : '',
      utmSource ? t.campaign(utmSource, oneLine(lead.utmCampaign)) : '',
      t.open(leadUrl(siteUrl, lead.leadId)),
    ]
      .filter(Boolean)
      .join('\n');
  };
  const [first] = leads;
  const subject =
    leads.length === 1 && first
      ? `${titleOf(first.event, first.lead)}: ${oneLine(first.lead.company) ?? oneLine(first.lead.name) ?? first.lead.kind} (${first.lead.quality ?? t.unratedSubject})${subjectTail(first.event, first.lead, sentAt)}${first.lead.possiblyAutomated ? ` ${t.possiblyAutomatedTag}` : ''}${first.lead.language === 'fr' ? ` ${t.frenchTag}` : ''}`
      : leads.every((lead) => lead.event === 'chat.handoff_requested')
        ? t.handoffBatchSubject(leads.length)
        : t.digestSubject(leads.length);
  const replyTo =
    leads.length === 1 && first && first.lead.kind !== 'chat' && isEmailAddress(first.lead.email)
      ? first.lead.email
      : undefined;
  return {
    subject,
    text: `${leads.map(describe).join('\n\n')}\n\n${t.inbox(`${siteUrl}/staff`)}\n`,
    ...(replyTo ? { replyTo } : {}),
  };
}

/**
 * A webhook call about a lead (`data`: `webhookLeadSchema` of @northline/schemas, with `changes` for
 * `lead.updated`, and the due time and the minutes overdue for `lead.sla_breached`), built and signed by the one
 * webhook builder (delivery/webhook-payloads.ts): the delivery id is the `webhook-id`, the signature covers the id,
 * the attempt's time and the body. The lead's facts are picked field by field; `owner` is the owner's staff id
 * and display name, or null (decision 068).
 *
 * @param occurredAt when the event occurred (the notification row's creation): the envelope's `timestamp`
 * @param sentAt when the webhook is sent (the worker's clock): an escalation's lateness is counted to it
 * @param signer the webhook's signer (its secret)
 * @returns the JSON body and the request headers
 * @throws {WebhookPayloadError} when the lead's facts do not match the schema
 */
export function signedLeadWebhook(
  delivery: Delivery,
  lead: LeadFacts,
  siteUrl: string,
  occurredAt: Date,
  signer: Webhook,
  sentAt: Date,
): SignedWebhook {
  const facts: WebhookLead = {
    leadId: lead.leadId,
    kind: lead.kind as LeadKind,
    quality: lead.quality as LeadQuality | null,
    occurredAt: lead.occurredAt,
    sourcePage: lead.sourcePage,
    name: lead.name,
    company: lead.company,
    email: lead.email,
    phone: lead.phone,
    landingPage: lead.landingPage,
    utmSource: lead.utmSource,
    utmCampaign: lead.utmCampaign,
    possiblyAutomated: lead.possiblyAutomated,
    language: lead.language,
    message: lead.message,
    latestMessage: lead.latestMessage,
    employees: lead.employees,
    reasons: lead.reasons,
    owner: lead.ownerId ? { id: lead.ownerId, name: lead.ownerName } : null,
    url: leadUrl(siteUrl, lead.leadId),
    urgent: delivery.urgent,
  };
  const message = { deliveryId: delivery.id, occurredAt };
  if (delivery.event === 'lead.updated') {
    const changes = (delivery.changes?.split(',') ?? []) as WebhookContactField[];
    return signedWebhook({ ...message, type: 'lead.updated', data: { ...facts, changes } }, signer);
  }
  if (delivery.event === 'lead.sla_breached') {
    const escalation = {
      ...facts,
      dueAt: lead.slaDueAt,
      minutesOverdue: minutesOverdue(lead, sentAt),
    };
    return signedWebhook({ ...message, type: 'lead.sla_breached', data: escalation }, signer);
  }
  return signedWebhook({ ...message, type: webhookTypeOf(delivery.event), data: facts }, signer);
}

/** The webhook type of a lead notification to sales (the visitor e-mails never go by webhook). */
function webhookTypeOf(
  event: NotificationEvent,
): Exclude<WebhookLeadEventType, 'lead.updated' | 'lead.sla_breached'> {
  switch (event) {
    case 'lead.created':
    case 'lead.hot':
    case 'chat.emergency':
    case 'chat.handoff_requested':
    case 'chat.hot':
    case 'lead.overflow':
    case 'lead.assigned':
      return event;
    default:
      throw new WebhookPayloadError(event, ['type']);
  }
}

/**
 * The double opt-in e-mail of a newsletter signup (CASL; decision 006).
 * @param link the signed confirmation link (valid for `newsletterConsentPages.confirmLinkDays`)
 */
export function newsletterConfirmationEmail(link: string): RenderedEmail {
  const { subject, text } = newsletterConsentPages.confirmationEmail;
  return {
    subject,
    text: text.replace('{days}', String(newsletterConsentPages.confirmLinkDays)).replace('{link}', link),
  };
}

/** The `Message-ID` of a notification's e-mail: its delivery id, so a receiver can drop a repeat. */
export function messageIdOf(deliveryId: string): string {
  return `<${deliveryId}@notifications.northline>`;
}
