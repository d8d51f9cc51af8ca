/**
 * Entry. A page with the server's markup is painted before any of the app's code runs or loads: once its first
 * contentful paint and its largest picture are shown (at most a moment later: first-screen-shown.ts), the
 * route's scripts the page holds back start together (see held-scripts.ts) and the app starts (boot.tsx, with
 * React and everything the first screen needs), so a slow phone shows the screen first and spends its
 * bandwidth and half second of script afterwards. A page without markup (the offline shell, a screen the
 * server does not render) starts the app at once.
 */
import { releaseHeldScripts } from './lib/first-screen/held-scripts';
import { firstScreenShown } from './lib/first-screen/first-screen-shown';
import { holdInteractions } from './lib/first-screen/interaction-hold';
import { warmIntl } from './lib/first-screen/intl-warm';

/** The longest the app's scripts wait for the page's largest picture (see first-screen-shown.ts). */
const PICTURE_WAIT_MS = 1500;
/** The longest the app's scripts wait for the locale data (see intl-warm.ts), counted from the page's start. */
const INTL_WAIT_MS = 1500;

// Loads the locale data on another thread while the first screen is shown, so the app's start does not.
const intlWarm = warmIntl(document.documentElement.lang, INTL_WAIT_MS);

const root = document.getElementById('root');
const hasMarkup = root?.firstElementChild != null;
// Until the app has taken the markup over, a press on a control or typing in a field waits (links work).
if (root && hasMarkup) holdInteractions(document, root);
(hasMarkup ? firstScreenShown(document, PICTURE_WAIT_MS) : Promise.resolve())
  .then(() => {
    // The page's first read of localStorage loads all of it (the theme script leaves it alone on a page the
    // server rendered): done in a task of its own while the app's scripts download, not in the app's first.
    setTimeout(loadStorage);
    // The preloads start one per task; the app's start asks for its own files at once (the first preloads name
    // them too), and does not wait for the route's to have started.
    void releaseHeldScripts(document);
    // Their files download meanwhile; on a page with markup, they are evaluated once the locale data is loaded.
    return hasMarkup ? intlWarm : undefined;
  })
  .then(() => import('./boot'))
  .catch(() => {
    // The app's files did not come (the connection dropped after the page, before the worker keeps them): the
    // screen stays as the server drew it, and the page reloads into a working app once the connection is back,
    // or, when the browser says it never left, a few seconds later (at most once a minute, never in a loop).
    const reload = () => location.reload();
    window.addEventListener('online', reload, { once: true });
    if (navigator.onLine && mayRetry()) setTimeout(reload, RETRY_MS);
  });

function loadStorage(): void {
  try {
    void localStorage.length;
  } catch {
    // No storage here: the app starts without what it would have kept.
  }
}

const RETRY_MS = 3000;
const RETRIED_AT = 'app-files-retried-at';

function mayRetry(): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(RETRIED_AT) ?? 0) < 60_000) return false;
    sessionStorage.setItem(RETRIED_AT, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}
