import type { HandoffStatus } from '@northline/schemas';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import {
  ChatRequestError,
  type ChatTurn,
  endChatSession,
  sendChatMessage,
  startChatSession,
} from './client.ts';
import { shouldShowContactPanel } from './contact-panel.ts';
import { firstWords, refusalReason, restoredDelivery, withDelivery } from './delivery.ts';
import { newIdempotencyKey } from './idempotency.ts';
import { sharedContactKinds } from './lead-detection.ts';
import {
  echoedAfter,
  handoffAnnouncement,
  handoffLine,
  isLive,
  mergeLiveMessage,
  offersTimes,
} from './live-state.ts';
import type { ChatSessionCredentials } from './session.ts';
import { loadChatState, type PersistedChatState, saveChatState } from './storage.ts';
import type {
  ChatAttribution,
  ChatLeadEvent,
  ChatReply,
  ChatWidgetTexts,
  ConversationMessage,
  LeadQuality,
  VisitorDetails,
} from './types.ts';
import { useLatest } from './use-latest.ts';
import { type LiveAction, useLiveChat } from './use-live-chat.ts';

/** Prefix of the widget's session ids (`chat-<time>-<random>`, §3 "Chat session"; the API issues them). */
export const CHAT_SESSION_PREFIX = 'chat';

/**
 * Statuses with which the API refuses a stored session: 404 'Session not found' (an expired session, one idle
 * for 30 days, or a key that changed: decisions 012, 022), and 401 or 403 from a proxy or a future API that
 * tells "not yours" apart. The widget then drops the session and starts a new one, showing no error.
 */
export const SESSION_REFUSED_STATUSES: ReadonlySet<number> = new Set([401, 403, 404]);

/** Whether an error is the API refusing the session (see {@link SESSION_REFUSED_STATUSES}). */
export function isSessionRefused(error: unknown): boolean {
  return error instanceof ChatRequestError && SESSION_REFUSED_STATUSES.has(error.status);
}

/** The conversation and what the widget is doing. */
export interface ChatState {
  /** Issued by the API (`POST /api/sessions`) when the first message is sent; kept in sessionStorage. */
  sessionId: string | null;
  /** The session's token, sent with every call of the session. */
  sessionToken: string | null;
  messages: ConversationMessage[];
  leadQuality: LeadQuality;
  interestedServices: string[];
  open: boolean;
  panelDismissed: boolean;
  emailCaptured: boolean;
  /**
   * A message is in flight (the typing indicator shows; §4 blocks another send while the assistant answers; to a
   * person, a message sent meanwhile waits its turn: {@link useChat}).
   */
  sending: boolean;
  /** The reply as streamed so far, or null. */
  streamed: string | null;
  /** The last reply, for the polite live region. */
  announcement: string;
  /** Whether the contact panel's details are being sent. */
  sharingDetails: boolean;
  /** Where the live hand-off stands; null while the assistant answers. */
  handoff: HandoffStatus | null;
  /** The id of the last live event applied (the event stream resumes after it). */
  lastEventId: string | null;
  /** The event id of the newest consultant message shown (what `seen` reports). */
  lastConsultantEventId: string | null;
  /** The consultant's name while they type ('' when the API names none), null while nobody types. */
  consultantTyping: string | null;
  /**
   * The booking of the free IT assessment offered by the last `offer-meeting` action or a consultant's offer of
   * times (a live message with `offer: 'meeting'`), with the details the API knows for its form; null when none is
   * offered (or it was booked or dismissed).
   */
  meeting: MeetingOffer | null;
}

/** An offered booking: what the session holds of the visitor, for the form. */
export interface MeetingOffer {
  prefill: { name?: string; email?: string };
}

type Action =
  | { type: 'restore'; state: PersistedChatState }
  | { type: 'open'; greeting: string }
  | { type: 'session'; session: ChatSessionCredentials | null }
  | { type: 'dropSession' }
  | { type: 'close' }
  | { type: 'send'; message: string; key: string; sharingDetails: boolean }
  | { type: 'retry'; key: string }
  | { type: 'deliverNext' }
  | { type: 'token'; text: string }
  | { type: 'reset' }
  | { type: 'reply'; reply: ChatReply; key: string; emailShared: boolean; texts: ChatWidgetTexts['live'] }
  | { type: 'fail'; key: string; failure: string | undefined; announcement: string }
  | { type: 'dismissPanel' }
  | { type: 'meetingDone'; confirmation: string | null }
  | { type: 'announce'; text: string }
  | LiveAction;

const initialState: ChatState = {
  sessionId: null,
  sessionToken: null,
  messages: [],
  leadQuality: 'cold',
  interestedServices: [],
  open: false,
  panelDismissed: false,
  emailCaptured: false,
  sending: false,
  streamed: null,
  announcement: '',
  sharingDetails: false,
  handoff: null,
  lastEventId: null,
  lastConsultantEventId: null,
  consultantTyping: null,
  meeting: null,
};

const now = () => new Date().toISOString();

/**
 * The state after a move of the hand-off: its system line, what the live region says, the status kept, and the
 * booking panel opened when the chat comes to wait while nobody can answer now (`offersTimes`).
 */
function applyHandoff(state: ChatState, status: HandoffStatus, texts: ChatWidgetTexts['live']): ChatState {
  const line = handoffLine(state.handoff, status, texts);
  const announcement = handoffAnnouncement(state.handoff, status, texts);
  return {
    ...state,
    handoff: status.state === 'assistant' ? null : status,
    messages: line
      ? [...state.messages, { role: 'system', content: line, timestamp: now() }]
      : state.messages,
    announcement: announcement ?? state.announcement,
    consultantTyping: status.state === 'live' ? state.consultantTyping : null,
    meeting: offersTimes(state.handoff, status) ? (state.meeting ?? { prefill: {} }) : state.meeting,
  };
}

function reducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case 'restore': {
      const { version: _version, handoff, lastEventId, meetingOffered, ...stored } = action.state;
      return {
        ...state,
        ...stored,
        messages: restoredDelivery(stored.messages),
        handoff: handoff ?? null,
        lastEventId: lastEventId ?? null,
        meeting: meetingOffered ? { prefill: {} } : null,
      };
    }
    case 'open': {
      // §4: the first open of an empty conversation adds the greeting.
      const messages =
        state.messages.length === 0
          ? [{ role: 'assistant' as const, content: action.greeting, timestamp: now() }]
          : state.messages;
      return { ...state, open: true, messages };
    }
    case 'session':
      return {
        ...state,
        sessionId: action.session?.sessionId ?? null,
        sessionToken: action.session?.sessionToken ?? null,
      };
    case 'dropSession':
      // What belonged to the refused session goes with it; the conversation on screen stays.
      return {
        ...state,
        sessionId: null,
        sessionToken: null,
        leadQuality: 'cold',
        interestedServices: [],
        emailCaptured: false,
        panelDismissed: false,
        handoff: null,
        lastEventId: null,
        lastConsultantEventId: null,
        consultantTyping: null,
      };
    case 'close':
      return { ...state, open: false };
    case 'send':
      return {
        ...state,
        sending: true,
        streamed: null,
        sharingDetails: action.sharingDetails,
        messages: [
          ...state.messages,
          { role: 'user', content: action.message, timestamp: now(), idempotencyKey: action.key },
        ],
      };
    case 'retry':
      return {
        ...state,
        sending: true,
        streamed: null,
        messages: withDelivery(state.messages, action.key, { state: 'retrying' }),
      };
    case 'deliverNext':
      // A message that waited its turn goes now: it is on screen since its Enter.
      return { ...state, sending: true, streamed: null };
    case 'token':
      return { ...state, streamed: (state.streamed ?? '') + action.text };
    case 'reset':
      return { ...state, streamed: '' };
    case 'reply': {
      const { reply } = action;
      const delivered = withDelivery(state.messages, action.key, { state: 'delivered' });
      const next: ChatState = {
        ...state,
        sending: false,
        streamed: null,
        sharingDetails: false,
        // While a consultant answers, the assistant steps aside: an empty response shows nothing. An answer given
        // while a consultant is awaited is also published on the live stream, which may show it first.
        messages:
          reply.response && !echoedAfter(state.messages, action.key, reply.response)
            ? [
                ...delivered,
                {
                  role: 'assistant',
                  content: reply.response,
                  timestamp: now(),
                  ...(reply.citations?.length ? { citations: reply.citations } : {}),
                },
              ]
            : delivered,
        leadQuality: reply.leadQuality,
        interestedServices: reply.interestedServices,
        announcement: reply.response || state.announcement,
        emailCaptured: state.emailCaptured || action.emailShared,
        // Details sent without an email: the panel does not ask again.
        panelDismissed: state.panelDismissed || (state.sharingDetails && !action.emailShared),
        meeting:
          reply.action?.kind === 'offer-meeting' ? { prefill: reply.action.prefill ?? {} } : state.meeting,
      };
      return reply.handoff ? applyHandoff(next, reply.handoff, action.texts) : next;
    }
    case 'fail':
      // The message stays where it was typed, marked as not delivered, with its key for the retry.
      return {
        ...state,
        sending: false,
        streamed: null,
        sharingDetails: false,
        messages: withDelivery(state.messages, action.key, { state: 'failed', failure: action.failure }),
        announcement: action.announcement,
      };
    case 'dismissPanel':
      return { ...state, panelDismissed: true };
    case 'meetingDone':
      // The confirmation joins the conversation as the assistant's message and is announced. While a consultant
      // answers or is awaited, the API writes it into the conversation (both sides see it), and it arrives on the
      // stream.
      return action.confirmation && !isLive(state.handoff)
        ? {
            ...state,
            meeting: null,
            messages: [
              ...state.messages,
              { role: 'assistant', content: action.confirmation, timestamp: now() },
            ],
            announcement: action.confirmation,
          }
        : { ...state, meeting: null };
    case 'announce':
      return { ...state, announcement: action.text };
    case 'handoff': {
      const next = applyHandoff(state, action.status, action.texts);
      return action.eventId ? { ...next, lastEventId: action.eventId } : next;
    }
    case 'liveMessage': {
      const messages = mergeLiveMessage(state.messages, action.message);
      const base: ChatState = { ...state, lastEventId: action.eventId };
      if (!messages) return base;
      const shown = messages.length > state.messages.length;
      const fromConsultant = action.message.role === 'consultant';
      return {
        ...base,
        messages,
        // A new message is announced; the visitor's own text, echoed from another tab, is not.
        announcement: shown && action.message.role !== 'user' ? action.announcement : state.announcement,
        consultantTyping: fromConsultant ? null : state.consultantTyping,
        lastConsultantEventId: fromConsultant ? action.eventId : state.lastConsultantEventId,
        // A consultant's offer of times opens the booking panel the assistant's offer opens, in the live chat.
        meeting:
          shown && action.message.offer === 'meeting' ? (state.meeting ?? { prefill: {} }) : state.meeting,
      };
    }
    case 'liveTyping':
      return { ...state, lastEventId: action.eventId, consultantTyping: action.name };
    case 'liveStopped':
      // The API no longer knows the session: the next message finds out and starts a new one.
      return { ...state, handoff: null, consultantTyping: null };
  }
}

/** A visitor message on screen whose delivery waits for the one on its way (to a person only; see `send`). */
interface WaitingMessage {
  message: string;
  key: string;
  visitorInfo: VisitorDetails | undefined;
  /** Resolves the `send` that queued it: whether it was delivered. */
  settle: (delivered: boolean) => void;
}

/**
 * How one delivery ended: delivered, or not, with the API's reason when it gave one (a limit's words, see
 * delivery.ts `refusalReason`) and the sentence the polite live region said.
 */
type Delivery = { delivered: true } | { delivered: false; failure: string | undefined; announcement: string };

/** Runs a layout effect in the browser and nothing on the server (no hydration mismatch, no flash). */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Options of {@link useChat}. */
export interface UseChatOptions {
  apiBase: string;
  greeting: string;
  streaming: boolean;
  /** The visitor's attribution, read when each message is sent; undefined sends none. */
  attribution?: () => ChatAttribution | undefined;
  /**
   * A send to the assistant failed (§8): show the failure notice. A message to a person, and one a limit refused,
   * show only as not delivered with their retry.
   */
  onFailure: (cause: unknown) => void;
  /** A stored message shared an email or phone not reported before in this page view. */
  onLead?: (event: ChatLeadEvent) => void;
  /** The live hand-off's texts (system lines and announcements). */
  liveTexts: ChatWidgetTexts['live'];
  /** The marks and announcement of a message that was not delivered. */
  deliveryTexts: ChatWidgetTexts['delivery'];
  /** The event stream's reconnect backoff, in ms per attempt (tests shorten it). */
  liveRetryDelay?: ((attempt: number) => number) | undefined;
}

/**
 * The widget's state machine (specification §4 "Chat widget"): open/close with the greeting and the
 * end-session call, sending (blocked while blank, and while the assistant answers one in flight; to a person, a
 * message sent while another is on its way follows it in order: decision 091), the streamed reply, lead quality
 * and services from each reply, the contact-panel rule, and persistence in sessionStorage. Each visitor message
 * carries the attribution and an idempotency key of its own (decision 003). A message the API did not take stays
 * in the conversation marked as not delivered, announced politely, with any that waited behind it, and `retry`
 * sends it again with the same key (decision 060).
 */
export function useChat({
  apiBase,
  greeting,
  streaming,
  attribution,
  onFailure,
  onLead,
  liveTexts,
  deliveryTexts,
  liveRetryDelay,
}: UseChatOptions) {
  const [state, dispatch] = useReducer(reducer, initialState);
  const restored = useRef(false);
  /** A message is on its way (from its send until it and every message waiting behind it have settled). */
  const inFlight = useRef(false);
  /** Messages sent to a person while another was on its way, oldest first ({@link WaitingMessage}). */
  const waiting = useRef<WaitingMessage[]>([]);
  const abort = useRef<AbortController | null>(null);
  const latest = useLatest(state);
  const notice = useLatest(onFailure);
  const readAttribution = useLatest(attribution);
  const leadListener = useLatest(onLead);
  const liveTextsRef = useLatest(liveTexts);
  const deliveryTextsRef = useLatest(deliveryTexts);
  /** The kinds of contact detail already reported through `onLead` in this page view. */
  const reported = useRef(new Set<'email' | 'phone'>());

  // Restored after mount, so a server render and the first client render agree.
  useBrowserLayoutEffect(() => {
    const stored = loadChatState();
    if (stored) dispatch({ type: 'restore', state: stored });
    restored.current = true;
  }, []);

  useEffect(() => {
    if (!restored.current || (state.messages.length === 0 && state.sessionId === null)) return;
    saveChatState({
      version: 2,
      sessionId: state.sessionId,
      sessionToken: state.sessionToken,
      messages: state.messages,
      leadQuality: state.leadQuality,
      interestedServices: state.interestedServices,
      open: state.open,
      panelDismissed: state.panelDismissed,
      emailCaptured: state.emailCaptured,
      handoff: state.handoff,
      lastEventId: state.lastEventId,
      meetingOffered: state.meeting !== null,
    });
  }, [
    state.sessionId,
    state.sessionToken,
    state.messages,
    state.leadQuality,
    state.interestedServices,
    state.open,
    state.panelDismissed,
    state.emailCaptured,
    state.handoff,
    state.lastEventId,
    state.meeting,
  ]);

  useEffect(() => () => abort.current?.abort(), []);

  /** Forgets the session (state and sessionStorage), keeping the conversation on screen. */
  const dropSession = useCallback(() => {
    latest.current = { ...latest.current, sessionId: null, sessionToken: null };
    dispatch({ type: 'dropSession' });
  }, []);

  const open = useCallback(() => {
    dispatch({ type: 'open', greeting });
  }, [greeting]);

  const close = useCallback(() => {
    const { sessionId, sessionToken, messages, handoff } = latest.current;
    dispatch({ type: 'close' });
    // §4: the end-session call only when more than the greeting exists; §8: a failure is only logged. Not while
    // a consultant is awaited or answering: closing the card hides the chat, it does not leave the person.
    if (sessionId && sessionToken && messages.length > 1 && !isLive(handoff)) {
      endChatSession(apiBase, { sessionId, sessionToken }).catch((error: unknown) => {
        // A refused session is dropped, so the next message starts a new one at once.
        if (isSessionRefused(error)) {
          if (latest.current.sessionId === sessionId) dropSession();
          return;
        }
        console.warn('Northline chat: ending the session failed', error);
      });
    }
  }, [apiBase, dropSession]);

  /** The session of this conversation: the stored one, or a new one from the API (`POST /api/sessions`). */
  const sessionFor = useCallback(
    async (signal: AbortSignal, fresh: boolean): Promise<ChatSessionCredentials> => {
      const { sessionId, sessionToken } = latest.current;
      if (!fresh && sessionId && sessionToken) return { sessionId, sessionToken };
      const session = await startChatSession(apiBase, signal);
      latest.current = { ...latest.current, ...session };
      dispatch({ type: 'session', session });
      return session;
    },
    [apiBase],
  );

  /**
   * Sends a visitor message already on screen under its idempotency key (a new one, or a retry of one not
   * delivered): the reply settles it; a failure marks it not delivered.
   *
   * @returns how it ended ({@link Delivery})
   */
  const deliver = useCallback(
    async (message: string, idempotencyKey: string, visitorInfo?: VisitorDetails): Promise<Delivery> => {
      const controller = new AbortController();
      abort.current = controller;
      const attempt = async (fresh: boolean) => {
        const { sessionId, sessionToken } = await sessionFor(controller.signal, fresh);
        const turn: ChatTurn = visitorInfo ? { message, sessionId, visitorInfo } : { message, sessionId };
        const from = readAttribution.current?.();
        if (from && Object.keys(from).length > 0) turn.attribution = from;
        return sendChatMessage({
          apiBase,
          streaming,
          turn,
          sessionToken,
          idempotencyKey,
          signal: controller.signal,
          onToken: (piece) => dispatch({ type: 'token', text: piece }),
          onReset: () => dispatch({ type: 'reset' }),
        });
      };
      try {
        let reply: ChatReply;
        try {
          reply = await attempt(false);
        } catch (error) {
          // The API refused the stored session (expired after 30 idle days, or its key changed): the message was
          // not stored, so the session is dropped and the message goes again in a new one, with no error shown.
          if (!isSessionRefused(error) || controller.signal.aborted) throw error;
          dropSession();
          reply = await attempt(true);
        }
        dispatch({
          type: 'reply',
          reply,
          key: idempotencyKey,
          emailShared: Boolean(visitorInfo?.email),
          texts: liveTextsRef.current,
        });
        const shared = sharedContactKinds(message, visitorInfo).filter((kind) => !reported.current.has(kind));
        if (shared.length > 0) {
          for (const kind of shared) reported.current.add(kind);
          leadListener.current?.({ sessionId: reply.sessionId, shared, leadQuality: reply.leadQuality });
        }
        return { delivered: true };
      } catch (error) {
        const failure = refusalReason(error);
        const quoted = deliveryTextsRef.current.announcement.replace('{message}', firstWords(message));
        const announcement = failure ? `${quoted}. ${failure}` : quoted;
        if (controller.signal.aborted) return { delivered: false, failure, announcement };
        dispatch({ type: 'fail', key: idempotencyKey, failure, announcement });
        // The assistant's failure notice (the phone to call) is for a reply that did not come; a message to a
        // person, or one a limit refused, is shown as not delivered with its retry, and the notice would mislead.
        if (!failure && !isLive(latest.current.handoff)) notice.current(error);
        return { delivered: false, failure, announcement };
      } finally {
        if (abort.current === controller) abort.current = null;
      }
    },
    [apiBase, streaming, sessionFor, dropSession],
  );

  /**
   * Delivers a message, then the messages sent to a person while it was on its way, one at a time in the order
   * they were sent (each waits for the answer to the one before it, so the consultant reads them as typed). When
   * one is not delivered, those waiting behind it are not sent either: each is marked not delivered with the same
   * reason and keeps its own key for its retry, so none overtakes the one the visitor retries first.
   *
   * @returns whether the first message was delivered
   */
  const deliverInTurn = useCallback(
    async (message: string, idempotencyKey: string, visitorInfo?: VisitorDetails): Promise<boolean> => {
      inFlight.current = true;
      try {
        const first = await deliver(message, idempotencyKey, visitorInfo);
        let previous = first;
        for (let next = waiting.current.shift(); next; next = waiting.current.shift()) {
          if (previous.delivered) {
            dispatch({ type: 'deliverNext' });
            previous = await deliver(next.message, next.key, next.visitorInfo);
          } else {
            dispatch({
              type: 'fail',
              key: next.key,
              failure: previous.failure,
              announcement: previous.announcement,
            });
          }
          next.settle(previous.delivered);
        }
        return first.delivered;
      } finally {
        inFlight.current = false;
      }
    },
    [deliver],
  );

  const send = useCallback(
    async (text: string, visitorInfo?: VisitorDetails): Promise<boolean> => {
      const message = text.trim();
      if (!message) return false;
      // §4/§5: a blank message is blocked, and so is a second send while the assistant answers one. To a person
      // (awaited or answering) nothing waits for a reply: the message goes on screen at once and follows the one
      // in flight in its turn, so an Enter pressed before the previous answer landed is never lost.
      const behind = inFlight.current;
      if (behind && !isLive(latest.current.handoff)) return false;
      // One key per visitor message: the stream request, its fallback and a retry name the same message.
      const idempotencyKey = newIdempotencyKey();
      dispatch({ type: 'send', message, key: idempotencyKey, sharingDetails: visitorInfo !== undefined });
      if (behind) {
        return new Promise<boolean>((settle) => {
          waiting.current.push({ message, key: idempotencyKey, visitorInfo, settle });
        });
      }
      return deliverInTurn(message, idempotencyKey, visitorInfo);
    },
    [deliverInTurn],
  );

  /**
   * Sends a message that was not delivered again, with its own idempotency key: a message that did arrive (its
   * answer was lost) is not stored twice. Resolves false while another message is in flight, or for no such message.
   */
  const retry = useCallback(
    async (idempotencyKey: string): Promise<boolean> => {
      if (inFlight.current) return false;
      const failed = latest.current.messages.find(
        (message) => message.idempotencyKey === idempotencyKey && message.delivery === 'failed',
      );
      if (!failed) return false;
      dispatch({ type: 'retry', key: idempotencyKey });
      return deliverInTurn(failed.content, idempotencyKey);
    },
    [deliverInTurn],
  );

  /** Sends the contact panel's details (§4) as visitorInfo with the panel's message; none filled just dismisses. */
  const shareDetails = useCallback(
    (details: VisitorDetails, message: string) => {
      const filled: VisitorDetails = {};
      for (const key of ['name', 'email', 'company', 'phone'] as const) {
        const value = details[key]?.trim();
        if (value) filled[key] = value;
      }
      if (Object.keys(filled).length === 0) {
        dispatch({ type: 'dismissPanel' });
        return Promise.resolve(false);
      }
      return send(message, filled);
    },
    [send],
  );

  const dismissPanel = useCallback(() => dispatch({ type: 'dismissPanel' }), []);

  /** Ends the offered booking: with the confirmation added to the conversation, or dismissed (null). */
  const meetingDone = useCallback(
    (confirmation: string | null) => dispatch({ type: 'meetingDone', confirmation }),
    [],
  );

  /** Says something through the polite live region. */
  const announce = useCallback((text: string) => dispatch({ type: 'announce', text }), []);

  const showContactPanel = shouldShowContactPanel({
    leadQuality: state.leadQuality,
    messageCount: state.messages.length,
    emailCaptured: state.emailCaptured,
    dismissed: state.panelDismissed,
    withPerson: state.handoff?.state === 'waiting' || state.handoff?.state === 'live',
  });

  const live = useLiveChat({
    apiBase,
    state,
    latest,
    dispatch,
    texts: liveTexts,
    sessionFor,
    isRefused: isSessionRefused,
    dropSession,
    onFailure: (cause) => notice.current(cause),
    retryDelay: liveRetryDelay,
  });

  return {
    state,
    latest,
    open,
    close,
    send,
    retry,
    shareDetails,
    dismissPanel,
    meetingDone,
    announce,
    showContactPanel,
    live,
  };
}
