/** Raw design values with semantic names. Components never use these directly: they use the theme contract. */
export const palette = {
  brand: '#0b6e4f',
  brandStrong: '#085a40',
  brandSoft: '#e3f3ec',
  ink: '#17212b',
  inkSoft: '#4a5662',
  inkMuted: '#66717d',
  paper: '#ffffff',
  paperRaised: '#ffffff',
  paperSunken: '#f3f5f7',
  line: '#d8dee4',
  critical: '#b42318',
  criticalSoft: '#fdecea',
  positive: '#0b6e4f',
  caution: '#8a5a00',
  cautionSoft: '#fff4d6',
  link: '#0b5cad',
  focus: '#1f6feb',
  star: '#b7791f',
  darkPaper: '#0f1419',
  darkRaised: '#182028',
  darkSunken: '#0b0f13',
  darkInk: '#e8edf2',
  darkInkSoft: '#b9c3cd',
  darkInkMuted: '#98a4b0',
  darkLine: '#2c3742',
  darkBrand: '#3ccf95',
  darkBrandStrong: '#5de0ab',
  darkBrandSoft: '#10342a',
  darkCritical: '#ff8a80',
  darkCriticalSoft: '#3a1512',
  darkCaution: '#f2c14e',
  darkCautionSoft: '#3a2d0c',
  darkLink: '#79b8ff',
  darkFocus: '#79b8ff',
  darkStar: '#f2c14e',
} as const;

export const space = { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;
export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;
export const fontSize = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' } as const;
export const breakpoints = { tablet: 768, header: 1180 } as const;
/** Minimum touch target (kiosk and tablet use). */
export const touchTarget = '44px';
