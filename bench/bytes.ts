/**
 * Bytes a route needs: the entry's JavaScript and CSS, the app's start, and each lazy module's chunk, following
 * static imports in Vite's build manifest, compressed with gzip (level 9) and brotli (quality 11) as a CDN would
 * serve them. Also the size of what the service worker's install fetches, and of what it keeps after the first screen.
 */
import { existsSync, readFileSync } from 'node:fs';
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

export interface PrecacheBytes {
  /** Files the worker's install fetches: their count, raw and gzip (level 9) sizes. */
  files: number;
  bytes: number;
  gzip: number;
  /** Files it keeps once a page's first screen is idle (marked `later` in its manifest, sw/later-files.ts). */
  later: { files: number; bytes: number; gzip: number };
}

/** The worker's precache manifest as the build wrote it into dist/sw.js: each file, and whether the install leaves it for later. */
export function precacheEntries(dist: string): { url: string; later: boolean }[] {
  const worker = readFileSync(join(dist, 'sw.js'), 'utf8');
  const entries = [...worker.matchAll(/\{[^{}]*?"url"\s*:\s*"([^"]+)"[^{}]*\}/g)].map((match) => ({ url: match[1] ?? '', later: /"later"\s*:\s*(true|!0)/.test(match[0]) }));
  return [...new Map(entries.filter((entry) => entry.url !== '').map((entry) => [entry.url, entry])).values()];
}

/** The sizes of what the worker's install fetches, and of what it keeps after the first screen. */
export function precacheBytes(dist: string): PrecacheBytes {
  const sum = (urls: string[]) =>
    urls.reduce(
      (total, url) => {
        const file = join(dist, url.replace(/^\//, ''));
        if (!existsSync(file)) return total;
        const buffer = readFileSync(file);
        return { files: total.files + 1, bytes: total.bytes + buffer.length, gzip: total.gzip + gzip(buffer) };
      },
      { files: 0, bytes: 0, gzip: 0 },
    );
  const entries = precacheEntries(dist);
  const core = sum(entries.filter((entry) => !entry.later).map((entry) => entry.url));
  return { ...core, later: sum(entries.filter((entry) => entry.later).map((entry) => entry.url)) };
}
