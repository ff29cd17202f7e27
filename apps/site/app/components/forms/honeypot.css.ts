import { style } from '@vanilla-extract/css';

/**
 * The honeypot's wrapper: out of sight with the clip pattern (not `display: none`, which some bots skip), taking
 * no space and no clicks. `aria-hidden` on the element hides it from assistive technology.
 */
export const wrapper = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
  pointerEvents: 'none',
});
