import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space[4] });

/** Full width on phones (a large touch target), natural width from tablets up. */
export const submit = style({
  width: '100%',
  '@media': { [mq.md]: { width: 'auto' } },
});
