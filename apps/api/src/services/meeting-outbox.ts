/**
 * The meetings' outbox worker (docs/decisions/033): delivers the `meeting_message` rows services/meetings.ts
 * writes in each booking's transaction, like the lead notifications' worker (services/notifier.ts): claims due
 * rows with a lease (`for update skip locked`), sends, records delivery or a retry with exponential backoff; its
 * loop is the notifier's (services/outbox-lane.ts).
 *
 * Messages are built from the meeting when they are sent, so the outbox holds no personal data. Of what the
 * visitor typed, the visitor's own messages carry the first name only (`greetingName` of @northline/content: the
 * greeting and the ATTENDEE's CN), never the full name, company or phone, so an invitation cannot be turned into a
 * stranger's message from the company's address (docs/decisions/058); the consultant's copies name the visitor
 * on one line, quoted.
 * - `request` / `cancel` e-mails to the visitor and the consultant with a `text/calendar; method=REQUEST` (or
 *   `CANCEL`) part (RFC 5546 iMIP, RFC 6047) from services/meeting-invite.ts; the visitor's carries the manage link;
 * - `reminder` e-mails, due 24 hours before the start, skipped when the meeting was cancelled or moved since (the
 *   row's SEQUENCE is no longer the meeting's);
 * - `webhook` events `meeting.booked`, `meeting.rescheduled`, `meeting.cancelled` (`webhookMeetingSchema` of
 *   @northline/schemas: ids and times only), built and signed with LEAD_WEBHOOK_SECRET by
 *   delivery/webhook-payloads.ts.
 * A request or reminder of an older SEQUENCE than the meeting's is skipped: it is superseded by the newer version's
 * message (the meeting row holds only the newest time, and a calendar applies the newest SEQUENCE it sees, RFC 5546
 * §2.1.5). Logs carry message and meeting ids, kinds and status codes only.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { greetingName, type MeetingEmailFacts, meetingEmails, meetingSummary } from '@northline/content';
import { formatTorontoDateTime } from '@northline/content/business-hours';
import type { WebhookMeetingEventType } from '@northline/schemas';
import nodemailer, { type Transporter } from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import type { MeetingMessageKind, MeetingRecipient } from '../db/meeting.entity.ts';
import { signedWebhook } from '../delivery/webhook-payloads.ts';
import type { ServiceLogger } from '../logging.ts';
import { meetingInvite } from './meeting-invite.ts';
import { manageToken } from './meeting-tokens.ts';
import { leadUrl } from './notification-messages.ts';
import { backoffMs, NOTIFIER_DEFAULTS } from './notifier.ts';
import { claimDueSql, deliveryErrorCode, OutboxLane } from './outbox-lane.ts';

/** Time limit of one delivery: a webhook call, and each SMTP connection, greeting and socket wait (ms). */
const DELIVERY_TIMEOUT_MS = NOTIFIER_DEFAULTS.timeoutMs;

/** The worker's settings. */
export interface MeetingOutboxConfig {
  /** SMTP_URL; unset: no e-mail rows are written. */
  smtpUrl?: string | undefined;
  /** MEETING_FROM: the sender of meeting e-mails. */
  from: string;
  /** LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET; unset: no webhook rows. */
  webhookUrl?: string | undefined;
  webhookSecret?: string | undefined;
  /** SITE_URL, the links' origin. */
  siteUrl: string;
  /** MEETING_TOKEN_SECRET. */
  tokenSecret: string;
  /** MEETING_LOCATION. */
  location: string;
  /** Meeting length in minutes (the texts state it). */
  durationMinutes: number;
  /** Milliseconds before the first retry (NOTIFY_RETRY_BASE_MS). */
  retryBaseMs: number;
  /** Attempts before giving up (NOTIFY_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Milliseconds between runs of the background loop (reminders become due while nothing pokes it). */
  intervalMs: number;
}

/** The page a manage link opens on the site (the token in the path: no personal data). */
export function manageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/meetings/manage/${token}`;
}

/** The outcome of one {@link MeetingOutbox.runDue}. */
export interface MeetingRunResult {
  delivered: number;
  skipped: number;
  retrying: number;
  failed: number;
}

interface ClaimedMessage {
  id: string;
  meeting_id: string;
  kind: MeetingMessageKind;
  recipient: MeetingRecipient;
  event: string;
  sequence: number;
  attempts: number;
  /** When the event occurred (the row's creation): the webhook's `timestamp`. */
  created_at: Date | string;
}

interface MeetingFacts {
  id: string;
  lead_id: string;
  status: 'booked' | 'cancelled';
  sequence: number;
  starts_at: Date | string;
  ends_at: Date | string;
  ical_uid: string;
  visitor_name: string;
  visitor_email: string;
  consultant_id: string;
  consultant_name: string;
  consultant_email: string;
}

const dateOf = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/** The meetings' outbox worker (see the module comment). */
export class MeetingOutbox {
  readonly config: MeetingOutboxConfig;
  #em: () => EntityManager;
  #log: ServiceLogger;
  #now: () => Date;
  #mailer: Transporter | undefined;
  #webhook: Webhook | undefined;
  readonly #lane: OutboxLane;

  /**
   * @param em a fresh entity manager per run
   * @param now the clock (tests inject one)
   */
  constructor(config: MeetingOutboxConfig, em: () => EntityManager, log: ServiceLogger, now: () => Date) {
    this.config = config;
    this.#em = em;
    this.#log = log;
    this.#now = now;
    if (config.smtpUrl) {
      // nodemailer's own defaults wait minutes for a server that accepts and never answers.
      this.#mailer = nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: DELIVERY_TIMEOUT_MS,
        greetingTimeout: DELIVERY_TIMEOUT_MS,
        socketTimeout: DELIVERY_TIMEOUT_MS,
      });
    }
    if (config.webhookUrl && config.webhookSecret) this.#webhook = new Webhook(config.webhookSecret);
    // Every `intervalMs` (reminders fall due while nothing pokes it), and at once after a booking's commit; a failed
    // run waits for the next interval.
    this.#lane = new OutboxLane({
      run: (at) => this.runDue(at),
      intervalMs: config.intervalMs,
      retryMs: config.intervalMs,
      failureMessage: 'meeting message run failed',
      log,
      now,
    });
  }

  /** Which rows bookings write: e-mails with SMTP, the webhook with its URL and secret. */
  get channels(): { email: boolean; webhook: boolean } {
    return { email: this.#mailer !== undefined, webhook: this.#webhook !== undefined };
  }

  /** Starts the background loop (a run now, then every `intervalMs`, and on {@link poke}). */
  start(): void {
    if (!this.channels.email && !this.channels.webhook) return;
    this.#lane.start();
  }

  /** Runs the loop soon (a booking committed); during a run, once more right after it. */
  poke(): void {
    this.#lane.poke();
  }

  /** Stops the loop and waits for a run in progress. */
  async stop(): Promise<void> {
    await this.#lane.stop();
    this.#mailer?.close();
  }

  async #claim(now: Date): Promise<ClaimedMessage[]> {
    const em = this.#em() as SqlEntityManager;
    return em.transactional(async (tx) =>
      (tx as SqlEntityManager).execute<ClaimedMessage[]>(
        claimDueSql('meeting_message', {
          orderBy: '"next_attempt_at" asc',
          limit: '50',
          returning: '"id", "meeting_id", "kind", "recipient", "event", "sequence", "attempts", "created_at"',
        }),
        [new Date(now.getTime() + 60_000), now, now],
      ),
    );
  }

  /**
   * Delivers every due message once (the loop calls it; tests call it with their clock).
   *
   * @param now the time that decides what is due
   */
  async runDue(now: Date = this.#now()): Promise<MeetingRunResult> {
    const result: MeetingRunResult = { delivered: 0, skipped: 0, retrying: 0, failed: 0 };
    for (;;) {
      const rows = await this.#claim(now);
      if (rows.length === 0) return result;
      for (const row of rows) {
        let outcome: 'delivered' | 'skipped' | { error: string };
        try {
          outcome = await this.#deliver(row, now);
        } catch (error) {
          outcome = { error: deliveryErrorCode(error) };
        }
        const em = this.#em() as SqlEntityManager;
        if (typeof outcome === 'string') {
          await em.execute(
            `update "meeting_message" set "status" = ?, "delivered_at" = ?, "locked_until" = null, "last_error" = null where "id" = ?`,
            [outcome, now, row.id],
          );
          result[outcome] += 1;
          this.#log.info(
            {
              meetingMessageId: row.id,
              meetingId: row.meeting_id,
              kind: row.kind,
              recipient: row.recipient,
              outcome,
            },
            'meeting message done',
          );
          continue;
        }
        const gaveUp = row.attempts >= this.config.maxAttempts;
        await em.execute(
          `update "meeting_message" set "status" = ?, "next_attempt_at" = ?, "locked_until" = null, "last_error" = ? where "id" = ?`,
          [
            gaveUp ? 'failed' : 'pending',
            new Date(now.getTime() + backoffMs(row.attempts, this.config.retryBaseMs)),
            outcome.error.slice(0, 200),
            row.id,
          ],
        );
        if (gaveUp) result.failed += 1;
        else result.retrying += 1;
        this.#log.warn(
          { meetingMessageId: row.id, meetingId: row.meeting_id, kind: row.kind, failure: outcome.error },
          gaveUp ? 'meeting message failed for good' : 'meeting message failed; will retry',
        );
      }
    }
  }

  async #facts(meetingId: string): Promise<MeetingFacts | undefined> {
    const [row] = await (this.#em() as SqlEntityManager).execute<MeetingFacts[]>(
      `select m."id", m."lead_id", m."status", m."sequence", m."starts_at", m."ends_at", m."ical_uid", m."visitor_name",
         m."visitor_email", u."id" as "consultant_id", u."name" as "consultant_name", u."email" as "consultant_email"
       from "meeting" m join "staff_user" u on u."id" = m."consultant_staff_user_id" where m."id" = ?`,
      [meetingId],
    );
    return row;
  }

  async #deliver(row: ClaimedMessage, now: Date): Promise<'delivered' | 'skipped'> {
    const meeting = await this.#facts(row.meeting_id);
    if (!meeting) return 'skipped';
    if (row.recipient === 'webhook') return this.#sendWebhook(row, meeting);
    if (row.kind !== 'cancel' && (meeting.status !== 'booked' || meeting.sequence !== row.sequence)) {
      return 'skipped';
    }
    if (!this.#mailer) return 'skipped';
    const starts = dateOf(meeting.starts_at);
    const ends = dateOf(meeting.ends_at);
    const visitor = row.recipient === 'visitor';
    const link =
      visitor && meeting.status === 'booked'
        ? manageUrl(this.config.siteUrl, manageToken(this.config.tokenSecret, meeting.id, meeting.sequence))
        : undefined;
    const facts: MeetingEmailFacts = {
      visitorName: meeting.visitor_name,
      consultantName: meeting.consultant_name,
      when: formatTorontoDateTime(starts, { year: true }),
      durationMinutes: this.config.durationMinutes,
      location: this.config.location,
      manageUrl: link,
    };
    const recipient = visitor ? 'visitor' : 'consultant';
    const email =
      row.kind === 'cancel'
        ? meetingEmails.cancel(facts, recipient)
        : row.kind === 'reminder'
          ? meetingEmails.reminder(facts, recipient)
          : meetingEmails.request(facts, row.sequence > 0, recipient);
    const method = row.kind === 'cancel' ? 'CANCEL' : 'REQUEST';
    // A reminder carries no calendar part: the invitation already put the event in the calendar.
    const invite =
      row.kind === 'reminder'
        ? undefined
        : meetingInvite(method, {
            uid: meeting.ical_uid,
            sequence: row.sequence,
            starts,
            ends,
            stamp: now,
            summary: meetingSummary,
            description: link ? `${email.text}` : `${meetingSummary}.`,
            location: this.config.location,
            url: link,
            organizer: { name: meeting.consultant_name, email: meeting.consultant_email },
            attendee: {
              name: visitor ? greetingName(meeting.visitor_name) : meeting.visitor_name,
              email: meeting.visitor_email,
            },
          });
    await this.#mailer.sendMail({
      from: this.config.from,
      to: visitor ? meeting.visitor_email : meeting.consultant_email,
      subject: email.subject,
      text: email.text,
      messageId: `<${row.id}@meetings.northline>`,
      ...(invite ? { icalEvent: { method, filename: 'invite.ics', content: invite } } : {}),
    });
    return 'delivered';
  }

  async #sendWebhook(row: ClaimedMessage, meeting: MeetingFacts): Promise<'delivered' | 'skipped'> {
    if (!this.#webhook || !this.config.webhookUrl) return 'skipped';
    const { body, headers } = signedWebhook(
      {
        deliveryId: row.id,
        type: row.event as WebhookMeetingEventType,
        occurredAt: dateOf(row.created_at),
        data: {
          meetingId: meeting.id,
          leadId: meeting.lead_id,
          consultantId: meeting.consultant_id,
          start: dateOf(meeting.starts_at).toISOString(),
          end: dateOf(meeting.ends_at).toISOString(),
          sequence: row.sequence,
          status: meeting.status,
          url: leadUrl(this.config.siteUrl, meeting.lead_id),
        },
      },
      this.#webhook,
    );
    const response = await fetch(this.config.webhookUrl, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      redirect: 'error',
    });
    await response.body?.cancel();
    if (!response.ok) throw Object.assign(new Error('webhook refused'), { code: `http ${response.status}` });
    return 'delivered';
  }
}
