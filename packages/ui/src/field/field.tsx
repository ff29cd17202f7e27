import { type ReactNode, useId } from 'react';
import { FieldError } from '../field-error/field-error.tsx';
import { Input, type InputProps } from '../input/input.tsx';
import { cx } from '../internal/cx.ts';
import { Label } from '../label/label.tsx';
import { Select, type SelectProps } from '../select/select.tsx';
import { Textarea, type TextareaProps } from '../textarea/textarea.tsx';
import * as styles from './field.css.ts';

interface FieldOwnProps {
  /** The visible label, above the control. */
  label: ReactNode;
  /** Error message (e.g. react-hook-form's `errors.email?.message`). Sets `aria-invalid` and shows under the field. */
  error?: string;
  /** Help text between the label and the control, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Shown after the label of optional fields, e.g. "(optional)". */
  optionalText?: string;
  /**
   * Whether the label of a `required` control shows the red asterisk. Default true. A form whose labels mark
   * the optional fields instead ('Message (optional)') passes false; the control stays `required` either way
   * (announced by assistive technology, checked by the browser).
   */
  requiredMark?: boolean;
  /** Class of the wrapper (the control takes `controlClassName`). */
  className?: string;
  controlClassName?: string;
}

/** A text input field (default). */
export type FieldInputProps = FieldOwnProps & { as?: 'input' } & Omit<InputProps, 'invalid' | 'className'>;
/** A native select field. */
export type FieldSelectProps = FieldOwnProps & { as: 'select' } & Omit<SelectProps, 'invalid' | 'className'>;
/** A textarea field. */
export type FieldTextareaProps = FieldOwnProps & { as: 'textarea' } & Omit<
    TextareaProps,
    'invalid' | 'className'
  >;

/**
 * Label + control + hint + error, wired for assistive technology. Spread react-hook-form's `register()`
 * straight in: it takes `name`, `onChange`, `onBlur` and `ref` (a regular prop in React 19).
 *
 * @example
 * <Field label="Work email" type="email" autoComplete="email" required
 *   error={errors.email?.message} {...register('email')} />
 * <Field as="select" label="Company size" placeholder="Choose one" options={sizes} {...register('size')} />
 * <Field as="textarea" label="How can we help?" minHeight={120} {...register('message')} />
 */
export type FieldProps = FieldInputProps | FieldSelectProps | FieldTextareaProps;

export function Field(props: FieldProps) {
  const {
    label,
    error,
    hint,
    optionalText,
    requiredMark = true,
    className,
    controlClassName,
    ...controlProps
  } = props;
  const generatedId = useId();
  const id = controlProps.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : undefined, error ? errorId : undefined, controlProps['aria-describedby']]
      .filter(Boolean)
      .join(' ') || undefined;
  const shared = {
    id,
    invalid: Boolean(error),
    'aria-describedby': describedBy,
    className: controlClassName,
  };

  let control: ReactNode;
  if (controlProps.as === 'select') {
    const { as: _as, ...rest } = controlProps;
    control = <Select {...rest} {...shared} />;
  } else if (controlProps.as === 'textarea') {
    const { as: _as, ...rest } = controlProps;
    control = <Textarea {...rest} {...shared} />;
  } else {
    const { as: _as, ...rest } = controlProps;
    control = <Input {...rest} {...shared} />;
  }

  return (
    <div className={cx(styles.root, className)}>
      <Label
        htmlFor={id}
        required={requiredMark && controlProps.required}
        optionalText={controlProps.required ? undefined : optionalText}
      >
        {label}
      </Label>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {control}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
