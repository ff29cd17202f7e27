import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** `position: relative`: the containing block of the visually hidden honeypot. */
export const form = style({ position: 'relative', display: 'grid', gap: vars.space[4] });

/** Full width on phones (a large touch target), natural width from tablets up. */
export const submit = style({
  width: '100%',
  '@media': { [mq.md]: { width: 'auto' } },
});
