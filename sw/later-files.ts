/**
 * The files the install does not fetch (build/precache-core.ts marks them `later` in the precache manifest: the
 * other language's strings, the screens no first screen is): kept in a cache of their own once a page's first
 * screen is idle and the page asks (KEEP_LATER_FILES), a few at a time, so every route still opens offline after
 * the first visit. Their names carry their content's hash, so they are served cache first; one asked for before it
 * was kept comes from the network and is kept then. The server's answers vary by origin (a module script's request
 * names one, the worker's own fetch does not), which a hashed file's content never does: the match ignores Vary.
 * An activating worker drops the files its build no longer names.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE, LIMITS } from './cache-names';

export interface ManifestEntry {
  url: string;
  revision: string | null;
  later?: true;
}

/** The paths of the later files, and the entries the install precaches. */
export function splitManifest(entries: readonly ManifestEntry[], scope: string): { core: ManifestEntry[]; later: Set<string> } {
  const core = entries.filter((entry) => !entry.later);
  const later = new Set(entries.filter((entry) => entry.later).map((entry) => new URL(entry.url, scope).pathname));
  return { core, later };
}

export function routeLaterFiles(later: ReadonlySet<string>): void {
  const strategy = new CacheFirst({ cacheName: CACHE.later, matchOptions: { ignoreVary: true }, plugins: [new CacheableResponsePlugin({ statuses: [200] })] });
  registerRoute(({ url, sameOrigin }) => sameOrigin && later.has(url.pathname), strategy);
}

const keptPaths = async (cache: Cache) => new Set((await cache.keys()).map((request) => new URL(request.url).pathname));

let keeping: Promise<void> | null = null;

/** Fetches and keeps the later files not kept yet (one run at a time; what fails, offline, is asked again next time). */
export function keepLaterFiles(later: ReadonlySet<string>): Promise<void> {
  keeping ??= (async () => {
    const cache = await caches.open(CACHE.later);
    const kept = await keptPaths(cache);
    const queue = [...later].filter((path) => !kept.has(path));
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        try {
          const response = await fetch(path);
          if (response.ok) await cache.put(path, response);
        } catch {
          // Offline or interrupted: the next page asks again.
        }
      }
    };
    await Promise.all(Array.from({ length: LIMITS.laterFilesAtOnce }, worker));
  })().finally(() => (keeping = null));
  return keeping;
}

/** Drops the kept files this build no longer names (an update's changed files). */
export async function dropOldLaterFiles(later: ReadonlySet<string>): Promise<void> {
  const cache = await caches.open(CACHE.later);
  for (const request of await cache.keys()) if (!later.has(new URL(request.url).pathname)) await cache.delete(request);
}
