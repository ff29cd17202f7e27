import { style } from '@vanilla-extract/css';
import { focusRing, mq } from '../styles/mixins.ts';
import { base, link, list } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.normal,
    paddingTop: vars.space['12'],
    paddingBottom: vars.space['8'],
    '@media': { [mq.md]: { paddingTop: vars.space['16'] } },
  },
]);

/** The light footer: muted slate background, separated from the page by a border. */
export const light = style({
  backgroundColor: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(var(--footer-columns, 3), minmax(0, 1fr))' },
    [mq.xl]: { gridTemplateColumns: 'minmax(0, 1.3fr) repeat(var(--footer-columns, 3), minmax(0, 1fr))' },
  },
});

export const brandColumn = style({
  display: 'grid',
  gap: vars.space['3'],
  alignContent: 'start',
  '@media': { [mq.sm]: { gridColumn: '1 / -1' }, [mq.xl]: { gridColumn: 'auto' } },
});

export const brand = style([
  link,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    justifySelf: 'start',
    minHeight: vars.size.touch,
    borderRadius: vars.radius.sm,
    color: vars.color.textStrong,
    fontSize: vars.fontSize.lg,
    fontWeight: vars.fontWeight.bold,
  },
]);

export const tagline = style([base, { color: vars.color.textMuted, maxWidth: '22rem' }]);

export const column = style({ display: 'grid', gap: vars.space['3'], alignContent: 'start' });

export const heading = style([
  base,
  {
    color: vars.color.textStrong,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    letterSpacing: '0.04em',
    textTransform: 'uppercase',
  },
]);

export const linkList = style([list, { display: 'grid', gap: 0 }]);

export const footerLink = style([
  link,
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.25rem',
    borderRadius: vars.radius.sm,
    color: vars.color.link,
    overflowWrap: 'anywhere',
    selectors: { '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' } },
    '@media': { '(pointer: coarse)': { minHeight: vars.size.touch } },
  },
]);

export const contactList = style([list, { display: 'grid', gap: vars.space['2'] }]);

export const contactItem = style({ display: 'flex', gap: vars.space['2'], alignItems: 'flex-start' });

export const contactIcon = style({
  width: '1rem',
  height: '1rem',
  flexShrink: 0,
  marginTop: '0.625rem',
  color: vars.color.textMuted,
});

export const address = style([base, { fontStyle: 'normal', paddingBlock: vars.space['2'] }]);

export const hours = style([base, { display: 'grid', gap: vars.space['1'] }]);

/** Days above their hours: the footer's columns are narrow at desktop widths, so the two never share a line. */
export const hoursRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
});

export const hoursDays = style([base, { color: vars.color.textMuted }]);

export const hoursTime = style([base, { color: vars.color.text, fontVariantNumeric: 'tabular-nums' }]);

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  marginTop: vars.space['12'],
  paddingTop: vars.space['6'],
  borderTop: `1px solid ${vars.color.border}`,
});

export const copyright = style([base, { color: vars.color.textMuted }]);

export const legalList = style([list, { display: 'flex', flexWrap: 'wrap', columnGap: vars.space['4'] }]);
