/**
 * The staff meetings' styles (the views' toolbar, the day groups and meeting cards, the booking settings' forms):
 * what they add to the staff app's own (staff.css.ts), whose panels, cards and navigation links they build on,
 * with the design system's shared rules (`@northline/ui` mixins).
 */
import { bareList, focusOutline, inputBox, mq, vars } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { card, navLink, panel } from './staff.css.ts';

/** The view switch, the date steps and the consultant filter: one wrapping row. */
export const toolbar = style([
  panel,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space['3'],
    alignItems: 'end',
    marginBottom: vars.space['4'],
    padding: vars.space['3'],
  },
]);

/** A group of links that act as one control (the view switch, the date steps). */
export const segmented = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  alignItems: 'center',
  margin: 0,
  padding: 0,
  border: 'none',
});

export const segmentLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  marginRight: vars.space['1'],
});

/**
 * One link of a group: a navigation link of the staff app (touch-sized, its hover and focus) with a border; the
 * current view is marked with `aria-current`.
 */
export const segment = style([
  navLink,
  {
    justifyContent: 'center',
    minWidth: vars.size.touch,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surface,
    fontSize: vars.fontSize.sm,
    selectors: {
      '&[aria-current="true"], &[aria-current="page"]': {
        background: vars.color.primarySubtle,
        color: vars.color.onPrimarySubtle,
        borderColor: vars.color.primary,
      },
      '&:hover': { background: vars.color.surfaceMuted },
    },
  },
]);

/** The consultant filter: pushed to the row's end on wide screens. */
export const filter = style({ minWidth: '12rem', '@media': { [mq.md]: { marginLeft: 'auto' } } });

export const rangeTitle = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.lg,
  color: vars.color.textStrong,
});

/** The days of a view, each with its meetings. */
export const days = style({ display: 'grid', gap: vars.space['4'] });

export const dayHeading = style({
  margin: `0 0 ${vars.space['2']}`,
  fontSize: vars.fontSize.md,
  color: vars.color.textStrong,
});

export const meetingList = style({
  ...bareList,
  gap: vars.space['2'],
  '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** One meeting: its time on the left, who and with whom beside it. */
export const meeting = style([
  card,
  {
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: vars.space['3'],
    alignItems: 'start',
  },
]);

/** A cancelled meeting: its time struck through (the badge says it in words). */
export const cancelled = style({});
globalStyle(`${cancelled} time`, { textDecoration: 'line-through' });

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
  whiteSpace: 'nowrap',
});

export const meetingBody = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const empty = style([panel, { textAlign: 'center', color: vars.color.textMuted }]);

/** The settings' sections, one column on phones, two on wide screens. */
export const settingsGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const form = style({ display: 'grid', gap: vars.space['3'] });

/** The weekly hours: a row per weekday (available, start, end). */
export const hoursTable = style({
  display: 'grid',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  border: 'none',
});

/** On phones the day takes a line of its own above its two times; from md the three share one line. */
export const hoursRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space['2'],
  alignItems: 'end',
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(7.5rem, 1fr) minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const hoursDay = style({ gridColumn: '1 / -1', '@media': { [mq.md]: { gridColumn: 'auto' } } });

export const timeInput = style({
  ...inputBox,
  width: '100%',
  minWidth: 0,
  padding: `0 ${vars.space['2']}`,
  background: vars.color.surface,
  font: 'inherit',
  selectors: {
    '&:focus-visible': focusOutline,
    '&:disabled': { opacity: 0.6 },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
  },
});

export const fieldLabel = style({ display: 'grid', gap: vars.space['1'], fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.destructive, fontSize: vars.fontSize.sm, margin: 0 });

export const dayOffList = style({ ...bareList, gap: vars.space['1'] });

export const dayOff = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space['1'],
});

export const addRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'], alignItems: 'end' });

export const feedUrl = style({
  ...inputBox,
  width: '100%',
  padding: `0 ${vars.space['2']}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  background: vars.color.surfaceMuted,
  selectors: { '&:focus-visible': focusOutline },
});

export const steps = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  display: 'grid',
  gap: vars.space['1'],
});

/** A lead's meetings panel: right after the status on phones and tablets (the lead detail's section order). */
export const leadMeetingsOrder = style({ order: 2 });
