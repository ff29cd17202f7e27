import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ gap: vars.space[6], scrollMarginTop: '6rem' });

export const header = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start' });

export const body = style({
  display: 'grid',
  gap: vars.space[6],
  '@media': { [mq.lg]: { gridTemplateColumns: '1fr 1fr' } },
});

export const part = style({ display: 'grid', gap: vars.space[2], alignContent: 'start' });

export const solution = style({
  margin: 0,
  paddingInlineStart: vars.space[5],
  display: 'grid',
  gap: vars.space[1],
  lineHeight: vars.lineHeight.normal,
});

export const results = style({
  margin: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const result = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceTint,
});

export const resultMetric = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const resultLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

export const facts = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[3]} ${vars.space[8]}`,
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

export const fact = style({ display: 'grid', gap: vars.space[1] });

export const factLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const factIcon = style({ width: '1rem', height: '1rem', flexShrink: 0 });

export const factValue = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});
