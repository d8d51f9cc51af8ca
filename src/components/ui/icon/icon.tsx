/**
 * Inline SVG icons (24×24 grid, 1.8 stroke, `currentColor`), decorative by default (`aria-hidden`). Pass
 * `label` when the icon alone carries meaning. Directional icons (chevrons, arrows, half star) mirror in
 * right-to-left documents.
 */
import type { SVGProps } from 'react';
import { mirrorInRtl } from '@/styles/utils.css';
import { cx } from '../utils/cx';

/** A stroke path, or parts where `fill` marks the filled ones. */
type Shape = string | ReadonlyArray<{ d: string; fill?: boolean }>;

const STAR = 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z';
const HEART = 'M12 20s-7.5-4.6-9.2-9.3C1.7 7.6 3.9 4.5 7.2 4.5c2 0 3.6 1.2 4.8 2.9 1.2-1.7 2.8-2.9 4.8-2.9 3.3 0 5.5 3.1 4.4 6.2C19.5 15.4 12 20 12 20z';
const MAGNIFIER = 'M10.5 3.5a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20.5 20.5l-5-5';
const CROSSHAIR = 'M12 20a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM12 2v4M12 18v4M2 12h4M18 12h4M12 14.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
const GEAR =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13a7.6 7.6 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7.5 7.5 0 0 0-1.7-1L15 3.5h-4l-.3 2.5a7.5 7.5 0 0 0-1.7 1l-2.4-1-2 3.4 2 1.6a7.6 7.6 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7.5 7.5 0 0 0 1.7 1l.3 2.5h4l.3-2.5a7.5 7.5 0 0 0 1.7-1l2.4 1 2-3.4z';

const SHAPES = {
  search: MAGNIFIER,
  pin: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12.2a2.6 2.6 0 1 0 0-5.2 2.6 2.6 0 0 0 0 5.2z',
  cart: 'M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20.5h.01M17.5 20.5h.01',
  heart: HEART,
  heartFilled: [{ d: HEART, fill: true }],
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20.5c1.5-3.6 4.5-5.5 8-5.5s6.5 1.9 8 5.5',
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  chevronStart: 'M15 5l-7 7 7 7',
  chevronEnd: 'M9 5l7 7-7 7',
  chevronDown: 'M5 9l7 7 7-7',
  chevronUp: 'M5 15l7-7 7 7',
  arrowStart: 'M20 12H4M10 6l-6 6 6 6',
  arrowEnd: 'M4 12h16M14 6l6 6-6 6',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  star: STAR,
  starFilled: [{ d: STAR, fill: true }],
  starHalf: [{ d: STAR }, { d: 'M12 3.5L9.4 8.9l-5.9.8 4.3 4.1-1 5.8 5.2-2.8z', fill: true }],
  car: 'M5 16l1.5-5.2A2 2 0 0 1 8.4 9.3h7.2a2 2 0 0 1 1.9 1.5L19 16M4 16h16v3h-2.5M6.5 19H4v-3M7.5 16.5h.01M16.5 16.5h.01',
  seat: 'M7 4v8a2 2 0 0 0 2 2h7l2 6M9 14l-2 6M7 8h6',
  gear: GEAR,
  transmission:
    'M6 6.5v11M12 6.5v11M18 6.5V12H6M6 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM12 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM18 3.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  fuel: 'M5 20V5a1 1 0 0 1 1-1h7a1 1 0 0 1 1 1v15M4 20h11M14 9h2a2 2 0 0 1 2 2v5a1.5 1.5 0 0 0 3 0V8l-3-3M7 8h5',
  snowflake: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5L12 7l2.5-2.5M9.5 19.5L12 17l2.5 2.5',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2',
  calendar: 'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 10h16M8 3v4M16 3v4',
  map: 'M9 18l-6 3V6l6-3 6 3 6-3v15l-6 3zM9 3v15M15 6v15',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  sun: 'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  moon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z',
  filter: 'M4 5h16l-6 7.5V19l-4 2v-8.5z',
  sort: 'M7 4v16M4 7l3-3 3 3M17 20V4M14 17l3 3 3-3',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  alert: 'M12 3l9.5 17h-19zM12 10v4.5M12 17.5h.01',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 11v6M12 7.5h.01',
  wifiOff: 'M2 2l20 20M8.5 16.5a5 5 0 0 1 7 0M5 13a10 10 0 0 1 4.2-2.4M12 20h.01M1.5 9a15 15 0 0 1 4.6-2.8M16.8 10.6A10 10 0 0 1 19 13M22.5 9A15 15 0 0 0 11 5',
  download: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  upload: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  chat: 'M4 5h16v11H9l-5 4z',
  truck: 'M2 6h11v10H2zM13 9h4l3 3v4h-7M6 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17 19.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  wallet: 'M3 7a2 2 0 0 1 2-2h13v4M3 7v11a2 2 0 0 0 2 2h15V9H5a2 2 0 0 1-2-2zM16 14.5h.01',
  route: 'M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM8 17h8a3 3 0 0 0 0-6H8a3 3 0 0 1 0-6h8',
  crosshair: CROSSHAIR,
  target: CROSSHAIR,
  zoomIn: `${MAGNIFIER}M10.5 7.5v6M7.5 10.5h6`,
  zoomOut: `${MAGNIFIER}M7.5 10.5h6`,
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff: 'M3 3l18 18M10.6 6.1A10 10 0 0 1 12 6c6.5 0 10 6 10 6a17 17 0 0 1-3.2 3.8M6.6 6.6C3.7 8.4 2 12 2 12s3.5 6 10 6a9.6 9.6 0 0 0 4.4-1M9.9 9.9a3 3 0 0 0 4.2 4.2',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  logout: 'M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h11',
  store: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  play: 'M7 4.5v15l12-7.5z',
  pause: 'M8 5v14M16 5v14',
} as const satisfies Record<string, Shape>;

export type IconName = keyof typeof SHAPES;

/** Every icon name, for pickers and tests. */
export const ICON_NAMES = Object.keys(SHAPES) as IconName[];

const DIRECTIONAL: ReadonlySet<IconName> = new Set<IconName>(['chevronStart', 'chevronEnd', 'arrowStart', 'arrowEnd', 'logout', 'starHalf']);

export function isDirectionalIcon(name: IconName): boolean {
  return DIRECTIONAL.has(name);
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children'> {
  name: IconName;
  /** Pixel size of the square icon (default 20). */
  size?: number;
  /** Fill the whole outline with the current colour. */
  filled?: boolean;
  /** Gives the icon an accessible name; without it the icon is decorative. */
  label?: string;
}

export function Icon({ name, size = 20, filled = false, label, className, ...rest }: IconProps) {
  const shape: Shape = SHAPES[name];
  const parts = typeof shape === 'string' ? [{ d: shape, fill: filled }] : shape.map((part) => ({ d: part.d, fill: filled || part.fill === true }));
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'img' : undefined}
      focusable="false"
      data-icon={name}
      className={cx(DIRECTIONAL.has(name) && mirrorInRtl, className) || undefined}
      {...rest}
    >
      {parts.map((part, index) => (
        <path key={index} d={part.d} fill={part.fill ? 'currentColor' : undefined} />
      ))}
    </svg>
  );
}
