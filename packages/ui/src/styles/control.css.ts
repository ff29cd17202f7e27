import { style } from '@vanilla-extract/css';
import { transition } from './mixins.ts';
import { base } from './reset.css.ts';
import { vars } from './theme.css.ts';

/** Shared look of Input, Select and Textarea: 48 px tall, 16 px text (no zoom on iOS), a 3:1 border. */
export const control = style([
  base,
  transition(['border-color', 'box-shadow']),
  {
    display: 'block',
    width: '100%',
    minHeight: '48px',
    paddingInline: vars.space['3'],
    paddingBlock: vars.space['2'],
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.snug,
    color: vars.color.text,
    backgroundColor: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover:not(:disabled)': { borderColor: vars.color.text },
      '&:focus-visible': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '2px',
        borderColor: vars.color.primary,
      },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.errorText,
        boxShadow: `inset 0 0 0 1px ${vars.color.errorText}`,
      },
      '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed', opacity: 0.75 },
    },
  },
]);
