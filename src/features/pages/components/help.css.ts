import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';
import { media } from '@/styles/tokens';

export const intro = style({ color: vars.color.foreground.secondary, maxInlineSize: '72ch' });

/** The questions first; the contact card and the policies beside them from desktops up, under them before. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(18rem, 22rem)', columnGap: vars.space.xxl } },
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { position: 'sticky', insetBlockStart: vars.space.xxxl } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.background.raised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
});

export const cardTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold, lineHeight: vars.font.lineHeight.tight });

export const channels = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });
export const channel = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const channelIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.size.control,
  blockSize: vars.size.control,
  borderRadius: vars.radius.pill,
  background: vars.color.background.brandSoft,
  color: vars.color.foreground.brand,
});
export const channelText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0, overflowWrap: 'anywhere' });
export const channelLabel = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.foreground.muted });
export const address = style({ fontStyle: 'normal' });
export const inlineButton = style({ alignSelf: 'flex-start', paddingInline: 0, minBlockSize: 'auto', textAlign: 'start' });

export const policies = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const policyLink = style({ display: 'flex', alignItems: 'center', minBlockSize: vars.size.touch });
