/**
 * The staff app's styles: calm, dense and readable, from the design system's tokens and its shared rules (the
 * focus outline, lists, the destructive tone; `@northline/ui` mixins), which the meetings' views and the public
 * booking pages use too.
 */
import {
  bareList,
  destructiveTone,
  focusOutline,
  mq,
  vars,
  visuallyHiddenRule,
  wrapRow,
} from '@northline/ui';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

export const app = style({ minHeight: '100vh', background: vars.color.surfaceMuted });

export const topBar = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const topBarInner = style({
  maxWidth: '90rem',
  margin: '0 auto',
  padding: `${vars.space['2']} ${vars.space['4']}`,
  ...wrapRow,
  gap: vars.space['3'],
});

export const brand = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textStrong,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const nav = style({ ...wrapRow, gap: vars.space['1'] });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[aria-current="page"]': { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusOutline,
  },
});

export const who = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Who is signed in, the desktop alerts' switch and sign-out: one group, which wraps to its own line as a whole. */
export const account = style({ ...wrapRow, gap: vars.space['2'], marginLeft: 'auto' });

export const main = style({
  maxWidth: '90rem',
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']} ${vars.space['12']}`,
  outline: 'none',
});

export const pageHead = style({
  ...wrapRow,
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['4'],
});

export const h1 = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textStrong,
});

export const h2 = style({
  margin: `0 0 ${vars.space['3']}`,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textStrong,
});

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['4'],
});

export const filters = style([
  panel,
  {
    display: 'grid',
    gap: vars.space['3'],
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    marginBottom: vars.space['4'],
    '@media': {
      [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [mq.lg]: { gridTemplateColumns: '2fr repeat(5, minmax(0, 1fr))', alignItems: 'end' },
    },
  },
]);

/**
 * The inbox's filters in a `<details>`: on phones folded behind its *Filters* button (the summary), so the first
 * lead shows on the first screen; from the md breakpoint the button is hidden and the filters are open.
 */
export const filterFold = style({});

/** The phone's *Filters* button: a touch-sized control with a chevron that turns when open. */
export const filterToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  padding: `0 ${vars.space['4']}`,
  marginBottom: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&::after': { content: '"▾" / ""' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
  '@media': { [mq.md]: { display: 'none' } },
});

globalStyle(`${filterFold}[open] > ${filterToggle}::after`, { content: '"▴" / ""' });

/** The search spans the filter grid's width on phones. */
export const searchField = style({ gridColumn: '1 / -1', '@media': { [mq.lg]: { gridColumn: 'auto' } } });

export const filterActions = style({
  gridColumn: '1 / -1',
  ...wrapRow,
  gap: vars.space['3'],
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.touch,
  marginRight: 'auto',
});

globalStyle(`${checkbox} input`, { width: '1.25rem', height: '1.25rem', accentColor: vars.color.primary });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 });

export const tableWrap = style([
  panel,
  {
    display: 'none',
    '@media': { [mq.md]: { display: 'block' } },
    padding: 0,
    overflowX: 'auto',
    selectors: { '&:focus-visible': focusOutline },
  },
]);

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  minWidth: '46rem',
});

/** The inbox's name cell (name, e-mail, call link): wide enough that an e-mail address wraps once at most. */
export const nameCell = style({ minWidth: '13rem', maxWidth: '32rem' });

/** The prospect's words under a lead's name: one muted line, cut with an ellipsis. */
export const preview = style({
  display: 'block',
  marginTop: vars.space['1'],
  maxWidth: '32rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

/** A lead's call link and its number, on one line under the name (table) or the company (cards). */
export const callLine = style({
  ...wrapRow,
  gap: `0 ${vars.space['2']}`,
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.xs,
});

/** The call link: a small outlined button, at least 24 px square (WCAG 2.5.8). */
export const callLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '1.75rem',
  minWidth: '1.75rem',
  padding: `0 ${vars.space['2']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A table shown at every width, scrolling sideways on phones (the staff accounts: a few rows). */
export const scrollTableWrap = style([
  panel,
  {
    padding: 0,
    overflowX: 'auto',
    selectors: { '&:focus-visible': focusOutline },
  },
]);

/** The inbox on phones: one card per lead instead of the table (shown below the md breakpoint). */
export const cards = style({
  ...bareList,
  gap: vars.space['2'],
  '@media': { [mq.md]: { display: 'none' } },
});

export const card = style([
  panel,
  {
    padding: vars.space['3'],
    display: 'grid',
    gap: vars.space['1'],
    fontSize: vars.fontSize.sm,
    minWidth: 0,
    overflowWrap: 'anywhere',
  },
]);

export const cardNew = style({ boxShadow: `inset 3px 0 0 ${vars.color.primary}` });

export const cardTop = style({
  display: 'flex',
  minWidth: 0,
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space['2'],
});

globalStyle(`${table} th`, {
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceMuted,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

/** A cell wraps a long word (a landing page's URL, an e-mail address) rather than widen the table past its panel. */
globalStyle(`${table} td`, {
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

globalStyle(`${table} tbody tr:hover`, { background: vars.color.surfaceTint });

/** A row header (the staff accounts' names) reads as a cell, not as a column header. */
globalStyle(`${table} tbody th`, {
  color: vars.color.text,
  background: 'transparent',
  whiteSpace: 'normal',
  verticalAlign: 'top',
});

export const newRow = style({});
globalStyle(`${newRow} td:first-child`, { boxShadow: `inset 3px 0 0 ${vars.color.primary}` });

export const leadLink = style({
  color: vars.color.link,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusOutline,
  },
});

export const muted = style({ color: vars.color.textMuted });
export const small = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, display: 'block' });
export const nowrap = style({ whiteSpace: 'nowrap' });

/** A short name in a table cell ("Unassigned", a member's name): it wraps between its words, never inside one. */
export const wholeWords = style({ overflowWrap: 'normal' });

/**
 * A badge of several words in a table cell ("Answered late, in 3 h 20 min"): it wraps between its words, never
 * inside one, rather than widen the table past its panel.
 */
export const wrapBadge = style([wholeWords, { whiteSpace: 'normal' }]);

export const pager = style({
  ...wrapRow,
  gap: vars.space['3'],
  justifyContent: 'space-between',
  marginTop: vars.space['3'],
});

export const pagerButtons = style({ display: 'flex', gap: vars.space['2'] });

export const detailGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const stack = style({ display: 'grid', gap: vars.space['4'] });

/**
 * A column of the lead detail: on wide screens a stack; below the lg breakpoint its sections join one column,
 * in the order of {@link sectionOrder} (contact, status and note before the transcript).
 */
export const column = style([
  stack,
  { '@media': { 'screen and (max-width: 1023.98px)': { display: 'contents' } } },
]);

/** Order of a lead detail's sections on phones and tablets. */
export const sectionOrder = styleVariants({
  contact: { order: 1 },
  status: { order: 2 },
  note: { order: 3 },
  transcript: { order: 4 },
  quality: { order: 5 },
  attribution: { order: 6 },
  recommendation: { order: 7 },
  notifications: { order: 8 },
});

/** Space above a block that follows another inside a panel. */
export const spaced = style({ marginTop: vars.space['4'] });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const message = style({ whiteSpace: 'pre-wrap', margin: 0, lineHeight: vars.lineHeight.normal });

export const transcript = style({ ...bareList, gap: vars.space['3'] });

export const bubble = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  maxWidth: '44rem',
  whiteSpace: 'pre-wrap',
  fontSize: vars.fontSize.sm,
});
export const visitorBubble = style([
  bubble,
  { background: vars.color.primarySubtle, color: vars.color.onPrimarySubtle },
]);
export const assistantBubble = style([
  bubble,
  { background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}` },
]);

export const bubbleMeta = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  marginBottom: vars.space['1'],
});

export const list = style({
  margin: 0,
  paddingLeft: vars.space['5'],
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: vars.space['1'],
});

export const row = style({ ...wrapRow, gap: vars.space['2'] });

export const status = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  minHeight: '1.5em',
  margin: 0,
});

export const alert = style({
  ...destructiveTone,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  margin: `0 0 ${vars.space['3']}`,
});

/** A note to check before acting, not an error (a lead marked possibly automated). */
export const notice = style([
  alert,
  { backgroundColor: vars.color.warningSubtle, color: vars.color.onWarningSubtle },
]);

export const signInCard = style([
  panel,
  { maxWidth: '26rem', margin: `${vars.space['16']} auto 0`, display: 'grid', gap: vars.space['4'] },
]);

export const centerMain = style({ padding: vars.space['4'], outline: 'none' });

export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: vars.space['2'],
  margin: `0 0 ${vars.space['4']}`,
});

/**
 * The staff app has no chat assistant. The SPA shell the API serves for /staff is prerendered by the root layout,
 * which puts the chat launcher on every page; this stylesheet loads only with the staff routes.
 */
globalStyle('[data-northline-chat-launcher]', { display: 'none' });

/** Text for assistive technology only (e.g. "waiting" after the navigation's count). */
export const visuallyHidden = style(visuallyHiddenRule);

/** The waiting count after "Live chats" in the navigation. */
export const navCount = style({ marginLeft: vars.space['1'], fontWeight: vars.fontWeight.bold });

/** The live-chat lists: waiting and active side by side on wide screens. */
export const liveLists = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', alignItems: 'start' } },
});

export const liveList = style({ ...bareList, gap: vars.space['2'] });

/** One chat of a list; an emergency is marked with a red edge (and its badge says so). */
export const liveCard = style([card, { gap: vars.space['2'] }]);
export const liveCardUrgent = style({ boxShadow: `inset 3px 0 0 ${vars.color.destructive}` });

export const lastMessage = style({
  margin: 0,
  color: vars.color.textMuted,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

/**
 * A conversation: the transcript and the reply box first, the visitor's side panel below on phones and beside
 * them from the lg breakpoint.
 */
export const chatGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(18rem, 1fr)', alignItems: 'start' } },
});

/** The scrolling transcript: a fixed share of the viewport, so the reply box stays in view. */
export const chatLog = style({
  maxHeight: '60vh',
  minHeight: '12rem',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space['1'],
  selectors: { '&:focus-visible': focusOutline },
});

/** A consultant's message: on the right, in the primary colour, as the visitor sees their replies. */
export const consultantBubble = style([
  bubble,
  { background: vars.color.primary, color: vars.color.onPrimary, marginLeft: 'auto' },
]);

/** The meta line above a consultant's message, aligned with it. */
export const bubbleMetaEnd = style([bubbleMeta, { textAlign: 'right' }]);

export const reply = style({ display: 'grid', gap: vars.space['2'], marginTop: vars.space['4'] });

export const replyBar = style({
  ...wrapRow,
  gap: vars.space['2'],
  justifyContent: 'space-between',
});

/** "Visitor is typing…": reserved height, so the reply box does not jump when it shows. */
export const typing = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontStyle: 'italic',
  minHeight: '1.5em',
  margin: `${vars.space['2']} 0 0`,
});

export const chatActions = style({
  ...wrapRow,
  gap: vars.space['2'],
  marginTop: vars.space['3'],
});

/** A web address in a chat message: the bubble's own colour, underlined, broken anywhere so it never widens it. */
export const messageLink = style({
  color: 'inherit',
  textDecoration: 'underline',
  overflowWrap: 'anywhere',
});
