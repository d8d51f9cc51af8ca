import { readFileSync } from 'node:fs';
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

export default defineConfig({
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
    VitePWA({
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
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    reportCompressedSize: false,
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
});
