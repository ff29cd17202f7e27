import { ToastProvider } from '@northline/ui/toast';
import { type ReactNode, useEffect } from 'react';

/** Props of {@link IslandRoot}. */
export interface IslandRootProps {
  children: ReactNode;
  /** Called once, after every child's effects, when the island has hydrated (browser only). */
  onHydrated?: () => void;
}

/**
 * The root of every island, the same at prerender and at hydration (so React's `useId` values match): its own
 * toast provider (a form's toasts), which adds no element until its first toast.
 */
export function IslandRoot({ children, onHydrated }: IslandRootProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <ToastProvider>{children}</ToastProvider>;
}
