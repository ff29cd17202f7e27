/**
 * The saved replies' styles: the picker's list under the live chat's reply box (the highlighted option in the
 * primary tint with a bar at its start, so the choice does not rest on colour alone) and the saved replies page.
 */
import { bareList, focusOutline, mq, vars } from '@northline/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const picker = style({
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  display: 'grid',
  gap: vars.space['1'],
  padding: vars.space['2'],
});

export const options = style({
  ...bareList,
  maxHeight: '16rem',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space['1'],
});

export const option = style({
  display: 'grid',
  gap: '2px',
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  minHeight: '44px',
  borderLeft: '3px solid transparent',
  ':hover': { background: vars.color.surfaceMuted },
});

export const optionActive = style({
  background: vars.color.primarySubtle,
  color: vars.color.onPrimarySubtle,
  borderLeftColor: vars.color.primary,
  ':hover': { background: vars.color.primarySubtle },
});

export const optionTitle = style({ fontWeight: vars.fontWeight.semibold });

export const optionBody = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const pickerFoot = style({ fontSize: vars.fontSize.sm, margin: 0 });

export const replyActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

/** The saved replies page: the add form beside the list from the lg breakpoint, above it on phones. */
export const pageGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space['3'] });

export const replyList = style({ ...bareList, display: 'grid', gap: vars.space['3'] });

export const replyItem = style({
  display: 'grid',
  gap: vars.space['1'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

export const replyTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const replyBody = style({ margin: 0, whiteSpace: 'pre-wrap' });

globalStyle(`${option}:focus-visible`, focusOutline);
