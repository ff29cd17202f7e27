import { style } from '@vanilla-extract/css';
import { vars } from '../src/styles/theme.css.ts';

/** Gives every story the body typography a page would have. */
export const previewRoot = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
