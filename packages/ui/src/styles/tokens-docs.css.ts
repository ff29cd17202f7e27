import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const page = style({ display: 'grid', gap: vars.space['8'], maxWidth: '72rem' });

export const swatchGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const swatch = style({
  display: 'grid',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  fontSize: vars.fontSize.xs,
});

export const chip = style({ height: '3.5rem', borderBottom: `1px solid ${vars.color.border}` });

export const swatchText = style({ padding: vars.space['2'], display: 'grid', gap: '2px' });

export const mono = style({ fontFamily: vars.font.mono, color: vars.color.textMuted });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

// Scoped under the table's class: nothing leaks outside the docs page.
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

globalStyle(`${table} th`, { fontWeight: vars.fontWeight.semibold, color: vars.color.textStrong });

export const sample = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  fontWeight: vars.fontWeight.semibold,
  border: `1px solid ${vars.color.border}`,
});

export const bar = style({
  height: '1rem',
  backgroundColor: vars.color.primary,
  borderRadius: vars.radius.sm,
});

export const box = style({
  width: '6rem',
  height: '4rem',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});
