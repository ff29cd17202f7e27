import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const summary = style({ display: 'grid', gap: vars.space[4] });

export const summaryList = style({ margin: 0, display: 'grid', gap: vars.space[3] });

export const summaryRow = style({
  display: 'grid',
  gap: vars.space[1],
  paddingBottom: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { paddingBottom: 0, borderBottom: 0 } },
  '@media': { [mq.sm]: { gridTemplateColumns: '9rem minmax(0, 1fr)', gap: vars.space[4] } },
});

export const summaryLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const summaryValue = style({ margin: 0, color: vars.color.textStrong });

/** Two columns from large screens: main content wider, panel narrower. */
export const split = style({
  display: 'grid',
  gap: vars.space[8],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space[12] } },
});

export const prose = style({ display: 'grid', gap: vars.space[4], maxWidth: vars.size.prose });

export const paragraph = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const areas = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginBottom: vars.space[8],
});

export const area = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: '2.5rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.textStrong,
  fontWeight: vars.fontWeight.medium,
});

export const areaIcon = style({ width: '1rem', height: '1rem', flexShrink: 0, color: vars.color.primary });

/** The serving-areas panel: its text, the districts and the landmarks side by side on large screens. */
export const panel = style({
  display: 'grid',
  gap: vars.space[6],
  '@media': {
    [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space[10] },
  },
});

export const panelIntro = style({
  display: 'grid',
  gap: vars.space[3],
  alignContent: 'start',
  '@media': { [mq.md]: { gridColumn: '1 / -1' }, [mq.lg]: { gridColumn: 'auto' } },
});

export const panelGroup = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });

export const panelText = style({ margin: 0, color: vars.color.text });

export const panelList = style({
  margin: 0,
  paddingLeft: vars.space[5],
  display: 'grid',
  gap: vars.space[1],
  color: vars.color.text,
});

export const neighbourhood = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });

export const neighbourhoodTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });

export const neighbourhoodText = style({ margin: 0, color: vars.color.textMuted });
