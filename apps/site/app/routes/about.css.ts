import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const story = style({ display: 'grid', gap: vars.space[4] });
