import { style } from '@vanilla-extract/css';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    position: 'absolute',
    zIndex: vars.zIndex.overlay,
    top: vars.space['2'],
    left: vars.space['2'],
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.size.touch,
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    textDecoration: 'none',
    boxShadow: vars.shadow.lg,
    transform: 'translateY(-200%)',
    selectors: {
      '&:focus': {
        transform: 'none',
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
      },
    },
  },
]);
