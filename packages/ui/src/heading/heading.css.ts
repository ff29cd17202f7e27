import { style, styleVariants } from '@vanilla-extract/css';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    fontFamily: vars.font.body,
    color: vars.color.textStrong,
    lineHeight: vars.lineHeight.tight,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.015em',
    textWrap: 'balance',
  },
]);

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, letterSpacing: 0 },
  md: { fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, letterSpacing: 0 },
  lg: { fontSize: vars.fontSize['2xl'] },
  xl: { fontSize: vars.fontSize['3xl'] },
  '2xl': { fontSize: vars.fontSize['4xl'] },
  '3xl': { fontSize: vars.fontSize['5xl'], letterSpacing: '-0.02em' },
});
