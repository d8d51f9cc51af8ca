import { style } from '@vanilla-extract/css';

/** Holds the field without a box of its own: the field lays out as the caller's child, whichever input it has. */
export const holder = style({ display: 'contents' });
