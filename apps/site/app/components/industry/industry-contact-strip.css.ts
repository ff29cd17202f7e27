import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const lines = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
