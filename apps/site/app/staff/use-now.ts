import { createContext, createElement, type ReactNode, useContext, useEffect, useState } from 'react';

/**
 * How far the API's clock is ahead of this browser's, in milliseconds (negative when behind), learnt from the
 * `now` of `staff.auth.me`. The API's clock is the one every lead, first-response clock and meeting is stamped
 * with (a fixed CLOCK_START outside production), so the staff pages' "4 min ago", "waiting 9 min" and "today" read
 * it, not a browser clock that may be off by minutes. 0 outside {@link ServerClockProvider}.
 */
const ServerClockOffset = createContext(0);

/** Props of {@link ServerClockProvider}. */
export interface ServerClockProviderProps {
  /** The API's time when its answer was made, ISO 8601; the browser's own clock is used while unknown. */
  serverNow: string | undefined;
  /** When that answer arrived, by this browser's clock (ms since the epoch; react-query's `dataUpdatedAt`). */
  receivedAt: number;
  children?: ReactNode;
}

/** Gives {@link useNow} and {@link useServerClock} the API's clock below it: `serverNow` at `receivedAt`. */
export function ServerClockProvider({ serverNow, receivedAt, children }: ServerClockProviderProps) {
  const parsed = serverNow ? Date.parse(serverNow) : Number.NaN;
  const offset = Number.isNaN(parsed) || receivedAt <= 0 ? 0 : parsed - receivedAt;
  return createElement(ServerClockOffset.Provider, { value: offset }, children);
}

/**
 * The API's current time as a function read when called (ms since the epoch): for a handler that stamps
 * something, where {@link useNow}'s renewal is not needed.
 */
export function useServerClock(): () => number {
  const offset = useContext(ServerClockOffset);
  return () => Date.now() + offset;
}

/**
 * The API's current time (ms since the epoch; see {@link ServerClockProvider}), renewed every `intervalMs`: for
 * "waiting 4 min" labels that must move on while a page stays open.
 */
export function useNow(intervalMs: number): number {
  const offset = useContext(ServerClockOffset);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now + offset;
}
