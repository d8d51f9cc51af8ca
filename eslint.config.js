// ESLint flat config: type-aware TypeScript rules, React hooks rules, and the import boundaries of the architecture
// (features never import each other; only src/lib touches third-party data libraries; only src/components/ui touches
// react-aria-components, swiper and pigeon-maps).
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
    rules: {
      // The pure money rules are shared both ways so the parcel and item checkout summaries and the server price alike;
      // the first screen's context, identity and theme cookies are read by the server as the browser writes them.
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)src/(?!lib/parcel-charge$|lib/order-pricing/[a-z-]+$|lib/first-screen/(context|render|held-scripts|identity|theme)$)|^@/', message: 'The server never imports the client (contract tests excepted).' }] }],
    },
  },
  {
    files: ['server/test/contract*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
