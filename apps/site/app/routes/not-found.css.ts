import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const page = style({ paddingBlock: vars.space[20] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  marginTop: vars.space[6],
});
