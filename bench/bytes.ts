/**
 * Bytes a route needs: the entry's JavaScript and CSS, the app's start, and each lazy module's chunk, following
 * static imports in Vite's build manifest, compressed with gzip (level 9) and brotli (quality 11) as a CDN would
 * serve them. Also the total size of what the service worker precaches.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { STARTUP_SOURCE } from '../common/first-screen/screens';
import type { BenchRoute } from './routes';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface RouteBytes {
  jsGzip: number;
  jsBrotli: number;
  cssGzip: number;
  /** Built files counted, for the printed table. */
  files: string[];
}

export function readManifest(dist: string): Manifest {
  const path = join(dist, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`No build manifest at ${path}: run "npm run build" first.`);
  return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
}

function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

const gzip = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;
const brotli = (buffer: Buffer) => brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export function routeBytes(dist: string, manifest: Manifest, route: BenchRoute): RouteBytes {
  const js = new Set<string>();
  const css = new Set<string>();
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The build manifest has no entry chunk.');
  collect(manifest, entry, js, css);
  for (const module of [STARTUP_SOURCE, ...route.lazyModules]) {
    if (!manifest[module]) throw new Error(`${route.name}: "${module}" is not a chunk in the build manifest (renamed or no longer lazy?).`);
    collect(manifest, module, js, css);
  }
  const read = (file: string) => readFileSync(join(dist, file));
  const jsBuffers = [...js].map(read);
  const cssBuffers = [...css].map(read);
  return {
    jsGzip: jsBuffers.reduce((sum, buffer) => sum + gzip(buffer), 0),
    jsBrotli: jsBuffers.reduce((sum, buffer) => sum + brotli(buffer), 0),
    cssGzip: cssBuffers.reduce((sum, buffer) => sum + gzip(buffer), 0),
    files: [...js, ...css],
  };
}

/** The JavaScript (gzip) every route loads: the files all the routes' lists share (the entry and the app's start). */
export function sharedJsGzip(dist: string, routeFiles: readonly (readonly string[])[]): number {
  const [first = [], ...rest] = routeFiles;
  return first
    .filter((file) => file.endsWith('.js') && rest.every((files) => files.includes(file)))
    .reduce((sum, file) => sum + gzip(readFileSync(join(dist, file))), 0);
}

/** Sum of the (uncompressed) sizes of every URL in the worker's precache manifest. */
export function precacheBytes(dist: string): { bytes: number; urls: string[] } {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/["']?url["']?\s*:\s*["']([^"']+)["']/g)].map((match) => match[1] ?? '');
  const unique = [...new Set(urls)].filter((url) => url !== '');
  const bytes = unique.reduce((sum, url) => {
    const file = join(dist, url.replace(/^\//, ''));
    return sum + (existsSync(file) ? statSync(file).size : 0);
  }, 0);
  return { bytes, urls: unique };
}
