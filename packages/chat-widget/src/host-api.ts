/**
 * `window.NorthlineChat`, the host-page API of the script-tag widget (the pattern of Intercom's
 * and Crisp's snippets). Small and free of React: the loader (`/embed/chat-widget.js`) defines it before the
 * widget's code is loaded, and the widget's bundle takes it over when it mounts.
 */
import type { ChatLeadEvent, ChatWidgetControls, VisitorDetails } from './types.ts';

/** The events of {@link NorthlineChatApi.on}: what each listener receives. */
export interface ChatHostEvents {
  /** The chat opened (a visitor's click or `open()`/`toggle()`). */
  open: undefined;
  /** The chat closed. */
  close: undefined;
  /** The visitor shared an email or a phone and the API stored it ({@link ChatLeadEvent}: kinds, not values). */
  lead: ChatLeadEvent;
}

/** A listener of {@link NorthlineChatApi.on}. */
export type ChatHostListener<E extends keyof ChatHostEvents> = (payload: ChatHostEvents[E]) => void;

/** `window.NorthlineChat`: the widget's controls plus events. */
export interface NorthlineChatApi extends ChatWidgetControls {
  /** The widget's version (`0.1.0`), the one in `/embed/chat-widget@<version>.js`. */
  readonly version: string;
  /**
   * Calls `listener` on each `event`: `open`, `close` or `lead`. A listener that throws is reported to the
   * console and does not stop the others.
   *
   * @returns a function that removes the listener
   */
  on<E extends keyof ChatHostEvents>(event: E, listener: ChatHostListener<E>): () => void;
  /** Removes a listener added with {@link NorthlineChatApi.on}. */
  off<E extends keyof ChatHostEvents>(event: E, listener: ChatHostListener<E>): void;
}

/** @internal What the loader and the bundle share beyond the public API. */
export interface HostApiInternals {
  /** Calls every listener of an event. */
  emit<E extends keyof ChatHostEvents>(event: E, payload: ChatHostEvents[E]): void;
  /** What `identify` has collected so far (the prefill of a widget mounted later). */
  visitor(): VisitorDetails;
  /** The mounted widget takes over open/close/toggle/identify. */
  attach(widget: ChatWidgetControls): void;
  /** Asks the page's loader to load the widget and open it (set by the loader; the bundle mounts at once). */
  request: ((open: boolean) => void) | null;
}

/** The global's name. */
export const HOST_API_GLOBAL = 'NorthlineChat';

/** The event dispatched on `window` once {@link HOST_API_GLOBAL} exists. */
export const HOST_API_READY_EVENT = 'northline-chat:ready';

type Installed = NorthlineChatApi & { readonly _internal: HostApiInternals };

/**
 * `window.NorthlineChat`, created on first call (and `northline-chat:ready` dispatched on window), else the
 * existing one: the loader and the bundle share one object, so listeners added early keep hearing.
 *
 * @param version the widget's version
 */
export function installHostApi(version: string): Installed {
  const host = window as unknown as Record<string, Installed | undefined>;
  const existing = host[HOST_API_GLOBAL];
  if (existing?._internal) return existing;
  const listeners = new Map<keyof ChatHostEvents, Set<(payload: never) => void>>();
  let visitor: VisitorDetails = {};
  let widget: ChatWidgetControls | null = null;
  const internal: HostApiInternals = {
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as ChatHostListener<typeof event>)(payload);
        } catch (error) {
          console.error('NorthlineChat: a listener failed', error);
        }
      }
    },
    visitor: () => visitor,
    attach(mounted) {
      widget = mounted;
    },
    request: null,
  };
  const api: Installed = {
    version,
    open: () => (widget ? widget.open() : internal.request?.(true)),
    close: () => widget?.close(),
    toggle: () => (widget ? widget.toggle() : internal.request?.(true)),
    identify(details) {
      const known: VisitorDetails = {};
      for (const key of ['name', 'email', 'company', 'phone'] as const) {
        const value = details?.[key];
        if (typeof value === 'string') known[key] = value;
      }
      visitor = { ...visitor, ...known };
      widget?.identify(known);
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      listeners.set(event, set);
      set.add(listener);
      return () => api.off(event, listener);
    },
    off(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    _internal: internal,
  };
  host[HOST_API_GLOBAL] = api;
  window.dispatchEvent(new Event(HOST_API_READY_EVENT));
  return api;
}
