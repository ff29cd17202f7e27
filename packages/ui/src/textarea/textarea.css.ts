import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const textarea = style({
  resize: 'vertical',
  lineHeight: vars.lineHeight.normal,
  paddingBlock: vars.space['3'],
});
