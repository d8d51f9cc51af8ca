import { style } from '@vanilla-extract/css';

import { vars } from '@/styles/contract.css';

export const trigger = style({ maxInlineSize: '100%', minInlineSize: 0, justifyContent: 'flex-start', paddingInline: vars.space.sm, gap: vars.space.xs });
/**
 * The address is cut at its own end: `dir="auto"` on the element and a plaintext bidi isolate make a Latin
 * address read left to right inside an Arabic page, so "Dubai Mall, Downt…" keeps its beginning.
 */
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minInlineSize: 0, unicodeBidi: 'plaintext' });
