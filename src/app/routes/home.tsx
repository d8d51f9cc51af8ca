/**
 * Home: the chosen module's content, or what its query names (a category, every category, the new
 * arrivals, search results; see home-catalog.tsx). Without a module yet, the module selection modal asks
 * for one. Each is its own lazy chunk.
 */
import { lazyPart } from '@/lib/lazy-part';
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';
import { RouteFallback } from '@/components/feedback/route-fallback';
import { paths } from '@/config/paths';
import { useSessionValue } from '@/hooks/use-session';
import { loadRentalPageStrings, loadStoreHomeStrings } from '@/lib/i18n';
import { useModuleFollowUps } from '../module-follow-ups';

/** The rental home: its chunk and the rental screens' strings (not in the entry) load side by side. */
const RentalHome = lazyPart('home:rental', () => import('@/features/rental/home/rental-home'), loadRentalPageStrings);
/**
 * Every other module's home: its chunk and the catalogue's strings (not in the entry) load side by side, but an
 * item's, which the parts that show items load beside them (home-catalog.tsx, catalog-home.tsx).
 */
const CatalogHome = lazyPart('home:catalog', () => import('./home-catalog'), loadStoreHomeStrings);
const ModuleSelectDialog = lazy(() => import('@/features/bootstrap/components/module-select-dialog').then((m) => ({ default: m.ModuleSelectDialog })));

export default function Home() {
  const module = useSessionValue('module');
  const followUp = useModuleFollowUps();
  const [, navigate] = useLocation();
  if (module === null) {
    return (
      <Suspense fallback={<RouteFallback />}>
        <ModuleSelectDialog isOpen onOpenChange={() => undefined} required onSelected={(module) => void followUp(module).then((next) => next !== paths.home && navigate(next))} />
      </Suspense>
    );
  }
  const type = module.module_type;
  return (
    <Suspense fallback={<RouteFallback />}>
      {type === 'rental' ? <RentalHome /> : <CatalogHome moduleType={type} />}
    </Suspense>
  );
}
