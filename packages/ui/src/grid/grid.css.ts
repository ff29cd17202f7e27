import { style, styleVariants } from '@vanilla-extract/css';
import { mq } from '../styles/mixins.ts';
import { list } from '../styles/reset.css.ts';
import { vars } from '../styles/theme.css.ts';

export const root = style([list, { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }]);

const cols = (n: number) => `repeat(${n}, minmax(0, 1fr))`;

export const columns = styleVariants({
  1: {},
  2: { '@media': { [mq.md]: { gridTemplateColumns: cols(2) } } },
  3: { '@media': { [mq.md]: { gridTemplateColumns: cols(2) }, [mq.lg]: { gridTemplateColumns: cols(3) } } },
  4: { '@media': { [mq.sm]: { gridTemplateColumns: cols(2) }, [mq.lg]: { gridTemplateColumns: cols(4) } } },
});

export const gap = styleVariants({
  sm: { gap: vars.space['3'] },
  md: { gap: vars.space['6'] },
  lg: { gap: vars.space['8'] },
});
