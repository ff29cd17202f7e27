import { mq, vars } from '@northline/ui';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { chip, focusVisible, linkText, primaryFill, reset, transition, warningNote } from './style-parts.ts';

/**
 * The widget's styles. Every rule is on a hashed class of the widget's own elements (nothing targets bare
 * tags), and the root sets every inherited text property itself, so a host page's CSS neither receives these
 * rules nor changes the widget through inheritance. The script-tag bundle adds a Shadow DOM around it.
 */

export { launcher, launcherIcon, launcherLabel, root } from './launcher.css.ts';

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/**
 * The open card. On a phone (below the `sm` breakpoint) it fills the screen, as messaging apps do: the page behind
 * a floating card is a few pixels of clutter, and the keyboard leaves the conversation little room. From `sm` up
 * it is the floating card of §2 and §9: 550 px high, at most 400 px wide, never taller or wider than the viewport.
 */
export const card = style({
  ...reset,
  display: 'flex',
  flexDirection: 'column',
  position: 'fixed',
  inset: 0,
  width: '100%',
  height: '100vh',
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceRaised,
  border: 0,
  borderRadius: 0,
  '@media': {
    [mq.sm]: {
      position: 'static',
      width: 'min(400px, calc(100vw - 2rem))',
      height: 'min(550px, calc(100vh - 2rem))',
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
    },
  },
  '@supports': {
    '(height: 100dvh)': {
      height: '100dvh',
      '@media': { [mq.sm]: { height: 'min(550px, calc(100dvh - 2rem))' } },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['3']} ${vars.space['3']} ${vars.space['4']}`,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  flexShrink: 0,
});

export const avatar = style({
  display: 'none',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: 'rgb(255 255 255 / 0.16)',
  flexShrink: 0,
  '@media': { [mq.sm]: { display: 'grid' } },
});

export const avatarIcon = style({ width: '1.25rem', height: '1.25rem' });

/** The live consultant's initial in the avatar. */
export const avatarInitial = style({
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
});

export const heading = style({ flex: '1 1 auto', minWidth: 0 });

/** The title: the assistant's, or the live consultant's first name. */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['2'],
  rowGap: vars.space['1'],
});

export const title = style({
  ...reset,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  whiteSpace: 'nowrap',
});

export const companyLine = style({
  ...reset,
  marginTop: '0.125rem',
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.primarySubtle,
});

export const iconButton = style({
  ...reset,
  ...transition,
  display: 'grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  flexShrink: 0,
});

export const closeButton = style([
  iconButton,
  {
    color: vars.color.onPrimary,
    selectors: {
      '&:hover': { backgroundColor: 'rgb(255 255 255 / 0.16)' },
      '&:focus-visible': { outline: `2px solid ${vars.color.onPrimary}`, outlineOffset: '-4px' },
    },
  },
]);

export const icon = style({ width: '1.25rem', height: '1.25rem' });

/** 'Interested in:' and the service tags, wrapped onto more lines rather than cut at a narrow screen's edge. */
export const interests = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceTint,
  fontSize: vars.fontSize.xs,
  flexShrink: 0,
});

export const interestsLabel = style({
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
  whiteSpace: 'nowrap',
});

export const tags = style({
  ...reset,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
});

export const tag = style({
  ...reset,
  ...chip,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  whiteSpace: 'nowrap',
});

/** The scrolling middle: the messages, then the contact panel. */
export const scroller = style({
  position: 'relative',
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['4'],
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  backgroundColor: vars.color.surfaceMuted,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});

export const messages = style({
  ...reset,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const message = style({
  ...reset,
  display: 'flex',
});

export const messageFrom = styleVariants({
  user: { justifyContent: 'flex-end' },
  assistant: { justifyContent: 'flex-start' },
  consultant: { justifyContent: 'flex-start' },
  system: { justifyContent: 'center' },
});

const bubbleBase = style({
  ...reset,
  maxWidth: '85%',
  paddingInline: vars.space['3'],
  paddingBlock: vars.space['2'],
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

/** Visitor and assistant bubbles differ in side, colour and corner, so the two voices never blur. */
/** An assistant answer with the pages it cites: the bubble, then the links under it. */
export const answer = style({
  ...reset,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  maxWidth: '85%',
});

/**
 * A visitor message that was not delivered: the bubble, then under it its mark, the API's reason when it gave one,
 * and the retry button, on the visitor's side.
 */
export const undelivered = style({
  ...reset,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space['1'],
  maxWidth: '85%',
});

export const deliveryNote = style({
  ...reset,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  columnGap: vars.space['2'],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textAlign: 'end',
});

export const deliveryReason = style({
  ...reset,
  fontSize: vars.fontSize.xs,
  color: vars.color.text,
  textAlign: 'end',
});

/** The retry of a message not delivered: a text button, 24 px high at least (WCAG 2.5.8). */
export const retryButton = style({
  ...reset,
  minHeight: '24px',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ...linkText,
});

export const citations = style({
  ...reset,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
});

/** A cited page: a chip with its title, at least 24 px high (WCAG 2.2 target size), the focus ring when focused. */
export const citation = style({
  ...reset,
  ...transition,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  ...chip,
  // A long title wraps: a rounded rectangle, not a pill, keeps two lines tidy.
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: {
    '&:hover': { borderColor: vars.color.primary },
    '&:focus-visible': focusVisible,
  },
});

export const bubble = styleVariants({
  user: [
    bubbleBase,
    {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      borderBottomRightRadius: vars.radius.sm,
    },
  ],
  assistant: [
    bubbleBase,
    {
      backgroundColor: vars.color.surfaceRaised,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderBottomLeftRadius: vars.radius.sm,
    },
  ],
  /** A person's message: the success green, a strong left edge and their name above the text. */
  consultant: [
    bubbleBase,
    {
      backgroundColor: vars.color.successSubtle,
      color: vars.color.onSuccessSubtle,
      borderLeft: `3px solid ${vars.color.success}`,
      borderBottomLeftRadius: vars.radius.sm,
    },
  ],
});

/** The consultant's first name above their message. */
export const author = style({
  display: 'block',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
});

/** A system line of the hand-off ('Sam joined the chat'), centred between the messages. */
export const systemLine = style({
  ...reset,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textAlign: 'center',
});

/** The hand-off's status block: the waiting line, its e-mail request, the transcript offer. */
export const liveStatus = style({
  ...reset,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceRaised,
  fontSize: vars.fontSize.sm,
});

export const liveStatusLine = style({
  ...reset,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
});

export const liveNote = style({ ...reset, fontSize: vars.fontSize.sm, color: vars.color.text });

export const liveForm = style({ ...reset, display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

export const liveFormRow = style({ display: 'flex', gap: vars.space['2'] });

/** The follow-up field's error: what was typed is neither an e-mail address nor a phone number. */
export const liveError = style(warningNote);

const pulse = keyframes({ '0%, 100%': { opacity: 0.3 }, '50%': { opacity: 1 } });

export const typing = style({
  ...reset,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontStyle: 'italic',
});

export const typingDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  animation: `${pulse} 1.2s ease-in-out infinite`,
  '@media': { [mq.reducedMotion]: { animation: 'none' } },
});

/** The contact-capture panel (§4). */
export const panel = style({
  ...reset,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceRaised,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
});

export const panelTitle = style({
  ...reset,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textStrong,
  lineHeight: vars.lineHeight.tight,
});

export const panelText = style({ ...reset, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const panelFields = style({
  ...reset,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space['3'],
});

export const panelActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** The widget's own failure notice (used when the host passes no `onError`). */
export const notice = style({
  ...reset,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  marginInline: vars.space['3'],
  marginTop: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.destructiveSubtle,
  color: vars.color.onDestructiveSubtle,
  border: `1px solid ${vars.color.destructive}`,
  fontSize: vars.fontSize.sm,
  flexShrink: 0,
});

export const noticeBody = style({ flex: '1 1 auto' });

export const noticeTitle = style({ ...reset, fontWeight: vars.fontWeight.semibold });

export const noticeText = style({ ...reset });

export const noticeClose = style([
  iconButton,
  {
    width: '32px',
    height: '32px',
    selectors: {
      '&:hover': { backgroundColor: 'rgb(0 0 0 / 0.06)' },
      '&:focus-visible': focusVisible,
    },
  },
]);

const control = {
  ...reset,
  display: 'block',
  width: '100%',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { ...focusVisible, borderColor: vars.color.primary },
  },
} as const;

/** The input row: a growing textarea and the send button. */
export const composer = style({
  ...reset,
  display: 'flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  flexShrink: 0,
});

/** The e-mail field of the hand-off's forms. */
export const liveInput = style({
  ...control,
  flex: '1 1 auto',
  minHeight: '36px',
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.sm,
});

export const liveButton = style([
  iconButton,
  {
    width: 'auto',
    height: 'auto',
    minHeight: '36px',
    paddingInline: vars.space['3'],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    ...primaryFill,
  },
]);

/** The row of the "Talk to a person" button, above the input. */
export const liveActions = style({
  ...reset,
  display: 'flex',
  justifyContent: 'flex-end',
  paddingInline: vars.space['3'],
  paddingTop: vars.space['2'],
  backgroundColor: vars.color.surfaceRaised,
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const talkButton = style({
  ...reset,
  minHeight: '24px',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  ...linkText,
});

export const textarea = style({
  ...control,
  flex: '1 1 auto',
  minHeight: '44px',
  maxHeight: '7.5rem',
  paddingInline: vars.space['3'],
  paddingBlock: '0.625rem',
  lineHeight: vars.lineHeight.snug,
  resize: 'none',
  overflowY: 'auto',
});

export const sendButton = style([
  iconButton,
  {
    ...primaryFill,
  },
]);

export const footer = style({
  ...reset,
  paddingInline: vars.space['3'],
  paddingBottom: vars.space['2'],
  backgroundColor: vars.color.surfaceRaised,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  textAlign: 'center',
  flexShrink: 0,
});

export const footerLine = style({ ...reset });

export const link = style({
  ...reset,
  fontWeight: vars.fontWeight.semibold,
  ...linkText,
});

/** A web address in a message: the bubble's own colour, underlined, broken anywhere so it never widens the card. */
export const messageLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});

/** The bubble of an answer with citations takes its width from {@link answer} (declared after `bubble`, so it wins). */
export const answerBubble = style({ maxWidth: '100%' });
