import { vars } from '@northline/ui';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

const itemBase = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[3] });

/** A point's text by list size. */
export const item = styleVariants({
  sm: [itemBase, { fontSize: vars.fontSize.sm, color: vars.color.text }],
  md: [itemBase, { color: vars.color.text }],
  lg: [itemBase, { fontSize: vars.fontSize.lg, color: vars.color.textStrong }],
});

const iconBase = style({ flexShrink: 0, color: vars.color.success });

/** The check mark: a plain check beside small and medium text, a circled one beside large text. */
export const icon = styleVariants({
  check: [iconBase, { width: '1.25rem', height: '1.25rem', marginTop: '0.2rem' }],
  circle: [iconBase, { width: '1.5rem', height: '1.5rem', marginTop: '0.0625rem' }],
});
