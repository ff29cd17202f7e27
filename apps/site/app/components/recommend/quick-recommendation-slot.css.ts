import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const actions = style({ display: 'flex', justifyContent: 'center' });

/**
 * The widget's box: a card holding the form. Its minimum height is the form's (measured at 390 and 1280 px), so
 * the section does not grow when the lazily loaded widget replaces the placeholder link.
 */
export const widget = style({
  display: 'grid',
  alignContent: 'center',
  minHeight: '48rem',
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  textAlign: 'start',
  '@media': { [mq.md]: { minHeight: '34rem', padding: vars.space[8] } },
  selectors: { '&[data-loaded]': { alignContent: 'start' } },
});
