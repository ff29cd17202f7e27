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
