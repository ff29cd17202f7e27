import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

export const updated = style({ margin: 0 });

/** Contents beside the text on large screens (sticky), above it on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space[10],
  paddingBlock: vars.space[12],
  '@media': {
    [mq.lg]: {
      gridTemplateColumns: '16rem minmax(0, 1fr)',
      gap: vars.space[16],
      paddingBlock: vars.space[16],
    },
  },
});

export const toc = style({
  alignSelf: 'start',
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  '@media': { [mq.lg]: { position: 'sticky', top: '6rem' } },
});

export const tocTitle = style({ marginBottom: vars.space[3] });

export const tocList = style({
  display: 'grid',
  gap: vars.space[1],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tocLink = style({
  display: 'flex',
  gap: vars.space[2],
  minHeight: '2.75rem',
  alignItems: 'center',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceTint, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tocNumber = style({ minWidth: '1.5rem', fontVariantNumeric: 'tabular-nums' });

/** The running text: a readable line length (60-75 characters). */
export const body = style({ display: 'grid', gap: vars.space[10], maxWidth: vars.size.prose });

export const section = style({ display: 'grid', gap: vars.space[3] });

export const sectionNumber = style({ color: vars.color.primary, fontVariantNumeric: 'tabular-nums' });

export const paragraph = style({ margin: 0, color: vars.color.text });

export const bullets = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  paddingInlineStart: vars.space[6],
});
