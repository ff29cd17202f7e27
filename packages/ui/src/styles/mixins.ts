import type { CSSProperties, StyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { breakpoints } from './tokens.ts';

/** Media queries, mobile first. */
export const mq = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/**
 * The focus outline's properties: a 2 px outline in the focus colour with a 2 px offset. For a selector of one's
 * own (a `globalStyle` of HTML the API renders, a `:has()` rule); {@link focusRing} applies it on keyboard focus.
 */
export const focusOutline: CSSProperties = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
};

/** The focus ring: {@link focusOutline} on keyboard focus only. */
export const focusRing: StyleRule = {
  selectors: {
    '&:focus-visible': focusOutline,
  },
};

/** Hidden on screen, still read by screen readers (a legend, a count's words). */
export const visuallyHiddenRule: CSSProperties = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** A row that wraps onto more lines when it runs out of width, its items centred on each line (add the gap). */
export const wrapRow: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
};

/** A list without bullets or indentation whose items are a grid (add the gap). */
export const bareList: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
};

/**
 * A text or time input's box on the plain forms of the staff app and the booking pages: at least the touch target's
 * height, the strong border, the medium radius, the text colour (add the padding and the background).
 */
export const inputBox: CSSProperties = {
  minHeight: vars.size.touch,
  boxSizing: 'border-box',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
};

/** The tinted background and text of an error message's box (an alert, a failed form's summary). */
export const destructiveTone: CSSProperties = {
  backgroundColor: vars.color.destructiveSubtle,
  color: vars.color.onDestructiveSubtle,
};

/** A transition that is switched off under prefers-reduced-motion. */
export function transition(properties: string[]): StyleRule {
  return {
    transitionProperty: properties.join(', '),
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    '@media': { [mq.reducedMotion]: { transition: 'none' } },
  };
}

/**
 * A pill-shaped toggle button at least 44 px high (the touch target size): the blog's category chips, the
 * recommender's challenge chips, the test page's service interests. Outlined on the surface, its border
 * turns primary on hover; keyboard focus shows the focus ring. Its "on" state is the consumer's: add
 * {@link pillTogglePressed} or a rule of its own with `style([pillToggle, {...}])` (rules merge deeply).
 */
export const pillToggle: StyleRule = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.size.touch,
  paddingInline: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textStrong,
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  ...transition(['background-color', 'border-color', 'color']),
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
};

/** The pressed state of a {@link pillToggle} (`aria-pressed="true"`): filled with the primary colour. */
export const pillTogglePressed: StyleRule = {
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
};
