import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { fontSize, palette, radius, space, touchTarget } from './tokens';

const shared = {
  space,
  radius,
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Tahoma, "Geeza Pro", sans-serif',
    size: fontSize,
  },
  size: { touch: touchTarget },
  motion: { fast: '120ms', normal: '220ms' },
  z: { header: '20', bar: '25', overlay: '100', toast: '200' },
};

createGlobalTheme(':root, .theme-light', vars, {
  ...shared,
  color: {
    background: {
      surface: palette.paper,
      raised: palette.paperRaised,
      sunken: palette.paperSunken,
      brand: palette.brand,
      brandSoft: palette.brandSoft,
      critical: palette.criticalSoft,
      caution: palette.cautionSoft,
      overlay: 'rgba(15, 20, 25, 0.55)',
    },
    foreground: {
      primary: palette.ink,
      secondary: palette.inkSoft,
      muted: palette.inkMuted,
      onBrand: '#ffffff',
      brand: palette.brandStrong,
      critical: palette.critical,
      positive: palette.positive,
      caution: palette.caution,
      link: palette.link,
      star: palette.star,
    },
    border: { subtle: palette.line, strong: palette.inkMuted, focus: palette.focus },
  },
  shadow: { raised: '0 1px 3px rgba(15,20,25,0.12), 0 1px 2px rgba(15,20,25,0.08)', overlay: '0 12px 32px rgba(15,20,25,0.24)' },
});

createGlobalTheme('.theme-dark', vars, {
  ...shared,
  color: {
    background: {
      surface: palette.darkPaper,
      raised: palette.darkRaised,
      sunken: palette.darkSunken,
      brand: palette.darkBrand,
      brandSoft: palette.darkBrandSoft,
      critical: palette.darkCriticalSoft,
      caution: palette.darkCautionSoft,
      overlay: 'rgba(0, 0, 0, 0.7)',
    },
    foreground: {
      primary: palette.darkInk,
      secondary: palette.darkInkSoft,
      muted: palette.darkInkMuted,
      onBrand: '#06251a',
      brand: palette.darkBrandStrong,
      critical: palette.darkCritical,
      positive: palette.darkBrand,
      caution: palette.darkCaution,
      link: palette.darkLink,
      star: palette.darkStar,
    },
    border: { subtle: palette.darkLine, strong: palette.darkInkMuted, focus: palette.darkFocus },
  },
  shadow: { raised: '0 1px 3px rgba(0,0,0,0.5)', overlay: '0 12px 32px rgba(0,0,0,0.6)' },
});
