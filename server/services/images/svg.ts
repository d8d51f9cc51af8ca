/**
 * Renders a deterministic SVG card: a background colour picked from a hash of the subject's name, a glyph,
 * and (for marks such as logos, brands, avatars and categories) the name's initials. Photos — vehicles,
 * items, banners, covers, campaigns — show the glyph only, varied per gallery position. Same input, same
 * bytes, so the images cache well and tests can compare them.
 */
import { createHash } from 'node:crypto';
import { GLYPHS, type GlyphName } from './glyphs';

export interface ImageSubject {
  /** The entity's name (or title); drives the colour and the initials. */
  name: string;
  glyph: GlyphName;
  /** Banners, covers and campaigns are 2:1, everything else square. */
  wide: boolean;
  /** Marks show initials; photos do not. */
  mark: boolean;
  /** Gallery position, so the pictures of one entity differ. */
  variant: number;
}

/** Dark enough for white text and glyphs (contrast ≥ 4.5:1 against white). */
const PALETTE = ['#0b6e4f', '#1f5fbf', '#a8421a', '#6f42c1', '#0a6b73', '#8a5a00', '#b3261e', '#2d6a4f', '#3a0ca3', '#7a4419', '#5c4d7d', '#005f8f'];

export function initialsOf(name: string): string {
  const words = name.split(/[\s\-_&.,/()]+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words.slice(0, 2).map((word) => Array.from(word.replace(/[^\p{L}\p{N}]/gu, ''))[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

export function renderSvg(subject: ImageSubject): string {
  const digest = createHash('sha1').update(subject.name).digest();
  const colour = PALETTE[(digest[0] ?? 0) % PALETTE.length] ?? '#1f5fbf';
  const width = subject.wide ? 600 : 300;
  const title = escapeXml(subject.name);
  // Two soft circles whose positions depend on the name and the gallery position give each picture its own look.
  const seed = (digest[1] ?? 0) + subject.variant * 97;
  const decor = `<circle cx="${(seed * 7) % width}" cy="${(seed * 3) % 300}" r="${90 + (seed % 60)}" fill="#fff" opacity=".08"/><circle cx="${(seed * 13 + 150) % width}" cy="${(seed * 11 + 80) % 300}" r="${50 + (seed % 40)}" fill="#000" opacity=".08"/>`;
  const glyph = subject.mark
    ? `<g transform="translate(${width / 2 - 45} 22) scale(.3)">${GLYPHS[subject.glyph]}</g><text x="${width / 2}" y="205" font-family="system-ui,-apple-system,'Segoe UI',sans-serif" font-size="84" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(initialsOf(subject.name))}</text>`
    : `<g transform="translate(${width / 2 - 150} 0)">${GLYPHS[subject.glyph]}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 300" width="${width}" height="300" role="img" aria-label="${title}"><title>${title}</title><rect width="${width}" height="300" fill="${colour}"/>${decor}${glyph}</svg>`;
}
