/**
 * Services loaded after the first paint (they need IndexedDB or the service worker): the outbox replayer with
 * every feature's handlers, the cart and wishlist syncs, the cart's dialogs, service worker registration and
 * the connection banners, and the kiosk idle reset when the runtime config asks for it.
 */
import { lazy, Suspense, useEffect } from 'react';
import { ConnectionStatus } from '@/components/feedback/connection-status';
import { readRuntimeConfig } from '@/config/env';
import { watchIdle } from '@/lib/idle-watch';
import { resetKioskSession } from '@/lib/kiosk-reset';
import { startOutboxReplayer } from '@/lib/outbox/triggers';
import { startServiceWorker } from '@/lib/pwa-register';
import { loadRentalStrings } from '@/lib/i18n';
import { startInTurn } from '@/lib/yield-to-main';

const RentalCartSync = lazy(() => import('@/features/rental/cart/cart-sync'));
const ItemCartSync = lazy(() => import('@/features/item-cart/cart-sync'));
const WishlistSync = lazy(() => import('@/lib/wishlist/module-sync'));
// The trip cart's dialogs say what they say in the rest of the rental strings, which no first screen loads.
const RentalCartDialogs = lazy(() => import('@/features/rental/cart/components/cart-dialogs').then((module) => loadRentalStrings().then(() => module)));
const ItemCartDialogs = lazy(() => import('@/features/item-cart/components/cart-dialogs'));

// Every feature's handlers (with the checkout modules they share) load only once the outbox holds an entry.
const loadOutboxHandlers = () => import('@/features/offline-handlers').then((module) => module.OUTBOX_HANDLERS);

const replayerId = `tab-${globalThis.crypto?.randomUUID?.() ?? Date.now().toString(36)}`;

export default function DeferredServices() {
  // Each service starts in a turn of its own (the outbox opens the database and replays; the worker registers),
  // not all in the task that mounts them.
  useEffect(() => startInTurn(() => startOutboxReplayer({ handlers: loadOutboxHandlers, replayerId })), []);
  useEffect(() => {
    const minutes = readRuntimeConfig().kioskIdleMinutes;
    return minutes > 0 ? watchIdle(document, minutes * 60_000, () => void resetKioskSession()) : undefined;
  }, []);
  useEffect(
    () =>
      startInTurn(() => {
        const start = () => void startServiceWorker();
        if (document.readyState === 'complete') start();
        else window.addEventListener('load', start, { once: true });
      }),
    [],
  );
  return (
    <>
      <ConnectionStatus />
      <Suspense fallback={null}>
        <RentalCartSync />
        <ItemCartSync />
        <WishlistSync />
        <RentalCartDialogs />
        <ItemCartDialogs />
      </Suspense>
    </>
  );
}
