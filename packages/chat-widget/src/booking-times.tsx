/**
 * The booking panel's free times (booking-panel.tsx): the days, each a heading and a group of time buttons, and
 * the line with 'Retry' when their fetch failed.
 */
import { Button } from '@northline/ui';
import type { Ref } from 'react';
import type { MeetingDay, MeetingSlot } from './booking-client.ts';
import * as bookingStyles from './booking-panel.css.ts';
import { type BookingFormats, FIRST_SLOTS_PER_DAY } from './booking-slots.ts';
import * as styles from './chat-widget.css.ts';
import { withPhone } from './texts.ts';
import type { ChatWidgetTexts } from './types.ts';

type BookingTexts = ChatWidgetTexts['booking'];

/** Props of {@link BookingTimes}. */
export interface BookingTimesProps {
  /** The panel's id: each day's heading is `{id}-day-{date}`, the name of that day's list of times. */
  id: string;
  days: readonly MeetingDay[];
  /** Every time of each day; otherwise the first {@link FIRST_SLOTS_PER_DAY}. */
  expanded: boolean;
  texts: BookingTexts;
  /** The phone of the 'no free times' line. */
  phone: string;
  formats: BookingFormats;
  /** The first day's first time button (focused when the visitor goes back to the times). */
  firstSlotRef: Ref<HTMLButtonElement>;
  /** The visitor chose a time. */
  onChoose: (slot: MeetingSlot) => void;
}

/**
 * The free times by Toronto day: per day a heading and a list of buttons named by it, each button's accessible
 * name the full day and time with the time zone. Without any day, the 'no free times' line with the phone.
 */
export function BookingTimes({
  id,
  days,
  expanded,
  texts,
  phone,
  formats,
  firstSlotRef,
  onChoose,
}: BookingTimesProps) {
  return (
    <>
      {days.length === 0 && <p className={styles.panelText}>{withPhone(texts.noSlots, phone)}</p>}
      {days.map((day, dayIndex) => {
        const headingId = `${id}-day-${day.date}`;
        const first = day.slots[0];
        const slots = expanded ? day.slots : day.slots.slice(0, FIRST_SLOTS_PER_DAY);
        return (
          <div key={day.date} className={bookingStyles.day}>
            <h4 id={headingId} className={bookingStyles.dayHeading}>
              {first ? formats.day(first.start) : day.date}
            </h4>
            <ul className={bookingStyles.slots} aria-labelledby={headingId}>
              {slots.map((slot, slotIndex) => (
                <li key={slot.start}>
                  <button
                    ref={dayIndex === 0 && slotIndex === 0 ? firstSlotRef : undefined}
                    type="button"
                    className={bookingStyles.slotButton}
                    aria-label={`${formats.when(slot.start)} (${texts.timeZone})`}
                    onClick={() => onChoose(slot)}
                  >
                    {formats.time(slot.start)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/** Props of {@link BookingTimesFailed}. */
export interface BookingTimesFailedProps {
  texts: BookingTexts;
  /** 'Retry': fetches the times again. */
  onRetry: () => void;
}

/** The times could not be fetched: the line saying so and 'Retry'. */
export function BookingTimesFailed({ texts, onRetry }: BookingTimesFailedProps) {
  return (
    <>
      <p className={styles.panelText}>{texts.loadFailed}</p>
      <div className={styles.panelActions}>
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          {texts.retry}
        </Button>
      </div>
    </>
  );
}
