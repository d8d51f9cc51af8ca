/** Shared layout of the account forms: the form column, alerts, hints, the "or" divider and link rows. */
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const intro = style({ color: vars.color.foreground.secondary, fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.normal });

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background.critical,
  color: vars.color.foreground.critical,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
});

export const hint = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background.info,
  color: vars.color.foreground.info,
  fontSize: vars.font.size.sm,
});

export const icon = style({ flexShrink: 0, marginBlockStart: vars.space.xxs });

export const linkRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm, flexWrap: 'wrap' });

export const centeredRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: vars.space.xs, flexWrap: 'wrap', fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end', flexWrap: 'wrap' });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.foreground.muted,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderBlockStart: `${vars.borderWidth.thin} solid ${vars.color.border.subtle}` },
  },
});

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const account = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: vars.space.md, textAlign: 'center' });

export const avatar = style({
  inlineSize: vars.size.controlLg,
  blockSize: vars.size.controlLg,
  borderRadius: vars.radius.pill,
  objectFit: 'cover',
  background: vars.color.background.sunken,
});

export const accountName = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const fallback = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.xl });

/** The header's sign-in label: on phones only its icon shows, the label stays for screen readers. */
export const signInLabel = style({
  '@media': {
    'screen and (max-width: 519.98px)': {
      position: 'absolute',
      inlineSize: '1px',
      blockSize: '1px',
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/**
 * The signed-in customer's name in the header: short, and only its icon below 1440 px, where the location
 * needs the room (the button keeps the name for screen readers).
 */
export const headerAccountName = style({
  maxInlineSize: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    'screen and (max-width: 1439.98px)': { position: 'absolute', inlineSize: '1px', blockSize: '1px', overflow: 'hidden', clipPath: 'inset(50%)' },
  },
});
