/**
 * Opening and closing the chat widget's card (chat-widget.tsx): the visitor's own open and close move focus,
 * and the host opens, closes and prefills it through the component's `ref`.
 */
import { type Ref, type RefObject, useEffect, useImperativeHandle, useRef } from 'react';
import type { ChatWidgetControls } from './types.ts';

/** Options of {@link useChatOpenState}. */
export interface UseChatOpenStateOptions {
  /** Whether the card is open in this render (the chat's state, also when restored after navigation). */
  isOpen: boolean;
  /** Opens the chat's state (the greeting on the first open). */
  openChat: () => void;
  /** Closes the chat's state (ending the session on the API when more than the greeting exists). */
  closeChat: () => void;
  /** The chat opened. */
  onOpen?: (() => void) | undefined;
  /** The chat closed. */
  onClose?: (() => void) | undefined;
}

/** What {@link useChatOpenState} returns: the focus targets and the open, close and toggle actions. */
export interface ChatOpenState {
  /** The launcher button (focused after the visitor's close). */
  launcherRef: RefObject<HTMLButtonElement | null>;
  /** The message input (focused after the visitor's open). */
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Opens the card (nothing when open), focus then in the input. */
  open: () => void;
  /** Closes the card (nothing when closed), focus then on the launcher. */
  close: () => void;
  /** Opens when closed, closes when open. */
  toggle: () => void;
}

/**
 * The card's open state as the visitor and the host change it: `open` and `close` act once even when called
 * twice in one tick, call `onOpen`/`onClose`, and move focus to the input or the launcher once the card shows or
 * goes (a state restored after navigation moves no focus).
 * @param options the state, the chat's own open and close, and the listeners
 * @returns the refs focus moves to and the actions ({@link ChatOpenState})
 */
export function useChatOpenState({
  isOpen,
  openChat,
  closeChat,
  onOpen,
  onClose,
}: UseChatOpenStateOptions): ChatOpenState {
  const launcherRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const focusTarget = useRef<'input' | 'launcher' | null>(null);

  // Focus follows the visitor's own open and close (not a state restored after navigation).
  useEffect(() => {
    if (isOpen && focusTarget.current === 'input') inputRef.current?.focus();
    if (!isOpen && focusTarget.current === 'launcher') launcherRef.current?.focus();
    focusTarget.current = null;
  }, [isOpen]);

  // Whether the card is open, up to date between renders (two calls in one tick must not both open).
  const latestOpen = useRef(isOpen);
  latestOpen.current = isOpen;

  const open = () => {
    if (latestOpen.current) return;
    latestOpen.current = true;
    focusTarget.current = 'input';
    openChat();
    onOpen?.();
  };
  const close = () => {
    if (!latestOpen.current) return;
    latestOpen.current = false;
    focusTarget.current = 'launcher';
    closeChat();
    onClose?.();
  };
  const toggle = () => (latestOpen.current ? close() : open());
  return { launcherRef, inputRef, open, close, toggle };
}

/** Options of {@link useChatControls}. */
export interface UseChatControlsOptions {
  /** The component's `ref` (the host's handle); may be left out. */
  ref: Ref<ChatWidgetControls> | undefined;
  /** The handle's actions: `open`, `close`, `toggle` and `identify`. */
  controls: ChatWidgetControls;
  /** Open the card once, on mount (a stand-alone launcher's click loaded the widget). */
  defaultOpen: boolean;
  /** Whether the card is open in the first render (a restored open card stays as it is). */
  isOpen: boolean;
}

/**
 * The host's control of the card: `controls` as the component's `ref` handle (renewed at each render), and the
 * open on mount that `defaultOpen` asks for (once, and only when the card is not open already).
 * @param options the ref, the handle's actions and the mount-time open request
 */
export function useChatControls({ ref, controls, defaultOpen, isOpen }: UseChatControlsOptions): void {
  useImperativeHandle(ref, () => controls);

  // A click on a stand-alone launcher loaded this widget: open as that click asked (once, on mount).
  const openedOnMount = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, on mount
  useEffect(() => {
    if (!defaultOpen || openedOnMount.current) return;
    openedOnMount.current = true;
    if (!isOpen) controls.open();
  }, []);
}
