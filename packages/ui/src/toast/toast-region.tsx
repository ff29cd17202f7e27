import * as RadixToast from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { cx } from '../internal/cx.ts';
import * as styles from './toast.css.ts';
import { TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, type ToastState } from './toast.tsx';

/** Props of {@link ToastRegion}: the provider's toasts and texts (see `ToastProviderProps`). */
export interface ToastRegionProps {
  toasts: readonly ToastState[];
  /** Closes one toast (by id). */
  dismiss: (id: string) => void;
  label: string;
  closeLabel: string;
  viewportLabel: string;
  /** Default display time in ms. */
  duration: number;
}

/**
 * The toast viewport and its toasts on @radix-ui/react-toast (specification §9). Loaded by `ToastProvider`
 * on the first toast; not meant to be rendered directly.
 */
export function ToastRegion({
  toasts,
  dismiss,
  label,
  closeLabel,
  viewportLabel,
  duration,
}: ToastRegionProps) {
  return (
    <RadixToast.Provider
      label={label}
      duration={duration}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, open, title, description, variant = 'default', duration: ownDuration }) => {
        const Icon = variant === 'destructive' ? CircleAlert : CircleCheck;
        return (
          <RadixToast.Root
            key={id}
            open={open}
            onOpenChange={(next) => {
              if (!next) dismiss(id);
            }}
            duration={ownDuration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={cx(styles.root, styles.variant[variant])}
            data-variant={variant}
          >
            <Icon className={cx(styles.icon, styles.iconVariant[variant])} aria-hidden="true" />
            <div className={styles.body}>
              <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
              {description && (
                <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
              )}
            </div>
            <RadixToast.Close className={styles.close} aria-label={closeLabel}>
              <X className={styles.closeIcon} aria-hidden="true" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className={styles.viewport} hotkey={[...TOAST_HOTKEY]} label={viewportLabel} />
    </RadixToast.Provider>
  );
}
