import { style } from '@vanilla-extract/css';

export const trigger = style({ maxInlineSize: '100%', minInlineSize: 0, justifyContent: 'flex-start' });
export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxInlineSize: '32ch' });
