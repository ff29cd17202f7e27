import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

const resetList = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** The hero's trust badges: a raised panel beside the promise on large screens, below it on phones. */
export const badgePanel = style({
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
});

export const badgePanelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const badges = style({
  ...resetList,
  display: 'grid',
  gap: vars.space[3],
  '@media': { [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const badge = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const badgeIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const complianceCard = style({ display: 'grid', alignContent: 'start', gap: vars.space[3] });

/** A list with check marks (compliance points, what the consultation includes). */
export const checkList = style({ ...resetList, display: 'grid', gap: vars.space[2] });

export const checkItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  color: vars.color.text,
});

export const checkIcon = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  marginTop: '0.25rem',
  color: vars.color.success,
});

/** Real estate's links to the four service and four area pages: a row of each on large screens. */
export const relatedLinks = style({
  ...resetList,
  display: 'grid',
  gap: vars.space[3],
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const relatedLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: vars.size.touch,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  transitionProperty: 'border-color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, backgroundColor: vars.color.surfaceTint },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const relatedIcon = style({ width: '1.125rem', height: '1.125rem', flexShrink: 0 });

/** The consultation section: the promise and what it includes beside the form (stacked on phones). */
export const contactLayout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[8],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space[12] } },
});

export const contactIntro = style({
  display: 'grid',
  gap: vars.space[4],
  '@media': { [mq.lg]: { position: 'sticky', top: '6rem' } },
});

/**
 * The form's panel: a raised card from 480 px; on narrower phones the form sits on the section itself, so
 * the fields and the submit label ('Request Free Consultation') keep the full width at 360 px.
 */
export const formPanel = style({
  minWidth: 0,
  '@media': {
    [mq.sm]: {
      padding: vars.space[6],
      borderRadius: vars.radius.lg,
      border: `1px solid ${vars.color.border}`,
      backgroundColor: vars.color.surfaceRaised,
      boxShadow: vars.shadow.md,
    },
    [mq.md]: { padding: vars.space[8] },
  },
});
