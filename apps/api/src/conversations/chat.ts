/**
 * The chat assistant's operations (specification §3 "Chat message", "Chat session", "Visitor info",
 * "Chat reply"; §4 chat widget; §7 `POST /api/chat`, `POST /api/chat/{sessionId}/end`). The engine
 * (src/chat/) answers; this module keeps the session in the database, passes the stored transcript as history
 * (never a client-sent one), enforces {@link MAX_MESSAGES_PER_SESSION}, and stores every message, the lead
 * quality with the rules behind each change, the services of interest and the visitor details.
 *
 * Logs only ids and flags (engine, fallback, lead quality, emergency, injection), never message text or visitor
 * details: personal information stays out of logs (PIPEDA).
 */

import type { EntityDictionary, EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import { company, frenchReplies, liveChatMessages } from '@northline/content';
import { isBusinessOpen } from '@northline/content/business-hours';
import {
  type ChatAction,
  type ChatMessage as ChatMessageData,
  type ChatReply,
  type ChatRequest,
  type HandoffReason,
  type HandoffStatus,
  type LeadQuality,
  MAX_MESSAGES_PER_SESSION,
  VISITOR_INFO_MAX,
  type VisitorInfo,
} from '@northline/schemas';
import { absoluteCitations } from '../chat/citations.ts';
import { analyseConversation, meetingActionOf } from '../chat/conversation.ts';
import { extractDetails, mergeVisitorInfo } from '../chat/extraction.ts';
import type { ChatEngine, EngineOptions, FiredRule, PageCitation } from '../chat/index.ts';
import { analyseMessage, handoffIntents } from '../chat/intents.ts';
import { ChatMessage } from '../db/chat-message.entity.ts';
import { ChatSession } from '../db/chat-session.entity.ts';
import { PreparedStatement } from '../db/prepared.ts';
import { ANYONE_PRESENT_SQL, presentSince } from '../db/staff-presence.ts';
import { DomainError, rateLimited } from '../errors.ts';
import { appendEvent } from '../events/log.ts';
import { attributionColumns, IDEMPOTENCY_MISMATCH_MESSAGE, type LeadNotices } from '../leads/lead-capture.ts';
import { type ContactField, chatIsLead } from '../leads/lead-rows.ts';
import type { ServiceLogger } from '../logging.ts';
import { answerIn, engineFor, handoffAnswerIn, turnLanguage } from './chat-language.ts';
import {
  isUniqueViolation,
  storeTurn,
  type TurnMessage,
  type TurnStored,
  type TurnWrite,
} from './chat-turn.ts';
import {
  firstName,
  HANDOFF_LIMITED_MESSAGE,
  handoffPresenceOf,
  handoffStatus,
  handoffStatusOf,
  readHandoffPresence,
  storeLiveMessage,
  turnHandoffEvents,
} from './live-chat.ts';
import { type HandoffAdmission, secondsUntilMinuteFrees } from './live-limits.ts';
import { checkTurnAnswer } from './staff-answer-match.ts';
import { unansweredWrite } from './unanswered.ts';

/** What the chat operations need. */
export interface ChatServiceDeps {
  /** A request-scoped entity manager. */
  em: EntityManager;
  /** The engine that answers (plugins/app/assistant.ts). */
  engine: ChatEngine;
  /** The request's logger: ids and flags only. */
  log: ServiceLogger;
  /** The clock (tests); `new Date()` by default. */
  now?: () => Date;
  /**
   * The request's checked `Idempotency-Key`: a retry of the same visitor message with the same key
   * stores it once and gets the stored reply when there is one.
   */
  idempotencyKey?: string | undefined;
  /**
   * Visitor messages to the assistant one session may send per minute (the assistant's own limit per session,
   * counted from the stored transcript, so every instance agrees); unlimited when undefined. Messages to a person
   * never count in it.
   */
  sessionMessagesPerMinute?: number | undefined;
  /**
   * Visitor messages one session may send per minute while a person holds or awaits the chat (the live chat's
   * own limit, LIVE_MESSAGES_PER_MINUTE, counted from the stored transcript); unlimited when undefined.
   */
  liveMessagesPerMinute?: number | undefined;
  /**
   * Counts a request for a person (a message asking for one, or a turn turning the lead hot) against the client
   * address and says how it is taken (conversations/live-limits.ts); every request alerts at once when undefined.
   */
  admitHandoff?: (() => Promise<HandoffAdmission>) | undefined;
  /**
   * The lead notifications' outbox: a turn that makes the session a lead, turns it hot or reports an
   * emergency writes its notifications in the turn's transaction, then wakes the worker for urgent ones.
   */
  notifier?: Pick<LeadNotices, 'channels' | 'poke'> | undefined;
  /**
   * The accepted origin of the page the widget runs on (`ctx.embedOrigin`): stored with a new
   * session; null or absent stores none.
   */
  embedOrigin?: string | null | undefined;
  /**
   * Called after the commit of a turn that made the session a lead (the desk decides its owner: desk/lead-desk.ts
   * `assignSoon`).
   */
  leadCreated?: (() => void) | undefined;
  /**
   * The site's public URL (`SITE_URL`): a reply's citations carry their pages' absolute URLs on it, so they work
   * where the widget runs on a partner's site. Default the catalogue's `company.defaultSiteUrl`.
   */
  siteUrl?: string | undefined;
}

/** The message of the 429 answered when a session sends faster than its per-minute limit. */
export const SESSION_RATE_MESSAGE =
  'You are sending messages faster than we can answer them. Please wait a moment and try again.';

/** The message of the 429 answered when a visitor writes to a person faster than the live chat's limit. */
export const liveRateMessage = (perMinute: number) => liveChatMessages.messagesLimited(perMinute);

/** The message of the 409 answered when a session is full (see {@link sendChatMessage}). */
export const SESSION_FULL_MESSAGE = `This conversation has reached its limit of ${MAX_MESSAGES_PER_SESSION} messages. Please call ${company.phones.main.display} or email ${company.email}, or start a new conversation.`;

/** The message of the 409 answered when two messages of one session race. */
export const TURN_IN_PROGRESS_MESSAGE =
  'The previous message of this conversation is still being answered. Please wait for its reply.';

/** The message of the 404 answered for a session id the API has never stored. */
export const UNKNOWN_SESSION_MESSAGE = 'No chat session with this id';

const VISITOR_FIELDS = ['name', 'email', 'company', 'phone'] as const;
type VisitorField = (typeof VISITOR_FIELDS)[number];
const COLUMN = {
  name: 'visitorName',
  email: 'visitorEmail',
  company: 'visitorCompany',
  phone: 'visitorPhone',
} as const satisfies Record<VisitorField, keyof ChatSession>;

/** The visitor info a session holds: only the fields it has. */
function storedVisitorInfo(session: ChatSession): VisitorInfo {
  const info: VisitorInfo = {};
  for (const field of VISITOR_FIELDS) {
    const value = session[COLUMN[field]];
    if (value) info[field] = value;
  }
  return info;
}

/**
 * Writes visitor info into the session: each non-blank field within its bound replaces the stored one; blank
 * or absent fields keep what is stored (a widget sending `{}` or `''` never erases details).
 */
function storeVisitorInfo(session: ChatSession, info: VisitorInfo | undefined): void {
  for (const field of VISITOR_FIELDS) {
    const value = info?.[field]?.trim();
    if (value && value.length <= VISITOR_INFO_MAX[field]) session[COLUMN[field]] = value;
  }
}

/** A stored message as the engines and the transcript see it (§3: role, content, ISO timestamp). */
function toMessageData(message: ChatMessage): ChatMessageData {
  return {
    role: message.role === 'user' ? 'user' : 'assistant',
    content: message.content,
    timestamp: message.createdAt.toISOString(),
  };
}

async function findSession(em: EntityManager, sessionId: string): Promise<ChatSession> {
  const session = await em.findOne(ChatSession, { id: sessionId });
  if (!session) throw new DomainError('not-found', UNKNOWN_SESSION_MESSAGE);
  return session;
}

/**
 * The turn's first read, prepared once per connection (every chat message reads it): whether anyone is present
 * (db/staff-presence.ts, parameter {@link presentSince}), and the session's row by id, its columns null when the id
 * was never stored. A turn that hands the chat over then knows, without a read of its own, whether a consultant can
 * join.
 */
const SESSION_ROW = new PreparedStatement(
  'chat_turn_session',
  `select ${ANYONE_PRESENT_SQL} as "staff_present", s.* from (select 1) k left join "chat_session" s on s."id" = ?`,
);
/** A session's transcript rows, in order. */
const TRANSCRIPT_ROWS = new PreparedStatement(
  'chat_transcript_by_session',
  'select * from "chat_message" where "session_id" = ? order by "position" asc',
);

/** What a turn reads before its engine runs ({@link loadTurnState}). */
interface TurnState {
  /** The session, undefined when the id was never stored. */
  session: ChatSession | undefined;
  /** Its stored transcript, oldest first. */
  stored: ChatMessage[];
  /** Whether anyone was present when the turn started (db/staff-presence.ts). */
  staffPresent: boolean;
}

/**
 * The session, its stored transcript and the presence at `now` ({@link TurnState}), the session and messages as
 * managed entities of `em`: read by two prepared statements and mapped into the identity map (`em.map`), so the
 * turn's flush sees them as MikroORM's own `find` would have left them. A session without a row has no messages
 * (every message references its session), so the transcript is read only for a stored session: a visitor's first
 * message costs one read.
 */
async function loadTurnState(em: EntityManager, sessionId: string, now: Date): Promise<TurnState> {
  const [row] = await SESSION_ROW.run<EntityDictionary<ChatSession> & { staff_present: boolean }>(em, [
    presentSince(now),
    sessionId,
  ]);
  const { staff_present: present, ...sessionRow } = row ?? { staff_present: false };
  const staffPresent = present === true;
  if (sessionRow.id == null) return { session: undefined, stored: [], staffPresent };
  const messageRows = await TRANSCRIPT_ROWS.run<EntityDictionary<ChatMessage>>(em, [sessionId]);
  return {
    session: em.map(ChatSession, sessionRow),
    stored: messageRows.map((message) => em.map(ChatMessage, message)),
    staffPresent,
  };
}

/** Flushes, turning a clash with a concurrent turn of the same session into a 409. */
async function flushTurn(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', TURN_IN_PROGRESS_MESSAGE, { cause: error });
    throw error;
  }
}

/** {@link storeTurn}, turning a clash with a concurrent turn of the same session into a 409. */
async function storeTurnOrConflict(em: EntityManager, turn: TurnWrite): Promise<TurnStored> {
  try {
    return await storeTurn(em, turn);
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError('conflict', TURN_IN_PROGRESS_MESSAGE, { cause: error });
    throw error;
  }
}

/** Visitor info without its blank fields (a widget sending `''` never hides a stored or typed detail). */
function nonBlank(info: VisitorInfo | undefined): VisitorInfo {
  const kept: VisitorInfo = {};
  for (const field of VISITOR_FIELDS) {
    const value = info?.[field]?.trim();
    if (value) kept[field] = value;
  }
  return kept;
}

/** The contact fields a `lead.updated` follow-up can list, in the order it lists them. */
const CONTACT_FIELDS: readonly ContactField[] = ['company', 'email', 'name', 'phone'];

/** A session's contact details by {@link ContactField}, to tell which ones a turn added or changed. */
function contactFieldsOf(session: ChatSession): Record<ContactField, string | null> {
  return {
    name: session.visitorName ?? null,
    email: session.visitorEmail ?? null,
    phone: session.visitorPhone ?? null,
    company: session.visitorCompany ?? null,
  };
}

/**
 * Appends `lead.contact_updated` (the fields, never their values) for the session's lead in the caller's
 * transaction; nothing without fields or without a lead.
 */
async function appendContactUpdated(
  tx: EntityManager,
  sessionId: string,
  fields: readonly ContactField[],
  at: Date,
): Promise<void> {
  if (fields.length === 0) return;
  const [lead] = await (tx as SqlEntityManager).execute<{ id: string }[]>(
    'select "id" from "lead" where "chat_session_id" = ?',
    [sessionId],
  );
  if (!lead) return;
  await appendEvent(tx, {
    event: { type: 'lead.contact_updated', version: 1, payload: { fields: [...new Set(fields)].sort() } },
    leadId: lead.id,
    sessionId,
    at,
  });
}

/**
 * Answers one visitor message and stores the turn (`chat.send`, `POST /api/chat`, `POST /api/chat/stream`).
 *
 * 1. Loads the session (a new id starts one: cold, no services) and its stored transcript. A message to an
 *    ended session reopens it.
 * 2. Refuses the turn when the visitor message and the reply would take the transcript past
 *    {@link MAX_MESSAGES_PER_SESSION} (so the 26th visitor message of a 50-message session is refused).
 * 3. Stores the visitor message and the request's visitor info first, so the message is kept whatever the engine
 *    does. A retry is not stored again: the same `Idempotency-Key`, or the same text as the session's
 *    last visitor message when that one has no reply (a turn cut by a dead instance or a broken stream);
 *    it is answered with the stored reply when there is one, else answered now.
 * 4. Asks the engine with the stored transcript as history, the stored visitor info (updated by the request's),
 *    the session's lead quality and services. With the OpenAI engine a failing or slow model is answered by the
 *    built-in engine (the fallback engine), so this does not fail for model errors.
 * 5. Stores, in one statement (conversations/chat-turn.ts `storeTurn`; with the built-in engine the visitor message
 *    too): the reply, the new lead quality, services, visitor details and employees; when the quality changed, its
 *    `lead.quality_changed` event with the rules that fired; when the session is a lead, its inbox row and its
 *    events; when the turn hands the chat to a person ({@link handoffReasonOf}), the move to `waiting` and the
 *    hand-off's events (decision 110). A session deleted meanwhile (retention purge, erasure) gets 404. After the
 *    commit of a turn that made a lead, `leadCreated` is called.
 *
 * @param input a request validated by `chatRequestSchema` (message trimmed, 1 to 2000 characters)
 * @param options `onToken`/`onReset` receive the reply as it is written (streaming); `signal` aborts the engine
 * @returns the chat reply of §3: `{ response, leadQuality, interestedServices, sessionId }`
 * @throws DomainError 'conflict' (409) with {@link SESSION_FULL_MESSAGE} when the session is full, or with
 *   {@link TURN_IN_PROGRESS_MESSAGE} when another message of the session is being stored at the same time; the
 *   signal's reason when it aborts (the visitor message stays stored); the driver's error when the database is
 *   unreachable (503)
 */
export async function sendChatMessage(
  deps: ChatServiceDeps,
  input: ChatRequest,
  options: EngineOptions = {},
): Promise<ChatReply> {
  const { em, engine, log } = deps;
  const now = deps.now ?? (() => new Date());
  const { session: existing, stored, staffPresent } = await loadTurnState(em, input.sessionId, now());
  if (existing && (existing.handoffState === 'waiting' || existing.handoffState === 'live')) {
    return sendToConsultant(deps, input, existing, stored, now, options);
  }
  // The bound counts the assistant's turns only (a reply and its visitor message each): messages a consultant
  // answered are not the assistant's, so a live conversation is never cut by it.
  const assistantTurns = stored.filter((message) => message.role === 'assistant').length;
  if ((assistantTurns + 1) * 2 > MAX_MESSAGES_PER_SESSION) {
    log.info({ messages: stored.length, assistantTurns }, 'chat session full');
    throw new DomainError('conflict', SESSION_FULL_MESSAGE);
  }

  // A retry of a message already stored under the same idempotency key: answered from the stored
  // reply when there is one; otherwise the stored message is answered without being stored again.
  const key = deps.idempotencyKey;
  const retriedByKey = key
    ? stored.find((message) => message.role === 'user' && message.idempotencyKey === key)
    : undefined;
  if (retriedByKey && retriedByKey.content !== input.message) {
    throw new DomainError('unprocessable', IDEMPOTENCY_MISMATCH_MESSAGE);
  }
  // The same text as the session's last visitor message, which has no reply (its turn was cut: the instance
  // died, or the stream broke while the model wrote), is that message sent again, whatever its key:
  // the widget names every send anew, so a visitor who sends it again after the failure notice would otherwise
  // store it twice. It takes the new key, the one its client now retries with.
  const last = stored.at(-1);
  const unanswered =
    !retriedByKey && last?.role === 'user' && last.content === input.message ? last : undefined;
  if (unanswered && key) unanswered.idempotencyKey = key;
  const retried = retriedByKey ?? unanswered;
  if (unanswered) log.info({ position: unanswered.position }, 'unanswered chat message sent again');
  if (existing && retried) {
    const storedReply = stored.find(
      (message) => message.position === retried.position + 1 && message.role === 'assistant',
    );
    if (storedReply) {
      log.info({ position: retried.position }, 'chat reply replayed');
      options.onToken?.(storedReply.content);
      // The replay carries the action the first answer did: the same analysis of the same turn.
      const action = meetingActionOf(
        analyseConversation({
          message: input.message,
          history: stored.filter((message) => message.position < retried.position).map(toMessageData),
          visitorInfo: storedVisitorInfo(existing),
          leadQuality: existing.leadQuality,
          interestedServices: existing.interestedServices,
        }),
      );
      return {
        response: storedReply.content,
        leadQuality: existing.leadQuality,
        interestedServices: existing.interestedServices,
        sessionId: existing.id,
        ...(action ? { action: withPrefill(action, storedVisitorInfo(existing)) } : {}),
        ...citationsOf(storedReply.citations, deps.siteUrl),
      };
    }
  }

  const receivedAt = now();
  const perMinute = deps.sessionMessagesPerMinute;
  if (perMinute !== undefined && !retried) {
    const since = receivedAt.getTime() - 60_000;
    // The assistant's budget: messages a person answered count in the live chat's limit instead.
    const recent = stored
      .filter(
        (message) => message.role === 'user' && !message.toPerson && message.createdAt.getTime() > since,
      )
      .map((message) => message.createdAt);
    if (recent.length >= perMinute) {
      log.info({ recent: recent.length }, 'chat session rate-limited');
      throw rateLimited(SESSION_RATE_MESSAGE, secondsUntilMinuteFrees(recent, receivedAt));
    }
  }
  const session =
    existing ??
    em.create(ChatSession, {
      id: input.sessionId,
      createdAt: receivedAt,
      updatedAt: receivedAt,
      ...attributionColumns(input.attribution),
      embedOrigin: deps.embedOrigin ?? null,
    });
  session.endedAt = null;
  session.updatedAt = receivedAt;
  storeVisitorInfo(session, input.visitorInfo);
  const position = retried ? retried.position : (stored.at(-1)?.position ?? -1) + 1;
  const visitorMessage: TurnMessage | undefined = retried
    ? undefined
    : {
        position,
        role: 'user',
        content: input.message,
        createdAt: receivedAt,
        engine: null,
        fallbackReason: null,
        idempotencyKey: key ?? null,
        citations: null,
      };
  // The built-in engine is a pure function over the in-memory catalogue: it cannot fail or hang, so the
  // visitor's message and its reply are stored together, atomically, in the turn's one statement after the reply,
  // and the reply reaches a stream only once it is stored. A model can fail or be aborted, so on that
  // path the visitor's message is stored first (MikroORM's flush) and kept whatever the model does.
  const history = retried ? stored.filter((message) => message.position < retried.position) : stored;
  const historyData = history.map(toMessageData);
  // The turn's language is decided here, once, before any engine runs (conversations/chat-language.ts).
  const language = turnLanguage(input.message, historyData);
  const turnEngine = engineFor(language, engine);
  const storeTogether = turnEngine.name === 'builtin';
  if (!storeTogether) {
    if (visitorMessage) em.create(ChatMessage, { session, ...visitorMessage });
    await flushTurn(em);
  }

  const previousQuality: LeadQuality = session.leadQuality;
  const engineReply = await turnEngine.reply(
    {
      message: input.message,
      history: historyData,
      visitorInfo: storedVisitorInfo(session),
      leadQuality: previousQuality,
      interestedServices: session.interestedServices,
    },
    // The model budget counts the turn against its session (src/model-budget.ts).
    storeTogether
      ? { ...options, onToken: undefined, onReset: undefined, visitor: session.id }
      : { ...options, visitor: session.id },
  );
  // A reply that missed the question says why, or gives way to a published staff answer (staff-answer-match.ts).
  // A French turn answers in French whatever the engine said (answerIn), so no English answer replaces it.
  const reply =
    language.language === 'fr'
      ? engineReply
      : await checkTurnAnswer(em, input.message, engineReply, storeTogether ? undefined : options);

  const repliedAt = now();
  session.updatedAt = repliedAt;
  session.leadQuality = reply.leadQuality;
  session.interestedServices = reply.interestedServices;
  const contactBefore = contactFieldsOf(session);
  storeVisitorInfo(session, reply.visitorInfo);
  const contactAfter = contactFieldsOf(session);
  const contactChanges = CONTACT_FIELDS.filter((field) => contactAfter[field] !== contactBefore[field]);
  if (reply.employees !== undefined) session.employees = reply.employees;
  const wanted = handoffReasonOf(input.message, reply, previousQuality, repliedAt, {
    escalatedBefore: existing?.handoffReason != null,
  });
  // A request for a person counts against the client address (an emergency never waits for one): beyond its
  // hourly limit a visitor who asked is told to call, and a lead turning hot stays with the assistant.
  const admission =
    wanted && wanted !== 'emergency' && deps.admitHandoff ? await deps.admitHandoff() : undefined;
  const refused = admission !== undefined && 'refused' in admission;
  const handoffReason = refused ? undefined : wanted;
  // The built-in engine replies within the moment the session was read, so that read's presence stands; a model
  // may take seconds, so its turn reads the presence again at the reply.
  const presence = !handoffReason
    ? undefined
    : storeTogether
      ? await handoffPresenceOf(em, staffPresent, repliedAt)
      : await readHandoffPresence(em, repliedAt);
  const handoff = presence
    ? handoffStatusOf(
        {
          handoff_state: 'waiting',
          handoff_reason: handoffReason ?? null,
          unanswered_at: null,
          visitor_email: session.visitorEmail ?? null,
          visitor_phone: session.visitorPhone ?? null,
          staff_name: null,
        },
        repliedAt,
        presence,
      )
    : undefined;
  // A request for a person is answered with what happens next; an emergency or a hot lead keeps the assistant's
  // answer and adds it.
  const answer = answerIn(language, reply);
  const response =
    refused && wanted === 'visitor-request'
      ? HANDOFF_LIMITED_MESSAGE
      : !handoff
        ? answer
        : handoffReason === 'visitor-request'
          ? handoffAnswerIn(language, handoff.expectation)
          : `${answer}\n\n${handoff.expectation}`;
  // The cited pages go with the assistant's answer; a request for a person is answered with the hand-off instead,
  // and the French reply states none of the English answer's facts.
  const citations: PageCitation[] =
    wanted === 'visitor-request' || language.language === 'fr'
      ? []
      : (reply.citations ?? []).map(({ path, title }) => ({ path, title }));
  const replyMessage: TurnMessage = {
    position: position + 1,
    role: 'assistant',
    content: response,
    createdAt: repliedAt,
    engine: reply.engine,
    fallbackReason: reply.fallback?.reason ?? null,
    idempotencyKey: null,
    citations: citations.length > 0 ? citations : null,
  };
  // A question the assistant deflected is recorded for the content team, without contact details.
  // A French question is not one the English content missed.
  const deflected =
    reply.unanswered &&
    !reply.injection &&
    !reply.emergency &&
    wanted !== 'visitor-request' &&
    language.language !== 'fr'
      ? unansweredWrite(input.message, reply.unanswered, storedVisitorInfo(session), receivedAt)
      : undefined;
  // A hand-off makes the session a lead when the conversation has not (`source: 'handoff'`).
  const conversationLead = chatIsLead(session, reply.emergency);
  const isLead = conversationLead || handoff !== undefined;
  const urgent = isLead && (session.leadQuality === 'hot' || reply.emergency);
  const written = await storeTurnOrConflict(em, {
    session,
    sessionStored: existing !== undefined || !storeTogether,
    messages: storeTogether && visitorMessage ? [visitorMessage, replyMessage] : [replyMessage],
    rekeyed: storeTogether && unanswered && key ? { position: unanswered.position, key } : undefined,
    qualityChange: reply.leadQualityChanged
      ? {
          from: previousQuality,
          to: reply.leadQuality,
          rules: reply.firedRules,
          messagePosition: position,
          at: repliedAt,
        }
      : undefined,
    lead: isLead
      ? {
          becameHot: session.leadQuality === 'hot' && previousQuality !== 'hot',
          emergency: reply.emergency,
          contactChanges,
          source: conversationLead ? 'chat' : 'handoff',
          language: language.language,
          now: repliedAt,
        }
      : undefined,
    unanswered: deflected,
    handoff:
      handoff && handoffReason
        ? {
            reason: handoffReason,
            at: repliedAt,
            events: turnHandoffEvents(
              {
                id: session.id,
                createdAt: session.createdAt,
                leadQuality: session.leadQuality,
                visitorName: session.visitorName ?? null,
                visitorCompany: session.visitorCompany ?? null,
                lastMessage: input.message,
              },
              {
                reason: handoffReason,
                now: repliedAt,
                alert: admission && 'alert' in admission ? admission.alert : 'urgent',
                status: handoff,
              },
            ),
          }
        : undefined,
  });
  if (!written.stored) throw new DomainError('not-found', UNKNOWN_SESSION_MESSAGE);
  if (storeTogether) options.onToken?.(response);
  // Webhooks go at once for every lead; e-mail at once only for hot leads and emergencies.
  if (written.events.length > 0) deps.notifier?.poke({ urgent });
  if (written.events.includes('lead.created')) deps.leadCreated?.();

  log.info(
    {
      messages: position + 2,
      engine: reply.engine,
      fallback: reply.fallback?.reason ?? null,
      leadQuality: reply.leadQuality,
      leadQualityChanged: reply.leadQualityChanged,
      emergency: reply.emergency,
      injection: reply.injection,
      handoff: handoffReason ?? null,
      handoffRefused: refused,
      citations: citations.length,
      droppedCitations: reply.droppedCitations ?? 0,
      unanswered: deflected ? deflected.reason : null,
    },
    'chat reply stored',
  );
  return {
    response,
    leadQuality: reply.leadQuality,
    interestedServices: reply.interestedServices,
    sessionId: session.id,
    ...(handoff ? { handoff } : {}),
    ...(reply.action ? { action: withPrefill(reply.action, storedVisitorInfo(session)) } : {}),
    ...citationsOf(citations, deps.siteUrl),
  };
}

/**
 * The reply's `citations` field: the pages with their absolute URLs on the site's URL, or nothing when none was
 * cited.
 */
export function citationsOf(
  citations: readonly PageCitation[] | null | undefined,
  siteUrl: string = company.defaultSiteUrl,
): { citations?: ChatReply['citations'] } {
  return citations && citations.length > 0 ? { citations: absoluteCitations(citations, siteUrl) } : {};
}

/**
 * The action with the name and e-mail the session holds, for the booking form (the reply goes to the session's
 * token holder only, who typed them).
 */
function withPrefill(action: ChatAction, info: VisitorInfo): ChatAction {
  const prefill: NonNullable<ChatAction['prefill']> = {};
  if (info.name) prefill.name = info.name;
  if (info.email) prefill.email = info.email;
  return Object.keys(prefill).length > 0 ? { ...action, prefill } : action;
}

/**
 * Why a turn hands the chat to a person, if it does: an emergency (the 24/7 lane), the visitor asking for a
 * person (`humanRequest` of src/chat/intents.ts `handoffIntents`, also as the first message), or the turn making
 * the lead hot while the office is open (`isBusinessOpen` of `@northline/content/business-hours`). The evaluation suite
 * (eval/suite.ts) asks it too, so a conversation's expected hand-off is the one the chat service makes.
 *
 * - **Automatic escalation happens at most once per conversation**: an emergency or a lead turning hot hands over
 *   a chat that was never handed to a person; a chat a consultant released stays with the assistant unless the
 *   visitor asks for a person again.
 * - **A request to book is served by the booking panel** (the reply's `action`), never by escalation: a message
 *   asking to book or meet (`booking`, `meetingRequest`) does not hand the chat over when it turns the lead hot.
 *
 * @param conversation `escalatedBefore`: the chat was handed to a person before (its `handoff_reason` is set)
 * @returns the reason, or undefined when the assistant keeps answering
 */
export function handoffReasonOf(
  message: string,
  reply: { emergency: boolean; leadQuality: LeadQuality },
  previousQuality: LeadQuality,
  at: Date,
  conversation: { escalatedBefore?: boolean } = {},
): HandoffReason | undefined {
  const intents = handoffIntents(message);
  if (intents.humanRequest && !reply.emergency) return 'visitor-request';
  if (conversation.escalatedBefore) return intents.humanRequest ? 'visitor-request' : undefined;
  if (reply.emergency) return 'emergency';
  if (intents.booking || intents.meetingRequest) return undefined;
  if (reply.leadQuality === 'hot' && previousQuality !== 'hot' && isBusinessOpen(at)) return 'hot-lead';
  return undefined;
}

/** Most messages a session may hold while a consultant answers it (a bound against abuse, not a conversation's). */
export const MAX_LIVE_SESSION_MESSAGES = 1000;

/**
 * A visitor message while the session is `waiting` or `live`. The message is stored (role `user`, `to_person`)
 * with the request's visitor info and published to staff and the visitor's other tabs. While `waiting` the assistant
 * still answers ({@link answerWhileWaiting}): the visitor is never left in silence. Once `live` it steps aside: the
 * reply has `response: ''`. Both carry where the hand-off stands. The live chat's own per-minute
 * limit (`liveMessagesPerMinute`, counting only messages to a person: 429 {@link liveRateMessage} with
 * `Retry-After` beyond it) and {@link MAX_LIVE_SESSION_MESSAGES} apply; the assistant's limit does not. A retry
 * with the same `Idempotency-Key` is not stored again, and is answered as the first was.
 */
async function sendToConsultant(
  deps: ChatServiceDeps,
  input: ChatRequest,
  session: ChatSession,
  stored: ChatMessage[],
  now: () => Date,
  options: EngineOptions,
): Promise<ChatReply> {
  const { em, log } = deps;
  const receivedAt = now();
  const key = deps.idempotencyKey;
  const retried = key
    ? stored.some((message) => message.role === 'user' && message.idempotencyKey === key)
    : false;
  if (!retried) {
    if (stored.length + 1 > MAX_LIVE_SESSION_MESSAGES)
      throw new DomainError('conflict', SESSION_FULL_MESSAGE);
    const perMinute = deps.liveMessagesPerMinute;
    if (perMinute !== undefined) {
      const since = receivedAt.getTime() - 60_000;
      const recent = stored
        .filter(
          (message) => message.role === 'user' && message.toPerson && message.createdAt.getTime() > since,
        )
        .map((message) => message.createdAt);
      if (recent.length >= perMinute) {
        log.info({ recent: recent.length }, 'live chat message rate-limited');
        throw rateLimited(liveRateMessage(perMinute), secondsUntilMinuteFrees(recent, receivedAt));
      }
    }
    // Contact details typed into the message are captured whoever answers it: the visitor is asked for them when
    // nobody can answer now, and the consultant's view shows them as they arrive.
    const contactBefore = contactFieldsOf(session);
    storeVisitorInfo(
      session,
      mergeVisitorInfo(
        { ...storedVisitorInfo(session), ...nonBlank(input.visitorInfo) },
        extractDetails(input.message),
      ),
    );
    const contactAfter = contactFieldsOf(session);
    const contactChanges = CONTACT_FIELDS.filter((field) => contactAfter[field] !== contactBefore[field]);
    try {
      await em.transactional(async (tx) => {
        // The session's row lock, as a consultant's send takes it (live-chat.ts `sendLiveMessage`): messages to one
        // chat at the same moment (the consultant's reply, another tab's) are stored one after another, each at
        // the next position, instead of clashing on it.
        await (tx as SqlEntityManager).execute('select 1 from "chat_session" where "id" = ? for update', [
          session.id,
        ]);
        await tx.flush();
        await appendContactUpdated(tx, session.id, contactChanges, receivedAt);
        await storeLiveMessage(tx, {
          sessionId: session.id,
          role: 'user',
          content: input.message,
          authorId: null,
          now: receivedAt,
          idempotencyKey: key ?? null,
        });
      });
    } catch (error) {
      if (isUniqueViolation(error))
        throw new DomainError('conflict', TURN_IN_PROGRESS_MESSAGE, { cause: error });
      throw error;
    }
  }
  const handoff = await handoffStatus(em, session.id, receivedAt);
  log.info({ state: session.handoffState, replayed: retried }, 'chat message to consultant stored');
  const answer =
    handoff?.state === 'waiting'
      ? await answerWhileWaiting(deps, input, { session, handoff, retried }, options, now)
      : undefined;
  if (answer) options.onToken?.(answer.response);
  return {
    response: answer?.response ?? '',
    leadQuality: session.leadQuality,
    interestedServices: session.interestedServices,
    sessionId: session.id,
    ...(handoff ? { handoff } : {}),
    ...(answer?.action ? { action: answer.action } : {}),
    ...citationsOf(answer?.citations, deps.siteUrl),
  };
}

/**
 * The assistant's answer to a visitor message while a consultant is awaited: the engine's reply to the
 * conversation so far, as "While a consultant joins: …" ({@link liveChatMessages} `whileWaiting`), with its booking
 * offer and citations; a visitor asking for a person again hears where the hand-off stands instead. The answer is
 * stored as the assistant's message after the visitor's and published like every live message, so the consultant
 * who claims the chat reads it. It changes neither the lead's quality nor the hand-off (the chat escalated once
 * already), but what the engine read of the company (its size, the services it names) is recorded on the session,
 * so the consultant's view shows it (decision 104). A retry of the same message (its `Idempotency-Key`) gets the stored answer again; a consultant who
 * claimed the chat meanwhile answers instead (nothing is stored).
 *
 * @returns the answer, or undefined when a consultant took the chat first
 */
async function answerWhileWaiting(
  deps: ChatServiceDeps,
  input: ChatRequest,
  turn: { session: ChatSession; handoff: HandoffStatus; retried: boolean },
  options: EngineOptions,
  now: () => Date,
): Promise<{ response: string; action?: ChatAction; citations?: PageCitation[] } | undefined> {
  const { em, engine } = deps;
  const { session, handoff } = turn;
  const messages = await em
    .fork()
    .find(ChatMessage, { session: session.id }, { orderBy: { position: 'asc' } });
  const key = deps.idempotencyKey;
  const asked = messages.findLast(
    (message) =>
      message.role === 'user' && (key ? message.idempotencyKey === key : message.content === input.message),
  );
  if (!asked) return undefined;
  // A retry is answered as the first was; the visitor's next messages may sit between the two.
  const answered = turn.retried
    ? messages.find((message) => message.position > asked.position && message.role === 'assistant')
    : undefined;
  if (answered) return { response: answered.content };
  const history = messages.filter((message) => message.position < asked.position).map(toMessageData);
  const visitorInfo = storedVisitorInfo(session);
  let response: string;
  let action: ChatAction | undefined;
  let citations: PageCitation[] | undefined;
  let learned: { interestedServices: string[]; employees: number | null } | undefined;
  const language = turnLanguage(input.message, history);
  if (analyseMessage(input.message).humanRequest) {
    response = handoffAnswerIn(language, handoff.expectation);
  } else if (language.language === 'fr') {
    response = frenchReplies.waiting;
  } else {
    const reply = await engine.reply(
      {
        message: input.message,
        history,
        visitorInfo,
        leadQuality: session.leadQuality,
        interestedServices: session.interestedServices,
      },
      { ...options, onToken: undefined, onReset: undefined, visitor: session.id },
    );
    response = liveChatMessages.whileWaiting(reply.response);
    if (reply.action) action = withPrefill(reply.action, visitorInfo);
    citations = (reply.citations ?? []).map(({ path, title }) => ({ path, title }));
    learned = { interestedServices: reply.interestedServices, employees: reply.employees ?? null };
  }
  const stored = await em.fork().transactional(async (tx) => {
    const [row] = await (tx as SqlEntityManager).execute<{ handoff_state: string }[]>(
      'select "handoff_state" from "chat_session" where "id" = ? for update',
      [session.id],
    );
    if (row?.handoff_state !== 'waiting') return false;
    if (learned) {
      // What the message says of the company (its size, the services it names) reaches the consultant's view.
      await (tx as SqlEntityManager).execute(
        `update "chat_session" set "interested_services" = cast(? as jsonb),
          "employees" = coalesce(cast(? as int), "employees") where "id" = ?`,
        [JSON.stringify(learned.interestedServices), learned.employees, session.id],
      );
    }
    await storeLiveMessage(tx, {
      sessionId: session.id,
      role: 'assistant',
      content: response,
      authorId: null,
      now: now(),
    });
    return true;
  });
  if (!stored) return undefined;
  if (learned) {
    session.interestedServices = learned.interestedServices;
    if (learned.employees !== null) session.employees = learned.employees;
  }
  return { response, ...(action ? { action } : {}), ...(citations?.length ? { citations } : {}) };
}

/** The answer of {@link endChatSession}. */
export interface EndedChatSession {
  sessionId: string;
  /** When the session was ended (ISO 8601); the first end is kept when the widget ends it twice. */
  endedAt: string;
}

/**
 * Marks a session ended (`chat.end`, `POST /api/chat/{sessionId}/end`; §4: the widget ends the session when it
 * closes). Idempotent. A later message reopens the session.
 *
 * @throws DomainError 'not-found' (404) for an unknown session id
 */
export async function endChatSession(
  em: EntityManager,
  sessionId: string,
  now: () => Date = () => new Date(),
): Promise<EndedChatSession> {
  const session = await findSession(em, sessionId);
  session.endedAt ??= now();
  await em.flush();
  return { sessionId: session.id, endedAt: session.endedAt.toISOString() };
}

/**
 * The visitor details the chat holds for a session (`chat.visitor`, `GET /api/chat/{sessionId}/visitor`), to
 * prefill the page's contact form in the same session: only the fields known (name, email, company, phone).
 * Keyed by the unguessable client session id, which only the visitor's browser holds.
 *
 * @throws DomainError 'not-found' (404) for an unknown session id
 */
export async function getChatVisitor(em: EntityManager, sessionId: string): Promise<VisitorInfo> {
  return storedVisitorInfo(await findSession(em, sessionId));
}

/** One change of lead quality in a transcript. */
export interface LeadQualityHistoryEntry {
  from: LeadQuality;
  to: LeadQuality;
  /** Sum of the fired rules' points. */
  points: number;
  /** The scoring rules behind `to` (id, description, points). */
  firedRules: FiredRule[];
  /** Index in `messages` of the visitor message that caused the change. */
  messageIndex: number;
  /** ISO 8601. */
  changedAt: string;
}

/** A stored conversation as sales reads it (see {@link getChatTranscript}). */
export interface ChatTranscript {
  sessionId: string;
  /** ISO 8601 timestamps; `endedAt` is null while the session is open. */
  createdAt: string;
  updatedAt: string;
  endedAt: string | null;
  leadQuality: LeadQuality;
  interestedServices: string[];
  visitorInfo: VisitorInfo;
  /** Employees the visitor stated, when they did. */
  employees: number | null;
  /** Every message, oldest first (§3 chat message). */
  messages: ChatMessageData[];
  /** Every change of lead quality, oldest first, with the rules that fired (Law 25 explanation). */
  leadQualityHistory: LeadQualityHistoryEntry[];
}

/** A `lead.quality_changed` payload as stored (packages/schemas/src/events.ts). */
interface QualityChangePayload {
  from: LeadQuality | null;
  to: LeadQuality;
  points?: number;
  rules?: FiredRule[];
  messagePosition?: number;
}

/** A session's `lead.quality_changed` event as read. */
interface QualityChangeRow {
  payload: QualityChangePayload | string;
  created_at: Date | string;
}

/**
 * A session with its messages and lead-quality history (`chat.transcript`, `GET /api/chat/{sessionId}`), for
 * sales to read the conversation and for a visitor's request to explain their rating.
 *
 * @throws DomainError 'not-found' (404) for an unknown session id
 */
export async function getChatTranscript(em: EntityManager, sessionId: string): Promise<ChatTranscript> {
  const session = await findSession(em, sessionId);
  const messages = await em.find(
    ChatMessage,
    { session },
    { orderBy: { position: 'asc' }, populate: ['author'] },
  );
  const changes = await (em as SqlEntityManager).execute<QualityChangeRow[]>(
    `select "payload", "created_at" from "domain_event" where "session_id" = ? and "type" = 'lead.quality_changed'
      order by "created_at", cast("payload"->>'messagePosition' as int), "id"`,
    [session.id],
  );
  const indexOf = new Map(messages.map((message, index) => [message.position, index]));
  return {
    sessionId: session.id,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
    endedAt: session.endedAt ? session.endedAt.toISOString() : null,
    leadQuality: session.leadQuality,
    interestedServices: session.interestedServices,
    visitorInfo: storedVisitorInfo(session),
    employees: session.employees ?? null,
    // A consultant's message carries their first name: the lead's page labels each line by its real author.
    messages: messages.map((message) =>
      message.role === 'consultant' && message.author
        ? { ...toMessageData(message), authorName: firstName(message.author.name) }
        : toMessageData(message),
    ),
    leadQualityHistory: changes.map((change) => {
      const payload = (
        typeof change.payload === 'string' ? JSON.parse(change.payload) : change.payload
      ) as QualityChangePayload;
      const position = payload.messagePosition ?? -1;
      return {
        from: payload.from ?? payload.to,
        to: payload.to,
        points: payload.points ?? 0,
        firedRules: payload.rules ?? [],
        messageIndex: indexOf.get(position) ?? position,
        changedAt: new Date(change.created_at).toISOString(),
      };
    }),
  };
}
