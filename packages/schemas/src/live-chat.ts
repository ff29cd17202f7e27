/**
 * The live hand-off's contracts: a chat session moves from the assistant to a consultant (a signed-in staff
 * member) and back. The visitor's side travels over REST (`POST /api/chat/{sessionId}/handoff`, `.../typing`,
 * `.../seen`, `.../transcript-email` and the event stream `GET /api/chat/{sessionId}/events`); the staff side
 * over tRPC (`staff.live.*`, events as a subscription). Every event carries an id; a reconnect names the last one
 * it saw and gets what it missed, in order, once.
 */
import * as z from 'zod/mini';
import { chatCitationsSchema } from './citations.ts';
import { CONTACT_FIELD_MAX } from './constants.ts';
import type { LeadQuality } from './options.ts';
import { sessionIdSchema } from './session.ts';
import type { LeadStatus } from './staff.ts';
import { boundedText, safeString, tooLong } from './text.ts';

/** The JSON shape of a {@link HandoffStatus} (the `handoff` field of a chat reply). */
export const handoffStatusSchema = z.object({
  state: z.enum(['assistant', 'waiting', 'live', 'closed']),
  reason: z.optional(z.enum(['visitor-request', 'emergency', 'hot-lead'])),
  consultantName: z.optional(boundedText('Consultant name', 100)),
  expectation: boundedText('Expectation', 1000),
  live: z.boolean(),
  nextOpening: z.optional(z.string()),
  askForContact: z.boolean(),
  alreadyRequested: z.optional(z.boolean()),
});

/**
 * Who answers a session:
 * - `assistant`: the assistant (the default, and again after a release);
 * - `waiting`: a hand-off was requested and no consultant has claimed it; the assistant still answers;
 * - `live`: a consultant claimed it and answers; the assistant is silent;
 * - `closed`: the consultant closed the conversation.
 */
export const HANDOFF_STATES = ['assistant', 'waiting', 'live', 'closed'] as const;

/** One of {@link HANDOFF_STATES}. */
export type HandoffState = (typeof HANDOFF_STATES)[number];

/**
 * Why a hand-off was requested: the visitor asked for a person, reported an emergency, or the conversation became
 * a hot lead during business hours.
 */
export const HANDOFF_REASONS = ['visitor-request', 'emergency', 'hot-lead'] as const;

/** One of {@link HANDOFF_REASONS}. */
export type HandoffReason = (typeof HANDOFF_REASONS)[number];

/** Who wrote a message of the live transcript: the visitor, the assistant, or a consultant. */
export const TRANSCRIPT_ROLES = ['user', 'assistant', 'consultant'] as const;

/** One of {@link TRANSCRIPT_ROLES}. */
export type TranscriptRole = (typeof TRANSCRIPT_ROLES)[number];

/**
 * What a consultant's message may offer beside its text: `meeting`, the free IT assessment's booking (the widget
 * opens the booking panel the assistant's `offer-meeting` action opens, inside the live chat).
 */
export const LIVE_MESSAGE_OFFERS = ['meeting'] as const;

/** One of {@link LIVE_MESSAGE_OFFERS}. */
export type LiveMessageOffer = (typeof LIVE_MESSAGE_OFFERS)[number];

/** A message of a live conversation as both sides see it. */
export interface LiveMessage {
  /** The stored message's id (a UUID): a client shows each id once. */
  id: string;
  role: TranscriptRole;
  /** The consultant's first name on `consultant` messages; absent otherwise. */
  authorName?: string | undefined;
  /** Plain text, rendered as text (never HTML). */
  content: string;
  /** ISO 8601 time it was stored. */
  timestamp: string;
  /**
   * What the message offers ({@link LIVE_MESSAGE_OFFERS}): present only on the published message (the
   * `conversation.message` event), never on the stored row.
   */
  offer?: LiveMessageOffer | undefined;
}

/**
 * Where the hand-off of a session stands, as the visitor is told (the `handoff` field of a chat reply, the
 * `status` event of the stream, the answer of `POST /api/chat/{sessionId}/handoff`).
 */
export interface HandoffStatus {
  state: HandoffState;
  /** Why it was requested; absent in `assistant`. */
  reason?: HandoffReason | undefined;
  /** The first name of the consultant who has the chat (`live`). */
  consultantName?: string | undefined;
  /**
   * What the visitor may expect, in one or two sentences (e.g. who they are waiting for and how long, or the next
   * opening time in Toronto time outside business hours).
   */
  expectation: string;
  /** Whether a consultant can answer now: inside business hours and not past the claim timeout. */
  live: boolean;
  /** The next opening of the office (ISO 8601) when `live` is false. */
  nextOpening?: string | undefined;
  /** Whether the visitor should leave an e-mail or phone number (none is known and nobody can answer now). */
  askForContact: boolean;
  /**
   * True on the answer to a request for a person made while one is pending or a consultant has the chat: a
   * consultant was asked already, and no new alert went out.
   */
  alreadyRequested?: boolean | undefined;
}

/**
 * One event of the visitor's stream (`GET /api/chat/{sessionId}/events`, `text/event-stream`): the SSE `id:` is
 * the event's id, the SSE `event:` is `type`, `data:` is the JSON of the rest.
 * - `message`: a consultant's message (and the visitor's own, so a second tab shows it);
 * - `status`: the hand-off moved (waiting, claimed with the consultant's first name, released, closed, timed out);
 * - `typing`: the consultant started or stopped typing.
 */
export type VisitorLiveEvent =
  | { type: 'message'; message: LiveMessage }
  | { type: 'status'; status: HandoffStatus }
  | { type: 'typing'; typing: boolean; name?: string | undefined };

/** A visitor event with its id, as a client receives it. */
export type TrackedVisitorLiveEvent = VisitorLiveEvent & { id: string };

/** A consultant as the staff views show them. */
export interface LiveConsultant {
  id: string;
  /** The staff member's full name as stored. */
  name: string;
}

/** A session waiting for a consultant or being answered by one, as the *Live chats* list shows it. */
export interface LiveChatSummary {
  sessionId: string;
  state: HandoffState;
  reason?: HandoffReason | undefined;
  /** ISO 8601 time the hand-off was requested. */
  requestedAt: string;
  /** The visitor's name and company when given. */
  visitorName?: string | undefined;
  company?: string | undefined;
  leadQuality: LeadQuality;
  /** Who has the chat (`live`). */
  consultant?: LiveConsultant | undefined;
  /**
   * The visitor's own last message, its first 140 characters: what a waiting card and its notification preview
   * (never the assistant's or the system's sentence).
   */
  lastMessage?: string | undefined;
  /**
   * The lead of the session (every chat handed off is one): it names the chat in staff URLs and inputs
   * (`/staff/live/{leadId}`, `staff.live.*`) and links to `/staff/leads/{leadId}`.
   */
  leadId?: string | undefined;
  /**
   * Who a waiting chat is offered to (the *Live chats* list only, `waiting` only): the staff members present now
   * (apps/api/src/db/staff-presence.ts: active, available, their staff app open), by name; empty when nobody is,
   * and the visitor is then told nobody can join now. Absent from the stream's events, which do not read presence.
   */
  offeredTo?: LiveConsultant[] | undefined;
}

/**
 * One lead's change in a staff `leads` event: the lead, whether it is new, its quality (null: not judged, e.g. a
 * newsletter signup) and status; ids and states only, never personal data.
 */
export interface StaffLeadChange {
  leadId: string;
  change: 'created' | 'updated';
  quality?: LeadQuality | null | undefined;
  status?: LeadStatus | undefined;
}

/**
 * One event of the staff stream (tRPC subscription `staff.live.events`, each yielded with `tracked(id, event)`):
 * hand-off changes, messages and typing of every live session, and new or changed leads (the inbox updates from
 * these instead of polling). A `leads` event carries every lead change appended together: one, or the leads
 * stored within a few milliseconds of each other.
 */
export type StaffLiveEvent =
  | { type: 'handoff'; sessionId: string; summary: LiveChatSummary }
  | { type: 'message'; sessionId: string; message: LiveMessage }
  | { type: 'typing'; sessionId: string; who: 'visitor' | 'consultant'; typing: boolean }
  | { type: 'leads'; leads: StaffLeadChange[] };

/** Longest message a consultant may send, in characters after trimming (as long as a visitor's). */
export const MAX_CONSULTANT_MESSAGE_LENGTH = 2000;

/**
 * A live chat named by a staff call: `{ leadId }`, the id of the chat's lead (a hand-off always makes the session a
 * lead). Staff URLs and inputs name a chat by it, never by the session id (personal data: it opens the visitor's
 * conversation), so no session id reaches a URL, a query string or an access log.
 */
export const liveChatIdSchema = z.uuid('Unknown chat');

/** A live chat named by a staff call: `{ leadId }` ({@link liveChatIdSchema}). */
export const liveSessionInputSchema = z.object({ leadId: liveChatIdSchema });

/** A consultant's message: `{ leadId, message }`, 1 to 2000 characters after trimming, plain text. */
export const liveSendInputSchema = z.object({
  leadId: liveChatIdSchema,
  message: safeString('Message', 'Message must be text').check(
    z.trim(),
    z.minLength(1, 'Message is required'),
    z.maxLength(MAX_CONSULTANT_MESSAGE_LENGTH, tooLong('Message', MAX_CONSULTANT_MESSAGE_LENGTH)),
  ),
});

/** A typing indicator: `{ leadId, typing }`. */
export const liveTypingInputSchema = z.object({
  leadId: liveChatIdSchema,
  typing: z.boolean('Typing must be true or false'),
});

/** The visitor's typing indicator: `{ typing }` (the session is in the path). */
export const visitorTypingSchema = z.object({ typing: z.boolean('Typing must be true or false') });

/** What the visitor has seen: `{ lastEventId }`, the id of the last event shown. */
export const visitorSeenSchema = z.object({
  lastEventId: z
    .string('Last event id must be text')
    .check(z.regex(/^\d{1,19}$/, 'Last event id must be a number')),
});

/**
 * The visitor's request for a person or for the transcript by e-mail: an optional e-mail address to reach them
 * at (stored on the session like visitor info). Trimmed; `''` means none; anything else must be one address
 * ('Please enter a valid email address'), since the transcript's e-mail is sent to it.
 */
export const visitorContactSchema = z.object({
  email: z.optional(
    safeString('Email', 'Please enter a valid email address').check(
      z.trim(),
      z.maxLength(CONTACT_FIELD_MAX.email, tooLong('Email', CONTACT_FIELD_MAX.email)),
      z.refine((value) => value === '' || z.regexes.email.test(value), 'Please enter a valid email address'),
    ),
  ),
});

/** The staff stream's input: the id of the last event the client saw, to resume after it. */
export const liveEventsInputSchema = z.object({
  lastEventId: z.optional(
    z.nullable(z.string().check(z.regex(/^\d{1,19}$/, 'Last event id must be a number'))),
  ),
});

/** The consultant's note of why a chat is closed or released (optional, shown to staff only). */
export const liveCloseInputSchema = z.object({
  leadId: liveChatIdSchema,
  note: z.optional(boundedText('Note', 500)),
});

/** Everything a consultant sees of one live session (`staff.live.get`). */
export interface LiveChatDetail {
  summary: LiveChatSummary;
  /** The whole transcript so far, oldest first: the visitor's, the assistant's and consultants' messages. */
  messages: LiveMessage[];
  /** The contact details the visitor gave (only those given). */
  visitor: { name?: string; email?: string; phone?: string; company?: string };
  /** The services the visitor seems interested in. */
  interestedServices: string[];
  /** Each change of the lead quality with the rules behind it, oldest first. */
  qualityReasons: { quality: LeadQuality; rules: string[]; at: string }[];
  /** The visitor's first-touch attribution (landing page, referrer, UTM fields), as stored. */
  attribution: Record<string, string | null>;
  /** The recommendation the visitor received, when there is one. */
  recommendation?: { id: string; title: string } | undefined;
  /** The id of the newest event this view includes: the stream resumes after it. */
  lastEventId: string | null;
}

/** The answer of a call that only acknowledges (`staff.live.typing`, the visitor's typing and seen calls). */
export const liveOkSchema = z.object({ ok: z.literal(true) });

/** The message of a hand-off's phone number that is not one (400, issue on `phone`). */
export const HANDOFF_PHONE_INVALID = 'Please enter a valid phone number';

/**
 * A phone number left with a hand-off, as typed (`(416) 555-0177`, `+1 416 555 0177`): trimmed; `''` means none;
 * otherwise digits with the usual separators, 7 to 15 digits (ITU-T E.164 has at most 15), at most
 * `CONTACT_FIELD_MAX.phone` characters ({@link HANDOFF_PHONE_INVALID} otherwise). The API reads it into E.164
 * (libphonenumber-js, region CA) and refuses what it cannot read as a possible number.
 */
const handoffPhoneSchema = safeString('Phone', HANDOFF_PHONE_INVALID).check(
  z.trim(),
  z.maxLength(CONTACT_FIELD_MAX.phone, tooLong('Phone', CONTACT_FIELD_MAX.phone)),
  z.refine((value) => {
    if (value === '') return true;
    const digits = value.replace(/\D/g, '').length;
    return /^\+?[\d\s().\-/]+$/.test(value) && digits >= 7 && digits <= 15;
  }, HANDOFF_PHONE_INVALID),
);

/**
 * The input of `chat.handoff` (`POST /api/chat/{sessionId}/handoff`): the session, and the follow-up details the
 * visitor leaves when nobody can answer now: an optional e-mail ({@link visitorContactSchema}) and an optional
 * phone number ({@link handoffPhoneSchema}).
 */
export const chatHandoffInputSchema = z.object({
  ...visitorContactSchema.shape,
  phone: z.optional(handoffPhoneSchema),
  sessionId: sessionIdSchema,
});

/** The checked input of `chat.handoff`. */
export type ChatHandoffInput = z.output<typeof chatHandoffInputSchema>;

/** The input of `chat.typing` (`POST /api/chat/{sessionId}/typing`). */
export const chatTypingInputSchema = z.object({ ...visitorTypingSchema.shape, sessionId: sessionIdSchema });

/** The input of `chat.seen` (`POST /api/chat/{sessionId}/seen`). */
export const chatSeenInputSchema = z.object({ ...visitorSeenSchema.shape, sessionId: sessionIdSchema });

/** The input of `chat.transcriptEmail` (`POST /api/chat/{sessionId}/transcript-email`). */
export const chatTranscriptEmailInputSchema = z.object({
  ...visitorContactSchema.shape,
  sessionId: sessionIdSchema,
});

/** The checked input of `chat.transcriptEmail`. */
export type ChatTranscriptEmailInput = z.output<typeof chatTranscriptEmailInputSchema>;

/**
 * The input of `chat.resume` (`POST /api/chat/resume`): the resume token of an unseen-reply e-mail's link, 43
 * base64url characters (32 random bytes), read by the page from the link's fragment and sent in the body.
 */
export const chatResumeInputSchema = z.object({
  token: z
    .string('Resume token must be text')
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Resume token must be the link’s 43-character code')),
});

/** A message of a resumed conversation (the widget's message shape), an assistant answer with the pages it cited. */
export const resumedMessageSchema = z.object({
  id: z.string(),
  role: z.enum(TRANSCRIPT_ROLES),
  authorName: z.optional(z.string()),
  content: z.string(),
  timestamp: z.string(),
  citations: z.optional(chatCitationsSchema),
});

/**
 * The answer of `chat.resume`: the conversation's session and its token (kept by the widget like a new one's), the
 * whole transcript, where the hand-off stands (null: with the assistant) and the id of the newest event the visitor
 * may see (the event stream resumes after it).
 */
export const chatResumeSchema = z.object({
  sessionId: z.string(),
  sessionToken: z.string(),
  messages: z.array(resumedMessageSchema),
  handoff: z.nullable(handoffStatusSchema),
  lastEventId: z.nullable(z.string()),
  leadQuality: z.enum(['cold', 'warm', 'hot']),
  interestedServices: z.array(z.string()),
});

/** The answer of `chat.resume`. */
export type ChatResume = z.output<typeof chatResumeSchema>;
