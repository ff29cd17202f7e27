import { style } from '@vanilla-extract/css';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    display: 'inline-flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    gap: vars.space['1'],
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.textStrong,
  },
]);

export const required = style({ color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

export const optional = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });
