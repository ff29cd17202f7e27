import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', justifyContent: 'center' });
