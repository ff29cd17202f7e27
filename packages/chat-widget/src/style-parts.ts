import { mq, vars } from '@northline/ui';

/** Style fragments shared by the launcher's and the widget's stylesheets (plain objects, no classes). */

export const focusVisible = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** Resets an element the widget renders (the host page may style bare tags). */
export const reset = {
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'none',
  textDecoration: 'none',
  background: 'none',
  minWidth: 0,
  maxWidth: 'none',
  float: 'none',
} as const;

export const transition = {
  transitionProperty: 'background-color, border-color, color, box-shadow, transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  '@media': { [mq.reducedMotion]: { transition: 'none' } },
} as const;

/** A button filled with the brand colour: darker on hover, the focus ring, dimmed while disabled. */
export const primaryFill = {
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover },
    '&:focus-visible': focusVisible,
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
} as const;

/** Underlined text in the link colour: the brand's hover colour, and a rounded focus ring. */
export const linkText = {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    '&:focus-visible': { ...focusVisible, borderRadius: vars.radius.sm },
  },
} as const;

/** A small label on the brand's subtle tint (a service tag, a cited page): short padding, medium weight. */
export const chip = {
  paddingInline: vars.space['2'],
  paddingBlock: '0.125rem',
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.medium,
} as const;

/** A short warning line inside a card (a refused time, a field's error): padded, rounded, on the warning tint. */
export const warningNote = {
  ...reset,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.onWarningSubtle,
  fontSize: vars.fontSize.sm,
} as const;
