/**
 * The app's start (loaded by main.tsx): apply the saved language before the first render (so Arabic pages never
 * flash in English), then mount the app: over the server's markup (hydration, from the answers the server
 * rendered it with) when the page carries markup rendered for this customer's context, else afresh (the offline
 * shell, another context). The service worker registers after load in production builds only.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configQueryOptions } from './api/config';
import { App } from './app/app';
import { HydrationBoundary } from './hooks/use-hydrated';
import { applyConfig } from './app/bootstrap-effects';
import { noteRenderedTrip, serverStateFor } from './lib/first-screen/server-state';
import { loadParts, whenPartsMounted } from './lib/lazy-part';
import { queryClient, restorePersisted, seedFromServer } from './lib/query-provider';
import { isLanguage, LANGUAGES, setLanguage } from './lib/i18n';
import { mirrorContextCookie, mirrorIdentityCookie } from './lib/first-screen/cookie';
import { releaseHeldInteractions } from './lib/first-screen/interaction-hold';
import { reconcileTheme } from './lib/first-screen/theme';
import { getSession, setPersonalPage, subscribeSession, updateSession } from './lib/session';
import { yieldToMain } from './lib/yield-to-main';
import './styles/global.css';

async function start(): Promise<void> {
  // Each step below runs in a task of its own (after this module's evaluation, which is one already), so a
  // slow phone answers taps and scrolls in between.
  await yieldToMain();
  const saved = getSession().language;
  const language = isLanguage(saved) ? saved : 'en';
  const [applied] = await Promise.all([setLanguage(language), restorePersisted()]);
  const option = LANGUAGES.find((entry) => entry.code === applied);
  if (option && (getSession().direction !== option.direction || getSession().language !== applied)) {
    updateSession({ language: applied, direction: option.direction, country: option.country });
  }
  // The server reads the customer's zone, module and language from a cookie to put the first screen's data in the
  // page, and renders the checkout for the customer a second cookie names (identity.ts); a third names the
  // theme, so the page's first paint need not read localStorage (theme.ts).
  await yieldToMain();
  mirrorContextCookie(getSession());
  mirrorIdentityCookie(getSession());
  reconcileTheme(document, () => window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false);
  subscribeSession(() => {
    mirrorContextCookie(getSession());
    mirrorIdentityCookie(getSession());
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  const server = container.firstElementChild ? serverStateFor(document, getSession()) : null;
  if (!server) {
    applyKnownConfig();
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    // Markup rendered for another context is drawn afresh: its controls are the app's from now on.
    releaseHeldInteractions();
    return;
  }
  // A page rendered for this very customer (the checkout) is taken over with who they are.
  setPersonalPage(server.owner != null);
  // The server's answers, the config's settings (money, the operator's clock) and the trip the page was
  // rendered for come first, so the parts evaluate with them (the trip search starts from that trip when it loads).
  await yieldToMain();
  seedFromServer(server.queries);
  applyKnownConfig();
  noteRenderedTrip(server.trip);
  // Every part the markup holds is loaded next, so hydration takes all of it over at once.
  await loadParts(server.parts).catch(() => undefined);
  await yieldToMain();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // for the whole page: the markup is on screen already, and a tap or a scroll is answered in between.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <HydrationBoundary onTakenOver={() => releaseOnceTakenOver(server.parts)}>
          <App />
        </HydrationBoundary>
      </StrictMode>,
    );
  });
}

/**
 * The page's controls work once React has taken over every part of the markup (each screen part is hydrated
 * in a pass of its own, after the page's frame: typing into a field React does not own yet would be lost).
 * Should a part never be taken over (the browser rendered it differently), they work a moment later anyway.
 */
function releaseOnceTakenOver(parts: readonly string[]): void {
  void Promise.race([whenPartsMounted(parts), new Promise((resolve) => setTimeout(resolve, RELEASE_AT_LATEST_MS))]).then(releaseHeldInteractions);
}

const RELEASE_AT_LATEST_MS = 5000;

/** The config this device already holds (the server's answers or the persisted cache), applied before any screen loads. */
function applyKnownConfig(): void {
  const config = queryClient.getQueryData(configQueryOptions().queryKey);
  if (config) applyConfig(config);
}

void start();
