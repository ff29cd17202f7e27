import type { HandoffStatus, LiveMessage } from '@northline/schemas';
import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ChatRequestError,
  followChatEvents,
  markSeen,
  requestHandoff,
  requestTranscriptEmail,
  sendTyping,
} from './client.ts';
import { createTypingNotifier, isAfter, isLive, TYPING_IDLE_MS } from './live-state.ts';
import type { ChatSessionCredentials } from './session.ts';
import type { ChatWidgetTexts } from './types.ts';
import { useLatest } from './use-latest.ts';

type LiveTexts = ChatWidgetTexts['live'];

/** The hand-off's actions of the widget's state machine (use-chat.ts applies them). */
export type LiveAction =
  | { type: 'handoff'; status: HandoffStatus; texts: LiveTexts; eventId?: string }
  | { type: 'liveMessage'; eventId: string; message: LiveMessage; announcement: string }
  | { type: 'liveTyping'; eventId: string; name: string | null }
  | { type: 'liveStopped' };

/** What the live hand-off reads of the widget's state. */
export interface LiveChatState {
  sessionId: string | null;
  sessionToken: string | null;
  open: boolean;
  handoff: HandoffStatus | null;
  lastEventId: string | null;
  /** The event id of the newest consultant message shown (what `seen` reports). */
  lastConsultantEventId: string | null;
}

/** Options of {@link useLiveChat}. */
export interface UseLiveChatOptions {
  apiBase: string;
  state: LiveChatState;
  /** The state as of the latest render or dispatch (read inside callbacks). */
  latest: RefObject<LiveChatState>;
  dispatch: (action: LiveAction) => void;
  texts: LiveTexts;
  /** The session of this conversation, started when there is none (`fresh`: a new one). */
  sessionFor: (signal: AbortSignal, fresh: boolean) => Promise<ChatSessionCredentials>;
  /** Whether an error is the API refusing the session. */
  isRefused: (error: unknown) => boolean;
  dropSession: () => void;
  /** A call failed: the widget's failure notice. */
  onFailure: (cause: unknown) => void;
  /** The event stream's reconnect backoff (tests shorten it); default the client's. */
  retryDelay?: ((attempt: number) => number) | undefined;
  /** The visitor's typing indicator's idle time, in ms. */
  typingIdleMs?: number | undefined;
}

/** Whether the page is shown (not a background tab); true where there is no document (a server render). */
const pageShown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/** Whether the page is shown, followed through `visibilitychange`. */
function usePageVisible(): boolean {
  const [visible, setVisible] = useState(pageShown);
  useEffect(() => {
    const update = () => setVisible(pageShown());
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return visible;
}

/**
 * The live hand-off of the widget (a person takes over the chat): follows the event stream while a consultant
 * is awaited or answering (messages, status, typing, each event once), reports the visitor's typing (throttled)
 * and what they have seen (a consultant message shown while the card is open and the page visible), and offers
 * the calls of the "Talk to a person" button, the waiting e-mail request and the transcript offer.
 */
export function useLiveChat({
  apiBase,
  state,
  latest,
  dispatch,
  texts,
  sessionFor,
  isRefused,
  dropSession,
  onFailure,
  retryDelay,
  typingIdleMs = TYPING_IDLE_MS,
}: UseLiveChatOptions) {
  const textsRef = useLatest(texts);
  const failure = useLatest(onFailure);
  const delay = useLatest(retryDelay);

  const following = isLive(state.handoff);
  const { sessionId, sessionToken } = state;
  useEffect(() => {
    if (!following || !sessionId || !sessionToken) return;
    return followChatEvents({
      apiBase,
      session: { sessionId, sessionToken },
      lastEventId: latest.current.lastEventId,
      ...(delay.current ? { retryDelay: delay.current } : {}),
      onEvent: (event) => {
        // Each event once: a replay after a reconnect skips what was already applied.
        if (!isAfter(event.id, latest.current.lastEventId)) return;
        latest.current = { ...latest.current, lastEventId: event.id };
        if (event.type === 'message') {
          const { message } = event;
          const author = message.authorName || textsRef.current.consultantLabel;
          const announcement =
            message.role === 'consultant' ? `${author}: ${message.content}` : message.content;
          dispatch({ type: 'liveMessage', eventId: event.id, message, announcement });
        } else if (event.type === 'status') {
          dispatch({ type: 'handoff', status: event.status, texts: textsRef.current, eventId: event.id });
        } else {
          dispatch({ type: 'liveTyping', eventId: event.id, name: event.typing ? (event.name ?? '') : null });
        }
      },
      onRefused: () => dispatch({ type: 'liveStopped' }),
    });
  }, [following, sessionId, sessionToken, apiBase, latest, dispatch]);

  // The visitor's typing indicator: only while a consultant is awaited or answering.
  const notifier = useMemo(
    () =>
      createTypingNotifier((typing) => {
        const { sessionId: id, sessionToken: token } = latest.current;
        if (!id || !token) return;
        sendTyping(apiBase, { sessionId: id, sessionToken: token }, typing).catch(() => {
          // An indicator that does not arrive is harmless.
        });
      }, typingIdleMs),
    [apiBase, latest, typingIdleMs],
  );
  useEffect(() => () => notifier.dispose(), [notifier]);
  const visitorTyping = useCallback(() => {
    if (isLive(latest.current.handoff)) notifier.input();
  }, [notifier, latest]);
  const stopTyping = useCallback(() => notifier.stop(), [notifier]);

  // What the visitor has seen: the newest consultant message, once shown in an open card on a visible page.
  const visible = usePageVisible();
  const seenSent = useRef<string | null>(null);
  const { open, lastConsultantEventId, lastEventId } = state;
  useEffect(() => {
    if (!open || !visible || !lastConsultantEventId || !sessionId || !sessionToken) return;
    if (seenSent.current === lastConsultantEventId) return;
    seenSent.current = lastConsultantEventId;
    markSeen(apiBase, { sessionId, sessionToken }, lastEventId ?? lastConsultantEventId).catch(() => {
      // A read receipt that does not arrive is harmless.
    });
  }, [open, visible, lastConsultantEventId, lastEventId, sessionId, sessionToken, apiBase]);

  /** Runs a call of the session, once more in a new session when the API refused the stored one. */
  const withSession = useCallback(
    async <T>(call: (session: ChatSessionCredentials) => Promise<T>): Promise<T> => {
      const controller = new AbortController();
      try {
        return await call(await sessionFor(controller.signal, false));
      } catch (error) {
        if (!isRefused(error)) throw error;
        dropSession();
        return call(await sessionFor(controller.signal, true));
      }
    },
    [sessionFor, isRefused, dropSession],
  );

  /**
   * "Talk to a person" (and the waiting follow-up form's e-mail or phone number): `POST /handoff`; resolves true
   * when the API took it, `'invalid'` when it refused the details given (400: a number no country has), which the
   * form shows on its field instead of the general failure notice, and false for any other failure.
   */
  const talkToPerson = useCallback(
    async (email?: string, phone?: string): Promise<boolean | 'invalid'> => {
      try {
        const status = await withSession((session) => requestHandoff(apiBase, session, email, phone));
        dispatch({ type: 'handoff', status, texts: textsRef.current });
        return true;
      } catch (error) {
        if ((email || phone) && error instanceof ChatRequestError && error.status === 400) return 'invalid';
        failure.current(error);
        return false;
      }
    },
    [apiBase, withSession, dispatch],
  );

  /** "Email me this conversation": `POST /transcript-email`; resolves true when the API took it. */
  const emailTranscript = useCallback(
    async (email?: string): Promise<boolean> => {
      const { sessionId: id, sessionToken: token } = latest.current;
      if (!id || !token) return false;
      try {
        await requestTranscriptEmail(apiBase, { sessionId: id, sessionToken: token }, email);
        return true;
      } catch (error) {
        failure.current(error);
        return false;
      }
    },
    [apiBase, latest],
  );

  return { visitorTyping, stopTyping, talkToPerson, emailTranscript };
}
