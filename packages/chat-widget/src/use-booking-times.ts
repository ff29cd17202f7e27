/**
 * The free times of the booking panel (booking-panel.tsx): fetched when the panel appears, again on 'Retry'
 * and after a taken time, and more of them on 'More times'.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchMeetingSlots, type MeetingDay } from './booking-client.ts';
import { FIRST_DAYS, FIRST_SLOTS_PER_DAY, MAX_DAYS, MORE_DAYS } from './booking-slots.ts';
import { useLatest } from './use-latest.ts';

/** What the booking panel shows: the times loading, their fetch failed, the times, or a chosen time's form. */
export type BookingPhase = 'loading' | 'failed' | 'slots' | 'form';

/** Options of {@link useBookingTimes}. */
export interface UseBookingTimesOptions {
  apiBase: string;
  /** Said once, when the first times arrive. */
  slotsAnnouncement: string;
  /** Says something through the widget's polite live region. */
  announce: (text: string) => void;
  /** The first times are on screen (called once). */
  onTimesShown?: (() => void) | undefined;
  /** Days with free times fetched first (read when the panel appears); default {@link FIRST_DAYS}. */
  firstDays?: number | undefined;
}

/** What {@link useBookingTimes} returns: the panel's phase, the days with their times, and the fetches. */
export interface BookingTimesState {
  phase: BookingPhase;
  /** Moves to another phase without fetching (the form of a chosen time, back to the times). */
  setPhase: (phase: BookingPhase) => void;
  /** The days with free times, in order. */
  days: MeetingDay[];
  /** Whether every time of each day shows (after 'More times'); otherwise the first few per day. */
  expanded: boolean;
  /** Whether 'More times' has anything to add. */
  canShowMore: boolean;
  /** 'More times': every time of each day, and more days (up to the API's 21). */
  more: () => void;
  /** Fetches the days asked for so far again, showing 'loading' meanwhile. */
  reload: () => void;
  /** Shows the given days (a 409's next free times); with none, fetches a fresh list. */
  showNext: (next: MeetingDay[] | null) => void;
}

/**
 * The booking panel's free times: the first days fetched once when the panel appears (announced once), the
 * `onTimesShown` call once they are on screen, and 'More times', 'Retry' and the list after a taken time.
 * @param options the API's origin, the announcement and its channel, and the listener of the first times
 * @returns the phase, the days and the actions of {@link BookingTimesState}
 */
export function useBookingTimes({
  apiBase,
  slotsAnnouncement,
  announce,
  onTimesShown,
  firstDays = FIRST_DAYS,
}: UseBookingTimesOptions): BookingTimesState {
  const [phase, setPhase] = useState<BookingPhase>('loading');
  const [days, setDays] = useState<MeetingDay[]>([]);
  const [requested, setRequested] = useState(firstDays);
  const [expanded, setExpanded] = useState(false);
  const announceRef = useLatest(announce);
  const announcedSlots = useRef(false);

  const load = useCallback(
    async (count: number, signal?: AbortSignal) => {
      try {
        const found = await fetchMeetingSlots(apiBase, count, signal);
        setDays(found);
        setPhase('slots');
        if (!announcedSlots.current) {
          announcedSlots.current = true;
          announceRef.current(slotsAnnouncement);
        }
      } catch {
        if (signal?.aborted) return;
        setPhase('failed');
      }
    },
    [apiBase, slotsAnnouncement],
  );

  // The first times, once, when the panel appears.
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per panel
  useEffect(() => {
    const controller = new AbortController();
    void load(requested, controller.signal);
    return () => controller.abort();
  }, []);

  // Once, when the first times are on screen.
  const shown = useRef(false);
  const shownListener = useLatest(onTimesShown);
  useEffect(() => {
    if (phase !== 'slots' || shown.current) return;
    shown.current = true;
    shownListener.current?.();
  }, [phase]);

  const more = () => {
    const count = Math.min(MAX_DAYS, requested + MORE_DAYS);
    setExpanded(true);
    setRequested(count);
    void load(count);
  };

  const reload = () => {
    setPhase('loading');
    void load(requested);
  };

  const showNext = (next: MeetingDay[] | null) => {
    if (next && next.length > 0) {
      setDays(next);
      setPhase('slots');
    } else {
      reload();
    }
  };

  // More exists when a day has times not shown yet, or the API filled every day asked for (there may be more).
  const hiddenTimes = !expanded && days.some((day) => day.slots.length > FIRST_SLOTS_PER_DAY);
  const canShowMore = hiddenTimes || (days.length >= requested && requested < MAX_DAYS);

  return { phase, setPhase, days, expanded, canShowMore, more, reload, showNext };
}
