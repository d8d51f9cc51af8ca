/**
 * A first install that fails is tried again. The install fetches the app's core files; on a flaky connection
 * one of them can fail, and the browser then drops the worker and its registration, so without another try
 * the page would stay without offline support until the customer happens to reload. The worker is registered
 * again a moment later (at once when the connection comes back), a few times at most.
 */
export const INSTALL_RETRY_DELAYS_MS = [3_000, 20_000, 120_000] as const;

interface Environment {
  register: () => Promise<ServiceWorkerRegistration | undefined>;
  online: () => boolean;
  onOnline: (listener: () => void) => () => void;
  later: (run: () => void, ms: number) => () => void;
}

/**
 * Watches the registration's first install; when it fails (or had already failed by the time this looks, as
 * the registration then holds no worker at all), registers again after a pause.
 */
export function retryFailedInstall(registration: ServiceWorkerRegistration | undefined, environment: Environment, attempt = 0): void {
  if (!registration || registration.active || registration.waiting || attempt >= INSTALL_RETRY_DELAYS_MS.length) return;
  const tryAgain = () => {
    let cancelTimer = () => {};
    let cancelOnline = () => {};
    const again = () => {
      cancelTimer();
      cancelOnline();
      void environment
        .register()
        .then((next) => retryFailedInstall(next, environment, attempt + 1))
        .catch(() => undefined);
    };
    cancelTimer = environment.later(again, INSTALL_RETRY_DELAYS_MS[attempt] ?? 0);
    if (!environment.online()) cancelOnline = environment.onOnline(again);
  };
  const installing = registration.installing;
  if (!installing || installing.state === 'redundant') {
    tryAgain();
    return;
  }
  const onStateChange = () => {
    if (installing.state === 'activated') installing.removeEventListener('statechange', onStateChange);
    if (installing.state !== 'redundant') return;
    installing.removeEventListener('statechange', onStateChange);
    tryAgain();
  };
  installing.addEventListener('statechange', onStateChange);
}

/** The browser's own timers, connection events and registration. */
export const browserEnvironment = (scriptUrl: string, scope: string): Environment => ({
  register: () => navigator.serviceWorker.register(scriptUrl, { scope, type: 'classic' }),
  online: () => navigator.onLine,
  onOnline: (listener) => {
    window.addEventListener('online', listener, { once: true });
    return () => window.removeEventListener('online', listener);
  },
  later: (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
});
