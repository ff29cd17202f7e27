/**
 * The booking panel's module, fetched on demand (chat-widget.tsx): the widget's first load does not carry it.
 */
import { useEffect, useState } from 'react';

/** The booking panel's module, fetched when a reply first offers the meeting (not in the widget's first load). */
const loadBookingPanel = () => import('./booking-panel.tsx');

/** The booking panel's component (booking-panel.tsx's `BookingPanel`). */
export type BookingPanelComponent = Awaited<ReturnType<typeof loadBookingPanel>>['BookingPanel'];

/**
 * The booking panel once `wanted`: its module is fetched then (a failed fetch is tried again at the next offer).
 * @param wanted whether a reply offers the meeting now
 * @returns the panel's component once its module loaded, null before
 */
export function useLazyBookingPanel(wanted: boolean): BookingPanelComponent | null {
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
