/**
 * Checks the production build (run after `vite build`): the service worker is emitted with a precache list
 * holding the app shell, the manifest, the icons, every route chunk and the Arabic dictionary (the install fetches
 * the first screens' files, the others are marked to keep once a first screen is idle), and it does not precache
 * itself or the operator-editable runtime config.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precacheEntries } from '../../bench/bytes';
import { preloadsFor } from '../../server/storefront/assets';
import { FIRST_SCREEN_SOURCES, STARTUP_SOURCE } from '@common/first-screen/screens';
import { AFTER_LOAD_PARTS, AFTER_START_SOURCES, PAGE_LATER_PARTS } from '../../build/page-parts';
import { planFirstScreen } from '../../server/storefront/plan';
import type { RenderContext } from '@common/first-screen/context';

const dist = join(process.cwd(), 'dist');

/** Every file the worker keeps, at its install or once a first screen is idle. */
const precacheUrls = (): string[] => precacheEntries(dist).map((entry) => entry.url);
/** The files the worker's install fetches. */
const installUrls = (): string[] => precacheEntries(dist).filter((entry) => !entry.later).map((entry) => entry.url);

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
}

const manifest = () => JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** The files a chunk loads statically, its own included. */
function staticFiles(chunks: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  const chunk = chunks[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticFiles(chunks, imported, seen);
  return seen;
}

describe('production build', () => {
  it('emits the service worker and the web app manifest', () => {
    expect(existsSync(join(dist, 'sw.js'))).toBe(true);
    const webManifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8')) as { display: string; icons: { purpose?: string }[] };
    expect(webManifest.display).toBe('standalone');
    expect(webManifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toContain('manifest.webmanifest');
  });

  it('precaches the shell, the manifest and the icons at its install', () => {
    const urls = installUrls();
    for (const url of ['index.html', 'manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png']) expect(urls).toContain(url);
  });

  it('precaches every route chunk and the Arabic dictionary', () => {
    const urls = new Set(precacheUrls());
    const chunks = manifest();
    const arabic = chunks['src/locales/ar/index.ts'];
    expect(arabic).toBeDefined();
    expect(urls.has(arabic?.file ?? '')).toBe(true);
    const lazy = Object.values(chunks).filter((chunk) => chunk.isEntry || chunk.isDynamicEntry);
    expect(lazy.length).toBeGreaterThan(30);
    for (const chunk of lazy) {
      expect(urls.has(chunk.file), chunk.file).toBe(true);
      for (const css of chunk.css ?? []) expect(urls.has(css), css).toBe(true);
    }
  });

  it('fetches at its install every file a first screen, the app\'s start and the parts every page loads need, and leaves the Arabic strings for later', () => {
    const chunks = manifest();
    const install = new Set(installUrls());
    const sources = [STARTUP_SOURCE, ...Object.values(FIRST_SCREEN_SOURCES).flat(), ...AFTER_START_SOURCES, ...AFTER_LOAD_PARTS];
    const needed = new Set(sources.flatMap((source) => [...staticFiles(chunks, source)]));
    expect(needed.size).toBeGreaterThan(10);
    expect([...needed].filter((file) => !install.has(file))).toEqual([]);
    expect(install.has(chunks['src/locales/ar/index.ts']?.file ?? '')).toBe(false);
    expect(precacheEntries(dist).filter((entry) => entry.later).length).toBeGreaterThan(30);
  });

  it('keeps the help page\'s questions, in English and in Arabic, in files of their own that are precached', () => {
    const chunks = manifest();
    const urls = new Set(precacheUrls());
    const questions = { en: 'Is there a deposit for a rental?', ar: 'هل يلزم دفع تأمين عند الاستئجار؟' };
    for (const [language, question] of Object.entries(questions)) {
      const own = chunks[`src/locales/${language}/help.json`];
      expect(own?.isDynamicEntry, language).toBe(true);
      expect(urls.has(own?.file ?? ''), language).toBe(true);
      const holders = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js') && readFileSync(join(dist, 'assets', file), 'utf8').includes(question));
      expect(holders, language).toEqual([own?.file.replace(/^assets\//, '')]);
    }
  });

  it('does not precache the worker itself or the runtime config', () => {
    const urls = precacheUrls();
    expect(urls.some((url) => /(^|\/)sw\.m?js$/.test(url))).toBe(false);
    expect(urls).not.toContain('runtime-config.js');
  });

  it('lets the entry paint before the app loads: it imports no other file, and the app’s start is a file of its own', () => {
    const chunks = manifest();
    const entries = Object.values(chunks).filter((chunk) => chunk.isEntry);
    expect(entries).toHaveLength(1);
    expect(entries[0]?.imports ?? []).toEqual([]);
    expect(chunks[STARTUP_SOURCE]?.isDynamicEntry).toBe(true);
  });

  it('groups files so a first screen needs few, and no file imports another that imports it back', () => {
    const chunks = manifest();
    const visiting = new Set<string>();
    const done = new Set<string>();
    const cycles: string[] = [];
    const visit = (key: string, path: string[]) => {
      if (visiting.has(key)) cycles.push([...path, key].join(' → '));
      if (visiting.has(key) || done.has(key)) return;
      visiting.add(key);
      for (const imported of chunks[key]?.imports ?? []) visit(imported, [...path, key]);
      visiting.delete(key);
      done.add(key);
    };
    Object.keys(chunks).forEach((key) => visit(key, []));
    expect(cycles).toEqual([]);
    const context: RenderContext = { zoneId: '[1]', moduleId: '1', moduleType: 'food', language: 'en', latitude: '25.19', longitude: '55.27', trip: null };
    for (const page of ['/home', '/store/5', '/product/22', '/categories']) {
      const scripts = preloadsFor(chunks, planFirstScreen(page, '', context).sources).scripts;
      // Before the grouping, a store's home preloaded 50 files (a store's and an item's page now 16: the
      // catalogue's strings come in two parts, what a store home shows and the rest).
      expect(scripts.length, page).toBeLessThanOrEqual(16);
    }
  });

  it('loads, on every page after its start and once it has loaded, none of the files only a checkout needs', () => {
    const chunks = manifest();
    const later = [...AFTER_START_SOURCES, ...AFTER_LOAD_PARTS];
    expect(later.filter((source) => !chunks[source]?.isDynamicEntry)).toEqual([]);
    const loadedLater = new Set(later.flatMap((source) => [...staticFiles(chunks, source)]));
    const checkoutsOwn = Object.values(chunks)
      .map((chunk) => chunk.file)
      .filter((file) => /\/(trip|item)-checkout-[^/]+\.js$/.test(file) && !Object.values(chunks).some((chunk) => chunk.isDynamicEntry && chunk.file === file));
    expect(checkoutsOwn.length).toBeGreaterThan(0);
    expect(checkoutsOwn.filter((file) => loadedLater.has(file))).toEqual([]);
  });

  it('loads, on every page after its start, nothing of react-aria: the carts’ questions load it when first asked', () => {
    const chunks = manifest();
    const afterStart = new Set(AFTER_START_SOURCES.flatMap((source) => [...staticFiles(chunks, source)]));
    // react-aria's press handling, which every one of its buttons, fields and dialogs uses, marks elements so.
    const withReactAria = Object.values(chunks)
      .map((chunk) => chunk.file)
      .filter((file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes('data-react-aria-pressable'));
    expect(withReactAria.length).toBeGreaterThan(0);
    expect([...afterStart].filter((file) => withReactAria.includes(file))).toEqual([]);
  });

  it('plans exactly the parts the app loads after its start and after the page, as the code names them', () => {
    const sourceOf = (file: string, specifier: string) =>
      `${(specifier.startsWith('@/') ? join('src', specifier.slice(2)) : join(dirname(file), specifier)).replace(/\\/g, '/')}.tsx`.replace(/\.tsx\.tsx$/, '.tsx');
    const imported = (file: string, pattern: RegExp) => [...readFileSync(join(process.cwd(), file), 'utf8').matchAll(pattern)].map((match) => sourceOf(file, match[1] ?? ''));
    const tsxFiles = (folder: string): string[] =>
      readdirSync(join(process.cwd(), folder), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? tsxFiles(join(folder, entry.name)) : entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [join(folder, entry.name)] : [],
      );
    const afterLoad = tsxFiles('src').flatMap((file) => imported(file, /lazyAfterLoad\([^\n]*?import\('([^']+)'\)/g));
    expect([...afterLoad].sort()).toEqual([...AFTER_LOAD_PARTS, ...Object.values(PAGE_LATER_PARTS).flat()].sort());
    const services = 'src/app/deferred-services.tsx';
    expect([services, ...imported(services, /lazy\(\(\) => import\('([^']+)'\)/g)].sort()).toEqual([...AFTER_START_SOURCES].sort());
  });

  it('loads what a page shows below its first screen in files of its own, which no first screen loads', () => {
    const chunks = manifest();
    const firstScreens = new Set([STARTUP_SOURCE, ...Object.values(FIRST_SCREEN_SOURCES).flat()].flatMap((source) => [...staticFiles(chunks, source)]));
    for (const source of Object.values(PAGE_LATER_PARTS).flat()) {
      expect(chunks[source]?.isDynamicEntry, source).toBe(true);
      expect(firstScreens.has(chunks[source]?.file ?? ''), source).toBe(false);
    }
  });

  it('names no preloads for the parts loaded after the page has', () => {
    const chunks = manifest();
    const code = readdirSync(join(dist, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(join(dist, 'assets', file), 'utf8'))
      .join('\n');
    for (const source of [...AFTER_LOAD_PARTS, ...Object.values(PAGE_LATER_PARTS).flat()]) {
      const file = chunks[source]?.file.replace(/^assets\//, '');
      expect(file, source).toBeDefined();
      // The preload helper's call: the part's import, then the list of files to preload with it.
      const calls = [...code.matchAll(new RegExp(`import\\(\`\\./${file?.replace(/[.$]/g, '\\$&')}\`\\)[^,]*,([^)]*\\))`, 'g'))].map((match) => match[1]);
      expect(calls.length, source).toBeGreaterThan(0);
      for (const list of calls) expect(list, source).toBe('[])');
    }
  });

  it('has a chunk for every module a page names to preload, on every planned route and module', () => {
    const chunks = manifest();
    const trip = { tripType: 'hourly', date: '2026-11-26 06:00 PM', pickupLat: '25.19', pickupLng: '55.27' };
    const contexts: RenderContext[] = ['rental', 'food', 'grocery', 'pharmacy', 'ecommerce', 'parcel'].flatMap((moduleType) =>
      ['en', 'ar'].map((language) => ({ zoneId: '[1]', moduleId: '1', moduleType, language, latitude: '25.19', longitude: '55.27', trip: moduleType === 'rental' ? trip : null })),
    );
    const pages = ['/home', '/home?categoryId=1', '/categories', '/store/5', '/product/22', '/rental/vehicle-search', '/rental/vehicle-details/1', '/checkout?page=cart'];
    const missing = new Set<string>();
    for (const context of contexts) {
      for (const page of pages) {
        const [path = '', search = ''] = page.split('?');
        for (const source of planFirstScreen(path, search ? `?${search}` : '', context).sources) if (!chunks[source]) missing.add(source);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
