import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../styles/mixins.ts';
import { base, list } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style({ gap: vars.space['3'], height: '100%' });

export const iconWell = style([
  base,
  {
    display: 'inline-grid',
    placeItems: 'center',
    width: '3rem',
    height: '3rem',
    borderRadius: vars.radius.md,
    flexShrink: 0,
  },
]);

export const iconTone = styleVariants({
  primary: { backgroundColor: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
  danger: { backgroundColor: vars.color.destructiveSubtle, color: vars.color.onDestructiveSubtle },
  success: { backgroundColor: vars.color.successSubtle, color: vars.color.onSuccessSubtle },
  warning: { backgroundColor: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
});

export const icon = style({ width: '1.5rem', height: '1.5rem' });

export const title = style({ marginTop: vars.space['2'] });

/** The title link stretches over the whole card so the card is one click target. */
export const link = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
      '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    },
  },
]);

export const description = style([base, { color: vars.color.textMuted }]);

export const items = style([list, { display: 'grid', gap: vars.space['2'], marginTop: vars.space['1'] }]);

export const item = style({
  display: 'flex',
  gap: vars.space['2'],
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const check = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  marginTop: '0.1rem',
  color: vars.color.success,
});

export const footer = style({ marginTop: 'auto', paddingTop: vars.space['3'] });
