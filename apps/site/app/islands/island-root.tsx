import { ToastProvider } from '@northline/ui/toast';
import { type ReactNode, useEffect, useState } from 'react';

/** Props of {@link IslandRoot}. */
export interface IslandRootProps {
  children: ReactNode;
  /**
   * Called once the island has hydrated (browser only): after the render that follows hydration, so what the
   * children's first effects changed is committed (a form's `noValidate`, lib/use-hydrated.ts) before a recorded
   * click is replayed.
   */
  onHydrated?: () => void;
}

/**
 * The root of every island, the same at prerender and at hydration (so React's `useId` values match): its own
 * toast provider (a form's toasts), which adds no element until its first toast.
 */
export function IslandRoot({ children, onHydrated }: IslandRootProps) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (hydrated) onHydrated?.();
  }, [hydrated, onHydrated]);
  return <ToastProvider>{children}</ToastProvider>;
}
