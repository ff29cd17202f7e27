import { style } from '@vanilla-extract/css';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  { display: 'flex', flexDirection: 'column', gap: vars.space['2'], fontFamily: vars.font.body, minWidth: 0 },
]);

export const hint = style([
  base,
  { fontSize: vars.fontSize.sm, color: vars.color.textMuted, marginTop: '-0.25rem' },
]);
