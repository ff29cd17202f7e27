/**
 * The webhook payloads the API sends to `LEAD_WEBHOOK_URL` (docs/decisions/067): one envelope for every event,
 * `{ type, timestamp, data }` (the Standard Webhooks specification's payload structure), and one `data` schema per
 * event type. A type names its schema: a payload of one type always has the same shape, and a change that is not
 * a new optional field is a new type (decision 067's naming rule). Receivers ignore fields they do not know.
 *
 * The lead events carry the lead's facts, contact details included (decisions 010 and 040: the receiver is the
 * sales CRM); `LEAD_WEBHOOK_URL` must be `https` in production (decision 021). The meeting events carry ids and
 * times only (decision 033).
 */
import * as z from 'zod/mini';
import { leadQualitySchema } from './options.ts';
import { leadKindSchema, leadLanguageSchema } from './staff.ts';

/** An ISO 8601 instant in UTC as `Date#toISOString` writes it (`2026-11-26T14:00:00.000Z`). */
const utcInstant = (description: string) => z.iso.datetime().check(z.describe(description));

/** A nullable text value of a lead, described once for the value or its absence. */
const nullableText = (description: string) => z.nullable(z.string()).check(z.describe(description));

/** The contact fields a `lead.updated` names: the ones that arrived after the lead's first alert. */
export const WEBHOOK_CONTACT_FIELDS = ['name', 'email', 'phone', 'company'] as const;

/**
 * What every lead event says about its lead, read from the database when the webhook is sent (a lead deleted
 * since the event is never announced). Fields marked personal data are the prospect's own words or contact
 * details.
 */
export const webhookLeadSchema = z
  .object({
    /** The lead's id (UUID): the key a CRM stores; the same on every event of the lead. */
    leadId: z.uuid().check(z.describe('The lead’s id (UUID); the same on every event of the lead.')),
    /** What made the lead: a contact request, a chat, or a newsletter signup. */
    kind: leadKindSchema.check(z.describe('What made the lead: `contact`, `chat` or `newsletter`.')),
    /** The lead's rating (`cold`, `warm`, `hot`); null before the first rating. */
    quality: z
      .nullable(leadQualitySchema)
      .check(z.describe('The lead’s rating (`cold`, `warm`, `hot`); null before the first rating.')),
    /** When the lead arrived (ISO 8601, UTC). */
    occurredAt: utcInstant('When the lead arrived (ISO 8601, UTC).'),
    /** Where the lead came from: the contact form's page, `Chat`, or `Newsletter`. */
    sourcePage: nullableText('Where the lead came from: the contact form’s page, `Chat` or `Newsletter`.'),
    /** Personal data: the prospect's name (a form's first and last name, or the name a chat captured). */
    name: nullableText('Personal data: the prospect’s name as given.'),
    /** The prospect's company as given. */
    company: nullableText('The prospect’s company as given.'),
    /** Personal data: the prospect's e-mail address as given (a chat's is whatever the visitor typed). */
    email: nullableText('Personal data: the prospect’s e-mail address as given.'),
    /** Personal data: the prospect's phone number as given. */
    phone: nullableText('Personal data: the prospect’s phone number as given.'),
    /** The first page of the prospect's visit (path and query). */
    landingPage: nullableText('The first page of the prospect’s visit.'),
    /** The visit's `utm_source`. */
    utmSource: nullableText('The visit’s `utm_source`.'),
    /** The visit's `utm_campaign`. */
    utmCampaign: nullableText('The visit’s `utm_campaign`.'),
    /** A soft sign of automation (decision 019): the lead is announced all the same. */
    possiblyAutomated: z
      .boolean()
      .check(z.describe('A soft sign of automation; the lead is announced all the same.')),
    /** The language the prospect wrote in (decision 096): `fr` French, `en` English or any other; answer in it. */
    language: z.optional(
      leadLanguageSchema.check(
        z.describe(
          'The language the prospect wrote in: `fr` French, `en` English or any other. Answer in it.',
        ),
      ),
    ),
    /**
     * Personal data: what the prospect needs in their words: the form's message, or the chat visitor's problem
     * statement (their first message that says what they need, not a greeting or contact details; decision 068);
     * null for a chat without one.
     */
    message: nullableText(
      'Personal data: the form’s message, or the chat visitor’s problem statement (their first message that says what they need); null for a chat without one.',
    ),
    /** Personal data: a chat visitor's latest message when it is not `message`; null otherwise. */
    latestMessage: z.optional(
      nullableText(
        'Personal data: the chat visitor’s latest message when it is not `message`; null otherwise.',
      ),
    ),
    /** The company's size as given: the form's employee range, or the number a chat captured. */
    employees: nullableText('The company’s size as given: an employee range, or a number.'),
    /** Why the lead has its rating: the descriptions of the rules that fired. */
    reasons: z
      .array(z.string())
      .check(z.describe('Why the lead has its rating: the descriptions of the rules that fired.')),
    /**
     * The lead's owner when the webhook is sent: their staff account id and display name (a staff member's work
     * name, not the prospect's data; decision 068); null when nobody owns the lead.
     */
    owner: z.optional(
      z
        .nullable(
          z.object({
            id: z.uuid().check(z.describe('The owner’s staff account id (UUID).')),
            name: nullableText('The owner’s display name; null for an account without one.'),
          }),
        )
        .check(
          z.describe('The lead’s owner when the webhook is sent (staff id and display name); null: none.'),
        ),
    ),
    /** The lead's page in the staff app (sign-in required). */
    url: z.url().check(z.describe('The lead’s page in the staff app (sign-in required).')),
    /** Whether the event needs someone at once (a hot lead, an emergency, a hand-off, a missed SLA). */
    urgent: z
      .boolean()
      .check(z.describe('Whether the event needs someone at once (hot, emergency, hand-off, missed SLA).')),
  })
  .check(z.describe('The lead, read when the webhook is sent.'));

/** The `data` of `lead.updated`: the lead, and which contact fields arrived after its first alert. */
export const webhookLeadUpdatedSchema = z
  .object({
    ...webhookLeadSchema.shape,
    /** The contact fields that arrived (`name`, `email`, `phone`, `company`); their values are the lead's. */
    changes: z
      .array(z.enum(WEBHOOK_CONTACT_FIELDS))
      .check(
        z.describe('The contact fields that arrived since the first alert; their values are the lead’s.'),
      ),
  })
  .check(z.describe('The lead with the contact fields that arrived since its first alert.'));

/**
 * The `data` of `lead.sla_breached`: the lead (its `owner` included) and how late its first response is when the
 * webhook is sent (decision 068).
 */
export const webhookLeadSlaBreachedSchema = z
  .object({
    ...webhookLeadSchema.shape,
    /** When the first response was due (ISO 8601, UTC). */
    dueAt: z.optional(
      z.nullable(z.iso.datetime()).check(z.describe('When the first response was due (ISO 8601, UTC).')),
    ),
    /** Business minutes from `dueAt` to the sending of the webhook. */
    minutesOverdue: z.optional(
      z
        .nullable(z.int().check(z.gte(0)))
        .check(z.describe('Business minutes from `dueAt` to when the webhook was sent (office hours only).')),
    ),
  })
  .check(z.describe('The lead and how late its first response is.'));

/** The `data` of every meeting event: ids and times only (decision 033). */
export const webhookMeetingSchema = z
  .object({
    /** The meeting's id (UUID). */
    meetingId: z.uuid().check(z.describe('The meeting’s id (UUID).')),
    /** The id of the lead the meeting joined (UUID). */
    leadId: z.uuid().check(z.describe('The id (UUID) of the lead the meeting belongs to.')),
    /** The consultant's staff account id (UUID). */
    consultantId: z.uuid().check(z.describe('The consultant’s staff account id (UUID).')),
    /** The meeting's start (ISO 8601, UTC), as it is now. */
    start: utcInstant('The meeting’s start (ISO 8601, UTC), as it is when the webhook is sent.'),
    /** The meeting's end (ISO 8601, UTC), as it is now. */
    end: utcInstant('The meeting’s end (ISO 8601, UTC), as it is when the webhook is sent.'),
    /** The version the event announces (the invitation's SEQUENCE, RFC 5545): 0 when booked, one more per change. */
    sequence: z
      .int()
      .check(
        z.gte(0),
        z.describe(
          'The version the event announces (the invitation’s SEQUENCE): 0 when booked, +1 per change.',
        ),
      ),
    /** The meeting's status when the webhook is sent. */
    status: z
      .enum(['booked', 'cancelled'])
      .check(z.describe('The meeting’s status when the webhook is sent.')),
    /** The lead's page in the staff app (sign-in required). */
    url: z.url().check(z.describe('The lead’s page in the staff app (sign-in required).')),
  })
  .check(z.describe('The meeting: ids and times only.'));

/** The `data` schema of each event type the API sends, with what the event means. */
export const WEBHOOK_EVENTS = {
  'lead.created': {
    data: webhookLeadSchema,
    summary: 'A new lead (a contact request, or a chat that became a lead).',
  },
  'lead.hot': { data: webhookLeadSchema, summary: 'A lead was rated hot after it arrived.' },
  'lead.updated': {
    data: webhookLeadUpdatedSchema,
    summary: 'Contact details arrived after the lead’s first alert went out (the only event that repeats).',
  },
  'chat.emergency': {
    data: webhookLeadSchema,
    summary: 'A chat visitor reported an emergency (an outage, an incident).',
  },
  'chat.handoff_requested': { data: webhookLeadSchema, summary: 'A chat visitor asked for a person.' },
  'chat.hot': {
    data: webhookLeadSchema,
    summary: 'A chat that turned hot was handed to a person automatically (nobody asked).',
  },
  'lead.overflow': {
    data: webhookLeadSchema,
    summary: 'A new lead nobody could take: every salesperson is away or at capacity.',
  },
  'lead.assigned': {
    data: webhookLeadSchema,
    summary:
      'A lead got a new owner after its first alert (reassigned, or an owner found after an overflow).',
  },
  'lead.sla_breached': {
    data: webhookLeadSlaBreachedSchema,
    summary: 'A lead’s first-response target was missed: its owner and how late the first response is.',
  },
  'meeting.booked': { data: webhookMeetingSchema, summary: 'A free IT assessment was booked.' },
  'meeting.rescheduled': { data: webhookMeetingSchema, summary: 'A booked meeting moved to another time.' },
  'meeting.cancelled': { data: webhookMeetingSchema, summary: 'A booked meeting was cancelled.' },
} as const;

/** An event type the API sends (`<noun>.<event>`, decision 067). */
export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;

/** Every event type the API sends, in {@link WEBHOOK_EVENTS} order. */
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];

/**
 * The envelope of one event type: `type` (the event), `timestamp` (when the event occurred, ISO 8601 UTC; the same
 * on every retry, unlike the `webhook-timestamp` header, which is the attempt's) and `data`.
 */
function envelopeOf<T extends WebhookEventType>(type: T) {
  return z
    .object({
      /** The event type: which `data` schema the payload has. */
      type: z.literal(type).check(z.describe('The event type; it names the schema of `data`.')),
      /** When the event occurred (ISO 8601, UTC), the same on every retry. */
      timestamp: utcInstant(
        'When the event occurred (ISO 8601, UTC); the same on every retry, unlike the `webhook-timestamp` header.',
      ),
      /** The event's data. */
      data: WEBHOOK_EVENTS[type].data as (typeof WEBHOOK_EVENTS)[T]['data'],
    })
    .check(z.describe(`The \`${type}\` webhook: ${WEBHOOK_EVENTS[type].summary}`));
}

/** The envelope of every event type, by type. */
export const webhookEnvelopeSchemas = {
  'lead.created': envelopeOf('lead.created'),
  'lead.hot': envelopeOf('lead.hot'),
  'lead.updated': envelopeOf('lead.updated'),
  'chat.emergency': envelopeOf('chat.emergency'),
  'chat.handoff_requested': envelopeOf('chat.handoff_requested'),
  'chat.hot': envelopeOf('chat.hot'),
  'lead.overflow': envelopeOf('lead.overflow'),
  'lead.assigned': envelopeOf('lead.assigned'),
  'lead.sla_breached': envelopeOf('lead.sla_breached'),
  'meeting.booked': envelopeOf('meeting.booked'),
  'meeting.rescheduled': envelopeOf('meeting.rescheduled'),
  'meeting.cancelled': envelopeOf('meeting.cancelled'),
} satisfies { [T in WebhookEventType]: ReturnType<typeof envelopeOf<T>> };

/** Any webhook body the API sends: the envelopes of every event type, told apart by `type`. */
export const webhookPayloadSchema = z.discriminatedUnion('type', [
  webhookEnvelopeSchemas['lead.created'],
  webhookEnvelopeSchemas['lead.hot'],
  webhookEnvelopeSchemas['lead.updated'],
  webhookEnvelopeSchemas['chat.emergency'],
  webhookEnvelopeSchemas['chat.handoff_requested'],
  webhookEnvelopeSchemas['chat.hot'],
  webhookEnvelopeSchemas['lead.overflow'],
  webhookEnvelopeSchemas['lead.assigned'],
  webhookEnvelopeSchemas['lead.sla_breached'],
  webhookEnvelopeSchemas['meeting.booked'],
  webhookEnvelopeSchemas['meeting.rescheduled'],
  webhookEnvelopeSchemas['meeting.cancelled'],
]);

/** A webhook body (see {@link webhookPayloadSchema}). */
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** The `data` of one event type. */
export type WebhookData<T extends WebhookEventType> = z.infer<(typeof WEBHOOK_EVENTS)[T]['data']>;

/** A contact field a `lead.updated` names. */
export type WebhookContactField = (typeof WEBHOOK_CONTACT_FIELDS)[number];

/** The event types about a lead (their `data` is the lead's facts). */
export type WebhookLeadEventType = Extract<WebhookEventType, `lead.${string}` | `chat.${string}`>;

/** The event types about a meeting (their `data` is ids and times). */
export type WebhookMeetingEventType = Extract<WebhookEventType, `meeting.${string}`>;

/** A lead event's `data` (every lead event but `lead.updated`). */
export type WebhookLead = z.infer<typeof webhookLeadSchema>;

/** A meeting event's `data`. */
export type WebhookMeeting = z.infer<typeof webhookMeetingSchema>;

/** The Standard Webhooks headers of every call, as the OpenAPI document lists them. */
export const WEBHOOK_HEADERS = {
  'webhook-id':
    'The delivery id (UUID): the same on every retry of one delivery, so a receiver drops a repeat (an idempotency key).',
  'webhook-timestamp':
    'The attempt’s time, integer seconds since the Unix epoch; reject one minutes away from your clock.',
  'webhook-signature':
    'Space-delimited signatures `v1,<base64 HMAC-SHA256>` of `{webhook-id}.{webhook-timestamp}.{body}` with the shared `whsec_` secret (Standard Webhooks).',
} as const;
