import { style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../styles/mixins.ts';
import { base } from '../styles/reset.css.ts';
import { darkThemeClass, inverseThemeClass, urgentThemeClass, vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    fontFamily: vars.font.body,
    color: vars.color.text,
    backgroundColor: vars.color.surface,
    scrollMarginTop: '5rem',
  },
]);

export const tone = {
  default: style({}),
  tinted: style({ backgroundColor: vars.color.surfaceTint }),
  inverse: inverseThemeClass,
  urgent: urgentThemeClass,
  dark: darkThemeClass,
} as const;

export const spacing = styleVariants({
  sm: { paddingBlock: vars.space['10'], '@media': { [mq.md]: { paddingBlock: vars.space['12'] } } },
  md: { paddingBlock: vars.space['12'], '@media': { [mq.md]: { paddingBlock: vars.space['16'] } } },
  lg: { paddingBlock: vars.space['16'], '@media': { [mq.md]: { paddingBlock: vars.space['24'] } } },
});

export const header = style({
  display: 'grid',
  gap: vars.space['3'],
  marginBottom: vars.space['8'],
  maxWidth: '48rem',
  '@media': { [mq.md]: { marginBottom: vars.space['10'] } },
});

export const headerCentered = style({ marginInline: 'auto', textAlign: 'center', justifyItems: 'center' });

export const eyebrow = style([
  base,
  {
    color: vars.color.primary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
]);

export const description = style([
  base,
  { color: vars.color.textMuted, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.normal },
]);
