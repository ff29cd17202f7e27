import { Send } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as styles from './chat-widget.css.ts';
import {
  ChatFooter,
  ChatHeader,
  ChatNotice,
  Citations,
  ContactPanel,
  InterestTags,
  usePrefill,
} from './chat-widget-parts.tsx';
import { ChatLauncherButton } from './launcher.tsx';
import { HandoffPanel } from './live-parts.tsx';
import { isLive } from './live-state.ts';
import { type ChatWidgetTextsInput, defaultChatWidgetTexts, withPhone } from './texts.ts';
import type {
  ChatAttribution,
  ChatLeadEvent,
  ChatWidgetControls,
  ChatWidgetError,
  ChatWidgetTexts,
  VisitorDetails,
} from './types.ts';
import { useChat } from './use-chat.ts';

/** The booking panel's module, fetched when a reply first offers the meeting (not in the widget's first load). */
const loadBookingPanel = () => import('./booking-panel.tsx');

type BookingPanelComponent = Awaited<ReturnType<typeof loadBookingPanel>>['BookingPanel'];

/** The booking panel once `wanted`: its module is fetched then (a failed fetch is tried again at the next offer). */
function useBookingPanel(wanted: boolean): BookingPanelComponent | null {
  const [panel, setPanel] = useState<BookingPanelComponent | null>(null);
  useEffect(() => {
    if (!wanted || panel) return;
    let current = true;
    loadBookingPanel().then(
      (module) => {
        if (current) setPanel(() => module.BookingPanel);
      },
      (error: unknown) => console.warn('Northline chat: the booking panel could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [wanted, panel]);
  return panel;
}

/** How much of the contact panel (its heading and text) the auto-scroll brings into view, in px. */
const PANEL_PEEK_PX = 120;

/** How much of the booking panel the auto-scroll brings into view, in px: its heading and the first row of times. */
const BOOKING_PEEK_PX = 210;

/** How long the widget's own failure notice stays, in ms (the site's toast default, §9). */
export const NOTICE_DURATION_MS = 5000;

/** Props of {@link ChatWidget}. */
export interface ChatWidgetProps {
  /** The phone shown in the footer and the failure notice, e.g. '(416) 555-0142' (§2 'Or call: {phone}'). */
  phone: string;
  /** The footer link's target; default a `tel:` link made from `phone`. */
  phoneHref?: string;
  /**
   * Origin of the API that answers `/api/chat...` (e.g. 'https://www.northline-it.example'); default '' (the
   * page's own origin). A foreign origin needs CORS on the API.
   */
  apiBase?: string;
  /** The texts (the site passes @northline/content's `chatWidget`); missing groups fall back to English defaults. */
  texts?: ChatWidgetTextsInput;
  /** The privacy policy the one-line notice links to. Default '/privacy-policy'. */
  privacyHref?: string;
  /**
   * Called when a send fails (§8: non-OK answer or network error) with the destructive notice's title and text;
   * the host shows it (the site: its toast). Without it the widget shows its own notice (`role="alert"`).
   */
  onError?: (error: ChatWidgetError) => void;
  /** Stream replies through `POST /api/chat/stream`; false uses `POST /api/chat`. Default true. */
  streaming?: boolean;
  /**
   * The visitor's first-touch attribution, sent as `attribution` with each message: a value, or a
   * function read at each send (the site reads its sessionStorage entry). Left out, none is sent.
   */
  attribution?: ChatAttribution | (() => ChatAttribution | undefined);
  /** Class added to the widget's root (fixed at the bottom right). */
  className?: string;
  /**
   * Opens the chat when the widget mounts, with focus in the input: for a page that showed `ChatLauncher`
   * and loads the widget on its click. Default false.
   */
  defaultOpen?: boolean;
  /**
   * What the host knows of the visitor: prefills the contact panel's fields (`identify` of the host-page API).
   * Nothing is sent unless the visitor submits the panel.
   */
  visitor?: VisitorDetails;
  /** The chat opened (the visitor's click, `open()`/`toggle()`, or `defaultOpen`). */
  onOpen?: () => void;
  /** The chat closed (the close button, Escape, `close()`/`toggle()`). */
  onClose?: () => void;
  /**
   * The visitor shared an email address or phone number (in a message or the contact panel) and the API stored
   * it; called once per kind in a page view, with the kinds but not the values ({@link ChatLeadEvent}).
   */
  onLead?: (event: ChatLeadEvent) => void;
  /** Imperative control: `open()`, `close()`, `toggle()`, `identify(details)` ({@link ChatWidgetControls}). */
  ref?: Ref<ChatWidgetControls>;
  /**
   * @internal The live event stream's reconnect backoff in ms per attempt (tests shorten it). Default 1 s,
   * doubling up to 30 s.
   */
  liveRetryDelay?: (attempt: number) => number;
}

/**
 * The floating chat assistant (specification §2 "Chat widget", §4, §8, §9). Closed: the round launcher
 * 'Chat with IT Expert'. Open: a non-modal dialog card (550 px high, at most 400 px wide) with the header, the
 * lead-quality badge (hot red with a fire icon, warm yellow, none while cold), the close button, the 'Interested
 * in:' tags, the messages, 'Typing...', the contact-capture panel, the input and the footer 'Or call: {phone}'.
 *
 * - The first open adds the greeting; closing sends `POST /api/chat/{id}/end` when more than the greeting exists
 *   (a failure is only logged).
 * - Enter sends, Shift+Enter adds a line; blank input and a second send while one is in flight are blocked.
 *   Replies stream in (`POST /api/chat/stream`) with `POST /api/chat` as the fallback.
 * - Focus moves to the input on open and back to the launcher on close; Escape closes; replies are announced
 *   through a polite live region.
 * - An answer's cited pages show under it as links with the pages' titles (in the tab order after the
 *   conversation's region): the site's own path where the widget runs on the site (`apiBase` ''), the absolute URL on
 *   the site's origin elsewhere (a partner's page), in the same tab as the privacy link.
 * - The conversation, lead quality, services and open state survive navigation (sessionStorage, see
 *   `CHAT_STATE_KEY` and `CHAT_SESSION_ID_KEY`).
 *
 * Styles: import `@northline/chat-widget/style.css` once (the monorepo compiles them from source).
 */
export function ChatWidget({
  phone,
  phoneHref,
  apiBase = '',
  texts: textsInput,
  privacyHref = '/privacy-policy',
  onError,
  streaming = true,
  attribution,
  className,
  defaultOpen = false,
  visitor,
  onOpen,
  onClose,
  onLead,
  ref,
  liveRetryDelay,
}: ChatWidgetProps) {
  const texts: ChatWidgetTexts = { ...defaultChatWidgetTexts, ...textsInput };
  const id = useId();
  const titleId = `${id}-title`;
  const lineId = `${id}-line`;
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<ChatWidgetError | null>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const scrollerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLFormElement>(null);
  const bookingRef = useRef<HTMLElement>(null);
  const focusTarget = useRef<'input' | 'launcher' | null>(null);

  const errorTitle = texts.errorToast.title;
  const errorText = withPhone(texts.errorToast.description, phone);
  const onFailure = useCallback(
    (cause: unknown) => {
      const error: ChatWidgetError = { title: errorTitle, description: errorText, cause };
      if (onError) onError(error);
      else setNotice(error);
    },
    [onError, errorTitle, errorText],
  );

  const chat = useChat({
    apiBase,
    greeting: texts.greeting,
    streaming,
    attribution: typeof attribution === 'function' ? attribution : () => attribution,
    onFailure,
    onLead,
    liveTexts: texts.live,
    liveRetryDelay,
  });
  const [identified, setIdentified] = useState<VisitorDetails>({});
  const prefill = usePrefill(visitor, identified);
  const { state, live } = chat;
  const withPerson = isLive(state.handoff);
  const BookingPanel = useBookingPanel(state.meeting !== null);
  const readAttribution = typeof attribution === 'function' ? attribution : () => attribution;

  // Focus follows the visitor's own open and close (not a state restored after navigation).
  useEffect(() => {
    if (state.open && focusTarget.current === 'input') inputRef.current?.focus();
    if (!state.open && focusTarget.current === 'launcher') launcherRef.current?.focus();
    focusTarget.current = null;
  }, [state.open]);

  // Keep the newest message (and the streamed reply) in view.
  const lastContent = state.messages.at(-1)?.content;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls whenever the conversation grows
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // With the contact panel below the messages, show the newest message and the panel's heading (the panel is
    // taller than the view); otherwise the newest message.
    const panel = panelRef.current ?? bookingRef.current;
    const peek = panelRef.current ? PANEL_PEEK_PX : BOOKING_PEEK_PX;
    scroller.scrollTop = panel
      ? Math.max(0, panel.offsetTop + peek - scroller.clientHeight)
      : scroller.scrollHeight;
  }, [
    state.open,
    state.messages.length,
    lastContent,
    state.streamed,
    state.sending,
    chat.showContactPanel,
    state.handoff?.state,
    state.consultantTyping,
    state.meeting,
    BookingPanel,
  ]);

  // The input grows with its text up to its CSS max-height, and shrinks back once sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measures after every change of the draft
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.style.height = 'auto';
    input.style.height = `${input.scrollHeight + 2}px`;
  }, [draft, state.open]);

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), NOTICE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  // Whether the card is open, up to date between renders (two calls in one tick must not both open).
  const latestOpen = useRef(state.open);
  latestOpen.current = state.open;

  const open = () => {
    if (latestOpen.current) return;
    latestOpen.current = true;
    focusTarget.current = 'input';
    chat.open();
    onOpen?.();
  };
  const close = () => {
    if (!latestOpen.current) return;
    latestOpen.current = false;
    focusTarget.current = 'launcher';
    chat.close();
    onClose?.();
  };
  useImperativeHandle(ref, () => ({
    open,
    close,
    toggle: () => (latestOpen.current ? close() : open()),
    identify: (details) => setIdentified((current) => ({ ...current, ...details })),
  }));

  // A click on a stand-alone launcher loaded this widget: open as that click asked (once, on mount).
  const openedOnMount = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    if (!defaultOpen || openedOnMount.current) return;
    openedOnMount.current = true;
    if (!state.open) open();
  }, []);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!draft.trim() || state.sending) return;
    setNotice(null);
    setDraft('');
    live.stopTyping();
    void chat.send(draft);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // §4: Enter without Shift sends (not while an input method is composing).
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onDialogKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const rootClass = className ? `${styles.root} ${className}` : styles.root;
  const blank = draft.trim() === '';

  return (
    <div className={rootClass} data-northline-chat="">
      <div className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
        {state.open ? state.announcement : ''}
      </div>
      {state.open ? (
        <section
          className={styles.card}
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={lineId}
          onKeyDown={onDialogKeyDown}
        >
          <ChatHeader
            texts={texts}
            titleId={titleId}
            lineId={lineId}
            leadQuality={state.leadQuality}
            onClose={close}
          />

          <InterestTags label={texts.interestedInLabel} services={state.interestedServices} />

          <section
            className={styles.scroller}
            ref={scrollerRef}
            aria-label={texts.conversationLabel}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the messages (they hold no controls)
            tabIndex={0}
          >
            <ol className={styles.messages}>
              {state.messages.map((message, index) => (
                <li
                  // Messages are only ever appended: the index is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
                  key={index}
                  className={`${styles.message} ${styles.messageFrom[message.role]}`}
                  data-role={message.role}
                >
                  {message.role === 'system' ? (
                    <p className={styles.systemLine}>{message.content}</p>
                  ) : message.role === 'consultant' ? (
                    <p className={styles.bubble.consultant}>
                      <span className={styles.author}>
                        {message.authorName || texts.live.consultantLabel}
                        <span className={styles.visuallyHidden}>: </span>
                      </span>
                      {message.content}
                    </p>
                  ) : message.role === 'assistant' && message.citations?.length ? (
                    <div className={styles.answer}>
                      <p className={`${styles.bubble.assistant} ${styles.answerBubble}`}>
                        <span className={styles.visuallyHidden}>{texts.speakers.assistant}: </span>
                        {message.content}
                      </p>
                      <Citations
                        label={texts.citationsLabel}
                        citations={message.citations}
                        absolute={apiBase !== ''}
                      />
                    </div>
                  ) : (
                    <p className={styles.bubble[message.role]}>
                      <span className={styles.visuallyHidden}>{texts.speakers[message.role]}: </span>
                      {message.content}
                    </p>
                  )}
                </li>
              ))}
              {state.streamed ? (
                <li className={`${styles.message} ${styles.messageFrom.assistant}`} data-role="streaming">
                  <p className={styles.bubble.assistant}>{state.streamed}</p>
                </li>
              ) : null}
            </ol>
            {state.sending && !withPerson && (
              <p className={styles.typing} data-testid="chat-typing">
                <span className={styles.typingDot} aria-hidden="true" />
                {texts.typing}
              </p>
            )}
            <HandoffPanel
              status={state.handoff}
              texts={texts.live}
              consultantTyping={state.consultantTyping}
              email={prefill.email}
              onLeaveEmail={(email) => live.talkToPerson(email)}
              onEmailTranscript={(email) => live.emailTranscript(email)}
            />
            {state.meeting && BookingPanel && (
              <BookingPanel
                ref={bookingRef}
                apiBase={apiBase}
                texts={texts.booking}
                phone={phone}
                prefill={{
                  name: state.meeting.prefill.name ?? prefill.name,
                  email: state.meeting.prefill.email ?? prefill.email,
                }}
                session={() => {
                  const { sessionId, sessionToken } = chat.latest.current;
                  return sessionId && sessionToken ? { sessionId, sessionToken } : null;
                }}
                attribution={readAttribution}
                announce={chat.announce}
                onTimesShown={() => {
                  // The times arrived after the panel: bring its heading and first times into view.
                  const scroller = scrollerRef.current;
                  const panel = bookingRef.current;
                  if (scroller && panel) {
                    scroller.scrollTop = Math.max(
                      0,
                      panel.offsetTop + BOOKING_PEEK_PX - scroller.clientHeight,
                    );
                  }
                }}
                onBooked={(confirmation) => {
                  chat.meetingDone(confirmation);
                  // The form the visitor used is gone: their focus waits in the input.
                  inputRef.current?.focus();
                }}
                onDismiss={() => {
                  chat.meetingDone(null);
                  inputRef.current?.focus();
                }}
              />
            )}
            {chat.showContactPanel && !state.meeting && (
              <ContactPanel
                ref={panelRef}
                texts={texts.contactPanel}
                prefill={prefill}
                busy={state.sharingDetails}
                onSubmit={(details) => {
                  setNotice(null);
                  void chat.shareDetails(details, texts.contactPanel.sharedMessage);
                }}
                onDismiss={() => {
                  chat.dismissPanel();
                  inputRef.current?.focus();
                }}
              />
            )}
          </section>

          {notice && (
            <ChatNotice
              notice={notice}
              dismissLabel={texts.dismissErrorLabel}
              onDismiss={() => setNotice(null)}
            />
          )}

          {!withPerson && (
            <div className={styles.liveActions}>
              <button
                type="button"
                className={styles.talkButton}
                onClick={() => {
                  setNotice(null);
                  // The button goes once the request is taken: the visitor's focus waits in the input.
                  inputRef.current?.focus();
                  void live.talkToPerson();
                }}
              >
                {texts.live.talkToPerson}
              </button>
            </div>
          )}

          <form className={styles.composer} onSubmit={submit}>
            <textarea
              ref={inputRef}
              className={styles.textarea}
              rows={1}
              value={draft}
              placeholder={texts.inputPlaceholder}
              aria-label={texts.inputPlaceholder}
              maxLength={2000}
              onChange={(event) => {
                setDraft(event.target.value);
                live.visitorTyping();
              }}
              onKeyDown={onInputKeyDown}
            />
            <button
              type="submit"
              className={styles.sendButton}
              aria-label={texts.sendLabel}
              disabled={blank || state.sending}
            >
              <Send className={styles.icon} aria-hidden="true" />
            </button>
          </form>

          <ChatFooter
            texts={texts}
            phone={phone}
            phoneHref={phoneHref}
            privacyHref={privacyHref}
            consultantName={
              state.handoff?.state === 'live' ? (state.handoff.consultantName ?? '') : undefined
            }
          />
        </section>
      ) : (
        <ChatLauncherButton ref={launcherRef} label={texts.launcherLabel} onClick={open} />
      )}
    </div>
  );
}
