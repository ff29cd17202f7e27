/**
 * The one writer of `lead` rows. Every path that creates a lead goes through here: the contact form and its
 * no-JavaScript post (leads/contact.ts, one SQL statement), the chat turn (conversations/chat-turn.ts, one SQL
 * statement), the newsletter signup (newsletter/newsletter.ts, MikroORM's unit of work), the live hand-off's lead
 * (conversations/live-chat.ts) and a booked meeting's lead with its contact request (meetings/meetings.ts,
 * {@link recordBookingLead}); it records a lead's first response ({@link recordFirstResponse}) and its status:
 * staff's choice ({@link recordStaffStatus}) and the journey's moves ({@link recordLiveContact},
 * {@link recordMeetingBooked}); and staff's spam mark ({@link recordSpamMark}).
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
import {
  type Attribution,
  CONTACT_FIELD_MAX,
  type LeadKind,
  type LeadLanguage,
  type LeadQuality,
  type LeadStatus,
} from '@northline/schemas';
import type { DomainEvent } from '@northline/schemas/events';
import type { FiredRule } from '../chat/index.ts';
import type { ChatSession } from '../db/chat-session.entity.ts';
import { ContactRequest } from '../db/contact-request.entity.ts';
import { Lead } from '../db/lead.entity.ts';
import type { NewsletterSubscription } from '../db/newsletter-subscription.entity.ts';
import {
  appendEvent,
  appendEventsSql,
  checkedEvent,
  leadEventSelectSql,
  payloadJson,
} from '../events/log.ts';
import { attributionColumns } from './lead-capture.ts';

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
 * The order is the order of the placeholders: {@link chatLeadCtes} follows it.
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
  language: 'language',
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
  /** The language of the request's message (chat/language.ts; decision 096). */
  language: LeadLanguage;
}

/**
 * The CTEs that append a lead's events inside its statement (events/log.ts `appendEventsSql`, prefix
 * `lead_event`); the statement's final select reads this expression so the notification is queued.
 */
export const LEAD_EVENTS_NOTIFIED = appendEventsSql('select 1', 'lead_event').notified;

/**
 * The CTEs that add each contact request's lead and its `lead.created` domain event to the contact statement:
 * `"lead_row"` (one lead per row of the statement's `"request"` CTE, which returns `"id"`, `"submitted_at"`,
 * `"spam"` and `"automation_signal"`, joined to its row of the statement's `"input"` CTE by `"id"`; the input's
 * columns are {@link ContactLeadFields}' and `"submitted_at"`) and the `lead_event` CTEs (events/log.ts, without
 * the ordering lock: the busiest statement never waits on another lead's commit; the alert dispatcher reads by
 * moment and lead, decision 069; the payload's `spam` is the row's). The statement's final select must read
 * {@link LEAD_EVENTS_NOTIFIED}. The lead's alerts are planned from its event by the alert dispatcher
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
        payload: `i."event_payload" || jsonb_build_object('spam', l."spam")`,
        at: 'i."submitted_at"',
      },
      'from "lead_row" l join "input" i on i."lead_id" = l."id"',
    ),
    'lead_event',
    false,
  ).ctes.join(', ');
  const lead = `"lead_row" as (${insertLeadSql(
    'contact',
    {
      id: 'i."lead_id"',
      target: 'r."id"',
      occurredAt: 'r."submitted_at"',
      quality: 'i."quality"',
      qualityRules: 'i."quality_rules"',
      spam: 'r."spam"',
      possiblyAutomated: 'r."automation_signal" is not null',
      language: 'i."language"',
    },
    'from "request" r join "input" i on i."id" = r."id"',
    '"id", "spam"',
  )})`;
  return `${lead}, ${event}`;
}

/** The columns of a contact statement's `"input"` row that {@link contactLeadCtes} reads (their SQL types). */
export const CONTACT_LEAD_INPUT_COLUMNS =
  '"lead_id" uuid, "quality" text, "quality_rules" jsonb, "language" text, "event_payload" jsonb';

/** A contact request's lead as the contact statement's `"input"` row carries it ({@link contactLeadCtes}). */
export interface ContactLeadFields {
  lead_id: string;
  quality: LeadQuality;
  quality_rules: readonly FiredRule[];
  language: LeadLanguage;
  /** The `lead.created` payload, checked by its schema (the statement adds the row's `spam`). */
  event_payload: Record<string, unknown>;
}

/** The fields of {@link contactLeadCtes}'s input row for one lead. */
export function contactLeadFields(values: ContactLeadValues): ContactLeadFields {
  return {
    lead_id: values.id,
    quality: values.quality,
    quality_rules: values.rules,
    language: values.language,
    event_payload: checkedEvent({
      type: 'lead.created',
      version: 1,
      payload: {
        kind: 'contact',
        quality: values.quality,
        status: NEW_LEAD_STATUS,
        spam: false,
        source: 'contact_form',
        language: values.language,
      },
    }).payload as Record<string, unknown>,
  };
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
   * What made the session a lead, the `source` of its `lead.created`: `chat` (the conversation: contact details, a
   * warm or hot quality, an emergency), or `handoff` (a request for a person alone).
   */
  source: 'chat' | 'handoff';
  /**
   * The language the conversation continues in (conversations/chat-language.ts): a new lead is written with it, and
   * an existing lead of another language takes it (the `"language_noted"` CTE returns the lead's id then).
   */
  language: LeadLanguage;
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
        language: p(lead.language, 'cast(? as varchar)'),
      },
      'from "session" s where not exists (select 1 from "old_lead")',
      '"id"',
    )})`,
    `"the_lead" as (select "id" from "old_lead" union all select "id" from "new_lead")`,
    `"language_noted" as (update "lead" set "language" = ${p(lead.language, 'cast(? as varchar)')}
      where "id" in (select "id" from "old_lead") and "language" <> ${p(lead.language, 'cast(? as varchar)')}
      returning "id")`,
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
    /** The language the person wrote in (decision 096); English when absent. */
    language?: LeadLanguage | undefined;
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
    language: options.language ?? 'en',
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

/** First and last name of a full name, as the contact request stores them (the last word is the last name). */
function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  return {
    firstName: words.join(' ').slice(0, CONTACT_FIELD_MAX.firstName),
    lastName: lastName.slice(0, CONTACT_FIELD_MAX.lastName),
  };
}

/**
 * A booking that joins no existing lead (meetings/meetings.ts `bookMeeting`) becomes one, in the booking's
 * transaction: its contact request (source `meeting-booking`, with the booking's contact details, attribution and
 * chat session), the lead (hot: a booked meeting is the strongest buying signal) and its `lead.created` event.
 *
 * @param booking the booker's name, e-mail, phone and company as validated by `meetingBookingSchema`, the first
 *   touch's attribution, and the chat session the booking came from (null: none)
 * @returns the new lead's id
 */
export async function recordBookingLead(
  tx: EntityManager,
  booking: {
    name: string;
    email: string;
    phone?: string | undefined;
    company?: string | undefined;
    attribution?: Attribution | undefined;
    sessionId: string | null;
  },
  now: Date,
): Promise<string> {
  const request = tx.create(ContactRequest, {
    ...splitName(booking.name),
    email: booking.email,
    phone: booking.phone ?? '',
    company: booking.company ?? '',
    employees: '',
    message: null,
    source: 'meeting-booking',
    submittedAt: now,
    ...attributionColumns(booking.attribution),
    chatSessionId: booking.sessionId,
    spam: false,
    spamReason: null,
    automationSignal: null,
  });
  const lead = recordLead(
    tx,
    { kind: 'contact', row: request },
    { occurredAt: now, spam: false, quality: 'hot' },
  );
  await tx.flush();
  await appendEvent(tx, {
    event: {
      type: 'lead.created',
      version: 1,
      payload: { kind: 'contact', quality: 'hot', status: lead.status, spam: false, source: 'meeting' },
    },
    leadId: lead.id,
    at: now,
  });
  return lead.id;
}

/**
 * The CTE `"handoff_lead"` of a hand-off's statement (conversations/live-chat.ts `requestHandoff`): a chat visitor
 * asked for a person, and each session the statement's CTE `moved` returns (its `"id"`) that is no lead yet becomes
 * one. It returns the new lead's `"id"`; its one placeholder takes the language of the conversation (decision 096),
 * the new lead's. The hand-off's alert is planned from its `handoff.requested` event by the alert dispatcher
 * (delivery/alert-dispatcher.ts).
 *
 * @param moved the name of the statement's CTE that returns the sessions' ids
 */
export function handoffLeadCte(moved: string): string {
  return `"handoff_lead" as (${insertLeadSql(
    'chat',
    {
      id: 'gen_random_uuid()',
      target: 's."id"',
      occurredAt: 's."created_at"',
      quality: 'null',
      qualityRules: 'null',
      spam: 'false',
      possiblyAutomated: 'false',
      language: 'cast(? as varchar)',
    },
    `from "${moved}" s where not exists (select 1 from "lead" l where l."chat_session_id" = s."id")`,
    '"id"',
  )})`;
}

/**
 * The CTEs that append one `type` event for each lead the statement's CTE `written` returns (its `"id"`), by an
 * actor (events/log.ts `appendEventsSql`: ordered and notified). Their placeholders take the payload
 * ({@link payloadJson}), the actor's id and the event's time, in that order, where the statement puts the CTEs.
 */
function actorEventSql(type: DomainEvent['type'], written: string): { ctes: string[]; notified: string } {
  return appendEventsSql(
    leadEventSelectSql(
      1,
      type,
      { lead: 'w."id"', payload: 'cast(? as jsonb)', actor: '?', at: 'cast(? as timestamptz)' },
      `from "${written}" w`,
    ),
  );
}

/**
 * Records a lead's first response (decision 041), the fact that stops its first-response clock (desk/lead-sla.ts
 * reads it), for whichever feature responded (a consultant's live-chat reply): sets `first_response_at` of a lead
 * (by id) or of a chat session's lead when it is not set and appends `lead.first_response` (who responded, and how)
 * with it, in one statement (in the caller's transaction when there is one). Nothing for a lead already answered.
 *
 * @param by the staff member who responded (null: not known) and the channel of the response
 */
export async function recordFirstResponse(
  em: EntityManager,
  of: { leadId: string } | { chatSessionId: string },
  now: Date,
  by: { staffUserId: string | null; channel: 'status' | 'live_chat' },
): Promise<void> {
  const [column, id] = 'leadId' in of ? ['id', of.leadId] : ['chat_session_id', of.chatSessionId];
  const event = actorEventSql('lead.first_response', 'responded');
  await (em as SqlEntityManager).execute(
    `with "responded" as (update "lead" set "first_response_at" = ? where "${column}" = ?
        and "first_response_at" is null returning "id"), ${event.ctes.join(', ')}
      select ${event.notified} as "notified"`,
    [now, id, payloadJson({ type: 'lead.first_response', version: 1, payload: by }), by.staffUserId, now],
  );
}

/**
 * The status follows the journey: a chat lead a consultant answers live moves from `new` to `contacted`, with its
 * `lead.status_changed` event (the consultant as its actor), in one statement. Nothing for a lead past `new`, or
 * whose status staff set before (`status_set_by_staff`: a person's choice stands).
 *
 * @param staffUserId the consultant who answered
 */
export async function recordLiveContact(
  em: EntityManager,
  chatSessionId: string,
  staffUserId: string,
  now: Date,
): Promise<void> {
  const event = actorEventSql('lead.status_changed', 'moved');
  await (em as SqlEntityManager).execute(
    `with "moved" as (update "lead" set "status" = 'contacted', "status_changed_at" = ?, "status_changed_by_id" = ?
        where "chat_session_id" = ? and "status" = 'new' and not "status_set_by_staff" returning "id"),
      ${event.ctes.join(', ')}
      select ${event.notified} as "notified"`,
    [
      now,
      staffUserId,
      chatSessionId,
      payloadJson({ type: 'lead.status_changed', version: 1, payload: { from: 'new', to: 'contacted' } }),
      staffUserId,
      now,
    ],
  );
}

/**
 * The statuses a booking moves a lead from: those before `meeting_booked` in the workflow (`LEAD_STATUSES`). A lead
 * further along (qualified, won, lost) is never moved back.
 */
export const BOOKABLE_FROM_STATUSES = ['new', 'contacted'] as const satisfies readonly LeadStatus[];

/**
 * The status follows the journey: a booked meeting (meetings/meetings.ts `bookMeeting`) moves its lead from `new`
 * or `contacted` ({@link BOOKABLE_FROM_STATUSES}) to `meeting_booked`, with its `lead.status_changed` event (the
 * consultant the meeting is with as its actor, as on the lead), in one statement in the booking's transaction.
 * Nothing for a lead further along, or whose status staff set (`status_set_by_staff`: a person's choice stands).
 * The move is no first response (`first_response_at` stays unset until a person answers, and the reports count it
 * so); like every lead past `new`, the lead is in someone's hands, the meeting's consultant's, so the escalation of
 * an unanswered lead (desk/lead-sla.ts, new leads only) leaves it alone.
 *
 * @param consultantId the staff member the meeting is booked with
 * @returns whether the lead moved
 */
export async function recordMeetingBooked(
  em: EntityManager,
  leadId: string,
  consultantId: string,
  now: Date,
): Promise<boolean> {
  const event = appendEventsSql(
    leadEventSelectSql(
      1,
      'lead.status_changed',
      {
        lead: 'm."id"',
        payload: `jsonb_build_object('from', m."from", 'to', 'meeting_booked')`,
        actor: '?',
        at: 'cast(? as timestamptz)',
      },
      'from "moved" m',
    ),
  );
  const from = BOOKABLE_FROM_STATUSES.map((status) => `'${status}'`).join(', ');
  const [row] = await (em as SqlEntityManager).execute<{ moved: number | string }[]>(
    `with "before" as (select "id", "status" from "lead" where "id" = ? for update),
      "moved" as (update "lead" l set "status" = 'meeting_booked', "status_changed_at" = ?, "status_changed_by_id" = ?
        from "before" b where l."id" = b."id" and b."status" in (${from}) and not l."status_set_by_staff"
        returning l."id", b."status" as "from"),
      ${event.ctes.join(', ')}
      select (select count(*) from "moved") as "moved", ${event.notified} as "notified"`,
    [leadId, now, consultantId, consultantId, now],
  );
  return Number(row?.moved ?? 0) > 0;
}

/**
 * A staff member's choice of a lead's status (desk/lead-status.ts `changeLeadStatus`, which checks the workflow
 * and appends the change's events in the same transaction): sets the status, who and when, marks it set by staff
 * (the journey's moves leave it alone from now on) and, with `firstResponse`, the lead's first response. The write
 * holds only while the lead is still in `from`, so a move the journey made meanwhile is never overwritten.
 *
 * @returns whether the lead was still in `from` (false: nothing written)
 */
export async function recordStaffStatus(
  em: EntityManager,
  change: { leadId: string; from: LeadStatus; to: LeadStatus; staffUserId: string; firstResponse: boolean },
  now: Date,
): Promise<boolean> {
  const rows = await (em as SqlEntityManager).execute<{ id: string }[]>(
    `update "lead" set "status" = ?, "status_changed_at" = ?, "status_changed_by_id" = ?, "status_set_by_staff" = true,
        "first_response_at" = case when cast(? as boolean) then coalesce("first_response_at", ?) else "first_response_at" end
      where "id" = ? and "status" = ? returning "id"`,
    [change.to, now, change.staffUserId, change.firstResponse, now, change.leadId, change.from],
  );
  return rows.length > 0;
}

/**
 * A staff member's spam mark on a lead (desk/lead-status.ts `markLeadSpam`; decision 019): sets `spam`, who marked
 * it and when, with its `lead.spam_marked` event (the member as its actor), in one statement in the caller's
 * transaction. Marking again writes again: the latest mark's member and time stand. Nothing for an unknown lead.
 * The caller marks the contact request or newsletter signup the lead points at (what the retention purge reads).
 *
 * @param mark the lead, the verdict (`spam`: true marks it spam, false not spam) and the member who marks it
 */
export async function recordSpamMark(
  em: EntityManager,
  mark: { leadId: string; spam: boolean; staffUserId: string },
  now: Date,
): Promise<void> {
  const event = actorEventSql('lead.spam_marked', 'marked');
  await (em as SqlEntityManager).execute(
    `with "marked" as (update "lead" set "spam" = ?, "spam_marked_at" = ?, "spam_marked_by_id" = ? where "id" = ?
        returning "id"),
      ${event.ctes.join(', ')}
      select ${event.notified} as "notified"`,
    [
      mark.spam,
      now,
      mark.staffUserId,
      mark.leadId,
      payloadJson({ type: 'lead.spam_marked', version: 1, payload: { spam: mark.spam } }),
      mark.staffUserId,
      now,
    ],
  );
}

/**
 * The `update` of the desk's decision statement (desk/lead-assignment.ts) that gives leads their first owner: from
 * `source` (a CTE of `"lead"`, `"to"`, `"domain"` columns: the lead's id, its owner's id and the company's domain or
 * ''), each lead still without an owner and never assigned takes its owner, assigned at the statement's one
 * `cast(? as timestamptz)` placeholder; returns the ids assigned.
 */
export function firstOwnersSql(source: string): string {
  return `update "lead" l set "owner_id" = a."to", "assigned_at" = cast(? as timestamptz),
      "company_domain" = nullif(a."domain", '')
    from ${source} a where l."id" = a."lead" and l."assigned_at" is null and l."owner_id" is null
    returning l."id"`;
}

/**
 * Sets a lead's owner (`staff.leads.reassign`, desk/lead-assignment.ts), assigned now; null leaves it without one.
 * The caller appends the change's event in the same transaction.
 */
export async function setLeadOwner(
  em: EntityManager,
  leadId: string,
  ownerId: string | null,
  now: Date,
): Promise<void> {
  await (em as SqlEntityManager).execute(
    `update "lead" set "owner_id" = ?, "assigned_at" = ? where "id" = ?`,
    [ownerId, now, leadId],
  );
}

/**
 * Marks the leads whose first response is overdue (desk/lead-sla.ts): of `leadIds`, those still new, unanswered and
 * not marked before take `sla_breached_at`. The caller appends their `lead.sla_breached` events in the same
 * transaction.
 *
 * @returns the leads marked now, with their owners
 */
export function markSlaBreached(
  em: EntityManager,
  leadIds: readonly string[],
  now: Date,
): Promise<{ id: string; owner_id: string | null }[]> {
  return (em as SqlEntityManager).execute<{ id: string; owner_id: string | null }[]>(
    `update "lead" set "sla_breached_at" = ? where "id" = any(cast(? as uuid[])) and "sla_breached_at" is null
       and "first_response_at" is null and "status" = 'new' returning "id", "owner_id"`,
    [now, uuidArray(leadIds)],
  );
}
