/**
 * Whole pages kept as sent (storefront/page-cache.ts): one build per key and stamp, shared by requests that
 * arrive while it runs, kept only when whole, built again when the stamp moves; every encoding is the same
 * page, with one ETag.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPageCache, keptPage, pageEncoding } from '../storefront/page-cache';

const html = (text: string) => `<!doctype html><html><body>${text.repeat(200)}</body></html>`;

describe('the page cache', () => {
  it('builds a page once per key and stamp, and again when the stamp moves', async () => {
    const cache = createPageCache();
    let builds = 0;
    const build = (text: string) => async () => ({ html: html(`${text}${++builds}`), whole: true });
    const [first, second] = await Promise.all([cache.page('a', '1@1', build('a')), cache.page('a', '1@1', build('a'))]);
    expect(builds).toBe(1);
    expect(second).toBe(first);
    expect(await cache.page('a', '1@1', build('a'))).toBe(first);
    await cache.page('b', '1@1', build('b'));
    expect(builds).toBe(2);
    const later = await cache.page('a', '1@2', build('a'));
    expect(builds).toBe(3);
    expect(later.etag).not.toBe(first.etag);
  });

  it('does not keep a page missing a part', async () => {
    const cache = createPageCache();
    let builds = 0;
    const partial = async () => ({ html: html(`partial ${++builds}`), whole: false });
    await cache.page('a', '1@1', partial);
    await cache.page('a', '1@1', partial);
    expect(builds).toBe(2);
  });

  it('sends the same page in each encoding, under one ETag', async () => {
    const page = await keptPage(html('ü'));
    expect(zlib.brotliDecompressSync(await page.encoded('br')).toString('utf8')).toBe(html('ü'));
    expect(zlib.gunzipSync(await page.encoded('gzip')).toString('utf8')).toBe(html('ü'));
    expect((await page.encoded('identity')).toString('utf8')).toBe(html('ü'));
    expect(page.etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await keptPage(html('ü'))).etag).toBe(page.etag);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
  ] as const)('takes the encoding a browser asks for: %s', (accept, encoding) => {
    expect(pageEncoding(accept)).toBe(encoding);
  });
});
