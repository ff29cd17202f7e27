/**
 * The chat widget's conversation region (chat-widget.tsx): the messages, the typing lines, the live hand-off's
 * status, and the booking or contact panel below them.
 */

import { NEXT_OPENING_DAYS } from './booking-slots.ts';
import { AssistantTyping, ChatMessageList } from './chat-messages.tsx';
import * as styles from './chat-widget.css.ts';
import { ContactPanel } from './chat-widget-parts.tsx';
import { lastSharedEmail } from './lead-detection.ts';
import { HandoffPanel } from './live-parts.tsx';
import { isLive, waitsForNobody } from './live-state.ts';
import type { ChatAttribution, ChatWidgetTexts, VisitorDetails } from './types.ts';
import type { useChat } from './use-chat.ts';
import type { ChatScroll } from './use-chat-scroll.ts';
import type { BookingPanelComponent } from './use-lazy-booking-panel.ts';

/** Props of {@link ChatConversation}. */
export interface ChatConversationProps {
  /** The chat's state and actions (`useChat`). */
  chat: ReturnType<typeof useChat>;
  texts: ChatWidgetTexts;
  /** The API's origin: '' links cited pages by path, another origin by absolute URL. */
  apiBase: string;
  /** The phone of the booking panel's failure texts. */
  phone: string;
  /** What the host knows of the visitor: the panels' prefill. */
  prefill: VisitorDetails;
  /** The booking panel's component once its module loaded; null before. */
  BookingPanel: BookingPanelComponent | null;
  /** The visitor's first-touch attribution, read at booking time. */
  attribution: () => ChatAttribution | undefined;
  /** The refs the auto-scroll reads and the booking panel's scroll (`useChatScroll`). */
  scroll: ChatScroll;
  /** Clears the card's failure notice (the visitor tries again). */
  clearNotice: () => void;
  /** Moves focus to the message input (the panel the visitor used is gone). */
  focusInput: () => void;
}

/**
 * The conversation's scrolling region (named, in the tab order so keyboard users scroll it): the messages and
 * the reply streaming in, 'Typing...' while the assistant answers, the hand-off's status and forms, then the
 * booking panel while a meeting is offered, or else the contact panel when its rule shows it.
 */
export function ChatConversation({
  chat,
  texts,
  apiBase,
  phone,
  prefill,
  BookingPanel,
  attribution,
  scroll,
  clearNotice,
  focusInput,
}: ChatConversationProps) {
  const { state, live } = chat;
  return (
    <section
      className={styles.scroller}
      ref={scroll.scrollerRef}
      aria-label={texts.conversationLabel}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the messages (WCAG 2.1.1)
      tabIndex={0}
    >
      <ChatMessageList
        messages={state.messages}
        streamed={state.streamed}
        texts={texts}
        absoluteCitations={apiBase !== ''}
        onRetry={
          state.sending
            ? undefined
            : (key) => {
                clearNotice();
                void chat.retry(key);
              }
        }
      />
      {state.sending && !isLive(state.handoff) && <AssistantTyping label={texts.typing} />}
      <HandoffPanel
        status={state.handoff}
        texts={texts.live}
        consultantTyping={state.consultantTyping}
        shown={state.messages.map((message) => message.content)}
        email={lastSharedEmail(state.messages) ?? prefill.email}
        onLeaveContact={(contact) => live.talkToPerson(contact.email, contact.phone)}
        onEmailTranscript={(email) => live.emailTranscript(email)}
      />
      {state.meeting && BookingPanel && (
        <BookingPanel
          ref={scroll.bookingRef}
          apiBase={apiBase}
          texts={texts.booking}
          phone={phone}
          prefill={{
            name: state.meeting.prefill.name ?? prefill.name,
            // A consultant's offer carries no prefill: the address the visitor gave in the chat fills it.
            email: state.meeting.prefill.email ?? lastSharedEmail(state.messages) ?? prefill.email,
          }}
          session={() => {
            const { sessionId, sessionToken } = chat.latest.current;
            return sessionId && sessionToken ? { sessionId, sessionToken } : null;
          }}
          attribution={attribution}
          announce={chat.announce}
          // The times arrived after the panel: bring its heading and first times into view.
          onTimesShown={scroll.showBookingTimes}
          // Nobody can answer now: the next opening's times, the first bookable day's.
          firstDays={waitsForNobody(state.handoff) ? NEXT_OPENING_DAYS : undefined}
          onBooked={(confirmation) => {
            chat.meetingDone(confirmation);
            // The form the visitor used is gone: their focus waits in the input.
            focusInput();
          }}
          onDismiss={() => {
            chat.meetingDone(null);
            focusInput();
          }}
        />
      )}
      {chat.showContactPanel && !state.meeting && (
        <ContactPanel
          ref={scroll.panelRef}
          texts={texts.contactPanel}
          prefill={prefill}
          busy={state.sharingDetails}
          onSubmit={(details) => {
            clearNotice();
            void chat.shareDetails(details, texts.contactPanel.sharedMessage);
          }}
          onDismiss={() => {
            chat.dismissPanel();
            focusInput();
          }}
        />
      )}
    </section>
  );
}
