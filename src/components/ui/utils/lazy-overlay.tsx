/**
 * An overlay (a dialog, a drawer) whose react-aria code loads when it is first opened, not with the screen that
 * holds it closed: mounted from the render in which `isOpen` is first true, and kept (so closing plays its
 * exit). The chunk is asked for again when the connection is back (`importPatiently`); once the service
 * worker keeps the app's files, it comes from the device.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { importPatiently } from '@/lib/after-load';
import { useOpenedOnce } from './opened-once';

export function lazyOverlay<P extends { isOpen?: boolean }>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Overlay = lazy(() => importPatiently(load));
  return function LazyOverlay(props: P) {
    const opened = useOpenedOnce(props.isOpen);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}
