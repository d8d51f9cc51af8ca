/**
 * The stack's floor for a route's JavaScript: `entry.ts` built with Vite, its bundler and minifier, as the app
 * is built, and compressed as `bench/bytes.ts` compresses a route (gzip level 9). What a route weighs above it
 * is the app's own code: the shell, the strings and the screen, the only part work on first screens can shrink.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const ENTRY = fileURLToPath(new URL('./entry.ts', import.meta.url));

export async function stackFloorGzip(): Promise<number> {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    build: { write: false, target: 'es2022', modulePreload: false, rollupOptions: { input: ENTRY } },
  });
  const outputs = (Array.isArray(built) ? built : [built]) as Rolldown.RolldownOutput[];
  return outputs
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
    .reduce((sum, chunk) => sum + gzipSync(chunk.code, { level: 9 }).length, 0);
}
