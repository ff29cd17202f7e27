import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** Shown from large screens, beside the hero text; on phones the promise and the actions come first, alone. */
export const svg = style({
  display: 'none',
  width: '100%',
  height: 'auto',
  maxWidth: '28rem',
  marginInline: 'auto',
  '@media': { [mq.lg]: { display: 'block' } },
});

export const links = style({ stroke: vars.color.primarySubtle, strokeWidth: 3, strokeLinecap: 'round' });

export const device = style({ fill: vars.color.surface, stroke: vars.color.primary, strokeWidth: 2 });

export const screen = style({ fill: vars.color.primarySubtle });

export const led = style({ fill: vars.color.success });

export const halo = style({ fill: vars.color.primarySubtle, opacity: 0.6 });

export const shield = style({ fill: vars.color.primary });

export const check = style({
  stroke: vars.color.onPrimary,
  strokeWidth: 8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
