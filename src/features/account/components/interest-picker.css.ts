import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(12rem, 100%), 1fr))',
});

/** A category chip: picture, name, and a check mark once chosen (the pressed state is also its colour). */
export const item = style({ justifyContent: 'flex-start', minBlockSize: vars.size.controlLg, paddingInline: vars.space.sm, textAlign: 'start' });

export const name = style({ flex: 1, minInlineSize: 0 });

export const image = style({ inlineSize: `calc(${vars.size.touch} - ${vars.space.md})`, blockSize: `calc(${vars.size.touch} - ${vars.space.md})`, borderRadius: vars.radius.md, objectFit: 'contain', flexShrink: 0 });

export const legend = style({ fontWeight: vars.font.weight.semibold });

export const footer = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });
