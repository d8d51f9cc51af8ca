import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The top-level manifest is the single source of truth; the plugin emits it and links it from index.html.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

// A build id busts persisted query caches and names the release in the update prompt.
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

// A lazy chunk's preload list names every chunk it needs, including those the entry already loaded statically.
// The entry's own graph is recorded before the preload lists are written, and left out of them: the same
// preloads, and a few kilobytes less entry for every route the table grows by.
const entryGraph = new Set<string>();
const recordEntryGraph: Plugin = {
  name: 'record-entry-graph',
  enforce: 'pre',
  apply: 'build',
  generateBundle(_options, bundle) {
    entryGraph.clear();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (entryGraph.has(fileName) || chunk?.type !== 'chunk') return;
      entryGraph.add(fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => entryGraph.add(css));
      chunk.imports.forEach(visit);
    };
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
  },
};

// Every module the entry's static chunks hold is loaded before the first screen anyway. The default splitting
// spreads them over dozens of small chunks (one for each set of lazy routes sharing them), each a request and a
// round trip on a slow network; they go into one chunk beside the entry instead. Which modules those are is only
// known once a build has tree-shaken them (a library's index names every module it has), so `npm run build` runs
// twice: `--mode chunk-plan` builds with the default splitting into a scratch folder and writes the list down,
// then the real build groups exactly those modules.
const CHUNK_PLAN_DIR = fileURLToPath(new URL('./node_modules/.cache/chunk-plan/', import.meta.url));
const CHUNK_PLAN_FILE = join(CHUNK_PLAN_DIR, 'entry-modules.json');

const writeChunkPlan: Plugin = {
  name: 'write-chunk-plan',
  apply: 'build',
  generateBundle(_options, bundle) {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const visit = (fileName: string) => {
      const chunk = bundle[fileName];
      if (seen.has(fileName) || chunk?.type !== 'chunk') return;
      seen.add(fileName);
      if (!chunk.isEntry) chunk.moduleIds.forEach((id) => modules.add(id));
      chunk.imports.forEach(visit);
    };
    for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    mkdirSync(CHUNK_PLAN_DIR, { recursive: true });
    writeFileSync(CHUNK_PLAN_FILE, JSON.stringify([...modules]));
  },
};

const readChunkPlan = (): Set<string> => new Set(existsSync(CHUNK_PLAN_FILE) ? (JSON.parse(readFileSync(CHUNK_PLAN_FILE, 'utf8')) as string[]) : []);

// The worker and its registration module. Builds that write no worker (the planning build, the server's render)
// disable it; its virtual modules still resolve.
const pwa = (disable: boolean) =>
  VitePWA({
    disable,
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    registerType: 'prompt',
    manifest,
    manifestFilename: 'manifest.webmanifest',
    // The plugin itself precaches the manifest and its icons; globPatterns leave png and webmanifest out
    // so they are not listed twice.
    includeManifestIcons: true,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,woff2,json}'],
      // runtime-config.js is editable on the server, so the worker fetches it network-first instead of precaching it.
      globIgnores: ['**/sw.js', 'runtime-config.js'],
      maximumFileSizeToCacheInBytes: 600 * 1024,
    },
    devOptions: { enabled: false },
  });

// The server's render (`vite build --ssr src/entry-server.tsx`, into dist-server/) uses the same components and
// styles; it writes no worker, no manifest and no CSS files (the browser build's are the ones served).
const SSR_OUT_DIR = fileURLToPath(new URL('./dist-server/', import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => {
  const planning = mode === 'chunk-plan';
  if (isSsrBuild) {
    return {
      resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
      // React's production build whatever the server's NODE_ENV (tests run it as `test`): the render is not a
      // development tool, and the development build is several times slower.
      define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [react(), vanillaExtractPlugin(), pwa(true)],
      // Every package is bundled: with the define above, and with the CSS that some import dropped, not run by Node.
      ssr: { noExternal: true },
      build: { outDir: SSR_OUT_DIR, emptyOutDir: true, target: 'node20', sourcemap: false, reportCompressedSize: false, copyPublicDir: false },
    };
  }
  const entryModules = planning ? new Set<string>() : readChunkPlan();
  return {
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
    },
    plugins: [
      recordEntryGraph,
      react(),
      vanillaExtractPlugin(),
      planning ? writeChunkPlan : null,
      pwa(planning),
    ],
    build: {
      ...(planning ? { outDir: join(CHUNK_PLAN_DIR, 'dist'), emptyOutDir: true } : {}),
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // All styles in one file (about 17 KB gzip): one request the first paint waits for, instead of one per
      // screen and component (dozens, each a round trip on a slow network before server markup can show).
      cssCodeSplit: false,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: entryModules.size > 0 ? [{ name: 'app', test: (id: string) => entryModules.has(id) }] : [],
          },
        },
      },
      modulePreload: {
        resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !entryGraph.has(dep)) : deps),
      },
    },
    server: {
      proxy: {
        '/api': 'http://127.0.0.1:4173',
        '/storage': 'http://127.0.0.1:4173',
      },
    },
  };
});
