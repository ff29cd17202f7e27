/**
 * The REST adapters as a table (decision 014): one entry per path and method under `/api`
 * (plus the probes), naming the zod schemas of @northline/schemas each one takes and answers with. The OpenAPI
 * document (`GET /api/openapi.json`, ./document.ts) and the reference page (`GET /api/docs`) are generated from
 * it; `test/openapi.test.ts` fails when a registered route is missing here or an entry names a route that does
 * not exist. The routes themselves stay in `src/routes/`.
 */
import {
  analyticsEventResponseSchema,
  analyticsEventSchema,
  apiErrorSchema,
  chatEndResponseSchema,
  chatReplySchema,
  chatRequestSchema,
  chatResumeInputSchema,
  chatResumeSchema,
  chatTranscriptSchema,
  contactSubmissionSchema,
  contactSubmitResponseSchema,
  crmSyncRetrySchema,
  faqResponseSchema,
  formTokenResponseSchema,
  generateRecommendationsRequestSchema,
  generateRecommendationsResponseSchema,
  handoffStatusSchema,
  leadIdSchema,
  leadReportInputSchema,
  leadReportSchema,
  liveOkSchema,
  meetingBookedResponseSchema,
  meetingBookingSchema,
  meetingConflictSchema,
  meetingManageViewSchema,
  meetingRescheduleBodySchema,
  meetingSlotsQuerySchema,
  meetingSlotsResponseSchema,
  meetingTokenSchema,
  newsletterLinkSchema,
  newsletterSubmissionSchema,
  newsletterSubscribeResponseSchema,
  quickRecommendationRequestSchema,
  quickRecommendationResponseSchema,
  REPORT_TABLES,
  recommendationResultSchema,
  sessionIdSchema,
  sessionStartRequestSchema,
  sessionStartResponseSchema,
  staffAnswerPublishSchema,
  staffAnswerSchema,
  staffAnswerWriteSchema,
  storedVisitorProfileSchema,
  suggestionsResponseSchema,
  unansweredHandledSchema,
  unansweredListSchema,
  unansweredMarkHandledSchema,
  visitorContactSchema,
  visitorInfoSchema,
  visitorProfileRequestSchema,
  visitorSeenSchema,
  visitorTypingSchema,
} from '@northline/schemas';
import * as z from 'zod/mini';
import { chatEnd } from '../conversations/chat-end.ts';
import { chatHandoff } from '../conversations/chat-handoff.ts';
import { chatResume } from '../conversations/chat-resume.ts';
import { chatSeen } from '../conversations/chat-seen.ts';
import { chatSend } from '../conversations/chat-send.ts';
import { chatTranscript } from '../conversations/chat-transcript.ts';
import { chatTranscriptEmail } from '../conversations/chat-transcript-email.ts';
import { chatTyping } from '../conversations/chat-typing.ts';
import { chatVisitor } from '../conversations/chat-visitor.ts';
import { faqList } from '../conversations/faq-list.ts';
import { sessionsStart } from '../conversations/sessions-start.ts';
import { staffUnansweredList } from '../conversations/staff-unanswered-list.ts';
import { staffUnansweredMarkHandled } from '../conversations/staff-unanswered-mark-handled.ts';
import { staffUnansweredPublishAnswer } from '../conversations/staff-unanswered-publish-answer.ts';
import { staffUnansweredWriteAnswer } from '../conversations/staff-unanswered-write-answer.ts';
import { suggestionsList } from '../conversations/suggestions-list.ts';
import { staffLeadsRetryCrmSync } from '../crm/staff-leads-retry-crm-sync.ts';
import { staffReportsGet } from '../desk/staff-reports-get.ts';
import { contactSubmit } from '../leads/contact-submit.ts';
import { meetingsBook } from '../meetings/meetings-book.ts';
import { meetingsCancel, meetingsManage, meetingsReschedule } from '../meetings/meetings-manage.ts';
import { meetingsSlots } from '../meetings/meetings-slots.ts';
import { newsletterConfirm, newsletterUnsubscribe } from '../newsletter/newsletter-link.ts';
import { newsletterSubscribe } from '../newsletter/newsletter-subscribe.ts';
import type { AnyOperation } from '../operations/operation.ts';
import { quickRecommendation } from '../recommendations/quick-recommendation.ts';
import { recommendationGenerate } from '../recommendations/recommendation-generate.ts';
import { recommendationGet } from '../recommendations/recommendation-get.ts';
import { recommendationTrack } from '../recommendations/recommendation-track.ts';
import { visitorProfileSave } from '../recommendations/visitor-profile-save.ts';

/** Any zod or zod/mini schema; `z.toJSONSchema` converts both. */
export type Schema = z.ZodMiniType;

/** A schema with the name it has under `components.schemas` in the document. */
export interface NamedSchema {
  name: string;
  schema: Schema;
}

/** Names a schema for the document's `components.schemas`. */
export const named = (name: string, schema: Schema): NamedSchema => ({ name, schema });

/** One answer of a route. */
export interface RestResponse {
  description: string;
  /** The body's media type; `application/json` when a schema is given and this is not. */
  contentType?: string;
  /** The JSON body's schema (for `text/event-stream`: the schema of the final `done` event). */
  schema?: NamedSchema;
  /** Response headers worth knowing, by name. */
  headers?: Record<string, string>;
}

/** One REST route: a path (OpenAPI template, `{sessionId}`) and a method, and what it takes and answers. */
export interface RestRoute {
  method: 'get' | 'post';
  /** The OpenAPI path, e.g. `/api/chat/{sessionId}/end` (Fastify's `/api/chat/:sessionId/end`). */
  path: string;
  operationId: string;
  /** The group on the reference page: Sessions, Chat, Leads, Recommendations, Content, Newsletter, Staff… */
  tag: string;
  summary: string;
  description?: string;
  /** The tRPC procedure of the same operation, by its path, for the document (`x-trpc-procedure`). */
  procedure?: string;
  /** The operation the route runs (its feature folder, src/<feature>/), when it runs one. */
  operation?: AnyOperation;
  /**
   * `table`: served by `restRoute(operation, entry)` (routes/rest-route.ts: the operation's input is the JSON body,
   * or the path parameters, or nothing; its result is the JSON answer with the route's success status). Routes
   * without it have adapters of their own (a stream, a native form post, an HTML page, a CSV file).
   */
  adapter?: 'table';
  /** The success status when it depends on the result (`POST /api/recommendations`: 201 made, 200 stored). */
  statusOf?: (result: unknown) => number;
  /** `visitor`: the `X-Session-Token` header of the session named in the call; `staff`: the `nl_staff` cookie. */
  auth?: 'visitor' | 'staff';
  /**
   * Pages of the sites in CORS_ORIGINS may call it from the browser, without credentials (plugins/external/
   * cors.ts): the calls of the chat widget and the recommender components. A staff route never is.
   */
  partner?: true;
  /** The schemas of the path parameters, by name. */
  pathParams?: Record<string, Schema>;
  /** The query string's fields (an object schema; each property is one parameter). */
  query?: NamedSchema;
  /** Takes an `Idempotency-Key` header (decision 003): a retry with the same key is answered, not redone. */
  idempotent?: boolean;
  /** The body: its schema, whether it may be left out, and whether a native form post is accepted too. */
  body?: NamedSchema & { optional?: boolean; form?: boolean };
  /** Answers by status code. Error statuses listed in `errors` are added with {@link apiErrorSchema}. */
  responses: Record<number, RestResponse>;
  /** Error statuses answered as `{ error, issues? }`. */
  errors?: number[];
}

/** What each error status means across the API (app.ts's error boundary). */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: `issues` lists each field with the schema’s own message',
  401: 'Not signed in as staff',
  403: 'Signed in, but not allowed',
  404: 'Unknown session, or a session whose token is missing or wrong (they look the same)',
  409: 'The same `Idempotency-Key` is still being processed',
  413: 'The body is larger than 64 KiB',
  415: 'The body is not JSON',
  422: 'The same `Idempotency-Key` was used with another body',
  429: 'Too many requests from this address (see `Retry-After`)',
  503: 'The database is unavailable; try again shortly',
};

const error = named('ApiError', apiErrorSchema);
/** The 409 of the booking routes that may offer other times. */
const MEETING_CONFLICT = named('MeetingConflict', meetingConflictSchema);
const html = (description: string): RestResponse => ({ description, contentType: 'text/html' });
const SESSION_PATH = { sessionId: sessionIdSchema };
const IDEMPOTENT_REPLAYED = {
  'Idempotent-Replayed': '`true` when the answer is a replay of an earlier call',
};
/** The 303 of a lead form posted without JavaScript (`POST /api/contact`, `POST /api/newsletter`). */
const FORM_STORED: RestResponse = {
  description: 'A native form post was stored: the thank-you page',
  headers: { Location: 'Its path' },
};
/** The errors of a lead form's JSON body, kept once per `Idempotency-Key` (decision 003). */
const LEAD_FORM_ERRORS = [400, 409, 413, 415, 422, 429, 503];
/** The errors of a call that names what it reads or changes (a session, a link's token): 404 when none is. */
const LOOKUP_ERRORS = [400, 404, 429, 503];
/** {@link LOOKUP_ERRORS} of a call with a JSON body: too large (413) or not JSON (415). */
const LOOKUP_BODY_ERRORS = [400, 404, 413, 415, 429, 503];
/**
 * What the chat widget's calls about one session share: a partner page may call them, they run their operation
 * from the table with the session's `X-Session-Token`, and the session is the path's `{sessionId}`.
 */
const CHAT_SESSION_CALL = {
  partner: true,
  tag: 'Chat',
  adapter: 'table',
  auth: 'visitor',
  pathParams: SESSION_PATH,
} satisfies Partial<RestRoute>;
const CHAT_REPLY = named('ChatReply', chatReplySchema);
/** What `POST /api/chat` and its stream share: the operation, the body, the session's token and the errors. */
const CHAT_MESSAGE_CALL = {
  partner: true,
  tag: 'Chat',
  procedure: 'chat.send',
  operation: chatSend,
  auth: 'visitor',
  idempotent: true,
  body: named('ChatRequest', chatRequestSchema),
  errors: [400, 404, 409, 413, 415, 422, 429, 503],
} satisfies Partial<RestRoute>;
const LIVE_OK = named('LiveOk', liveOkSchema);
const VISITOR_CONTACT = { ...named('VisitorContact', visitorContactSchema), optional: true };
const NEWSLETTER_LINK = named('NewsletterLink', newsletterLinkSchema);
const MANAGED_MEETING = named('ManagedMeeting', meetingManageViewSchema);
const MEETING_TOKEN_PATH = { token: meetingTokenSchema };
/** What the report and its CSV tables share: one operation over the same `from`–`to` query, for staff. */
const LEAD_REPORT = {
  tag: 'Staff',
  procedure: 'staff.reports.get',
  operation: staffReportsGet,
  auth: 'staff',
  query: named('LeadReportQuery', leadReportInputSchema),
} satisfies Partial<RestRoute>;

/** The probes' answers (not part of @northline/schemas: only load balancers read them). */
const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready'), database: z.enum(['postgresql', 'pglite']) });

/** The staff export's filters as the query string carries them (routes/staff.ts). */
const leadExportQuerySchema = z.object({
  kind: z.optional(z.enum(['contact', 'chat', 'newsletter'])),
  status: z.optional(z.string()),
  quality: z.optional(z.enum(['cold', 'warm', 'hot'])),
  from: z.optional(z.string()),
  to: z.optional(z.string()),
  search: z.optional(z.string()),
  sourcePage: z.optional(z.string()),
  campaign: z.optional(z.string()),
  owner: z.optional(z.string()),
  includeSpam: z.optional(z.enum(['true', 'false'])),
  meetingBooked: z.optional(z.enum(['true', 'false'])),
});

/**
 * Every REST route of the API, in the order of the reference page. Adding a route to `src/routes/` without
 * adding it here fails `test/openapi.test.ts`.
 */
export const REST_ROUTES: readonly RestRoute[] = [
  {
    method: 'post',
    path: '/api/sessions',
    operationId: 'startSession',
    partner: true,
    tag: 'Sessions',
    summary: 'Start a visitor session',
    description:
      'Issues a session id and its token (decision 012). Keep both; send the token as `X-Session-Token` on every call that names the session, never in a URL. An empty body means `{}` (prefix `chat`).',
    procedure: 'sessions.start',
    operation: sessionsStart,
    adapter: 'table',
    body: { ...named('SessionStartRequest', sessionStartRequestSchema), optional: true },
    responses: {
      201: { description: 'The session', schema: named('SessionStart', sessionStartResponseSchema) },
    },
    errors: [400, 429],
  },
  {
    method: 'post',
    path: '/api/chat',
    operationId: 'sendChatMessage',
    ...CHAT_MESSAGE_CALL,
    summary: 'Send a chat message and get the reply',
    description:
      "Stores the visitor message and the assistant’s reply. `visitorInfo` updates the details the chat keeps; `attribution` is kept with the first message. The reply may carry an `action`: `{ kind: 'offer-meeting', prefill? }` when the visitor asked to book the free IT assessment (the server’s own intent detection, whichever engine wrote the text); a client offers the free slots of `GET /api/meetings/slots` and books with `POST /api/meetings`. Clients that know no action ignore it.",
    adapter: 'table',
    responses: { 200: { description: 'The reply', schema: CHAT_REPLY } },
  },
  {
    method: 'post',
    path: '/api/chat/stream',
    operationId: 'streamChatMessage',
    ...CHAT_MESSAGE_CALL,
    summary: 'Send a chat message and stream the reply (server-sent events)',
    description:
      'Same body and errors as `POST /api/chat` (errors before the stream starts are JSON). Events: `token` `{ text }` (a piece of the reply), `reset` `{}` (discard the pieces so far), `done` (the stored reply, the same JSON as `POST /api/chat`, always last), `error` `{ error }` (the turn failed after the stream started).',
    responses: {
      200: {
        description: 'An event stream; the `done` event carries the reply',
        contentType: 'text/event-stream',
        schema: CHAT_REPLY,
      },
    },
  },
  {
    method: 'post',
    path: '/api/chat/{sessionId}/handoff',
    operationId: 'requestChatHandoff',
    ...CHAT_SESSION_CALL,
    summary: 'Ask for a person (live hand-off)',
    description:
      'The widget’s “Talk to a person”. Moves the chat to `waiting`, alerts sales, and answers where the hand-off stands: whether a consultant can answer now, else the next opening (Toronto time) and whether to leave an e-mail or phone number. While `waiting` the assistant still answers each message (`response` begins “While a consultant joins:”) and the message is stored for the consultant too; while `live` the assistant steps aside: `POST /api/chat` stores the message for the consultant and answers `response: ""` with `handoff`, at most LIVE_MESSAGES_PER_MINUTE a minute (429 with `Retry-After`). Idempotent: a request while one is pending answers where it stands with `alreadyRequested: true` and alerts nobody. One client address may ask HANDOFF_REQUESTS_PER_HOUR times an hour (429 with `Retry-After`). 404 for a session that never sent a message.',
    procedure: 'chat.handoff',
    operation: chatHandoff,
    body: VISITOR_CONTACT,
    responses: {
      200: { description: 'Where the hand-off stands', schema: named('HandoffStatus', handoffStatusSchema) },
    },
    errors: LOOKUP_ERRORS,
  },
  {
    method: 'get',
    path: '/api/chat/{sessionId}/events',
    operationId: 'streamChatEvents',
    partner: true,
    tag: 'Chat',
    summary: 'The live hand-off’s events (server-sent events)',
    description:
      'Each event is `id: <id>`, `event: <type>`, `data: <JSON>`: `message` `{ message }` (a consultant’s message, or the visitor’s own from another tab), `status` `{ status }` (the hand-off moved: waiting, claimed with the consultant’s first name, released, closed, timed out), `typing` `{ typing, name? }`. Resumes after the `Last-Event-ID` header (or the `lastEventId` query parameter) with exactly the events missed. A `: ping` comment every 15 s; an idle stream ends after LIVE_STREAM_IDLE_MS (reconnect). At most LIVE_STREAMS_PER_SESSION streams per session and LIVE_STREAMS_PER_IP per address (429).',
    auth: 'visitor',
    pathParams: SESSION_PATH,
    query: named(
      'LiveEventsQuery',
      z.object({ lastEventId: z.optional(visitorSeenSchema.shape.lastEventId) }),
    ),
    responses: { 200: { description: 'An event stream', contentType: 'text/event-stream' } },
    errors: LOOKUP_ERRORS,
  },
  {
    method: 'post',
    path: '/api/chat/{sessionId}/typing',
    operationId: 'setChatTyping',
    ...CHAT_SESSION_CALL,
    summary: 'The visitor is typing (live hand-off)',
    description:
      'Shown to the consultant while the chat is waiting or live; ignored otherwise. At most one event a second is written per chat: a call sooner answers the same and writes nothing.',
    procedure: 'chat.typing',
    operation: chatTyping,
    body: named('VisitorTyping', visitorTypingSchema),
    responses: { 200: { description: 'Published', schema: LIVE_OK } },
    errors: LOOKUP_ERRORS,
  },
  {
    method: 'post',
    path: '/api/chat/resume',
    operationId: 'resumeChat',
    tag: 'Chat',
    summary: 'Open the conversation of an unseen-reply e-mail’s link',
    description:
      'The page `/chat/resume#<token>` reads the token from the link’s fragment (never sent to a server, so never in a log or `Referer`) and posts it here: the answer is the session and its token, the transcript, where the hand-off stands and the newest event id (counted as seen), so the widget continues the same conversation. 404 for a token of no conversation, one a newer e-mail replaced, or an expired session.',
    procedure: 'chat.resume',
    operation: chatResume,
    adapter: 'table',
    body: named('ChatResumeRequest', chatResumeInputSchema),
    responses: {
      200: { description: 'The conversation', schema: named('ChatResume', chatResumeSchema) },
    },
    errors: LOOKUP_ERRORS,
  },
  {
    method: 'post',
    path: '/api/chat/{sessionId}/seen',
    operationId: 'markChatSeen',
    ...CHAT_SESSION_CALL,
    summary: 'What the visitor has seen (live hand-off)',
    description:
      'The id of the last event the widget showed; a consultant reply after it and still unseen after UNSEEN_REPLY_EMAIL_MS is e-mailed once to the visitor’s address when known.',
    procedure: 'chat.seen',
    operation: chatSeen,
    body: named('VisitorSeen', visitorSeenSchema),
    responses: { 200: { description: 'Recorded', schema: LIVE_OK } },
    errors: LOOKUP_ERRORS,
  },
  {
    method: 'post',
    path: '/api/chat/{sessionId}/transcript-email',
    operationId: 'emailChatTranscript',
    ...CHAT_SESSION_CALL,
    summary: 'E-mail the transcript of a closed live chat',
    description:
      'After the consultant closed the chat: queues the conversation to the visitor’s e-mail (the one given, else the one stored) through the outbox, once per session. 400 with an issue on `email` when none is known; 409 before the chat is closed.',
    procedure: 'chat.transcriptEmail',
    operation: chatTranscriptEmail,
    body: VISITOR_CONTACT,
    responses: { 200: { description: 'Queued', schema: LIVE_OK } },
    errors: [400, 404, 409, 429, 503],
  },
  {
    method: 'post',
    path: '/api/chat/{sessionId}/end',
    operationId: 'endChatSession',
    ...CHAT_SESSION_CALL,
    summary: 'End a chat session',
    description: 'The widget calls it when the visitor closes the chat. No body needed. Idempotent.',
    procedure: 'chat.end',
    operation: chatEnd,
    responses: { 200: { description: 'Ended', schema: named('ChatEnd', chatEndResponseSchema) } },
    errors: LOOKUP_ERRORS,
  },
  {
    method: 'get',
    path: '/api/chat/{sessionId}/visitor',
    operationId: 'getChatVisitor',
    tag: 'Chat',
    summary: 'The visitor details the chat holds',
    description: 'Only the fields known (name, email, company, phone), to prefill a contact form.',
    procedure: 'chat.visitor',
    operation: chatVisitor,
    adapter: 'table',
    auth: 'visitor',
    pathParams: SESSION_PATH,
    responses: { 200: { description: 'The details', schema: named('VisitorInfo', visitorInfoSchema) } },
    errors: LOOKUP_ERRORS,
  },
  {
    method: 'get',
    path: '/api/chat/{sessionId}',
    operationId: 'getChatTranscript',
    tag: 'Staff',
    summary: 'A chat transcript (staff only)',
    description: 'Messages and every change of lead quality with the rules that fired.',
    procedure: 'chat.transcript',
    operation: chatTranscript,
    adapter: 'table',
    auth: 'staff',
    pathParams: SESSION_PATH,
    responses: {
      200: { description: 'The transcript', schema: named('ChatTranscript', chatTranscriptSchema) },
    },
    errors: [400, 401, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/api/form-token',
    operationId: 'getFormToken',
    tag: 'Leads',
    summary: 'A fresh form token',
    description:
      'A signed, time-stamped token a form fetches on its first focus and sends as `formToken` (decision 003).',
    responses: {
      200: { description: 'The token', schema: named('FormTokenResponse', formTokenResponseSchema) },
    },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/contact',
    operationId: 'submitContactRequest',
    tag: 'Leads',
    summary: 'Submit a contact request',
    description:
      'JSON answers 201. A form posted without JavaScript (`application/x-www-form-urlencoded`, the same fields as strings) is answered with pages: 303 to the form’s thank-you page, or an HTML page with 400 or 503. `chatSessionId` links the lead to a chat only with that chat’s `X-Session-Token`.',
    procedure: 'contact.submit',
    operation: contactSubmit,
    idempotent: true,
    body: { ...named('ContactSubmission', contactSubmissionSchema), form: true },
    responses: {
      201: {
        description: 'Stored',
        schema: named('ContactSubmitResponse', contactSubmitResponseSchema),
        headers: IDEMPOTENT_REPLAYED,
      },
      303: FORM_STORED,
    },
    errors: LEAD_FORM_ERRORS,
  },
  {
    method: 'post',
    path: '/api/newsletter',
    operationId: 'subscribeToNewsletter',
    tag: 'Newsletter',
    summary: 'Sign up for the newsletter (double opt-in)',
    description:
      'The signup stays pending until the link in the confirmation email is followed. A native form post is answered with pages like `POST /api/contact`.',
    procedure: 'newsletter.subscribe',
    operation: newsletterSubscribe,
    idempotent: true,
    body: { ...named('NewsletterSubmission', newsletterSubmissionSchema), form: true },
    responses: {
      201: {
        description: 'Pending confirmation',
        schema: named('NewsletterSubscribeResponse', newsletterSubscribeResponseSchema),
        headers: IDEMPOTENT_REPLAYED,
      },
      303: FORM_STORED,
    },
    errors: LEAD_FORM_ERRORS,
  },
  {
    method: 'get',
    path: '/api/newsletter/confirm',
    operationId: 'showNewsletterConfirm',
    tag: 'Newsletter',
    summary: 'The confirmation link (a page with a button that confirms)',
    description:
      'Following the link changes nothing (mail scanners open links); the page’s button posts the token back.',
    query: NEWSLETTER_LINK,
    responses: {
      200: html('The confirmation form'),
      400: html('The link does not work: malformed, forged or expired'),
    },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/newsletter/confirm',
    operationId: 'confirmNewsletter',
    tag: 'Newsletter',
    summary: 'Confirm the subscription (double opt-in)',
    description: 'The token as the form field `token` (the confirmation page’s button), or in the query.',
    procedure: 'newsletter.confirm',
    operation: newsletterConfirm,
    query: NEWSLETTER_LINK,
    responses: {
      200: html('Confirmed (or already confirmed)'),
      400: html('The link does not work: malformed, forged, expired or unknown'),
      503: html('The database is unavailable'),
    },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/newsletter/unsubscribe',
    operationId: 'showNewsletterUnsubscribe',
    tag: 'Newsletter',
    summary: 'The unsubscribe link (a page with a one-click form)',
    description: 'Following the link changes nothing; the page’s button posts the token back.',
    query: NEWSLETTER_LINK,
    responses: { 200: html('The unsubscribe form'), 400: html('The link does not work') },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/newsletter/unsubscribe',
    operationId: 'unsubscribeFromNewsletter',
    tag: 'Newsletter',
    summary: 'Unsubscribe (RFC 8058 one-click)',
    description:
      'The token in the query (a mail client’s one-click post, `List-Unsubscribe=One-Click`) or as the form field `token`.',
    procedure: 'newsletter.unsubscribe',
    operation: newsletterUnsubscribe,
    query: NEWSLETTER_LINK,
    responses: {
      200: html('Unsubscribed (or already)'),
      400: html('The link does not work'),
      503: html('The database is unavailable'),
    },
    errors: [429],
  },
  {
    method: 'post',
    path: '/api/quick-recommendations',
    operationId: 'quickRecommendation',
    partner: true,
    tag: 'Recommendations',
    summary: 'A quick recommendation (not stored)',
    procedure: 'recommendations.quick',
    operation: quickRecommendation,
    adapter: 'table',
    body: named('QuickRecommendationRequest', quickRecommendationRequestSchema),
    responses: {
      200: {
        description: 'The recommendation',
        schema: named('QuickRecommendationResponse', quickRecommendationResponseSchema),
      },
    },
    errors: [400, 413, 415, 429],
  },
  {
    method: 'post',
    path: '/api/visitor-profile',
    operationId: 'saveVisitorProfile',
    partner: true,
    tag: 'Recommendations',
    summary: 'Store (replace) the session’s visitor profile',
    procedure: 'recommendations.saveProfile',
    operation: visitorProfileSave,
    adapter: 'table',
    auth: 'visitor',
    body: named('VisitorProfileRequest', visitorProfileRequestSchema),
    responses: {
      200: {
        description: 'The stored profile, defaults applied',
        schema: named('StoredVisitorProfile', storedVisitorProfileSchema),
      },
    },
    errors: LOOKUP_BODY_ERRORS,
  },
  {
    method: 'post',
    path: '/api/recommendations',
    operationId: 'generateRecommendations',
    partner: true,
    tag: 'Recommendations',
    summary: 'Generate the session’s recommendation from its profile',
    description:
      '201 when generated now; 200 with the stored one when `forceUpdate` is false and one exists; 429 when the session has generated `RECOMMENDATIONS_PER_HOUR` recommendations in the last hour (the stored one stays readable).',
    procedure: 'recommendations.generate',
    operation: recommendationGenerate,
    adapter: 'table',
    statusOf: (result) => ((result as { generated?: boolean }).generated ? 201 : 200),
    auth: 'visitor',
    body: named('GenerateRecommendationsRequest', generateRecommendationsRequestSchema),
    responses: {
      201: {
        description: 'Generated and stored',
        schema: named('GenerateRecommendationsResponse', generateRecommendationsResponseSchema),
      },
      200: {
        description: 'The stored one',
        schema: named('GenerateRecommendationsResponse', generateRecommendationsResponseSchema),
      },
    },
    errors: LOOKUP_BODY_ERRORS,
  },
  {
    method: 'get',
    path: '/api/recommendations/{sessionId}',
    operationId: 'getRecommendation',
    partner: true,
    tag: 'Recommendations',
    summary: 'The session’s newest recommendation',
    procedure: 'recommendations.get',
    operation: recommendationGet,
    adapter: 'table',
    auth: 'visitor',
    pathParams: SESSION_PATH,
    responses: {
      200: {
        description: 'The recommendation',
        schema: named('RecommendationResult', recommendationResultSchema),
      },
    },
    errors: LOOKUP_ERRORS,
  },
  {
    method: 'post',
    path: '/api/recommendation-analytics',
    operationId: 'trackRecommendationEvent',
    partner: true,
    tag: 'Recommendations',
    summary: 'Record that a recommendation was viewed or acted on',
    procedure: 'recommendations.track',
    operation: recommendationTrack,
    adapter: 'table',
    auth: 'visitor',
    body: named('AnalyticsEvent', analyticsEventSchema),
    responses: {
      201: { description: 'Stored', schema: named('AnalyticsEventResponse', analyticsEventResponseSchema) },
    },
    errors: LOOKUP_BODY_ERRORS,
  },
  {
    method: 'get',
    path: '/api/ai/faq',
    operationId: 'listFaqs',
    tag: 'Content',
    summary: 'Every page’s FAQ entries',
    procedure: 'ai.faq',
    operation: faqList,
    adapter: 'table',
    responses: { 200: { description: 'The entries', schema: named('FaqResponse', faqResponseSchema) } },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/ai/suggestions',
    operationId: 'getSuggestions',
    tag: 'Content',
    summary: 'Quick answers and common queries',
    procedure: 'ai.suggestions',
    operation: suggestionsList,
    adapter: 'table',
    responses: {
      200: {
        description: 'The suggestions',
        schema: named('SuggestionsResponse', suggestionsResponseSchema),
      },
    },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/staff/leads.csv',
    operationId: 'exportLeads',
    tag: 'Staff',
    summary: 'Export the inbox’s current filter as CSV (staff only)',
    auth: 'staff',
    query: named('LeadExportQuery', leadExportQuerySchema),
    responses: {
      200: {
        description: 'The leads, streamed',
        contentType: 'text/csv',
        headers: { 'Content-Disposition': '`attachment; filename="northline-leads-<date>.csv"`' },
      },
    },
    errors: [400, 401, 429, 503],
  },
  {
    method: 'get',
    path: '/api/staff/unanswered',
    operationId: 'listUnansweredQuestions',
    tag: 'Staff',
    summary: 'What the chat assistant could not answer (staff only)',
    description:
      'The questions the assistant deflected (outside business IT) or found no answer to, with contact details replaced, grouped by their normalised text: the most asked first, at most 200 (decision 047).',
    procedure: 'staff.unanswered.list',
    operation: staffUnansweredList,
    adapter: 'table',
    auth: 'staff',
    responses: {
      200: { description: 'The questions', schema: named('UnansweredList', unansweredListSchema) },
    },
    errors: [401, 429, 503],
  },
  {
    method: 'post',
    path: '/api/staff/unanswered/{id}/handled',
    operationId: 'markUnansweredQuestionHandled',
    tag: 'Staff',
    summary: 'Mark an unanswered question handled (staff only)',
    description:
      'The question leaves the open list and keeps counting; `unanswered.handled` is appended to the event log. A question handled already keeps its first handling (decision 095).',
    procedure: 'staff.unanswered.markHandled',
    operation: staffUnansweredMarkHandled,
    adapter: 'table',
    auth: 'staff',
    pathParams: { id: unansweredMarkHandledSchema.shape.id },
    responses: {
      200: { description: 'Handled', schema: named('UnansweredHandled', unansweredHandledSchema) },
    },
    errors: [400, 401, 403, 404, 429, 503],
  },
  {
    method: 'post',
    path: '/api/staff/unanswered/answers',
    operationId: 'writeStaffAnswer',
    tag: 'Staff',
    summary: 'Write an answer to an unanswered question (staff only)',
    description:
      'A draft: the assistant uses it only once a member other than its writer publishes it. The answer states only the catalogue’s prices and figures (the chat’s fact check) and names the page it belongs to by its route key (decision 095).',
    procedure: 'staff.unanswered.writeAnswer',
    operation: staffUnansweredWriteAnswer,
    adapter: 'table',
    auth: 'staff',
    body: named('StaffAnswerWrite', staffAnswerWriteSchema),
    responses: { 200: { description: 'The draft', schema: named('StaffAnswer', staffAnswerSchema) } },
    errors: [400, 401, 403, 404, 413, 415, 429, 503],
  },
  {
    method: 'post',
    path: '/api/staff/unanswered/answers/{id}/publish',
    operationId: 'publishStaffAnswer',
    tag: 'Staff',
    summary: 'Review and publish a written answer (staff only)',
    description:
      'By a member other than its writer (409 otherwise): the assistant answers matching questions with it and cites its page; its question is marked handled (decision 095).',
    procedure: 'staff.unanswered.publishAnswer',
    operation: staffUnansweredPublishAnswer,
    adapter: 'table',
    auth: 'staff',
    pathParams: { id: staffAnswerPublishSchema.shape.id },
    responses: { 200: { description: 'Published', schema: named('StaffAnswer', staffAnswerSchema) } },
    errors: [400, 401, 403, 404, 409, 429, 503],
  },
  {
    method: 'post',
    path: '/api/staff/leads/{id}/crm-sync',
    operationId: 'retryLeadCrmSync',
    tag: 'Staff',
    summary: 'Send a lead to HubSpot again (staff only)',
    description:
      'After the lead’s HubSpot sync failed: `crm.sync_requested` is appended to the event log and the delivery worker’s CRM lane syncs the lead again (decisions 097 and 101). `requested` is false when a sync of the lead was waiting already. 409 when the sync is off or the lead is never sent (spam, a newsletter signup, no e-mail address).',
    procedure: 'staff.leads.retryCrmSync',
    operation: staffLeadsRetryCrmSync,
    adapter: 'table',
    auth: 'staff',
    pathParams: { id: leadIdSchema.shape.id },
    responses: {
      200: { description: 'Requested', schema: named('CrmSyncRetry', crmSyncRetrySchema) },
    },
    errors: [400, 401, 403, 404, 409, 429, 503],
  },
  {
    method: 'get',
    path: '/api/staff/reports',
    operationId: 'getLeadReport',
    ...LEAD_REPORT,
    summary: 'The sales reports (staff only)',
    description:
      'Team figures over `from`–`to` (inclusive Toronto days; the last 12 weeks, Monday to Sunday, by default): leads by week, source page, UTM source and campaign, city and industry; the funnel chat → lead → contacted → meeting booked → qualified → won; median and 90th-percentile business minutes to the first response and the share within SLA, by week and by owner; the spam share. Spam-flagged leads count only in the spam share. No lead’s personal details. Every staff member sees the team’s figures.',
    responses: { 200: { description: 'The report', schema: named('LeadReport', leadReportSchema) } },
    errors: [400, 401, 429, 503],
  },
  {
    method: 'get',
    path: '/api/staff/reports/{file}',
    operationId: 'exportLeadReportTable',
    ...LEAD_REPORT,
    summary: 'One table of the sales reports as CSV (staff only)',
    description:
      'The same figures as `GET /api/staff/reports` for the same `from`/`to`, one table per file (`weekly.csv`, `source-pages.csv`, …), RFC 4180 with a UTF-8 byte-order mark; empty cells for none. 404 for an unknown table.',
    pathParams: { file: z.enum(REPORT_TABLES.map((table) => `${table}.csv`) as [string, ...string[]]) },
    responses: {
      200: {
        description: 'The table',
        contentType: 'text/csv',
        headers: {
          'Content-Disposition': '`attachment; filename="northline-<table>-<from>-to-<to>.csv"`',
        },
      },
    },
    errors: [400, 401, 404, 429, 503],
  },
  {
    method: 'get',
    path: '/api/openapi.json',
    operationId: 'getOpenApiDocument',
    tag: 'Reference',
    summary: 'This document (OpenAPI 3.1)',
    responses: { 200: { description: 'The document', contentType: 'application/json' } },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/docs',
    operationId: 'getApiReference',
    tag: 'Reference',
    summary: 'This document as a page for people',
    responses: { 200: html('The reference page') },
    errors: [429],
  },
  {
    method: 'get',
    path: '/api/meetings/slots',
    operationId: 'listMeetingSlots',
    partner: true,
    tag: 'Meetings',
    summary: 'Free slots of the free IT assessment',
    description:
      'The next free slots, grouped by Toronto day: business hours, at least 4 business hours ahead, no Ontario statutory holiday, at most `MEETING_MAX_DAYS_AHEAD` days ahead, and at least one consultant free. Instants are ISO 8601 UTC; labels are Toronto wall time.',
    procedure: 'meetings.slots',
    operation: meetingsSlots,
    query: named('MeetingSlotsQuery', meetingSlotsQuerySchema),
    responses: {
      200: { description: 'The free slots', schema: named('MeetingSlots', meetingSlotsResponseSchema) },
    },
    errors: [400, 429, 503],
  },
  {
    method: 'post',
    path: '/api/meetings',
    operationId: 'bookMeeting',
    partner: true,
    tag: 'Meetings',
    summary: 'Book the free IT assessment',
    description:
      'Books an offered slot with a free consultant (round robin) and makes it part of a lead: the chat’s (`sessionId`, with its `X-Session-Token`), the contact request’s of a booking `reference` (the signed reference the booking page carries after a contact form sent without JavaScript; the meeting keeps that lead’s attribution; an expired or forged one is dropped), the contact request’s of `contactRequestId` (same e-mail), or a new one. The invitation (iCalendar, METHOD:REQUEST) is e-mailed with the reschedule/cancel link; of what the visitor typed it carries the first name only. 409 when the slot was just taken, with the next free slots. Bounds (docs/decisions/058): one client address books at most `MEETING_BOOKINGS_PER_IP_HOUR` (3) meetings an hour and `MEETING_BOOKINGS_PER_IP_DAY` (6) a day, one visitor session (`sessionId` with its token) holds at most `MEETING_UPCOMING_PER_SESSION` (2) upcoming meetings (429 beyond either), one e-mail address at most `MEETING_UPCOMING_PER_EMAIL` (2) (409 beyond, without `nextSlots`); a refused booking stores and sends nothing and is not counted. A form posted without JavaScript (`application/x-www-form-urlencoded`: `start`, `name`, `email`, `company`, `phone`, `reference`) is answered with pages: 303 to `/book-assessment/booked`, or the booking page again with status 400 (field messages), 409 (the next free times, or a bound’s sentence) or 429 (a bound’s sentence), or 503.',
    procedure: 'meetings.book',
    operation: meetingsBook,
    idempotent: true,
    body: { ...named('MeetingBooking', meetingBookingSchema), form: true },
    responses: {
      201: {
        description: 'Booked',
        schema: named('MeetingBooked', meetingBookedResponseSchema),
        headers: IDEMPOTENT_REPLAYED,
      },
      303: {
        description: 'A native form post was booked: the confirmation page (nothing personal in its URL)',
        headers: { Location: '`/book-assessment/booked`' },
      },
      409: {
        description:
          'That time was just taken: `nextSlots` to offer instead; or, without `nextSlots`, the e-mail address already holds `MEETING_UPCOMING_PER_EMAIL` upcoming meetings (the sentence never repeats the address), or the same `Idempotency-Key` is still being processed',
        schema: MEETING_CONFLICT,
      },
      429: {
        description:
          'This client address booked `MEETING_BOOKINGS_PER_IP_HOUR` meetings this hour or `MEETING_BOOKINGS_PER_IP_DAY` today, this visitor session holds `MEETING_UPCOMING_PER_SESSION` upcoming meetings, or the address exceeded the rate limit',
        schema: error,
        headers: { 'Retry-After': 'Seconds until a booking from this address or session is accepted again' },
      },
    },
    errors: [400, 413, 415, 422, 429, 503],
  },
  {
    method: 'get',
    path: '/api/meetings/manage/{token}',
    operationId: 'getManagedMeeting',
    tag: 'Meetings',
    summary: 'What a reschedule/cancel link shows',
    description:
      'The meeting of the e-mailed link: time, status, consultant’s name. 404 for a link that is not valid; 409 for a link replaced by a reschedule or after the meeting’s end.',
    procedure: 'meetings.manage',
    operation: meetingsManage,
    adapter: 'table',
    pathParams: MEETING_TOKEN_PATH,
    responses: {
      200: { description: 'The meeting', schema: MANAGED_MEETING },
    },
    errors: [400, 404, 409, 429, 503],
  },
  {
    method: 'post',
    path: '/api/meetings/manage/{token}/reschedule',
    operationId: 'rescheduleMeeting',
    tag: 'Meetings',
    summary: 'Move a meeting to another slot',
    description:
      'Keeps the meeting’s UID, raises its SEQUENCE and e-mails the updated invitation; the answer’s `token` is the new link’s (the old one stops working). 409 for a cancelled meeting, a replaced or expired link, or a slot just taken (with `nextSlots`). A form posted without JavaScript is answered with 303 to the new link’s page `/meetings/manage/{token}`, or that page with status 400, 404, 409 or 503.',
    procedure: 'meetings.reschedule',
    operation: meetingsReschedule,
    pathParams: MEETING_TOKEN_PATH,
    body: { ...named('MeetingReschedule', meetingRescheduleBodySchema), form: true },
    responses: {
      200: { description: 'Moved', schema: MANAGED_MEETING },
      303: {
        description: 'A native form post moved it: the new link’s page',
        headers: { Location: '`/meetings/manage/{token}?changed=rescheduled`, with the new token' },
      },
      409: {
        description: 'Cancelled meeting, replaced or expired link, or the slot was just taken (`nextSlots`)',
        schema: MEETING_CONFLICT,
      },
    },
    errors: LOOKUP_BODY_ERRORS,
  },
  {
    method: 'post',
    path: '/api/meetings/manage/{token}/cancel',
    operationId: 'cancelMeeting',
    tag: 'Meetings',
    summary: 'Cancel a meeting',
    description:
      'E-mails the cancellation (METHOD:CANCEL, same UID, raised SEQUENCE). 409 when already cancelled. A form posted without JavaScript (an empty `application/x-www-form-urlencoded` body) is answered with 303 to the link’s page `/meetings/manage/{token}`, which then shows the cancelled meeting.',
    procedure: 'meetings.cancel',
    operation: meetingsCancel,
    pathParams: MEETING_TOKEN_PATH,
    responses: {
      200: { description: 'Cancelled', schema: MANAGED_MEETING },
      303: {
        description: 'A native form post cancelled it: the link’s page, which shows the cancelled meeting',
        headers: { Location: '`/meetings/manage/{token}`' },
      },
    },
    errors: [400, 404, 409, 413, 415, 429, 503],
  },
  {
    method: 'get',
    path: '/api/meetings/feed/{file}',
    operationId: 'getConsultantFeed',
    tag: 'Meetings',
    summary: 'A consultant’s private calendar feed',
    description:
      '`{file}` is `<secret>.ics`, the secret URL `staff.meetings.regenerateFeed` shows once; regenerating or revoking it ends the old URL. The consultant’s booked meetings as iCalendar (RFC 5545).',
    pathParams: { file: z.string() },
    responses: { 200: { description: 'The calendar', contentType: 'text/calendar' } },
    errors: [404, 429, 503],
  },
  {
    method: 'get',
    path: '/healthz',
    operationId: 'liveness',
    tag: 'Probes',
    summary: 'Liveness: 200 while the process is up',
    responses: { 200: { description: 'Up', schema: named('Health', healthSchema) } },
  },
  {
    method: 'get',
    path: '/readyz',
    operationId: 'readiness',
    tag: 'Probes',
    summary: 'Readiness: 200 when the database is reachable and migrated',
    responses: {
      200: { description: 'Ready', schema: named('Ready', readySchema) },
      503: { description: 'The database is unreachable', schema: error },
    },
  },
];
