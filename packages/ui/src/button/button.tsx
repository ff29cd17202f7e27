import type { LucideIcon } from 'lucide-react';
import { LoaderCircle } from 'lucide-react';
import {
  type ComponentPropsWithRef,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { cx } from '../internal/cx.ts';
import { Slot } from '../internal/slot.tsx';
import * as styles from './button.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonOwnProps {
  /** Visual weight. `primary` is the single strong action of a view; `destructive` is for urgent calls. Default `primary`. */
  variant?: ButtonVariant;
  /** Every size keeps a 44 px minimum touch target. Default `md`. */
  size?: ButtonSize;
  /**
   * Shows a spinner and disables the button (links get `aria-disabled` and ignore clicks). Pass the
   * in-progress label as children (e.g. "Submitting...", specification §4).
   */
  loading?: boolean;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Decorative lucide icon before the label (hidden from assistive technology). */
  iconStart?: LucideIcon;
  /** Decorative lucide icon after the label (hidden from assistive technology). */
  iconEnd?: LucideIcon;
  className?: string;
  children?: ReactNode;
}

/** A native `<button>`; `type` defaults to `"button"`. */
export type ButtonAsButtonProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> & { href?: undefined; asChild?: false };

/** An `<a href>` styled as a button (calls to action, `tel:` links). */
export type ButtonAsLinkProps = ButtonOwnProps &
  Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps> & { href: string; asChild?: false };

/**
 * Styles the only child element instead (e.g. a router `<Link>`): `<Button asChild><Link to="/contact">…</Link></Button>`.
 */
export type ButtonAsChildProps = ButtonOwnProps &
  Omit<HTMLAttributes<HTMLElement>, keyof ButtonOwnProps> & {
    asChild: true;
    href?: undefined;
    children: ReactElement<{ children?: ReactNode }>;
    ref?: Ref<HTMLElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps | ButtonAsChildProps;

function Content({
  loading,
  iconStart: Start,
  iconEnd: End,
  children,
}: Pick<ButtonOwnProps, 'loading' | 'iconStart' | 'iconEnd' | 'children'>) {
  return (
    <>
      {loading ? (
        <LoaderCircle className={styles.spinner} aria-hidden="true" />
      ) : (
        Start && <Start className={styles.icon} aria-hidden="true" />
      )}
      {children}
      {End && !loading && <End className={styles.icon} aria-hidden="true" />}
    </>
  );
}

/**
 * The action element of the site: a `<button>`, a link (`href`), or any element via `asChild`.
 *
 * @example
 * <Button href="#contact" size="lg">Get a free assessment</Button>
 * <Button type="submit" loading={isSubmitting}>{isSubmitting ? 'Submitting...' : 'Send'}</Button>
 */
export function Button(props: ButtonProps) {
  const {
    variant = 'primary',
    size = 'md',
    loading = false,
    fullWidth = false,
    iconStart,
    iconEnd,
    className,
    children,
    ...rest
  } = props;
  const classes = cx(
    styles.root,
    styles.variant[variant],
    styles.size[size],
    fullWidth && styles.fullWidth,
    className,
  );
  const content = { loading, iconStart, iconEnd };

  if (rest.asChild) {
    const { asChild: _asChild, ...slotProps } = rest;
    if (!isValidElement<{ children?: ReactNode }>(children)) return null;
    return (
      <Slot {...slotProps} className={classes} aria-busy={loading || undefined}>
        {cloneElement(children, undefined, <Content {...content}>{children.props.children}</Content>)}
      </Slot>
    );
  }

  if (typeof rest.href === 'string') {
    const { asChild: _asChild, href, onClick, ...anchorProps } = rest as ButtonAsLinkProps;
    return (
      <a
        {...anchorProps}
        href={href}
        className={classes}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={(event) => {
          if (loading) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        <Content {...content}>{children}</Content>
      </a>
    );
  }

  const {
    asChild: _asChild,
    href: _href,
    type = 'button',
    disabled,
    ...buttonProps
  } = rest as ButtonAsButtonProps;
  return (
    <button
      {...buttonProps}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <Content {...content}>{children}</Content>
    </button>
  );
}
