/**
 * Colour for the generated pictures: HSL conversions, a calm background tint per entity (a hash of its name
 * picks one of a few hues, so a store keeps its colour everywhere), vehicle paints, and the recolouring of a
 * subject's body paint that keeps its shading (each shade moves by as much lightness as it had from the
 * body's base tone).
 */
import { createHash } from 'node:crypto';

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function hexToHsl(hex: string): Hsl {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((n) => n / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h = max === r ? ((g - b) / d + (g < b ? 6 : 0)) * 60 : max === g ? ((b - r) / d + 2) * 60 : ((r - g) / d + 4) * 60;
  return { h, s, l };
}

export function hslToHex({ h, s, l }: Hsl): string {
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  const [sat, light] = [clamp(s), clamp(l)];
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)].map((x) => Math.round(x * 255).toString(16).padStart(2, '0')).join('')}`;
}

export const hsl = (h: number, s: number, l: number) => hslToHex({ h, s, l });

/** Deterministic bytes from a text (entity name, id), for colours and layout choices. */
export function digest(text: string): Buffer {
  return createHash('sha1').update(text).digest();
}

/** Background hues that flatter food, goods and cars alike (no muddy yellow-greens). */
const HUES = [8, 24, 38, 150, 172, 196, 212, 232, 262, 292, 332, 350];

export function hueOf(name: string): number {
  return HUES[(digest(name)[0] ?? 0) % HUES.length] ?? 212;
}

/** Paints a rental fleet is made of, most common first. */
export const VEHICLE_PAINTS: readonly { name: string; paint: Hsl }[] = [
  { name: 'white', paint: { h: 220, s: 0.12, l: 0.9 } },
  { name: 'silver', paint: { h: 215, s: 0.08, l: 0.72 } },
  { name: 'black', paint: { h: 230, s: 0.12, l: 0.2 } },
  { name: 'red', paint: { h: 356, s: 0.72, l: 0.45 } },
  { name: 'blue', paint: { h: 214, s: 0.7, l: 0.42 } },
  { name: 'grey', paint: { h: 210, s: 0.06, l: 0.45 } },
  { name: 'green', paint: { h: 152, s: 0.42, l: 0.32 } },
  { name: 'orange', paint: { h: 24, s: 0.85, l: 0.52 } },
];

export function vehiclePaint(seed: string): { name: string; paint: Hsl } {
  return VEHICLE_PAINTS[(digest(seed)[1] ?? 0) % VEHICLE_PAINTS.length] ?? (VEHICLE_PAINTS[0] as { name: string; paint: Hsl });
}

/** A product's own colour (a pill's cap, a bottle), from its name. */
export function productPaint(name: string): Hsl {
  return { h: HUES[(digest(name)[4] ?? 0) % HUES.length] ?? 212, s: 0.7, l: 0.56 };
}

const inHues = (h: number, ranges: readonly [number, number][]) => ranges.some(([from, to]) => h >= from && h <= to);

/**
 * Repaints every `#rrggbb` of `body` whose hue is in `ranges` (and saturation at least `minSaturation`,
 * lightness within `lightness`):
 * the new colour has the paint's hue and saturation, and the paint's lightness shifted by the shade's own
 * distance from the body's mean lightness, so highlights stay highlights.
 */
export function recolour(body: string, ranges: readonly [number, number][], minSaturation: number, paint: Hsl, lightness: readonly [number, number] = [0, 1]): string {
  const shades = [...new Set(body.match(/#[0-9a-fA-F]{6}\b/g) ?? [])]
    .map((hex) => ({ hex, colour: hexToHsl(hex) }))
    .filter(({ colour }) => colour.s >= minSaturation && inHues(colour.h, ranges) && colour.l >= lightness[0] && colour.l <= lightness[1]);
  if (shades.length === 0) return body;
  const base = shades.reduce((sum, { colour }) => sum + colour.l, 0) / shades.length;
  const replacements = new Map(shades.map(({ hex, colour }) => [hex.toLowerCase(), hslToHex({ h: paint.h, s: paint.s * Math.min(1.2, 0.6 + colour.s * 0.5), l: paint.l + (colour.l - base) * 0.8 })]));
  return body.replace(/#[0-9a-fA-F]{6}\b/g, (hex) => replacements.get(hex.toLowerCase()) ?? hex);
}
