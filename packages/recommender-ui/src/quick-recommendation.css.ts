import { mq, pillToggle, pillTogglePressed, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** The form: two required selects side by side from tablets up, then the chips, budget and submit. */
export const form = style({ display: 'grid', gap: vars.space[6], margin: 0 });

export const requiredFields = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const chipSet = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const chipLegend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** A challenge chip: a 44 px pill toggle, filled when pressed (aria-pressed). */
export const chip = style([
  pillToggle,
  pillTogglePressed,
  { selectors: { '&:hover': { color: vars.color.primaryHover } } },
]);

export const chipIcon = style({ width: '1rem', height: '1rem', flex: 'none' });

export const budgetField = style({ '@media': { [mq.md]: { maxWidth: 'calc(50% - 0.5rem)' } } });

export const submitRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [mq.sm]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

/** The results: heading with the confidence, message, two service cards, actions. */
export const results = style({ display: 'grid', gap: vars.space[6] });

export const resultsHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space[3],
});

export const message = style({ margin: 0, color: vars.color.text, maxWidth: vars.size.prose });

export const services = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [mq.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const serviceCard = style({ gap: vars.space[4], height: '100%' });

export const serviceHead = style({ display: 'grid', gap: vars.space[2], justifyItems: 'start' });

export const cost = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const costValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const benefits = style({ display: 'grid', gap: vars.space[2] });

export const cardAction = style({ marginTop: 'auto' });
