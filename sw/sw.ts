/// <reference lib="webworker" />
// Service worker wiring: precache the shell, runtime routes, prompt-style updates, outbox background sync.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { isWorkerMessage } from './messages';
import { replayOutboxFromWorker } from './outbox-sync';
import { cacheHandedOverAnswers, keepRuntimeConfig, registerRoutes } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoutes();
// A worker that becomes active controls open pages at once; an update only activates after the customer
// accepted it (SKIP_WAITING), and the page then reloads, so old and new chunks never mix.
clientsClaim();

self.addEventListener('message', (event) => {
  if (!isWorkerMessage(event.data)) return;
  if (event.data.type === 'SKIP_WAITING') void self.skipWaiting();
  if (event.data.type === 'REPLAY_OUTBOX') event.waitUntil(replayOutboxFromWorker());
  if (event.data.type === 'CACHE_ANSWERS') event.waitUntil(cacheHandedOverAnswers(event.data.answers));
});

self.addEventListener('install', (event) => event.waitUntil(keepRuntimeConfig()));

self.addEventListener('sync', (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === 'outbox-replay') sync.waitUntil(replayOutboxFromWorker());
});
