/**
 * Images served locally: small deterministic SVGs generated from the path (kind, id, variant), so every
 * `*_full_url` works offline and no external host is involved. Colours come from a hash of the name.
 */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';

const PALETTE = ['#0b6e4f', '#1f6feb', '#b5431a', '#6f42c1', '#0a7b83', '#9a6700', '#cf222e', '#2d6a4f', '#3a0ca3', '#7a4419'];

const GLYPHS: Record<string, string> = {
  vehicle:
    '<path d="M60 150 l20-45 q6-14 22-14 h96 q16 0 22 14 l20 45 h10 q10 0 10 10 v30 q0 8-8 8 h-14 a22 22 0 0 1-44 0 h-88 a22 22 0 0 1-44 0 h-14 q-8 0-8-8 v-30 q0-10 10-10 z" fill="#fff" opacity=".92"/><circle cx="90" cy="198" r="14" fill="#222"/><circle cx="210" cy="198" r="14" fill="#222"/>',
  store: '<path d="M70 110 h160 l12 30 h-184 z M82 140 h136 v70 h-136 z" fill="#fff" opacity=".92"/><rect x="132" y="165" width="36" height="45" fill="#222" opacity=".5"/>',
  item: '<circle cx="150" cy="150" r="62" fill="#fff" opacity=".92"/><circle cx="150" cy="150" r="34" fill="#222" opacity=".25"/>',
  module: '<rect x="95" y="95" width="110" height="110" rx="22" fill="#fff" opacity=".92"/>',
  banner: '<circle cx="240" cy="70" r="90" fill="#fff" opacity=".15"/><circle cx="60" cy="240" r="70" fill="#fff" opacity=".12"/>',
  brand: '<circle cx="150" cy="150" r="70" fill="#fff" opacity=".92"/>',
  user: '<circle cx="150" cy="120" r="45" fill="#fff" opacity=".92"/><path d="M70 230 q80-90 160 0 z" fill="#fff" opacity=".92"/>',
  gateway: '<rect x="70" y="110" width="160" height="90" rx="14" fill="#fff" opacity=".92"/>',
};

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export function svgFor(kind: string, file: string): string {
  const name = file.replace(/\.svg$/, '');
  const digest = createHash('sha1').update(`${kind}/${name}`).digest();
  const colour = PALETTE[(digest[0] ?? 0) % PALETTE.length];
  const wide = kind === 'banner' || kind === 'cover';
  const width = wide ? 600 : 300;
  const label = escapeXml(name.replace(/[-_]/g, ' ').slice(0, 18).toUpperCase());
  const glyph = GLYPHS[kind] ?? GLYPHS.item;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 300" width="${width}" height="300" role="img" aria-label="${label}"><rect width="${width}" height="300" fill="${colour}"/><g transform="translate(${wide ? 150 : 0} 0)">${glyph}</g><text x="${width / 2}" y="285" font-family="system-ui,sans-serif" font-size="18" fill="#fff" text-anchor="middle" opacity=".85">${label}</text></svg>`;
}

export function registerStorageRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; file: string } }>('/storage/:kind/:file', (request, reply) => {
    const { kind, file } = request.params;
    if (!/^[a-z-]{2,20}$/.test(kind) || !/^[\w.-]{1,80}\.svg$/.test(file)) return reply.status(404).send({ message: 'Not Found' });
    return reply.header('Cache-Control', 'public, max-age=2592000, immutable').type('image/svg+xml').send(svgFor(kind, file));
  });
}
