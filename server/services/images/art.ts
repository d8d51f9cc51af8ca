/**
 * The bundled Fluent Emoji subjects (fluent-emoji.json, see extract-art.ts), read once, and the two edits a
 * composition needs: unique element ids per placed copy (gradients and filters are referenced by id, so two
 * copies in one SVG must not share them) and a body paint (a vehicle's, a product's colour).
 */
import { readFileSync } from 'node:fs';
import { ART_FILE, type ArtFile } from './extract-art';
import { hexToHsl, recolour, type Hsl } from './colour';

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
  // Subjects whose body is not the colour most of their shapes share (a clasp, a stripe, a sole has more).
  purse: { hues: [[310, 360], [0, 5]], minSaturation: 0.4 },
  'one-piece-swimsuit': { hues: [[300, 345]], minSaturation: 0.4 },
  'high-heeled-shoe': { hues: [[325, 360], [0, 10]], minSaturation: 0.4 },
  briefcase: { hues: [[300, 360], [0, 30]], minSaturation: 0.08 },
};

/** Subjects whose paint follows the product when nothing else says its colour (see BODY_PAINT). */
export const TINTABLE = new Set(['pill', 'lotion-bottle']);

interface BodyPaint {
  hues: [number, number][];
  minSaturation: number;
  lightness?: [number, number];
}

const bodyPaints = new Map<string, BodyPaint>();

/**
 * Which paint of any other subject is its body: the hue most of its coloured shapes share (a shirt's blue,
 * a shoe's red), within 28° either side; shading and the neutral details (white soles, black laces) keep
 * theirs. A subject with no colour of its own is repainted in its greys, its highlights kept.
 */
function bodyPaintOf(subject: string): BodyPaint {
  const known = BODY_PAINT[subject] ?? bodyPaints.get(subject);
  if (known) return known;
  const weights = new Array<number>(12).fill(0);
  for (const match of (loaded().icons[subject] ?? '').matchAll(/#[0-9a-fA-F]{6}\b/g)) {
    const colour = hexToHsl(match[0]);
    if (colour.s < 0.25 || colour.l <= 0.12 || colour.l >= 0.9) continue;
    const at = Math.floor(colour.h / 30) % 12;
    weights[at] = (weights[at] ?? 0) + 1;
  }
  const most = Math.max(...weights);
  if (most === 0) {
    // A black, grey or white product (headphones, a phone): its mid and dark greys are its body.
    const neutral: BodyPaint = { hues: [[0, 360]], minSaturation: 0, lightness: [0.08, 0.8] };
    bodyPaints.set(subject, neutral);
    return neutral;
  }
  const bin = weights.indexOf(most);
  const centre = bin * 30 + 15;
  const from = (centre - 28 + 360) % 360;
  const to = (centre + 28) % 360;
  const rule = { hues: (from < to ? [[from, to]] : [[from, 360], [0, to]]) as [number, number][], minSaturation: 0.25 };
  bodyPaints.set(subject, rule);
  return rule;
}

/** A subject painted `paint`: a vehicle's body, a medicine's cap, a product in the colour it is sold in. */
export function paintedArtBody(subject: string, prefix: string, paint: Hsl): string {
  const rule = bodyPaintOf(subject);
  return recolour(artBody(subject, prefix), rule.hues, rule.minSaturation, paint, rule.lightness);
}
