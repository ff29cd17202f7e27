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
import {
  type LeadKind,
  type LeadQuality,
  toLines,
  toSingleLine,
  type WebhookContactField,
  type WebhookLeadEventType,
} from '@northline/schemas';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Webhook } from 'standardwebhooks';
import * as z from 'zod/mini';
import type { LeadTopic as NotificationEvent } from '../db/delivery.entity.ts';
import { type SignedWebhook, signedWebhook, WebhookPayloadError } from '../delivery/webhook-payloads.ts';

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
  /** What the prospect wrote: the contact form's message, or the chat visitor's latest message. */
  message: string | null;
  /** The company's size as given (the form's employee range, or the number the chat captured). */
  employees: string | null;
  /** Why the lead has its quality: the descriptions of the rules that fired. */
  reasons: string[];
}

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
      message: string | null;
      employees: string | null;
      rules: { description?: unknown }[] | null;
    }[]
  >(
    `select l."id", l."kind", l."possibly_automated", coalesce(l."quality", s."lead_quality") as "quality", l."occurred_at",
      case l."kind" when 'contact' then c."source" when 'chat' then 'Chat' else 'Newsletter' end as "source_page",
      case l."kind" when 'contact' then c."first_name" || ' ' || c."last_name" else s."visitor_name" end as "name",
      coalesce(c."company", s."visitor_company") as "company",
      coalesce(c."email", s."visitor_email", n."email") as "email",
      coalesce(c."phone", s."visitor_phone") as "phone",
      coalesce(c."landing_page", s."landing_page", n."landing_page") as "landing_page",
      coalesce(c."utm_source", s."utm_source", n."utm_source") as "utm_source",
      coalesce(c."utm_campaign", s."utm_campaign", n."utm_campaign") as "utm_campaign",
      coalesce(c."message", (select m."content" from "chat_message" m
        where m."session_id" = s."id" and m."role" = 'user' order by m."position" desc limit 1)) as "message",
      coalesce(c."employees", cast(s."employees" as varchar)) as "employees",
      coalesce(l."quality_rules", (select q."fired_rules" from "lead_quality_change" q
        where q."session_id" = s."id" order by q."changed_at" desc limit 1)) as "rules"
     from "lead" l
     left join "contact_request" c on c."id" = l."contact_request_id"
     left join "chat_session" s on s."id" = l."chat_session_id"
     left join "newsletter_subscription" n on n."id" = l."newsletter_subscription_id"
     where l."id" in (${leadIds.map(() => '?').join(', ')})`,
    [...leadIds],
  );
  return new Map(
    rows.map((row) => [
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
        message: row.message,
        employees: row.employees,
        reasons: (row.rules ?? [])
          .map((rule) => rule.description)
          .filter((description): description is string => typeof description === 'string'),
      },
    ]),
  );
}

/**
 * A phone number as a `tel:` link (RFC 3966) in E.164, read as Canadian when it has no country code; the number
 * as given, without spaces, when libphonenumber-js cannot read it.
 */
export function telLink(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone, 'CA');
  return `tel:${parsed?.isPossible() ? parsed.number : phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A stored visitor value as one line of an e-mail: every run of line breaks and control characters becomes a space
 * (`toSingleLine` of @northline/schemas), so a value stored before the forms refused them, or written by another
 * path (a chat's extracted name), cannot start a line of its own. Null for nothing left.
 */
export function oneLine(value: string | null | undefined): string | null {
  return value ? toSingleLine(value) || null : null;
}

/**
 * Visitor text as a quoted block of a plain-text e-mail: each of its lines (`toLines` of @northline/schemas: CR LF,
 * LF, CR, VT, FF, NEL, U+2028 and U+2029 each end one; other control characters become spaces) after `> `, a blank
 * line as `>` (the quote marks of RFC 3676 §4.5). No line of the block can read as the e-mail's own sentence.
 *
 * @param text any text (a blank one gives one `>`)
 */
export function quotedLines(text: string): string {
  const lines = toLines(text);
  return (lines.length > 0 ? lines : ['']).map((line) => (line ? `> ${line}` : '>')).join('\n');
}

/**
 * Whether a stored e-mail is one address (the schemas' pattern, zod's `regexes.email`), the only visitor value an
 * e-mail header may carry (`Reply-To`); the forms check it, and a value stored otherwise is left out.
 */
export function isEmailAddress(value: string | null | undefined): value is string {
  return typeof value === 'string' && z.regexes.email.test(value);
}

/** Which of a lead's events of one run titles its one alert: the most pressing. */
const EVENT_PRIORITY: readonly NotificationEvent[] = [
  'lead.sla_breached',
  'chat.handoff_requested',
  'chat.emergency',
  'lead.hot',
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
 * The alert e-mail to sales about one or more leads (a batch's leads go as one digest), one section per lead
 * whatever number of its events are due: who, quality with its reasons, size, the message, how to reach them
 * (a `tel:` link), where they came from, and the link to the lead. A digest whose leads all asked for a person
 * says how many in its subject ("3 more chats asked for a person"). A one-lead alert of a contact form or
 * newsletter signup replies to the prospect when the stored e-mail is one address; a chat's never does (its
 * address is whatever was typed into the conversation, a visitor's free choice, so sales writes to it from the
 * lead, not by a reply; decision 060). Every visitor value is on its labelled line as one line ({@link oneLine});
 * the message is quoted line by line ({@link quotedLines}).
 *
 * @param items each notification with its lead's facts (at least one)
 * @param siteUrl the staff app's origin, for the links
 * @returns the subject (the one lead's title, who and quality; or the digest's count), the text and `replyTo`
 */
export function leadAlertEmail(
  items: readonly { delivery: Delivery; lead: LeadFacts }[],
  siteUrl: string,
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
      lead.possiblyAutomated ? t.possiblyAutomated : '',
      changes.length > 0 && event === 'lead.updated' ? t.changes(changes.map(t.fieldName)) : '',
      name ? t.name(name) : '',
      email ? t.email(email) : '',
      phone ? t.phone(phone, telLink(phone)) : '',
      employees ? t.employees(employees) : '',
      lead.reasons.length > 0 ? t.reasons(lead.reasons) : '',
      lead.message?.trim() ? t.message(quotedLines(lead.message)) : '',
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
      ? `${titleOf(first.event, first.lead)}: ${oneLine(first.lead.company) ?? oneLine(first.lead.name) ?? first.lead.kind} (${first.lead.quality ?? t.unratedSubject})${first.lead.possiblyAutomated ? ` ${t.possiblyAutomatedTag}` : ''}`
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
 * `lead.updated`), built and signed by the one webhook builder (delivery/webhook-payloads.ts): the delivery id is
 * the `webhook-id`, the signature covers the id, the attempt's time and the body.
 *
 * @param occurredAt when the event occurred (the notification row's creation): the envelope's `timestamp`
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
): SignedWebhook {
  const facts = {
    ...lead,
    kind: lead.kind as LeadKind,
    quality: lead.quality as LeadQuality | null,
    url: leadUrl(siteUrl, lead.leadId),
    urgent: delivery.urgent,
  };
  const message = { deliveryId: delivery.id, occurredAt };
  if (delivery.event === 'lead.updated') {
    const changes = (delivery.changes?.split(',') ?? []) as WebhookContactField[];
    return signedWebhook({ ...message, type: 'lead.updated', data: { ...facts, changes } }, signer);
  }
  return signedWebhook({ ...message, type: webhookTypeOf(delivery.event), data: facts }, signer);
}

/** The webhook type of a lead notification to sales (the visitor e-mails never go by webhook). */
function webhookTypeOf(event: NotificationEvent): Exclude<WebhookLeadEventType, 'lead.updated'> {
  switch (event) {
    case 'lead.created':
    case 'lead.hot':
    case 'chat.emergency':
    case 'chat.handoff_requested':
    case 'lead.sla_breached':
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
