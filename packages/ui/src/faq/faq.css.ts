import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, mq, transition } from '../styles/mixins.ts';
import { base, button } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    fontFamily: vars.font.body,
    borderTop: `1px solid ${vars.color.border}`,
    maxWidth: '48rem',
  },
]);

export const item = style([base, { borderBottom: `1px solid ${vars.color.border}` }]);

export const header = style([base, { fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold }]);

export const trigger = style([
  button,
  focusRing,
  {
    display: 'flex',
    width: '100%',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['4'],
    minHeight: vars.size.touch,
    paddingBlock: vars.space['4'],
    color: vars.color.textStrong,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'start',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.primary } },
  },
]);

export const chevron = style([
  transition(['transform']),
  {
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    color: vars.color.primary,
    selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
  },
]);

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
});

export const content = style([
  base,
  {
    overflow: 'hidden',
    color: vars.color.text,
    selectors: {
      '&[data-state="open"]': { animation: `${open} ${vars.motion.normal} ${vars.motion.easing}` },
      // Closed answers stay mounted (prerendered HTML keeps them) but are not displayed.
      '&[data-state="closed"]': { display: 'none' },
    },
    '@media': { [mq.reducedMotion]: { animation: 'none !important' } },
  },
]);

export const answer = style([base, { paddingBottom: vars.space['5'], maxWidth: '70ch' }]);
