import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** The offer: a tinted panel under the thank-you message or the sent contact form. */
export const offer = style({
  display: 'grid',
  gap: vars.space[3],
  marginTop: vars.space[8],
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceTint,
  textAlign: 'left',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textStrong,
});

export const text = style({ margin: 0, color: vars.color.text });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

/** The slot buttons: a wrapping row of at least 44 px targets. */
export const slots = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One day's times: its name, then its buttons. */
export const day = style({ display: 'grid', gap: vars.space[2] });

export const dayLabel = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const fields = style({ display: 'grid', gap: vars.space[3] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' });

export const link = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
});

export const error = style({ margin: 0, color: vars.color.errorText });
