import {
  type ComponentType,
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ToastRegionProps } from './toast-region.tsx';

/** Toasts shown at once (specification §9: one at a time). A new toast replaces the current one. */
export const TOAST_LIMIT = 1;
/** Default display time in ms (specification §9). */
export const TOAST_DURATION_MS = 5000;
/** How long a dismissed toast stays in state before removal, in ms (specification §9). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
/** Swipe distance in px that dismisses a toast (specification §9). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Keys that move focus to the toast viewport (specification §9). */
export const TOAST_HOTKEY: readonly string[] = ['F8'];

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  /** `default` (confirmation, announced politely) or `destructive` (failure, announced assertively). */
  variant?: ToastVariant;
  /** Display time in ms. Default `TOAST_DURATION_MS` (5000). */
  duration?: number;
}

export interface ToastHandle {
  id: string;
  /** Closes this toast. */
  dismiss: () => void;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen. */
  toast: (options: ToastOptions) => ToastHandle;
  /** Closes one toast, or all when no id is given. */
  dismiss: (id?: string) => void;
}

/** A toast held by the provider: its options, id, and whether it is shown. */
export interface ToastState extends ToastOptions {
  id: string;
  open: boolean;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Names each toast for screen readers. Default "Notification". */
  label?: string;
  /** Accessible name of the close button. Default "Dismiss notification". */
  closeLabel?: string;
  /**
   * Accessible name of the viewport region; `{hotkey}` is replaced by the hotkey.
   * Default "Notifications ({hotkey})".
   */
  viewportLabel?: string;
  /** Default display time in ms. Default 5000. */
  duration?: number;
}

let counter = 0;

/** The Radix part (viewport and toasts), loaded on the first toast: it is not in a page's first JavaScript. */
let LoadedRegion: ComponentType<ToastRegionProps> | undefined;
let regionLoading: Promise<ComponentType<ToastRegionProps>> | undefined;

/**
 * Loads the toast viewport's code (Radix) ahead of the first toast, e.g. when a form is submitted, so the
 * toast shows without waiting for it. `ToastProvider` calls it itself on the first `toast()`.
 * @returns the loaded component (cached: later calls resolve at once)
 */
export function preloadToastRegion(): Promise<ComponentType<ToastRegionProps>> {
  regionLoading ??= import('./toast-region.tsx').then((module) => {
    LoadedRegion = module.ToastRegion;
    return module.ToastRegion;
  });
  return regionLoading;
}

/**
 * Mount once near the root of the app. Holds at most one toast, provides `useToast()`, and renders the
 * toast viewport (fixed bottom right) from the first toast on: its Radix code loads then (or earlier
 * through {@link preloadToastRegion}), so pages that never toast never load it. Built on
 * @radix-ui/react-toast: toasts are announced through a live region, pause on hover and focus, close on
 * swipe right (50 px) or Escape, and F8 focuses them.
 */
export function ToastProvider({
  children,
  label = 'Notification',
  closeLabel = 'Dismiss notification',
  viewportLabel = 'Notifications ({hotkey})',
  duration = TOAST_DURATION_MS,
}: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastState[]>([]);
  // Not read at the first render: a provider hydrated after the region loaded (an island hydrated after a form's
  // first focus, decision 018) must first render what the server rendered, without it.
  const [Region, setRegion] = useState<ComponentType<ToastRegionProps> | undefined>(undefined);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    if (LoadedRegion) setRegion(() => LoadedRegion);
  }, []);

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // A dismissed toast leaves state TOAST_REMOVE_DELAY_MS after it closed (Radix has already unmounted it).
  useEffect(() => {
    for (const t of toasts) {
      if (t.open || timers.current.has(t.id)) continue;
      const timer = setTimeout(() => {
        timers.current.delete(t.id);
        setToasts((current) => current.filter((c) => c.id !== t.id));
      }, TOAST_REMOVE_DELAY_MS);
      timers.current.set(t.id, timer);
    }
  }, [toasts]);

  const dismiss = useCallback((id?: string) => {
    setToasts((current) => current.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  }, []);

  const toast = useCallback(
    (options: ToastOptions): ToastHandle => {
      counter += 1;
      const id = `toast-${counter}`;
      // Resolves at once when already loaded (e.g. preloaded by a form after this provider mounted).
      preloadToastRegion().then(
        (component) => setRegion(() => component),
        // A failed chunk load (offline) leaves the toast unshown; the next toast tries again.
        () => {
          regionLoading = undefined;
        },
      );
      setToasts((current) => [{ ...options, id, open: true }, ...current].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {Region && (
        <Region
          toasts={toasts}
          dismiss={dismiss}
          label={label}
          closeLabel={closeLabel}
          viewportLabel={viewportLabel}
          duration={duration}
        />
      )}
    </ToastContext.Provider>
  );
}

/**
 * The toast API of the nearest `ToastProvider`.
 *
 * @example
 * const { toast } = useToast();
 * toast({ title: 'Request sent', description: 'We will call you within one business day.' });
 * toast({ title: 'Could not send', description: 'Please call us instead.', variant: 'destructive' });
 * @throws Error when used outside a `ToastProvider`.
 */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be used inside <ToastProvider>.');
  return api;
}
