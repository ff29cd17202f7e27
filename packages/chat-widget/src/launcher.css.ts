import { mq, vars } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { focusVisible, reset, transition } from './style-parts.ts';
import { defaultChatTheme, CHAT_THEME_PROPERTIES as theme } from './theme.ts';

/**
 * The widget's fixed root and its closed state, the launcher: a stylesheet of their own so a page can show the
 * launcher (`@northline/chat-widget/launcher`) before the widget's code and styles load.
 */

/** `var(--northline-chat-…, fallback)`: a public theme property (theme.ts) with its default. */
const themed = (property: keyof typeof theme, fallback: string) => `var(${theme[property]}, ${fallback})`;

/**
 * The widget's root. It maps the public theme properties (theme.ts) onto the design tokens the
 * widget's parts read, so a host's `--northline-chat-brand` recolours every part that uses the primary colour.
 */
export const root = style({
  ...reset,
  vars: {
    [vars.color.primary]: themed('brand', defaultChatTheme.brand),
    // Only the brand set: its hover is the brand itself (a default hover of another colour would clash).
    [vars.color.primaryHover]: themed('brandHover', themed('brand', defaultChatTheme.brandHover)),
    [vars.color.onPrimary]: themed('onBrand', defaultChatTheme.onBrand),
    [vars.font.body]: themed('font', defaultChatTheme.font),
    [vars.radius.lg]: themed('radius', defaultChatTheme.radius),
  },
  position: 'fixed',
  zIndex: vars.zIndex.floating,
  right: themed('right', vars.space['4']),
  left: themed('left', 'auto'),
  bottom: themed('bottom', vars.space['4']),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  textAlign: 'left',
  textIndent: 0,
  whiteSpace: 'normal',
  wordSpacing: 'normal',
  letterSpacing: 'normal',
  direction: 'ltr',
  visibility: 'visible',
  cursor: 'auto',
  WebkitFontSmoothing: 'antialiased',
  '@media': {
    [mq.md]: { right: themed('right', vars.space['6']), bottom: themed('bottom', vars.space['6']) },
  },
});

globalStyle(`${root} *, ${root} *::before, ${root} *::after`, { boxSizing: 'border-box' });

/** The closed state (§2): a round button 'Chat with IT Expert', the label hidden on small screens. */
export const launcher = style({
  ...reset,
  ...transition,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  width: '56px',
  height: '56px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.lg,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.primaryHover },
    '&:focus-visible': focusVisible,
  },
  '@media': {
    [mq.sm]: { width: 'auto', paddingInline: vars.space['5'] },
  },
});

export const launcherIcon = style({ width: '1.5rem', height: '1.5rem', flexShrink: 0 });

/** Visually hidden (still the accessible name) below the small breakpoint. */
export const launcherLabel = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [mq.sm]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto' },
  },
});
