import { style } from '@vanilla-extract/css';
import { mq } from '../styles/mixins.ts';
import { base } from '../styles/reset.css.ts';
import { inverseThemeClass, vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    position: 'relative',
    overflow: 'hidden',
    isolation: 'isolate',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    paddingBlock: vars.space['16'],
    '@media': { [mq.lg]: { paddingBlock: vars.space['24'] } },
  },
]);

export const tone = {
  default: style({}),
  tinted: style({ backgroundColor: vars.color.surfaceTint }),
  inverse: inverseThemeClass,
} as const;

/** Decorative dot grid, fading towards the text side. */
export const pattern = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  pointerEvents: 'none',
  backgroundImage: `radial-gradient(${vars.color.border} 1.5px, transparent 1.5px)`,
  backgroundSize: '24px 24px',
  maskImage: 'linear-gradient(to left, black 0%, transparent 70%)',
  WebkitMaskImage: 'linear-gradient(to left, black 0%, transparent 70%)',
});

export const layout = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
});

export const withAside = style({
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space['16'] } },
});

export const content = style({ display: 'grid', gap: vars.space['5'], maxWidth: '44rem' });

export const eyebrow = style([
  base,
  {
    justifySelf: 'start',
    color: vars.color.primary,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase',
  },
]);

export const description = style([
  base,
  {
    fontSize: vars.fontSize.lg,
    color: vars.color.textMuted,
    maxWidth: '38rem',
    '@media': { [mq.md]: { fontSize: vars.fontSize.xl } },
  },
]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  marginTop: vars.space['2'],
});

export const proof = style([
  base,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: vars.space['2'],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.textMuted,
  },
]);

export const aside = style({ minWidth: 0 });
