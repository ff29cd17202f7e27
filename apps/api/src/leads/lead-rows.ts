/**
 * The one writer of `lead` rows. Every path that creates a lead goes through here: the contact form and its
 * no-JavaScript post (leads/contact.ts, one SQL statement), the chat turn (conversations/chat-turn.ts, one SQL
 * statement), the newsletter signup (newsletter/newsletter.ts, MikroORM's unit of work), the live hand-off's lead
 * (conversations/live-chat.ts) and a booked meeting's lead (meetings/meetings.ts).
 *
 * A lead row is written in the same statement or transaction as what it points at, with its domain events
 * (events/log.ts), so no lead is ever missing from the inbox and no announcement is lost: the alert dispatcher
 * (delivery/alert-dispatcher.ts; docs/decisions/069-alerts-from-the-event-log.md) plans the lead's alerts from the
 * events. The hot paths stay single statements (decision 027, "The chat turn in one statement"): they compose the
 * CTEs built here. The columns a new row is written with are listed once ({@link NEW_LEAD_COLUMNS}); the SQL
 * builders and the ORM path both take them from there, and `test/lead-rows.test.ts` checks them against the
 * entities' metadata.
 */

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { HandoffReason, LeadKind, LeadQuality, LeadStatus } from '@northline/schemas';
import type { FiredRule } from '../chat/index.ts';
import type { ChatSession } from '../db/chat-session.entity.ts';
import type { ContactRequest } from '../db/contact-request.entity.ts';
import { Lead } from '../db/lead.entity.ts';
import type { NewsletterSubscription } from '../db/newsletter-subscription.entity.ts';
import { appendEventsSql, leadEventSelectSql, payloadJson } from '../events/log.ts';

/** The property of `Lead` that points at the row of each kind of lead. */
export const LEAD_TARGETS = {
  contact: 'contactRequest',
  chat: 'chatSession',
  newsletter: 'newsletterSubscription',
} as const satisfies Record<LeadKind, keyof Lead>;

/** The column of each {@link LEAD_TARGETS} property. */
export const LEAD_TARGET_COLUMNS = {
  contactRequest: 'contact_request_id',
  chatSession: 'chat_session_id',
  newsletterSubscription: 'newsletter_subscription_id',
} as const;

/**
 * The columns a new lead is written with, by property of `Lead`, in the order the SQL inserts list them; `target`
 * stands for the one column of {@link LEAD_TARGET_COLUMNS} the lead's kind sets. Every other column of `lead`
 * takes its default (null, or false for the flags): what staff add later (status changes, owner, spam marks).
 * The order is the order of the placeholders: {@link contactLeadParams} and {@link chatLeadCtes} follow it.
 */
export const NEW_LEAD_COLUMNS = {
  id: 'id',
  kind: 'kind',
  target: null,
  occurredAt: 'occurred_at',
  quality: 'quality',
  qualityRules: 'quality_rules',
  spam: 'spam',
  possiblyAutomated: 'possibly_automated',
  status: 'status',
} as const satisfies Record<string, string | null>;

/** One SQL expression per column of {@link NEW_LEAD_COLUMNS} but `kind` and `status`, which the writer sets. */
export type NewLeadSql = Record<Exclude<keyof typeof NEW_LEAD_COLUMNS, 'kind' | 'status'>, string>;

/** The status every lead starts with (the workflow of `canChangeLeadStatus`). */
export const NEW_LEAD_STATUS: LeadStatus = 'new';

/** A double-quoted SQL identifier. */
const quoted = (column: string) => `"${column}"`;

/**
 * An `insert into "lead" … select …` of one lead per row of `source` (a `from …` clause, optionally with `where`).
 *
 * @param kind the lead's kind; its {@link LEAD_TARGETS} column takes `values.target`
 * @param values an SQL expression per column; placeholders take their parameters in {@link NEW_LEAD_COLUMNS} order
 * @param source the `from` clause the values read
 * @param returning the `returning` list
 */
export function insertLeadSql(kind: LeadKind, values: NewLeadSql, source: string, returning: string): string {
  const columns = Object.entries(NEW_LEAD_COLUMNS).map(([, column]) =>
    quoted(column ?? LEAD_TARGET_COLUMNS[LEAD_TARGETS[kind]]),
  );
  const expressions = { ...values, kind: `'${kind}'`, status: `'${NEW_LEAD_STATUS}'` };
  const selected = Object.keys(NEW_LEAD_COLUMNS).map(
    (property) => expressions[property as keyof typeof NEW_LEAD_COLUMNS],
  );
  return `insert into "lead" (${columns.join(', ')}) select ${selected.join(', ')} ${source} returning ${returning}`;
}

/** What a contact request's lead is written with (leads/contact.ts). */
export interface ContactLeadValues {
  /** The new lead's id. */
  id: string;
  quality: LeadQuality;
  rules: readonly FiredRule[];
  /** The submission's time: the time of the lead's `lead.created` event. */
  now: Date;
}

/**
 * The CTEs that append a lead's events inside its statement (events/log.ts `appendEventsSql`, prefix
 * `lead_event`); the statement's final select reads this expression so the notification is queued.
 */
export const LEAD_EVENTS_NOTIFIED = appendEventsSql('select 1', 'lead_event').notified;

/**
 * The CTEs that add a contact request's lead and its `lead.created` domain event to the contact statement:
 * `"lead_row"` (one lead per row of the statement's `"request"` CTE, which returns `"id"`, `"submitted_at"`,
 * `"spam"` and `"automation_signal"`) and the `lead_event` CTEs (events/log.ts, without the ordering lock: the busiest statement
 * never waits on another lead's commit; the alert dispatcher reads by moment, decision 069; the payload's `spam` is
 * the row's). The statement's final select must read
 * {@link LEAD_EVENTS_NOTIFIED}. Their parameters are {@link contactLeadParams}, in this order, after those of the
 * CTEs before them. The lead's alerts are planned from its event by the alert dispatcher
 * (delivery/alert-dispatcher.ts).
 *
 * @returns the CTEs, comma-separated, without a leading comma
 */
export function contactLeadCtes(): string {
  const event = appendEventsSql(
    leadEventSelectSql(
      1,
      'lead.created',
      {
        lead: 'l."id"',
        payload: `cast(? as jsonb) || jsonb_build_object('spam', l."spam")`,
        at: 'cast(? as timestamptz)',
      },
      'from "lead_row" l',
    ),
    'lead_event',
    false,
  ).ctes.join(', ');
  const lead = `"lead_row" as (${insertLeadSql(
    'contact',
    {
      id: 'cast(? as uuid)',
      target: 'r."id"',
      occurredAt: 'r."submitted_at"',
      quality: '?',
      qualityRules: 'cast(? as jsonb)',
      spam: 'r."spam"',
      possiblyAutomated: 'r."automation_signal" is not null',
    },
    'from "request" r',
    '"id", "spam"',
  )})`;
  return `${lead}, ${event}`;
}

/** The parameters of {@link contactLeadCtes}, in its placeholders' order. */
export function contactLeadParams(values: ContactLeadValues): unknown[] {
  return [
    values.id,
    values.quality,
    JSON.stringify(values.rules),
    payloadJson({
      type: 'lead.created',
      version: 1,
      payload: {
        kind: 'contact',
        quality: values.quality,
        status: NEW_LEAD_STATUS,
        spam: false,
        source: 'contact_form',
      },
    }),
    values.now,
  ];
}

/** What a chat turn writes about its session's lead (conversations/chat-turn.ts). */
export interface ChatLeadWrite {
  /** The lead turned hot during the turn (lists `lead.hot` for a lead that existed before). */
  becameHot: boolean;
  /** The visitor reported an incident (lists `chat.emergency`). */
  emergency: boolean;
  /**
   * The contact fields the visitor gave during the turn (`name`, `email`, `phone`, `company`): after an alert about
   * the lead went out, they list `lead.updated` (the alert dispatcher adds them to a `lead.updated` not sent yet).
   */
  contactChanges: readonly ContactField[];
  /**
   * The turn also hands the chat to a person (the hand-off's own transaction follows): the turn's lead events say
   * so, and the hand-off's moment carries the one alert (delivery/alert-plan.ts).
   */
  handoffTrigger?: HandoffReason | undefined;
  /** The turn's time: the time of its lead events. */
  now: Date;
}

/**
 * The CTEs that make a chat session a lead within the chat turn's statement, reading its `"session"` CTE (which
 * returns the session's `"id"`, none when the session's row is gone): the lead row is added once; `"events"` lists
 * the alerts the turn makes due (`lead.created` for a new lead, `lead.hot` when an existing lead turns hot,
 * `chat.emergency` when the visitor reports an incident, each once per lead; reading the `delivery` rows). The
 * alert dispatcher (delivery/alert-dispatcher.ts) writes the lead's `delivery` rows from the turn's domain events,
 * a pending `lead.updated`'s new fields included.
 *
 * @param p adds a parameter and returns its placeholder; called in the text's order (placeholders are numbered
 *   in the order they appear)
 * @param sessionCreatedAt when the lead arrived: the session's first message
 * @param lead the turn's lead facts
 * @returns the CTEs, in order
 */
export function chatLeadCtes(
  p: (value: unknown, sql: string) => string,
  sessionCreatedAt: Date,
  lead: ChatLeadWrite,
): string[] {
  const changes = [...new Set(lead.contactChanges)].sort().join(',');
  const ctes = [
    `"old_lead" as (select "id" from "lead" where "chat_session_id" in (select "id" from "session"))`,
    `"new_lead" as (${insertLeadSql(
      'chat',
      {
        id: p(randomUUID(), 'cast(? as uuid)'),
        target: 's."id"',
        occurredAt: p(sessionCreatedAt, 'cast(? as timestamptz)'),
        quality: 'null',
        qualityRules: 'null',
        spam: 'false',
        possiblyAutomated: 'false',
      },
      'from "session" s where not exists (select 1 from "old_lead")',
      '"id"',
    )})`,
    `"the_lead" as (select "id" from "old_lead" union all select "id" from "new_lead")`,
    `"events" as (
      select v."event" from (values
        ('lead.created', exists (select 1 from "new_lead")),
        ('lead.hot', ${p(lead.becameHot, 'cast(? as boolean)')} and exists (select 1 from "old_lead")),
        ('chat.emergency', ${p(lead.emergency, 'cast(? as boolean)')} and exists (select 1 from "the_lead")),
        ('lead.updated', ${p(changes !== '', 'cast(? as boolean)')} and exists (
          select 1 from "delivery" n where n."lead_id" in (select "id" from "old_lead")
            and n."topic" in (${ALERT_EVENTS}) and n."status" in ('sending', 'delivered')))
      ) as v("event", "wanted")
      where v."wanted" and not exists (
        select 1 from "delivery" n where n."lead_id" in (select "id" from "old_lead") and n."topic" = v."event"
          and (n."topic" <> 'lead.updated' or n."status" = 'pending')))`,
  ];
  return ctes;
}

/**
 * Whether a chat session is a lead: it captured contact details (name, e-mail or phone), reached warm or hot, or
 * the visitor reported an emergency.
 */
export function chatIsLead(session: ChatSession, emergency: boolean): boolean {
  return Boolean(
    emergency ||
      session.visitorEmail ||
      session.visitorPhone ||
      session.visitorName ||
      session.leadQuality !== 'cold',
  );
}

/** A contact field a visitor gives: what a `lead.updated` follow-up lists. */
export type ContactField = 'name' | 'email' | 'phone' | 'company';

/** The alerts about a lead to sales whose delivery makes later contact details worth a `lead.updated`. */
const ALERT_EVENTS = ["'lead.created'", "'lead.hot'", "'chat.emergency'", "'chat.handoff_requested'"].join(
  ', ',
);

/** A PostgreSQL array literal of uuids (a parameter for `cast(? as uuid[])`). */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;

/**
 * Adds a form lead to the inbox in the caller's transaction: the `lead` row. The caller flushes and appends the
 * lead's events; the alert dispatcher (delivery/alert-dispatcher.ts) plans its alerts from them.
 *
 * @param target the stored contact request or newsletter signup
 * @param options quality and rules (contact requests), spam flag, the lead's time
 * @returns the lead (not yet flushed)
 */
export function recordLead(
  em: EntityManager,
  target: { kind: 'contact'; row: ContactRequest } | { kind: 'newsletter'; row: NewsletterSubscription },
  options: {
    occurredAt: Date;
    spam: boolean;
    /** A soft sign of automation (decision 019): shown, notified like any other lead. */
    possiblyAutomated?: boolean | undefined;
    quality?: LeadQuality | undefined;
    rules?: FiredRule[] | undefined;
  },
): Lead {
  const row = {
    kind: target.kind,
    occurredAt: options.occurredAt,
    quality: options.quality ?? null,
    qualityRules: options.rules ?? null,
    spam: options.spam,
    possiblyAutomated: options.possiblyAutomated ?? false,
    status: NEW_LEAD_STATUS,
  } satisfies Record<Exclude<keyof typeof NEW_LEAD_COLUMNS, 'id' | 'target'>, unknown>;
  const lead = em.create(Lead, {
    ...row,
    contactRequest: target.kind === 'contact' ? target.row : null,
    newsletterSubscription: target.kind === 'newsletter' ? target.row : null,
    chatSession: null,
    spamMarkedBy: null,
    spamMarkedAt: null,
    statusChangedAt: null,
    statusChangedBy: null,
  });
  return lead;
}

/**
 * A chat visitor asked for a person (the live hand-off, conversations/live-chat.ts): in the caller's transaction, makes
 * the session a lead when it is not one. The hand-off's alert is planned from its `handoff.requested` event by the
 * alert dispatcher (delivery/alert-dispatcher.ts).
 *
 * @returns the lead's id and whether it was created now
 */
export async function recordHandoffLead(
  em: EntityManager,
  sessionId: string,
): Promise<{ leadId: string | undefined; created: boolean }> {
  const sql = em as SqlEntityManager;
  const inserted = await sql.execute<unknown[]>(
    insertLeadSql(
      'chat',
      {
        id: 'gen_random_uuid()',
        target: 's."id"',
        occurredAt: 's."created_at"',
        quality: 'null',
        qualityRules: 'null',
        spam: 'false',
        possiblyAutomated: 'false',
      },
      'from "chat_session" s where s."id" = ? and not exists (select 1 from "lead" l where l."chat_session_id" = s."id")',
      '"id"',
    ),
    [sessionId],
  );
  const [lead] = await sql.execute<{ id: string }[]>('select "id" from "lead" where "chat_session_id" = ?', [
    sessionId,
  ]);
  return { leadId: lead?.id, created: inserted.length > 0 };
}
