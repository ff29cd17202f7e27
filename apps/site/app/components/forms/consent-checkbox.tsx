import { FieldError } from '@northline/ui';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './consent-checkbox.css.ts';

/** Props of {@link ConsentCheckbox}: a native checkbox's props (spread react-hook-form's `register()`). */
export interface ConsentCheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'id'> {
  /** Id of the input; the error's id is derived from it. */
  id: string;
  /** The consent sentence, as the checkbox's label. */
  label: string;
  /** The validation message, shown under the box in red and read as the box's description. */
  error?: string;
}

/**
 * An explicit consent checkbox (Canada's anti-spam law, CASL, requires express
 * consent, so the box starts unticked and must be ticked by the visitor). The design system has no
 * checkbox yet; this one follows `Field`: label beside a 44 px touch target, error under it via
 * `FieldError`, `aria-invalid` and `aria-describedby` wired.
 */
export function ConsentCheckbox({ id, label, error, className, ...inputProps }: ConsentCheckboxProps) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className={styles.label}>
        <input
          {...inputProps}
          id={id}
          type="checkbox"
          className={styles.box}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
