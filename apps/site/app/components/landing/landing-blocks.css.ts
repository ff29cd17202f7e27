import { mq, vars, visuallyHiddenRule } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRule);

/**
 * The form's card: from 480 px a raised card; on narrower phones the form sits directly on the section so the
 * fields and the longest submit label ('Request Security Consultation') keep the full 328 px at 360 px.
 */
export const formCard = style({
  padding: 0,
  border: 0,
  boxShadow: 'none',
  backgroundColor: 'transparent',
  '@media': {
    [mq.sm]: {
      padding: vars.space[6],
      border: `1px solid transparent`,
      boxShadow: vars.shadow.md,
      backgroundColor: vars.color.surfaceRaised,
    },
    [mq.md]: { padding: vars.space[8] },
  },
});

/** A card's closing line (a threat's fact, a strategy's best-for line). */
export const cardNote = style({
  margin: 0,
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

/** Contact section: the pitch beside the form from large screens, above it on phones. */
export const contactLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[8],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space[12] } },
});

export const contactPitch = style({
  display: 'grid',
  gap: vars.space[5],
  justifyItems: 'start',
});

export const lead = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: vars.size.prose,
});
