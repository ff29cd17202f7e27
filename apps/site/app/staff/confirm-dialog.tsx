import { Button } from '@northline/ui';
import type { ReactNode } from 'react';
import * as css from './staff.css.ts';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question's id, which names the dialog (`aria-labelledby`). */
  id: string;
  /** The question: what the destructive step does. */
  question: ReactNode;
  /** The destructive button's label ("Yes, disable"). */
  confirmLabel: ReactNode;
  /** The label of the button that keeps things as they are. */
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Whether the destructive button is disabled (its step under way). */
  disabled: boolean;
  /** Whether the destructive button shows its spinner; false unless said. */
  loading?: boolean;
  /** Whether the dialog keeps its distance from what stands above it. */
  spaced?: boolean;
}

/**
 * The staff app's inline confirmation of a destructive step: an alert dialog (`role="alertdialog"`) that asks
 * the question, with the destructive button (focused when the dialog opens) and the cancel button.
 */
export function ConfirmDialog({
  id,
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  disabled,
  loading,
  spaced = false,
}: ConfirmDialogProps) {
  return (
    <div
      className={spaced ? `${css.alert} ${css.spaced}` : css.alert}
      role="alertdialog"
      aria-labelledby={id}
    >
      <p id={id}>{question}</p>
      <div className={css.row}>
        <Button
          variant="destructive"
          size="sm"
          onClick={onConfirm}
          disabled={disabled}
          loading={loading}
          autoFocus
        >
          {confirmLabel}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </div>
  );
}
