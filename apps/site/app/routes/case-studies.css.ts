import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const studies = style({ display: 'grid', gap: vars.space[10] });

/** The track-record figures sit inside their titled section: no second band padding. */
export const flushStats = style({
  paddingBlock: 0,
  '@media': { 'screen and (min-width: 768px)': { paddingBlock: 0 } },
});
