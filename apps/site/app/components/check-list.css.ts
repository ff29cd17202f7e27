import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  fontSize: vars.fontSize.lg,
  color: vars.color.textStrong,
});

export const icon = style({
  width: '1.5rem',
  height: '1.5rem',
  flexShrink: 0,
  marginTop: '0.0625rem',
  color: vars.color.success,
});
