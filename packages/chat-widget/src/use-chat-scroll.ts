/**
 * The chat widget's conversation scrolling (chat-widget.tsx): the newest message stays in view, and a panel
 * below the messages shows its heading.
 */
import { type RefObject, useEffect, useRef } from 'react';
import type { ChatState } from './use-chat.ts';
import type { BookingPanelComponent } from './use-lazy-booking-panel.ts';

/** How much of the contact panel (its heading and text) the auto-scroll brings into view, in px. */
const PANEL_PEEK_PX = 120;

/** How much of the booking panel the auto-scroll brings into view, in px: its heading and the first row of times. */
const BOOKING_PEEK_PX = 210;

/** What {@link useChatScroll} returns: the refs it scrolls by and the booking panel's scroll. */
export interface ChatScroll {
  /** The conversation's scrolling region. */
  scrollerRef: RefObject<HTMLElement | null>;
  /** The contact panel, while it shows. */
  panelRef: RefObject<HTMLFormElement | null>;
  /** The booking panel, while it shows. */
  bookingRef: RefObject<HTMLElement | null>;
  /** Brings the booking panel's heading and first times into view (they arrived after the panel). */
  showBookingTimes: () => void;
}

/**
 * Keeps the newest message, the streamed reply, the typing lines and a not-delivered mark in view whenever the
 * conversation grows;
 * with the contact or booking panel below the messages, it shows the newest message and the panel's heading
 * (the panel is taller than the view) instead.
 * @param state the chat's state (what grows the conversation)
 * @param showContactPanel whether the contact panel shows
 * @param bookingPanel the booking panel's component once loaded (its arrival adds the panel)
 * @returns the refs to attach and the booking panel's scroll ({@link ChatScroll})
 */
export function useChatScroll(
  state: ChatState,
  showContactPanel: boolean,
  bookingPanel: BookingPanelComponent | null,
): ChatScroll {
  const scrollerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLFormElement>(null);
  const bookingRef = useRef<HTMLElement>(null);

  // Keep the newest message (and the streamed reply) in view.
  const lastContent = state.messages.at(-1)?.content;
  // A message marked not delivered grows the conversation by its mark and Retry button.
  const undelivered = state.messages.filter((message) => message.delivery === 'failed').length;
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
    undelivered,
    state.streamed,
    state.sending,
    showContactPanel,
    state.handoff?.state,
    state.consultantTyping,
    state.meeting,
    bookingPanel,
  ]);

  const showBookingTimes = () => {
    const scroller = scrollerRef.current;
    const panel = bookingRef.current;
    if (scroller && panel) {
      scroller.scrollTop = Math.max(0, panel.offsetTop + BOOKING_PEEK_PX - scroller.clientHeight);
    }
  };

  return { scrollerRef, panelRef, bookingRef, showBookingTimes };
}
