import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { FIRST_SCREEN_SOURCES, STARTUP_SOURCE } from './common/first-screen/screens.ts';
import { chunkGroups, readChunkPlan, startupChunks, writeChunkPlan } from './build/chunk-plan.ts';
import { AFTER_LOAD_PARTS, AFTER_START_SOURCES, PAGE_CLIENT_PARTS, PAGE_LATER_PARTS } from './build/page-parts.ts';
import { coreFiles, isLaterFile } from './build/precache-core.ts';

// The top-level manifest is the single source of truth; the plugin emits it and links it from index.html.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

// A build id busts persisted query caches and names the release in the update prompt.
const buildId = process.env.BUILD_ID ?? new Date().toISOString();

// Modules are grouped into few files per first screen (build/chunk-plan.ts): `npm run build` first runs a
// planning build (`--mode chunk-plan`) into a scratch folder, which writes the plan the real build follows.
const ROOT = fileURLToPath(new URL('./', import.meta.url));
const CHUNK_PLAN_DIR = fileURLToPath(new URL('./node_modules/.cache/chunk-plan/', import.meta.url));
const CHUNK_PLAN_FILE = join(CHUNK_PLAN_DIR, 'plan.json');

// A lazy chunk's preload list names every chunk it needs, including those the app's start already loaded.
// The start's own graph is recorded before the preload lists are written, and left out of them: the same
// preloads, and a few kilobytes less entry for every route the table grows by. The parts loaded after the page
// has (AFTER_LOAD_PARTS, PAGE_LATER_PARTS) name no preloads at all.
const startupGraph = new Set<string>();
// The files the worker's install fetches (build/precache-core.ts); it keeps the others once a first screen is idle.
let precacheCore = new Set<string>();
// The persisted answers' module loads beside the start on every page (src/lib/query-provider.tsx): an offline
// page reads them too.
const PERSIST_SOURCE = 'src/lib/query-persist.ts';
const CORE_SOURCES = [STARTUP_SOURCE, PERSIST_SOURCE, ...Object.values(FIRST_SCREEN_SOURCES).flat(), ...AFTER_START_SOURCES, ...AFTER_LOAD_PARTS];
const afterLoadFiles = new Set<string>();
// What a page shows below its first screen (PAGE_LATER_PARTS) loads once the page is quiet too, and names no
// preloads either: its screen's file carried the list of every file each such part imports.
const afterLoadIds = new Set([...AFTER_LOAD_PARTS, ...Object.values(PAGE_LATER_PARTS).flat()].map((source) => join(ROOT, source)));
const recordStartupGraph: Plugin = {
  name: 'record-startup-graph',
  enforce: 'pre',
  apply: 'build',
  generateBundle(_options, bundle) {
    startupGraph.clear();
    for (const chunk of startupChunks(bundle, join(ROOT, STARTUP_SOURCE))) {
      startupGraph.add(chunk.fileName);
      chunk.viteMetadata?.importedCss.forEach((css) => startupGraph.add(css));
    }
    // Only the app's own build (a build without the start, such as the worker's, leaves the core as it was).
    const core = coreFiles(bundle, ROOT, CORE_SOURCES);
    if (Object.values(bundle).some((item) => item.type === 'chunk' && item.facadeModuleId === join(ROOT, STARTUP_SOURCE))) precacheCore = core;
    afterLoadFiles.clear();
    for (const item of Object.values(bundle)) if (item.type === 'chunk' && item.facadeModuleId && afterLoadIds.has(item.facadeModuleId)) afterLoadFiles.add(item.fileName);
  },
};

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
    // The tab's icon (index.html), so an offline page shows it too.
    includeAssets: ['icons/favicon-48.png'],
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,woff2,json}'],
      // runtime-config.js is editable on the server, so the worker fetches it network-first instead of precaching it.
      globIgnores: ['**/sw.js', 'runtime-config.js'],
      maximumFileSizeToCacheInBytes: 600 * 1024,
      // Files outside the core are marked: the worker keeps them after the first screen, not at its install.
      manifestTransforms: [(entries) => ({ manifest: entries.map((entry) => (isLaterFile(entry.url, precacheCore) ? { ...entry, later: true } : entry)) })],
    },
    devOptions: { enabled: false },
  });

// `@/` is the app (src/), `@common/` the pure modules it shares with the server (common/).
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)), '@common': fileURLToPath(new URL('./common', import.meta.url)) };

// The server's render (`vite build --ssr src/entry-server.tsx`, into dist-server/) uses the same components and
// styles; it writes no worker, no manifest and no CSS files (the browser build's are the ones served).
const SSR_OUT_DIR = fileURLToPath(new URL('./dist-server/', import.meta.url));

export default defineConfig(({ mode, isSsrBuild }) => {
  const planning = mode === 'chunk-plan';
  if (isSsrBuild) {
    return {
      resolve: { alias },
      // React's production build whatever the server's NODE_ENV (tests run it as `test`): the render is not a
      // development tool, and the development build is several times slower.
      define: { __BUILD_ID__: JSON.stringify(buildId), 'process.env.NODE_ENV': JSON.stringify('production') },
      plugins: [react(), vanillaExtractPlugin(), pwa(true)],
      // Every package is bundled: with the define above, and with the CSS that some import dropped, not run by Node.
      ssr: { noExternal: true },
      build: { outDir: SSR_OUT_DIR, emptyOutDir: true, target: 'node20', sourcemap: false, reportCompressedSize: false, copyPublicDir: false },
    };
  }
  return {
    resolve: { alias },
    define: {
      __BUILD_ID__: JSON.stringify(buildId),
    },
    plugins: [
      recordStartupGraph,
      react(),
      vanillaExtractPlugin(),
      planning
        ? writeChunkPlan(CHUNK_PLAN_FILE, ROOT, STARTUP_SOURCE, { ...FIRST_SCREEN_SOURCES, afterStart: AFTER_START_SOURCES, afterLoad: AFTER_LOAD_PARTS, ...PAGE_LATER_PARTS, ...PAGE_CLIENT_PARTS }, new Set(['afterStart', 'afterLoad', ...Object.keys(PAGE_LATER_PARTS), ...Object.keys(PAGE_CLIENT_PARTS)]))
        : null,
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
          // Each group takes exactly the planned modules (a planned group already holds its modules' dependencies,
          // but for the entry's own: the preload helper stays in the entry, which must not import the app).
          codeSplitting: { includeDependenciesRecursively: false, groups: planning ? [] : chunkGroups(readChunkPlan(CHUNK_PLAN_FILE)) },
        },
      },
      modulePreload: {
        resolveDependencies: (file, deps, { hostType }) => (hostType !== 'js' ? deps : afterLoadFiles.has(file) ? [] : deps.filter((dep) => !startupGraph.has(dep))),
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
