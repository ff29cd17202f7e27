import { style } from '@vanilla-extract/css';
import { mq } from '../styles/mixins.ts';
import { base } from '../styles/reset.css.ts';
import { inverseThemeClass, vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    paddingBlock: vars.space['10'],
    '@media': { [mq.md]: { paddingBlock: vars.space['12'] } },
  },
]);

export const tone = {
  default: style({}),
  tinted: style({ backgroundColor: vars.color.surfaceTint }),
  inverse: inverseThemeClass,
} as const;

export const list = style([
  base,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: vars.space['8'],
    '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(var(--stat-count, 4), minmax(0, 1fr))' } },
  },
]);

export const item = style([
  base,
  {
    display: 'flex',
    flexDirection: 'column-reverse',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space['1'],
  },
]);

export const value = style([
  base,
  {
    fontSize: vars.fontSize['4xl'],
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.textStrong,
    fontVariantNumeric: 'tabular-nums',
    letterSpacing: '-0.02em',
  },
]);

export const label = style([
  base,
  { fontSize: vars.fontSize.sm, color: vars.color.textMuted, fontWeight: vars.fontWeight.medium },
]);
