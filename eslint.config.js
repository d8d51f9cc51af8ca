// ESLint flat config: type-aware TypeScript rules, React hooks rules, and the import boundaries of the architecture
// (features never import each other; only src/lib touches third-party data libraries; only src/components/ui touches
// react-aria-components, swiper and pigeon-maps; the server imports only common/ of the client side, the build
// nothing of the server, the database layer nothing of the seed, routes no SQL, and common/ nothing of either, no
// React and no I/O).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const dataLibraries = [
  { name: 'dexie', message: 'Use src/lib/db.ts (tables) from a feature storage.ts module.' },
  { name: 'dexie-react-hooks', message: 'Use the live-query wrapper in src/lib/db.ts.' },
  { name: '@tanstack/react-query', message: 'Use src/lib/query.ts.' },
  { name: '@tanstack/query-sync-storage-persister', message: 'Persistence lives in src/lib/query-client.ts.' },
  { name: '@tanstack/react-query-persist-client', message: 'Persistence lives in src/lib/query-client.ts.' },
  { name: 'superstruct', message: 'Use src/lib/struct.ts.' },
  { name: 'rosetta', message: 'Use src/lib/i18n.ts.' },
  { name: 'date-fns', message: 'Use src/lib/format.ts or src/lib/dates.ts.' },
  { name: 'workbox-window', message: 'Use src/lib/pwa.ts.' },
];
const uiLibraries = [
  { name: 'react-aria-components', message: 'Use the wrapped primitives in src/components/ui.' },
  { name: 'swiper', message: 'Use src/components/ui/carousel.' },
  { name: 'pigeon-maps', message: 'Use src/components/ui/map.' },
];
// What both sides run (the money rules, the parcel charge, the first screen's context, cookies and plan) is in common/;
// the server imports nothing else of the client.
const serverImportsOnlyCommon = { regex: '(^|/)src/|^@/', message: 'The server imports only common/ of the client side (contract tests excepted).' };
const uiLibraryPatterns = [{ group: ['react-aria-components/*', 'swiper/*', 'date-fns/*', 'dexie/*'], message: 'Library subpaths follow the same rule as the library: use its wrapper.' }];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'coverage', 'test-results', 'playwright-report', 'data', 'bench/.tmp', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [...dataLibraries, ...uiLibraries], patterns: uiLibraryPatterns }],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/testing/**/*.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: uiLibraries }] },
  },
  {
    // The one place that mounts react-aria's router and locale context for every wrapped primitive.
    files: ['src/app/aria-provider.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: dataLibraries }] },
  },
  {
    files: ['src/components/ui/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: dataLibraries }] },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [...dataLibraries, ...uiLibraries],
          patterns: [
            ...uiLibraryPatterns,
            {
              group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*', '**/../features/*'],
              message: 'Features do not import each other or the app; compose them in src/app/routes.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverImportsOnlyCommon] }] },
  },
  {
    // The database layer opens and migrates; the seed opens it (db/seed/open.ts), never the other way round.
    files: ['server/db/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverImportsOnlyCommon, { regex: '(^|/)seed(/|$)', message: 'The database layer knows nothing of the seed: the seed imports the database.' }] }],
    },
  },
  {
    // Routes are thin: they parse input, call a service of their domain and shape the answer. The SQL is the services'.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'better-sqlite3', message: 'Routes run no SQL: call a service of the domain.' }],
          patterns: [
            serverImportsOnlyCommon,
            { regex: '(^|/)db/(connection|durability|row-cache|statement-cache|table-versions)$', message: 'Routes run no SQL: call a service of the domain.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...['prepare', 'transaction', 'pragma'].map((name) => ({
          selector: `CallExpression[callee.property.name='${name}']`,
          message: 'Routes run no SQL: call a service of the domain.',
        })),
        {
          selector: "CallExpression[callee.property.name='exec'][callee.object.name='db'], CallExpression[callee.property.name='exec'][callee.object.property.name='db']",
          message: 'Routes run no SQL: call a service of the domain.',
        },
      ],
    },
  },
  {
    files: ['server/test/contract*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The build configuration plans the app's files from common/'s first-screen list; it knows nothing of the server.
    files: ['vite.config.ts', 'build/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)server(/|$)', message: 'The build imports nothing of the server: what both need is in common/.' }] }],
    },
  },
  {
    // The shared room: pure modules the app and the server both run. Nothing of either side, no React, no I/O.
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)(src|server|sw|build|bench|e2e)(/|$)|^@/', message: 'common/ imports nothing of the app, the server or the tooling.' },
            { regex: '^(react|react-dom|@tanstack|dexie|fastify|@fastify|better-sqlite3|wouter|react-aria-components)(/|$)', message: 'common/ is free of React, the app\'s libraries and the server\'s.' },
            { regex: '^(node:|(fs|path|http|https|net|os|child_process|crypto|worker_threads)(/|$))', message: 'common/ does no I/O: take what it needs as arguments.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['fetch', 'document', 'window', 'navigator', 'location', 'localStorage', 'sessionStorage', 'indexedDB', 'caches', 'XMLHttpRequest', 'WebSocket', 'process', 'require'].map((name) => ({
          name,
          message: 'common/ does no I/O and reads no environment: take what it needs as arguments.',
        })),
      ],
    },
  },
);
