/**
 * Entry: apply the saved language before the first render (so Arabic pages never flash in English), then
 * mount the app. The service worker registers after load in production builds only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isLanguage, LANGUAGES, setLanguage } from './lib/i18n';
import { mirrorContextCookie } from './lib/first-screen/cookie';
import { getSession, subscribeSession, updateSession } from './lib/session';
import './styles/global.css';

async function start(): Promise<void> {
  const saved = getSession().language;
  const language = isLanguage(saved) ? saved : 'en';
  const applied = await setLanguage(language);
  const option = LANGUAGES.find((entry) => entry.code === applied);
  if (option && (getSession().direction !== option.direction || getSession().language !== applied)) {
    updateSession({ language: applied, direction: option.direction, country: option.country });
  }
  // The server reads the customer's zone, module and language from a cookie to put the first screen's data in the page.
  mirrorContextCookie(getSession());
  subscribeSession(() => mirrorContextCookie(getSession()));
  const container = document.getElementById('root');
  if (!container) throw new Error('Missing #root');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
