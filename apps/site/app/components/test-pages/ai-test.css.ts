import { mq, vars } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** Checks and page signals side by side from 1024 px; quick answers and common queries below. */
export const checksLayout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const card = style({ gap: vars.space[4], height: '100%' });

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const flush = style({ margin: 0 });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const checkList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid' });

export const checkRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const checkText = style({ display: 'grid', gap: vars.space[1], minWidth: 0 });

export const checkLabel = style({ fontWeight: vars.fontWeight.medium, color: vars.color.textStrong });

export const checkPath = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space[4],
  margin: 0,
});

export const counter = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceTint,
});

globalStyle(`${counter} dt`, { fontSize: vars.fontSize.sm, color: vars.color.text });
globalStyle(`${counter} dd`, {
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const answers = style({ display: 'grid', gap: vars.space[4], margin: 0 });

export const answer = style({ display: 'grid', gap: vars.space[1] });

globalStyle(`${answer} dt`, { fontWeight: vars.fontWeight.semibold, color: vars.color.textStrong });
globalStyle(`${answer} dd`, { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text });

export const queryList = style({
  margin: 0,
  paddingLeft: vars.space[6],
  display: 'grid',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});

export const secondRow = style({
  display: 'grid',
  gap: vars.space[6],
  marginTop: vars.space[6],
  '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Sample queries: quoted prompts in tinted boxes. */
export const sampleList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const sample = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderLeft: `3px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textStrong,
});

export const toolGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  '@media': {
    [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.xl]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const toolName = style({ margin: 0 });

export const toolText = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text, flexGrow: 1 });

export const toolLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: vars.size.touch,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.link,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const toolIcon = style({ width: '1rem', height: '1rem' });

export const steps = style({
  margin: 0,
  paddingLeft: vars.space[6],
  display: 'grid',
  gap: vars.space[3],
  maxWidth: vars.size.prose,
});
