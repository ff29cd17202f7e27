import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

/** Hero and band buttons: full width on phones (one thumb-sized column), their own width from 480 px. */
export const ctaButton = style({
  width: '100%',
  '@media': { [mq.sm]: { width: 'auto' } },
});

/** The form's card: less padding on phones so the fields keep their width. */
export const formCard = style({
  padding: vars.space[5],
  '@media': { [mq.md]: { padding: vars.space[8] } },
});

export const checkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[3],
});

export const checkItem = style({
  display: 'flex',
  gap: vars.space[3],
  alignItems: 'flex-start',
  color: vars.color.text,
});

export const checkIcon = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.2rem',
  color: vars.color.success,
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
