import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { ChatComposer, useChatDraft } from './chat-composer.tsx';
import { ChatConversation } from './chat-conversation.tsx';
import * as styles from './chat-widget.css.ts';
import {
  ChatFooter,
  ChatHeader,
  ChatNotice,
  handoffLine,
  InterestTags,
  usePrefill,
} from './chat-widget-parts.tsx';
import { ChatLauncherButton } from './launcher.tsx';
import { TalkToPersonButton } from './live-parts.tsx';
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
import { useChatNotice } from './use-chat-notice.ts';
import { useChatControls, useChatOpenState } from './use-chat-open-state.ts';
import { useChatScroll } from './use-chat-scroll.ts';
import { useLazyBookingPanel } from './use-lazy-booking-panel.ts';

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
 * 'Chat with IT Expert'. Open: a non-modal dialog card (550 px high, at most 400 px wide) with the header (the
 * assistant, or the live consultant's first name, while the dialog keeps its name 'IT Sales Consultant'; never the
 * visitor's lead quality: docs/decisions/074), the close
 * button, the 'Interested in:' tags, the messages, 'Typing...', the contact-capture panel, the input and the footer 'Or call: {phone}'.
 *
 * - The first open adds the greeting; closing sends `POST /api/chat/{id}/end` when more than the greeting exists
 *   (a failure is only logged).
 * - Enter sends, Shift+Enter adds a line; blank input is blocked, and so is a second send while the assistant
 *   answers one; while a person is awaited or answers, a message sent while another is on its way follows it in
 *   order (decision 091).
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
  const { notice, onFailure, clearNotice } = useChatNotice(
    onError,
    texts.errorToast.title,
    withPhone(texts.errorToast.description, phone),
  );
  const readAttribution = typeof attribution === 'function' ? attribution : () => attribution;

  const chat = useChat({
    apiBase,
    greeting: texts.greeting,
    streaming,
    attribution: readAttribution,
    onFailure,
    onLead,
    liveTexts: texts.live,
    deliveryTexts: texts.delivery,
    liveRetryDelay,
  });
  const [identified, setIdentified] = useState<VisitorDetails>({});
  const prefill = usePrefill(visitor, identified);
  const { state, live } = chat;
  const withPerson = isLive(state.handoff);
  const BookingPanel = useLazyBookingPanel(state.meeting !== null);
  const { launcherRef, inputRef, open, close, toggle } = useChatOpenState({
    isOpen: state.open,
    openChat: chat.open,
    closeChat: chat.close,
    onOpen,
    onClose,
  });
  const scroll = useChatScroll(state, chat.showContactPanel, BookingPanel);
  // To a person, a message sent while another is on its way waits its turn in useChat: the composer takes it.
  const blocked = state.sending && !withPerson;
  const { draft, changeDraft, submit } = useChatDraft({
    sending: blocked,
    send: chat.send,
    clearNotice,
    visitorTyping: live.visitorTyping,
    stopTyping: live.stopTyping,
  });
  useChatControls({
    ref,
    controls: {
      open,
      close,
      toggle,
      identify: (details) => setIdentified((current) => ({ ...current, ...details })),
    },
    defaultOpen,
    isOpen: state.open,
  });

  const focusInput = () => inputRef.current?.focus();

  const onDialogKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };

  const talkToPerson = () => {
    clearNotice();
    // The button goes once the request is taken: the visitor's focus waits in the input.
    focusInput();
    void live.talkToPerson();
  };

  const rootClass = className ? `${styles.root} ${className}` : styles.root;

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
          aria-label={texts.title}
          aria-describedby={lineId}
          onKeyDown={onDialogKeyDown}
        >
          <ChatHeader
            texts={texts}
            titleId={titleId}
            lineId={lineId}
            consultantName={
              state.handoff?.state === 'live' ? (state.handoff.consultantName ?? '') : undefined
            }
            statusLine={handoffLine(state.handoff, texts)}
            onClose={close}
          />

          <InterestTags label={texts.interestedInLabel} services={state.interestedServices} />

          <ChatConversation
            chat={chat}
            texts={texts}
            apiBase={apiBase}
            phone={phone}
            prefill={prefill}
            BookingPanel={BookingPanel}
            attribution={readAttribution}
            scroll={scroll}
            clearNotice={clearNotice}
            focusInput={focusInput}
          />

          {notice && (
            <ChatNotice notice={notice} dismissLabel={texts.dismissErrorLabel} onDismiss={clearNotice} />
          )}

          {!withPerson && <TalkToPersonButton label={texts.live.talkToPerson} onClick={talkToPerson} />}

          <ChatComposer
            inputRef={inputRef}
            draft={draft}
            sending={blocked}
            placeholder={texts.inputPlaceholder}
            sendLabel={texts.sendLabel}
            onDraftChange={changeDraft}
            onSubmit={submit}
          />

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
