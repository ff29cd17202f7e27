import { vars } from '@northline/ui';
import { globalStyle } from '@vanilla-extract/css';

/** The site's document-level styles (the ui package styles only its own elements). */
globalStyle('html', {
  scrollBehavior: 'smooth',
  WebkitTextSizeAdjust: '100%',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

/** In-page targets stop below the sticky header. */
globalStyle('[id]', { scrollMarginTop: '5rem' });
