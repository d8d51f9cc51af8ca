import { createThemeContract } from '@vanilla-extract/css';

export const vars = createThemeContract({
  color: {
    background: { surface: null, raised: null, sunken: null, brand: null, brandSoft: null, critical: null, caution: null, overlay: null },
    foreground: { primary: null, secondary: null, muted: null, onBrand: null, brand: null, critical: null, positive: null, caution: null, link: null, star: null },
    border: { subtle: null, strong: null, focus: null },
  },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radius: { sm: null, md: null, lg: null, pill: null },
  font: { body: null, size: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null } },
  shadow: { raised: null, overlay: null },
  size: { touch: null },
  motion: { fast: null, normal: null },
  z: { header: null, overlay: null, toast: null, bar: null },
});
