import { style, styleVariants } from '@vanilla-extract/css';
import { transition } from '../styles/mixins.ts';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  transition(['box-shadow', 'border-color']),
  {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    fontFamily: vars.font.body,
    minWidth: 0,
  },
]);

export const variant = styleVariants({
  outline: {},
  elevated: { boxShadow: vars.shadow.md, borderColor: 'transparent' },
  tinted: { backgroundColor: vars.color.surfaceTint, borderColor: 'transparent' },
});

export const padding = styleVariants({
  sm: { padding: vars.space['4'] },
  md: { padding: vars.space['6'] },
  lg: { padding: vars.space['8'] },
});

/** Hover lift for cards that contain a stretched link. */
export const interactive = style({
  selectors: {
    '&:hover': { boxShadow: vars.shadow.lg, borderColor: vars.color.borderStrong },
    '&:focus-within': { boxShadow: vars.shadow.lg },
  },
});
