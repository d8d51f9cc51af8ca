/**
 * Builds the app with the project's Vite config into the bench's scratch directory (so a bench never replaces
 * `dist/` under someone's running tests), recording which source modules end up in each chunk and how many
 * bytes each contributes, so the table can name what dominates a route's JavaScript.
 */
import { readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'vite';
import { ROOT } from './util';

export interface ModuleSize {
  id: string;
  /** Bytes of the module's code as rendered into its chunk (before minification). */
  bytes: number;
  /** That code gzipped on its own: the weight used to share the chunk's real gzip size among its modules. */
  weight: number;
}

export type ChunkModules = Map<string, ModuleSize[]>;

function moduleSizes(into: ChunkModules): Plugin {
  return {
    name: 'bench-module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        into.set(
          file,
          Object.entries(output.modules).map(([id, module]) => ({
            id,
            bytes: module.renderedLength,
            weight: module.code ? gzipSync(module.code, { level: 6 }).length : module.renderedLength / 4,
          })),
        );
      }
    },
  };
}

export async function buildApp(outDir: string): Promise<ChunkModules> {
  const chunks: ChunkModules = new Map();
  rmSync(outDir, { recursive: true, force: true });
  // As `npm run build`: the planning pass first, so the entry's modules are grouped from this very source.
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', mode: 'chunk-plan' });
  await build({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
    plugins: [moduleSizes(chunks)],
  });
  // The server's render, beside the app's build where the server looks for it (`dist` → `dist-server`).
  await build({ root: ROOT, configFile: join(ROOT, 'vite.config.ts'), logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: join(dirname(outDir), 'dist-server') } });
  return chunks;
}

/** A readable owner for a module: the npm package, or the source path. */
export function ownerOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const match = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.pop();
  if (match) return match.replace('node_modules/', '');
  return clean.startsWith('/') ? relative(ROOT, clean) : clean;
}

/**
 * The biggest contributors (packages or source files) to a set of built JavaScript files. Each chunk's real gzip
 * size is shared among its modules in proportion to their code gzipped alone (an estimate: modules are rendered
 * before minification), so the parts add up to the route's total.
 */
export function topContributors(dist: string, chunks: ChunkModules, files: string[], limit: number): { owner: string; gzip: number; bytes: number }[] {
  const totals = new Map<string, { gzip: number; bytes: number }>();
  for (const file of files) {
    const modules = chunks.get(file) ?? [];
    const weights = modules.reduce((sum, module) => sum + module.weight, 0);
    if (weights === 0) continue;
    const chunkGzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    for (const module of modules) {
      const owner = ownerOf(module.id);
      const total = totals.get(owner) ?? { gzip: 0, bytes: 0 };
      total.gzip += (chunkGzip * module.weight) / weights;
      total.bytes += module.bytes;
      totals.set(owner, total);
    }
  }
  return [...totals]
    .map(([owner, total]) => ({ owner, ...total }))
    .sort((a, b) => b.gzip - a.gzip || b.bytes - a.bytes)
    .slice(0, limit);
}
