import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const wrapper = style({ position: 'relative', display: 'block' });

export const select = style({
  appearance: 'none',
  paddingInlineEnd: vars.space['10'],
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space['3'],
  top: '50%',
  transform: 'translateY(-50%)',
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
