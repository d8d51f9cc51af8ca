/**
 * API answers are compressed inline (with a length, no chunked stream) at brotli's quality 1, or gzip as the
 * client asks, and decode to exactly the answer sent uncompressed.
 */
import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENTAL_HEADERS, startTestServer, type TestServer } from './helpers';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function rawGet(path: string, encoding: string): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${server.baseUrl}${path}`, { headers: { ...RENTAL_HEADERS, 'Accept-Encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('compressed API answers', () => {
  it('a search page arrives whole in brotli or gzip, with its length, and decodes to the plain answer', async () => {
    const path = '/api/v1/rental/vehicle/search?limit=12&offset=1&sortby_price=asc';
    const plain = await rawGet(path, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(20_000);
    const br = await rawGet(path, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.equals(brotliCompressSync(plain.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }))).toBe(true);
    // Quality 1 still makes a search page about a tenth of its size.
    expect(br.body.length).toBeLessThan(plain.body.length / 6);
    const gzip = await rawGet(path, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });
});
