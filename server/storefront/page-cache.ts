/**
 * Whole pages as sent, kept by what they are made of (first-screen.ts `keyOf`: the URL, the context as the
 * first screen is prepared for it, the theme, the runtime configuration) for the data version and minute they
 * were built in: a customer whose key is kept gets the kept bytes, compressed once, with no answer asked, no
 * render and no compression. Only whole pages are kept (every planned answer in them, and their markup); a
 * personal page never has a key. All is dropped when the data version moves or the minute turns (the key's
 * stamp: db/table-versions.ts sees other workers' writes), and past `maxEntries`.
 *
 * A page is kept as brotli (what browsers ask for; quality 4, as the plugin compresses big answers) and
 * its other forms are made when first asked for. Its ETag names its content, whatever the encoding.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { BuiltPage } from './first-screen';
import { stampedEntries } from './stamped-entries';

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface KeptPage {
  /** Weak: the same for every encoding of the same HTML. */
  etag: string;
  /** The page in this encoding (made once, then kept with the page). */
  encoded(encoding: PageEncoding): Promise<Buffer>;
}

export interface PageCache {
  /** The kept page for this key and stamp, or a new one (`build`), kept when whole; builds of one key at once share one. */
  page(key: string, stamp: string, build: () => Promise<BuiltPage>): Promise<KeptPage>;
}

const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } };

const brotli = promisify(zlib.brotliCompress);
const unbrotli = promisify(zlib.brotliDecompress);
const gzip = promisify(zlib.gzip);

/** The page, compressed on the thread pool (a page's compression would otherwise take the event loop from the answers). */
export async function keptPage(html: string): Promise<KeptPage> {
  const raw = Buffer.from(html, 'utf8');
  const br = await brotli(raw, { ...BROTLI, params: { ...BROTLI.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
  let gzipped: Promise<Buffer> | null = null;
  const etag = `W/"${createHash('sha1').update(br).digest('base64url')}"`;
  return {
    etag,
    encoded(encoding) {
      if (encoding === 'br') return Promise.resolve(br);
      // Not kept uncompressed: a browser that takes neither is rare, and the brotli form is a twentieth of the size.
      if (encoding === 'identity') return unbrotli(br);
      gzipped ??= gzip(raw);
      return gzipped;
    },
  };
}

export function createPageCache(maxEntries = 1_000): PageCache {
  const entries = stampedEntries<KeptPage, { page: KeptPage; whole: boolean }>(maxEntries);
  return {
    async page(key, at, build) {
      const { kept, flying } = entries.find(key, at);
      if (kept) return kept;
      // The same key is the same public context: a page missing a part (an answer late) is shared too, only not kept.
      if (flying) return (await flying).page;
      const work = build().then(async (built) => ({ page: await keptPage(built.html), whole: built.whole }));
      return (await entries.build(key, work, ({ page, whole }) => (whole ? page : null))).page;
    },
  };
}

/** The encoding a request's Accept-Encoding prefers among brotli, gzip and none (q=0 refuses one). */
export function pageEncoding(accept: string | string[] | undefined): PageEncoding {
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(accept) ? accept.join(',') : (accept ?? '')).split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return 'identity';
}
