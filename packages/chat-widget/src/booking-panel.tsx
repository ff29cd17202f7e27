/**
 * Booking the free IT assessment inside the chat (decision 036): shown below the conversation when a reply
 * carries the `offer-meeting` action, loaded only then (use-lazy-booking-panel.ts imports this module on demand,
 * so the widget's first load does not carry it). The next free times as buttons grouped by Toronto day, 'More
 * times', then a small form for the name and e-mail, and the booking with an `Idempotency-Key` that stays the same
 * across retries of one attempt. Nothing here moves focus unless the visitor's own action removed the focused
 * control.
 */
import { Button } from '@northline/ui';
import { type Ref, useEffect, useId, useRef, useState } from 'react';
import type { MeetingDay, MeetingSlot } from './booking-client.ts';
import { BookingForm } from './booking-form.tsx';
import * as bookingStyles from './booking-panel.css.ts';
import { torontoFormats } from './booking-slots.ts';
import { BookingTimes, BookingTimesFailed } from './booking-times.tsx';
import * as styles from './chat-widget.css.ts';
import type { ChatSessionCredentials } from './session.ts';
import type { ChatAttribution, ChatWidgetTexts } from './types.ts';
import { useBookingForm } from './use-booking-form.ts';
import { useBookingTimes } from './use-booking-times.ts';

type BookingTexts = ChatWidgetTexts['booking'];

/** Props of {@link BookingPanel}. */
export interface BookingPanelProps {
  ref?: Ref<HTMLElement>;
  apiBase: string;
  texts: BookingTexts;
  /** The phone of the failure texts. */
  phone: string;
  /** The name and e-mail to start the form with (what the API or the host knows). */
  prefill: { name?: string | undefined; email?: string | undefined };
  /** The chat's session when there is one, read at booking time: the booking joins the chat's lead. */
  session: () => ChatSessionCredentials | null;
  /** The visitor's first-touch attribution, read at booking time. */
  attribution?: (() => ChatAttribution | undefined) | undefined;
  /** Says something through the widget's polite live region. */
  announce: (text: string) => void;
  /** The first times are on screen (the card scrolls them into view; focus stays where it is). */
  onTimesShown?: () => void;
  /**
   * Days with free times shown first (read when the panel appears): the first three by default, the first bookable
   * day's alone when nobody can answer the chat now (`NEXT_OPENING_DAYS`); 'More times' adds the others.
   */
  firstDays?: number | undefined;
  /** Booked: the confirmation sentence for the conversation. */
  onBooked: (confirmation: string) => void;
  /** 'Not now'. */
  onDismiss: () => void;
}

/**
 * The booking panel: a region named by its heading, with the time zone line; the free times by day (a heading and
 * a group of buttons each) and 'More times'; after a choice, the chosen time, 'Change time' and the form (name and
 * e-mail, labelled, checked before sending); 'Not now' closes it. A 409 brings the times back with 'That time was
 * just taken' and the next free times, focus on that line (the form the visitor used is gone).
 */
export function BookingPanel({
  ref,
  apiBase,
  texts,
  phone,
  prefill,
  session,
  attribution,
  announce,
  onTimesShown,
  firstDays,
  onBooked,
  onDismiss,
}: BookingPanelProps) {
  const id = useId();
  const formats = torontoFormats(texts.locale);
  const times = useBookingTimes({
    apiBase,
    slotsAnnouncement: texts.slotsAnnouncement,
    announce,
    onTimesShown,
    firstDays,
  });
  const { phase, days } = times;
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<MeetingSlot | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const firstSlotRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<'problem' | 'field' | 'slot' | null>(null);

  const showProblem = (text: string) => {
    setProblem(text);
    announce(text);
  };

  /** Back to the times after a 409: the next free ones (or a fresh list), the line focused and announced. */
  const showTaken = (next: MeetingDay[] | null) => {
    setChosen(null);
    focusNext.current = 'problem';
    setProblem(texts.taken);
    announce(texts.taken);
    times.showNext(next);
  };

  const form = useBookingForm({
    apiBase,
    texts,
    phone,
    prefill,
    session,
    attribution,
    formats,
    chosen,
    onBooked,
    onTaken: showTaken,
    onProblem: showProblem,
    onSending: () => setProblem(null),
  });

  // Focus follows only the visitor's own actions (their control went away).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each change of view
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'problem') problemRef.current?.focus();
    if (target === 'slot') firstSlotRef.current?.focus();
    if (target === 'field') form.focusFirstEmpty();
  }, [phase, problem]);

  const choose = (slot: MeetingSlot) => {
    setChosen(slot);
    setProblem(null);
    form.clearErrors();
    focusNext.current = 'field';
    times.setPhase('form');
  };

  /** 'More times': every time of each day, and more days (up to the API's 21). */
  const more = () => {
    setProblem(null);
    times.more();
  };

  const changeTime = () => {
    setChosen(null);
    setProblem(null);
    focusNext.current = 'slot';
    times.setPhase('slots');
  };

  const titleId = `${id}-title`;

  return (
    <section ref={ref} className={styles.panel} aria-labelledby={titleId} data-testid="booking-panel">
      <h3 id={titleId} className={styles.panelTitle}>
        {texts.title}
      </h3>
      <p className={bookingStyles.zoneLine}>{texts.timeZone}</p>
      {problem && (
        <p ref={problemRef} className={bookingStyles.problem} tabIndex={-1}>
          {problem}
        </p>
      )}
      {phase === 'loading' && <p className={styles.panelText}>{texts.loading}</p>}
      {phase === 'failed' && <BookingTimesFailed texts={texts} onRetry={times.reload} />}
      {phase === 'slots' && (
        <BookingTimes
          id={id}
          days={days}
          expanded={times.expanded}
          texts={texts}
          phone={phone}
          formats={formats}
          firstSlotRef={firstSlotRef}
          onChoose={choose}
        />
      )}
      {phase === 'form' && chosen && (
        <BookingForm
          id={id}
          titleId={titleId}
          texts={texts}
          formats={formats}
          chosen={chosen}
          form={form}
          onChangeTime={changeTime}
        />
      )}
      <div className={styles.panelActions}>
        {phase === 'slots' && days.length > 0 && times.canShowMore && (
          <Button type="button" size="sm" variant="outline" onClick={more}>
            {texts.moreTimes}
          </Button>
        )}
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          {texts.notNow}
        </Button>
      </div>
    </section>
  );
}
