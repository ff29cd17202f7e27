/**
 * The lead page's activity history (lead-activity.tsx): a vertical timeline, a rule on the left and one marker per
 * entry, dense enough to scan and wrapping on phones.
 */
import { vars } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** "Add note" and "History" inside the section. */
export const subheading = style({
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textStrong,
});

/** The "History" heading: set apart from the form above it. */
export const spacedAbove = style({ marginTop: vars.space['4'] });

/** The filter: a row of radio choices that wraps on phones. */
export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: `${vars.space['3']} 0 0`,
  padding: 0,
  border: 'none',
  fontSize: vars.fontSize.sm,
});

/** The filter's legend, on the row's start. */
export const filterLegend = style({
  float: 'left',
  padding: 0,
  marginRight: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

/** One choice: its radio and label, a comfortable target. */
export const filterChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '24px',
  cursor: 'pointer',
});

export const timeline = style({
  listStyle: 'none',
  margin: `${vars.space['3']} 0 0`,
  padding: `0 0 0 ${vars.space['4']}`,
  borderLeft: `2px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const entry = style({ position: 'relative', minWidth: 0 });

/** The marker on the rule. */
globalStyle(`${entry}::before`, {
  content: '""',
  position: 'absolute',
  left: `calc(-1 * ${vars.space['4']} - 6px)`,
  top: '0.4em',
  width: '10px',
  height: '10px',
  borderRadius: '50%',
  background: vars.color.surface,
  border: `2px solid ${vars.color.textMuted}`,
});
globalStyle(`${entry}[data-kind="note"]::before`, {
  background: vars.color.primary,
  borderColor: vars.color.primary,
});

export const headline = style({
  margin: 0,
  color: vars.color.textStrong,
  fontWeight: vars.fontWeight.semibold,
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.xs });

/** A note's text, set off from the lines around it. */
export const note = style({
  marginTop: vars.space['1'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.md,
  overflowWrap: 'anywhere',
});
