/**
 * "After the first screen": once the page has loaded, its network has been quiet for a moment (no request
 * finished for `QUIET_MS`: the route's scripts, the data it asked for and its pictures are in) and the main
 * thread is free. Parts the first screen does not need to show its content (the header's cart, wishlist and
 * account controls, the footer, the toasts) start loading then, so on a slow connection their requests do
 * not queue in front of the screen's own scripts, data and pictures. The load event alone comes too early
 * for that: the app's own chunks do not hold it. However slow the page, they start at most `LIMIT_MS` after
 * the app did.
 *
 * Such a part may then be asked for after the connection dropped (on a first visit, before the service
 * worker keeps the app's files): its chunk is asked for again once the connection is back, instead of
 * failing the page.
 */
import { createElement, startTransition, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { idleMoment, nextTurn } from './yield-to-main';

const QUIET_MS = 300;
const LIMIT_MS = 4000;
const IDLE_TIMEOUT_MS = 500;
const RETRY_MS = 2000;
const ONLINE_ATTEMPTS = 3;

let settled: Promise<void> | null = null;
let quietNow = false;

function quietPage(resolve: () => void): void {
  let quiet: ReturnType<typeof setTimeout> | undefined;
  const observer = typeof PerformanceObserver === 'function' ? new PerformanceObserver(() => restart()) : null;
  const finish = () => {
    observer?.disconnect();
    clearTimeout(limit);
    clearTimeout(quiet);
    void idleMoment(IDLE_TIMEOUT_MS).then(resolve);
  };
  const restart = () => {
    clearTimeout(quiet);
    quiet = setTimeout(finish, QUIET_MS);
  };
  const limit = setTimeout(finish, LIMIT_MS);
  try {
    observer?.observe({ type: 'resource' });
  } catch {
    // No resource timing here: the load event and the quiet moment after it still apply.
  }
  if (document.readyState === 'complete') restart();
  else window.addEventListener('load', restart, { once: true });
}

export function afterPageLoad(): Promise<void> {
  if (typeof window === 'undefined' || typeof document === 'undefined') return Promise.resolve();
  settled ??= new Promise<void>(quietPage).then(() => {
    quietNow = true;
  });
  return settled;
}

/**
 * True once the page has been taken over and has gone quiet (`afterPageLoad`), in a turn of its own
 * (`nextTurn`); false on the server and while the page hydrates. What a screen shows below its first screen
 * waits on it: the server leaves it out of the page, the takeover does not hydrate it, and it renders (as a
 * transition) once the page is quiet. A screen the app opens later, once the page has gone quiet, shows it at once.
 */
export function useAfterPageLoad(): boolean {
  const hydrated = useHydrated();
  const [quiet, setQuiet] = useState(() => hydrated && quietNow);
  useEffect(() => {
    if (!hydrated || quiet) return;
    let live = true;
    void afterPageLoad()
      .then(nextTurn)
      .then(() => live && startTransition(() => setQuiet(true)));
    return () => {
      live = false;
    };
  }, [hydrated, quiet]);
  return hydrated && quiet;
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const backOnline = () => new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads a chunk, asking again when it fails: offline, once the connection is back (however long that takes);
 * online, a few times a moment apart before the failure counts.
 */
export async function importPatiently<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (offline()) await backOnline();
      else if (attempt < ONLINE_ATTEMPTS) await pause(RETRY_MS);
      else throw error;
    }
  }
}

/**
 * A part whose chunk is asked for only after the first screen (one every page loads, build/page-parts.ts, or what a
 * page shows below its first screen), and again when it could not be fetched. It
 * renders nothing on the server and while the page hydrates (the server's markup has nothing there either).
 * Such parts mount one at a time (`nextTurn`): their chunks come together, each renders once the main thread is
 * idle after the one before. Each mounts as a transition of its own rather than by suspending: React holds
 * back the reveal of suspended parts to show them together, which would mount them all in one long task.
 * A chunk that cannot be fetched throws to the nearest error boundary.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component
export function lazyAfterLoad<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  let loaded: T | null = null;
  let loading: Promise<T> | null = null;
  const start = () =>
    (loading ??= afterPageLoad()
      .then(() => importPatiently(load))
      .then(async (module) => {
        await nextTurn();
        loaded = module.default;
        return module.default;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      }));
  return function AfterLoad(props: ComponentProps<T>) {
    const hydrated = useHydrated();
    const [part, setPart] = useState<{ component: T } | { error: unknown } | null>(() => (loaded ? { component: loaded } : null));
    useEffect(() => {
      if (!hydrated || part) return;
      let live = true;
      start().then(
        (component) => live && startTransition(() => setPart({ component })),
        (error: unknown) => live && setPart({ error }),
      );
      return () => {
        live = false;
      };
    }, [hydrated, part]);
    if (part && 'error' in part) throw part.error;
    return hydrated && part ? createElement(part.component, props as never) : null;
  };
}
