import { style } from '@vanilla-extract/css';
import { focusRing, mq, transition } from '../styles/mixins.ts';
import { base, button, link, list } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    position: 'relative',
    zIndex: vars.zIndex.sticky,
    backgroundColor: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    fontFamily: vars.font.body,
    color: vars.color.text,
  },
]);

export const sticky = style({ position: 'sticky', top: 0 });

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['4'],
  minHeight: '4rem',
  '@media': { [mq.xl]: { minHeight: '4.5rem', gap: vars.space['6'] } },
});

export const brand = style([
  link,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    marginInlineEnd: 'auto',
    borderRadius: vars.radius.sm,
    color: vars.color.textStrong,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: '-0.01em',
    whiteSpace: 'nowrap',
  },
]);

/** Mobile: a panel under the bar, shown when open. Desktop: inline links. */
export const nav = style([
  base,
  {
    display: 'none',
    position: 'absolute',
    top: '100%',
    left: 0,
    right: 0,
    backgroundColor: vars.color.surface,
    borderBottom: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.md,
    padding: vars.space['4'],
    selectors: { '&[data-open="true"]': { display: 'block' } },
    '@media': {
      [mq.xl]: {
        display: 'block',
        position: 'static',
        padding: 0,
        border: 0,
        boxShadow: 'none',
        backgroundColor: 'transparent',
      },
    },
  },
]);

export const navList = style([
  list,
  {
    display: 'grid',
    gap: vars.space['1'],
    '@media': { [mq.xl]: { display: 'flex', alignItems: 'center', gap: vars.space['1'] } },
  },
]);

export const navLink = style([
  link,
  focusRing,
  transition(['background-color', 'color']),
  {
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.medium,
    color: vars.color.text,
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceTint, color: vars.color.primaryHover },
      '&[aria-current="page"]': {
        color: vars.color.primary,
        fontWeight: vars.fontWeight.semibold,
        textDecoration: 'underline',
        textDecorationThickness: '2px',
        textUnderlineOffset: '0.4em',
      },
    },
  },
]);

export const panelActions = style({
  display: 'grid',
  gap: vars.space['3'],
  marginTop: vars.space['4'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [mq.lg]: { display: 'none' } },
});

export const phone = style([
  link,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    minWidth: vars.size.touch,
    borderRadius: vars.radius.md,
    color: vars.color.primary,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceTint } },
    '@media': { [mq.sm]: { paddingInline: vars.space['2'] } },
  },
]);

/** Visually hidden on the narrowest screens (the link keeps its name), shown from 480 px. */
export const phoneText = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mq.sm]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});

export const phoneIcon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

/** In the bar from 1024 px (below that it sits in the menu panel). */
export const cta = style({ display: 'none', '@media': { [mq.lg]: { display: 'block' } } });

export const toggle = style([
  button,
  focusRing,
  {
    display: 'grid',
    placeItems: 'center',
    width: vars.size.touch,
    height: vars.size.touch,
    borderRadius: vars.radius.md,
    color: vars.color.textStrong,
    border: `1px solid ${vars.color.borderStrong}`,
    selectors: { '&:hover': { backgroundColor: vars.color.surfaceTint } },
    '@media': { [mq.xl]: { display: 'none' } },
  },
]);

export const toggleIcon = style({ width: '1.5rem', height: '1.5rem' });
