import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** The 'Learn more' cue at a linked card's foot (the whole card is the link). */
export const cue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  marginTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.link,
});

export const cueIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });
