/**
 * Entry. A page with the server's markup is painted before any of the app's code runs or loads: after the first
 * frame, the route's scripts the page holds back start together (see held-scripts.ts) and the app starts
 * (boot.tsx, with React and everything the first screen needs), so a slow phone shows the screen first and
 * spends its bandwidth and half second of script afterwards. A page without markup (the offline shell, a screen
 * the server does not render) starts the app at once.
 */
import { afterNextPaint } from './lib/after-next-paint';
import { releaseHeldScripts } from './lib/first-screen/held-scripts';
import { holdInteractions } from './lib/first-screen/interaction-hold';

const root = document.getElementById('root');
const hasMarkup = root?.firstElementChild != null;
// Until the app has taken the markup over, a press on a control or typing in a field waits (links work).
if (root && hasMarkup) holdInteractions(document, root);
(hasMarkup ? afterNextPaint() : Promise.resolve())
  .then(() => {
    releaseHeldScripts(document);
    return import('./boot');
  })
  .catch(() => {
    // The app's files did not come (the connection dropped after the page, before the worker keeps them): the
    // screen stays as the server drew it, and the page reloads into a working app once the connection is back,
    // or, when the browser says it never left, a few seconds later (at most once a minute, never in a loop).
    const reload = () => location.reload();
    window.addEventListener('online', reload, { once: true });
    if (navigator.onLine && mayRetry()) setTimeout(reload, RETRY_MS);
  });

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
