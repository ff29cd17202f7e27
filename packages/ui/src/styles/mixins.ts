import type { StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { breakpoints } from './tokens.ts';

/** Media queries, mobile first. */
export const mq = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** The focus ring: a 2 px outline in the focus colour with a 2 px offset, on keyboard focus only. */
export const focusRing: StyleRule = {
  selectors: {
    '&:focus-visible': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
};

/** A transition that is switched off under prefers-reduced-motion. */
export function transition(properties: string[]): StyleRule {
  return {
    transitionProperty: properties.join(', '),
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    '@media': { [mq.reducedMotion]: { transition: 'none' } },
  };
}

/**
 * A pill-shaped toggle button at least 44 px high (the touch target size): the blog's category chips, the
 * recommender's challenge chips, the test page's service interests. Outlined on the surface, its border
 * turns primary on hover; keyboard focus shows the focus ring. Its "on" state is the consumer's: add
 * {@link pillTogglePressed} or a rule of its own with `style([pillToggle, {...}])` (rules merge deeply).
 */
export const pillToggle: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.touch,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textStrong,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ...transition(['background-color', 'border-color', 'color']),
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
};

/** The pressed state of a {@link pillToggle} (`aria-pressed="true"`): filled with the primary colour. */
export const pillTogglePressed: StyleRule = {
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
};
