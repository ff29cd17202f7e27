import { style, styleVariants } from '@vanilla-extract/css';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: vars.space['1'],
    fontFamily: vars.font.body,
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
  },
]);

export const prefix = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const amount = style({ fontWeight: vars.fontWeight.bold, color: vars.color.textStrong });

export const amountSize = styleVariants({
  md: { fontSize: vars.fontSize.xl },
  lg: { fontSize: vars.fontSize['3xl'] },
});

export const code = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const period = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
