import { style } from '@vanilla-extract/css';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const figure = style([
  base,
  { display: 'flex', flexDirection: 'column', gap: vars.space['4'], height: '100%' },
]);

export const stars = style([base, { display: 'flex', gap: '2px', color: vars.color.rating }]);

export const star = style({ width: '1.25rem', height: '1.25rem' });

export const quote = style([
  base,
  {
    fontSize: vars.fontSize.lg,
    lineHeight: vars.lineHeight.normal,
    color: vars.color.textStrong,
  },
]);

export const quoteText = style([base]);

export const caption = style([
  base,
  { display: 'grid', gap: '2px', marginTop: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textMuted },
]);

export const author = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontStyle: 'normal',
});
