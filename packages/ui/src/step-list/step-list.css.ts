import { style } from '@vanilla-extract/css';
import { mq } from '../styles/mixins.ts';
import { base, list } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([list, { display: 'grid', gap: vars.space['6'], counterReset: 'step' }]);

export const horizontal = style({
  '@media': {
    [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(var(--step-count, 4), minmax(0, 1fr))' },
  },
});

export const step = style([base, { display: 'flex', gap: vars.space['4'], alignItems: 'flex-start' }]);

export const stepHorizontal = style({
  '@media': { [mq.lg]: { flexDirection: 'column', gap: vars.space['3'] } },
});

export const number = style([
  base,
  {
    display: 'grid',
    placeItems: 'center',
    flexShrink: 0,
    width: '2.75rem',
    height: '2.75rem',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.primary,
    color: vars.color.onPrimary,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.lg,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const content = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingTop: vars.space['2'],
  selectors: { [`${stepHorizontal} &`]: { '@media': { [mq.lg]: { paddingTop: 0 } } } },
});

export const description = style([base, { color: vars.color.textMuted }]);
