import { mq, vars } from '@northline/ui';
import { style } from '@vanilla-extract/css';

/** The chatbot demo's two panels: the test form and the response, side by side on large screens. */
export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const sessionInput = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.sm });

export const examplesBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  marginTop: vars.space['6'],
});

export const examples = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Example buttons wrap their text, left-aligned like the message they put in the box. */
export const example = style({
  // `li > &` outranks the Button's own centring whatever order the stylesheets load in.
  selectors: {
    'li > &': {
      justifyContent: 'flex-start',
      textAlign: 'left',
      height: 'auto',
      whiteSpace: 'normal',
      paddingBlock: vars.space['2'],
    },
  },
});

export const quality = style({ textTransform: 'capitalize' });

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const response = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  alignItems: 'center',
  margin: 0,
});

export const term = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textStrong });

export const definition = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space['1'] });

/** §8: the 'Error:' box. */
export const errorBox = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.destructive}`,
  backgroundColor: vars.color.destructiveSubtle,
  color: vars.color.onDestructiveSubtle,
});

export const errorPrefix = style({ fontWeight: vars.fontWeight.semibold });
