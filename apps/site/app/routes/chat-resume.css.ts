import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  paddingBlock: vars.space[16],
  '@media': { [mq.md]: { paddingBlock: vars.space[20] } },
});

/** The intro and the island's status under the heading. */
export const text = style({ marginTop: vars.space[4] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[6],
  marginBottom: vars.space[4],
});
