import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const detail = style({ gap: vars.space[2] });

export const iconWell = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space[2],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
});

export const icon = style({ width: '1.5rem', height: '1.5rem' });

export const lines = style({ display: 'grid', gap: vars.space[1] });

export const line = style({ overflowWrap: 'anywhere' });

export const link = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.link,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '0.2em',
});

/** The emergency card: a red edge so it reads as urgent before it is read (red means urgent). */
export const urgent = style({ borderColor: vars.color.destructive, borderWidth: '2px' });

export const cue = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.link,
});

export const urgentCue = style([cue, { color: vars.color.destructive }]);
