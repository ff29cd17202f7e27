import { mq, vars } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The root of each component: its own typography, so it reads the same on any host page. */
export const root = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  boxSizing: 'border-box',
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'inherit' });

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A list without bullets. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A list item with a leading check icon. */
export const checkItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const checkIcon = style({
  flex: 'none',
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.125rem',
  color: vars.color.success,
});

/** A headed block of the results. */
export const stack = style({ display: 'grid', gap: vars.space[3], margin: 0 });

/** Buttons in a row that wrap, full width on phones. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  '@media': { [mq.sm]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

/** An alert under a button (§8 failure messages). */
export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.destructiveSubtle,
  color: vars.color.onDestructiveSubtle,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const alertIcon = style({
  flex: 'none',
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.125rem',
});

/** Confidence line: label and percent. */
export const confidence = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const confidenceValue = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  lineHeight: vars.lineHeight.tight,
});

/** Headings keep the page's rhythm; the components set their own margins. */
export const heading = style({ margin: 0 });

/** A focusable heading (focus moves there after a change) shows no outline unless keyboard-focused. */
export const focusTarget = style({
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
