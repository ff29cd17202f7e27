import { style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../styles/mixins.ts';
import { base } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([
  base,
  {
    width: '100%',
    marginInline: 'auto',
    paddingInline: vars.space['4'],
    '@media': {
      [mq.sm]: { paddingInline: vars.space['6'] },
      [mq.lg]: { paddingInline: vars.space['8'] },
    },
  },
]);

export const width = styleVariants({
  default: { maxWidth: `calc(${vars.size.container} + 2 * ${vars.space['8']})` },
  narrow: { maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space['8']})` },
});
