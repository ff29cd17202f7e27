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
