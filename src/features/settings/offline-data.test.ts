import { describe, expect, it } from 'vitest';
import { formatBytes, isClearableCache } from './offline-data';

describe('offline data', () => {
  it.each([
    [0, 'en', '0 B'],
    [999, 'en', '999 B'],
    [1500, 'en', '1.5 kB'],
    [2_340_000, 'en', '2.3 MB'],
    [5_000_000_000, 'en', '5 GB'],
    [1500, 'ar', '١٫٥ kB'],
  ])('%d bytes in %s read %s', (bytes, language, text) => expect(formatBytes(bytes, language)).toBe(text));

  it.each([
    ['workbox-precache-v2-http://localhost/', false],
    ['api-listings-v1', true],
    ['images-v1', true],
    ['map-tiles-v1', true],
  ])('cache %s can be cleared: %s', (name, clearable) => expect(isClearableCache(name)).toBe(clearable));
});
