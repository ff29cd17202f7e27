/**
 * The renderer of a meeting's deliveries (docs/decisions/033, 065) for the delivery worker (delivery/worker.ts):
 * the rows the alert dispatcher writes from each meeting version's event (delivery/alert-dispatcher.ts,
 * delivery/event-emails.ts).
 *
 * Messages are built from the meeting when they are sent, so the delivery row holds no personal data. Of what the
 * visitor typed, the visitor's own messages carry the first name only (`greetingName` of @northline/content: the
 * greeting and the ATTENDEE's CN), never the full name, company or phone, so an invitation cannot be turned into a
 * stranger's message from the company's address (docs/decisions/058); the consultant's copies name the visitor
 * on one line, quoted, and carry the lead's company and phone (one line each), the problem in the visitor's words
 * (quoted line by line, as the alerts quote it) and the lead's staff page. A reply reaches the other side: the
 * visitor's e-mails have the consultant as `Reply-To`, the consultant's the visitor's stored address.
 * - e-mails of `meeting.booked` and `meeting.rescheduled` (an invitation, `text/calendar; method=REQUEST`) and of
 *   `meeting.cancelled` (`CANCEL`) to the visitor and the consultant (RFC 5546 iMIP, RFC 6047) from
 *   scheduling/meeting-invite.ts; the visitor's carries the manage link;
 * - `meeting.reminder` e-mails, due 24 hours before the start;
 * - webhook calls of `meeting.booked`, `meeting.rescheduled`, `meeting.cancelled`, signed per Standard Webhooks
 *   with LEAD_WEBHOOK_SECRET, carrying ids and times only.
 * An e-mail other than a cancellation is skipped when the meeting was cancelled or its SEQUENCE is no longer the
 * row's: it is superseded by the newer version's message (the meeting row holds only the newest time, and a
 * calendar applies the newest SEQUENCE it sees, RFC 5546 §2.1.5).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { greetingName, type MeetingEmailFacts, meetingEmails, meetingSummary } from '@northline/content';
import { formatTorontoDateTime } from '@northline/content/business-hours';
import type { WebhookMeetingEventType } from '@northline/schemas';
import type { DeliveryChannel, MeetingTopic } from '../db/delivery.entity.ts';
import { meetingInvite } from '../scheduling/meeting-invite.ts';
import { manageToken } from '../scheduling/meeting-tokens.ts';
import { isEmailAddress, oneLine, quotedLines } from '../visitor-text.ts';
import { leadUrl, readLeadFacts } from './notification-messages.ts';
import { signedWebhook } from './webhook-payloads.ts';
import type { ClaimedDelivery, DeliveryOutcome, DeliveryRenderer, DeliveryTransports } from './worker.ts';

/** Every topic of a meeting's deliveries. */
export const MEETING_TOPICS = [
  'meeting.booked',
  'meeting.rescheduled',
  'meeting.cancelled',
  'meeting.reminder',
] as const satisfies readonly MeetingTopic[];

/** The meeting messages' settings. */
export interface MeetingMessagesConfig {
  /** MEETING_FROM: the sender of meeting e-mails. */
  from: string;
  /** SITE_URL, the links' origin. */
  siteUrl: string;
  /** MEETING_TOKEN_SECRET. */
  tokenSecret: string;
  /** MEETING_LOCATION. */
  location: string;
  /** Meeting length in minutes (the texts state it). */
  durationMinutes: number;
}

/** The page a manage link opens on the site (the token in the path: no personal data). */
export function manageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/meetings/manage/${token}`;
}

/** A claimed row of a meeting topic (its meeting and SEQUENCE are set). */
type MeetingRow = ClaimedDelivery & { meeting_id: string; sequence: number; topic: MeetingTopic };

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

/** The meetings' messages: the renderer of {@link MEETING_TOPICS} (see the module comment). */
export class MeetingMessages implements DeliveryRenderer {
  readonly topics = MEETING_TOPICS;
  readonly config: MeetingMessagesConfig;
  readonly #transports: DeliveryTransports;
  readonly #em: () => EntityManager;

  /** @param em a fresh entity manager per message */
  constructor(config: MeetingMessagesConfig, transports: DeliveryTransports, em: () => EntityManager) {
    this.config = config;
    this.#transports = transports;
    this.#em = em;
  }

  async send(
    channel: DeliveryChannel,
    rows: readonly ClaimedDelivery[],
    now: Date,
  ): Promise<DeliveryOutcome> {
    const [row] = rows as readonly MeetingRow[];
    if (!row) return 'skipped';
    const meeting = await this.#facts(row.meeting_id);
    if (!meeting) return 'skipped';
    if (channel === 'webhook') return this.#sendWebhook(row, meeting);
    return this.#sendEmail(row, meeting, now);
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

  async #sendEmail(row: MeetingRow, meeting: MeetingFacts, now: Date): Promise<DeliveryOutcome> {
    const cancel = row.topic === 'meeting.cancelled';
    if (!cancel && (meeting.status !== 'booked' || meeting.sequence !== row.sequence)) return 'skipped';
    if (!this.#transports.mailer) return 'skipped';
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
    if (!visitor) facts.lead = await this.#leadLines(meeting.lead_id);
    const email = cancel
      ? meetingEmails.cancel(facts, recipient)
      : row.topic === 'meeting.reminder'
        ? meetingEmails.reminder(facts, recipient)
        : meetingEmails.request(facts, row.sequence > 0, recipient);
    const method = cancel ? 'CANCEL' : 'REQUEST';
    // A reminder carries no calendar part: the invitation already put the event in the calendar.
    const invite =
      row.topic === 'meeting.reminder'
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
    // A reply reaches the person on the other side: the visitor's to the consultant, the consultant's to the
    // visitor's stored address (never a name the visitor typed: nothing of theirs becomes a header line).
    const replyTo = visitor
      ? { name: meeting.consultant_name, address: meeting.consultant_email }
      : isEmailAddress(meeting.visitor_email)
        ? meeting.visitor_email
        : undefined;
    await this.#transports.sendMail({
      from: this.config.from,
      to: visitor ? meeting.visitor_email : meeting.consultant_email,
      ...(replyTo ? { replyTo } : {}),
      subject: email.subject,
      text: email.text,
      messageId: `<${row.id}@meetings.northline>`,
      ...(invite ? { icalEvent: { method, filename: 'invite.ics', content: invite } } : {}),
    });
    return 'delivered';
  }

  /**
   * The consultant's lines about the meeting's lead, read when the e-mail is sent: company and phone on one line
   * each, the problem in the visitor's words quoted line by line (as the alerts quote it), the lead's staff page.
   */
  async #leadLines(leadId: string): Promise<NonNullable<MeetingEmailFacts['lead']>> {
    const lead = (await readLeadFacts(this.#em(), [leadId])).get(leadId);
    return {
      company: oneLine(lead?.company),
      phone: oneLine(lead?.phone),
      problem: lead?.message?.trim() ? quotedLines(lead.message) : null,
      url: leadUrl(this.config.siteUrl, leadId),
    };
  }

  async #sendWebhook(row: MeetingRow, meeting: MeetingFacts): Promise<DeliveryOutcome> {
    const signer = this.#transports.signer;
    if (!signer) return 'skipped';
    const { body, headers } = signedWebhook(
      {
        deliveryId: row.id,
        type: row.topic as WebhookMeetingEventType,
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
      signer,
    );
    await this.#transports.postWebhook(body, headers);
    return 'delivered';
  }
}
