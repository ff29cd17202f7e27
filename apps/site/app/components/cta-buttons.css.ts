import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const centered = style([row, { justifyContent: 'center' }]);
