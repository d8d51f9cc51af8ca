/// <reference lib="webworker" />
// Service worker wiring: precache the core, keep the other files after the first screen, runtime routes,
// prompt-style updates, outbox background sync.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { dropOldLaterFiles, keepLaterFiles, routeLaterFiles, splitManifest, type ManifestEntry } from './later-files';
import { isWorkerMessage } from './messages';
import { replayOutboxFromWorker } from './outbox-sync';
import { cacheHandedOverAnswers, keepRuntimeConfig, registerRoutes } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: ManifestEntry[] };

const { core, later } = splitManifest(self.__WB_MANIFEST, self.registration.scope);
precacheAndRoute(core);
cleanupOutdatedCaches();
routeLaterFiles(later);
registerRoutes();
// A worker that becomes active controls open pages at once; an update only activates after the customer
// accepted it (SKIP_WAITING), and the page then reloads, so old and new chunks never mix.
clientsClaim();

self.addEventListener('message', (event) => {
  if (!isWorkerMessage(event.data)) return;
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data.type === 'REPLAY_OUTBOX') event.waitUntil(replayOutboxFromWorker());
  if (event.data.type === 'CACHE_ANSWERS') event.waitUntil(cacheHandedOverAnswers(event.data.answers));
  if (event.data.type === 'KEEP_LATER_FILES') event.waitUntil(keepLaterFiles(later).then(() => event.ports[0]?.postMessage('LATER_FILES_KEPT')));
});

self.addEventListener('install', (event) => event.waitUntil(keepRuntimeConfig()));
self.addEventListener('activate', (event) => event.waitUntil(dropOldLaterFiles(later)));

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === 'outbox-replay') sync.waitUntil(replayOutboxFromWorker());
});
