import { style } from '@vanilla-extract/css';

/** The hero's 'Subscribe to the newsletter' lands with the heading clear of the sticky header. */
export const newsletter = style({ scrollMarginTop: '4rem' });
