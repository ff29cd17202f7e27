/**
 * The domain events of the one event log (`domain_event`, docs/decisions/066-the-one-event-log.md): every state
 * change of a lead, a conversation, a hand-off and a meeting appends one typed event in the transaction of the
 * change. An event is `{ type, version, payload }`; a type and version name one payload schema, and a change of a
 * payload that is not a new optional field is a new version (the log keeps every version it ever stored, so a
 * reader parses each by its own schema).
 *
 * Payloads carry ids, enums, counts and times only: never a name, e-mail address, phone number or message text.
 * The one exception is the conversation events (`conversation.*`), the rows the realtime streams replay: they carry
 * what the visitor's stream and the staff stream show today (the message text and the consultant's first name of
 * `conversation.message`, the queue summary with the visitor's name and last message of `conversation.handoff`),
 * are deleted with their session, and a privacy redaction rewrites them in place (decision 064).
 *
 * Outgoing only, like `webhooks.ts`: texts are not bounded (a stored value never blocks an append).
 */
import * as z from 'zod/mini';
import {
  HANDOFF_REASONS,
  HANDOFF_STATES,
  handoffStatusSchema,
  LIVE_MESSAGE_OFFERS,
  TRANSCRIPT_ROLES,
} from './live-chat.ts';
import { leadQualitySchema } from './options.ts';
import { LEAD_ASSIGNMENT_REASONS, leadKindSchema, leadLanguageSchema, leadStatusSchema } from './staff.ts';

/** An ISO 8601 instant in UTC as `Date#toISOString` writes it. */
const instant = z.iso.datetime();

/** A lead, conversation or meeting change as one event of the log: its type, version and payload. */
const event = <Type extends string, Payload extends z.core.$ZodType>(type: Type, payload: Payload) =>
  z.object({ type: z.literal(type), version: z.literal(1), payload });

/**
 * Where a new lead came from: the contact form (and its no-JavaScript post), a chat that became a lead, a chat
 * handed off to a person, a newsletter signup, a booked meeting.
 */
export const LEAD_SOURCES = ['contact_form', 'chat', 'handoff', 'newsletter', 'meeting'] as const;

/** One of {@link LEAD_SOURCES}. */
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The contact fields a `lead.contact_updated` names. */
export const EVENT_CONTACT_FIELDS = ['name', 'email', 'phone', 'company'] as const;

/**
 * Why nobody got a new lead: every sales member is at capacity, none is available, or the desk has no sales member
 * at all (alerts by e-mail only).
 */
export const LEAD_OVERFLOW_REASONS = ['at_capacity', 'nobody_available', 'no_sales_team'] as const;

/** One of {@link LEAD_OVERFLOW_REASONS}. */
export type LeadOverflowReason = (typeof LEAD_OVERFLOW_REASONS)[number];

/** How a lead got its first response: a status move by staff, or a consultant's reply in its live chat. */
export const FIRST_RESPONSE_CHANNELS = ['status', 'live_chat'] as const;

/**
 * How a claim or hand-off ended: the chat released to the assistant, the conversation closed, or the claim returned
 * to the waiting queue (its consultant's account was disabled).
 */
export const HANDOFF_ENDINGS = ['released', 'closed', 'returned'] as const;

/** The payload schemas of the lead events, by type. */
const leadEvents = [
  /**
   * A lead joined the inbox. `spam`: flagged on arrival (decision 019); such a lead is never announced. `language`:
   * the language the visitor wrote in (decision 096); absent: English.
   */
  event(
    'lead.created',
    z.object({
      kind: leadKindSchema,
      quality: z.nullable(leadQualitySchema),
      status: leadStatusSchema,
      spam: z.boolean(),
      source: z.optional(z.enum(LEAD_SOURCES)),
      language: z.optional(leadLanguageSchema),
    }),
  ),
  /** The visitor of an existing lead's chat wrote in another language than the lead noted (decision 096). */
  event('lead.language_noted', z.object({ language: leadLanguageSchema })),
  /**
   * A chat session's quality moved (its rating during the conversation): appended with the session for every
   * change, and with the lead when the session was a lead before the turn (only those reach the lead's alerts and
   * the staff stream). A turn that also hands the chat to a person appends its `handoff.requested` in the same
   * transaction. `points`, `rules` and `messagePosition`: the sum of the fired rules'
   * points, the scoring rules that fired (id, description, points; the explanation a visitor may ask for) and the
   * position of the visitor message that caused the change.
   */
  event(
    'lead.quality_changed',
    z.object({
      from: z.nullable(leadQualitySchema),
      to: leadQualitySchema,
      points: z.optional(z.int()),
      rules: z.optional(z.array(z.object({ id: z.string(), description: z.string(), points: z.number() }))),
      messagePosition: z.optional(z.int().check(z.nonnegative())),
    }),
  ),
  /** Staff moved the lead along the status workflow. */
  event('lead.status_changed', z.object({ from: leadStatusSchema, to: leadStatusSchema })),
  /** Staff marked the lead spam (`spam` true) or not spam. */
  event('lead.spam_marked', z.object({ spam: z.boolean() })),
  /** The lead got an owner: by the assignment (`known-company`, `round-robin`) or by staff (`reassigned`). */
  event(
    'lead.assigned',
    z.object({
      ownerId: z.uuid(),
      previousOwnerId: z.nullable(z.uuid()),
      reason: z.enum(LEAD_ASSIGNMENT_REASONS),
    }),
  ),
  /** The assignment found nobody to take the new lead (once per lead; the sweep keeps trying). */
  event('lead.overflow', z.object({ reason: z.enum(LEAD_OVERFLOW_REASONS) })),
  /** Staff left the lead without an owner. */
  event('lead.unassigned', z.object({ previousOwnerId: z.uuid() })),
  /** Staff appended a note (its id; the text stays in `lead_note`). */
  event('lead.note_added', z.object({ noteId: z.uuid() })),
  /** The lead's first response: its SLA clock stopped. `staffUserId`: who responded (null: an account since deleted). */
  event(
    'lead.first_response',
    z.object({ staffUserId: z.nullable(z.uuid()), channel: z.enum(FIRST_RESPONSE_CHANNELS) }),
  ),
  /** The lead's first-response target passed unanswered (escalated once). */
  event('lead.sla_breached', z.object({ dueAt: instant, ownerId: z.nullable(z.uuid()) })),
  /** Contact details arrived for an existing lead: which fields, never their values. */
  event('lead.contact_updated', z.object({ fields: z.array(z.enum(EVENT_CONTACT_FIELDS)) })),
] as const;

/** The payload schemas of the hand-off events: the lifecycle of a person answering a chat. */
const handoffEvents = [
  /**
   * The session moved to `waiting`: the visitor asked, reported an emergency, or became hot in business hours.
   * `alert`: how its alert goes, at once or with the next alert batch when the client address has had its urgent
   * alerts of the hour (decision 060); absent: at once.
   */
  event(
    'handoff.requested',
    z.object({ trigger: z.enum(HANDOFF_REASONS), alert: z.optional(z.enum(['urgent', 'batched'])) }),
  ),
  /** A consultant claimed the chat. */
  event('handoff.claimed', z.object({ staffUserId: z.uuid() })),
  /** Nobody claimed the waiting chat within the claim timeout: the visitor is told nobody can answer now. */
  event('handoff.unanswered', z.object({})),
  /** The hand-off or claim ended (`staffUserId`: who ended it; null when the system did). */
  event('handoff.ended', z.object({ how: z.enum(HANDOFF_ENDINGS), staffUserId: z.nullable(z.uuid()) })),
  /** The visitor asked for the transcript of their closed live chat by e-mail (sent once per lead). */
  event('handoff.transcript_requested', z.object({})),
  /** A consultant's reply stayed unseen by the visitor: they are e-mailed about it (once per lead). */
  event('handoff.reply_unseen', z.object({})),
] as const;

/** The payload schemas of the newsletter events. */
const newsletterEvents = [
  /**
   * A person's signup of a pending address asks for the double opt-in e-mail (decision 006); whether one goes now
   * is the delivery's rule (a repeat within a day gets none).
   */
  event('newsletter.confirmation_requested', z.object({ subscriptionId: z.uuid() })),
] as const;

/**
 * A meeting's version: its id, iCalendar SEQUENCE (0 when booked, raised by each change) and `startsAt`, the
 * version's start, which its reminder is timed from. Without `startsAt` the version plans no e-mail: such an event
 * was stored with its e-mails already written.
 */
const meetingVersion = z.object({
  meetingId: z.uuid(),
  sequence: z.int().check(z.nonnegative()),
  startsAt: z.optional(instant),
});

/** The payload schemas of the meeting events. */
const meetingEvents = [
  event('meeting.booked', meetingVersion),
  event('meeting.rescheduled', meetingVersion),
  event('meeting.cancelled', meetingVersion),
] as const;

/** A message of a live conversation as both streams show it (`LiveMessage`). */
const liveMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(TRANSCRIPT_ROLES),
  authorName: z.optional(z.string()),
  content: z.string(),
  timestamp: instant,
  offer: z.optional(z.enum(LIVE_MESSAGE_OFFERS)),
});

/** A session of the staff *Live chats* queue (`LiveChatSummary`), as the staff stream's `handoff` event shows it. */
const liveChatSummarySchema = z.object({
  sessionId: z.string(),
  state: z.enum(HANDOFF_STATES),
  reason: z.optional(z.enum(HANDOFF_REASONS)),
  requestedAt: z.string(),
  visitorName: z.optional(z.string()),
  company: z.optional(z.string()),
  leadQuality: leadQualitySchema,
  consultant: z.optional(z.object({ id: z.string(), name: z.string() })),
  lastMessage: z.optional(z.string()),
  leadId: z.optional(z.uuid()),
});

/**
 * The conversation events: the realtime streams' rows (the SSE `event:` name is the type without `conversation.`;
 * the widget's protocol, packages/schemas/src/live-chat.ts `VisitorLiveEvent`, and `StaffLiveEvent` describe them
 * as sent). They carry personal data as the streams show it (see the module's comment).
 */
const conversationEvents = [
  /** A message of the live conversation, to both sides. */
  event('conversation.message', z.object({ message: liveMessageSchema })),
  /** The visitor's view of the hand-off moved. */
  event('conversation.status', z.object({ status: handoffStatusSchema })),
  /** A side started or stopped typing: the visitor's (to staff) or the consultant's, with their first name (to the visitor). */
  event(
    'conversation.typing',
    z.union([
      z.object({ who: z.literal('visitor'), typing: z.boolean() }),
      z.object({ typing: z.boolean(), name: z.optional(z.string()) }),
    ]),
  ),
  /** The staff queue's summary of the session after a hand-off change. */
  event('conversation.handoff', z.object({ summary: liveChatSummarySchema })),
] as const;

/**
 * The events of what the chat assistant could not answer (docs/decisions/095): a member marked a question handled,
 * wrote an answer to it (a draft, `page` the route key of the page it belongs to), or published a draft another
 * member wrote (the assistant answers with it from then on). Ids and keys only: never the question's or the
 * answer's text.
 */
const unansweredEvents = [
  event('unanswered.handled', z.object({ questionId: z.uuid() })),
  event(
    'unanswered.answer_written',
    z.object({ answerId: z.uuid(), questionId: z.uuid(), page: z.string() }),
  ),
  event(
    'unanswered.answer_published',
    z.object({ answerId: z.uuid(), questionId: z.nullable(z.uuid()), writtenBy: z.nullable(z.uuid()) }),
  ),
] as const;

/** Why a lead's HubSpot sync was asked for beside its own events: a member's retry, or the back-fill command. */
export const CRM_SYNC_REASONS = ['retry', 'backfill'] as const;

/**
 * The events of the HubSpot sync (decisions 097 and 101), read by the alert dispatcher, which plans the `crm`
 * deliveries: a lead's sync asked for again (`crm.sync_requested`, appended with the lead), and the HubSpot objects
 * of a person a privacy deletion erased (`crm.erasure_requested`, appended with no lead: the lead is gone). The
 * erasure carries HubSpot's object ids only (its contacts, deals and notes), which name nobody once HubSpot has
 * deleted them.
 */
const crmEvents = [
  event('crm.sync_requested', z.object({ reason: z.enum(CRM_SYNC_REASONS) })),
  event(
    'crm.erasure_requested',
    z.object({
      contacts: z.array(z.string()),
      deals: z.array(z.string()),
      notes: z.array(z.string()),
    }),
  ),
] as const;

/** The schema of each event type, in one list. */
const allEvents = [
  ...leadEvents,
  ...handoffEvents,
  ...newsletterEvents,
  ...meetingEvents,
  ...conversationEvents,
  ...unansweredEvents,
  ...crmEvents,
] as const;

/** Every domain event: a discriminated union on `type`, each with its `version` and payload. */
export const domainEventSchema = z.discriminatedUnion('type', allEvents);

/** One domain event as appended: `{ type, version, payload }`. */
export type DomainEvent = z.output<typeof domainEventSchema>;

/** The type of a domain event. */
export type DomainEventType = DomainEvent['type'];

/** The event of one type. */
export type DomainEventOf<Type extends DomainEventType> = Extract<DomainEvent, { type: Type }>;

/** Every domain event type, in the order the union lists them. */
export const DOMAIN_EVENT_TYPES: readonly DomainEventType[] = allEvents.map(
  (option) => option.shape.type.def.values[0] as DomainEventType,
);

/** The prefix of the conversation events' types; the stream's SSE event name is the rest. */
export const CONVERSATION_EVENT_PREFIX = 'conversation.';
