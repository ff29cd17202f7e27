import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import * as styles from './tooltip.css.ts';

/** Hover delay before a tooltip opens, in ms (specification §9). */
export const TOOLTIP_DELAY_MS = 700;
/** Window in ms during which moving to another trigger opens its tooltip at once (specification §9). */
export const TOOLTIP_SKIP_DELAY_MS = 300;

const InProvider = createContext(false);

export interface TooltipProviderProps {
  children?: ReactNode;
  /** Default 700 ms. */
  delayDuration?: number;
  /** Default 300 ms. */
  skipDelayDuration?: number;
}

/**
 * Shares the delays across every tooltip below it (mount once near the root). A `Tooltip` outside any
 * provider wraps itself in one.
 */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration = TOOLTIP_SKIP_DELAY_MS,
}: TooltipProviderProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <InProvider.Provider value={true}>{children}</InProvider.Provider>
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  /** The tip. Keep it short; never put the only copy of essential information here. */
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement;
  /** Default `top`. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Controlled open state. */
  open?: boolean;
  /** Open on first render (uncontrolled). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short description shown on hover (after 700 ms) and on keyboard focus, closed with Escape. Built on
 * @radix-ui/react-tooltip: the trigger is described by the tip (`aria-describedby`).
 */
export function Tooltip({ content, children, side = 'top', open, defaultOpen, onOpenChange }: TooltipProps) {
  const inProvider = useContext(InProvider);
  const tooltip = (
    <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side={side} sideOffset={6} collisionPadding={8} className={styles.content}>
          {content}
          <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return inProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
