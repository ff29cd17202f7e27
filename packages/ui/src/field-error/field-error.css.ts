import { style } from '@vanilla-extract/css';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['2'],
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.errorText,
  },
]);

export const icon = style({ flexShrink: 0, width: '1.125rem', height: '1.125rem', marginTop: '0.0625rem' });
