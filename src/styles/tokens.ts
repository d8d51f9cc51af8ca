/**
 * Raw design values with semantic names. Only `src/styles` reads this file: components style themselves
 * through the theme contract (`contract.css.ts`), so light and dark stay in one place.
 *
 * Colour pairs were checked for WCAG AA: body text ≥ 4.5:1 on surface, raised and sunken backgrounds;
 * borders of controls and the focus ring ≥ 3:1 against the surface (non-text contrast).
 */

/** Semantic colour roles. Every theme implements all of them. */
export interface ColorTokens {
  background: {
    /** Page background. */
    surface: string;
    /** Cards, dialogs, popovers. */
    raised: string;
    /** Wells, skeletons, hovered rows. */
    sunken: string;
    /** Solid brand fill (primary buttons, selected controls). */
    brand: string;
    brandHover: string;
    /** Tinted brand fill (selected cards, brand badges). */
    brandSoft: string;
    /** Tinted critical fill (error banners, critical badges). */
    critical: string;
    /** Solid critical fill (destructive buttons). */
    criticalSolid: string;
    caution: string;
    positive: string;
    info: string;
    /** Scrim behind modals and drawers. */
    overlay: string;
    /** Inverted surface for toasts and tooltips. */
    inverse: string;
  };
  foreground: {
    primary: string;
    secondary: string;
    muted: string;
    onBrand: string;
    onCritical: string;
    onInverse: string;
    brand: string;
    critical: string;
    positive: string;
    caution: string;
    info: string;
    link: string;
    star: string;
    disabled: string;
  };
  border: {
    subtle: string;
    /** Input and control outlines (≥ 3:1 against the surface). */
    strong: string;
    brand: string;
    critical: string;
    focus: string;
  };
  map: {
    /** Grid background shown where map tiles are missing. */
    fallback: string;
    grid: string;
    route: string;
    pin: string;
    marker: string;
    markerAccent: string;
  };
}

const brand = '#0b6e4f';

export const lightColors: ColorTokens = {
  background: {
    surface: '#ffffff',
    raised: '#ffffff',
    sunken: '#f3f5f7',
    brand,
    brandHover: '#095c42',
    brandSoft: '#e3f3ec',
    critical: '#fdecea',
    criticalSolid: '#b42318',
    caution: '#fff4d6',
    positive: '#e3f3ec',
    info: '#e8f1fb',
    overlay: 'rgba(15, 20, 25, 0.55)',
    inverse: '#17212b',
  },
  foreground: {
    primary: '#17212b',
    secondary: '#4a5662',
    muted: '#5f6a76',
    onBrand: '#ffffff',
    onCritical: '#ffffff',
    onInverse: '#f3f5f7',
    brand: '#085a40',
    critical: '#b42318',
    positive: brand,
    caution: '#8a5a00',
    info: '#0b5cad',
    link: '#0b5cad',
    star: '#b7791f',
    disabled: '#8a949e',
  },
  border: {
    subtle: '#d8dee4',
    strong: '#66717d',
    brand,
    critical: '#b42318',
    focus: '#1f6feb',
  },
  map: {
    fallback: '#e9edf1',
    grid: '#d3dae1',
    route: '#1f6feb',
    pin: '#b42318',
    marker: brand,
    markerAccent: '#b5431a',
  },
};

export const darkColors: ColorTokens = {
  background: {
    surface: '#0f1419',
    raised: '#182028',
    sunken: '#0b0f13',
    brand: '#3ccf95',
    brandHover: '#5de0ab',
    brandSoft: '#10342a',
    critical: '#3a1512',
    criticalSolid: '#ff8a80',
    caution: '#3a2d0c',
    positive: '#10342a',
    info: '#0f2a44',
    overlay: 'rgba(0, 0, 0, 0.7)',
    inverse: '#e8edf2',
  },
  foreground: {
    primary: '#e8edf2',
    secondary: '#b9c3cd',
    muted: '#98a4b0',
    onBrand: '#06251a',
    onCritical: '#1a0705',
    onInverse: '#0f1419',
    brand: '#5de0ab',
    critical: '#ff8a80',
    positive: '#3ccf95',
    caution: '#f2c14e',
    info: '#79b8ff',
    link: '#79b8ff',
    star: '#f2c14e',
    disabled: '#6b7681',
  },
  border: {
    subtle: '#2c3742',
    strong: '#98a4b0',
    brand: '#3ccf95',
    critical: '#ff8a80',
    focus: '#79b8ff',
  },
  map: {
    fallback: '#1b242d',
    grid: '#2c3742',
    route: '#79b8ff',
    pin: '#ff8a80',
    marker: '#3ccf95',
    markerAccent: '#ffb38a',
  },
};

/** Spacing scale (4 px rhythm with a 2 px hairline step). */
export const space = { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' } as const;

export const radius = { sm: '6px', md: '10px', lg: '16px', pill: '999px' } as const;

/**
 * System fonts only (no web fonts: nothing to download on a cheap phone). Arabic faces follow the Latin
 * ones so each script gets a face designed for it: Noto (Android, Linux), Geeza/SF Arabic (Apple), Segoe
 * UI and Tahoma (Windows).
 */
export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", "Noto Sans Arabic", "Noto Naskh Arabic", "SF Arabic", "Geeza Pro", Tahoma, Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' } as const;

/** Arabic script needs more room between lines than Latin, so body text is relaxed. */
export const lineHeight = { tight: '1.25', normal: '1.5', relaxed: '1.7' } as const;

export const fontWeight = { regular: '400', medium: '500', semibold: '600', bold: '700' } as const;

export const lightShadows = {
  raised: '0 1px 3px rgba(15, 20, 25, 0.12), 0 1px 2px rgba(15, 20, 25, 0.08)',
  overlay: '0 12px 32px rgba(15, 20, 25, 0.24)',
} as const;

export const darkShadows = {
  raised: '0 1px 3px rgba(0, 0, 0, 0.5)',
  overlay: '0 12px 32px rgba(0, 0, 0, 0.6)',
} as const;

/** Stacking layers, lowest first. */
export const zIndex = { base: '0', raised: '1', header: '20', bar: '25', overlay: '100', popover: '150', toast: '200' } as const;

export const motion = {
  fast: '120ms',
  normal: '220ms',
  slow: '360ms',
  easeOut: 'cubic-bezier(0.2, 0, 0, 1)',
  easeIn: 'cubic-bezier(0.4, 0, 1, 1)',
} as const;

/** Minimum touch target (kiosk and tablet use): every control is at least this tall and wide. */
export const touchTarget = '44px';

export const sizes = {
  touch: touchTarget,
  /** Visual height of compact controls; their hit area still reaches `touch`. */
  control: '40px',
  /** Height of large buttons. */
  controlLg: '52px',
  /** Checkbox box and radio circle. */
  indicator: '22px',
  iconSm: '16px',
  iconMd: '20px',
  iconLg: '24px',
  /** Readable page width. */
  page: '1200px',
  dialogSm: '420px',
  dialogMd: '560px',
  dialogLg: '820px',
  dialogXl: '1080px',
  /** Default drawer width (the cart drawer, spec §2). */
  drawer: '420px',
  popover: '380px',
  menuMin: '220px',
  /** Tallest list box before it scrolls. */
  listMax: '300px',
  /** Narrowest selectable card in a card grid. */
  cardMin: '140px',
  switchTrackInline: '48px',
  switchTrackBlock: '28px',
  switchThumb: '22px',
} as const;

export const borderWidth = { thin: '1px', thick: '2px', heavy: '3px' } as const;

/** Breakpoints in px. `header` is where the header stops collapsing into a side drawer (spec §9). */
export const breakpoints = { tablet: 768, desktop: 1024, header: 1180 } as const;

/** Media queries for vanilla-extract `@media` blocks. */
export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  headerWide: `screen and (min-width: ${breakpoints.header}px)`,
  headerNarrow: `screen and (max-width: ${breakpoints.header - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  hover: '(hover: hover) and (pointer: fine)',
} as const;
