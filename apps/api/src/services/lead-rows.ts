/**
 * The one writer of `lead` and `notification` rows. Every path that creates a lead or queues a notification goes
 * through here: the contact form and its no-JavaScript post (services/contact.ts, one SQL statement), the chat
 * turn (services/chat-turn.ts, one SQL statement), the newsletter signup (services/newsletter.ts, MikroORM's
 * unit of work), the live hand-off's lead and the visitor's e-mails (services/live-chat.ts), a booked meeting's
 * lead (services/meetings.ts) and the first-response escalation (services/lead-sla.ts).
 *
 * A lead row is written in the same statement or transaction as what it points at, and its notifications (the
 * transactional outbox; docs/decisions/010-sales-platform.md) with it, so no lead is ever missing from the inbox
 * and no announcement is lost. The hot paths stay single statements (decision 027, "The
 * chat turn in one statement"): they compose the CTEs built here. The columns a new row is written with are
 * listed once ({@link NEW_LEAD_COLUMNS}, {@link NEW_NOTIFICATION_COLUMNS}); the SQL builders and the ORM path both
 * take them from there, and `test/lead-rows.test.ts` checks them against the entities' metadata.
 *
 * The outbox worker (services/notifier.ts) updates a notification's delivery state; it creates no rows.
 */

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { LeadKind, LeadQuality, LeadStatus } from '@northline/schemas';
import type { FiredRule } from '../chat/index.ts';
import type { ChatSession } from '../db/chat-session.entity.ts';
import type { ContactRequest } from '../db/contact-request.entity.ts';
import { Lead } from '../db/lead.entity.ts';
import type { NewsletterSubscription } from '../db/newsletter-subscription.entity.ts';
import { Notification, type NotificationChannel, type NotificationEvent } from '../db/notification.entity.ts';

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

/**
 * The columns a new notification is written with, by property of `Notification`, in the order the SQL inserts
 * list them. The others (`lockedUntil`, `deliveredAt`, `failedAt`, `lastError`) start null.
 */
export const NEW_NOTIFICATION_COLUMNS = {
  id: 'id',
  lead: 'lead_id',
  event: 'event',
  channel: 'channel',
  urgent: 'urgent',
  status: 'status',
  attempts: 'attempts',
  nextAttemptAt: 'next_attempt_at',
  createdAt: 'created_at',
  changes: 'changes',
} as const satisfies Record<string, string>;

/** One SQL expression per column of {@link NEW_NOTIFICATION_COLUMNS} but the delivery state, which the writer sets. */
export type NewNotificationSql = Record<
  Exclude<keyof typeof NEW_NOTIFICATION_COLUMNS, 'status' | 'attempts'>,
  string
>;

/** The delivery state of a notification that was never tried: `pending`, no attempt. */
const NEVER_TRIED = { status: 'pending', attempts: 0 } as const;

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

/**
 * An `insert into "notification" … select …` of one never-tried notification per row of `source`.
 *
 * @param values an SQL expression per column; placeholders take their parameters in
 *   {@link NEW_NOTIFICATION_COLUMNS} order
 * @param source the `from` clause the values read
 */
export function insertNotificationSql(values: NewNotificationSql, source: string): string {
  const expressions = {
    ...values,
    status: `'${NEVER_TRIED.status}'`,
    attempts: String(NEVER_TRIED.attempts),
  };
  const columns = Object.values(NEW_NOTIFICATION_COLUMNS).map(quoted);
  const selected = Object.keys(NEW_NOTIFICATION_COLUMNS).map(
    (property) => expressions[property as keyof typeof NEW_NOTIFICATION_COLUMNS],
  );
  return `insert into "notification" (${columns.join(', ')}) select ${selected.join(', ')} ${source} returning 1`;
}

/**
 * The values of an urgent notification due at once, one per row of {@link channelRowsSql}: the placeholders are
 * its next attempt and its creation time (the same instant).
 *
 * @param lead the SQL expression of the lead's id
 * @param event the SQL expression of the event
 */
export function urgentPerChannelSql(lead: string, event: string): NewNotificationSql {
  return {
    id: 'gen_random_uuid()',
    lead,
    event,
    channel: 'c."channel"',
    urgent: 'true',
    nextAttemptAt: 'cast(? as timestamptz)',
    createdAt: 'cast(? as timestamptz)',
    changes: 'null',
  };
}

/** `(values …) as c("channel")`: one row per channel, each a placeholder that takes the channel's name. */
export function channelRowsSql(channels: readonly unknown[]): string {
  return `(values ${channels.map(() => '(cast(? as varchar))').join(', ')}) as c("channel")`;
}

/** What a contact request's lead is written with (services/contact.ts). */
export interface ContactLeadValues {
  /** The new lead's id. */
  id: string;
  quality: LeadQuality;
  rules: readonly FiredRule[];
  /** Hot leads go at once. */
  urgent: boolean;
  /** The submission's time: the notifications are due at once. */
  now: Date;
  /** The configured channels: one `lead.created` notification each. */
  channels: readonly NotificationChannel[];
}

/**
 * The CTEs that add a contact request's lead and its `lead.created` notifications to the contact statement:
 * `"lead_row"` (one lead per row of the statement's `"request"` CTE, which returns `"id"`, `"submitted_at"`,
 * `"spam"` and `"automation_signal"`) and, with channels, `"notified"` (none for a spam-flagged lead; decision
 * 003). Their parameters are {@link contactLeadParams}, in this order, after those of the CTEs before them.
 *
 * @param channelCount how many channels are configured
 * @returns the CTEs, comma-separated, without a leading comma
 */
export function contactLeadCtes(channelCount: number): string {
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
  if (channelCount === 0) return lead;
  const rows = Array.from({ length: channelCount }, () => '(?, ?)').join(', ');
  const notified = `"notified" as (${insertNotificationSql(
    {
      id: 'cast(c."id" as uuid)',
      lead: 'l."id"',
      event: `'lead.created'`,
      channel: 'c."channel"',
      urgent: 'cast(? as boolean)',
      nextAttemptAt: '?',
      createdAt: '?',
      changes: 'null',
    },
    `from "lead_row" l cross join (values ${rows}) as c("id", "channel") where not l."spam"`,
  )})`;
  return `${lead}, ${notified}`;
}

/** The parameters of {@link contactLeadCtes}, in its placeholders' order. */
export function contactLeadParams(values: ContactLeadValues): unknown[] {
  return [
    values.id,
    values.quality,
    JSON.stringify(values.rules),
    ...(values.channels.length === 0
      ? []
      : [
          values.urgent,
          values.now,
          values.now,
          ...values.channels.flatMap((channel) => [randomUUID(), channel]),
        ]),
  ];
}

/** What a chat turn writes about its session's lead (services/chat-turn.ts). */
export interface ChatLeadWrite {
  /** The lead turned hot during the turn (queues `lead.hot` for a lead that existed before). */
  becameHot: boolean;
  /** The visitor reported an incident (queues `chat.emergency`). */
  emergency: boolean;
  /**
   * The contact fields the visitor gave during the turn (`name`, `email`, `phone`, `company`): after an alert about
   * the lead went out, they queue a `lead.updated` follow-up that lists them.
   */
  contactChanges: readonly ContactField[];
  /** Hot leads and emergencies go at once. */
  urgent: boolean;
  channels: readonly NotificationChannel[];
  now: Date;
}

/**
 * The CTEs that make a chat session a lead within the chat turn's statement, reading its `"session"` CTE (which
 * returns the session's `"id"`, none when the session's row is gone): the lead row is added once with
 * `lead.created`; `lead.hot` is queued when an existing lead turns hot and `chat.emergency` when the visitor
 * reports an incident, each at most once per lead and channel. `"events"` lists the events written (or due,
 * without channels).
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
          select 1 from "notification" n where n."lead_id" in (select "id" from "old_lead")
            and n."event" in (${ALERT_EVENTS}) and n."status" in ('sending', 'delivered')))
      ) as v("event", "wanted")
      where v."wanted" and not exists (
        select 1 from "notification" n where n."lead_id" in (select "id" from "old_lead") and n."event" = v."event"
          and (n."event" <> 'lead.updated' or n."status" = 'pending')))`,
  ];
  if (changes !== '') {
    ctes.push(
      `"merged_changes" as (${mergeChangesSql('select "id" from "old_lead"', p(changes, 'cast(? as varchar)'))})`,
    );
  }
  if (lead.channels.length > 0) {
    const values: NewNotificationSql = {
      id: 'gen_random_uuid()',
      lead: 'l."id"',
      event: 'e."event"',
      channel: 'c."channel"',
      urgent: p(lead.urgent, 'cast(? as boolean)'),
      nextAttemptAt: p(lead.now, 'cast(? as timestamptz)'),
      createdAt: p(lead.now, 'cast(? as timestamptz)'),
      changes: `case e."event" when 'lead.updated' then ${p(changes, 'cast(? as varchar)')} end`,
    };
    const channels = lead.channels.map((channel) => `(${p(channel, 'cast(? as varchar)')})`).join(', ');
    ctes.push(
      `"notified" as (${insertNotificationSql(
        values,
        `from "the_lead" l cross join "events" e cross join (values ${channels}) as c("channel")`,
      )})`,
    );
  }
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

/**
 * An `update` that adds contact fields to the follow-ups of some leads not sent yet (a follow-up's message is read
 * when it is sent, so it tells the new values; its list of changes needs them named).
 *
 * @param leadIds a `select` of the leads' ids
 * @param changes the placeholder of the comma-separated fields
 */
function mergeChangesSql(leadIds: string, changes: string): string {
  return `update "notification" set "changes" = (
      select string_agg(distinct f, ',' order by f)
      from unnest(string_to_array(coalesce("changes", '') || ',' || ${changes}, ',')) f where f <> '')
    where "lead_id" in (${leadIds}) and "event" = 'lead.updated' and "status" = 'pending'
    returning 1`;
}

/**
 * Contact details a chat visitor gave while a person answers the chat (or is waited for): in the caller's
 * transaction, queues one `lead.updated` follow-up per channel listing `changes` when an alert about the
 * session's lead already went out, or adds them to a follow-up not sent yet. Nothing for a session that is not a
 * lead, or whose alerts have not gone out (they carry the details when sent).
 *
 * @param changes the contact fields that arrived (at least one)
 * @param urgent whether the follow-up's e-mail goes at once
 * @returns whether a follow-up was queued (the caller wakes the notifier)
 */
export async function queueChatContactUpdate(
  em: EntityManager,
  input: {
    sessionId: string;
    changes: readonly ContactField[];
    channels: readonly NotificationChannel[];
    urgent: boolean;
    now: Date;
  },
): Promise<boolean> {
  if (input.changes.length === 0 || input.channels.length === 0) return false;
  const changes = [...new Set(input.changes)].sort().join(',');
  const sql = em as SqlEntityManager;
  const leadOfSession = 'select "id" from "lead" where "chat_session_id" = ?';
  await sql.execute(mergeChangesSql(leadOfSession, 'cast(? as varchar)'), [input.sessionId, changes]);
  const values: NewNotificationSql = {
    id: 'gen_random_uuid()',
    lead: 'l."id"',
    event: "'lead.updated'",
    channel: 'c."channel"',
    urgent: 'cast(? as boolean)',
    nextAttemptAt: 'cast(? as timestamptz)',
    createdAt: 'cast(? as timestamptz)',
    changes: 'cast(? as varchar)',
  };
  const queued = await sql.execute<unknown[]>(
    insertNotificationSql(
      values,
      `from "lead" l cross join ${channelRowsSql(input.channels)}
       where l."chat_session_id" = ?
         and exists (select 1 from "notification" n where n."lead_id" = l."id"
           and n."event" in (${ALERT_EVENTS}) and n."status" in ('sending', 'delivered'))
         and not exists (select 1 from "notification" n where n."lead_id" = l."id"
           and n."event" = 'lead.updated' and n."status" = 'pending' and n."channel" = c."channel")`,
    ),
    [input.urgent, input.now, input.now, changes, ...input.channels, input.sessionId],
  );
  return queued.length > 0;
}

/** A contact field a visitor gives: what a `lead.updated` follow-up lists. */
export type ContactField = 'name' | 'email' | 'phone' | 'company';

/** The alerts about a lead to sales whose delivery makes later contact details worth a `lead.updated`. */
const ALERT_EVENTS = ["'lead.created'", "'lead.hot'", "'chat.emergency'", "'chat.handoff_requested'"].join(
  ', ',
);

/** Which notifications a new or changed lead sends, on which channels, and whether at once. */
export interface LeadNotifications {
  /** The channels configured (services/notifier.ts `Notifier.channels`); none: the inbox only. */
  channels: readonly NotificationChannel[];
  /** Events to announce; each is written once per lead and channel. */
  events: readonly NotificationEvent[];
  /** Hot leads and emergencies go at once; the others wait for the next batch. */
  urgent: boolean;
}

/**
 * The delivery state of a notification that is due now and never tried: `pending`, no attempt, no lease, no
 * outcome.
 */
function dueNow(now: Date) {
  return {
    ...NEVER_TRIED,
    nextAttemptAt: now,
    lockedUntil: null,
    deliveredAt: null,
    failedAt: null,
    lastError: null,
  };
}

/**
 * Writes the notification rows of a lead into the caller's unit of work (the lead's transaction): one per event
 * and channel, due now. The caller flushes.
 */
export function queueNotifications(
  em: EntityManager,
  lead: Lead,
  notify: LeadNotifications,
  now: Date,
): void {
  for (const event of notify.events) {
    for (const channel of notify.channels) {
      const row = {
        lead,
        event,
        channel,
        urgent: notify.urgent,
        ...dueNow(now),
        createdAt: now,
        changes: null,
      } satisfies Record<Exclude<keyof typeof NEW_NOTIFICATION_COLUMNS, 'id'>, unknown>;
      em.create(Notification, row);
    }
  }
}

/** A PostgreSQL array literal of uuids (a parameter for `cast(? as uuid[])`). */
export const uuidArray = (ids: readonly string[]): string => `{${ids.join(',')}}`;

/**
 * Queues the urgent `lead.sla_breached` alert of each lead, one per channel, due now, in the caller's transaction
 * (the one that marks the leads breached, so the mark and its alert commit together).
 *
 * @param tx the transaction's entity manager
 * @param leadIds the leads just marked breached (none: nothing is written)
 * @param channels the notifier's channels (none: nothing is written)
 */
export async function queueSlaBreachAlerts(
  tx: SqlEntityManager,
  leadIds: readonly string[],
  channels: readonly NotificationChannel[],
  now: Date,
): Promise<void> {
  if (leadIds.length === 0 || channels.length === 0) return;
  await tx.execute(
    insertNotificationSql(
      urgentPerChannelSql('l."id"', "'lead.sla_breached'"),
      `from unnest(cast(? as uuid[])) as l("id") cross join ${channelRowsSql(channels)}`,
    ),
    [now, now, uuidArray(leadIds), ...channels],
  );
}

/**
 * Makes a notification due now again as if never tried (the newsletter's confirmation e-mail sent anew); the
 * caller flushes.
 */
export function requeueNotification(notification: Notification, now: Date): void {
  Object.assign(notification, dueNow(now));
}

/**
 * Adds a form lead to the inbox in the caller's transaction: the `lead` row and, unless it is spam-flagged
 * (decision 003: spam never notifies), its `lead.created` notifications. The caller flushes.
 *
 * @param target the stored contact request or newsletter signup
 * @param options quality and rules (contact requests), spam flag, channels, urgency, the clock
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
    channels: readonly NotificationChannel[];
    notify: boolean;
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
  if (!options.spam && options.notify) {
    queueNotifications(
      em,
      lead,
      { channels: options.channels, events: ['lead.created'], urgent: options.quality === 'hot' },
      options.occurredAt,
    );
  }
  return lead;
}

/**
 * A chat visitor asked for a person (the live hand-off, services/live-chat.ts): in the caller's transaction, makes
 * the session a lead when it is not one (`lead.created` is not queued: the hand-off alert says more) and queues the
 * `chat.handoff_requested` alert on every channel, at most once per lead and channel. A lead's alerts carry
 * the contact details known when they are sent (services/notification-messages.ts).
 *
 * @param options `urgent` (default true): the alert goes at once; false: with the next alert batch, where the
 *   hand-offs of a batch go as one e-mail naming their count (decision 060)
 * @returns the lead's id, whether it was created now, and whether an alert was queued (the caller wakes the notifier)
 */
export async function recordHandoffLead(
  em: EntityManager,
  sessionId: string,
  channels: readonly NotificationChannel[],
  now: Date,
  options: { urgent?: boolean } = {},
): Promise<{ leadId: string | undefined; created: boolean; queued: boolean }> {
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
  const created = inserted.length > 0;
  if (!lead || channels.length === 0) return { leadId: lead?.id, created, queued: false };
  const queued = await sql.execute<unknown[]>(
    insertNotificationSql(
      {
        ...urgentPerChannelSql('cast(? as uuid)', "'chat.handoff_requested'"),
        urgent: options.urgent === false ? 'false' : 'true',
      },
      `from ${channelRowsSql(channels)} where not exists (select 1 from "notification" n
        where n."lead_id" = cast(? as uuid) and n."event" = 'chat.handoff_requested' and n."channel" = c."channel")`,
    ),
    [lead.id, now, now, ...channels, lead.id],
  );
  return { leadId: lead.id, created, queued: queued.length > 0 };
}

/**
 * Queues an e-mail to a chat visitor (the transcript after a live chat closed, or a consultant reply they did not
 * see) on the lead of their session, in the caller's transaction: one `email` notification, due now, at most once
 * per lead and event. The message is built when it is sent (services/notifier.ts), from the session's e-mail.
 *
 * @returns whether one was queued (false: no lead, or already queued once)
 */
export async function queueVisitorEmail(
  em: EntityManager,
  sessionId: string,
  event: 'chat.transcript' | 'chat.unseen_reply',
  now: Date,
): Promise<boolean> {
  const values: NewNotificationSql = {
    id: 'gen_random_uuid()',
    lead: 'l."id"',
    event: 'cast(? as varchar)',
    channel: "'email'",
    urgent: 'true',
    nextAttemptAt: 'cast(? as timestamptz)',
    createdAt: 'cast(? as timestamptz)',
    changes: 'null',
  };
  const queued = await (em as SqlEntityManager).execute<unknown[]>(
    insertNotificationSql(
      values,
      `from "lead" l where l."chat_session_id" = ? and not exists (select 1 from "notification" n
        where n."lead_id" = l."id" and n."event" = cast(? as varchar) and n."channel" = 'email')`,
    ),
    [event, now, now, sessionId, event],
  );
  return queued.length > 0;
}
