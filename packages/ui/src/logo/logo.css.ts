import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const mark = style({ width: '2rem', height: '2rem', flexShrink: 0, display: 'block' });

export const tile = style({ fill: vars.color.primary });

export const arrow = style({ fill: vars.color.onPrimary });
