import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';
import { focusVisible, reset, transition, warningNote } from './style-parts.ts';

/** Styles of the booking panel (booking-panel.tsx); the panel's frame, title and form rows are the card's own. */

/** The time zone line under the heading. */
export const zoneLine = style({ ...reset, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

/** One Toronto day: its heading and its times. */
export const day = style({ ...reset, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const dayHeading = style({
  ...reset,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

/** The times of a day, in rows of buttons that wrap. */
export const slots = style({
  ...reset,
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.75rem, 1fr))',
  gap: vars.space['2'],
});

/** A time button: outlined in the brand colour, filled on hover; at least 36 px high (a comfortable target). */
export const slotButton = style({
  ...reset,
  ...transition,
  width: '100%',
  minHeight: '36px',
  paddingInline: vars.space['2'],
  border: `1px solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&:focus-visible': focusVisible,
  },
});

/** The line after the form's heading: the chosen time. */
export const chosen = style({ ...reset, fontSize: vars.fontSize.sm, color: vars.color.text });

/** The 'That time was just taken' and failure lines. */
export const problem = style({ ...warningNote, selectors: { '&:focus-visible': focusVisible } });
