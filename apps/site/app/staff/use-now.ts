import { useEffect, useState } from 'react';

/**
 * The current time, renewed every `intervalMs`: for "waiting 4 min" labels that must move on while a page stays
 * open.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
