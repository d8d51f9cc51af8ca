/** Renders its children only in the browser, after hydration (see hooks/use-hydrated). */
import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return <>{useHydrated() ? children : fallback}</>;
}
