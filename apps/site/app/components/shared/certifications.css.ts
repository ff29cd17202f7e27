import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const strip = style({
  display: 'grid',
  gap: vars.space[3],
  justifyItems: 'center',
  textAlign: 'center',
});

export const stripTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({ gap: vars.space[2] });

export const icon = style({ width: '1.75rem', height: '1.75rem', color: vars.color.primary });
