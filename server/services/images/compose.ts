/**
 * Composes a catalogue picture from Fluent Emoji subjects, per slot, as a small deterministic SVG. Every
 * slot keeps its subjects whole inside the picture (the layout leaves margins, nothing is placed past an
 * edge), so only a slot shown at another aspect ratio with `object-fit: cover` could cut one:
 *
 * | slot     | size (ratio)    | used for                                   | layout                                          |
 * |----------|-----------------|--------------------------------------------|-------------------------------------------------|
 * | square   | 400×400 (1:1)   | items, categories, modules, conditions     | the subject on a tinted plate, a second on a disc |
 * | photo    | 600×400 (3:2)   | vehicles (card and gallery)                | a studio floor, the vehicle in its paint        |
 * | banner   | 800×400 (2:1)   | banners, campaigns, promotions             | lead subject at the end side, companions        |
 * | cover    | 900×300 (3:1)   | store covers                               | the store's subjects on a counter (crop-safe)   |
 * | logo     | 300×300 (1:1)   | store logos, gateways, business mark       | the subject on a white disc, circle-safe        |
 * | badge    | 300×300 (1:1)   | brands                                     | the brand's subject over its name, circle-safe  |
 * | avatar   | 300×300 (1:1)   | customers, drivers                         | a neutral silhouette: never the person's name   |
 *
 * Same input, same bytes: colours and layout come from the entity (hue, seed), never from randomness.
 */
import { artBody, artSize, paintedArtBody } from './art';
import { digest, hsl, type Hsl } from './colour';

export type Slot = 'square' | 'photo' | 'banner' | 'cover' | 'logo' | 'badge' | 'avatar';

export interface Picture {
  slot: Slot;
  /** The accessible name (`<title>`); for avatars a neutral word, never a person's name. */
  title: string;
  /** Lead subject first, then companions. */
  subjects: readonly string[];
  hue: number;
  /** Varies layout details per entity. */
  seed: string;
  /** Gallery position, 1 for the main picture. */
  variant: number;
  /** Vehicles: the body paint. */
  paint?: Hsl;
  /** Badges: the text under the subject. */
  label?: string;
}

export const SLOT_SIZES: Record<Slot, [number, number]> = {
  square: [400, 400],
  photo: [600, 400],
  banner: [800, 400],
  cover: [900, 300],
  logo: [300, 300],
  badge: [300, 300],
  avatar: [300, 300],
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
const n = (value: number) => String(Math.round(value * 100) / 100);

interface Placement {
  subject: string;
  x: number;
  y: number;
  size: number;
  flip?: boolean;
  paint?: Hsl;
  opacity?: number;
  rotate?: number;
}

/**
 * Subjects are defined once per picture as `<symbol>`s and drawn with `<use>`, so a cover with twenty
 * copies of a subject costs one copy of its paths.
 */
class Symbols {
  private readonly ids = new Map<string, string>();
  private readonly defs: string[] = [];

  idFor(subject: string, paint: Hsl | undefined): string {
    const key = `${subject}|${paint ? `${paint.h},${paint.s},${paint.l}` : ''}`;
    let id = this.ids.get(key);
    if (!id) {
      id = `a${this.ids.size}`;
      const body = paint ? paintedArtBody(subject, `${id}-`, paint) : artBody(subject, `${id}-`);
      this.defs.push(`<symbol id="${id}" viewBox="0 0 ${artSize()} ${artSize()}">${body}</symbol>`);
      this.ids.set(key, id);
    }
    return id;
  }

  toString(): string {
    return this.defs.join('');
  }

  /** One subject drawn in a `size`×`size` box at (x, y). */
  place(p: Placement): string {
    const id = this.idFor(p.subject, p.paint);
    const flip = p.flip ? ` translate(${n(p.size)} 0) scale(-1 1)` : '';
    const rotate = p.rotate ? ` rotate(${n(p.rotate)} ${n(p.size / 2)} ${n(p.size / 2)})` : '';
    const opacity = p.opacity === undefined ? '' : ` opacity="${n(p.opacity)}"`;
    const transform = flip || rotate ? ` transform="translate(${n(p.x)} ${n(p.y)})${rotate}${flip}"` : '';
    const at = transform ? '' : ` x="${n(p.x)}" y="${n(p.y)}"`;
    return `<use href="#${id}"${at} width="${n(p.size)}" height="${n(p.size)}"${transform}${opacity}/>`;
  }
}

/** A soft floor shadow under a subject (a radial gradient, no blur filter: cheap to paint). */
const shadow = (cx: number, cy: number, rx: number, ry: number) => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#floor)"/>`;
const SHADOW_DEF = '<radialGradient id="floor"><stop offset="0" stop-color="#0b1020" stop-opacity=".26"/><stop offset="1" stop-color="#0b1020" stop-opacity="0"/></radialGradient>';

function linear(id: string, from: string, to: string, vertical = false): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/**
 * An item: its form on a soft tinted plate and, when its name says more, what sets it apart on a white disc
 * at the foot of the end side (the dish's ingredient, the drink's fruit). The gallery's second picture is a
 * close-up, its third the two side by side.
 */
function square(p: Picture, symbols: Symbols) {
  const [lead = 'package', second] = p.subjects;
  const v = Math.max(1, p.variant);
  const close = v % 3 === 2;
  const pair = v % 3 === 0;
  const defs = linear('bg', hsl(p.hue, 0.6, 0.96), hsl(p.hue + 18, 0.48, 0.9)) + SHADOW_DEF;
  // A tinted plate, darker than the page, so white subjects (milk, rice, eggs) keep their outline.
  const backdrop = `<circle cx="200" cy="190" r="${close ? 172 : 152}" fill="${hsl(p.hue, 0.42, 0.84)}" opacity=".55"/>`;
  if (pair) {
    const items = [
      { subject: second ?? lead, x: 46, y: 96, size: 190, opacity: 0.95, paint: second ? undefined : p.paint },
      { subject: lead, x: 150, y: 110, size: 210, paint: p.paint },
    ];
    return { defs, body: `<rect width="400" height="400" fill="url(#bg)"/>${backdrop}${shadow(200, 318, 100, 16)}${items.map((item) => symbols.place(item)).join('')}` };
  }
  const badge = second && !close;
  const size = close ? 300 : badge ? 236 : 244;
  const x = close ? 50 : badge ? 52 : 78;
  const y = close ? 34 : badge ? 54 : 62;
  const lines = [`<rect width="400" height="400" fill="url(#bg)"/>`, backdrop, shadow(x + size / 2, y + size * 0.92, size * 0.42, 16), symbols.place({ subject: lead, x, y, size, flip: close, paint: p.paint })];
  if (badge) {
    lines.push(
      `<circle cx="296" cy="294" r="76" fill="${hsl(p.hue, 0.35, 0.8)}" opacity=".6"/><circle cx="296" cy="290" r="70" fill="#fff"/>`,
      symbols.place({ subject: second, x: 244, y: 238, size: 104 }),
    );
  }
  return { defs, body: lines.join('') };
}

function photo(p: Picture, symbols: Symbols) {
  const [lead = 'automobile'] = p.subjects;
  const v = Math.max(1, p.variant);
  const defs = linear('bg', hsl(p.hue, 0.3, 0.96), hsl(p.hue, 0.22, 0.86), true) + linear('ground', hsl(p.hue, 0.16, 0.84), hsl(p.hue, 0.14, 0.76), true) + SHADOW_DEF;
  const size = v % 3 === 0 ? 470 : 430;
  const x = (600 - size) / 2;
  // Vehicle subjects stand on the bottom sixth of their box and leave its top quarter empty: put their
  // wheels on the floor line; the empty top may leave the picture, the vehicle never does.
  const y = 356 - size * 0.86;
  const body = `<rect width="600" height="400" fill="url(#bg)"/><rect y="290" width="600" height="110" fill="url(#ground)"/>${shadow(300, 356, size * 0.4, 18)}${symbols.place({ subject: lead, x, y, size, flip: v % 2 === 0, paint: p.paint })}`;
  return { defs, body };
}

function banner(p: Picture, symbols: Symbols) {
  const [lead = 'package', ...companions] = p.subjects;
  const seed = digest(p.seed);
  const defs = linear('bg', hsl(p.hue, 0.62, 0.58), hsl(p.hue + 24, 0.66, 0.42)) + SHADOW_DEF;
  const rings = `<circle cx="${680 - ((seed[2] ?? 0) % 80)}" cy="${60 + ((seed[3] ?? 0) % 60)}" r="190" fill="#fff" opacity=".12"/><circle cx="120" cy="360" r="160" fill="#fff" opacity=".08"/>`;
  const vehicle = p.paint !== undefined;
  const leadSize = vehicle ? 400 : 290;
  const leadX = 800 - leadSize - (vehicle ? 24 : 56);
  const leadY = vehicle ? 372 - leadSize * 0.86 : 64;
  const extra = companions.slice(0, 2).map((subject, index) => ({ subject, x: index === 0 ? leadX - 130 : 800 - 150, y: index === 0 ? 214 : 28, size: index === 0 ? 150 : 118, rotate: index === 0 ? -8 : 10 }));
  const placed = [...extra, { subject: lead, x: leadX, y: leadY, size: leadSize, paint: p.paint }].map((item) => symbols.place(item)).join('');
  return { defs, body: `<rect width="800" height="400" fill="url(#bg)"/>${rings}${shadow(leadX + leadSize / 2, vehicle ? 372 : 350, leadSize * 0.42, 18)}${placed}` };
}

/**
 * A store's front: its subjects faint on the wall behind, its signature subject in the middle of a counter
 * with the others beside it. Centred, so the logo the store page lays over one side hides none of it.
 */
function cover(p: Picture, symbols: Symbols) {
  const seed = digest(p.seed);
  const defs = linear('bg', hsl(p.hue, 0.58, 0.88), hsl(p.hue + 20, 0.5, 0.76)) + linear('counter', hsl(p.hue, 0.3, 0.97), hsl(p.hue, 0.28, 0.88), true) + SHADOW_DEF;
  const subjects = p.subjects.length > 0 ? p.subjects : ['package'];
  const [lead = 'package', ...others] = subjects;
  const wall: Placement[] = [];
  let index = 0;
  for (let row = 0; row < 3; row++) {
    for (let col = 0; col < 8; col++) {
      const x = 14 + col * 112 + (row % 2 === 1 ? 56 : 0);
      if (x > 900 - 96) continue;
      wall.push({ subject: subjects[(index + (seed[0] ?? 0)) % subjects.length] as string, x: x + 4, y: 8 + row * 76, size: 56, rotate: ((seed[(index % 16) + 2] ?? 0) % 30) - 15, opacity: 0.16 });
      index += 1;
    }
  }
  const counter = '<rect y="228" width="900" height="72" fill="url(#counter)"/><rect y="226" width="900" height="4" fill="#fff" opacity=".7"/>';
  const beside = others.slice(0, 4);
  const spots = [235, 565, 110, 690];
  const standing = beside.map((subject, i) => ({ subject, x: spots[i] as number, y: 124, size: 104 }));
  const hero = { subject: lead, x: 360, y: 48, size: 180 };
  const shadows = [...standing.map((item) => shadow(item.x + 52, 230, 44, 8)), shadow(450, 230, 78, 11)].join('');
  const placed = [...standing, hero].map((item) => symbols.place(item)).join('');
  return { defs, body: `<rect width="900" height="300" fill="url(#bg)"/>${wall.map((tile) => symbols.place(tile)).join('')}${counter}${shadows}${placed}` };
}

function logo(p: Picture, symbols: Symbols) {
  const [lead = 'package'] = p.subjects;
  const defs = linear('bg', hsl(p.hue, 0.6, 0.52), hsl(p.hue + 20, 0.62, 0.38));
  return { defs, body: `<rect width="300" height="300" fill="url(#bg)"/><circle cx="150" cy="150" r="112" fill="#fff"/>${symbols.place({ subject: lead, x: 70, y: 70, size: 160 })}` };
}

/**
 * A width a bold sans-serif line of `text` will not exceed, in ems: wide fonts (DejaVu Sans Bold, the one
 * servers and Linux browsers fall back to) run about 0.72 em a capital, 0.64 a small letter, 0.35 a space.
 */
function boldTextEms(text: string): number {
  let ems = 0;
  for (const char of text) ems += char === ' ' ? 0.36 : /[A-Z0-9MW]/.test(char) ? 0.8 : /[a-z]/.test(char) ? 0.68 : 0.75;
  return ems;
}

/**
 * Brands are shown in circles: the subject and the name stay inside the inscribed circle (less a margin), the
 * name's size chosen so its whole line fits the circle's width at the lowest point the line reaches.
 */
const BADGE_SAFE_RADIUS = 134;
const BADGE_BASELINE = 222;

function badge(p: Picture, symbols: Symbols) {
  const [lead = 'label'] = p.subjects;
  const name = p.label ?? p.title;
  const label = escapeXml(name);
  // The line reaches a fifth of its size below the baseline (descenders); the chord there bounds its width.
  const chordAt = (fontSize: number) => 2 * Math.sqrt(BADGE_SAFE_RADIUS ** 2 - (BADGE_BASELINE + fontSize * 0.24 - 150) ** 2);
  let fontSize = 34;
  while (fontSize > 10 && boldTextEms(name) * fontSize > chordAt(fontSize)) fontSize -= 1;
  const defs = linear('bg', '#ffffff', hsl(p.hue, 0.45, 0.94), true);
  const text = `<text x="150" y="${BADGE_BASELINE}" font-family="system-ui,-apple-system,'Segoe UI',Roboto,sans-serif" font-size="${fontSize}" font-weight="800" fill="${hsl(p.hue, 0.55, 0.28)}" text-anchor="middle">${label}</text>`;
  const ring = `<circle cx="150" cy="150" r="146" fill="none" stroke="${hsl(p.hue, 0.6, 0.5)}" stroke-width="6"/>`;
  return { defs, body: `<rect width="300" height="300" fill="url(#bg)"/>${ring}${symbols.place({ subject: lead, x: 91, y: 52, size: 118 })}${text}` };
}

function avatar(p: Picture, symbols: Symbols) {
  const [lead = 'bust-in-silhouette'] = p.subjects;
  const defs = linear('bg', '#eef1f5', '#d9dee6', true);
  return { defs, body: `<rect width="300" height="300" fill="url(#bg)"/>${symbols.place({ subject: lead, x: 50, y: 62, size: 200 })}` };
}

const LAYOUTS: Record<Slot, (p: Picture, symbols: Symbols) => { defs: string; body: string }> = { square, photo, banner, cover, logo, badge, avatar };

export function composeSvg(picture: Picture): string {
  const [width, height] = SLOT_SIZES[picture.slot];
  const symbols = new Symbols();
  const { defs: backgrounds, body } = LAYOUTS[picture.slot](picture, symbols);
  const defs = `${backgrounds}${symbols.toString()}`;
  const title = escapeXml(picture.title);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${title}"><title>${title}</title><defs>${defs}</defs>${body}</svg>`;
}
