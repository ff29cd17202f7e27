/** The look of a page that confirms a form was sent (./confirmation-page.tsx). */
import { mq, vars } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  paddingBlock: vars.space[16],
  '@media': { [mq.md]: { paddingBlock: vars.space[20] } },
});

/** The check mark above the heading (decorative). */
export const icon = style({
  width: 48,
  height: 48,
  color: vars.color.success,
  marginBottom: vars.space[4],
});

export const eyebrow = style({
  margin: 0,
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.05em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const message = style({ marginTop: vars.space[4] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[8],
});

export const call = style({
  marginTop: vars.space[6],
});

/** The phone number never breaks across lines. */
globalStyle(`${call} a`, {
  whiteSpace: 'nowrap',
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});
