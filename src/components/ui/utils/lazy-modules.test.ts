/**
 * Guards the bundle budget: the map wrapper must reach pigeon-maps only through a dynamic import, so the library
 * never lands in a route's initial chunk.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const staticImports = (code: string) => [...code.matchAll(/^\s*import\s[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]);

describe('lazy wrappers', () => {
  it.each([
    ['../map/map.tsx', './map-impl', /pigeon-maps/],
  ])('%s imports its implementation lazily and the library never statically', (path, impl, library) => {
    const code = source(path);
    expect(code).toContain(`import('${impl}')`);
    for (const imported of staticImports(code)) {
      expect(imported).not.toMatch(library);
      expect(imported).not.toBe(impl);
    }
  });

  it.each([['../map/map-types.ts'], ['../map/map-geometry.ts']])('%s, shared with the wrapper, imports no library', (path) => {
    for (const imported of staticImports(source(path))) expect(imported).not.toMatch(/pigeon-maps/);
  });
});
