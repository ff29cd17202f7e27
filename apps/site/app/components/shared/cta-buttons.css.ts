import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const centered = style([row, { justifyContent: 'center' }]);

/** A row that takes the full line, so its buttons can too on phones ({@link stackedButton}). */
export const stacked = style([row, { width: '100%' }]);

/** Hero and band buttons of the landing pages: full width on phones (one thumb-sized column), their own width from 480 px. */
export const stackedButton = style({
  width: '100%',
  '@media': { [mq.sm]: { width: 'auto' } },
});
