import { keyframes, style } from '@vanilla-extract/css';
import { mq } from '../styles/mixins.ts';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style([
  base,
  {
    zIndex: vars.zIndex.tooltip,
    maxWidth: '18rem',
    paddingBlock: vars.space['2'],
    paddingInline: vars.space['3'],
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.inverseSurface,
    color: vars.color.onInverseSurface,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
    boxShadow: vars.shadow.md,
    transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
    animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing}`,
    '@media': { [mq.reducedMotion]: { animation: 'none' } },
  },
]);

export const arrow = style({ fill: vars.color.inverseSurface });
