import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const priceCard = style({ display: 'grid', gap: vars.space[4] });

export const priceLabel = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const price = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textStrong,
});

export const stepText = style({ margin: 0 });

export const stepDuration = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  marginTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.onPrimarySubtle,
});

export const stepDurationIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });
