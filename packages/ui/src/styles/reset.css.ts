import { style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from './mixins.ts';
import { vars } from './theme.css.ts';

/**
 * The scoped reset: applied by class to each component's own elements, never to bare tags,
 * so nothing leaks into the host page.
 */
export const base = style({
  margin: 0,
  padding: 0,
  border: 0,
  boxSizing: 'border-box',
  font: 'inherit',
  verticalAlign: 'baseline',
  WebkitTapHighlightColor: 'transparent',
});

/** The root typography every top-level component sets. */
export const typography = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
});

export const list = style([base, { listStyle: 'none' }]);

export const button = style([
  base,
  {
    background: 'none',
    color: 'inherit',
    cursor: 'pointer',
    textAlign: 'inherit',
    appearance: 'none',
  },
]);

export const link = style([base, { color: 'inherit', textDecoration: 'none' }]);

/** Hidden visually, still read by screen readers. */
export const visuallyHidden = style(visuallyHiddenRule);
