import { fileURLToPath, URL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)), '@common': fileURLToPath(new URL('./common', import.meta.url)) };

// Three projects: `unit` (pure logic, the shared room's too, storage with fake-indexeddb, components in jsdom by file docblock),
// `server` (real HTTP against a fresh in-memory SQLite database; also the build's chunk plan, on a fake
// output), `build` (inspects dist/ after `vite build`).
// Test files share their worker's loaded modules (`isolate: false`): each file builds its own server, database
// and stores, and re-importing the whole app per file was most of the run. On two cores the default of one
// worker (cores minus one, leaving one for the runner) idles a core: the runner itself does little.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { alias },
        define: { __BUILD_ID__: JSON.stringify('test') },
        test: {
          name: 'unit',
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'common/**/*.test.ts', 'sw/**/*.test.ts'],
          exclude: ['src/testing/build-output.test.ts', 'src/testing/first-screen-requests.test.ts', 'src/testing/first-screen-cache.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/setup.ts'],
          // A component file's first test also loads the screens it opens lazily; on a busy two-core machine
          // that alone has taken more than the default five seconds.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          isolate: false,
          include: ['server/test/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'build',
          include: ['src/testing/build-output.test.ts', 'src/testing/first-screen-requests.test.ts', 'src/testing/first-screen-cache.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
