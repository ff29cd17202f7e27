import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, mq, transition } from '../styles/mixins.ts';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  focusRing,
  transition(['background-color', 'border-color', 'color', 'box-shadow']),
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.touch,
    borderRadius: vars.radius.md,
    border: '1px solid transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    // Long labels ('Request Security Consultation') wrap on a 360 px phone instead of overflowing.
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    cursor: 'pointer',
    userSelect: 'none',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.65 },
      // A busy button keeps its label legible: it is disabled, but it is telling the user something.
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.85 },
    },
  },
]);

export const fullWidth = style({ width: '100%' });

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.primaryHover },
    },
  },
  secondary: {
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.onPrimarySubtle,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.color.onPrimarySubtle },
    },
  },
  outline: {
    backgroundColor: 'transparent',
    borderColor: vars.color.borderStrong,
    color: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': {
        borderColor: vars.color.primary,
        backgroundColor: vars.color.surfaceTint,
      },
    },
  },
  ghost: {
    backgroundColor: 'transparent',
    color: vars.color.primary,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.surfaceTint },
    },
  },
  destructive: {
    backgroundColor: vars.color.destructive,
    color: vars.color.onDestructive,
    selectors: {
      '&:hover:not(:disabled):not([aria-disabled="true"])': { backgroundColor: vars.color.destructiveHover },
    },
  },
});

export const size = styleVariants({
  sm: { paddingInline: vars.space['3'], fontSize: vars.fontSize.sm },
  md: { paddingInline: vars.space['5'], fontSize: vars.fontSize.md, minHeight: '48px' },
  lg: {
    paddingInline: vars.space['6'],
    fontSize: vars.fontSize.md,
    minHeight: '52px',
    '@media': { [mq.md]: { paddingInline: vars.space['8'], fontSize: vars.fontSize.lg, minHeight: '56px' } },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const icon = style({ flexShrink: 0, width: '1.25em', height: '1.25em' });

export const spinner = style([
  icon,
  {
    animation: `${spin} 900ms linear infinite`,
    '@media': { [mq.reducedMotion]: { animationDuration: '2700ms' } },
  },
]);
