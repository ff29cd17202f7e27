import { vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const card = style({ gap: vars.space[2] });

export const monogram = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '3.5rem',
  height: '3.5rem',
  marginBottom: vars.space[2],
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const role = style({ color: vars.color.primary });

export const credentials = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  marginTop: 'auto',
  padding: 0,
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  listStyle: 'none',
});

export const credential = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[2],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const credentialIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  marginTop: '0.125rem',
  color: vars.color.primary,
});
