/**
 * Service worker registration (production builds only), loaded with the services that start after the first
 * screen (src/app/deferred-services.tsx), so no page's start carries it.
 */
import type { WorkerMessage } from '../../sw/messages';
import { afterPageLoad } from './after-load';
import { onAnswersHandedOver } from './first-screen/answers';
import { offerUpdate } from './pwa-state';

let started = false;

/**
 * Whether the worker did not answer this page's navigation (then none of its first screen's answers passed
 * through the worker). Asked of the navigation's own timing: the worker may have taken control since (a first
 * visit's worker claims the page once installed), which the controller alone cannot tell apart.
 */
function pageCameWithoutWorker(): boolean {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  return navigation ? navigation.workerStart === 0 : navigator.serviceWorker.controller === null;
}

/** Registers the worker once (after the page has loaded, so it never competes with first paint). */
export async function startServiceWorker(): Promise<void> {
  if (started || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  started = true;
  const cameWithoutWorker = pageCameWithoutWorker();
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({
    immediate: true,
    onNeedRefresh: offerUpdate,
    // A first install that fails (a file did not come) is tried again; its watcher loads with the registration.
    onRegisteredSW: (scriptUrl, registration) =>
      void import('./install-retry').then(({ browserEnvironment, retryFailedInstall }) => retryFailedInstall(registration, browserEnvironment(scriptUrl, registration?.scope ?? '/'))),
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });
  // What the app took from the page is handed to the worker once one is active, to keep for offline use; and
  // once the page has gone quiet, the worker keeps the app's files its install left out (the other language,
  // the screens no first screen is), so every route opens offline.
  void navigator.serviceWorker.ready.then((registration) => {
    onAnswersHandedOver((answers) => {
      const message: WorkerMessage = { type: 'CACHE_ANSWERS', answers };
      registration.active?.postMessage(message);
    }, cameWithoutWorker);
    void afterPageLoad().then(() => {
      const message: WorkerMessage = { type: 'KEEP_LATER_FILES' };
      registration.active?.postMessage(message);
    });
  });
}
