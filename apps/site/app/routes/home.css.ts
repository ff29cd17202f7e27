import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** The certification strip right under the hero. */
export const badges = style({
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The assessment promises beside the form from large screens, above it on phones. */
export const contactLayout = style({
  display: 'grid',
  gap: vars.space[8],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const formCard = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': { [mq.sm]: { padding: vars.space[6] }, [mq.md]: { padding: vars.space[8] } },
});

export const prose = style({ display: 'grid', gap: vars.space[4], justifyItems: 'start' });
