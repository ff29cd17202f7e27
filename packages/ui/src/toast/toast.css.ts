import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, mq } from '../styles/mixins.ts';
import { base, button, list } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const viewport = style([
  list,
  {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    bottom: 0,
    right: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    width: '100%',
    maxWidth: '100vw',
    padding: vars.space['4'],
    outline: 'none',
    '@media': { [mq.sm]: { width: '26rem', padding: vars.space['6'] } },
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-4px' },
    },
  },
]);

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space['6']}))`, opacity: 0 },
  to: { transform: 'translateX(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: `translateX(calc(100% + ${vars.space['6']}))` },
});

export const root = style([
  base,
  {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    gap: vars.space['3'],
    padding: vars.space['4'],
    paddingInlineStart: vars.space['5'],
    borderRadius: vars.radius.lg,
    border: '1px solid transparent',
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} ${vars.motion.slow} ${vars.motion.easing}` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.fast} ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: `transform ${vars.motion.normal} ease-out`,
      },
      '&[data-swipe="end"]': { animation: `${swipeOut} ${vars.motion.normal} ease-out forwards` },
    },
    '@media': { [mq.reducedMotion]: { animation: 'none !important', transition: 'none !important' } },
  },
]);

export const variant = styleVariants({
  default: {
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderColor: vars.color.border,
    borderInlineStart: `4px solid ${vars.color.primary}`,
  },
  destructive: { backgroundColor: vars.color.destructive, color: vars.color.onDestructive },
});

export const icon = style({ width: '1.25rem', height: '1.25rem', marginTop: '0.125rem', flexShrink: 0 });

export const iconVariant = styleVariants({
  default: { color: vars.color.primary },
  destructive: { color: vars.color.onDestructive },
});

export const body = style({ display: 'grid', gap: vars.space['1'], minWidth: 0 });

export const title = style([
  base,
  { fontWeight: vars.fontWeight.semibold, lineHeight: vars.lineHeight.snug },
]);

export const description = style([base, { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal }]);

export const close = style([
  button,
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    margin: `calc(-1 * ${vars.space['3']})`,
    borderRadius: vars.radius.md,
    color: 'inherit',
    selectors: { '&:hover': { backgroundColor: 'rgb(127 127 127 / 0.15)' } },
  },
]);

export const closeIcon = style({ width: '1.125rem', height: '1.125rem' });
