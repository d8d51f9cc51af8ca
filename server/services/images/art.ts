/**
 * The bundled Fluent Emoji subjects (fluent-emoji.json, see extract-art.ts), read once, and the two edits a
 * composition needs: unique element ids per placed copy (gradients and filters are referenced by id, so two
 * copies in one SVG must not share them) and a vehicle's paint colour.
 */
import { readFileSync } from 'node:fs';
import { ART_FILE, type ArtFile } from './extract-art';
import { recolour, type Hsl } from './colour';

let art: ArtFile | null = null;

function loaded(): ArtFile {
  art ??= JSON.parse(readFileSync(ART_FILE, 'utf8')) as ArtFile;
  return art;
}

/** The viewBox size of every subject body. */
export const artSize = () => loaded().size;

export const hasArt = (subject: string) => subject in loaded().icons;

/** A subject's SVG body with its ids prefixed (`prefix` must be unique within the document). */
export function artBody(subject: string, prefix: string): string {
  const body = loaded().icons[subject] ?? loaded().icons.package ?? '';
  return body.replace(/\bid="([^"]+)"/g, `id="${prefix}$1"`).replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`).replace(/href="#([^"]+)"/g, `href="#${prefix}$1"`);
}

/**
 * Which paint of each vehicle subject is its body: hues (degrees) and the least saturation that count as
 * body paint. Glass, tyres, lights and chrome fall outside and keep their colours.
 */
const BODY_PAINT: Record<string, { hues: [number, number][]; minSaturation: number }> = {
  automobile: { hues: [[300, 360], [0, 25]], minSaturation: 0.3 },
  'pickup-truck': { hues: [[300, 360], [0, 25]], minSaturation: 0.3 },
  'racing-car': { hues: [[340, 360], [0, 20]], minSaturation: 0.45 },
  motorcycle: { hues: [[330, 360], [0, 25]], minSaturation: 0.5 },
  'sport-utility-vehicle': { hues: [[204, 240]], minSaturation: 0.55 },
  bus: { hues: [[20, 60]], minSaturation: 0.5 },
  // Not vehicles: medicines and bottles are tinted per product, so a pharmacy shelf is not one pill repeated.
  pill: { hues: [[315, 360]], minSaturation: 0.4 },
  'lotion-bottle': { hues: [[320, 360], [0, 15]], minSaturation: 0.3 },
};

/** Subjects whose paint follows the product (see BODY_PAINT). */
export const TINTABLE = new Set(['pill', 'lotion-bottle']);

/** A vehicle subject painted `paint` (other subjects are returned unchanged). */
export function paintedArtBody(subject: string, prefix: string, paint: Hsl): string {
  const rule = BODY_PAINT[subject];
  const body = artBody(subject, prefix);
  return rule ? recolour(body, rule.hues, rule.minSaturation, paint) : body;
}
