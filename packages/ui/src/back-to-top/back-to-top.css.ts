import { style } from '@vanilla-extract/css';
import { focusRing, mq } from '../styles/mixins.ts';
import { button } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  button,
  focusRing,
  {
    position: 'fixed',
    zIndex: vars.zIndex.floating,
    right: vars.space['4'],
    bottom: `calc(${vars.space['4']} + var(--back-to-top-offset, 0px))`,
    display: 'grid',
    placeItems: 'center',
    width: '48px',
    height: '48px',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    boxShadow: vars.shadow.lg,
    opacity: 0,
    visibility: 'hidden',
    transform: 'translateY(8px)',
    transitionProperty: 'opacity, transform, visibility, background-color',
    transitionDuration: vars.motion.normal,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&[data-visible="true"]': { opacity: 1, visibility: 'visible', transform: 'none' },
      '&:hover': { backgroundColor: vars.color.primaryHover },
    },
    '@media': {
      [mq.md]: {
        right: vars.space['6'],
        bottom: `calc(${vars.space['6']} + var(--back-to-top-offset, 0px))`,
      },
      [mq.reducedMotion]: { transition: 'none', transform: 'none' },
    },
  },
]);

export const icon = style({ width: '1.5rem', height: '1.5rem' });
