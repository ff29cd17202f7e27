import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** The whole row is the click target, at least 44 px high (a large touch target). */
export const label = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  minHeight: vars.size.touch,
  paddingBlock: vars.space[2],
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
});

export const box = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  marginTop: '0.0625rem',
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.errorText}`, outlineOffset: '2px' },
  },
});
