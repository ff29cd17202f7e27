/**
 * The e-mails to a visitor and a meeting's consultant that the alert dispatcher (delivery/alert-dispatcher.ts)
 * writes from the event log, beside the lead alerts (docs/decisions/075-deliveries-planned-from-the-event-log.md).
 * A feature appends the event in its change's transaction; the dispatcher writes the `delivery` rows, each with the
 * `event_id` it renders, in the transaction that moves its position. Every row is an urgent e-mail (channel
 * `email`), due at its event's time unless its rule says otherwise:
 *
 * - `handoff.transcript_requested` → `chat.transcript`, `handoff.reply_unseen` → `chat.unseen_reply`: to the chat
 *   visitor, at most once per lead and topic (the unique lead, topic and channel of `delivery`).
 * - `newsletter.confirmation_requested` → `newsletter.confirm`, the double opt-in e-mail: one row per signup, sent
 *   again only by the rule of {@link confirmationResend}.
 * - `meeting.booked`, `meeting.rescheduled`, `meeting.cancelled` → the version's e-mails and reminders
 *   (delivery/meeting-plan.ts), unique per meeting, SEQUENCE, recipient and topic.
 *
 * A row is written only while its lead or meeting exists (a privacy deletion may have removed it since).
 */
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { DeliveryStatus } from '../db/delivery.entity.ts';
import type { ConsumedEvent } from '../events/consumer.ts';
import { isMeetingVersionTopic, planMeetingEmails } from './meeting-plan.ts';

/** A signup that asks again within this time gets no second confirmation e-mail (a day; e-mail-bombing guard). */
export const CONFIRMATION_RESEND_AFTER_MS = 24 * 60 * 60 * 1000;

/** The chat events that e-mail the visitor, by the topic of their e-mail. */
const CHAT_VISITOR_EMAILS: Readonly<Record<string, 'chat.transcript' | 'chat.unseen_reply'>> = {
  'handoff.transcript_requested': 'chat.transcript',
  'handoff.reply_unseen': 'chat.unseen_reply',
};

/** Which of these e-mails can be written now (the dispatcher's deps, from the app's settings). */
export interface EventEmailSettings {
  /** A meeting's e-mails: SMTP is configured. */
  meetings: boolean;
  /** The newsletter's confirmation e-mails: SMTP and the confirmation link's signer are configured. */
  confirmations: boolean;
}

/** A signup's confirmation e-mail as stored. */
export interface StoredConfirmation {
  status: DeliveryStatus;
  deliveredAt: Date | null;
}

/**
 * Whether a signup's request for its confirmation e-mail sends one: the first request does (`create`); a repeat does
 * (`requeue`) only when the last e-mail failed or went out more than {@link CONFIRMATION_RESEND_AFTER_MS} before the
 * request (its link may have expired), so a form cannot flood someone's inbox; otherwise nothing is sent (`none`).
 *
 * @param stored the signup's confirmation e-mail, if one was written
 * @param at the request's time
 */
export function confirmationResend(
  stored: StoredConfirmation | undefined,
  at: Date,
): 'create' | 'requeue' | 'none' {
  if (!stored) return 'create';
  const stale =
    stored.status === 'failed' ||
    (stored.status === 'delivered' &&
      stored.deliveredAt !== null &&
      at.getTime() - stored.deliveredAt.getTime() > CONFIRMATION_RESEND_AFTER_MS);
  return stale ? 'requeue' : 'none';
}

/** A PostgreSQL array literal of some values (each quoted: times carry spaces or colons). */
const arrayOf = (values: readonly (string | number)[]) =>
  `{${values.map((value) => `"${value}"`).join(',')}}`;

/**
 * Writes the e-mails of a page of the log's events in the dispatcher's transaction.
 *
 * @returns how many e-mails were written or made due again
 */
export async function writeEventEmails(
  sql: SqlEntityManager,
  rows: readonly ConsumedEvent[],
  settings: EventEmailSettings,
): Promise<number> {
  let written = await writeChatVisitorEmails(sql, rows);
  if (settings.confirmations) written += await writeConfirmations(sql, rows);
  if (settings.meetings) written += await writeMeetingEmails(sql, rows);
  return written;
}

/** The transcripts and unseen-reply e-mails of a page, once per lead and topic. */
async function writeChatVisitorEmails(
  sql: SqlEntityManager,
  rows: readonly ConsumedEvent[],
): Promise<number> {
  const emails = rows.flatMap((row) => {
    const topic = CHAT_VISITOR_EMAILS[row.type];
    return topic && row.lead_id !== null
      ? [{ topic, leadId: row.lead_id, at: new Date(row.created_at).toISOString(), eventId: row.id }]
      : [];
  });
  if (emails.length === 0) return 0;
  const written = await sql.execute<unknown[]>(
    `insert into "delivery" ("id", "channel", "topic", "lead_id", "urgent", "status", "attempts", "next_attempt_at",
       "created_at", "event_id")
     select gen_random_uuid(), 'email', e."topic", l."id", true, 'pending', 0, e."at", e."at", e."event"
     from unnest(cast(? as text[]), cast(? as uuid[]), cast(? as timestamptz[]), cast(? as bigint[]))
       with ordinality as e("topic", "lead", "at", "event", "n")
     join "lead" l on l."id" = e."lead"
     order by e."n"
     on conflict do nothing
     returning 1`,
    [
      arrayOf(emails.map((email) => email.topic)),
      arrayOf(emails.map((email) => email.leadId)),
      arrayOf(emails.map((email) => email.at)),
      arrayOf(emails.map((email) => email.eventId)),
    ],
  );
  return written.length;
}

/** The confirmation e-mails of a page's signups, one request after the other (a repeat reads the one before). */
async function writeConfirmations(sql: SqlEntityManager, rows: readonly ConsumedEvent[]): Promise<number> {
  let written = 0;
  for (const row of rows) {
    if (row.type !== 'newsletter.confirmation_requested' || row.lead_id === null) continue;
    const at = new Date(row.created_at);
    const [stored] = await sql.execute<
      { id: string; status: DeliveryStatus; delivered_at: Date | string | null }[]
    >(
      `select "id", "status", "delivered_at" from "delivery"
       where "lead_id" = ? and "topic" = 'newsletter.confirm' and "channel" = 'email' for update`,
      [row.lead_id],
    );
    const resend = confirmationResend(
      stored && {
        status: stored.status,
        deliveredAt: stored.delivered_at === null ? null : new Date(stored.delivered_at),
      },
      at,
    );
    if (resend === 'create') {
      const inserted = await sql.execute<unknown[]>(
        `insert into "delivery" ("id", "channel", "topic", "lead_id", "urgent", "status", "attempts",
           "next_attempt_at", "created_at", "event_id")
         select gen_random_uuid(), 'email', 'newsletter.confirm', l."id", true, 'pending', 0, ?, ?, ?
         from "lead" l where l."id" = ?
         on conflict do nothing
         returning 1`,
        [at, at, row.id, row.lead_id],
      );
      written += inserted.length;
    } else if (resend === 'requeue' && stored) {
      // Due again as if never tried, rendering the latest request.
      await sql.execute(
        `update "delivery" set "status" = 'pending', "attempts" = 0, "next_attempt_at" = ?, "locked_until" = null,
           "delivered_at" = null, "failed_at" = null, "last_error" = null, "event_id" = ?
         where "id" = ?`,
        [at, row.id, stored.id],
      );
      written += 1;
    }
  }
  return written;
}

/** The e-mails of a page's meeting versions (delivery/meeting-plan.ts). */
async function writeMeetingEmails(sql: SqlEntityManager, rows: readonly ConsumedEvent[]): Promise<number> {
  const emails = rows.flatMap((row) => {
    if (
      row.meeting_id === null ||
      !isMeetingVersionTopic(row.type) ||
      typeof row.payload.sequence !== 'number'
    ) {
      return [];
    }
    const { sequence, startsAt } = row.payload;
    const at = new Date(row.created_at);
    const planned = planMeetingEmails({
      topic: row.type,
      startsAt: typeof startsAt === 'string' ? new Date(startsAt) : undefined,
      at,
    });
    const meetingId = row.meeting_id;
    return planned.map((email) => ({ ...email, meetingId, sequence, at, eventId: row.id }));
  });
  if (emails.length === 0) return 0;
  const written = await sql.execute<unknown[]>(
    `insert into "delivery" ("id", "channel", "topic", "meeting_id", "recipient", "sequence", "urgent", "status",
       "attempts", "next_attempt_at", "created_at", "event_id")
     select gen_random_uuid(), 'email', e."topic", m."id", e."recipient", e."sequence", true, 'pending', 0, e."due",
       e."at", e."event"
     from unnest(cast(? as text[]), cast(? as uuid[]), cast(? as text[]), cast(? as int[]), cast(? as timestamptz[]),
       cast(? as timestamptz[]), cast(? as bigint[])) with ordinality
       as e("topic", "meeting", "recipient", "sequence", "due", "at", "event", "n")
     join "meeting" m on m."id" = e."meeting"
     order by e."n"
     on conflict do nothing
     returning 1`,
    [
      arrayOf(emails.map((email) => email.topic)),
      arrayOf(emails.map((email) => email.meetingId)),
      arrayOf(emails.map((email) => email.recipient)),
      arrayOf(emails.map((email) => email.sequence)),
      arrayOf(emails.map((email) => email.due.toISOString())),
      arrayOf(emails.map((email) => email.at.toISOString())),
      arrayOf(emails.map((email) => email.eventId)),
    ],
  );
  return written.length;
}
