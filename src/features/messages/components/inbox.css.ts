import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { media } from '@/styles/tokens';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(280px, 340px) minmax(0, 1fr)', alignItems: 'start' } },
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.md,
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, listStyle: 'none', margin: 0, padding: 0, maxBlockSize: '65vh', overflowY: 'auto' });

export const rowLink = style({
  display: 'grid',
  gridTemplateColumns: '44px minmax(0, 1fr) auto',
  gap: vars.space.sm,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.foreground.primary,
  textDecoration: 'none',
  minBlockSize: vars.size.touch,
  selectors: {
    '&:hover': { background: vars.color.background.sunken },
    '&[aria-current="page"]': { background: vars.color.background.brandSoft },
  },
});

export const avatar = style({
  inlineSize: '44px',
  blockSize: '44px',
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.background.sunken,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.foreground.secondary,
  overflow: 'hidden',
});

export const rowText = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0, gap: vars.space.xxs });
export const rowName = style({ fontWeight: vars.font.weight.semibold, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowPreview = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const rowMeta = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: vars.space.xxs, fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const unread = style({
  minInlineSize: '22px',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.pill,
  background: vars.color.background.brand,
  color: vars.color.foreground.onBrand,
  fontWeight: vars.font.weight.bold,
  textAlign: 'center',
});

export const threadHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, borderBlockEnd: `1px solid ${vars.color.border.subtle}`, paddingBlockEnd: vars.space.sm });
export const threadTitle = style({ margin: 0, fontSize: vars.font.size.lg, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const backOnNarrow = style({ '@media': { [media.desktop]: { display: 'none' } } });

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0, minBlockSize: '240px', maxBlockSize: '55vh', overflowY: 'auto' });

export const bubbleRow = style({ display: 'flex' });
export const bubbleRowMine = style({ justifyContent: 'flex-end' });

export const bubble = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  maxInlineSize: 'min(80%, 480px)',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.background.sunken,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
});
export const bubbleMine = style({ background: vars.color.background.brandSoft });
export const bubbleTime = style({ fontSize: vars.font.size.xs, color: vars.color.foreground.muted });
export const bubbleState = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, fontSize: vars.font.size.xs, color: vars.color.foreground.secondary, flexWrap: 'wrap' });
export const bubbleProblem = style({ color: vars.color.foreground.critical });

export const pictures = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });
export const picture = style({ inlineSize: '96px', blockSize: '96px', objectFit: 'cover', borderRadius: vars.radius.md, display: 'block', background: vars.color.background.raised });

export const composer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, borderBlockStart: `1px solid ${vars.color.border.subtle}`, paddingBlockStart: vars.space.sm });
export const composerRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const composerField = style({ flex: 1, minInlineSize: 0 });
export const previews = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 });
export const preview = style({ position: 'relative' });
export const previewRemove = style({ position: 'absolute', insetBlockStart: `calc(-1 * ${vars.space.xs})`, insetInlineEnd: `calc(-1 * ${vars.space.xs})` });
export const problem = style({ color: vars.color.foreground.critical, fontSize: vars.font.size.sm, margin: 0 });
export const hint = style({ color: vars.color.foreground.muted, fontSize: vars.font.size.xs, margin: 0 });
export const fileInput = style({ position: 'absolute', inlineSize: '1px', blockSize: '1px', opacity: 0, pointerEvents: 'none' });

/** On narrow screens only one pane shows: the list, or the open conversation. */
export const narrowHidden = style({ display: 'none', '@media': { [media.desktop]: { display: 'flex' } } });
