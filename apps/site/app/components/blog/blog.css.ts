import { pillToggle, pillTogglePressed, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** Cards reached by an in-page anchor clear the sticky header. */
export const anchored = style({ scrollMarginTop: '6rem' });

export const articleCard = style([anchored, { gap: vars.space[3] }]);

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const cardFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  marginTop: 'auto',
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
});

/** 'Read article' / 'Download' as plain text plus the 'Coming soon' marker: visibly not a link. */
export const pending = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
});

export const pendingLabel = style({ color: vars.color.textMuted });

export const resourceText = style({ margin: 0 });

export const format = style({
  margin: 0,
  marginTop: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const filters = style({
  display: 'grid',
  gap: vars.space[4],
  marginBottom: vars.space[10],
});

export const searchField = style({ maxWidth: '32rem' });

export const chipSet = style({ margin: 0, padding: 0, border: 0, minWidth: 0 });

export const chipLegend = style({
  padding: 0,
  marginBottom: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

/** A category chip: a pill toggle button, 44 px high, filled when pressed. */
export const chip = style([pillToggle, pillTogglePressed, { fontWeight: vars.fontWeight.semibold }]);

export const chipCount = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.75rem',
  paddingInline: vars.space[1],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontSize: vars.fontSize.xs,
  lineHeight: '1.5',
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const group = style({
  display: 'grid',
  gap: vars.space[6],
  selectors: { '& + &': { marginTop: vars.space[12] } },
});

export const empty = style({ paddingBlock: vars.space[8] });
