import { mq, pillToggle, vars } from '@northline/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/** The two panels of /ai-recommendation-test: stacked on phones, profile left and results right from 1024 px. */
export const layout = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)' } },
});

/** The profile card's content: groups 32 px apart (the card's own 8 px gap is for short cards). */
export const panelBody = style({ display: 'grid', gap: vars.space[8] });

export const panelHead = style({ display: 'grid', gap: vars.space[2] });

export const panelTitle = style({ margin: 0 });

export const results = style({ minHeight: '20rem' });

/**
 * Label and session id on one line (the id cut with an ellipsis), the sync status on its own line with its
 * height reserved: the id and the status arrive after hydration and must not move the form (CLS).
 */
export const session = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const sessionLabel = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textStrong });

export const sessionId = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.text,
});

export const syncStatus = style({
  gridColumn: '1 / -1',
  minHeight: '1.5em',
  fontSize: vars.fontSize.xs,
  lineHeight: 1.5,
  selectors: {
    '&[data-status="failed"]': { color: vars.color.errorText, fontWeight: vars.fontWeight.semibold },
  },
});

export const fieldGrid = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const fieldset = style({
  display: 'grid',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space[3],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const checkboxes = style({
  display: 'grid',
  gap: `0 ${vars.space[4]}`,
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A checkbox row: the whole 44 px line is the target. */
export const checkbox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.size.touch,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

export const checkboxInput = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  flex: 'none',
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const interests = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** A service-interest button: a pill that turns tinted with a check once the service is viewed. */
export const interest = style([
  pillToggle,
  {
    selectors: {
      '&:hover': { color: vars.color.primaryHover },
      '&[data-viewed]': {
        backgroundColor: vars.color.primarySubtle,
        borderColor: vars.color.primary,
        color: vars.color.onPrimarySubtle,
      },
    },
  },
]);

export const interestIcon = style({ width: '1rem', height: '1rem', flex: 'none' });

export const behaviour = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const behaviourList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[8],
  margin: 0,
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
});

globalStyle(`${behaviourList} dt`, { fontSize: vars.fontSize.xs, color: vars.color.textMuted });
globalStyle(`${behaviourList} dd`, {
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const preparing = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[3],
  minHeight: '16rem',
  color: vars.color.textMuted,
});

export const preparingIcon = style({
  width: '1.5rem',
  height: '1.5rem',
  animation: `${spin} 1s linear infinite`,
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});
