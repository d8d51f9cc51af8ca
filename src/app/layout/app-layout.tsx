/** The page frame: skip link, header, main content and footer. */
import { Suspense, type ReactNode } from 'react';
import { lazyAfterLoad } from '@/lib/after-load';
import { loadDeferredStrings, t } from '@/lib/i18n';
import { Header } from './header';
import { ScrollOnNavigate } from './scroll-on-navigate';
import * as styles from './app-layout.css';

// The footer is below the fold: it loads once the page has (see lib/after-load).
const Footer = lazyAfterLoad(() => Promise.all([import('./footer'), loadDeferredStrings()]).then(([m]) => ({ default: m.Footer })));

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('common.skipToContent')}
      </a>
      <ScrollOnNavigate />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
