import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const slot = style({ position: 'relative', display: 'block', inlineSize: '100%', overflow: 'hidden', background: vars.color.background.sunken });
export const round = style({ borderRadius: '50%' });
export const image = style({ position: 'absolute', inset: 0, inlineSize: '100%', blockSize: '100%', objectFit: 'contain' });
/** A `<picture>` around a slot's image takes no box of its own: the image keeps its slot's layout. */
export const contents = style({ display: 'contents' });
