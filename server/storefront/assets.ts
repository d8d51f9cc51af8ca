/**
 * The build's chunk graph (Vite's `.vite/manifest.json`), read once: for a route's source modules, every
 * script and style file they need that the page does not already load, so the page can ask for them all at
 * once instead of discovering each only after the one that imports it has run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

export type BuildManifest = Record<string, ManifestChunk>;

export interface Preloads {
  scripts: string[];
  styles: string[];
}

export function readBuildManifest(distDir: string): BuildManifest {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : {};
}

function collect(manifest: BuildManifest, key: string, seen: Set<string>, into: Preloads): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, into);
  into.scripts.push(`/${chunk.file}`);
  for (const style of chunk.css ?? []) into.styles.push(`/${style}`);
}

/** Files for these source modules, minus the entry's own (the page's head already names those). */
export function preloadsFor(manifest: BuildManifest, sources: readonly string[]): Preloads {
  const loaded: Preloads = { scripts: [], styles: [] };
  const seen = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, seen, loaded);
  const wanted: Preloads = { scripts: [], styles: [] };
  for (const source of sources) collect(manifest, source, seen, wanted);
  return wanted;
}
