import { vars } from '@northline/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/** The view is a size container: its service cards go two per row only when the view itself is wide. */
export const view = style({
  display: 'grid',
  gap: vars.space[6],
  alignContent: 'start',
  minWidth: 0,
  containerType: 'inline-size',
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const notice = style({ margin: 0, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** 'Analyzing Your Business Profile': a calm spinner and the words, in a dashed panel. */
export const analyzing = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[12]} ${vars.space[6]}`,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceMuted,
  textAlign: 'center',
});

export const spinner = style({
  width: '2rem',
  height: '2rem',
  color: vars.color.primary,
  animation: `${spin} 1s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const analyzingText = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const empty = style([analyzing, { backgroundColor: vars.color.surface, gap: vars.space[4] }]);

export const emptyIcon = style({ width: '2rem', height: '2rem', color: vars.color.primary });

export const summary = style({ gap: vars.space[2] });

export const message = style({ margin: 0, color: vars.color.text });

export const services = style({
  display: 'grid',
  gap: vars.space[4],
  '@container': { '(min-width: 46rem)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const serviceCard = style({ gap: vars.space[4], alignSelf: 'start' });

export const serviceHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
});

export const costs = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[6], margin: 0 });

export const cost = style({ display: 'grid', gap: vars.space[1] });

globalStyle(`${cost} dt`, {
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

globalStyle(`${cost} dd`, {
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const label = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const benefits = style({ display: 'grid', gap: vars.space[2] });

export const details = style({
  display: 'grid',
  gap: vars.space[4],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const reasoning = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[6], margin: 0 });

export const fact = style({ display: 'grid', gap: vars.space[1] });

globalStyle(`${fact} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted });
globalStyle(`${fact} dd`, {
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space[6],
  display: 'grid',
  gap: vars.space[1],
  fontSize: vars.fontSize.sm,
});

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: 'auto',
});

export const block = style({ display: 'grid', gap: vars.space[3] });

export const bulletList = style({
  margin: 0,
  paddingLeft: vars.space[6],
  display: 'grid',
  gap: vars.space[2],
  listStyleType: 'disc',
});

export const orderedList = style([bulletList, { listStyleType: 'decimal' }]);
