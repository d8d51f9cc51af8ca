/**
 * App-wide context: server state (with the persisted allow-list), the toast region, the error boundary, the
 * values every listing card reads (money settings, wishlist, card settings: one subscription each here, not one
 * per card), and background wiring (guest id, money settings, then — after first paint — the outbox replayer,
 * the service worker and the offline banner). react-aria's locale and routing are given by the components that
 * render react-aria's own (components/ui/utils/aria-locale.tsx), not here.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { lazyAfterLoad } from '@/lib/after-load';
import type { QueryClient } from '@/lib/query';
import { ClientOnly } from '@/components/client-only';
import { AppErrorBoundary } from '@/components/feedback/app-error-boundary';
import { loadDeferredStrings } from '@/lib/i18n';
import { QueryProvider } from '@/lib/query-provider';
import { MoneySettingsProvider } from '@/components/ui/price/price';
import { CardSettingsProvider } from '@/features/catalog/components/card-settings';
import { WishlistProvider } from '@/lib/wishlist/state';
import { BootstrapEffects } from './bootstrap-effects';

// Services that need the local database or the service worker load after the first paint.
const DeferredServices = lazy(() => Promise.all([import('./deferred-services'), loadDeferredStrings()]).then(([module]) => module));
// Toasts published before the region loads wait in the bus's backlog; it loads once the page has.
const ToastRegion = lazyAfterLoad(() => import('@/components/ui/toast/toast').then((m) => ({ default: m.ToastRegion })));

/** `serverClient`: the server's own query client for one page (the browser uses the persisted one). */
export function Providers({ children, serverClient }: { children: ReactNode; serverClient?: QueryClient }) {
  return (
    <QueryProvider client={serverClient}>
      <AppErrorBoundary>
        <BootstrapEffects />
        <MoneySettingsProvider>
          <WishlistProvider>
            <CardSettingsProvider>{children}</CardSettingsProvider>
          </WishlistProvider>
        </MoneySettingsProvider>
        <ClientOnly>
          <Suspense fallback={null}>
            <DeferredServices />
          </Suspense>
        </ClientOnly>
      </AppErrorBoundary>
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </QueryProvider>
  );
}
