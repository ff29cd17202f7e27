/**
 * The Reports page's styles: the period form, the totals, and each section's figure and table. Charts take the
 * width of their section and redraw when it changes (phones to wide screens); tables scroll in their own region.
 */
import { mq, vars, wrapRow } from '@northline/ui';
import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { panel } from './staff.css.ts';

export const rangeForm = style([
  panel,
  {
    display: 'grid',
    gap: vars.space['3'],
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    alignItems: 'end',
    marginBottom: vars.space['3'],
    '@media': { [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 12rem)) 1fr' } },
  },
]);

export const rangeActions = style({
  gridColumn: '1 / -1',
  ...wrapRow,
  gap: vars.space['4'],
  '@media': { [mq.md]: { gridColumn: 'auto' } },
});

export const totals = style({ margin: `${vars.space['4']} 0` });

export const totalsList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  margin: 0,
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const total = style([panel, { padding: vars.space['3'], display: 'grid', gap: vars.space['1'] }]);
globalStyle(`${total} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${total} dd`, {
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textStrong,
});

/** The sections: one column on phones, two from the xl breakpoint. */
export const sections = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.xl]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const section = style([panel, { display: 'grid', gap: vars.space['3'], minWidth: 0 }]);
globalStyle(`${section} h2`, { margin: 0 });
/** A section whose table has many columns: the full width on wide screens, beside nothing. */
export const sectionWide = style({ '@media': { [mq.xl]: { gridColumn: '1 / -1' } } });

/** A report's tables are as wide as their section; a table too wide for a phone scrolls in its region. */
globalStyle(`${section} table`, { minWidth: 'auto' });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const figure = style({ margin: 0, display: 'grid', gap: vars.space['2'], minWidth: 0 });

/**
 * The colours a chart draws with, as custom properties of its box: a canvas cannot read the theme's variables, so
 * the chart reads these from the box's computed style (the design system's tokens, whichever theme is on).
 */
export const chartColors = { text: createVar(), grid: createVar(), first: createVar(), second: createVar() };

/** The chart's box: the section's width; the chart sets its own height. */
export const chart = style({
  width: '100%',
  minWidth: 0,
  overflow: 'hidden',
  vars: {
    [chartColors.text]: vars.color.textMuted,
    [chartColors.grid]: vars.color.border,
    [chartColors.first]: vars.color.primary,
    [chartColors.second]: vars.color.success,
  },
});

/** A chart's key (charts of two series): a swatch of each series' colour and its name. */
export const legend = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space['2']}`,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] });

export const swatch = style({ width: '0.75rem', height: '0.75rem', borderRadius: '2px', flex: 'none' });

export const chartPlaceholder = style({
  minHeight: '12rem',
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
});

export const caption = style({ fontSize: vars.fontSize.sm, color: vars.color.text });

/** A figure cell: aligned right, digits of equal width. */
export const number = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const download = style({ margin: 0, fontSize: vars.fontSize.sm });
