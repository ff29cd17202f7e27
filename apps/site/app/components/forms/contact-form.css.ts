import { vars } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({
  // The containing block of the visually hidden honeypot.
  position: 'relative',
  display: 'grid',
  gap: vars.space[4],
});

/** Two fields side by side from 40rem, stacked on phones (forms are single-column on mobile). */
export const row = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr 1fr' } },
});

export const privacy = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${privacy} a`, {
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
